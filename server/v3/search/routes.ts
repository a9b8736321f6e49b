/**
 * Search: GET /v3/search/typeahead/?q=&page_size= — people and boards whose name holds the words,
 * for the header's search field. People go through the one rule for reading a person (userVisible);
 * boards through the list rule (public, or the viewer's own and collaborations) and blocks either
 * way. Names that start with the query come first, then the most followed.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boards, follows, users } from '../../db/schema.ts';
import { boardListable, notBlockedWith, userVisible } from '../access.ts';
import { boardDetails } from '../board/load.ts';
import { escapeLike } from '../board/writable.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { pageSize, stringParam } from '../params.ts';
import { detail } from '../user/load.ts';
import { viewerOf } from '../viewer.ts';

/** At most this many people and this many boards in one answer. */
export const TYPEAHEAD_MAX = 10;
export const TYPEAHEAD_DEFAULT = 5;
/** Longer queries are refused: no name is longer (board names 50, people's names 100). */
export const TYPEAHEAD_QUERY_MAX = 100;

export function typeaheadQuery(raw: string | undefined): string {
  const q = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (q === '') throw V3Error.badParam('q', 'q must hold at least one character to search for');
  if ([...q].length > TYPEAHEAD_QUERY_MAX) throw V3Error.badParam('q', `q may hold at most ${TYPEAHEAD_QUERY_MAX} characters`);
  return q;
}

const followerCount = (targetType: 'user' | 'board', id: SQL | typeof users.id | typeof boards.id) =>
  sql<number>`(select count(*) from ${follows} where ${follows.targetType} = ${targetType} and ${follows.targetId} = ${id})`;

export function searchRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/search/typeahead/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const q = typeaheadQuery(stringParam(query, 'q'));
    const size = pageSize(query, TYPEAHEAD_DEFAULT, TYPEAHEAD_MAX);
    const viewer = viewerOf(request);
    const contains = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    const fullName = sql`trim(${users.firstName} || ' ' || ${users.lastName})`;

    const [userRows, boardRows] = await Promise.all([
      deps.db
        .select()
        .from(users)
        .where(and(sql`(${users.username} ilike ${contains} or ${fullName} ilike ${contains})`, userVisible(viewer)))
        .orderBy(
          desc(sql`(${users.username} ilike ${prefix} or ${fullName} ilike ${prefix})`),
          desc(followerCount('user', users.id)),
          users.id,
        )
        .limit(size),
      deps.db
        .select()
        .from(boards)
        .where(and(sql`${boards.name} ilike ${contains}`, eq(boards.archived, false), boardListable(viewer), notBlockedWith(viewer, boards.ownerId)))
        .orderBy(desc(sql`${boards.name} ilike ${prefix}`), desc(followerCount('board', boards.id)), boards.id)
        .limit(size),
    ]);
    const [people, boardAnswers] = await Promise.all([detail(deps, viewer, userRows), boardDetails(deps, viewer, boardRows)]);
    return ok({
      users: userRows.flatMap((row) => people.get(row.id) ?? []),
      boards: boardRows.flatMap((row) => boardAnswers.get(row.id) ?? []),
    });
  });
}
