/** Pin.related: "More to explore" under a closeup, over GET /v3/pins/{id}/related/ (bookmark paging). */
import { builder } from '../builder.ts';
import { v3Connection } from '../connection.ts';
import type { Pin } from '../v3/types.ts';
import { PinConnection, PinRef } from './refs.ts';

builder.objectFields(PinRef, (t) => ({
  related: t.field({
    type: PinConnection,
    nullable: true,
    description:
      'More to explore: pins from the same board, then on the same topic, then of a similar colour, then the feed; endless, paged by cursor. Null when it could not be read (the closeup still shows).',
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: async (pin, args, ctx) => {
      const connection = await v3Connection<Pin>((q) => ctx.v3.get<Pin[]>(`/v3/pins/${pin.id}/related/`, q), args.first, args.after, {});
      const loader = PinRef.getDataloader(ctx);
      for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
      return connection;
    },
  }),
}));
