/**
 * Reading comments as a viewer may see them. The one rule: a comment is there when its pin is
 * (pin/load.ts visiblePin: not deleted, board readable, no block with the pinner or the board's
 * owner) and no block stands between the viewer and its author, either way; a reply also needs its
 * top-level comment's author not blocked. Anything else is as unknown as a missing comment.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { boards, comments, pins, users } from '../../db/schema.ts';
import { notBlockedWith, pinVisible } from '../access.ts';
import type { Viewer } from '../viewer.ts';

/** The top-level comment a reply answers (joined left: null for a top-level comment). */
export const parentComment = alias(comments, 'parent_comment');

/** The columns a comment answer is made of (joined with its author and its pin). */
export const commentColumns = {
  id: comments.id,
  pinId: comments.pinId,
  parentId: comments.parentId,
  userId: comments.userId,
  text: comments.text,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  pinnerId: pins.pinnerId,
  author: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    imageSignature: users.imageSignature,
    isVerifiedMerchant: users.isVerifiedMerchant,
    verifiedIdentity: users.verifiedIdentity,
  },
};

export type CommentRow = {
  id: number;
  pinId: number;
  parentId: number | null;
  userId: number;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
  pinnerId: number;
  author: {
    id: number;
    username: string;
    firstName: string;
    lastName: string;
    imageSignature: string | null;
    isVerifiedMerchant: boolean;
    verifiedIdentity: boolean;
  };
};

/** Comments (joined with their pin, board, author and parent) the viewer may see. */
export function commentVisible(viewer: Viewer): SQL {
  return and(isNull(pins.deletedAt), pinVisible(viewer), notBlockedWith(viewer, comments.userId), notBlockedWith(viewer, parentComment.userId)) as SQL;
}

/** A select of comments with everything commentVisible and commentColumns need joined in. */
export function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(pins, eq(pins.id, comments.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId));
}

/** The visible comments among `ids`, keyed by id. */
export async function visibleComments(db: Db, viewer: Viewer, ids: readonly number[]): Promise<Map<number, CommentRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await selectComments(db).where(and(inArray(comments.id, [...new Set(ids)]), commentVisible(viewer)))) as CommentRow[];
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** How many comments (replies included) the viewer may see on a pin they may see. */
export async function commentCount(db: Db, viewer: Viewer, pinId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId))
    .where(and(eq(comments.pinId, pinId), notBlockedWith(viewer, comments.userId), notBlockedWith(viewer, parentComment.userId)));
  return Number(row?.count ?? 0);
}

/** Replies the viewer may see, per top-level comment among `ids`. */
export async function replyCounts(db: Db, viewer: Viewer, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parentId: comments.parentId, count: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(inArray(comments.parentId, [...ids]), notBlockedWith(viewer, comments.userId)))
    .groupBy(comments.parentId);
  return new Map(rows.map((row) => [Number(row.parentId), Number(row.count)]));
}
