/** What /pin/{id}/feedback/ loads on its first visit, in one chunk (./reportRoutes.tsx). */
export { default as ReportPinQuery } from './__generated__/reportRoutes_ReportPinQuery.graphql';
export { ReportPinRoute } from './ReportPinPage';
