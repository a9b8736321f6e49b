/** Root query fields (node and nodes come from the relay plugin). */
import { BoardRef } from './board/board.ts';
import { builder } from './builder.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { pinConnection } from './pin/field-set.ts';
import { PinConnection, PinRef } from './pin/refs.ts';
import { UserRef } from './user/user.ts';
import { isV3Id } from './v3/batch.ts';
import type { User } from './v3/types.ts';
import { ViewerRef } from './viewer/viewer.ts';

/** platform §2: the pin id is the part after the last double dash; ids allow letters, digits and dashes. */
export function pinIdFromParam(value: string): string | null {
  if (!/^[A-Za-z0-9-]+$/.test(value)) return null;
  const at = value.lastIndexOf('--');
  const id = at === -1 ? value : value.slice(at + 2);
  return isV3Id(id) ? id : null;
}

builder.queryType({
  description: `The public Corkboard API. Each request is checked before it runs: at most ${DEFAULT_LIMITS.maxDepth} levels deep, ${DEFAULT_LIMITS.maxAliases} aliases, ${DEFAULT_LIMITS.maxRootFields} root fields, ${DEFAULT_LIMITS.maxTokens} tokens and ${DEFAULT_LIMITS.maxNodes} possible nodes (each connection's first/last multiplied along its path); it costs one point per hundred possible nodes from an hourly budget of ${DEFAULT_LIMITS.rateLimitPoints} per client IP and per access token (Authorization: Bearer), reported in X-RateLimit-* headers; and it has ${DEFAULT_LIMITS.deadlineMs / 1000} s to run. Those are the defaults; a server may set others. Errors carry a stable extensions.code (QUERY_TOO_DEEP, TOO_MANY_ALIASES, TOO_MANY_ROOT_FIELDS, TOO_MANY_TOKENS, TOO_MANY_DIRECTIVES, QUERY_TOO_COSTLY, RATE_LIMITED, UPSTREAM_ERROR, UPSTREAM_TIMEOUT, DEADLINE_EXCEEDED); a field whose data could not be read is null with an error at its path, and the rest of the answer stands.`,
  fields: (t) => ({
    viewer: t.field({ type: ViewerRef, nullable: true, resolve: () => ({}) }),
    homefeed: t.field({
      type: PinConnection,
      nullable: true,
      description: 'The home feed, newest first. `first` is 1 to 100; cursors are v3 bookmarks.',
      args: { first: t.arg.int({ required: true }), after: t.arg.string() },
      resolve: (_root, args, ctx, info) => pinConnection(ctx, info, '/v3/feeds/home/', args),
    }),
    pin: t.field({
      type: PinRef,
      nullable: true,
      description: 'A pin by its v3 id or its slug--id.',
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, args) => pinIdFromParam(args.id),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      args: { username: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        if (!/^[A-Za-z0-9_.-]{1,100}$/.test(args.username)) return null;
        const user = await ctx.v3.getOrNull<User>(`/v3/users/${encodeURIComponent(args.username)}/`);
        if (user) UserRef.getDataloader(ctx).prime(user.id, user);
        return user;
      },
    }),
    board: t.field({
      type: BoardRef,
      nullable: true,
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, args) => (isV3Id(args.id) ? args.id : null),
    }),
  }),
});
