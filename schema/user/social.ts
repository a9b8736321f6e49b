/**
 * The social graph: follow and unfollow users, boards and interests; block and unblock; followers,
 * following and a profile's boards as connections. Payloads return the node with its new state so a
 * Relay client's optimistic update is confirmed (or rolled back) by the same fields.
 */
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { boardFieldSetFor } from '../board/field-set.ts';
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { v3Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import type { Board, User, UserSummary } from '../v3/types.ts';
import { UserRef } from './user.ts';

/** platform §9: followers per page max 50. */
export const FOLLOWERS_PAGE_MAX = 50;

const UserConnection = builder.connectionObject({ type: UserRef, name: 'UserConnection' });
export const BoardConnection = builder.connectionObject({ type: BoardRef, name: 'BoardConnection' });

const BoardSort = builder.enumType('BoardSort', {
  description: 'platform §3 sorts of a boards list.',
  values: ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'] as const,
});
const BoardPrivacyFilter = builder.enumType('BoardPrivacyFilter', { values: ['all', 'public', 'protected', 'secret'] as const });
const BoardGroupBy = builder.enumType('BoardGroupBy', { values: ['mix_public_private', 'visibility'] as const });
const BoardListFilter = builder.enumType('BoardListFilter', {
  description:
    "A profile's board filters: NONE (as without a filter), GROUP (collaborative boards), SECRET (secret boards: only their owner and collaborators see them), ARCHIVED (archived boards only: listed to their owner and collaborators).",
  values: ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] as const,
});

const flag = (value: boolean | null | undefined): string | undefined => (value === null || value === undefined ? undefined : String(value));

const blockedByMe = (user: User): boolean | undefined => (user as { blockedByMe?: boolean }).blockedByMe;

const loadUser = async (ctx: Context, id: string): Promise<User | null> => (await UserRef.getDataloader(ctx).load(id)) ?? null;

builder.objectFields(UserRef, (t) => ({
  blockedByMe: t.boolean({
    description: 'Whether the viewer has blocked this person.',
    resolve: async (user, _a, ctx) => blockedByMe(user) ?? blockedByMe((await loadUser(ctx, user.id)) ?? user) ?? false,
  }),
  followers: t.field({
    type: UserConnection,
    nullable: true,
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (user, args, ctx) =>
      v3Connection<UserSummary>((q) => ctx.v3.get<UserSummary[]>(`/v3/users/${user.username}/followers/`, q), args.first, args.after, {}, FOLLOWERS_PAGE_MAX),
  }),
  following: t.field({
    type: UserConnection,
    nullable: true,
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (user, args, ctx) =>
      v3Connection<UserSummary>((q) => ctx.v3.get<UserSummary[]>(`/v3/users/${user.username}/following/`, q), args.first, args.after, {}, FOLLOWERS_PAGE_MAX),
  }),
  boards: t.field({
    type: BoardConnection,
    nullable: true,
    description: "The person's boards the viewer may see, with the boards-list options of platform §3.",
    args: {
      first: t.arg.int({ required: true }),
      after: t.arg.string(),
      sort: t.arg({ type: BoardSort }),
      privacyFilter: t.arg({ type: BoardPrivacyFilter }),
      includeArchived: t.arg.boolean(),
      groupBy: t.arg({ type: BoardGroupBy }),
      filter: t.arg({ type: BoardListFilter }),
      filterStories: t.arg.boolean({ description: 'Leave out boards holding only story pins.' }),
      filterAllPins: t.arg.boolean({ description: 'Leave out the Quick Saves ("all pins") board.' }),
      filterShoppingList: t.arg.boolean({ description: 'Leave out boards holding only product pins.' }),
    },
    resolve: async (user, args, ctx, info) => {
      // Board tiles ask for the grid field set (their images in 236x only); only full boards prime
      // the board loader, since grid ones lack the other image sizes a later selection may ask.
      const fieldSet = boardFieldSetFor(info);
      const connection = await v3Connection<Board>(
        (q) => ctx.v3.get<Board[]>(`/v3/users/${user.username}/boards/`, q),
        args.first,
        args.after,
        {
          sort: args.sort ?? undefined,
          privacy_filter: args.privacyFilter ?? undefined,
          include_archived: flag(args.includeArchived),
          group_by: args.groupBy ?? undefined,
          filter: args.filter ?? undefined,
          filter_stories: flag(args.filterStories),
          filter_all_pins: flag(args.filterAllPins),
          filter_shopping_list: flag(args.filterShoppingList),
          field_set_key: fieldSet === 'grid' ? 'grid' : undefined,
        },
      );
      if (fieldSet === 'full') {
        const loader = BoardRef.getDataloader(ctx);
        for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
      }
      return connection;
    },
  }),
}));

interface FollowState {
  following: boolean;
  followerCount: number;
}

interface UserPayloadShape {
  user: User | null;
  errors: UserErrorShape[];
}
interface BoardPayloadShape {
  board: Board | null;
  errors: UserErrorShape[];
}

