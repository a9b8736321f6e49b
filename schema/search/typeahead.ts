/**
 * Query.searchTypeahead: search terms, topics, people and boards for the header's search field,
 * through GET /v3/search/typeahead/ (which applies the visibility rules). `first` is per kind, 1 to
 * 10, and counts in the cost rule like a page size.
 */
import type { V3Interest } from '../../server/v3/interest/routes.ts';
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { pageRequest } from '../connection.ts';
import { SourceInterest } from '../pin/parts.ts';
import { UserRef } from '../user/user.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { Board, User } from '../v3/types.ts';

export const TYPEAHEAD_FIRST_MAX = 10;

interface Typeahead {
  /** Absent from a v3 that predates search terms and topics. */
  queries?: { term: string }[];
  topics?: Camelize<V3Interest>[];
  users: User[];
  boards: Board[];
}

const TypeaheadRef = builder.objectRef<Typeahead>('SearchTypeahead').implement({
  description: 'Search terms starting with (then resembling) the query, and the topics, people and boards whose name holds it, names starting with it first.',
  fields: (t) => ({
    queries: t.stringList({
      description: 'Pin searches to suggest, most searched first: terms starting with the words, then ones resembling them (typos).',
      resolve: (result) => (result.queries ?? []).map((query) => query.term),
    }),
    topics: t.field({
      type: [SourceInterest],
      nullable: true,
      description: 'Topics (interests) by name; their followedByMe is answered.',
      resolve: (result) => result.topics ?? [],
    }),
    users: t.field({ type: [UserRef], resolve: (result) => result.users }),
    boards: t.field({ type: [BoardRef], resolve: (result) => result.boards }),
  }),
});

builder.queryField('searchTypeahead', (t) =>
  t.field({
    type: TypeaheadRef,
    nullable: true,
    description: `Search terms, topics, people and boards, at most \`first\` (1 to ${TYPEAHEAD_FIRST_MAX}) of each. \`query\` is 1 to 100 characters after trimming; an empty one answers null.`,
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
