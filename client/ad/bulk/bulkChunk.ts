/** What /business/hub/bulk loads on its first visit, in one chunk (../adRoutes.tsx): the page and its route query. */
export { default as Query } from '../__generated__/adRoutes_BulkQuery.graphql';
export { BulkRoute as Route } from './BulkEditPage';
