import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, recycleNodesInto } from 'relay-runtime';
import { viewerKind } from '../account/gate';
import { onboardingStepOf } from '../account/onboardingSteps';
import { ExperimentsContext, type ExperimentGroups } from '../experiments/experiments';
// The compiled query (defined in shell/Header.tsx).
import headerViewerQuery, { type HeaderViewerQuery, type HeaderViewerQuery$data } from '../shell/__generated__/HeaderViewerQuery.graphql';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from './ViewerContext';

const NO_GROUPS: ExperimentGroups = Object.freeze({});

type Viewer = NonNullable<HeaderViewerQuery$data['viewer']>;

/** ViewerContext's value from the app's viewer query. */
export function viewerInfo(viewer: Viewer): ViewerInfo {
  const signedIn = viewer.isAuthenticated && viewer.user !== null;
  return {
    kind: signedIn ? viewerKind(viewer) : 'anonymous',
    userId: signedIn ? (viewer.user?.entityId ?? null) : null,
    username: signedIn ? (viewer.user?.username ?? null) : null,
    isBot: viewer.isBot,
    isPartner: viewer.isPartner,
    isEmployee: viewer.isEmployee,
    onboardingStep: signedIn ? (onboardingStepOf(viewer.onboardingStep)?.step ?? null) : null,
  };
}

export function experimentGroups(viewer: Viewer): ExperimentGroups {
  return Object.fromEntries(viewer.experiments.map(({ name, group }) => [name, group]));
}

/**
 * Provides who is looking and their experiment groups to everything below, from the same query the
 * header uses (Relay dedupes it: one request). Pages wait until the viewer is known, so a member
 * never sees the logged-out card for a moment (route queries are already in flight meanwhile: found
 * fetches at match time). The value follows the store, so logging in or out anywhere updates it. If
 * the query fails, pages render as for a logged-out visitor rather than not at all.
 */
export function ViewerGate({ children }: { readonly children?: ReactNode }) {
  const environment = useRelayEnvironment();
  const operation = useMemo(() => createOperationDescriptor(getRequest(headerViewerQuery), {}), []);
  const read = useCallback((): Viewer | null => {
    const snapshot = environment.lookup(operation.fragment);
    return snapshot.isMissingData ? null : ((snapshot.data as HeaderViewerQuery$data).viewer ?? null);
  }, [environment, operation]);
  const [viewer, setViewer] = useState<Viewer | null>(read);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The same viewer read again keeps its object: a new one would render every card on the page
    // again (the contexts below change), as hydration's first effects did.
    const update = (next: Viewer | null) => setViewer((previous) => recycleNodesInto(previous, next));
    const retained = environment.retain(operation);
    const watched = environment.subscribe(environment.lookup(operation.fragment), (snapshot) => {
      if (!snapshot.isMissingData) update((snapshot.data as HeaderViewerQuery$data).viewer ?? null);
    });
    const fetching = fetchQuery<HeaderViewerQuery>(environment, headerViewerQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: () => {
        const current = read();
        update(current);
        // A viewer the server could not answer (a partial result): pages render as for a logged-out visitor.
        if (!current) setFailed(true);
      },
      error: () => setFailed(true),
    });
    return () => {
      fetching.unsubscribe();
      watched.dispose();
      retained.dispose();
    };
  }, [environment, operation, read]);

  const info = useMemo(() => (viewer ? viewerInfo(viewer) : LOGGED_OUT), [viewer]);
  const groups = useMemo(() => (viewer ? experimentGroups(viewer) : NO_GROUPS), [viewer]);
  if (!viewer && !failed) return <div role="status" aria-busy="true" aria-label="Loading" style={{ minHeight: 320 }} />;
  return (
    <ViewerContext.Provider value={info}>
      <ExperimentsContext.Provider value={groups}>
        {children}
      </ExperimentsContext.Provider>
    </ViewerContext.Provider>
  );
}
