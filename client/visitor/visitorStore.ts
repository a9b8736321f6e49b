/**
 * The logged-out visitor's state in local storage (platform §3–§5, §8, §9), loaded only for
 * logged-out visitors (loggedOutState.ts imports it on their first event). Every event reads the
 * stored value, applies the rule (visitorState.ts) and writes it back. Storage that throws (quota,
 * disabled, corrupt JSON) is logged once per page and ignored (platform §8): the page carries on,
 * with what could be read.
 */
import { readUnauthSaves } from '../pin/save/unauthSaves';
import { bucketCount, bucketDays } from './buckets';
import { listenForClickthroughs } from './outboundClicks';
import { landingPageType, loggedOutPageClass, outwardSearchReferrer, type LandingPageType, type LoggedOutPageClass, type OutwardSearchEngine } from './pageClass';
import type { CloseupVisit } from './loggedOutState';
import {
  addCloseup,
  addDownload,
  addRedeemedInvite,
  closeupEntry,
  DAY_MS,
  EMPTY_STATE,
  readState,
  recentCloseupPins,
  reduceVisitorState,
  startRevisit,
  type VisitorAction,
  type VisitorState,
} from './visitorState';

export const VISITOR_STATE_KEY = 'cb_logged_out_state';

let warned = false;

/** platform §8: storage failures are logged (once a page, not once an event) and ignored. */
function warnOnce(what: 'read' | 'write' | 'clear', error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`Logged-out state: could not ${what} local storage; carrying on without it`, error);
}

/** The stored state (empty when there is none, or it cannot be read). */
export function loadVisitorState(now: number = Date.now()): VisitorState {
  try {
    const text = window.localStorage.getItem(VISITOR_STATE_KEY);
    return text === null ? EMPTY_STATE : readState(JSON.parse(text), now);
  } catch (error) {
    warnOnce('read', error);
    return EMPTY_STATE;
  }
}

function save(state: VisitorState): void {
  try {
    window.localStorage.setItem(VISITOR_STATE_KEY, JSON.stringify(state));
  } catch (error) {
    warnOnce('write', error);
  }
}

/** Applies one event (platform §4) to the stored state, stores and answers the result. */
export function dispatch(action: VisitorAction, now: number = Date.now()): VisitorState {
  const next = reduceVisitorState(loadVisitorState(now), action, now);
  save(next);
  return next;
}

/** Forgets everything (a disallowed country keeps nothing). */
export function clearVisitorState(): void {
  try {
    window.localStorage.removeItem(VISITOR_STATE_KEY);
  } catch (error) {
    warnOnce('clear', error);
  }
}

export function recordCloseup(visit: CloseupVisit, search: string, now: number = Date.now()): VisitorState {
  return dispatch({ type: 'UPDATE', update: addCloseup(closeupEntry(visit, search, now)) }, now);
}

export function recordDownloadNow(now: number = Date.now()): VisitorState {
  return dispatch({ type: 'UPDATE', update: addDownload() }, now);
}

// --- This visit (one page load) ------------------------------------------------------------------

interface Visit {
  readonly landingPageType: LandingPageType | null;
  readonly outwardSearchReferrer: OutwardSearchEngine | null;
  pageClass: LoggedOutPageClass;
  stopListening: () => void;
}

let visit: Visit | null = null;

/**
 * A logged-out visitor's page view. The first of the page load starts the visit: the revisitation
 * is counted (an UPDATE), the landing page and the referrer are noted, and clickthroughs on pins
 * are listened for. An ?invite_code=… on any page is a redeemed invite.
 */
export function pageView(pathname: string, search: string, now: number = Date.now(), referrer: string = document.referrer): void {
  const invite = new URLSearchParams(search).get('invite_code')?.trim();
  if (visit === null) {
    visit = {
      landingPageType: landingPageType(pathname),
      outwardSearchReferrer: outwardSearchReferrer(referrer),
      pageClass: loggedOutPageClass(pathname),
      stopListening: listenForClickthroughs((pin) => dispatch({ type: 'ADD_UNAUTH_CLICKTHROUGH_PIN', pin })),
    };
    dispatch({ type: 'UPDATE', update: (state, at) => ({ ...startRevisit()(state, at), isAllowedCountry: true }) }, now);
  } else {
    visit.pageClass = loggedOutPageClass(pathname);
  }
  if (invite) dispatch({ type: 'UPDATE', update: addRedeemedInvite(invite) }, now);
}

/** The visitor signed in (or turned out not to be tracked): stop listening; the next visit starts again. */
export function endVisit(): void {
  visit?.stopListening();
  visit = null;
}

/** What is logged with a logged-out visitor's events (platform §2, §4, §9): the flag, bucketed figures and where they are. */
export interface LoggedOutProperties {
  readonly isQUS: 0 | 1;
  readonly closeupPins: string;
  readonly completedSearches: string;
  readonly clickthroughs: string;
  readonly downloads: string;
  readonly savedPins: string;
  readonly redeemedInvites: string;
  readonly revisits: string;
  readonly daysSinceLastRevisit: string;
  readonly landingPageType: LandingPageType | null;
  readonly pageClass: LoggedOutPageClass;
  readonly outwardSearchReferrer: OutwardSearchEngine | null;
}

export function loggedOutProperties(now: number = Date.now(), pathname: string = window.location.pathname): LoggedOutProperties {
  const state = loadVisitorState(now);
  const revisitation = state.revisitation ?? { count: 1, time: 0, ts: now };
  return {
    isQUS: state.isQUS,
    closeupPins: bucketCount(recentCloseupPins(state, now).length),
    completedSearches: bucketCount(state.completedSearches.length),
    clickthroughs: bucketCount(state.clickthroughPins.length),
    downloads: bucketCount(state.downloadedPinsCount),
    // The logged-out saves are kept by the save flow (client/pin/save/unauthSaves.ts).
    savedPins: bucketCount(readUnauthSaves().length),
    redeemedInvites: bucketCount(state.redeemedInvites.length),
    revisits: bucketCount(revisitation.count),
    daysSinceLastRevisit: bucketDays(revisitation.time / DAY_MS),
    landingPageType: visit?.landingPageType ?? landingPageType(pathname),
    pageClass: visit?.pageClass ?? loggedOutPageClass(pathname),
    outwardSearchReferrer: visit?.outwardSearchReferrer ?? null,
  };
}
