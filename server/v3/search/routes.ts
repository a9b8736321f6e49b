/**
 * Search: GET /v3/search/typeahead/?q=&page_size= → { queries: [{term}], users, boards, topics }, for the
 * header's search field, in one call; at most page_size (1–10, default 5) of each kind.
 *
 * - queries: terms of search_suggestions (./suggestions.ts) starting with the normalised query, most
 *   weighty first, then — for a query of 3 or more characters, when those do not fill the page — terms
 *   resembling it (trigram similarity: typos), most similar first.
 * - users: people whose username or name starts with (from 3 characters: holds) the words, through the
 *   one rule for reading a person (userVisible) and, as everything in search, nobody across a block
 *   either way.
 * - boards: boards whose name starts with (from 3 characters: holds) the words that the viewer may list
 *   (public, or their own and their collaborations), not archived, nobody's across a block.
 * - topics: interests whose name holds (or, from 3 characters, resembles) the words, with followed_by_me.
 * People and boards whose name starts with the query come first, then the most followed.
 *
 * Speed (1 M pins, 125 k boards, 27 k suggestions): each kind is one statement and the four run at once.
 * People and boards take a bounded set of candidates through their trigram indexes first (at most
 * TYPEAHEAD_CANDIDATES starting with the query and as many holding it) and count followers of those
 * only, never per row of the table; suggestions read the text_pattern_ops index as a byte range (a
 * generic plan cannot use LIKE 'q%'), and the trigram index only when the prefix did not fill the page.
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { boards, follows, interests, searchSuggestions, users, type BoardRow, type UserRow } from '../../db/schema.ts';
import { boardListable, notBlockedWith, userVisible } from '../access.ts';
import { boardDetails } from '../board/load.ts';
import { escapeLike } from '../board/writable.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import type { V3Interest } from '../interest/routes.ts';
import { pageSize, stringParam } from '../params.ts';
import { detail } from '../user/load.ts';
import type { Viewer } from '../viewer.ts';
import { viewerOf } from '../viewer.ts';
import { normalisedTerm } from './suggestions.ts';

/** At most this many of each kind in one answer. */
export const TYPEAHEAD_MAX = 10;
export const TYPEAHEAD_DEFAULT = 5;
/** Longer queries are refused: no name is longer (board names 50, people's names 100). */
export const TYPEAHEAD_QUERY_MAX = 100;
/**
 * People and boards ordered per kind: at most this many whose name starts with the query, and (from
 * TYPO_MIN_CHARS characters) as many holding it. Each costs a heap visit and a follower count.
 */
export const TYPEAHEAD_CANDIDATES = 50;
/**
 * Typos are looked for, and names holding the query (not only starting with it) are, from this many
 * characters on: shorter queries have no whole trigram, and `%k%` would read the whole trigram index.
 */
export const TYPO_MIN_CHARS = 3;

export function typeaheadQuery(raw: string | undefined): string {
  const q = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (q === '') throw V3Error.badParam('q', 'q must hold at least one character to search for');
  if ([...q].length > TYPEAHEAD_QUERY_MAX) throw V3Error.badParam('q', `q may hold at most ${TYPEAHEAD_QUERY_MAX} characters`);
  return q;
}

export interface V3Typeahead {
  queries: { term: string }[];
  users: Awaited<ReturnType<typeof detail>> extends Map<number, infer U> ? U[] : never;
  boards: Awaited<ReturnType<typeof boardDetails>> extends Map<number, infer B> ? B[] : never;
  topics: V3Interest[];
}

/** A generic plan (plan_cache_mode force_generic_plan) cannot turn LIKE 'q%' into an index range: compare bytes instead (text_pattern_ops). */
const startsWith = (column: AnyColumn | SQL, prefix: SQL): SQL => sql`(${column} ~>=~ (${prefix}) and ${column} ~<~ ((${prefix}) || chr(1114111)))`;

/** Rows of an execute: postgres.js answers the rows, PGlite {rows}. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Suggested searches, in one statement: terms starting with the normalised query by weight, then —
 * from TYPO_MIN_CHARS characters, and only when those do not fill the page (a one-time filter: the
 * trigram index is not read otherwise) — terms resembling it (`%`: pg_trgm similarity at least
 * pg_trgm.similarity_threshold, 0.3 by default), most similar first.
 */
export async function suggestedQueries(db: Db, q: string, size: number): Promise<{ term: string }[]> {
  const typos = [...q].length >= TYPO_MIN_CHARS;
  const term = sql`(select t from q)`;
  const s = searchSuggestions;
  const result = await db.execute(sql`
    with q as (select ${normalisedTerm(sql`${q}::text`)} as t),
    prefixed as (
      select ${s.term} as term, ${s.weight}::float8 as score, ${s.weight} as weight from ${s}
      where ${startsWith(s.term, term)}
      order by ${s.weight} desc, ${s.term} limit ${size}
    )
    select term from (
      select term, 0 as part, score, weight from prefixed
      union all
      (select ${s.term}, 1, similarity(${s.term}, ${term}), ${s.weight} from ${s}
        where ${typos} and (select count(*) from prefixed) < ${size} and ${s.term} % ${term} and not ${startsWith(s.term, term)}
        order by 3 desc, 4 desc, 1 limit ${size})
    ) found
    order by part, score desc, weight desc, term
    limit ${size}`);
  return rowsOf<{ term: string }>(result).map((row) => ({ term: String(row.term) }));
}

