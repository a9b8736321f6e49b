import type { Router } from 'found';
import { Box, GlobalEventsHandlerProvider } from 'gestalt';
import { lazy, Suspense, useMemo, type ReactNode, type SyntheticEvent } from 'react';
import OnboardingGate from '../account/OnboardingGate';
import InviteLanding from '../invite/InviteLanding';
import MergeOnLogin from '../pin/save/MergeOnLogin';
import { ViewerGate } from '../viewer/ViewerProvider';
import LoggedOutVisit from '../visitor/LoggedOutVisit';
import { wantsDebugBox } from './debugMarker';
import Header from './Header';
import QuietBoundary from './QuietBoundary';
import RouteErrorBoundary from './RouteErrorBoundary';
import { useScrollRestoration, type HistoryLocation } from './scrollRestoration';
import { ToastProvider } from './toast/ToastProvider';
import VerticalNavSlot from './VerticalNavSlot';

const DebugBox = lazy(() => import('./DebugBox'));

interface FrameProps {
  readonly router: Router;
  readonly children?: ReactNode;
}

function isPlainLeftClick(event: SyntheticEvent): boolean {
  const native = event.nativeEvent;
  if (event.defaultPrevented) return false;
  if (native instanceof MouseEvent) {
    return native.button === 0 && !native.metaKey && !native.ctrlKey && !native.shiftKey && !native.altKey;
  }
  return true;
}

/**
 * Header + main area. Gestalt `Link`s (logo, pinner, board …) navigate through the router for
 * same-origin hrefs; new-tab and modified clicks are left to the browser.
 */
export function AppFrame({ router, children }: FrameProps) {
  const linkHandlers = useMemo(
    () => ({
      onNavigation:
        ({ href, target }: { href: string; target?: null | 'self' | 'blank' }) =>
        ({ event }: { readonly event: SyntheticEvent }) => {
          if (target === 'blank' || !isPlainLeftClick(event)) return;
          const url = new URL(href, window.location.href);
          if (url.origin !== window.location.origin) return;
          event.preventDefault();
          router.push(`${url.pathname}${url.search}${url.hash}`);
        },
    }),
    [router],
  );

  return (
    <GlobalEventsHandlerProvider linkHandlers={linkHandlers}>
      {/* Toasts (save confirmations, errors) stack at the bottom centre, above modals. */}
      <ToastProvider>
        <Box display="flex">
          {/* platform §2: the vertical navigation, for the viewers in its experiment group. */}
          <QuietBoundary>
            <Suspense fallback={null}>
              <VerticalNavSlot />
            </Suspense>
          </QuietBoundary>
          <Box flex="grow" minWidth={0}>
            <Header />
            <Box as="main" minHeight="calc(100vh - 64px)">
              {/* Pages wait for the viewer (no logged-out flash for members); the header shows meanwhile. */}
              <ViewerGate>
                {/* After login: saves the visitor's logged-out saves (pin-card §4). */}
                <MergeOnLogin />
                {children}
              </ViewerGate>
            </Box>
          </Box>
        </Box>
      </ToastProvider>
    </GlobalEventsHandlerProvider>
  );
}

interface ShellProps {
  readonly router: Router;
  readonly match: {
    readonly location: HistoryLocation & { readonly pathname: string; readonly search: string; readonly query?: Readonly<Record<string, unknown>> };
  };
  readonly children?: ReactNode;
}

/** Layout route: every page renders inside it, behind a route-level error boundary. */
export default function AppShell({ router, match, children }: ShellProps) {
  const { pathname, search } = match.location;
  // Back/Forward return to where the visitor was; a new page starts at the top.
  useScrollRestoration(match.location);
  return (
    <AppFrame router={router}>
      {/* platform §3-§5: a logged-out visitor's visit and pages (before the page, whose events wait for it). */}
      <LoggedOutVisit pathname={pathname} search={search} />
      {/* A new location gets a fresh boundary. */}
      <RouteErrorBoundary key={`${pathname}${search}`}>
        {/* Unfinished sign-up steps come first (issue 12). */}
        <OnboardingGate pathname={pathname}>{children}</OnboardingGate>
      </RouteErrorBoundary>
      {/* platform §4: a board invite link (?invite_code=…) on any page; its code loads only then. */}
      <InviteLanding location={match.location} />
      {wantsDebugBox(match.location.query ?? {}) ? (
        // Its own boundary: a failing debug query must not take the page with it.
        <QuietBoundary>
          <Suspense fallback={null}>
            <DebugBox />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </AppFrame>
  );
}
