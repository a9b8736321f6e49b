/** A profile's own fields: the pins the person saved, and whether the signed-in viewer is this person. */
import { builder } from '../builder.ts';
import { v3Connection } from '../connection.ts';
import { PinConnection, PinRef } from '../pin/refs.ts';
import type { Pin } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import { UserRef } from './user.ts';

builder.objectFields(UserRef, (t) => ({
  savedPins: t.field({
    type: PinConnection,
    nullable: true,
    description: 'Pins the person saved, newest save first, that the viewer may see. `first` is 1 to 100.',
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: async (user, args, ctx) => {
      const connection = await v3Connection<Pin>((q) => ctx.v3.get<Pin[]>(`/v3/users/${user.username}/saved/`, q), args.first, args.after);
      const loader = PinRef.getDataloader(ctx);
      for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
      return connection;
    },
  }),
  isViewer: t.boolean({
    description: 'Whether this is the signed-in viewer (false when signed out).',
    resolve: async (user, _a, ctx) => (await me(ctx))?.id === user.id,
  }),
}));
