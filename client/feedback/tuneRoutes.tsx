/**
 * `/edit`: 'Tune your home feed' (issue 18; pin-card §2): hidden pins, followed topics, boards and
 * profiles (./TuneHomeFeedPage.tsx). Members only: a visitor logs in and comes back here. The page and
 * its query load with the route (lazy), not with the app.
 */
/* eslint-disable relay/must-colocate-fragment-spreads -- the page that reads its fragment loads lazily (./tuneChunk.ts) */
import type { RouteConfig } from 'found';
import { graphql } from 'react-relay';
import { AccountSkeleton, lazyPage, relayRender, renderFailure } from '../shell/routeKit';
import Redirect from '../shell/Redirect';
import { lazyRouteQuery } from '../shell/routeQuery';
import type TuneHomeFeedPageComponent from './TuneHomeFeedPage';
import type { tuneRoutes_TuneQuery$data } from './__generated__/tuneRoutes_TuneQuery.graphql';

/** For Relay's compiler; at run time the artifact loads with the route (lazyRouteQuery). */
export const TUNE_QUERY = graphql`
  query tuneRoutes_TuneQuery {
    viewer {
      isAuthenticated
      ...TuneHomeFeedPage_viewer
    }
  }
`;

/** The page and its query load as one chunk (one import in the app's first script, not two). */
const chunk = () => import('./tuneChunk');
const TuneQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.TuneQuery })));

export const tuneRoutes: RouteConfig = [
  {
    path: 'edit',
    getComponent: lazyPage(() => chunk().then((m) => ({ default: m.TuneHomeFeedPage }))),
    lazyQuery: TuneQuery,
    getQuery: () => TuneQuery.current(),
    render: relayRender<tuneRoutes_TuneQuery$data>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <AccountSkeleton />;
      if (!props.viewer) return renderFailure(retry);
      if (!props.viewer.isAuthenticated) return <Redirect to="/login?next=/edit" fallback={<AccountSkeleton />} />;
      const TuneHomeFeedPage = Component as unknown as typeof TuneHomeFeedPageComponent;
      return <TuneHomeFeedPage viewer={props.viewer} tab={(match.location.query as Record<string, unknown>).tab} />;
    }),
  },
];
