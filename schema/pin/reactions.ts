/**
 * Reactions to a pin (pin-card §5, §9): reactToPin / removePinReaction. The payload returns the pin
 * re-read after the change, so a Relay client's optimistic reactedByMe and counts are confirmed (or
 * rolled back) by the same fields. Errors are data: UNAUTHENTICATED, LIMITED_LOGIN, NOT_FOUND,
 * INVALID_PARAMETER.
 */
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { Pin } from '../v3/types.ts';
import { organicPinId, PinRef } from './refs.ts';

interface PinPayloadShape {
  pin: Pin | null;
  errors: UserErrorShape[];
}

const PinReactionPayload = builder.objectRef<PinPayloadShape>('PinReactionPayload').implement({
  description: 'The pin after the change, with its new reactedByMe and reaction counts; or what went wrong.',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

async function react(ctx: Context, pinId: string, method: 'PUT' | 'DELETE', reactionType?: number | null): Promise<PinPayloadShape> {
  const { value, errors } = await asUserErrors(() =>
    ctx.v3.send<{ reacted: boolean }>(method, `/v3/pins/${encodeURIComponent(organicPinId(pinId))}/react/`, method === 'PUT' ? { reaction_type: reactionType ?? undefined } : undefined),
  );
  if (!value) return { pin: null, errors };
  const pin = (await PinRef.getDataloader(ctx).clear(pinId).load(pinId)) ?? null;
  return { pin, errors };
}

builder.mutationFields((t) => ({
  reactToPin: t.field({
    type: PinReactionPayload,
    description: 'React to a pin (reactionType 1–6, default 1 = heart); reacting again changes the type.',
    args: { pinId: t.arg.globalID({ for: PinRef, required: true }), reactionType: t.arg.int() },
    resolve: (_r, args, ctx) => react(ctx, args.pinId.id, 'PUT', args.reactionType),
  }),
  removePinReaction: t.field({
    type: PinReactionPayload,
    args: { pinId: t.arg.globalID({ for: PinRef, required: true }) },
    resolve: (_r, args, ctx) => react(ctx, args.pinId.id, 'DELETE'),
  }),
}));
