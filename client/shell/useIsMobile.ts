import { createContext, useContext, useSyncExternalStore } from 'react';

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

/**
 * Whether a server-rendered page was rendered for a phone. The server cannot see the viewport; it
 * guesses from the request (server/http/ssr.ts), renders that layout, and says so in
 * `<html data-viewport>`, which the client hydrates from. A right guess hydrates without rendering
 * the cards again; a wrong one renders them again once hydrated, as any guess would.
 */
export const ServerViewportContext = createContext<{ readonly mobile: boolean }>({ mobile: false });

/** True while the viewport is narrower than 576 px; follows resizes. */
export function useIsMobile(): boolean {
  const server = useContext(ServerViewportContext);
  return useSyncExternalStore(subscribe, matches, () => server.mobile);
}

export default useIsMobile;
