/** What /business/hub loads on its first visit, in one chunk (../adRoutes.tsx): the page and its route query. */
export { default as Query } from '../__generated__/adRoutes_HubQuery.graphql';
export { HubRoute as Route } from './BusinessHubPage';
