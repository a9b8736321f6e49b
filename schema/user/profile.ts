/** A profile's own fields: the pins the person saved, and whether the signed-in viewer is this person. */
import { builder } from '../builder.ts';
import { pinConnection } from '../pin/field-set.ts';
import { PinConnection } from '../pin/refs.ts';
import { me } from '../viewer/me.ts';
import { UserRef } from './user.ts';

builder.objectFields(UserRef, (t) => ({
  savedPins: t.field({
    type: PinConnection,
    nullable: true,
    description: 'Pins the person saved, newest save first, that the viewer may see. `first` is 1 to 100.',
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (user, args, ctx, info) => pinConnection(ctx, info, `/v3/users/${user.username}/saved/`, args),
  }),
  isViewer: t.boolean({
    description: 'Whether this is the signed-in viewer (false when signed out).',
    // The person was read from v3 before this field resolves, and that answer said whom it answered as.
    resolve: async (user, _a, ctx) => (ctx.v3.viewerId ?? (await me(ctx))?.id) === user.id,
  }),
}));
