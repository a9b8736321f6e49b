/**
 * Impressions in GraphQL (issue 19): logImpressions, a batch (at most 20) of the client's impression records
 * (client/event/impressions/) sent on to POST /v3/events/ as events: event_type (13000 impression, 13001 ad
 * view, 13002 ad video view, 13003 closeup), object_id_str the pin's id, aux_data the record's JSON text
 * (server/v3/event/impressions.ts). Each impression id counts once, so a retried batch is harmless.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { LogPayload } from './event.ts';

const ImpressionInput = builder.inputType('ImpressionInput', {
  fields: (t) => ({
    eventType: t.int({ required: true, description: '13000 impression, 13001 ad view (5000 ms), 13002 ad video view, 13003 closeup.' }),
    pinId: t.id({ required: true, description: "The pin's id (entityId), or its global id (a served ad's too)." }),
    auxData: t.string({
      required: true,
      description: 'JSON text: {impression_id, ad_serve_id?, surface, milestones: {over_0, over_50, over_80, full}, hidden_ms, visible_ms, ended}.',
    }),
  }),
});

const LogImpressionsInput = builder.inputType('LogImpressionsInput', {
  fields: (t) => ({ impressions: t.field({ type: [ImpressionInput], required: true }) }),
});

const V3_ID = /^[1-9][0-9]{0,17}$/;

/** A pin id as v3 takes it: the entity id, or a global Pin id (a served ad's "{pinId}~ad{serveId}" too). */
function v3PinId(pinId: string, index: number): string {
  if (V3_ID.test(pinId)) return pinId;
  try {
    const decoded = decodeGlobalID(pinId);
    const id = decoded.id.split('~')[0] ?? '';
    if (decoded.typename === 'Pin' && V3_ID.test(id)) return id;
  } catch {
    // Not a global id: the error below.
  }
  throw new GraphQLError(`impressions[${index}].pinId must be a pin id`, { extensions: { code: 'BAD_USER_INPUT', argumentName: 'input' } });
}

builder.mutationFields((t) => ({
  logImpressions: t.field({
    type: LogPayload,
    description: 'Logs up to 20 impression records (a batch of the impression tracker); a record already counted is not counted again.',
    args: { input: t.arg({ type: LogImpressionsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await ctx.v3.post('/v3/events/', {
        events: input.impressions.map((impression, i) => ({
          event_type: impression.eventType,
          object_id_str: v3PinId(String(impression.pinId), i),
          aux_data: impression.auxData,
        })),
      });
      return { ok: true };
    },
  }),
}));
