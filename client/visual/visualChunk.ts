/** What visual search loads on its first visit, in one chunk (./visualRoutes.tsx). */
export { default as VisualSearchQuery } from './__generated__/visualRoutes_VisualSearchQuery.graphql';
export { default as VisualSearchPage } from './VisualSearchPage';
