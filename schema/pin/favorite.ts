/**
 * Stars (issue 14, v3 PUT/DELETE /v3/pins/{id}/favorite/): a signed-in person marks pins they like
 * best, and a board's pins can be filtered to them (Board.pins(filter: FAVORITED)). The payload
 * carries the pin with its new favoritedByMe, so the client's optimistic star is confirmed or rolled
 * back by the same field.
 */
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { boardWrite, PIN_NOT_FOUND } from '../board/write.ts';
import { builder } from '../builder.ts';
import type { FavoriteResult, Pin } from '../v3/types.ts';
import { organicPinId, PinRef } from './refs.ts';

builder.objectFields(PinRef, (t) => ({
  favoritedByMe: t.boolean({
    description: 'Whether the viewer starred this pin (false signed out).',
    resolve: (pin) => pin.favoritedByMe ?? false,
  }),
}));

const FavoritePinInput = builder.inputType('FavoritePinInput', {
  fields: (t) => ({
    pinId: t.globalID({ required: true, for: PinRef }),
    favorited: t.boolean({ required: true, description: 'true stars the pin, false takes the star off.' }),
  }),
});

const FavoritePinPayload = builder.objectRef<{ pin: Pin | null; errors: UserErrorShape[] }>('FavoritePinPayload').implement({
  description: 'The pin with its new favoritedByMe; or what went wrong.',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

builder.mutationField('favoritePin', (t) =>
  t.field({
    type: FavoritePinPayload,
    description: 'Star a pin, or take the star off (signed in; a pin the viewer may see).',
    args: { input: t.arg({ type: FavoritePinInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      // A served ad's node id names its pin; its own node is what the payload answers.
      const key = input.pinId.id;
      const id = organicPinId(key);
      const { value, errors } = await boardWrite(
        () => ctx.v3.send<FavoriteResult>(input.favorited ? 'PUT' : 'DELETE', `/v3/pins/${id}/favorite/`),
        { notFound: PIN_NOT_FOUND },
      );
      if (!value) return { pin: null, errors };
      const loader = PinRef.getDataloader(ctx);
      const pin = (await loader.load(key)) ?? null;
      // The star as the write answered it, whatever the loader read before.
      const starred = pin ? { ...pin, favoritedByMe: value.favorited } : null;
      if (starred) loader.clear(key).prime(key, starred);
      return { pin: starred, errors };
    },
  }),
);
