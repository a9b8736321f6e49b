import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { boards, follows, pins, users, type UserRow } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { countRows, countsFrom, viewerFieldRows, viewerFieldRowsFrom } from '../json-rows.ts';
import type { V3User } from '../types.ts';
import { ANONYMOUS, BOUND_VIEWER, type Viewer } from '../viewer.ts';
import { userVisible } from '../access.ts';
import { perViewer } from '../statements.ts';
import { idInPlaceholder, markUserDetail } from '../viewer-fields.ts';
import { userDetail, type UserCounts } from './serialize.ts';

const usersIn = idInPlaceholder('users');

/**
 * A user answer's counts (pins, boards the viewer may see, followers, following) and, for a
 * signed-in viewer, the viewer fields: one statement, built once per database and kind of viewer.
 */
const statement = (signedIn: boolean) =>
  preparedOnce((db) => {
    const viewer = signedIn ? BOUND_VIEWER : ANONYMOUS;
    return db
      .select({
        pins: countRows(
          sql`${pins.pinnerId}`,
          sql`${pins} inner join ${boards} on ${eq(boards.id, pins.boardId)} where ${and(usersIn(pins.pinnerId), isNull(pins.deletedAt), eq(boards.privacy, 'public'))}`,
        ),
        boards: countRows(
          sql`${boards.ownerId}`,
          sql`${boards} where ${and(
            usersIn(boards.ownerId),
            viewer.userId === null ? eq(boards.privacy, 'public') : sql`(${boards.privacy} = 'public' or ${boards.ownerId} = ${viewer.userId})`,
          )}`,
        ),
        followers: countRows(sql`${follows.targetId}`, sql`${follows} where ${and(eq(follows.targetType, 'user'), usersIn(follows.targetId))}`),
        following: countRows(sql`${follows.followerId}`, sql`${follows} where ${and(eq(follows.targetType, 'user'), usersIn(follows.followerId))}`),
        ...(signedIn
          ? {
              fields: viewerFieldRows(db, BOUND_VIEWER.userId, usersIn, idInPlaceholder('boards')),
              // The viewer's own secret boards (their account answer, ../account/me.ts); nobody else's.
              secret: countRows(
                sql`${boards.ownerId}`,
                sql`${boards} where ${and(usersIn(boards.ownerId), eq(boards.ownerId, BOUND_VIEWER.userId), eq(boards.privacy, 'secret'))}`,
              ),
            }
          : {}),
      })
      .from(sql`(select 1) as one`)
      .prepare(signedIn ? 'user_relations_signed_in' : 'user_relations');
  });
const ANONYMOUS_STATEMENT = statement(false);
const SIGNED_IN_STATEMENT = statement(true);

/** User answers for the rows, and the viewer's own secret board count when the viewer is among them. */
async function detailRead(deps: V3Deps, viewer: Viewer, rows: UserRow[]): Promise<{ users: Map<number, V3User>; ownSecretBoards: number }> {
  if (rows.length === 0) return { users: new Map(), ownSecretBoards: 0 };
  const ids = rows.map((r) => r.id);
  const me = viewer.userId;
  const [row = {}] = (await (me === null ? ANONYMOUS_STATEMENT : SIGNED_IN_STATEMENT)(deps.db).execute({ users: [...new Set(ids)], boards: [], me })) as Record<string, unknown>[];
  const [p, b, fr, fg] = [countsFrom(row.pins), countsFrom(row.boards), countsFrom(row.followers), countsFrom(row.following)];
  const fields = me === null ? null : viewerFieldRowsFrom(row.fields);
  const counts = (id: number): UserCounts => ({ pin_count: p.get(id) ?? 0, board_count: b.get(id) ?? 0, follower_count: fr.get(id) ?? 0, following_count: fg.get(id) ?? 0 });
  return {
    users: new Map(rows.map((r) => [r.id, markUserDetail(userDetail(r, counts(r.id), deps.imageBaseUrl), fields)])),
    ownSecretBoards: me === null ? 0 : (countsFrom(row.secret).get(me) ?? 0),
  };
}

export async function detail(deps: V3Deps, viewer: Viewer, rows: UserRow[]): Promise<Map<number, V3User>> {
  return (await detailRead(deps, viewer, rows)).users;
}

/** A person's answer as they see themselves, with the count of their secret boards, in one statement. */
export async function ownDetail(deps: V3Deps, row: UserRow): Promise<{ user: V3User; secretBoardCount: number }> {
  const read = await detailRead(deps, { userId: row.id }, [row]);
  return { user: read.users.get(row.id)!, secretBoardCount: read.ownSecretBoards };
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
const visibleByName = perViewer('user_by_name', (db, viewer, name) =>
  db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${sql.placeholder('name')})`, userVisible(viewer)))
    .limit(1)
    .prepare(name),
);

export async function findVisibleUserRow(deps: V3Deps, viewer: Viewer, username: string): Promise<UserRow | undefined> {
  const [row] = await visibleByName(deps.db, viewer).execute({ name: username, me: viewer.userId });
  return row;
}

export async function loadUserByUsername(deps: V3Deps, viewer: Viewer, username: string): Promise<V3User | undefined> {
  const row = await findVisibleUserRow(deps, viewer, username);
  return row ? (await detail(deps, viewer, [row])).get(row.id) : undefined;
}
