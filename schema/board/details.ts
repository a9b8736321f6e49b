/**
 * Board fields that read the Interest type (../pin/parts.ts imports ./board.ts, so they live apart):
 * the board's topic and the pin filter chips its pins can match (GET /v3/boards/{id}/pin_filters/).
 */
import { builder } from '../builder.ts';
import { SourceInterest } from '../pin/parts.ts';
import type { PinFilters } from '../v3/types.ts';
import { BoardRef, ColorFamily, fullBoard, type ColorFamilyName } from './board.ts';

type InterestCount = PinFilters['interests'][number];

const ColorCount = builder.objectRef<{ family: ColorFamilyName; count: number }>('BoardColorCount').implement({
  fields: (t) => ({
    family: t.field({ type: ColorFamily, resolve: (c) => c.family }),
    count: t.exposeInt('count'),
  }),
});

const InterestCountRef = builder.objectRef<InterestCount>('BoardInterestCount').implement({
  fields: (t) => ({
    interest: t.field({ type: SourceInterest, resolve: (c) => ({ id: c.id, name: c.name, urlName: c.urlName }) }),
    count: t.exposeInt('count'),
  }),
});

const PinFiltersRef = builder.objectRef<PinFilters>('BoardPinFilters').implement({
  description: "How many of a board's pins each filter would list, so the page offers only chips that match something.",
  fields: (t) => ({
    colors: t.field({ type: [ColorCount], resolve: (f) => f.colors as { family: ColorFamilyName; count: number }[] }),
    interests: t.field({ type: [InterestCountRef], resolve: (f) => f.interests }),
    createdByMe: t.exposeInt('createdByMe', { description: 'Pins the viewer pinned (0 signed out).' }),
    favorited: t.exposeInt('favorited', { description: 'Pins the viewer starred (0 signed out).' }),
  }),
});

builder.objectFields(BoardRef, (t) => ({
  topic: t.field({
    type: SourceInterest,
    nullable: true,
    description: 'The interest the board is about, as its owner set it.',
    resolve: async (board, _a, ctx) => (await fullBoard(board, ctx)).topic ?? null,
  }),
  pinFilters: t.field({
    type: PinFiltersRef,
    description: "The filter chips the board's pins match (Board.pins filter, colors, interestIds).",
    resolve: async (board, _a, ctx) => (await ctx.v3.get<PinFilters>(`/v3/boards/${board.id}/pin_filters/`)).data,
  }),
}));
