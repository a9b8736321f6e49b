import { builder } from '../builder.ts';
import { v3Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { ImageRef, ImageSize, pickImage } from '../image/image.ts';
import { pinConnection } from '../pin/field-set.ts';
import { PinConnection } from '../pin/refs.ts';
import { UserRef } from '../user/user.ts';
import { isV3Id, MAX_BATCH, v3BatchLoad } from '../v3/batch.ts';
import type { Board, Section } from '../v3/types.ts';
import { me } from '../viewer/me.ts';

export const BoardPrivacy = builder.enumType('BoardPrivacy', { values: ['public', 'protected', 'secret'] as const });
export const BoardLayout = builder.enumType('BoardLayout', { values: ['default', 'custom', 'quick_saves'] as const });

export const BoardViewerRole = builder.enumType('BoardViewerRole', {
  description: 'What the viewer may do on a board: OWNER everything, COLLABORATOR its contents (pins, sections), NONE nothing.',
  values: ['OWNER', 'COLLABORATOR', 'NONE'] as const,
});

export const BoardPinFilter = builder.enumType('BoardPinFilter', {
  description: "Which of a board's (or section's) pins to list. COLORS needs `colors`, INTERESTS needs `interestIds`.",
  values: ['COLORS', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'INTERESTS'] as const,
});

/** The colour families of v3's color_family() (server/v3/board/color-family.ts COLOR_FAMILIES). */
const COLOR_FAMILIES = ['red', 'orange', 'brown', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'black', 'white', 'gray'] as const;
export type ColorFamilyName = (typeof COLOR_FAMILIES)[number];
export const ColorFamily = builder.enumType('ColorFamily', {
  description: "A pin's colour family, from its dominant colour.",
  values: Object.fromEntries(COLOR_FAMILIES.map((family) => [family.toUpperCase(), { value: family }])) as Record<
    Uppercase<ColorFamilyName>,
    { value: ColorFamilyName }
  >,
});

export const BoardRef = builder.loadableNodeRef<Board, string>('Board', {
  id: { resolve: (board) => board.id },
  load: v3BatchLoad<Board>('/v3/boards/'),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

/** A board as GET /v3/boards/{id}/ answers it (summaries, as embedded in pins, lack the counts and images). */
export const fullBoard = async (board: Board, context: Context): Promise<Board> =>
  board.pinCount === undefined ? ((await BoardRef.getDataloader(context).load(board.id)) ?? board) : board;
const full = fullBoard;

/** Sections have no batched read: each is GET /v3/board_sections/{id}/ (null when the board is not readable). */
export const SectionRef = builder.loadableNodeRef<Section, string>('BoardSection', {
  id: { resolve: (section) => section.id },
  load: (ids: readonly string[], context: Context) =>
    Promise.all(
      ids.map(async (id) => (isV3Id(id) ? await context.v3.getOrNull<Section>(`/v3/board_sections/${id}/`) : null) as Section),
    ),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

/** A section with its pin count and cover (sections embedded in pins carry only their names). */
const fullSection = async (section: Section, context: Context): Promise<Section> =>
  section.pinCount === undefined ? ((await SectionRef.getDataloader(context).load(section.id)) ?? section) : section;

/** The arguments of a board's (or section's) pin list: a page, and the filter chips. */
const pinListArgs = builder.args((t) => ({
  first: t.int({ required: true }),
  after: t.string(),
  filter: t.field({ type: BoardPinFilter }),
  colors: t.field({ type: [ColorFamily] }),
  interestIds: t.stringList(),
}));

/** Board pin filter arguments, as v3 takes them (filter, colors, interest_ids). */
export interface PinFilterArgs {
  filter?: (typeof BoardPinFilter)['$inferType'] | null;
  colors?: readonly ColorFamilyName[] | null;
  interestIds?: readonly string[] | null;
}

export const pinFilterQuery = (args: PinFilterArgs): Record<string, string | undefined> => ({
  filter: args.filter ?? undefined,
  colors: args.colors?.length ? args.colors.join(',') : undefined,
  interest_ids: args.interestIds?.length ? args.interestIds.join(',') : undefined,
});

/** The most sections Board.sections lists (one v3 page); page Board.sectionsConnection for more. */
export const SECTION_LIST_MAX = 100;

SectionRef.implement({
  description: 'A section of a board: a named group of its pins.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    url: t.exposeString('url'),
    pinCount: t.int({
      description: 'Pins in the section (pinned to it, and saves into it that show on the board).',
      resolve: async (section, _a, ctx) => (await fullSection(section, ctx)).pinCount ?? 0,
    }),
    coverImage: t.field({
      type: ImageRef,
      nullable: true,
      description: "The section's newest pin's image; null while it has no pins.",
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W236' }) },
      resolve: async (section, args, ctx) => pickImage((await fullSection(section, ctx)).coverImages, args.size ?? 'W236'),
    }),
    board: t.field({
      type: BoardRef,
      nullable: true,
      description: 'The board it belongs to (null only if the board went in the meantime).',
      resolve: async (section, _a, ctx) => (await BoardRef.getDataloader(ctx).load(section.boardId)) ?? null,
    }),
    pins: t.field({
      type: PinConnection,
      nullable: true,
      description: 'The pins in the section, newest first, optionally filtered like Board.pins. `first` is 1 to 100.',
      args: pinListArgs,
      resolve: (section, args, ctx, info) => pinConnection(ctx, info, `/v3/board_sections/${section.id}/pins/`, args, pinFilterQuery(args)),
    }),
  }),
});

export const SectionConnection = builder.connectionObject({ type: SectionRef, name: 'BoardSectionConnection' });

const readSections = (ctx: Context, boardId: string, q: Record<string, string | number | undefined>) =>
  ctx.v3.get<Section[]>(`/v3/boards/${boardId}/sections/`, q);

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
    viewerRole: t.field({
      type: BoardViewerRole,
      description: 'OWNER for its owner, COLLABORATOR for an accepted collaborator, NONE for anyone else (and signed out).',
      resolve: async (board, _a, ctx) => {
        const viewerId = ctx.v3.viewerId ?? (await me(ctx))?.id;
        if (viewerId === undefined) return 'NONE';
        if (board.owner.id === viewerId) return 'OWNER';
        return board.collaboratedByMe ? 'COLLABORATOR' : 'NONE';
      },
    }),
    archived: t.boolean({
      description: 'Archived boards are read-only until their owner unarchives them.',
      resolve: async (board, _a, ctx) => (await full(board, ctx)).archived ?? false,
    }),
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
      description: `The board's first ${SECTION_LIST_MAX} sections in board order. Page sectionsConnection for boards with more.`,
      deprecationReason: 'Use sectionsConnection (paged, and counted by the cost rule as a connection).',
      // The cost rule (../cost.ts) multiplies what each listed section holds (its pins) by this.
      extensions: { maxListSize: SECTION_LIST_MAX },
      resolve: async (board, _a, ctx) => {
        const sections = (await readSections(ctx, board.id, { page_size: SECTION_LIST_MAX })).data;
        const loader = SectionRef.getDataloader(ctx);
        for (const section of sections) if (section.pinCount !== undefined) loader.prime(section.id, section);
        return sections;
      },
    }),
    sectionsConnection: t.field({
      type: SectionConnection,
      nullable: true,
      description: "The board's sections in board order (as the owner arranged them). `first` is 1 to 100.",
      args: { first: t.arg.int({ required: true }), after: t.arg.string() },
      resolve: async (board, args, ctx) => {
        const connection = await v3Connection<Section>((q) => readSections(ctx, board.id, q), args.first, args.after);
        const loader = SectionRef.getDataloader(ctx);
        for (const edge of connection.edges) if (edge.node.pinCount !== undefined) loader.prime(edge.node.id, edge.node);
        return connection;
      },
    }),
    pins: t.field({
      type: PinConnection,
      nullable: true,
      description: "The board's pins, newest first, optionally filtered (COLORS with colors, INTERESTS with interestIds). `first` is 1 to 100.",
      args: pinListArgs,
      resolve: (board, args, ctx, info) => pinConnection(ctx, info, `/v3/boards/${board.id}/pins/`, args, pinFilterQuery(args)),
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

builder.queryField('sectionByPath', (t) =>
  t.field({
    type: SectionRef,
    nullable: true,
    description: 'The section at /{username}/{slug}/{sectionSlug}/, or null when it is unknown or the viewer may not see its board.',
    args: {
      username: t.arg.string({ required: true }),
      slug: t.arg.string({ required: true }),
      sectionSlug: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      if (!USERNAME.test(args.username) || !BOARD_SLUG.test(args.slug) || !BOARD_SLUG.test(args.sectionSlug)) return null;
      const section = await ctx.v3.getOrNull<Section>(
        `/v3/users/${encodeURIComponent(args.username)}/boards/${encodeURIComponent(args.slug)}/sections/${encodeURIComponent(args.sectionSlug)}/`,
      );
      if (section) SectionRef.getDataloader(ctx).prime(section.id, section);
      return section;
    },
  }),
);
