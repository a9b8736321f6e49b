/**
 * Viewer-relative fields (explicitly_followed_by_me, blocked_by_me, followed_by_me,
 * collaborated_by_me, favorited_by_me), filled for a signed-in viewer with one batched query per answer.
 */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blocks, boardCollaborators, follows, pinFavorites } from '../db/schema.ts';
import type { V3BoardSummary, V3Pin, V3User, V3UserSummary } from './types.ts';
import type { Viewer } from './viewer.ts';

export interface ViewerFields {
  followedUsers: Set<number>;
  blockedUsers: Set<number>;
  followedBoards: Set<number>;
  collaboratedBoards: Set<number>;
  /** Pins the viewer starred (pin_favorites), among the pins asked about. */
  favoritedPins: Set<number>;
}

const unique = (ids: Iterable<number>): number[] => [...new Set(ids)];

/** A condition that a column holds one of some ids (a list now, or an array bound when a prepared statement runs). */
export type IdFilter = (column: AnyColumn) => SQL;
/** One of these ids; an empty list matches nothing. */
export const idIn =
  (ids: readonly number[]): IdFilter =>
  (column) =>
    inArray(column, ids.length === 0 ? [-1] : [...ids]);
/** One of the ids in the bigint[] bound to placeholder `name`. */
export const idInPlaceholder =
  (name: string): IdFilter =>
  (column) =>
    sql`${column} = any(${sql.placeholder(name)}::bigint[])`;

const emptyFields = (): ViewerFields => ({
  followedUsers: new Set(),
  blockedUsers: new Set(),
  followedBoards: new Set(),
  collaboratedBoards: new Set(),
  favoritedPins: new Set(),
});

/**
 * The one query behind viewer fields: rows of (kind, id), kind u (followed user), b (followed
 * board), c (board the viewer collaborates on), x (user the viewer blocked) or, when pinIn is given,
 * f (pin the viewer starred), among the users, boards and pins the filters let through. Also read as
 * part of a larger statement (./pin/relations.ts).
 */
export function viewerFieldsQuery(db: Db, me: number, userIn: IdFilter, boardIn: IdFilter, pinIn?: IdFilter) {
  const query = db
    .select({ kind: sql<string>`'u'`.as('kind'), id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.followerId, me), eq(follows.targetType, 'user'), userIn(follows.targetId)))
    .unionAll(
      db
        .select({ kind: sql<string>`'b'`.as('kind'), id: follows.targetId })
        .from(follows)
        .where(and(eq(follows.followerId, me), eq(follows.targetType, 'board'), boardIn(follows.targetId))),
    )
    .unionAll(
      db
        .select({ kind: sql<string>`'c'`.as('kind'), id: boardCollaborators.boardId })
        .from(boardCollaborators)
        .where(and(eq(boardCollaborators.userId, me), eq(boardCollaborators.status, 'accepted'), boardIn(boardCollaborators.boardId))),
    )
    .unionAll(
      db
        .select({ kind: sql<string>`'x'`.as('kind'), id: blocks.blockedId })
        .from(blocks)
        .where(and(eq(blocks.blockerId, me), userIn(blocks.blockedId))),
    );
  if (!pinIn) return query;
  return query.unionAll(
    db
      .select({ kind: sql<string>`'f'`.as('kind'), id: pinFavorites.pinId })
      .from(pinFavorites)
      .where(and(eq(pinFavorites.userId, me), pinIn(pinFavorites.pinId))),
  );
}

/** Viewer fields from the rows of viewerFieldsQuery. */
export function viewerFieldsFrom(rows: readonly { kind: string; id: number | string }[]): ViewerFields {
  const out = emptyFields();
  for (const row of rows) {
    const id = Number(row.id);
    if (row.kind === 'u') out.followedUsers.add(id);
    else if (row.kind === 'b') out.followedBoards.add(id);
    else if (row.kind === 'c') out.collaboratedBoards.add(id);
    else if (row.kind === 'f') out.favoritedPins.add(id);
    else out.blockedUsers.add(id);
  }
  return out;
}

/** The viewer's relations to these users and boards, in one query; null for an anonymous viewer. */
export async function viewerFields(
  db: Db,
  viewer: Viewer,
  userIds: Iterable<number>,
  boardIds: Iterable<number>,
): Promise<ViewerFields | null> {
  const me = viewer.userId;
  if (me === null) return null;
  const users = unique(userIds);
  const boardList = unique(boardIds);
  if (users.length === 0 && boardList.length === 0) return emptyFields();
  return viewerFieldsFrom(await viewerFieldsQuery(db, me, idIn(users), idIn(boardList)));
}

export function markUser<T extends V3UserSummary>(user: T, fields: ViewerFields | null): T {
  if (fields) user.explicitly_followed_by_me = fields.followedUsers.has(Number(user.id));
  return user;
}

export function markUserDetail(user: V3User, fields: ViewerFields | null): V3User {
  markUser(user, fields);
  if (fields) user.blocked_by_me = fields.blockedUsers.has(Number(user.id));
  return user;
}

export function markBoard<T extends V3BoardSummary>(board: T, fields: ViewerFields | null): T {
  if (!fields) return board;
  board.followed_by_me = fields.followedBoards.has(Number(board.id));
  board.collaborated_by_me = fields.collaboratedBoards.has(Number(board.id));
  markUser(board.owner, fields);
  return board;
}

/** Marks the pin's people and board, and its star (favorited_by_me). */
export function markPin<T extends Pick<V3Pin, 'id' | 'pinner' | 'board' | 'promoter' | 'sponsorship' | 'favorited_by_me'>>(pin: T, fields: ViewerFields | null): T {
  if (!fields) return pin;
  pin.favorited_by_me = fields.favoritedPins.has(Number(pin.id));
  markUser(pin.pinner, fields);
  markBoard(pin.board, fields);
  if (pin.promoter) markUser(pin.promoter, fields);
  if (pin.sponsorship?.sponsor) markUser(pin.sponsorship.sponsor, fields);
  return pin;
}
