/** What the search pages load on their first visit, in one chunk (./searchRoutes.tsx). */
export { default as SearchQuery } from './__generated__/searchRoutes_SearchQuery.graphql';
export { default as SearchPage } from './SearchPage';
