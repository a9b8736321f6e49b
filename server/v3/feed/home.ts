/**
 * GET /v3/feeds/home/: the home feed.
 *
 * Visitors get the newest pins on public boards. A member's feed is composed from their sources
 * (issue 18), newest pin first: pins on boards they follow, pinned by people they follow, of topics
 * they follow, of the topic of one of their own boards, of the topics of pins they saved in the last
 * 30 days; each such pin carries the first of those reasons that it matches (recommendation_reason).
 * When the sources run out the feed goes on with the newest pins that match none of them, without a
 * reason. The member's own pins and anything pinInDiscovery leaves out (secret and protected boards,
 * blocks, hidden pins) never appear.
 *
 * Ads (issue 19, ../ad/serve.ts) are placed at AD_SLOTS of every page, as extra items outside the
 * bookmark; pins promoted by the old promoter columns are left out of the organic feed (ads only).
 *
 * A page is one prepared statement (generic plan). Each source entity (a followed board, person or
 * topic, a board of a topic) gives its newest pin ids after the cursor from its index, and the
 * discovery rules are checked on the newest candidates only (sourcedFast); a pin in the page is
 * among the candidates of every entity it matches, so its reason is exact. The second phase scans
 * the newest pins (pins_feed_idx) leaving out every pin a source matches, and is read only when the
 * first does not fill the page. A page the fast read cannot vouch for (the end of the feed, or more
 * than a page of a source's newest pins left out by the rules) is read again by the exact statement,
 * which filters inside each entity's scan. The bookmark is (phase, pin id): 1 while the sources
 * last, 2 after.
 */
