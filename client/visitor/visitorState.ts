/**
 * The logged-out visitor's local state and its rules (platform §3, §4, §5, §9), as pure functions
 * of the stored value and the time: what is kept, how a stored value is read back (anything
 * malformed is dropped, a bad revisitation reset), history dedupe and limits, and isQUS.
 * visitorStore.ts keeps it in local storage.
 */
import type { Clickthrough, CompletedSearch } from './loggedOutState';

export const DAY_MS = 86_400_000;
/**
 * platform §9 "history closeup window: a day window from a shared constant" (value not given):
 * 28 days, the site's recent-user window (§9). Closeups older than this are forgotten and no
 * longer count towards isQUS; so are completed searches and clickthroughs.
 */
export const HISTORY_WINDOW_DAYS = 28;
export const HISTORY_WINDOW_MS = HISTORY_WINDOW_DAYS * DAY_MS;
/** At most this many visited pin pages are kept in the visit history (newest first). */
export const MAX_VISITED_PIN_PAGES = 10;
/** Lists bounded so the stored value stays small (newest kept). */
export const MAX_COMPLETED_SEARCHES = 20;
export const MAX_CLICKTHROUGH_PINS = 20;
export const MAX_REDEEMED_INVITES = 10;
/** A start of the app at least this long after the last one is a revisit (a new visit, as analytics sessions count). */
export const REVISIT_MIN_GAP_MS = 30 * 60_000;
/** platform §4: isQUS after at least 1 completed search, 3 closeup pins, 1 clickthrough or 1 download. */
export const QUS_MIN_SEARCHES = 1;
export const QUS_MIN_CLOSEUP_PINS = 3;
export const QUS_MIN_CLICKTHROUGHS = 1;
export const QUS_MIN_DOWNLOADS = 1;

/** platform §3: a visit history entry. */
export interface HistoryEntry {
  readonly path: string;
  readonly ts: number;
  readonly pin_id: string | null;
  readonly first_pin_image_signature: string | null;
  readonly image_info: { readonly signature: string } | null;
  readonly pin_description: string | null;
  /** Opened from a shared link (?sender=… or ?invite_code=… on the pin's address). */
  readonly is_shared: boolean;
  readonly pin_invite_code: string | null;
}

export interface StoredSearch extends CompletedSearch {
  readonly ts: number;
}

export interface StoredClickthrough extends Clickthrough {
  readonly ts: number;
}

/** platform §3: how often the visitor came back (count), the gap before the latest visit (time, ms) and when (ts, ms). */
export interface Revisitation {
  readonly count: number;
  readonly time: number;
  readonly ts: number;
}

export interface VisitorState {
  /** Visited pin pages (the recent closeup pins), newest first. */
  readonly history: readonly HistoryEntry[];
  /** Newest first. */
  readonly completedSearches: readonly StoredSearch[];
  /** Newest first. */
  readonly clickthroughPins: readonly StoredClickthrough[];
  readonly downloadedPinsCount: number;
  /** Invite codes the visitor arrived with (?invite_code=…), newest first. */
  readonly redeemedInvites: readonly string[];
  readonly revisitation: Revisitation | null;
  readonly isQUS: 0 | 1;
  readonly isAllowedCountry: boolean;
}

export const EMPTY_STATE: VisitorState = Object.freeze({
  history: [],
  completedSearches: [],
  clickthroughPins: [],
  downloadedPinsCount: 0,
  redeemedInvites: [],
  revisitation: null,
  isQUS: 0,
  isAllowedCountry: true,
});

/** platform §4: the events that change the state; the state is recalculated (isQUS) after each. */
export type VisitorAction =
  | { readonly type: 'UPDATE'; readonly update: (state: VisitorState, now: number) => Partial<VisitorState> }
  | { readonly type: 'ADD_UNAUTH_COMPLETED_SEARCH'; readonly search: CompletedSearch }
  | { readonly type: 'REMOVE_UNAUTH_COMPLETED_SEARCH'; readonly query: string }
  | { readonly type: 'ADD_UNAUTH_CLICKTHROUGH_PIN'; readonly pin: Clickthrough };

// --- Reading a stored value back -----------------------------------------------------------

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const listOf = <T>(value: unknown, read: (item: Loose) => T | null): T[] =>
  Array.isArray(value) ? value.flatMap((item) => (isObject(item) ? (read(item) ?? []) : [])) : [];

