import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { ImageRef, ImageSize, pickImage } from '../image/image.ts';
import { pinConnection } from '../pin/field-set.ts';
import { PinConnection } from '../pin/refs.ts';
import { UserRef } from '../user/user.ts';
import { MAX_BATCH, v3BatchLoad } from '../v3/batch.ts';
import type { Board, Section } from '../v3/types.ts';

export const BoardPrivacy = builder.enumType('BoardPrivacy', { values: ['public', 'protected', 'secret'] as const });
export const BoardLayout = builder.enumType('BoardLayout', { values: ['default', 'custom', 'quick_saves'] as const });

export const BoardRef = builder.loadableNodeRef<Board, string>('Board', {
  id: { resolve: (board) => board.id },
  load: v3BatchLoad<Board>('/v3/boards/'),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

const full = async (board: Board, context: Context): Promise<Board> =>
  board.pinCount === undefined ? ((await BoardRef.getDataloader(context).load(board.id)) ?? board) : board;

export const SectionRef = builder.objectRef<Section>('BoardSection').implement({
  description: 'A section of a board.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    url: t.exposeString('url'),
  }),
});

BoardRef.implement({
  description: 'A board: a named collection of pins.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    privacy: t.field({ type: BoardPrivacy, resolve: (board) => board.privacy }),
    layout: t.field({ type: BoardLayout, resolve: (board) => board.layout }),
    isCollaborative: t.exposeBoolean('isCollaborative'),
    collaboratorCount: t.exposeInt('collaboratorCount'),
    collaboratedByMe: t.exposeBoolean('collaboratedByMe'),
    followedByMe: t.exposeBoolean('followedByMe'),
    owner: t.field({ type: UserRef, resolve: (board) => board.owner }),
    description: t.string({ resolve: async (board, _a, ctx) => (await full(board, ctx)).description ?? '' }),
    pinCount: t.int({ resolve: async (board, _a, ctx) => (await full(board, ctx)).pinCount ?? 0 }),
    sectionCount: t.int({ resolve: async (board, _a, ctx) => (await full(board, ctx)).sectionCount ?? 0 }),
    followerCount: t.int({ resolve: async (board, _a, ctx) => (await full(board, ctx)).followerCount ?? 0 }),
    coverImage: t.field({
      type: ImageRef,
      nullable: true,
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W236' }) },
      resolve: async (board, args, ctx) => pickImage((await full(board, ctx)).coverImages, args.size ?? 'W236'),
    }),
    hasCoverPin: t.boolean({
      description: 'The owner chose a cover pin: the cover is that image alone, not a collage.',
      resolve: async (board, _a, ctx) => (await full(board, ctx)).hasCoverPin ?? false,
    }),
    collageImages: t.field({
      type: [ImageRef],
      description: "The three latest pins' images, newest first (fewer when the board has fewer): the collage cover of a board without a cover pin.",
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W236' }) },
      resolve: async (board, args, ctx) =>
        ((await full(board, ctx)).collageImages ?? []).flatMap((images) => pickImage(images, args.size ?? 'W236') ?? []),
    }),
    sections: t.field({
      type: [SectionRef],
      resolve: async (board, _a, ctx) => (await ctx.v3.get<Section[]>(`/v3/boards/${board.id}/sections/`)).data,
    }),
    pins: t.field({
      type: PinConnection,
      nullable: true,
      args: { first: t.arg.int({ required: true }), after: t.arg.string() },
      resolve: (board, args, ctx, info) => pinConnection(ctx, info, `/v3/boards/${board.id}/pins/`, args),
    }),
  }),
});

const USERNAME = /^[A-Za-z0-9_.-]{1,100}$/;
const BOARD_SLUG = /^[\p{L}\p{N}_.-]{1,200}$/u;

builder.queryField('boardByPath', (t) =>
  t.field({
    type: BoardRef,
    nullable: true,
    description: 'The board at /{username}/{slug}/, or null when it is unknown or the viewer may not see it.',
    args: { username: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!USERNAME.test(args.username) || !BOARD_SLUG.test(args.slug)) return null;
      const board = await ctx.v3.getOrNull<Board>(
        `/v3/users/${encodeURIComponent(args.username)}/boards/${encodeURIComponent(args.slug)}/`,
      );
      if (board) BoardRef.getDataloader(ctx).prime(board.id, board);
      return board;
    },
  }),
);
