/* eslint-disable relay/unused-fields -- isAuthenticated is read by ReportPinRoute (./ReportPinPage.tsx) */
/**
 * `/pin/{id}/feedback/`: report a pin with a reason (issue 18; platform §2). Members only: a
 * visitor logs in and comes back here (./ReportPinPage.tsx ReportPinRoute). The page and its query
 * load as one chunk on the first visit.
 */
import type { RouteConfig } from 'found';
import { graphql } from 'react-relay';
import { AccountSkeleton, lazyPage, relayRender, renderFailure } from '../shell/routeKit';
import { lazyRouteQuery } from '../shell/routeQuery';
import type { ReportPinRoute as ReportPinRouteComponent } from './ReportPinPage';
import type { reportRoutes_ReportPinQuery$data } from './__generated__/reportRoutes_ReportPinQuery.graphql';

/** For Relay's compiler; at run time the artifact loads with the route (lazyRouteQuery). */
export const REPORT_QUERIES = [
  graphql`
    query reportRoutes_ReportPinQuery($pinId: String!) {
      viewer {
        isAuthenticated
      }
      pin(id: $pinId) {
        ...ReportPinPage_pin
      }
      ...ReportReasons_query
    }
  `,
];

const chunk = () => import('./reportChunk');
const ReportPinQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.ReportPinQuery })));

export const reportRoutes: RouteConfig = [
  {
    path: 'pin/:pinId/feedback',
    getComponent: lazyPage(() => chunk().then((m) => ({ default: m.ReportPinRoute }))),
    lazyQuery: ReportPinQuery,
    getQuery: () => ReportPinQuery.current(),
    prepareVariables: (params: Record<string, string>) => ({ pinId: params.pinId ?? '' }),
    // Who may see the page (a visitor logs in first) is decided in the page's chunk: the app's first script stays small.
    render: relayRender<reportRoutes_ReportPinQuery$data>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <AccountSkeleton />;
      const ReportPinRoute = Component as unknown as typeof ReportPinRouteComponent;
      return <ReportPinRoute key={match.params.pinId} data={props} pinId={match.params.pinId ?? ''} onRetry={retry} />;
    }),
  },
];
