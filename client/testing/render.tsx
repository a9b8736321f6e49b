import { render, type RenderResult } from '@testing-library/react';
import { MemoryProtocol } from 'farce';
import { locationQueryMiddleware } from '../shell/locationQuery';
import { createFarceRouter, createRender, resolver, type RouteConfig } from 'found';
import type { ReactElement, ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import App from '../App';
import { createResolver, createAppRouter } from '../router';
import { ToastProvider } from '../shell/toast/ToastProvider';
import { adaUser, signedOutViewer } from './operations';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** The mock environment is a real relay-runtime Environment with a mocked network. */
export const asEnvironment = (environment: MockEnvironment): Environment => environment as unknown as Environment;

/**
 * Renders `element` (which may use found `Link`s, Relay hooks and toasts) inside the app providers,
 * the toast stack and a memory-history router whose every path renders it. Resolution is async:
 * use findBy* queries.
 */
export function renderWithRouter(element: ReactElement, environment: MockEnvironment, initialPath = '/'): RenderResult {
  const routeConfig: RouteConfig = [{ path: '/(.*)', render: () => element }];
  const Router = createFarceRouter({
    historyProtocol: new MemoryProtocol(initialPath),
    historyMiddlewares: [locationQueryMiddleware],
    routeConfig,
    render: createRender({}),
  });
  return render(
    <App environment={asEnvironment(environment)}>
      <ToastProvider>
        <Router resolver={resolver} />
      </ToastProvider>
    </App>,
  );
}

export interface RenderAppOptions {
  /**
   * How the app shell's viewer query (HeaderViewerQuery) is answered: by default at once with a
   * logged-out visitor; with these Viewer fields (e.g. signedInViewer()); or 'manual' to leave it
   * pending for the test to resolve.
   */
  readonly viewer?: Readonly<Record<string, unknown>> | 'manual';
}

/** The real app (routes, found-relay resolver) at `path`, against a mock environment; its shell (AppFrame) holds the toast stack. */
export function renderApp(environment: MockEnvironment, path: string, options: RenderAppOptions = {}): RenderResult {
  if (options.viewer !== 'manual') {
    const viewer = { isBot: false, isPartner: false, isEmployee: false, experiments: [], ...(options.viewer ?? signedOutViewer()) };
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'HeaderViewerQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewer, User: () => ({ ...adaUser(), ...((viewer as { user?: object | null }).user ?? {}) }) })
        : null,
    );
  }
  const Router = createAppRouter(new MemoryProtocol(path));
  return render(
    <App environment={asEnvironment(environment)}>
      <Router resolver={createResolver(asEnvironment(environment))} />
    </App>,
  );
}

/**
 * Renders `element` (Relay hooks, Gestalt, toasts; no router links) inside the app providers and the
 * toast stack, as RTL's wrapper: `rerender(next)` keeps the same providers (and the element's state).
 */
export function renderWithRelay(element: ReactElement, environment: MockEnvironment): RenderResult {
  const Providers = ({ children }: { readonly children: ReactNode }) => (
    <App environment={asEnvironment(environment)}>
      <ToastProvider>{children}</ToastProvider>
    </App>
  );
  return render(element, { wrapper: Providers });
}
