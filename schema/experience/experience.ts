/**
 * Experience placements (platform §3, §4): what a placement shows now, asked for after a save
 * (pin-card §4). GET /v3/experiences/?placement_ids=…; type 0 means none. Bots get none.
 */
import { builder } from '../builder.ts';
import type * as V3 from '../../server/v3/types.ts';
import type { Experience } from '../v3/types.ts';
import { isBot } from '../viewer/bots.ts';

const ExperiencePlacement = builder.objectRef<Experience>('ExperiencePlacement').implement({
  fields: (t) => ({
    placementId: t.exposeString('placementId'),
    experienceId: t.exposeString('experienceId', { nullable: true }),
    type: t.exposeInt('type', { description: '0 means none.' }),
    displayData: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.displayData }),
    triggerablePlacedExps: t.exposeStringList('triggerablePlacedExps', { description: 'placement:experience entries.' }),
  }),
});

builder.queryField('experiencePlacements', (t) =>
  t.field({
    type: [ExperiencePlacement],
    nullable: true,
    args: { placementIds: t.arg.stringList({ required: true }), extraContext: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      if (isBot(ctx.userAgent) || args.placementIds.length === 0) return [];
      const page = await ctx.v3.get<Record<string, V3.V3Experience>>('/v3/experiences/', {
        placement_ids: args.placementIds.join(','),
        extra_context: args.extraContext ?? undefined,
      });
      return Object.values(page.data);
    },
  }),
);
