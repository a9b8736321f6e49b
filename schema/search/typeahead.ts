/**
 * Query.searchTypeahead: people and boards by name for the header's search field, through
 * GET /v3/search/typeahead/ (which applies the visibility rules). `first` is per kind, 1 to 10, and
 * counts in the cost rule like a page size.
 */
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { pageRequest } from '../connection.ts';
import { UserRef } from '../user/user.ts';
import type { Board, User } from '../v3/types.ts';

export const TYPEAHEAD_FIRST_MAX = 10;

interface Typeahead {
  users: User[];
  boards: Board[];
}

const TypeaheadRef = builder.objectRef<Typeahead>('SearchTypeahead').implement({
  description: 'People and boards whose name holds the query, names starting with it first.',
  fields: (t) => ({
    users: t.field({ type: [UserRef], resolve: (result) => result.users }),
    boards: t.field({ type: [BoardRef], resolve: (result) => result.boards }),
  }),
});

builder.queryField('searchTypeahead', (t) =>
  t.field({
    type: TypeaheadRef,
    nullable: true,
    description: `People and boards by name, at most \`first\` (1 to ${TYPEAHEAD_FIRST_MAX}) of each. \`query\` is 1 to 100 characters after trimming; an empty one answers null.`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { first } = pageRequest(args.first, null, TYPEAHEAD_FIRST_MAX);
      const q = args.query.trim();
      if (q === '') return null;
      const result = (await ctx.v3.get<Typeahead>('/v3/search/typeahead/', { q: [...q].slice(0, 100).join(''), page_size: String(first) })).data;
      const users = UserRef.getDataloader(ctx);
      for (const user of result.users) users.prime(user.id, user);
      const boards = BoardRef.getDataloader(ctx);
      for (const board of result.boards) boards.prime(board.id, board);
      return result;
    },
  }),
);
