/**
 * Comments and replies on pins (issue 20; platform §3 aggregatedComment) over v3
 * (server/v3/comment/routes.ts):
 *   Comment             a Node: text (plain, never HTML), author, times, replyCount, what the viewer
 *                       may do, mentions and links (open a link only by its offsiteUrl), replies;
 *   Pin.comments        top-level comments, newest first (`first` 1 to 50);
 *   Comment.replies     a top-level comment's replies, oldest first (`first` 1 to 50);
 *   Pin.commentCount    every comment (replies too) the viewer may see on the pin.
 * A pin or comment the viewer may not see is null, as an unknown one.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { V3Comment, V3CommentPage } from '../../server/v3/comment/types.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, v3Connection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { PinRef } from '../pin/refs.ts';
import { UserRef } from '../user/user.ts';
import { isV3Id, MAX_BATCH, v3BatchLoad } from '../v3/batch.ts';
import type { Camelize } from '../v3/camelize.ts';
import { V3RequestError, type V3Page } from '../v3/client.ts';

export type Comment = Camelize<V3Comment>;
type CommentPage = Camelize<V3CommentPage>;

/** `first` on the comment connections: v3's page_size cap (server/v3/comment/routes.ts COMMENT_PAGE_MAX). */
export const COMMENT_FIRST_MAX = 50;

