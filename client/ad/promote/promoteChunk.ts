/** What /advertiser/quick-promote loads on its first visit, in one chunk (../adRoutes.tsx): the page and its route query. */
export { default as Query } from '../__generated__/adRoutes_QuickPromoteQuery.graphql';
export { QuickPromoteRoute as Route } from './QuickPromotePage';
