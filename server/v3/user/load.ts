import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { boards, follows, pins, users, type UserRow } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import type { V3User } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import { userVisible } from '../access.ts';
import { markUserDetail, viewerFields } from '../viewer-fields.ts';
import { userDetail, type UserCounts } from './serialize.ts';

async function countsFor(deps: V3Deps, viewer: Viewer, ids: number[]): Promise<Map<number, UserCounts>> {
  const { db } = deps;
  const [pinCounts, boardCounts, followerCounts, followingCounts] = await Promise.all([
    db
      .select({ id: pins.pinnerId, n: count() })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(inArray(pins.pinnerId, ids), isNull(pins.deletedAt), eq(boards.privacy, 'public')))
      .groupBy(pins.pinnerId),
    db
      .select({ id: boards.ownerId, n: count() })
      .from(boards)
      .where(
        and(
          inArray(boards.ownerId, ids),
          viewer.userId === null ? eq(boards.privacy, 'public') : sql`(${boards.privacy} = 'public' or ${boards.ownerId} = ${viewer.userId})`,
        ),
      )
      .groupBy(boards.ownerId),
    db
      .select({ id: follows.targetId, n: count() })
      .from(follows)
      .where(and(eq(follows.targetType, 'user'), inArray(follows.targetId, ids)))
      .groupBy(follows.targetId),
    db
      .select({ id: follows.followerId, n: count() })
      .from(follows)
      .where(and(eq(follows.targetType, 'user'), inArray(follows.followerId, ids)))
      .groupBy(follows.followerId),
  ]);
  const get = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
  const [p, b, fr, fg] = [get(pinCounts), get(boardCounts), get(followerCounts), get(followingCounts)];
  return new Map(
    ids.map((id) => [
      id,
      { pin_count: p.get(id) ?? 0, board_count: b.get(id) ?? 0, follower_count: fr.get(id) ?? 0, following_count: fg.get(id) ?? 0 },
    ]),
  );
}

export async function detail(deps: V3Deps, viewer: Viewer, rows: UserRow[]): Promise<Map<number, V3User>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const [counts, fields] = await Promise.all([countsFor(deps, viewer, ids), viewerFields(deps.db, viewer, ids, [])]);
  return new Map(rows.map((row) => [row.id, markUserDetail(userDetail(row, counts.get(row.id)!, deps.imageBaseUrl), fields)]));
}

export async function loadUsers(deps: V3Deps, viewer: Viewer, ids: readonly number[]): Promise<Map<number, V3User>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db.select().from(users).where(and(inArray(users.id, [...new Set(ids)]), userVisible(viewer)));
  return detail(deps, viewer, rows);
}

export async function findUserRow(deps: V3Deps, username: string): Promise<UserRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** The user by username, unless they blocked the viewer (then, as for an unknown name, undefined). */
export async function findVisibleUserRow(deps: V3Deps, viewer: Viewer, username: string): Promise<UserRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, userVisible(viewer)))
    .limit(1);
  return row;
}

export async function loadUserByUsername(deps: V3Deps, viewer: Viewer, username: string): Promise<V3User | undefined> {
  const row = await findVisibleUserRow(deps, viewer, username);
  return row ? (await detail(deps, viewer, [row])).get(row.id) : undefined;
}
