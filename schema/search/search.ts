/**
 * Query.search (issue 17; platform §3 search scopes): one page of GET /v3/search/{scope}/ as a
 * connection whose nodes are pins, boards or people (SearchHit), by v3 bookmark. The connection also
 * carries what the first page says about the words: the corrected query (the results are for it
 * when the words as typed match nothing) and refinement terms. The numeric scope codes are v3's
 * concern: GraphQL names scopes with SearchScope.
 */
import { GraphQLError, Kind, type GraphQLResolveInfo, type SelectionNode, type SelectionSetNode } from 'graphql';
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, toConnection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { fieldsOf, type Walk } from '../field-set.ts';
import { pinFits } from '../pin/field-set.ts';
import { PinRef, pinKey } from '../pin/refs.ts';
import { UserRef } from '../user/user.ts';
import { END_BOOKMARK } from '../v3/client.ts';
import type { Board, Pin, User } from '../v3/types.ts';

/** Results a page may hold: v3's page_size cap for search. */
export const SEARCH_FIRST_MAX = 50;
/** v3 refuses longer words (1 to 100 characters after trimming). */
export const SEARCH_QUERY_MAX = 100;

const SCOPES = ['pins', 'buyable_pins', 'my_pins', 'videos', 'boards', 'users', 'idea_pins', 'my_content', 'shop_tool'] as const;
export type SearchScopeName = (typeof SCOPES)[number];

export const SearchScope = builder.enumType('SearchScope', {
  description:
    'What to search (platform §3): PINS all pins, BUYABLE_PINS products, VIDEOS video pins, IDEA_PINS idea (story) pins, BOARDS boards, USERS people; MY_PINS and MY_CONTENT (your pins, and your pins and the pins of your boards) need a signed-in viewer; SHOP_TOOL product pins for the shopping tools.',
  values: Object.fromEntries(SCOPES.map((scope) => [scope.toUpperCase(), { value: scope }])) as Record<Uppercase<SearchScopeName>, { value: SearchScopeName }>,
});

type Hit = Pin | Board | User;
type HitKind = 'Pin' | 'Board' | 'User';

/** Which type each result of this request is (v3 answers one kind per scope). */
const kinds = new WeakMap<object, HitKind>();
const kindOfScope = (scope: SearchScopeName): HitKind => (scope === 'boards' ? 'Board' : scope === 'users' ? 'User' : 'Pin');

export const SearchHit = builder.unionType('SearchHit', {
  description: 'One search result: a pin, a board or a person, as the scope searched.',
  types: [PinRef, BoardRef, UserRef],
  resolveType: (hit) => kinds.get(hit as object) ?? 'Pin',
});

interface SearchPage {
  results: Hit[];
  correctedQuery: string | null;
  relatedTerms: string[];
}

type SearchResultShape = Connection<Hit> & { correctedQuery: string | null; relatedTerms: string[] };

export const SearchResult = builder.connectionObject({ type: SearchHit, name: 'SearchResult' });

builder.objectFields(SearchResult, (t) => ({
  correctedQuery: t.string({
    nullable: true,
    description: 'When the words as typed match nothing: the words with each unknown one replaced by the closest known word; the results are for these. Else null.',
    resolve: (result) => (result as unknown as SearchResultShape).correctedQuery,
  }),
  relatedTerms: t.stringList({
    description: "Up to 8 refinement terms from the topics and boards of the results, never the query's own words ([] for boards and people).",
    resolve: (result) => (result as unknown as SearchResultShape).relatedTerms,
  }),
}));

/** The query's words as v3 takes them, or a BAD_USER_INPUT naming `query`. */
export function searchWords(raw: string): string {
  const q = raw.trim().replace(/\s+/g, ' ');
  const length = [...q].length;
  if (length === 0 || length > SEARCH_QUERY_MAX) {
    throw new GraphQLError(`query must hold 1 to ${SEARCH_QUERY_MAX} characters after trimming, got ${length}`, {
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'query' },
    });
  }
  return q;
}

function checkPrice(name: 'priceMin' | 'priceMax', value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0) throw new GraphQLError(`${name} must be 0 or more, got ${value}`, { extensions: { code: 'BAD_USER_INPUT', argumentName: name } });
  return value;
}

