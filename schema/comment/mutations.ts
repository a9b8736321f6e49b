/**
 * Comment writes (issue 20) over v3 (server/v3/comment/routes.ts):
 *   createComment(pinId, text, parentId)  a comment, or a reply (a reply to a reply joins its top-level comment);
 *   editComment(id, text)                 its author only;
 *   deleteComment(id)                     its author or the pin's creator; its replies go with it.
 * Ids are v3 ids (entityId) or global ids. What the person can fix comes back as UserErrors, as the
 * other writes' (../feedback/feedback.ts): UNAUTHENTICATED signed out, LIMITED_LOGIN, NOT_FOUND on
 * pinId, parentId or id, INVALID_PARAMETER on text (1 to 500 characters), FORBIDDEN (not yours),
 * BLOCKED (a block between you and the pin's creator), RATE_LIMITED.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { V3Comment, V3CommentDeleted } from '../../server/v3/comment/types.ts';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { PinRef } from '../pin/refs.ts';
import type { Pin } from '../v3/types.ts';
import { CommentRef, v3IdOf, type Comment } from './comment.ts';

interface CommentPayloadShape {
  comment: Comment | null;
  pin: Pin | null;
  errors: UserErrorShape[];
}

interface DeletePayloadShape {
  deletedCommentId: string | null;
  deletedReplyCount: number;
  errors: UserErrorShape[];
}

const CommentPayload = builder.objectRef<CommentPayloadShape>('CommentPayload').implement({
  description: 'The comment as written, and its pin (to refetch Pin.commentCount); or what went wrong.',
  fields: (t) => ({
    comment: t.field({ type: CommentRef, nullable: true, resolve: (p) => p.comment }),
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const DeleteCommentPayload = builder.objectRef<DeletePayloadShape>('DeleteCommentPayload').implement({
  description: 'The global id of the deleted comment (for the client to drop it) and how many replies went with it; or what went wrong.',
  fields: (t) => ({
    deletedCommentId: t.id({ nullable: true, resolve: (p) => p.deletedCommentId }),
    deletedReplyCount: t.exposeInt('deletedReplyCount'),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const NOT_FOUND: Record<string, string> = {
  pinId: 'That Pin does not exist.',
  parentId: 'The comment you are replying to does not exist.',
  id: 'That comment does not exist.',
};
const notFound = (field: string): UserErrorShape => ({ message: NOT_FOUND[field]!, field, code: 'NOT_FOUND' });

/**
 * Runs a v3 comment write: its 4xx as UserErrors, a 404 on the argument it is about (`field`, or
 * parentId when v3 named parent_id), every other error as v3 said it, on the field v3 named.
 */
async function commentWrite<T>(field: string, write: () => Promise<T>): Promise<{ value: T | null; errors: UserErrorShape[] }> {
  const { value, errors } = await asUserErrors(write);
  return { value, errors: errors.map((error) => (error.code === 'NOT_FOUND' ? notFound(error.field === 'parentId' ? 'parentId' : field) : error)) };
}

/** The payload of a write that answered a comment: primed into the node loader, with its pin. */
async function written(ctx: Context, value: Comment | null, errors: UserErrorShape[]): Promise<CommentPayloadShape> {
  if (!value) return { comment: null, pin: null, errors };
  CommentRef.getDataloader(ctx).clear(value.id).prime(value.id, value);
  const pin = (await PinRef.getDataloader(ctx).load(value.pinId)) ?? null;
  return { comment: value, pin, errors };
}

const failed = (field: string): CommentPayloadShape => ({ comment: null, pin: null, errors: [notFound(field)] });

builder.mutationFields((t) => ({
  createComment: t.field({
    type: CommentPayload,
    description: 'Comment on a pin, or reply to a comment (parentId). Signed in; a pin the viewer may see; 1 to 500 characters; rate-limited.',
    args: {
      pinId: t.arg.string({ required: true, description: "The pin's v3 id (entityId) or its global id." }),
      text: t.arg.string({ required: true, description: 'Plain text, 1 to 500 characters after trimming.' }),
      parentId: t.arg.string({ description: 'The comment replied to (v3 or global id): a reply to a reply joins its top-level comment.' }),
    },
    resolve: async (_r, args, ctx) => {
      const pinId = v3IdOf(args.pinId, 'Pin');
      if (!pinId) return failed('pinId');
      const parentId = args.parentId == null ? null : v3IdOf(args.parentId, 'Comment');
      if (args.parentId != null && !parentId) return failed('parentId');
      const body = { text: args.text, ...(parentId ? { parent_id: parentId } : {}) };
      const { value, errors } = await commentWrite('pinId', () => ctx.v3.post<V3Comment>(`/v3/pins/${pinId}/comments/`, body));
      return written(ctx, value, errors);
    },
  }),
  editComment: t.field({
    type: CommentPayload,
    description: "Change a comment's text (its author only; it is marked edited).",
    args: {
      id: t.arg.string({ required: true, description: "The comment's v3 id (entityId) or its global id." }),
      text: t.arg.string({ required: true, description: 'Plain text, 1 to 500 characters after trimming.' }),
    },
    resolve: async (_r, args, ctx) => {
      const id = v3IdOf(args.id, 'Comment');
      if (!id) return failed('id');
      const { value, errors } = await commentWrite('id', () => ctx.v3.send<V3Comment>('PATCH', `/v3/comments/${id}/`, { text: args.text }));
      return written(ctx, value, errors);
    },
  }),
  deleteComment: t.field({
    type: DeleteCommentPayload,
    description: "Delete a comment and its replies (its author, or the pin's creator).",
    args: { id: t.arg.string({ required: true, description: "The comment's v3 id (entityId) or its global id." }) },
    resolve: async (_r, args, ctx): Promise<DeletePayloadShape> => {
      const id = v3IdOf(args.id, 'Comment');
      if (!id) return { deletedCommentId: null, deletedReplyCount: 0, errors: [notFound('id')] };
      const { value, errors } = await commentWrite('id', () => ctx.v3.send<V3CommentDeleted>('DELETE', `/v3/comments/${id}/`));
      if (!value) return { deletedCommentId: null, deletedReplyCount: 0, errors };
      CommentRef.getDataloader(ctx).clear(id);
      return { deletedCommentId: encodeGlobalID('Comment', id), deletedReplyCount: value.replyCount, errors };
    },
  }),
}));
