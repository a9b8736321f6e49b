/**
 * The routes of /pin/{id}/visual-search/ and …/products/ (issue 17; platform §2); client/routes.tsx
 * places them before the closeup's. A crop box may ride in the address (?x=&y=&w=&h=, fractions):
 * the page reads it (so its parsing stays out of the first bundle) and searches the region then.
 */
import type { RouteConfig } from 'found';
import { graphql } from 'react-relay';
import { PAGE_SIZE } from '../feed/constants';
import NotFound from '../shell/NotFound';
import { FeedSkeleton } from '../shell/Skeletons';
import { lazyPage, popFromStore, relayRender, renderFailure } from '../shell/routeKit';
import { lazyRouteQuery } from '../shell/routeQuery';
import type VisualSearchPageComponent from './VisualSearchPage';
import type { visualRoutes_VisualSearchQuery$data } from './__generated__/visualRoutes_VisualSearchQuery.graphql';

/** For Relay's compiler; at run time the artifact loads with the route (lazyRouteQuery). */
export const VISUAL_QUERIES = [
  graphql`
    query visualRoutes_VisualSearchQuery($pinId: String!, $count: Int!, $crop: CropInput, $productsOnly: Boolean!) {
      pin(id: $pinId) {
        ...VisualSearchPage_pin @arguments(count: $count, crop: $crop, productsOnly: $productsOnly)
      }
    }
  `,
];

/** The visual pages and their route queries load as one chunk on the first visit (the first script holds one import, not one per page and query). */
const chunk = () => import('./visualChunk');
const VisualSearchQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.VisualSearchQuery })));

function visualRoute(path: string, productsOnly: boolean) {
  return {
    path,
    getComponent: lazyPage(() => chunk().then((m) => ({ default: m.VisualSearchPage }))),
    lazyQuery: VisualSearchQuery,
    getQuery: () => VisualSearchQuery.current(),
    getFetchPolicy: popFromStore,
    prepareVariables: (params: Record<string, string>) => ({ pinId: params.pinId ?? '', count: PAGE_SIZE, crop: null, productsOnly }),
    render: relayRender<visualRoutes_VisualSearchQuery$data>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <FeedSkeleton />;
      if (!props.pin) return <NotFound />;
      const VisualSearchPage = Component as unknown as typeof VisualSearchPageComponent;
      return <VisualSearchPage key={`${match.params.pinId ?? ''}:${productsOnly}`} pin={props.pin} productsOnly={productsOnly} />;
    }),
  };
}

export const visualRoutes: RouteConfig = [visualRoute('pin/:pinId/visual-search/products', true), visualRoute('pin/:pinId/visual-search', false)];