/**
 * Rows of `table` among a bounded set of candidates, in one statement: up to TYPEAHEAD_CANDIDATES whose
 * name starts with the query and (when `holds` is given) as many holding it, each set taken through the
 * trigram index; only those are ordered — starting with the query first, then the most followed (a
 * follower count per candidate, never per row of the table), then by id.
 */
async function candidatesByFollowers<Row>(
  db: Db,
  table: typeof users | typeof boards,
  targetType: 'user' | 'board',
  starts: SQL,
  holds: SQL | null,
  allowed: SQL | undefined,
  size: number,
): Promise<Row[]> {
  // A literal, not a parameter: a generic plan guesses a parameter's limit at a tenth of the rows, and then
  // prefers reading the whole table (ilike on every row) to the trigram index.
  const candidateLimit = sql.raw(String(TYPEAHEAD_CANDIDATES));
  const branch = (where: SQL, first: boolean) =>
    sql`(select ${table.id} as id, ${sql.raw(String(first))} as first from ${table} where ${and(where, allowed)} limit ${candidateLimit})`;
  const candidates = holds ? sql`${branch(starts, true)} union all ${branch(holds, false)}` : branch(starts, true);
  const ranked = sql`(
    select c.id, bool_or(c.first) as first,
      (select count(*) from ${follows} f where f.target_type = ${targetType} and f.target_id = c.id) as followers
    from (${candidates}) c
    group by c.id
    order by 2 desc, 3 desc, c.id
    limit ${size}) ranked`;
  const rows = await db
    .select({ row: table as typeof users })
    .from(table as typeof users)
    .innerJoin(ranked, sql`ranked.id = ${table.id}`)
    .orderBy(sql`ranked.first desc`, sql`ranked.followers desc`, table.id);
  return rows.map((r) => r.row as Row);
}

export function matchingUsers(db: Db, viewer: Viewer, q: string, size: number): Promise<UserRow[]> {
  // The same expression as users_name_trgm_idx, so that its trigram index answers.
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;
  return candidatesByFollowers<UserRow>(
    db,
    users,
    'user',
    sql`(${users.username} ilike ${prefix} or ${fullName} ilike ${prefix})`,
    [...q].length >= TYPO_MIN_CHARS ? sql`(${users.username} ilike ${contains} or ${fullName} ilike ${contains})` : null,
    and(userVisible(viewer), notBlockedWith(viewer, users.id)),
    size,
  );
}

export function matchingBoards(db: Db, viewer: Viewer, q: string, size: number): Promise<BoardRow[]> {
  return candidatesByFollowers<BoardRow>(
    db,
    boards,
    'board',
    sql`${boards.name} ilike ${`${escapeLike(q)}%`}`,
    [...q].length >= TYPO_MIN_CHARS ? sql`${boards.name} ilike ${`%${escapeLike(q)}%`}` : null,
    and(eq(boards.archived, false), boardListable(viewer), notBlockedWith(viewer, boards.ownerId)),
    size,
  );
}

/** Topics whose name holds the query (names starting with it first) or, from 3 characters, resembles it; with followed_by_me. */
export async function matchingTopics(db: Db, viewer: Viewer, q: string, size: number): Promise<V3Interest[]> {
  const contains = sql`${interests.name} ilike ${`%${escapeLike(q)}%`}`;
  const resembles = [...q].length >= TYPO_MIN_CHARS ? sql`${interests.name} % ${q}` : sql`false`;
  const followed =
    viewer.userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${follows} where ${and(eq(follows.followerId, viewer.userId), eq(follows.targetType, 'interest'), eq(follows.targetId, interests.id))})`;
  const rows = await db
    .select({ id: interests.id, name: interests.name, urlName: interests.urlName, followed })
    .from(interests)
    .where(sql`(${contains} or ${resembles})`)
    .orderBy(sql`${interests.name} ilike ${`${escapeLike(q)}%`} desc`, sql`${contains} desc`, sql`similarity(${interests.name}, ${q}) desc`, sql`lower(${interests.name})`, interests.id)
    .limit(size);
  return rows.map((row) => ({ id: String(row.id), node_type: 'interest', name: row.name, url_name: row.urlName, followed_by_me: row.followed === true }));
}

export function searchRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/search/typeahead/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const q = typeaheadQuery(stringParam(query, 'q'));
    const size = pageSize(query, TYPEAHEAD_DEFAULT, TYPEAHEAD_MAX);
    const viewer = viewerOf(request);
    // Each kind's answer is made as soon as its rows are there: people's and boards' details do not wait
    // for the other kinds.
    const [queries, people, boardAnswers, topics] = await Promise.all([
      suggestedQueries(deps.db, q, size),
      matchingUsers(deps.db, viewer, q, size).then(async (rows) => {
        const found = await detail(deps, viewer, rows);
        return rows.flatMap((row) => found.get(row.id) ?? []);
      }),
      matchingBoards(deps.db, viewer, q, size).then(async (rows) => {
        const found = await boardDetails(deps, viewer, rows);
        return rows.flatMap((row) => found.get(row.id) ?? []);
      }),
      matchingTopics(deps.db, viewer, q, size),
    ]);
    const data: V3Typeahead = { queries, users: people, boards: boardAnswers, topics };
    return ok(data);
  });
}
