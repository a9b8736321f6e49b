/**
 * The page's impression tracker (./tracker.ts) with the browser's observers, sending its batches through
 * the logImpressions mutation and its page-hide beacons to /v3/events/. Loaded by useImpression after a
 * card mounts (never on the server), so the app's first script carries none of it.
 */
import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createImpressionTracker, surfaceOfPath, type ImpressionRecord, type ImpressionTracker } from './tracker';
import { onVideoPlaying } from './videoPlays';
import type { pageLogImpressionsMutation } from './__generated__/pageLogImpressionsMutation.graphql';

const mutation = graphql`
  mutation pageLogImpressionsMutation($input: LogImpressionsInput!) {
    logImpressions(input: $input) {
      ok
    }
  }
`;

function send(environment: Environment, batch: readonly ImpressionRecord[]): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<pageLogImpressionsMutation>(environment, {
      mutation,
      variables: { input: { impressions: batch.map((r) => ({ eventType: r.eventType, pinId: r.pinId, auxData: r.auxData })) } },
      onCompleted: (_data, errors) => (errors && errors.length > 0 ? reject(new Error(errors[0]!.message)) : resolve()),
      onError: reject,
    });
  });
}

const uuid = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

let tracker: ImpressionTracker | null = null;

/** The page's tracker (made on the first call; the first environment sends every batch). */
export function pageTracker(environment: Environment): ImpressionTracker | null {
  if (tracker) return tracker;
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  tracker = createImpressionTracker({
    IntersectionObserver,
    ResizeObserver: typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver,
    MutationObserver: typeof MutationObserver === 'undefined' ? undefined : MutationObserver,
    document,
    window,
    now: () => Date.now(),
    uuid,
    surface: () => surfaceOfPath(window.location.pathname),
    send: (batch) => send(environment, batch),
    // A string body goes as text/plain;charset=UTF-8: a simple request, no preflight (the server takes it on /v3/events/).
    beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
  });
  const current = tracker;
  onVideoPlaying((video) => current.videoPlayed(video));
  return tracker;
}
