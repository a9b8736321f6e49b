/**
 * 'Tune your home feed' (/edit, issue 18): what the viewer follows, newest follow first, over
 * GET /v3/users/me/following/boards/ and /interests/ (server/v3/social/following.ts).
 *   Viewer.followedBoards(first, after): BoardConnection   Viewer.followedTopics(first, after): TopicConnection
 * The people they follow are the existing User.following (../user/social.ts). Both page at most
 * FOLLOWERS_PAGE_MAX (v3's cap), count in the cost rule by their `first` (../cost.ts), and are empty
 * for a visitor. Unfollow and follow again are the existing followBoard / unfollowBoard / followInterest.
 */
import type { V3Topic } from '../../server/v3/topic/load.ts';
import { BoardRef } from '../board/board.ts';
import { boardFieldSetFor } from '../board/field-set.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, readConnection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { TopicConnection } from '../topic/topic.ts';
import { BoardConnection, FOLLOWERS_PAGE_MAX } from '../user/social.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { Board } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';

const pageArgs = builder.args((t) => ({ first: t.int({ required: true }), after: t.string() }));

type List<T> = Parameters<typeof readConnection<T>>[0];

/** One page of a v3 list of the viewer's; `first` is checked before anything else, signed in or not. */
async function mine<T>(ctx: Context, get: List<T>, args: { first: number; after?: string | null }, query: Record<string, string | undefined> = {}): Promise<Connection<T>> {
  const request = pageRequest(args.first, args.after, FOLLOWERS_PAGE_MAX);
  if (!(await me(ctx))) return emptyConnection<T>();
  return readConnection<T>(get, request, query);
}

builder.objectFields(ViewerRef, (t) => ({
  followedBoards: t.field({
    type: BoardConnection,
    nullable: true,
    description: `The boards the viewer follows, newest follow first; a board they may no longer read (turned secret, its owner across a block) is left out. \`first\` is 1 to ${FOLLOWERS_PAGE_MAX}. Empty when signed out.`,
    args: pageArgs,
    resolve: async (_v, args, ctx, info) => {
      // Board tiles ask for the grid field set; only full boards prime the board loader (as User.boards).
      const fieldSet = boardFieldSetFor(info);
      const connection = await mine<Board>(ctx, (q) => ctx.v3.get<Board[]>('/v3/users/me/following/boards/', q), args, { field_set_key: fieldSet === 'grid' ? 'grid' : undefined });
      if (fieldSet === 'full') {
        const loader = BoardRef.getDataloader(ctx);
        for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
      }
      return connection;
    },
  }),
  followedTopics: t.field({
    type: TopicConnection,
    nullable: true,
    description: `The topics the viewer follows, newest follow first. \`first\` is 1 to ${FOLLOWERS_PAGE_MAX}. Empty when signed out.`,
    args: pageArgs,
    resolve: (_v, args, ctx) => mine<Camelize<V3Topic>>(ctx, (q) => ctx.v3.get<V3Topic[]>('/v3/users/me/following/interests/', q), args),
  }),
}));
