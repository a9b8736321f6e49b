/** Pin.related: "More to explore" under a closeup, over GET /v3/pins/{id}/related/ (bookmark paging). */
import { builder } from '../builder.ts';
import { pinConnection } from './field-set.ts';
import { PinConnection, PinRef } from './refs.ts';

builder.objectFields(PinRef, (t) => ({
  related: t.field({
    type: PinConnection,
    nullable: true,
    description:
      'More to explore: pins from the same board, then on the same topic, then of a similar colour, then the feed; endless, paged by cursor. Null when it could not be read (the closeup still shows).',
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (pin, args, ctx, info) => pinConnection(ctx, info, `/v3/pins/${pin.id}/related/`, args),
  }),
}));
