/** What /business/convert loads on its first visit, in one chunk (../adRoutes.tsx): the page and its route query. */
export { default as Query } from '../__generated__/adRoutes_ConvertQuery.graphql';
export { ConvertRoute as Route } from './ConvertPage';
