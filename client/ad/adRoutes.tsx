/* eslint-disable relay/must-colocate-fragment-spreads, relay/unused-fields -- the pages that read these load lazily (./adChunks.ts) */
/**
 * The advertiser area's routes (issue 19; platform §2): /business/convert, /advertiser/quick-promote,
 * /business/hub and its bulk editing (/business/hub/bulk). Members only: a visitor logs in and comes
 * back. Each page and its query load as one chunk with the route (lazy), not with the app; who may see
 * a page (log in first, convert to a business account first) and what the address asks for are read
 * in that chunk, so the app's first script carries only these few lines.
 */
import type { Match, RouteConfig } from 'found';
import type { ComponentType } from 'react';
import { graphql } from 'react-relay';
import { AccountSkeleton, lazyPage, relayRender, renderFailure } from '../shell/routeKit';
import { lazyRouteQuery } from '../shell/routeQuery';
import type { AdChunk, AdRouteProps } from './adChunks';

/** For Relay's compiler; at run time each artifact loads with its route (lazyRouteQuery). */
export const AD_QUERIES = [
  graphql`
    query adRoutes_ConvertQuery {
      viewer {
        isAuthenticated
        isPartner
        businessName
      }
    }
  `,
  graphql`
    query adRoutes_QuickPromoteQuery($pinId: String!, $hasPin: Boolean!) {
      viewer {
        isAuthenticated
        isPartner
        ...QuickPromotePage_viewer
      }
      pin(id: $pinId) @include(if: $hasPin) {
        ...QuickPromotePage_pin
      }
    }
  `,
  graphql`
    query adRoutes_HubQuery {
      viewer {
        isAuthenticated
        isPartner
        ...BusinessHubPage_viewer
      }
    }
  `,
  graphql`
    query adRoutes_BulkQuery {
      viewer {
        isAuthenticated
        isPartner
        ...BulkEditPage_viewer
      }
    }
  `,
];

function adRoute(path: string, load: () => Promise<AdChunk>, prepareVariables?: (params: Record<string, string>, match: Match) => Record<string, unknown>): RouteConfig[number] {
  const query = lazyRouteQuery(() => load().then((m) => ({ default: m.Query })));
  return {
    path,
    getComponent: lazyPage(() => load().then((m) => ({ default: m.Route as ComponentType }))),
    lazyQuery: query,
    getQuery: () => query.current(),
    prepareVariables,
    render: relayRender<AdRouteProps['data']>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <AccountSkeleton />;
      const Route = Component as unknown as ComponentType<AdRouteProps>;
      return <Route data={props} query={match.location.query as Record<string, unknown>} onRetry={retry} />;
    }),
  };
}

export const adRoutes: RouteConfig = [
  adRoute('business/convert', () => import('./convert/convertChunk')),
  adRoute('advertiser/quick-promote', () => import('./promote/promoteChunk'), (_params, match) => {
    const pin = (match.location.query as Record<string, unknown>).pin;
    return typeof pin === 'string' && pin !== '' ? { pinId: pin, hasPin: true } : { pinId: '', hasPin: false };
  }),
  adRoute('business/hub', () => import('./hub/hubChunk')),
  adRoute('business/hub/bulk', () => import('./bulk/bulkChunk')),
];
