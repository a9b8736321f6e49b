import type { Protocol } from 'farce';
import { locationQueryMiddleware } from './shell/locationQuery';
import { createFarceRouter, createFarceStore, createRender, getStoreRenderArgs, type RenderErrorArgs, type Resolver as FoundResolver } from 'found';
import type { ReactElement } from 'react';
import type { Environment } from 'relay-runtime';
import { routeConfig } from './routes';
import { RouteResolver } from './shell/routeQuery';
import { AppFrame } from './shell/AppShell';
import ErrorFallback from './shell/ErrorFallback';
import NotFound from './shell/NotFound';

function renderError({ error, router }: RenderErrorArgs): ReactElement {
  return (
    <AppFrame router={router}>
      {error.status === 404 ? <NotFound /> : <ErrorFallback onRetry={() => window.location.reload()} />}
    </AppFrame>
  );
}

/**
 * The app's router. (Not createInitialFarceRouter/createInitialBrowserRouter: on React 19 they
 * rely on defaultProps of a forwardRef component, which React 19 ignores.)
 */
export const historyMiddlewares = [locationQueryMiddleware];

/** What found renders for a resolved match (pages, or the error page). */
export const renderPage = createRender({ renderError });

export function createAppRouter(historyProtocol: Protocol) {
  return createFarceRouter({ historyProtocol, historyMiddlewares, routeConfig, render: renderPage });
}

/**
 * The router for a server-rendered page: the first match is resolved (from the Relay records the
 * server sent) before React hydrates, so the first render is the server's markup.
 */
export async function createHydratingRouter(historyProtocol: Protocol, resolver: FoundResolver) {
  const store = createFarceStore({ historyProtocol, historyMiddlewares, routeConfig });
  const initialRenderArgs = await getStoreRenderArgs({ store, resolver, matchContext: undefined });
  const Router = createFarceRouter({ store, historyProtocol, routeConfig, render: renderPage });
  return { Router, initialRenderArgs };
}

export function createResolver(environment: Environment): FoundResolver {
  // found-relay 1.0.2 types resolveElements as AsyncGenerator<any[] | undefined>, while found's
  // Resolver interface wants AsyncIterable<ResolvedElement[]>; the runtime contract is the same
  // (found skips undefined yields), so only the declared types disagree.
  return new RouteResolver(environment) as unknown as FoundResolver;
}
