/**
 * What every route module shares (client/routes.tsx and the domain route modules such as
 * client/search/searchRoutes.tsx): found-relay's render arguments, lazily loaded pages, the
 * Back-from-store fetch policy and the failure and loading fallbacks.
 */
import type { Match, RouteRenderArgs, RouteRenderMethod, Router } from 'found';
import type { ComponentType, ReactElement } from 'react';
import ErrorFallback from './ErrorFallback';

/** What found-relay passes to a route's `render` (found's own type only knows the plain-found subset). */
export interface RelayRenderArgs<TData> {
  readonly match: Match;
  /** null while the (lazy) component loads. */
  readonly Component: ComponentType<never> | null | undefined;
  /** The query's data (plus match and router); null while loading or after an error. */
  readonly props: (TData & { readonly match: Match; readonly router: Router }) | null;
  readonly error: Error | null;
  readonly retry: (() => void) | null;
}

export function relayRender<TData>(render: (args: RelayRenderArgs<TData>) => ReactElement): RouteRenderMethod {
  // found-relay calls route.render with the Relay ready state merged into found's args
  // ({ error, props, retry, Component, … }); found's RouteRenderArgs type doesn't declare those.
  return (args: RouteRenderArgs) => render(args as unknown as RelayRenderArgs<TData>);
}

/**
 * A route's lazily loaded page component, handed out synchronously once loaded: found-relay then
 * renders a revisited page (Back) in one pass from the Relay store, without a skeleton in between.
 */
export function lazyPage<C>(load: () => Promise<{ default: C }>): () => C | Promise<C> {
  let loaded: C | undefined;
  return () => loaded ?? load().then((module) => (loaded = module.default));
}

/**
 * Back and Forward (a POP) show the page from the Relay store when everything it needs is still
 * there (the feed with all the pages loaded, at once, no refetch flash); so does a visit whose
 * location state says its query was just fetched (`preloaded`: the sign-up LoadingStep's way home).
 * Other new visits ask the server.
 */
export const popFromStore = (match: Match) => {
  const location = match.location as { action?: string; state?: { preloaded?: unknown } | null };
  return location.action === 'POP' || location.state?.preloaded === true ? 'store-or-network' : 'network-only';
};

export function renderFailure(retry: (() => void) | null): ReactElement {
  return <ErrorFallback onRetry={() => (retry ? retry() : window.location.reload())} />;
}

export function AccountSkeleton() {
  return <div role="status" aria-busy="true" aria-label="Loading" data-test-id="account-skeleton" style={{ minHeight: 320 }} />;
}

