/**
 * Comments and replies on pins (issue 20; platform §3 aggregatedComment, feeds aggregatedComments /
 * unified-comments and aggregated-comment-replies). Storage: comments (a reply's parent is a
 * top-level comment; deleting a comment deletes its replies).
 *
 *   GET    /v3/pins/{id}/comments/        top-level comments, newest first, paged → {pin_id, comment_count, comments}
 *   GET    /v3/comments/{id}/replies/     a top-level comment's replies, oldest first, paged
 *   GET    /v3/comments/?ids=             comments by id (null for each one not visible), for GraphQL's node
 *   POST   /v3/pins/{id}/comments/        {text, parent_id?} → the new comment (201)
 *   PATCH  /v3/comments/{id}/             {text} → the comment, edited (its author only)
 *   DELETE /v3/comments/{id}/             its author, or the pin's creator → {id, deleted, reply_count}
 *
 * Reads follow the one visibility rule (load.ts): anything the viewer may not see is a 404, as an
 * unknown id. Writes are gated (401 signed out, 403 limited login); a comment on a pin across a block
 * with its creator is a 403 'blocked'. A reply to a reply is attached to that reply's top-level
 * comment (threads are one level deep). Comments made are rate-limited per account (COMMENTS_PER_HOUR).
 */
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boards, comments, pins } from '../../db/schema.ts';
import { boardReadable } from '../access.ts';
import { bodyId, bodyOf } from '../account/validate.ts';
import { nowOf } from '../clock.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, idParam, idsParam, pageSize } from '../params.ts';
import { visiblePinOr404 } from '../pin/load.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { blockedBetween } from '../social/routes.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { commentCount, commentVisible, selectComments, visibleComments, type CommentRow } from './load.ts';
import { serializeComments } from './serialize.ts';
import { cleanCommentText } from './text.ts';
import type { V3Comment, V3CommentDeleted, V3CommentPage } from './types.ts';

/** page_size of the comment lists: 25 unless asked, at most 50. */
export const COMMENT_PAGE_DEFAULT = 25;
export const COMMENT_PAGE_MAX = 50;

export interface CommentOptions {
  /** Comments made per account (COMMENTS_PER_HOUR): session/rate-limit.ts accountLimits().commentCreatePerAccount. */
  limiter: FixedWindowLimiter;
}

const paramId = (request: FastifyRequest): number => idParam((request.params as { id: string }).id);
const commentNotFound = (id: number) => V3Error.notFound(`comment ${id} not found`);

