/** The boards the viewer can save to (the board picker, pin-card §4): owned or collaborated on, searchable by name. */
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, readConnection } from '../connection.ts';
import type { Board } from '../v3/types.ts';
import { me } from './me.ts';
import { ViewerRef } from './viewer.ts';

/** platform §9: boards page_size 25. */
export const SAVE_BOARDS_PAGE_MAX = 25;
const BoardPickerConnection = builder.connectionObject({ type: BoardRef, name: 'SaveBoardConnection' });

builder.objectFields(ViewerRef, (t) => ({
  saveBoards: t.field({
    type: BoardPickerConnection,
    nullable: true,
    description:
      'Boards the viewer can save to (theirs and the ones they collaborate on, not archived), the board last saved to first; `query` keeps those whose name contains it. Empty when signed out.',
    args: { first: t.arg.int({ required: true }), after: t.arg.string(), query: t.arg.string() },
    resolve: async (_v, args, ctx) => {
      // first is checked before anything else, signed in or not.
      const request = pageRequest(args.first, args.after, SAVE_BOARDS_PAGE_MAX);
      if (!(await me(ctx))) return emptyConnection<Board>();
      const query = args.query?.trim();
      const connection = await readConnection<Board>((q) => ctx.v3.get<Board[]>('/v3/boards/writable/', q), request, {
        query: query ? query : undefined,
      });
      const loader = BoardRef.getDataloader(ctx);
      for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
      return connection;
    },
  }),
}));
