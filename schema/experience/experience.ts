/**
 * Experience placements (platform §3, §4): what a placement shows now, asked for after a save
 * (pin-card §4) and by the home feed. GET /v3/experiences/?placement_ids=…; type 0 means none. Bots
 * get none. The status mutations are in ./mutations.ts.
 *   experiencePlacements(placementIds, extraContext): [ExperiencePlacement]
 * ExperiencePlacement has an id (one per placement) so a Relay store updates it in place when a
 * mutation answers the placement's new state. displayData stays the raw JSON (persisted clients read
 * it); display is the same, typed.
 */
import type * as V3 from '../../server/v3/types.ts';
import { builder } from '../builder.ts';
import { isBot } from '../viewer/bots.ts';
import './mutations.ts';
import { ExperiencePlacement } from './placement.ts';

builder.queryField('experiencePlacements', (t) =>
  t.field({
    type: [ExperiencePlacement],
    nullable: true,
    description: 'What each placement shows the viewer now, in the order asked (1 to 10 placement ids). Bots get none.',
    args: { placementIds: t.arg.stringList({ required: true }), extraContext: t.arg.string({ description: 'JSON text, at most 4096 bytes.' }) },
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
