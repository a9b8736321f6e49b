/**
 * The search resource (issue 17): GET /v3/search/{scope}/?q=&page_size=&bookmark=[&price_min=&price_max=]
 * → { results, corrected_query, related_terms }, the next page's bookmark in the envelope.
 *
 * Scopes by name or numeric code (./scope.ts). Pin scopes rank by text relevance × saves × recency
 * (./pin-query.ts), boards and people as ./board-people-query.ts says. A first page that finds nothing
 * is answered for the corrected query when one finds something (./correction.ts); related_terms come
 * from the first page's pins (./related-terms.ts).
 *
 * Ads (issue 19, ../ad/serve.ts): the pins scope places ads at AD_SLOTS of each page, matched against
 * the words searched; they are extra items, not counted in the bookmark's offset.
 *
 * Paging: a ranked list has no key to continue after, so a bookmark holds the offset of the next page,
 * the moment recency is measured from and the query the results are for (the corrected one after a
 * correction); it is signed, and belongs to the scope, query and price filters it was made for. Only the
 * first SEARCH_DEPTH_MAX results are served.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serveAds } from '../ad/serve.ts';
import type { Position } from '../bookmark.ts';
import { boardDetails } from '../board/load.ts';
import type { V3Deps } from '../deps.ts';
import { END_BOOKMARK, ok, V3Error } from '../envelope.ts';
import { bookmarkParam, pageSize } from '../params.ts';
import { serializePinRows } from '../pin/load.ts';
import { detail } from '../user/load.ts';
import { viewerOf, type Viewer } from '../viewer.ts';
import { anyBoardMatches, searchBoards, searchPeople } from './board-people-query.ts';
import { correctedQuery } from './correction.ts';
import { anyPinMatches, searchPins } from './pin-query.ts';
import { relatedTerms } from './related-terms.ts';
import { rowsOf } from './rows.ts';
import {
  isPinScope,
  OWN_SCOPES,
  priceRange,
  SEARCH_DEPTH_MAX,
  SEARCH_PAGE_DEFAULT,
  SEARCH_PAGE_MAX,
  searchQueryText,
  searchScope,
  type PriceRange,
  type SearchScope,
} from './scope.ts';

interface Continuation {
  offset: number;
  asOf: Date;
  /** The query the results are for: the one typed, or its correction. */
  effective: string;
}

/** The list a bookmark belongs to: the scope, the query and the filters. */
function listName(scope: SearchScope, q: string, price: PriceRange): string {
  const key = createHash('sha256').update(JSON.stringify([q, price.min, price.max])).digest('base64url').slice(0, 16);
  return `search/${scope}/${key}`;
}

function continuation(position: Position | null): Continuation | null {
  if (position === null) return null;
  const [offset, asOf, effective] = position;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 1 || offset >= SEARCH_DEPTH_MAX || typeof asOf !== 'number' || typeof effective !== 'string') {
    throw V3Error.badParam('bookmark', 'bookmark is malformed or does not belong to this list');
  }
  return { offset, asOf: new Date(asOf), effective };
}

/** websearch_to_tsquery('corkboard', text) as text; '' when it holds no word to look for (only stop words). */
async function tsqueryOf(deps: V3Deps, text: string): Promise<string> {
  const [row] = rowsOf<{ q: string }>(await deps.db.execute(sql`select websearch_to_tsquery('corkboard', ${text})::text as q`));
  return row?.q ?? '';
}

type Found = { kind: 'pins'; rows: Awaited<ReturnType<typeof searchPins>> } | { kind: 'boards'; rows: Awaited<ReturnType<typeof searchBoards>> } | { kind: 'users'; rows: Awaited<ReturnType<typeof searchPeople>> };

export function searchScopedRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/search/:scope/', async (request) => {
    const { scope: rawScope } = request.params as { scope: string };
    const query = request.query as Record<string, unknown>;
    const scope = searchScope(rawScope);
    const viewer = viewerOf(request);
    if (OWN_SCOPES.includes(scope) && viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const q = searchQueryText(query);
    const size = pageSize(query, SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX);
    const price = priceRange(query, scope);
    const list = listName(scope, q, price);
    const from = continuation(deps.bookmarks.decode(list, bookmarkParam(query)));
    const asOf = from?.asOf ?? new Date();
    const offset = from?.offset ?? 0;
    const limit = Math.min(size, SEARCH_DEPTH_MAX - offset);

    const run = async (text: string): Promise<Found> => {
      if (scope === 'users') return { kind: 'users', rows: await searchPeople(deps.db, viewer, text, offset, limit + 1) };
      const tsquery = await tsqueryOf(deps, text);
      if (scope === 'boards') return { kind: 'boards', rows: tsquery === '' ? [] : await searchBoards(deps.db, viewer, tsquery, offset, limit + 1) };
      if (!isPinScope(scope)) throw new Error(`unhandled scope ${scope}`);
      return { kind: 'pins', rows: tsquery === '' ? [] : await searchPins(deps.db, { viewer, scope, price, tsquery, asOf, offset, limit: limit + 1 }) };
    };

    let effective = from?.effective ?? q;
    let found = await run(effective);
    if (!from && found.rows.length === 0 && scope !== 'users') {
      const corrected = await correctedQuery(deps.db, q, (word) => findsAnything(deps, viewer, scope, price, word));
      if (corrected !== null) {
        const again = await run(corrected);
        if (again.rows.length > 0) {
          effective = corrected;
          found = again;
        }
      }
    }

    const more = found.rows.length > limit && offset + limit < SEARCH_DEPTH_MAX;
    const bookmark = more ? deps.bookmarks.encode(list, [offset + limit, asOf.getTime(), effective]) : END_BOOKMARK;
    const corrected_query = effective === q ? null : effective;
    if (found.kind === 'pins') {
      const rows = found.rows.slice(0, limit);
      const [organic, related_terms] = await Promise.all([serializePinRows(deps, viewer, rows, 'grid'), from ? [] : relatedTerms(deps.db, effective, rows)]);
      // Ads (issue 19) in the pins scope only, matched against the words searched; extra items outside the offset.
      const results =
        scope === 'pins' ? await serveAds(deps, { viewer, request, surface: 'search', page: organic, keywords: effective, pageKey: bookmarkParam(query) ?? '', fieldSet: 'grid' }) : organic;
      return ok({ results, corrected_query, related_terms }, bookmark);
    }
    if (found.kind === 'boards') {
      const rows = found.rows.slice(0, limit);
      const answers = await boardDetails(deps, viewer, rows);
      return ok({ results: rows.flatMap((row) => answers.get(row.id) ?? []), corrected_query, related_terms: [] }, bookmark);
    }
    const rows = found.rows.slice(0, limit);
    const people = await detail(deps, viewer, rows);
    return ok({ results: rows.flatMap((row) => people.get(row.id) ?? []), corrected_query, related_terms: [] }, bookmark);
  });
}

/** Whether one word, on its own, finds anything in the scope: a word that does is no typo. */
async function findsAnything(deps: V3Deps, viewer: Viewer, scope: SearchScope, price: PriceRange, word: string): Promise<boolean> {
  const tsquery = await tsqueryOf(deps, word);
  if (tsquery === '') return true;
  if (scope === 'boards') return anyBoardMatches(deps.db, viewer, tsquery);
  if (!isPinScope(scope)) return true;
  return anyPinMatches(deps.db, viewer, scope, price, tsquery);
}
