/**
 * Logged-out saves (platform §3, §5; pin-card §4). The browser keeps them in local storage; the
 * session also holds the last one (v3 /v3/visitor/unauth_save/, an httpOnly cookie), read as
 * Viewer.unauthSavePinId. After login mergeUnauthSaves saves each pin once (a quick save: the board is
 * picked once, the repins go out together), the session's pin as well, clears the session's pin,
 * and logs event 14577. Pins that could not be saved come back in failedPinIds so the client keeps
 * them (nothing is lost); a pin that no longer exists for this person (NOT_FOUND) is dropped.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { UserErrorShape } from '../account/errors.ts';
import { UserError } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { UNAUTH_SAVES_MERGED_EVENT } from '../event/event.ts';
import type { Pin } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';
import { organicPinId, PinRef } from './refs.ts';
import { postRepin, quickSaveBoardId } from './save.ts';

/** platform §9: unauthenticated saved pins max 2. */
export const UNAUTH_SAVES_MAX = 2;

async function sessionPinId(ctx: Context): Promise<string | null> {
  const page = await ctx.v3.get<{ pin_id: string | null }>('/v3/visitor/unauth_save/');
  return page.data.pinId ?? null;
}

builder.objectFields(ViewerRef, (t) => ({
  unauthSavePinId: t.id({
    nullable: true,
    description: "The global id of the pin the session holds as a logged-out save (hasSavedUnauthPin when set).",
    resolve: async (_v, _a, ctx) => {
      const id = await sessionPinId(ctx);
      return id === null ? null : encodeGlobalID('Pin', id);
    },
  }),
}));

const MergePayload = builder
  .objectRef<{ savedPins: Pin[]; failedPinIds: string[]; errors: UserErrorShape[] }>('MergeUnauthSavesPayload')
  .implement({
    fields: (t) => ({
      savedPins: t.field({ type: [PinRef], resolve: (p) => p.savedPins }),
      failedPinIds: t.idList({ description: 'Global ids of pins not saved: keep them and try again.', resolve: (p) => p.failedPinIds }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

builder.mutationFields((t) => ({
  rememberUnauthSave: t.field({
    type: 'Boolean',
    description: "A logged-out save: the session holds this pin until login (or until cleared with pinId null).",
    args: { pinId: t.arg.globalID({ for: PinRef }) },
    resolve: async (_r, args, ctx) => {
      if (args.pinId) await ctx.v3.send('PUT', '/v3/visitor/unauth_save/', { pin_id: organicPinId(args.pinId.id) });
      else await ctx.v3.send('DELETE', '/v3/visitor/unauth_save/');
      return true;
    },
  }),
  mergeUnauthSaves: t.field({
    type: MergePayload,
    description: `After login: save each logged-out save once (at most ${UNAUTH_SAVES_MAX} from the browser, plus the session's), then log event ${UNAUTH_SAVES_MERGED_EVENT}.`,
    args: { pinIds: t.arg.globalIDList({ for: PinRef, required: true }) },
    resolve: async (_r, args, ctx) => {
      if (!(await me(ctx))) return { savedPins: [], failedPinIds: [], errors: [{ message: 'You need to log in first.', field: null, code: 'UNAUTHENTICATED' }] };
      const ids = args.pinIds.slice(0, UNAUTH_SAVES_MAX).map((g) => organicPinId(g.id));
      const fromSession = await sessionPinId(ctx);
      if (fromSession !== null) ids.push(fromSession);
      const unique = [...new Set(ids)];
      const savedIds: string[] = [];
      const failedPinIds: string[] = [];
      const errors: UserErrorShape[] = [];
      // The quick-save board is picked once (created first when needed), then every pin goes to it.
      const board = await quickSaveBoardId(ctx);
      if (board.id === null) {
        // No board to save to: every pin fails the same way (one error each, as if saved one by one).
        for (const id of unique) {
          failedPinIds.push(encodeGlobalID('Pin', id));
          errors.push(...board.errors);
        }
      } else {
        const boardId = board.id;
        const results = await Promise.all(unique.map((pinId) => postRepin(ctx, { pinId }, boardId)));
        unique.forEach((id, i) => {
          const { value, errors: saveErrors } = results[i]!;
          if (value) savedIds.push(value.id);
          else if (saveErrors.some((e) => e.code === 'NOT_FOUND')) {
            // The pin is gone (deleted, or hidden from this person): nothing left to keep.
          } else {
            failedPinIds.push(encodeGlobalID('Pin', id));
            errors.push(...saveErrors);
          }
        });
      }
      // The saved pins as v3 now sees them (savedInfo set), in one batch.
      const loader = PinRef.getDataloader(ctx);
      for (const id of savedIds) loader.clear(id);
      const savedPins = (await loader.loadMany(savedIds)).filter((p): p is Pin => p !== null && !(p instanceof Error));
      if (fromSession !== null && !failedPinIds.includes(encodeGlobalID('Pin', fromSession))) {
        await ctx.v3.send('DELETE', '/v3/visitor/unauth_save/');
      }
      if (savedPins.length > 0) {
        await ctx.v3.post('/v3/events/', {
          events: [{ event_type: UNAUTH_SAVES_MERGED_EVENT, aux_data: JSON.stringify({ pin_ids: savedPins.map((p) => p.id) }) }],
        });
      }
      return { savedPins, failedPinIds, errors };
    },
  }),
}));