function readHistoryEntry(e: Loose): HistoryEntry | null {
  if (typeof e.path !== 'string' || !isNumber(e.ts)) return null;
  const signature = isObject(e.image_info) ? str(e.image_info.signature) : null;
  return {
    path: e.path,
    ts: e.ts,
    pin_id: str(e.pin_id),
    first_pin_image_signature: str(e.first_pin_image_signature),
    image_info: signature === null ? null : { signature },
    pin_description: str(e.pin_description),
    is_shared: e.is_shared === true,
    pin_invite_code: str(e.pin_invite_code),
  };
}

function readSearch(e: Loose): StoredSearch | null {
  if (typeof e.query !== 'string' || !isNumber(e.ts)) return null;
  return { query: e.query, rs: str(e.rs) ?? '', scope: str(e.scope) ?? '', rg: str(e.rg), ts: e.ts };
}

function readClickthrough(e: Loose): StoredClickthrough | null {
  if (typeof e.pinId !== 'string' || !isNumber(e.ts)) return null;
  return { pinId: e.pinId, link: str(e.link) ?? '', imageSignature: str(e.imageSignature) ?? '', domain: str(e.domain) ?? '', ts: e.ts };
}

/** platform §5: count, time and ts must be numbers, else the revisitation resets to count 1, time 0, now. */
export function validRevisitation(value: unknown, now: number): Revisitation {
  if (isObject(value) && isNumber(value.count) && isNumber(value.time) && isNumber(value.ts)) {
    return { count: value.count, time: value.time, ts: value.ts };
  }
  return { count: 1, time: 0, ts: now };
}

/** A stored value (parsed JSON, anything) as a state: what does not have its shape is left out. */
export function readState(value: unknown, now: number): VisitorState {
  if (!isObject(value)) return EMPTY_STATE;
  return withinWindow(
    {
      history: listOf(value.history, readHistoryEntry),
      completedSearches: listOf(value.completedSearches, readSearch),
      clickthroughPins: listOf(value.clickthroughPins, readClickthrough),
      downloadedPinsCount: isNumber(value.downloadedPinsCount) && value.downloadedPinsCount > 0 ? Math.floor(value.downloadedPinsCount) : 0,
      redeemedInvites: Array.isArray(value.redeemedInvites) ? value.redeemedInvites.filter((code): code is string => typeof code === 'string') : [],
      // Kept as stored (a malformed one is reset when the app starts: startRevisit).
      revisitation: value.revisitation === undefined || value.revisitation === null ? null : validRevisitation(value.revisitation, now),
      isQUS: value.isQUS === 1 ? 1 : 0,
      isAllowedCountry: value.isAllowedCountry !== false,
    },
    now,
  );
}

/** The lists without what is older than the history window (or stamped in the future by a wrong clock). */
function withinWindow(state: VisitorState, now: number): VisitorState {
  const recent = <T extends { readonly ts: number }>(list: readonly T[]) => list.filter((item) => now - item.ts < HISTORY_WINDOW_MS && item.ts <= now + DAY_MS);
  return { ...state, history: recent(state.history), completedSearches: recent(state.completedSearches), clickthroughPins: recent(state.clickthroughPins) };
}

// --- Rules ------------------------------------------------------------------------------------

/**
 * platform §5: a history list gets no entry when its newest entry has the same path, the same pin
 * id or the same query; else the entry goes first and the list keeps its `max` newest.
 */
export function addToHistory<T extends { readonly path?: string; readonly pin_id?: string | null; readonly query?: string }>(list: readonly T[], entry: T, max: number): readonly T[] {
  const newest = list[0];
  if (newest) {
    if (entry.path !== undefined && newest.path === entry.path) return list;
    if (entry.pin_id != null && newest.pin_id === entry.pin_id) return list;
    if (entry.query !== undefined && newest.query === entry.query) return list;
  }
  return [entry, ...list].slice(0, max);
}

/** The distinct pins among the visited pin pages in the window (the "closeup pins" of isQUS). */
export function recentCloseupPins(state: VisitorState, now: number): string[] {
  const pins = new Set<string>();
  for (const entry of state.history) if (entry.pin_id !== null && now - entry.ts < HISTORY_WINDOW_MS) pins.add(entry.pin_id);
  return [...pins];
}

