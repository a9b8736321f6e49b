/**
 * Interests (platform §3: id, name, url_name) for the sign-up InterestPicker: Query.interests pages
 * GET /v3/interests/. The Interest type is the pin's source interest (../pin/parts.ts); followedByMe is
 * known only where v3 answered it (the interests list), else null. Follow with followInterest (../user/social.ts).
 */
import { builder } from '../builder.ts';
import { v3Connection } from '../connection.ts';
import type { V3Interest } from '../../server/v3/interest/routes.ts';
import { SourceInterest } from '../pin/parts.ts';
import type { Camelize } from '../v3/camelize.ts';

type Interest = Camelize<V3Interest>;

const InterestConnection = builder.connectionObject({ type: SourceInterest, name: 'InterestConnection' });

builder.objectFields(SourceInterest, (t) => ({
  followedByMe: t.boolean({
    nullable: true,
    description: 'Whether the viewer follows this interest; null where it was not read.',
    resolve: (interest) => (interest as { followedByMe?: boolean }).followedByMe ?? null,
  }),
}));

builder.queryFields((t) => ({
  interests: t.field({
    type: InterestConnection,
    nullable: true,
    description: 'Interests by name, for the sign-up InterestPicker. `first` is 1 to 100.',
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (_root, args, ctx) => v3Connection<Interest>((q) => ctx.v3.get<V3Interest[]>('/v3/interests/', q), args.first, args.after),
  }),
}));
