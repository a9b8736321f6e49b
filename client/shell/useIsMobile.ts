import { useSyncExternalStore } from 'react';

/** Spec platform: a viewport under 576 px is mobile. */
export const MOBILE_MAX_WIDTH = 575;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const matches = (): boolean => mediaQuery()?.matches ?? false;
/** The server does not know the viewport: its markup is the desktop one, which hydration starts from. */
const onServer = (): boolean => false;

/** True while the viewport is narrower than 576 px; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, matches, onServer);
}

export default useIsMobile;
