/**
 * The search pages (issue 17; platform §2, §3): `/search/{scope}/?q=&rs=` for pins, videos,
 * buyable_pins (Products), idea_pins, boards, users (People) and my_pins (members); `/search?q=`
 * and `/search/` go to `/search/pins/?q=`; any other scope is Not Found. client/routes.tsx places them.
 */
import type { Match, RouteConfig } from 'found';
import { graphql } from 'react-relay';
import { PAGE_SIZE } from '../feed/constants';
import NotFound from '../shell/NotFound';
import Redirect from '../shell/Redirect';
import { FeedSkeleton } from '../shell/Skeletons';
import { lazyPage, popFromStore, relayRender, renderFailure } from '../shell/routeKit';
import { lazyRouteQuery } from '../shell/routeQuery';
import { scopeOfPath, searchPath } from './searchPaths';
import type SearchPageComponent from './SearchPage';
import type { searchRoutes_SearchQuery$data } from './__generated__/searchRoutes_SearchQuery.graphql';

/** For Relay's compiler; at run time the artifact loads with the route (lazyRouteQuery). */
export const SEARCH_QUERIES = [
  graphql`
    query searchRoutes_SearchQuery($query: String!, $scope: SearchScope!, $count: Int!, $priceMin: Int, $priceMax: Int) {
      viewer {
        isAuthenticated
      }
      ...SearchPage_query @arguments(query: $query, scope: $scope, count: $count, priceMin: $priceMin, priceMax: $priceMax)
    }
  `,
];

/** The search pages and their route queries load as one chunk on the first visit (the first script holds one import, not one per page and query). */
const chunk = () => import('./searchChunk');
const SearchQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.SearchQuery })));

/** A query-string field as one string ('' when absent). */
const field = (match: Match, name: string): string => {
  const value = (match.location.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
};

/** A price bound of the address: a whole number of 0 or more, else none. */
const price = (match: Match, name: string): number | null => {
  const value = field(match, name);
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
};

export const searchWordsOf = (match: Match): string => field(match, 'q').trim();

const searchPage = {
  path: 'search/:scope',
  getComponent: lazyPage(() => chunk().then((m) => ({ default: m.SearchPage }))),
  lazyQuery: SearchQuery,
  // No words, no search: the page asks for them. Unknown scopes ask nothing (Not Found).
  getQuery: (match: Match) => (scopeOfPath(match.params.scope) && searchWordsOf(match) !== '' ? SearchQuery.current() : undefined),
  getFetchPolicy: popFromStore,
  prepareVariables: (params: Record<string, string>, match: Match) => {
    const scope = scopeOfPath(params.scope);
    const products = scope?.path === 'buyable_pins';
    return {
      query: searchWordsOf(match),
      scope: scope?.scope ?? 'PINS',
      count: PAGE_SIZE,
      priceMin: products ? price(match, 'price_min') : null,
      priceMax: products ? price(match, 'price_max') : null,
    };
  },
  render: relayRender<searchRoutes_SearchQuery$data>(({ match, Component, props, error, retry }) => {
    const scope = scopeOfPath(match.params.scope);
    if (!scope) return <NotFound />;
    if (error) return renderFailure(retry);
    const words = searchWordsOf(match);
    if (!Component || (words !== '' && !props)) return <FeedSkeleton />;
    if (scope.path === 'my_pins' && props && props.viewer && !props.viewer.isAuthenticated) {
      return <Redirect to={`/login?next=${encodeURIComponent(searchPath('my_pins', words))}`} />;
    }
    const SearchPage = Component as unknown as typeof SearchPageComponent;
    return <SearchPage key={`${scope.path}\n${words}`} query={words === '' ? null : (props ?? null)} scope={scope} words={words} rs={field(match, 'rs') || null} />;
  }),
};

/** `/search?q=` and `/search/`: pins for the words. */
const searchRedirect = {
  path: 'search',
  render: ({ match }: { match: Match }) => <Redirect to={searchPath('pins', searchWordsOf(match), field(match, 'rs') || null)} />,
};

export const searchRoutes: RouteConfig = [searchRedirect, searchPage];
