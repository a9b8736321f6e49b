/**
 * Event logging (pin-card §7): logEvent sends one event (event_type, view_type, view_parameter,
 * element, component, object_id_str, aux_data) to POST /v3/events/; logClientError counts a named
 * client failure (e.g. error.unauth_profile_pin_merge) at POST /v3/client_errors/. Neither is a
 * user-visible answer: both return ok.
 */
import { builder } from '../builder.ts';

/** pin-card §4: unauthenticated saves merged after login. */
export const UNAUTH_SAVES_MERGED_EVENT = 14577;

const LogEventInput = builder.inputType('LogEventInput', {
  fields: (t) => ({
    eventType: t.int({ required: true }),
    viewType: t.int(),
    viewParameter: t.int(),
    element: t.int(),
    component: t.int(),
    objectIdStr: t.string(),
    auxData: t.string({ description: 'JSON text.' }),
  }),
});

export const LogPayload = builder.objectRef<{ ok: boolean }>('LogPayload').implement({ fields: (t) => ({ ok: t.exposeBoolean('ok') }) });

builder.mutationFields((t) => ({
  logEvent: t.field({
    type: LogPayload,
    args: { input: t.arg({ type: LogEventInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await ctx.v3.post('/v3/events/', {
        events: [
          {
            event_type: input.eventType,
            view_type: input.viewType ?? undefined,
            view_parameter: input.viewParameter ?? undefined,
            element: input.element ?? undefined,
            component: input.component ?? undefined,
            object_id_str: input.objectIdStr ?? undefined,
            aux_data: input.auxData ?? undefined,
          },
        ],
      });
      return { ok: true };
    },
  }),
  logClientError: t.field({
    type: LogPayload,
    description: 'A named client failure, e.g. error.unauth_profile_pin_merge.',
    args: { name: t.arg.string({ required: true }), message: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      await ctx.v3.post('/v3/client_errors/', { name: args.name, message: args.message ?? undefined });
      return { ok: true };
    },
  }),
}));
