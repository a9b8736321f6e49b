import type { Match, RouteConfig, RouteRenderArgs, RouteRenderMethod, Router } from 'found';
import type { ComponentType, ReactElement } from 'react';
import { graphql } from 'react-relay';
import type CloseupPage from './closeup/Closeup';
import type HomeFeedPage from './feed/HomeFeed';
import { PAGE_SIZE } from './feed/constants';
import AppShell from './shell/AppShell';
import ErrorFallback from './shell/ErrorFallback';
import NotFound from './shell/NotFound';
import { CloseupSkeleton, FeedSkeleton } from './shell/Skeletons';
import type { routes_HomeQuery$data } from './__generated__/routes_HomeQuery.graphql';
import type { routes_PinQuery$data } from './__generated__/routes_PinQuery.graphql';

const HomeQuery = graphql`
  query routes_HomeQuery($count: Int!) {
    ...HomeFeed_query @arguments(count: $count)
  }
`;

const PinQuery = graphql`
  query routes_PinQuery($pinId: String!) {
    pin(id: $pinId) {
      ...Closeup_pin
    }
  }
`;

/** What found-relay passes to a route's `render` (found's own type only knows the plain-found subset). */
interface RelayRenderArgs<TData> {
  readonly match: Match;
  /** null while the (lazy) component loads. */
  readonly Component: ComponentType<never> | null | undefined;
  /** The query's data (plus match and router); null while loading or after an error. */
  readonly props: (TData & { readonly match: Match; readonly router: Router }) | null;
  readonly error: Error | null;
  readonly retry: (() => void) | null;
}

function relayRender<TData>(render: (args: RelayRenderArgs<TData>) => ReactElement): RouteRenderMethod {
  // found-relay calls route.render with the Relay ready state merged into found's args
  // ({ error, props, retry, Component, … }); found's RouteRenderArgs type doesn't declare those.
  return (args: RouteRenderArgs) => render(args as unknown as RelayRenderArgs<TData>);
}

function renderFailure(retry: (() => void) | null): ReactElement {
  return <ErrorFallback onRetry={() => (retry ? retry() : window.location.reload())} />;
}

const homeRoute = {
  getComponent: () => import('./feed/HomeFeed').then((module) => module.default),
  query: HomeQuery,
  prepareVariables: (params: Record<string, string>) => ({ ...params, count: PAGE_SIZE }),
  render: relayRender<routes_HomeQuery$data>(({ Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <FeedSkeleton />;
    const HomeFeed = Component as unknown as typeof HomeFeedPage;
    return <HomeFeed query={props} />;
  }),
};

export const routeConfig: RouteConfig = [
  {
    path: '/',
    Component: AppShell,
    children: [
      homeRoute,
      { path: 'homefeed', ...homeRoute },
      {
        // `/pin/123`, `/pin/123/` and `/pin/some-title--123/`: the whole segment goes to pin(id:),
        // which accepts a raw id or slug--id.
        path: 'pin/:pinId',
        getComponent: () => import('./closeup/Closeup').then((module) => module.default),
        query: PinQuery,
        prepareVariables: (params: Record<string, string>) => ({ pinId: params.pinId ?? '' }),
        render: relayRender<routes_PinQuery$data>(({ Component, props, error, retry }) => {
          if (error) return renderFailure(retry);
          if (!Component || !props) return <CloseupSkeleton />;
          if (!props.pin) return <NotFound />;
          const Closeup = Component as unknown as typeof CloseupPage;
          return <Closeup pin={props.pin} />;
        }),
      },
      { path: '(.*)', Component: NotFound },
    ],
  },
];