import { and, desc, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { preparedOnce } from '../../db/prepared.ts';
import { notPromotedPin, serveAds } from '../ad/serve.ts';
import { boardColumns, boards, follows, interests, pinColumns, pins, saves, users } from '../../db/schema.ts';
import { pinInDiscovery } from '../access.ts';
import type { Position } from '../bookmark.ts';
import type { V3Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import { ANONYMOUS, BOUND_VIEWER, viewerOf } from '../viewer.ts';
import { REASONS, reasonFor, RECENT_ACTIVITY_DAYS } from './reason.ts';

const LIST = 'feeds/home';
const KEYS: KeyColumn[] = [{ column: pins.id, dir: 'desc' }];

/** Visitors: the newest pins in discovery, first page or a later one. */
const visitorStatement = (name: string, continued: boolean) =>
  preparedOnce((db) =>
    db
      .select({ pin: pinColumns, board: boardColumns })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(isNull(pins.deletedAt), pinInDiscovery(ANONYMOUS), notPromotedPin(), continued ? after(KEYS, [sql.placeholder('after') as unknown as number]) : undefined))
      .orderBy(desc(pins.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const VISITOR = { first: visitorStatement('home_feed', false), next: visitorStatement('home_feed_next', true) };

// Members: placeholders me (the viewer), limit (the page size + 1), since (the start of the
// recent-activity window), after (the cursor of the phase read first; the first page passes a
// number above every id).
const ME = BOUND_VIEWER.userId;
const LIMIT = sql.placeholder('limit');
const AFTER = sql`${sql.placeholder('after')}`;
const SINCE = sql.placeholder('since');
/** Above every pin id: the first page's cursor. */
const TOP = Number.MAX_SAFE_INTEGER;
/** The prio of a pin of the second phase (no reason); sources are 1 … REASONS.length in REASONS' order. */
const NO_REASON = 0;
const prio = (reason: (typeof REASONS)[number]): SQL => sql.raw(String(REASONS.indexOf(reason) + 1));

/** Pins (joined with their board, unaliased) the member's feed may show, before `cursor`. */
const shown = (cursor: SQL): SQL => and(isNull(pins.deletedAt), ne(pins.pinnerId, ME), pinInDiscovery(BOUND_VIEWER), notPromotedPin(), lt(pins.id, cursor)) as SQL;

/**
 * Newest first in the order of the (…, id desc) indexes: `desc nulls last`, as drizzle declares them
 * (plain `desc` means nulls first, which no such index serves, and the planner sorts instead).
 */
const NEWEST = sql`${pins.id} desc nulls last`;

/**
 * One source entity's newest pins before the cursor, at most `cap`, as a lateral subquery x(id): an
 * index scan on `match`'s column in id order. The cap is in the statement's text, not a placeholder:
 * a generic plan guesses a tenth of the rows for a placeholder limit, and then prefers reading and
 * sorting every pin of a person to stopping early (and its inflated cost crosses PostgreSQL's JIT
 * threshold, which compiles the plan again on every execution).
 */
const newest = (match: SQL, cap: number): SQL =>
  sql`lateral (select ${pins.id} from ${pins} inner join ${boards} on ${boards.id} = ${pins.boardId} where ${match} and ${shown(AFTER)} order by ${NEWEST} limit ${sql.raw(String(cap))}) x(id)`;

/**
 * The member's sources: `followed` (their follows of people and boards) and `topics` (each topic once,
 * with its best reason and, for your_board, the member's oldest live board of it).
 */
const SOURCES = sql`followed as (
    select ${follows.targetType} as kind, ${follows.targetId} as id from ${follows} where ${follows.followerId} = ${ME} and ${follows.targetType} <> 'interest'
  ),
  topics as (
    select distinct on (t.id) t.id, t.prio, t.board_id from (
      select ${follows.targetId}, ${prio('followed_topic')}, null::bigint from ${follows} where ${follows.followerId} = ${ME} and ${follows.targetType} = 'interest'
      union all
      select ${boards.interestId}, ${prio('your_board')}, ${boards.id} from ${boards} where ${boards.ownerId} = ${ME} and ${boards.interestId} is not null and not ${boards.archived}
      union all
      select unnest(array[sp.source_interest_id, sb.interest_id]), ${prio('recent_activity')}, null::bigint
        from ${saves} join ${pins} sp on sp.id = ${saves.pinId} join ${boards} sb on sb.id = sp.board_id
        where ${saves.userId} = ${ME} and ${saves.createdAt} >= ${SINCE}::timestamptz and sp.deleted_at is null
    ) t(id, prio, board_id)
    where t.id is not null
    order by t.id, t.prio, t.board_id
  )`;

/** First phase: the newest `limit` (≤ cap) pins the sources match, each with its best reason (prio), the entity (ref) and, for your_board, the board. */
const sourced = (cap: number): SQL => sql`(select distinct on (c.id) c.id, c.prio, c.ref, c.your_board from (
    select x.id, ${prio('followed_board')} as prio, f.id as ref, null::bigint as your_board from followed f cross join ${newest(sql`${pins.boardId} = f.id`, cap)} where f.kind = 'board'
    union all
    select x.id, ${prio('followed_user')}, f.id, null::bigint from followed f cross join ${newest(sql`${pins.pinnerId} = f.id`, cap)} where f.kind = 'user'
    union all
    select x.id, t.prio, t.id, t.board_id from topics t cross join ${newest(sql`${pins.sourceInterestId} = t.id`, cap)}
    union all
    select x.id, t.prio, t.id, t.board_id from topics t join ${boards} tb on tb.interest_id = t.id and tb.privacy = 'public' cross join ${newest(sql`${pins.boardId} = tb.id`, cap)}
  ) c order by c.id desc, c.prio limit ${sql.raw(String(cap))})`;

/**
 * One source entity's newest pin ids before the cursor, at most `cap`, numbered (rn), as a lateral
 * subquery x(id, rn): the index alone, before any of the discovery rules (`live` adds deleted_at for
 * the indexes over live pins only).
 */
const newestIds = (match: SQL, cap: number, live = false): SQL =>
  sql`lateral (select ${pins.id}, row_number() over (order by ${NEWEST}) from ${pins} where ${match}${live ? sql` and ${isNull(pins.deletedAt)}` : sql``} and ${lt(pins.id, AFTER)} order by ${NEWEST} limit ${sql.raw(String(cap))}) x(id, rn)`;

/**
 * The first phase read cheaply (most pages): each entity's newest `cap` ids from its index alone
 * (`pool`), and the discovery rules checked only on the newest of them, in id order, until the page
 * is full. A pin an entity did not give is older than that entity's last given one, so everything
 * newer than `floor` (the newest such last id, over the entities that gave `cap`) is in the pool:
 * the pins checked above it are exactly the feed's, with their best reasons. When fewer than the
 * page pass above the floor, this reads no second phase and the caller reads the exact statement.
 */
const sourcedFast = (cap: number): SQL => sql`pool as (
    select x.id, x.rn, ${prio('followed_board')} as prio, f.id as ref, null::bigint as your_board from followed f cross join ${newestIds(sql`${pins.boardId} = f.id`, cap, true)} where f.kind = 'board'
    union all
    select x.id, x.rn, ${prio('followed_user')}, f.id, null::bigint from followed f cross join ${newestIds(sql`${pins.pinnerId} = f.id`, cap)} where f.kind = 'user'
    union all
    select x.id, x.rn, t.prio, t.id, t.board_id from topics t cross join ${newestIds(sql`${pins.sourceInterestId} = t.id`, cap)}
    union all
    select x.id, x.rn, t.prio, t.id, t.board_id from topics t join ${boards} tb on tb.interest_id = t.id and tb.privacy = 'public' cross join ${newestIds(sql`${pins.boardId} = tb.id`, cap, true)}
  ),
  floor as (select max(id) filter (where rn = ${sql.raw(String(cap))}) as id from pool),
  candidates as (
    select distinct on (id) id, prio, ref, your_board from pool where id >= coalesce((select id from floor), 0) order by id desc, prio
  )`;

const checkedCandidates = (cap: number): SQL => sql`(select c.id, c.prio, c.ref, c.your_board from candidates c
    inner join ${pins} on ${pins.id} = c.id inner join ${boards} on ${boards.id} = ${pins.boardId}
    where ${shown(AFTER)} order by c.id desc limit ${sql.raw(String(cap))})`;

/** Second phase: the newest pins (at most `cap`) before `cursor` that no source matches. */
const unsourced = (cursor: SQL, cap: number, also: SQL = sql`true`): SQL => sql`(select ${pins.id}, ${sql.raw(String(NO_REASON))}, null::bigint, null::bigint
    from ${pins} inner join ${boards} on ${boards.id} = ${pins.boardId}
    where ${shown(cursor)}
      and ${pins.boardId} not in (select id from followed where kind = 'board')
      and ${pins.pinnerId} not in (select id from followed where kind = 'user')
      and coalesce(${pins.sourceInterestId}, 0) not in (select id from topics)
      and coalesce(${boards.interestId}, 0) not in (select id from topics)
      and ${also}
    order by ${NEWEST} limit ${sql.raw(String(cap))})`;

const yourBoard = alias(boards, 'your_board');
const viewerRow = alias(users, 'viewer');

/**
 * How a member's page is read: 'fast' and 'exact' read the first phase after the cursor and, when it
 * runs short, the second from its start ('fast' may answer short instead: see sourcedFast); 'rest'
 * reads the second phase after the cursor.
 */
type Read = 'fast' | 'exact' | 'rest';

function pageRows(read: Read, cap: number): SQL {
  const start = sql`${TOP}`;
  if (read === 'rest') return sql`with ${SOURCES} select * from (${unsourced(AFTER, cap)}) u(id, prio, ref, your_board)`;
  if (read === 'exact') return sql`with ${SOURCES} select * from (${sourced(cap)} union all ${unsourced(start, cap)}) u(id, prio, ref, your_board)`;
  return sql`with ${SOURCES}, ${sourcedFast(cap)} select * from (${checkedCandidates(cap)} union all ${unsourced(start, cap, sql`(select id from floor) is null`)}) u(id, prio, ref, your_board)`;
}

/** A member's page of at most `cap` rows (limit ≤ cap), in feed order. */
const memberStatement = (name: string, read: Read, cap: number) =>
  preparedOnce((db) => {
    return db
      .select({
        pin: pinColumns,
        board: boardColumns,
        prio: sql<number>`page.prio`.mapWith(Number),
        ref: sql<number | null>`page.ref`.mapWith(Number),
        topic: { id: interests.id, name: interests.name, urlName: interests.urlName },
        yourBoard: { id: yourBoard.id, name: yourBoard.name, slug: yourBoard.slug },
        viewerName: viewerRow.username,
      })
      .from(sql`(${pageRows(read, cap)} limit ${LIMIT}) page`)
      .innerJoin(pins, eq(pins.id, sql`page.id`))
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .leftJoin(interests, and(eq(interests.id, sql`page.ref`), sql`page.prio >= ${prio('followed_topic')}`))
      .leftJoin(yourBoard, eq(yourBoard.id, sql`page.your_board`))
      .leftJoin(viewerRow, and(eq(viewerRow.id, ME), sql`page.your_board is not null`))
      .orderBy(sql`page.prio = ${sql.raw(String(NO_REASON))}`, desc(pins.id))
      .prepare(name);
  });
/** Each phase's statements: one for pages up to the default size (most reads), one for any size. */
const MEMBER = [DEFAULT_PAGE_SIZE + 1, MAX_PAGE_SIZE + 1].map((cap) => ({
  cap,
  fast: memberStatement(`home_feed_member_${cap}`, 'fast', cap),
  exact: memberStatement(`home_feed_member_exact_${cap}`, 'exact', cap),
  rest: memberStatement(`home_feed_member_rest_${cap}`, 'rest', cap),
}));

/** A member's position: [phase, id]; a visitor's bookmark ([id]) continues the newest pins. */
function memberPosition(position: Position | null): { phase: 1 | 2; id: number } {
  if (!position) return { phase: 1, id: TOP };
  const id = Number(position[position.length - 1]);
  return { phase: position.length === 2 && position[0] === 1 ? 1 : 2, id: Number.isSafeInteger(id) ? id : TOP };
}

export function homeFeedRoutes(app: FastifyInstance, deps: V3Deps, now: () => Date = () => new Date()): void {
  app.get('/feeds/home/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const position = deps.bookmarks.decode(LIST, bookmarkParam(query));
    const viewer = viewerOf(request);
    if (viewer.userId === null) {
      const last = position?.[position.length - 1];
      const rows = await (position ? VISITOR.next : VISITOR.first)(deps.db).execute({ after: last, limit: size + 1 });
      const page = pageOf(rows, size, deps.bookmarks, LIST, (row) => [row.pin.id]);
      // The rows are read with the discovery filter above, so they serialize without a second read.
      const organic = await serializePinRows(deps, viewer, page.items, fieldSet);
      return ok(await serveAds(deps, { viewer, request, surface: 'home', page: organic, pageKey: bookmarkParam(query) ?? '', fieldSet }), page.bookmark);
    }
    const at = memberPosition(position);
    const since = new Date(now().getTime() - RECENT_ACTIVITY_DAYS * 86_400_000).toISOString();
    const statements = MEMBER.find(({ cap }) => cap > size)!;
    const values = { me: viewer.userId, after: at.id, since, limit: size + 1 };
    let rows = await (at.phase === 1 ? statements.fast : statements.rest)(deps.db).execute(values);
    // Short: the end of the feed, or the discovery rules left out so many of the newest pins that the fast read could not tell.
    if (at.phase === 1 && rows.length <= size) rows = await statements.exact(deps.db).execute(values);
    const page = pageOf(rows, size, deps.bookmarks, LIST, (row) => [row.prio === NO_REASON ? 2 : 1, row.pin.id]);
    const pins = await serializePinRows(deps, viewer, page.items, fieldSet);
    pins.forEach((pin, i) => {
      pin.recommendation_reason = reasonFor(page.items[i]!, pin);
    });
    return ok(await serveAds(deps, { viewer, request, surface: 'home', page: pins, pageKey: bookmarkParam(query) ?? '', fieldSet }), page.bookmark);
  });
}
