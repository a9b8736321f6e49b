/**
 * The invites the viewer received (issue 15; platform §2 inbox view invitesRequestsView): pending,
 * newest first, boards across a block left out by v3; and their count for the header's badge.
 */
import { builder } from '../builder.ts';
import { InviteConnection, inviteConnection } from '../invite/invite.ts';
import { me } from './me.ts';
import { ViewerRef } from './viewer.ts';

builder.objectFields(ViewerRef, (t) => ({
  boardInvites: t.field({
    type: InviteConnection,
    description: 'Board invites the viewer received and has not answered, newest first; empty when signed out. `first` is 1 to 100 (20 when left out).',
    args: { first: t.arg.int({ defaultValue: 20 }), after: t.arg.string() },
    resolve: (_v, args, ctx) => inviteConnection(ctx, '/v3/users/me/board_invites/', args.first ?? 20, args.after),
  }),
  boardInviteCount: t.int({
    description: 'How many board invites wait for an answer (0 when signed out).',
    resolve: async (_v, _a, ctx) => {
      if (!(await me(ctx))) return 0;
      return (await ctx.v3.get<{ count: number }>('/v3/users/me/board_invites/count/')).data.count;
    },
  }),
}));