/**
 * The part of the selection on each result that applies to pins (`... on Pin`, fragments on Pin or
 * SearchHit), to tell whether the grid pins v3 sends answer it.
 */
function pinSelection(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, seen = new Set<string>()): SelectionNode[] {
  const applies = (type: string | undefined) => type === undefined || type === 'Pin' || type === 'SearchHit' || type === 'Node';
  const out: SelectionNode[] = [];
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition?.name.value)) out.push(...pinSelection(selection.selectionSet, info, seen));
    } else {
      const fragment = info.fragments[selection.name.value];
      if (fragment && !seen.has(fragment.name.value) && applies(fragment.typeCondition.name.value)) {
        seen.add(fragment.name.value);
        out.push(...pinSelection(fragment.selectionSet, info, seen));
      }
    }
  }
  return out;
}

/** Whether the operation asks of a result pin only what a grid pin (all v3 search sends) answers. */
function gridPinsSuffice(info: GraphQLResolveInfo): boolean {
  const walk: Walk = { info, usedVariables: false, seen: new Set() };
  for (const connection of info.fieldNodes) {
    for (const field of fieldsOf(connection.selectionSet, walk)) {
      if (field.name.value === 'edges') {
        for (const edgeField of fieldsOf(field.selectionSet, walk)) {
          if (edgeField.name.value !== 'node') continue;
          const selections = pinSelection(edgeField.selectionSet, info);
          if (!pinFits({ kind: Kind.SELECTION_SET, selections }, walk)) return false;
        }
      }
    }
  }
  return true;
}

export interface SearchArgs {
  query: string;
  scope: SearchScopeName;
  first: number;
  after?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
}

export async function search(ctx: Context, info: GraphQLResolveInfo, args: SearchArgs): Promise<SearchResultShape> {
  const q = searchWords(args.query);
  const request = pageRequest(args.first, args.after, SEARCH_FIRST_MAX);
  const priceMin = checkPrice('priceMin', args.priceMin);
  const priceMax = checkPrice('priceMax', args.priceMax);
  if (request.bookmark === END_BOOKMARK) return { ...emptyConnection<Hit>(), correctedQuery: null, relatedTerms: [] };
  const page = await ctx.v3.get<SearchPage>(`/v3/search/${args.scope}/`, {
    q,
    page_size: request.pageSize,
    bookmark: request.bookmark,
    price_min: priceMin,
    price_max: priceMax,
  });
  const kind = kindOfScope(args.scope);
  let results: Hit[] = page.data.results;
  if (kind === 'Pin' && results.length > 0 && !gridPinsSuffice(info)) {
    // A selection beyond the grid's fields: the full pins, one batched read.
    const full = await PinRef.getDataloader(ctx).loadMany(results.map((pin) => pinKey(pin as Pin)));
    results = results.map((pin, i) => {
      const loaded = full[i];
      return loaded && !(loaded instanceof Error) ? loaded : pin;
    });
  }
  for (const hit of results) kinds.set(hit, kind);
  if (kind === 'Board') {
    const loader = BoardRef.getDataloader(ctx);
    for (const board of results as Board[]) loader.prime(board.id, board);
  } else if (kind === 'User') {
    const loader = UserRef.getDataloader(ctx);
    for (const user of results as User[]) loader.prime(user.id, user);
  }
  const connection = toConnection(request, { data: results, bookmark: page.bookmark });
  return { ...connection, correctedQuery: page.data.correctedQuery ?? null, relatedTerms: page.data.relatedTerms ?? [] };
}

builder.queryField('search', (t) =>
  t.field({
    type: SearchResult,
    nullable: true,
    description: `Search (platform §3). \`query\` is 1 to ${SEARCH_QUERY_MAX} characters after trimming (quotes for phrases, OR, -word to leave out); \`first\` 1 to ${SEARCH_FIRST_MAX}; cursors are v3 bookmarks. priceMin/priceMax (0 or more) narrow BUYABLE_PINS and SHOP_TOOL. Null when search could not be read.`,
    args: {
      query: t.arg.string({ required: true }),
      scope: t.arg({ type: SearchScope, required: true }),
      first: t.arg.int({ required: true }),
      after: t.arg.string(),
      priceMin: t.arg.int(),
      priceMax: t.arg.int(),
    },
    resolve: async (_root, args, ctx, info) => (await search(ctx, info, args)) as never,
  }),
);
