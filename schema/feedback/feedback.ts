/**
 * Feedback on pins (issue 18; pin-card §4, §8, platform §7) over v3 (server/v3/feedback/routes.ts):
 *   hidePin / unhidePin(pinId, surface = FEEDBACK, context)  hide a pin from the viewer's discovery
 *     feeds, from the surface it was hidden on (FEEDBACK the home feed, SEARCH with the words searched
 *     as context, P2P related pins, NEWS_HUB with the news item's id as context), and undo it;
 *   reportPin(pinId, reason) / unreportPin(pinId)  a report with a reason (Query.pinReportReasons),
 *     which hides the pin too, and its undo (which takes both);
 *   Viewer.hiddenPins(first, after)  the viewer's hidden pins, newest hide first (for /edit).
 * pinId is the pin's v3 id (entityId) or its global id. What the person can fix comes back as
 * UserErrors, as favoritePin's (../pin/favorite.ts): UNAUTHENTICATED signed out, LIMITED_LOGIN, NOT_FOUND
 * on pinId for a pin the viewer may not see, INVALID_PARAMETER on reason or context, RATE_LIMITED.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { V3HideResult, V3ReportResult } from '../../server/v3/feedback/routes.ts';
import type { V3ReportReason } from '../../server/v3/feedback/reasons.ts';
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { boardWrite, PIN_NOT_FOUND } from '../board/write.ts';
import { builder } from '../builder.ts';
import { emptyConnection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { pinConnection } from '../pin/field-set.ts';
import { PinConnection, PinRef } from '../pin/refs.ts';
import { isV3Id } from '../v3/batch.ts';
import { V3RequestError } from '../v3/client.ts';
import type { Pin } from '../v3/types.ts';
import { ViewerRef } from '../viewer/viewer.ts';

type Surface = 'feedback' | 'news_hub' | 'p2p' | 'search';

const HideSurface = builder.enumType('HideSurface', {
  description: 'Where a pin was hidden: FEEDBACK the home feed (and the closeup), SEARCH search results, P2P related pins, NEWS_HUB a news item.',
  values: { FEEDBACK: { value: 'feedback' }, NEWS_HUB: { value: 'news_hub' }, P2P: { value: 'p2p' }, SEARCH: { value: 'search' } } as const,
});

interface FeedbackResult {
  pin: Pin | null;
  hidden: boolean;
  reported: boolean;
  errors: UserErrorShape[];
}

const PinFeedbackPayload = builder.objectRef<FeedbackResult>('PinFeedbackPayload').implement({
  description: 'The pin and where the feedback left it for the viewer: hidden from their discovery feeds, reported; or what went wrong (then hidden and reported are false).',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    hidden: t.exposeBoolean('hidden', { description: "Whether the pin is now out of the viewer's discovery feeds (a report hides it too)." }),
    reported: t.exposeBoolean('reported', { description: 'Whether the viewer’s report of the pin stands (unhidePin leaves a report in place).' }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const PinReportReason = builder.objectRef<V3ReportReason>('PinReportReason').implement({
  description: 'A reason to report a pin: its code (reportPin(reason:)) and the label the report form shows.',
  fields: (t) => ({
    code: t.exposeString('code'),
    label: t.exposeString('label'),
  }),
});

/** A pin id argument as v3 takes it: its v3 id, also when given as a global Pin id; null for anything else. */
function v3PinId(pinId: string): string | null {
  if (isV3Id(pinId)) return pinId;
  try {
    const decoded = decodeGlobalID(pinId);
    return decoded.typename === 'Pin' && isV3Id(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

const notFound = (): FeedbackResult => ({ pin: null, hidden: false, reported: false, errors: [{ ...PIN_NOT_FOUND, code: 'NOT_FOUND' }] });
const invalid = (field: string, message: string): FeedbackResult => ({ pin: null, hidden: false, reported: false, errors: [{ message, field, code: 'INVALID_PARAMETER' }] });

/**
 * Runs a feedback write on pin `id` and answers the payload: v3's 4xx as UserErrors (v3's parameter
 * names as the arguments name them), the pin from the request's loader.
 */
async function feedback(ctx: Context, id: string, write: () => Promise<{ hidden: boolean; reported: boolean }>): Promise<FeedbackResult> {
  const fields = { id: 'pinId', pin: 'pinId', pinId: 'pinId', newsId: 'context', query: 'context', pinType: 'context' };
  const { value, errors } = await boardWrite(write, { notFound: PIN_NOT_FOUND, fields });
  if (!value) return { pin: null, hidden: false, reported: false, errors };
  const pin = (await PinRef.getDataloader(ctx).load(id)) ?? null;
  return { pin, ...value, errors };
}

/** The v3 request that hides pin `id` from `surface` (on) or undoes it. */
function hideRequest(surface: Surface, id: string, context: string | null, on: boolean): { method: 'PUT' | 'DELETE'; path: string; body: Record<string, unknown> } {
  switch (surface) {
    case 'feedback':
      return on ? { method: 'PUT', path: `/v3/pins/${id}/feedback/`, body: { feedback_type: 1 } } : { method: 'DELETE', path: `/v3/pins/${id}/feedback/`, body: {} };
    case 'news_hub':
      return { method: 'PUT', path: `/v3/news_hub/${encodeURIComponent(context ?? '')}/pin/${id}/${on ? 'hide' : 'undo'}/`, body: {} };
    case 'p2p':
      return { method: 'PUT', path: `/v3/p2p/${id}/${on ? 'hide' : 'unhide'}/`, body: {} };
    case 'search':
      return { method: 'PUT', path: `/v3/search/${id}/${on ? 'hide' : 'unhide'}/`, body: context === null ? {} : { query: context } };
  }
}

const hideArgs = builder.args((t) => ({
  pinId: t.string({ required: true, description: "The pin's v3 id (entityId) or its global id." }),
  surface: t.field({ type: HideSurface, defaultValue: 'feedback', description: 'Where the pin is hidden from (FEEDBACK by default).' }),
  context: t.string({ description: "The surface's context: the words searched for SEARCH, the news item's id for NEWS_HUB (required there)." }),
}));

const hideField = (on: boolean) =>
  builder.mutationField(on ? 'hidePin' : 'unhidePin', (t) =>
    t.field({
      type: PinFeedbackPayload,
      description: on
        ? "Hide a pin from the viewer's discovery feeds (home, search, related pins, topics, today, visual search); their boards and profile keep it. Signed in; a pin the viewer may see; idempotent."
        : 'Undo a hide (from any surface); a report of the pin stays. Signed in; idempotent.',
      args: hideArgs,
      resolve: async (_root, args, ctx) => {
        const id = v3PinId(args.pinId);
        if (!id) return notFound();
        const surface = (args.surface ?? 'feedback') as Surface;
        const context = args.context ?? null;
        if (surface === 'news_hub' && !context) return invalid('context', "context (the news item's id) is required for NEWS_HUB.");
        const request = hideRequest(surface, id, context, on);
        return feedback(ctx, id, async () => {
          const answer = await ctx.v3.send<V3HideResult>(request.method, request.path, request.body);
          return { hidden: answer.hidden, reported: answer.reported };
        });
      },
    }),
  );
hideField(true);
hideField(false);

builder.mutationFields((t) => ({
  reportPin: t.field({
    type: PinFeedbackPayload,
    description: 'Report a pin with a reason (a code of Query.pinReportReasons): one report per person and pin (a repeat changes the reason); it hides the pin from the viewer too. Signed in; rate-limited.',
    args: {
      pinId: t.arg.string({ required: true, description: "The pin's v3 id (entityId) or its global id." }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const id = v3PinId(args.pinId);
      if (!id) return notFound();
      return feedback(ctx, id, async () => {
        const answer = await ctx.v3.post<V3ReportResult>(`/v3/pins/${id}/report/`, { reason: args.reason });
        return { hidden: answer.reported, reported: answer.reported };
      });
    },
  }),
  unreportPin: t.field({
    type: PinFeedbackPayload,
    description: 'Take back a report of a pin, and the hide that came with it. Signed in; idempotent.',
    args: { pinId: t.arg.string({ required: true, description: "The pin's v3 id (entityId) or its global id." }) },
    resolve: async (_root, args, ctx) => {
      const id = v3PinId(args.pinId);
      if (!id) return notFound();
      return feedback(ctx, id, async () => {
        const answer = await ctx.v3.send<V3ReportResult>('DELETE', `/v3/pins/${id}/report/`);
        return { hidden: false, reported: answer.reported };
      });
    },
  }),
}));

builder.queryField('pinReportReasons', (t) =>
  t.field({
    type: [PinReportReason],
    description: 'The reasons a pin may be reported for, in the order the report form lists them.',
    resolve: async (_root, _args, ctx) => (await ctx.v3.get<V3ReportReason[]>('/v3/report_reasons/')).data,
  }),
);

builder.objectFields(ViewerRef, (t) => ({
  hiddenPins: t.field({
    type: PinConnection,
    nullable: true,
    description: 'The pins the viewer hid (or reported), newest hide first, that they may still see; unhidePin brings one back. `first` is 1 to 100. Empty when signed out.',
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: async (_v, args, ctx, info): Promise<Connection<Pin>> => {
      try {
        return await pinConnection(ctx, info, '/v3/users/me/hidden_pins/', args);
      } catch (error) {
        // Signed out: nobody's hidden pins (a bad access token stays an error).
        if (error instanceof V3RequestError && error.status === 401 && error.v3Code === 'unauthenticated') return emptyConnection<Pin>();
        throw error;
      }
    },
  }),
}));
