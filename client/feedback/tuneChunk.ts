/** What /edit loads on its first visit, in one chunk (./tuneRoutes.tsx): the page and its route query. */
export { default as TuneQuery } from './__generated__/tuneRoutes_TuneQuery.graphql';
export { default as TuneHomeFeedPage } from './TuneHomeFeedPage';
