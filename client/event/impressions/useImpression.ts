/**
 * A pin card's impression tracking (issue 19; ./tracker.ts): after the card mounts (so never on the
 * server), the page's tracker (loaded on demand) watches `ref`'s element; unmounting stops it.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useRelayEnvironment } from 'react-relay';

const loadPage = () => import('./page');

export function useImpression(ref: RefObject<Element | null>, pinId: string, adServeId: string | null | undefined, onAdView?: () => void): void {
  const environment = useRelayEnvironment();
  // The latest callback, without watching the card again each time it changes.
  const adView = useRef(onAdView);
  useEffect(() => {
    adView.current = onAdView;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadPage().then(
      ({ pageTracker }) => {
        if (!cancelled) stop = pageTracker(environment)?.observe(element, { pinId, adServeId: adServeId ?? null, onAdView: () => adView.current?.() }) ?? null;
      },
      () => {
        // No tracker (offline when its chunk was asked for): nothing is counted.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ref, environment, pinId, adServeId]);
}

/** A closeup opened: one CLOSEUP_EVENT per open (per pin shown). */
export function useCloseupImpression(pinId: string): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    let cancelled = false;
    loadPage().then(
      ({ pageTracker }) => {
        if (!cancelled) pageTracker(environment)?.closeup({ pinId, adServeId: null });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [environment, pinId]);
}