const UserPayload = builder.objectRef<UserPayloadShape>('UserPayload').implement({
  description: 'The person after the change, with their new follow or block state; or what went wrong.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: true, resolve: (p) => p.user }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const BoardPayload = builder.objectRef<BoardPayloadShape>('BoardPayload').implement({
  fields: (t) => ({
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const FollowInterestPayload = builder.objectRef<{ following: boolean; followerCount: number | null; errors: UserErrorShape[] }>(
  'FollowInterestPayload',
).implement({
  fields: (t) => ({
    following: t.exposeBoolean('following'),
    followerCount: t.exposeInt('followerCount', { nullable: true }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

async function userFollow(ctx: Context, userId: string, method: 'PUT' | 'DELETE'): Promise<UserPayloadShape> {
  const user = await loadUser(ctx, userId);
  if (!user) return { user: null, errors: [{ message: 'That account does not exist.', field: 'userId', code: 'NOT_FOUND' }] };
  const { value, errors } = await asUserErrors(() => ctx.v3.send<FollowState>(method, `/v3/users/${user.username}/follow/`));
  return { user: value ? { ...user, explicitlyFollowedByMe: value.following, followerCount: value.followerCount } : null, errors };
}

async function boardFollow(ctx: Context, boardId: string, method: 'PUT' | 'DELETE'): Promise<BoardPayloadShape> {
  const board = await BoardRef.getDataloader(ctx).load(boardId);
  if (!board) return { board: null, errors: [{ message: 'That board does not exist.', field: 'boardId', code: 'NOT_FOUND' }] };
  const { value, errors } = await asUserErrors(() => ctx.v3.send<FollowState>(method, `/v3/boards/${board.id}/follow/`));
  return { board: value ? { ...board, followedByMe: value.following, followerCount: value.followerCount } : null, errors };
}

async function block(ctx: Context, userId: string, blocked: boolean, source?: string | null, context?: string | null): Promise<UserPayloadShape> {
  const user = await loadUser(ctx, userId);
  if (!user) return { user: null, errors: [{ message: 'That account does not exist.', field: 'userId', code: 'NOT_FOUND' }] };
  const { value, errors } = await asUserErrors(() =>
    blocked
      ? ctx.v3.send<{ blocked: boolean }>('POST', '/v3/blocks/', { blocked_user_id: user.id, block_source: source ?? undefined, block_context: context ?? undefined })
      : ctx.v3.send<{ blocked: boolean }>('DELETE', `/v3/blocks/${user.id}/`),
  );
  // Blocking ends follows both ways.
  const changed = value ? { ...user, blockedByMe: value.blocked, ...(value.blocked ? { explicitlyFollowedByMe: false } : {}) } : null;
  return { user: changed, errors };
}

builder.mutationFields((t) => ({
  followUser: t.field({
    type: UserPayload,
    args: { userId: t.arg.globalID({ for: UserRef, required: true }) },
    resolve: (_r, args, ctx) => userFollow(ctx, args.userId.id, 'PUT'),
  }),
  unfollowUser: t.field({
    type: UserPayload,
    args: { userId: t.arg.globalID({ for: UserRef, required: true }) },
    resolve: (_r, args, ctx) => userFollow(ctx, args.userId.id, 'DELETE'),
  }),
  followBoard: t.field({
    type: BoardPayload,
    args: { boardId: t.arg.globalID({ for: BoardRef, required: true }) },
    resolve: (_r, args, ctx) => boardFollow(ctx, args.boardId.id, 'PUT'),
  }),
  unfollowBoard: t.field({
    type: BoardPayload,
    args: { boardId: t.arg.globalID({ for: BoardRef, required: true }) },
    resolve: (_r, args, ctx) => boardFollow(ctx, args.boardId.id, 'DELETE'),
  }),
  followInterest: t.field({
    type: FollowInterestPayload,
    args: { interestId: t.arg.string({ required: true }), follow: t.arg.boolean({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const { value, errors } = await asUserErrors(() =>
        ctx.v3.send<FollowState>(args.follow ? 'PUT' : 'DELETE', `/v3/interests/${encodeURIComponent(args.interestId)}/follow/`),
      );
      return { following: value?.following ?? !args.follow, followerCount: value?.followerCount ?? null, errors };
    },
  }),
  blockUser: t.field({
    type: UserPayload,
    args: {
      userId: t.arg.globalID({ for: UserRef, required: true }),
      blockSource: t.arg.string(),
      blockContext: t.arg.string(),
    },
    resolve: (_r, args, ctx) => block(ctx, args.userId.id, true, args.blockSource, args.blockContext),
  }),
  unblockUser: t.field({
    type: UserPayload,
    args: { userId: t.arg.globalID({ for: UserRef, required: true }) },
    resolve: (_r, args, ctx) => block(ctx, args.userId.id, false),
  }),
}));
