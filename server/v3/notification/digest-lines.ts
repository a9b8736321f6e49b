/**
 * The lines of a member's notification digest (./digest.ts), worded as the news hub words them
 * (./text.ts): one per kind and object, newest first, from the notifications that are unread, not
 * hidden and created in the digest's window. The news hub's rules hold: actors across a block are
 * left out (a line of only such actors is not there), and a board the member may not see goes
 * unnamed. A fixed number of queries, whatever the member's count.
 */
import { and, desc, eq, gt, inArray, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import { boards, notifications, users } from '../../db/schema.ts';
import { boardVisible, notBlockedWith, userVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { userSummary } from '../user/serialize.ts';
import type { SignedIn } from '../viewer.ts';
import type { NotificationKind } from './notify.ts';
import { notificationText } from './text.ts';

/** Lines a digest lists; the rest are counted ("and 4 more"). */
export const DIGEST_MAX_LINES = 10;
/** Actors a line names (actorsPhrase names two at most, and counts the rest). */
const ACTORS_NAMED = 2;

/** Notifications created after `from` and up to `until`. */
export interface DigestWindow {
  from: Date;
  until: Date;
}

/** Unread and not hidden: what the member has not seen nor put away. */
export const unseen = (): SQL => and(isNull(notifications.readAt), isNull(notifications.hiddenAt)) as SQL;

export interface DigestLines {
  /** The newest DIGEST_MAX_LINES lines' text. */
  lines: string[];
  /** Every line in the window (≥ lines.length). */
  total: number;
}

/** The member's unseen lines in `window`, worded. */
export async function digestLines(deps: Pick<V3Deps, 'db' | 'imageBaseUrl'>, userId: number, window: DigestWindow): Promise<DigestLines> {
  const { db } = deps;
  const viewer: SignedIn = { userId };
  const mine = and(
    eq(notifications.userId, userId),
    unseen(),
    gt(notifications.createdAt, window.from),
    lte(notifications.createdAt, window.until),
    notBlockedWith(viewer, notifications.actorId),
  );
  const newest = max(notifications.id);
  const [groups, [counted]] = await Promise.all([
    db
      .select({ groupKey: notifications.groupKey, lastId: newest, actorCount: sql<number>`count(distinct ${notifications.actorId})::int` })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.groupKey)
      .orderBy(desc(newest))
      .limit(DIGEST_MAX_LINES),
    db.select({ n: sql<number>`count(distinct ${notifications.groupKey})::int` }).from(notifications).where(mine),
  ]);
  if (groups.length === 0) return { lines: [], total: 0 };
  const keys = groups.map((g) => g.groupKey);
  const [heads, actorRows] = await Promise.all([
    db
      .select({ id: notifications.id, kind: notifications.kind, boardId: notifications.boardId })
      .from(notifications)
      .where(inArray(notifications.id, groups.map((g) => g.lastId!))),
    db
      .select({ groupKey: notifications.groupKey, actorId: notifications.actorId, last: max(notifications.id) })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.actorId))
      .where(and(mine, inArray(notifications.groupKey, keys), userVisible(viewer)))
      .groupBy(notifications.groupKey, notifications.actorId)
      .orderBy(desc(max(notifications.id))),
  ]);
  const named = new Map<string, number[]>();
  for (const row of actorRows) {
    const list = named.get(row.groupKey) ?? [];
    if (list.length < ACTORS_NAMED) list.push(row.actorId);
    named.set(row.groupKey, list);
  }
  const actorIds = [...new Set([...named.values()].flat())];
  const boardIds = heads.flatMap((h) => (h.boardId === null ? [] : [h.boardId]));
  const [people, boardRows] = await Promise.all([
    actorIds.length === 0 ? [] : db.select().from(users).where(inArray(users.id, actorIds)),
    boardIds.length === 0 ? [] : db.select({ id: boards.id, name: boards.name }).from(boards).where(and(inArray(boards.id, boardIds), boardVisible(viewer))),
  ]);
  const personOf = new Map(people.map((p) => [p.id, userSummary(p, deps.imageBaseUrl)]));
  const headOf = new Map(heads.map((h) => [h.id, h]));
  const boardOf = new Map(boardRows.map((b) => [b.id, b.name]));
  const lines = groups.flatMap((group) => {
    const head = headOf.get(group.lastId!);
    if (!head) return [];
    const actors = (named.get(group.groupKey) ?? []).flatMap((id) => personOf.get(id) ?? []);
    const board = head.boardId === null ? null : (boardOf.get(head.boardId) ?? null);
    // One line each: a name's line breaks or tabs would make lines of their own in the mail.
    return [notificationText(head.kind as NotificationKind, actors, group.actorCount, board).replace(/\s+/g, ' ').trim()];
  });
  return { lines, total: Math.max(Number(counted?.n ?? 0), lines.length) };
}