/** platform §4: 1 after ≥ 1 completed search, ≥ 3 closeup pins, ≥ 1 clickthrough or ≥ 1 download; never in a disallowed country. */
export function computeIsQUS(state: VisitorState, now: number): 0 | 1 {
  if (!state.isAllowedCountry) return 0;
  const qualified =
    state.completedSearches.length >= QUS_MIN_SEARCHES ||
    recentCloseupPins(state, now).length >= QUS_MIN_CLOSEUP_PINS ||
    state.clickthroughPins.length >= QUS_MIN_CLICKTHROUGHS ||
    state.downloadedPinsCount >= QUS_MIN_DOWNLOADS;
  return qualified ? 1 : 0;
}

/** platform §4: the state after an event, recalculated. */
export function reduceVisitorState(before: VisitorState, action: VisitorAction, now: number): VisitorState {
  const state = withinWindow(before, now);
  let next: VisitorState;
  switch (action.type) {
    case 'UPDATE':
      next = { ...state, ...action.update(state, now) };
      break;
    case 'ADD_UNAUTH_COMPLETED_SEARCH': {
      const { query, rs, scope, rg } = action.search;
      next = { ...state, completedSearches: addToHistory(state.completedSearches, { query, rs, scope, rg, ts: now }, MAX_COMPLETED_SEARCHES) };
      break;
    }
    case 'REMOVE_UNAUTH_COMPLETED_SEARCH':
      next = { ...state, completedSearches: state.completedSearches.filter((search) => search.query !== action.query) };
      break;
    case 'ADD_UNAUTH_CLICKTHROUGH_PIN': {
      const { pinId, link, imageSignature, domain } = action.pin;
      next = { ...state, clickthroughPins: [{ pinId, link, imageSignature, domain, ts: now }, ...state.clickthroughPins].slice(0, MAX_CLICKTHROUGH_PINS) };
      break;
    }
  }
  return { ...next, isQUS: computeIsQUS(next, now) };
}

// --- Updates (the UPDATE event) -----------------------------------------------------------------

/** A visited pin page, as its history entry. */
export function closeupEntry(visit: { readonly pinId: string; readonly path: string; readonly imageSignature: string; readonly description: string }, search: string, now: number): HistoryEntry {
  const params = new URLSearchParams(search);
  const invite = params.get('invite_code')?.trim() || null;
  const signature = visit.imageSignature === '' ? null : visit.imageSignature;
  return {
    path: visit.path,
    ts: now,
    pin_id: visit.pinId,
    first_pin_image_signature: signature,
    image_info: signature === null ? null : { signature },
    pin_description: visit.description === '' ? null : visit.description,
    is_shared: invite !== null || Boolean(params.get('sender')?.trim()),
    pin_invite_code: invite,
  };
}

export const addCloseup = (entry: HistoryEntry) => (state: VisitorState) => ({ history: addToHistory(state.history, entry, MAX_VISITED_PIN_PAGES) });

export const addDownload = () => (state: VisitorState) => ({ downloadedPinsCount: state.downloadedPinsCount + 1 });

export const addRedeemedInvite = (code: string) => (state: VisitorState) => ({
  redeemedInvites: [code, ...state.redeemedInvites.filter((c) => c !== code)].slice(0, MAX_REDEEMED_INVITES),
});

/**
 * The app starting (platform §3, §5): the stored revisitation is validated (not numbers: count 1,
 * time 0, now); a start REVISIT_MIN_GAP_MS or more after the last one is a revisit (count + 1, time =
 * the gap), a start sooner belongs to the same visit (only ts moves).
 */
export const startRevisit = () => (state: VisitorState, now: number) => {
  // readState has already reset a malformed one to count 1, time 0, now.
  const stored = state.revisitation;
  if (stored === null || stored.ts === now) return { revisitation: stored ?? { count: 1, time: 0, ts: now } };
  const gap = now - stored.ts;
  return { revisitation: gap >= REVISIT_MIN_GAP_MS ? { count: stored.count + 1, time: gap, ts: now } : { ...stored, ts: now } };
};

export const setAllowedCountry = (allowed: boolean) => () => ({ isAllowedCountry: allowed });