export const CommentRef = builder.loadableNodeRef<Comment, string>('Comment', {
  id: { resolve: (comment) => comment.id },
  load: v3BatchLoad<Comment>('/v3/comments/'),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

export const CommentConnection = builder.connectionObject({ type: CommentRef, name: 'CommentConnection' });

/** An id argument as v3 takes it: the v3 id, also when given as a global id of `typename`; null for anything else. */
export function v3IdOf(raw: string, typename: 'Comment' | 'Pin'): string | null {
  if (isV3Id(raw)) return raw;
  try {
    const decoded = decodeGlobalID(raw);
    return decoded.typename === typename && isV3Id(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

const CommentMention = builder.objectRef<Comment['mentions'][number]>('CommentMention').implement({
  description: 'An @username in the text that names a person the viewer may see. start and end are UTF-16 offsets (JavaScript string indexes) into text; end is exclusive.',
  fields: (t) => ({
    username: t.exposeString('username'),
    userEntityId: t.exposeString('userId', { description: "The person's v3 id." }),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
  }),
});

const CommentLink = builder.objectRef<Comment['links'][number]>('CommentLink').implement({
  description: 'A web link in the text. Open it only by offsiteUrl (the signed /offsite/ page, which checks the link first); url is for showing. start and end are UTF-16 offsets into text.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The http(s) address as written.' }),
    offsiteUrl: t.exposeString('offsiteUrl', { nullable: true, description: 'Where the link goes: /offsite/?token=…; null when the server signs no links (show the text only).' }),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
  }),
});

/** Comments the connection read are primed into the node loader (a later node(id:) costs nothing). */
function primed(ctx: Context, connection: Connection<Comment>): Connection<Comment> {
  const loader = CommentRef.getDataloader(ctx);
  for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
  return connection;
}

/** A 404 (the pin or comment went out of sight since it was read): no connection rather than an error. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof V3RequestError && error.status === 404) return null;
    throw error;
  }
}

/** Per request: each pin's comment_count as a comments page answered it (Pin.commentCount reads it before asking v3). */
const counts = new WeakMap<Context, Map<string, Promise<number | null>>>();
const countsOf = (ctx: Context): Map<string, Promise<number | null>> => {
  let map = counts.get(ctx);
  if (!map) counts.set(ctx, (map = new Map()));
  return map;
};

/** The promise, marked handled: a count nobody asks for must not fail the process when its read fails (whoever awaits it still sees the error). */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** One page of a pin's top-level comments, as a list page; remembers the count it came with. */
async function readPinComments(ctx: Context, pinId: string, query: Record<string, string | number | undefined>): Promise<V3Page<Comment[]>> {
  const reading = ctx.v3.get<V3CommentPage>(`/v3/pins/${pinId}/comments/`, query);
  // Set before the answer comes, so a commentCount resolved beside this field waits for it instead of asking again.
  const known = countsOf(ctx);
  if (!known.has(pinId)) known.set(pinId, handled(orNull(async () => ((await reading).data as CommentPage).commentCount)));
  const page = await reading;
  const data = page.data as CommentPage;
  return { data: data.comments, bookmark: page.bookmark };
}

CommentRef.implement({
  description: 'A comment on a pin, or a reply to one (replies are one level deep).',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    text: t.exposeString('text', { description: 'Plain text, never HTML (line breaks as \\n): render it as text; mentions and links say where links go.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    editedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.editedAt }),
    isEdited: t.exposeBoolean('isEdited'),
    author: t.field({ type: UserRef, resolve: (c) => c.author }),
    pin: t.field({ type: PinRef, nullable: true, description: 'The pin commented on (null if the viewer may no longer see it).', resolve: (c, _a, ctx) => PinRef.getDataloader(ctx).load(c.pinId) }),
    parent: t.field({
      type: CommentRef,
      nullable: true,
      description: 'The top-level comment a reply answers; null for a top-level comment.',
      resolve: (c, _a, ctx) => (c.parentId === null ? null : CommentRef.getDataloader(ctx).load(c.parentId)),
    }),
    replyCount: t.exposeInt('replyCount', { description: 'Replies the viewer may see (0 for a reply).' }),
    viewerCanEdit: t.exposeBoolean('viewerCanEdit'),
    viewerCanDelete: t.exposeBoolean('viewerCanDelete', { description: "The viewer wrote it or created the pin." }),
    mentions: t.field({ type: [CommentMention], resolve: (c) => c.mentions }),
    links: t.field({ type: [CommentLink], resolve: (c) => c.links }),
    replies: t.field({
      type: CommentConnection,
      nullable: true,
      description: `The replies to a top-level comment, oldest first (empty for a reply). \`first\` is 1 to ${COMMENT_FIRST_MAX}.`,
      args: { first: t.arg.int({ required: true }), after: t.arg.string() },
      resolve: async (c, args, ctx) => {
        if (c.parentId !== null) {
          pageRequest(args.first, args.after, COMMENT_FIRST_MAX);
          return emptyConnection<Comment>();
        }
        const connection = await orNull(() => v3Connection<Comment>((q) => ctx.v3.get<Comment[]>(`/v3/comments/${c.id}/replies/`, q) as Promise<V3Page<Comment[]>>, args.first, args.after, {}, COMMENT_FIRST_MAX));
        return connection ? primed(ctx, connection) : null;
      },
    }),
  }),
});

builder.objectFields(PinRef, (t) => ({
  comments: t.field({
    type: CommentConnection,
    nullable: true,
    description: `The pin's top-level comments, newest first; each one's replies are in Comment.replies. \`first\` is 1 to ${COMMENT_FIRST_MAX}.`,
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: async (pin, args, ctx) => {
      const connection = await orNull(() => v3Connection<Comment>((q) => readPinComments(ctx, pin.id, q), args.first, args.after, {}, COMMENT_FIRST_MAX));
      return connection ? primed(ctx, connection) : null;
    },
  }),
  commentCount: t.int({
    nullable: true,
    description: 'How many comments (replies too) the viewer may see on the pin.',
    resolve: (pin, _a, ctx) => {
      const known = countsOf(ctx);
      let count = known.get(pin.id);
      if (!count) {
        count = orNull(async () => (await ctx.v3.get<V3CommentPage>(`/v3/pins/${pin.id}/comments/`, { page_size: 1 })).data.commentCount);
        known.set(pin.id, count);
      }
      return count;
    },
  }),
}));
