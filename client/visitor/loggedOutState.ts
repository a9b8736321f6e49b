/**
 * Logged-out local state (issue 17; platform §3–§5, §9): what a visitor who is not signed in did,
 * kept in local storage. The events below are recorded by the pages where they happen; each call
 * is a no-op for signed-in people and in a country where visitors are not tracked (platform §4).
 *
 * This module is all a page imports: whether to record is decided by visitorGate.ts (set by the
 * shell's LoggedOutVisit; calls made before it knows who is looking wait for it), and the state's
 * code (visitorStore.ts, storage and rules) loads on a logged-out visitor's first event, so members
 * and the first page's bundle never carry it.
 */
import { isTracked, withStore } from './visitorGate';
import type { LoggedOutProperties } from './visitorStore';

/** A completed search (platform §3): the words, the rs (how it was started), the scope and rg. */
export interface CompletedSearch {
  readonly query: string;
  readonly rs: string;
  readonly scope: string;
  readonly rg: string | null;
}

/** A closeup the visitor opened (platform §3 visit history entry fields). */
export interface CloseupVisit {
  readonly pinId: string;
  readonly path: string;
  readonly imageSignature: string;
  readonly description: string;
}

/** A clickthrough (platform §3: pinId, link, imageSignature, domain). */
export interface Clickthrough {
  readonly pinId: string;
  readonly link: string;
  readonly imageSignature: string;
  readonly domain: string;
}

export { setVisitorViewer } from './visitorGate';

/** A logged-out page view (LoggedOutVisit, on each address): the first starts the visit (revisitation, landing page). */
export function recordPageView(pathname: string, search: string): void {
  const now = Date.now();
  const referrer = document.referrer;
  withStore((store) => store.pageView(pathname, search, now, referrer));
}

/** platform §4 ADD_UNAUTH_COMPLETED_SEARCH: a search run (the search page calls it). */
export function recordCompletedSearch(search: CompletedSearch): void {
  const now = Date.now();
  const { query, rs, scope, rg } = search;
  withStore((store) => store.dispatch({ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: { query, rs, scope, rg } }, now));
}

/** platform §4 REMOVE_UNAUTH_COMPLETED_SEARCH: a recent search the visitor removed. */
export function removeCompletedSearch(query: string): void {
  const now = Date.now();
  withStore((store) => store.dispatch({ type: 'REMOVE_UNAUTH_COMPLETED_SEARCH', query }, now));
}

/** A closeup opened (an UPDATE: a visit history entry; ?invite_code= and ?sender= of the address mark it shared). */
export function recordCloseupVisit(visit: CloseupVisit): void {
  const now = Date.now();
  const search = window.location.search;
  withStore((store) => store.recordCloseup(visit, search, now));
}

/** platform §4 ADD_UNAUTH_CLICKTHROUGH_PIN (the pin links are also seen by the visit's own listener, outboundClicks.ts). */
export function recordClickthrough(click: Clickthrough): void {
  const now = Date.now();
  const { pinId, link, imageSignature, domain } = click;
  withStore((store) => store.dispatch({ type: 'ADD_UNAUTH_CLICKTHROUGH_PIN', pin: { pinId, link, imageSignature, domain } }, now));
}

/** 'Download image' chosen (an UPDATE: the downloaded pins count). */
export function recordDownload(): void {
  const now = Date.now();
  withStore((store) => store.recordDownloadNow(now));
}

/**
 * What a logged-out visitor's events carry (platform §2, §4, §9): isQUS, the bucketed counts and
 * days, the landing page type, the page class and the outward-search referrer. null when the
 * visitor is not tracked (signed in, a disallowed country) or not known yet.
 */
export async function loggedOutProperties(): Promise<LoggedOutProperties | null> {
  if (!isTracked()) return null;
  try {
    const store = await import('./visitorStore');
    return store.loggedOutProperties();
  } catch {
    return null;
  }
}