export function commentRoutes(app: FastifyInstance, deps: V3Deps, options: CommentOptions): void {
  const { db } = deps;

  const one = async (viewer: Viewer, id: number): Promise<CommentRow> => {
    const row = (await visibleComments(db, viewer, [id])).get(id);
    if (!row) throw commentNotFound(id);
    return row;
  };
  const answer = async (viewer: Viewer, row: CommentRow): Promise<V3Comment> => (await serializeComments(deps, viewer, [row]))[0]!;

  /** One page of a comment list: keyset on the comment id (newest first, or oldest first for replies). */
  const page = async (request: FastifyRequest, list: string, where: ReturnType<typeof and>, dir: 'asc' | 'desc') => {
    const viewer = viewerOf(request);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, COMMENT_PAGE_DEFAULT, COMMENT_PAGE_MAX);
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const keys: KeyColumn[] = [{ column: comments.id, dir }];
    const rows = (await selectComments(db)
      .where(and(where, commentVisible(viewer), position ? after(keys, position) : undefined))
      .orderBy(dir === 'desc' ? desc(comments.id) : asc(comments.id))
      .limit(size + 1)) as CommentRow[];
    const paged = pageOf(rows, size, deps.bookmarks, list, (row) => [row.id]);
    return { items: await serializeComments(deps, viewer, paged.items), bookmark: paged.bookmark };
  };

  app.get('/pins/:id/comments/', async (request) => {
    const viewer = viewerOf(request);
    const pin = await visiblePinOr404(db, viewer, paramId(request));
    const [{ items, bookmark }, count] = await Promise.all([
      page(request, `pins/${pin.id}/comments`, and(eq(comments.pinId, pin.id), isNull(comments.parentId)), 'desc'),
      commentCount(db, viewer, pin.id),
    ]);
    return ok<V3CommentPage>({ pin_id: String(pin.id), comment_count: count, comments: items }, bookmark);
  });

  app.get('/comments/:id/replies/', async (request) => {
    const parent = await one(viewerOf(request), paramId(request));
    if (parent.parentId !== null) {
      throw V3Error.badParam('id', `comment ${parent.id} is a reply: replies are listed under its top-level comment ${parent.parentId}.`);
    }
    const { items, bookmark } = await page(request, `comments/${parent.id}/replies`, eq(comments.parentId, parent.id), 'asc');
    return ok<V3Comment[]>(items, bookmark);
  });

  app.get('/comments/', async (request) => {
    const viewer = viewerOf(request);
    const ids = idsParam(request.query as Record<string, unknown>);
    const found = await visibleComments(db, viewer, ids);
    const serialized = new Map((await serializeComments(deps, viewer, [...found.values()])).map((c) => [c.id, c]));
    return ok<(V3Comment | null)[]>(ids.map((id) => serialized.get(String(id)) ?? null));
  });

  app.post('/pins/:id/comments/', async (request, reply) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const pinId = paramId(request);
    const body = bodyOf(request.body);
    const text = cleanCommentText(body.text);
    const parentId = bodyId(body, 'parent_id', false);
    const pin = await commentablePin(pinId, viewer, userId);
    const parent = parentId === undefined ? null : await parentOf(viewer, pin.id, parentId);
    const key = String(userId);
    await options.limiter.check(key);
    const [created] = await db
      .insert(comments)
      .values({ pinId: pin.id, userId, parentId: parent?.id ?? null, text, createdAt: nowOf(deps) })
      .returning({ id: comments.id });
    await options.limiter.record(key);
    const row = await one(viewer, Number(created!.id));
    notify(request, { commentId: Number(row.id), pinId: pin.id, authorId: userId, pinOwnerId: pin.pinnerId, parentAuthorId: parent ? Number(parent.userId) : null });
    const envelope = ok<V3Comment>(await answer(viewer, row));
    envelope.resource_response.http_status = 201;
    return reply.status(201).send(envelope);
  });

  app.patch('/comments/:id/', async (request) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = paramId(request);
    const text = cleanCommentText(bodyOf(request.body).text);
    const row = await one(viewer, id);
    if (Number(row.userId) !== userId) throw new V3Error(403, 'forbidden', 'Only the person who wrote this comment can edit it.');
    const [edited] = await db.update(comments).set({ text, editedAt: nowOf(deps) }).where(eq(comments.id, id)).returning({ text: comments.text, editedAt: comments.editedAt });
    if (!edited) throw commentNotFound(id);
    return ok<V3Comment>(await answer(viewer, { ...row, ...edited }));
  });

  app.delete('/comments/:id/', async (request) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = paramId(request);
    const row = await one(viewer, id);
    if (Number(row.userId) !== userId && Number(row.pinnerId) !== userId) {
      throw new V3Error(403, 'forbidden', "Only the comment's author or the Pin's creator can delete this comment.");
    }
    // Its replies go with it (the foreign key cascades too; named here so the count is exact).
    const removed = await db.delete(comments).where(or(eq(comments.id, id), eq(comments.parentId, id))).returning({ id: comments.id });
    if (!removed.some((r) => Number(r.id) === id)) throw commentNotFound(id);
    return ok<V3CommentDeleted>({ id: String(id), deleted: true, reply_count: removed.length - 1 });
  });

  /**
   * The pin to comment on: one the viewer may read (404 otherwise, deleted too), whose creator and
   * board owner are not across a block with the commenter (403 'blocked', as following is).
   */
  async function commentablePin(pinId: number, viewer: Viewer, userId: number) {
    const [row] = await db
      .select({ pinnerId: pins.pinnerId, ownerId: boards.ownerId })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pins.id, pinId), isNull(pins.deletedAt), boardReadable(viewer)))
      .limit(1);
    if (!row) throw V3Error.notFound(`pin ${pinId} not found`);
    for (const other of new Set([Number(row.pinnerId), Number(row.ownerId)])) {
      if (other !== userId && (await blockedBetween(db, userId, other))) {
        throw new V3Error(403, 'blocked', "You can't comment on this Pin: you or its creator blocked the other.");
      }
    }
    // Everything else of the one rule (visiblePin) still applies.
    return visiblePinOr404(db, viewer, pinId);
  }

  /** The comment a new one replies to: visible and on the same pin; a reply's own top-level comment for a reply. */
  async function parentOf(viewer: Viewer, pinId: number, parentId: number): Promise<CommentRow> {
    const parent = (await visibleComments(db, viewer, [parentId])).get(parentId);
    if (!parent || Number(parent.pinId) !== pinId) throw new V3Error(404, 'not_found', `comment ${parentId} not found on pin ${pinId}`, 'parent_id');
    if (parent.parentId === null) return parent;
    const top = (await visibleComments(db, viewer, [Number(parent.parentId)])).get(Number(parent.parentId));
    if (!top) throw new V3Error(404, 'not_found', `comment ${parentId} not found on pin ${pinId}`, 'parent_id');
    return top;
  }

  /** Tells V3Deps.onComment (notifications), without holding up or failing the answer. */
  function notify(request: FastifyRequest, event: Parameters<NonNullable<V3Deps['onComment']>>[0]): void {
    const hook = deps.onComment;
    if (!hook) return;
    void Promise.resolve()
      .then(() => hook(event))
      .catch((error: unknown) => request.log.error({ err: error }, 'comment hook failed'));
  }
}
