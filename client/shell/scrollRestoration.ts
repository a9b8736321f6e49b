/**
 * Scroll restoration for the single-page app: Back and Forward return to where the visitor was on
 * that history entry (by farce's location key), a new page starts at the top. The browser's own
 * restoration cannot do it, because the page's content arrives after the history entry changes;
 * so positions are recorded while scrolling, and a restore waits until the page is tall enough
 * (the grid lays out its remembered pages) or gives up when the visitor scrolls themselves.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Entries remembered (in this tab, also across a reload through sessionStorage). */
export const REMEMBERED_POSITIONS = 100;
/** How long a restore waits for the page to become tall enough, ms. */
export const RESTORE_PATIENCE_MS = 5_000;
const STORAGE_KEY = 'cb_scroll_positions';

export class ScrollPositions {
  private readonly positions = new Map<string, number>();

  constructor(entries: ReadonlyArray<readonly [string, number]> = []) {
    for (const [key, y] of entries) this.set(key, y);
  }

  set(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, Math.max(0, Math.round(y)));
    while (this.positions.size > REMEMBERED_POSITIONS) this.positions.delete(this.positions.keys().next().value!);
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  entries(): Array<[string, number]> {
    return [...this.positions];
  }
}

export interface ScrollWindow {
  readonly scrollY: number;
  readonly innerHeight: number;
  scrollHeight(): number;
  scrollTo(y: number): void;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  now(): number;
}

/** Frames a restored position is watched for a late layout change that moved it (about half a second). */
export const SETTLE_FRAMES = 30;

/**
 * Scrolls to `target` as soon as the page is tall enough to show it there (or the patience runs
 * out: then as far as it goes), then watches a few frames and puts it back if a late layout
 * change (the grid settling on its columns) moved it. Returns a cancel function (the visitor
 * scrolled, or moved on).
 */
export function restoreScroll(win: ScrollWindow, target: number, patienceMs = RESTORE_PATIENCE_MS): () => void {
  const started = win.now();
  let frame = 0;
  let settled = 0;
  const attempt = () => {
    const reachable = win.scrollHeight() - win.innerHeight >= target;
    const waitedEnough = win.now() - started >= patienceMs;
    if (reachable && Math.abs(win.scrollY - target) > 1) win.scrollTo(target);
    else if (!reachable && waitedEnough) {
      win.scrollTo(target);
      return;
    }
    if (reachable) settled += 1;
    if (settled > SETTLE_FRAMES) return;
    frame = win.requestFrame(attempt);
  };
  attempt();
  return () => win.cancelFrame(frame);
}

function browserWindow(): ScrollWindow {
  return {
    get scrollY() {
      return window.scrollY;
    },
    get innerHeight() {
      return window.innerHeight;
    },
    scrollHeight: () => document.documentElement.scrollHeight,
    scrollTo: (y) => window.scrollTo(0, y),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    now: () => performance.now(),
  };
}

function loadPositions(): ScrollPositions {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(stored)) {
      return new ScrollPositions(stored.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number'));
    }
  } catch {
    // Storage unavailable or unreadable: positions are kept in memory only.
  }
  return new ScrollPositions();
}

let shared: ScrollPositions | null = null;

export interface HistoryLocation {
  /** farce's key of the history entry (undefined for the entry the tab opened on). */
  readonly key?: string;
  readonly action?: string;
  readonly hash?: string;
}

/** The entry the tab opened on has no key of its own (farce writes no state for it). */
const FIRST_ENTRY = 'first-entry';

/** Records the scroll position of each history entry and restores it on Back/Forward (POP). */
export function useScrollRestoration(location: HistoryLocation): void {
  const key = location.key ?? FIRST_ENTRY;
  const current = useRef(key);
  // Before paint and before the browser reports the new page's (clamped) scroll: from now on,
  // scrolling belongs to the new entry.
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    shared ??= loadPositions();
    const positions = shared;
    let pending = 0;
    const record = () => {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        positions.set(current.current, window.scrollY);
      });
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.entries()));
      } catch {
        // Full or unavailable storage: positions stay in memory.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useEffect(() => {
    shared ??= loadPositions();
    if (location.action !== 'POP') {
      // A new page starts at the top (an in-page #anchor is left to the browser).
      if (!location.hash) window.scrollTo(0, 0);
      return undefined;
    }
    const target = shared.get(key);
    if (target === undefined) return undefined;
    const cancel = restoreScroll(browserWindow(), target);
    // The visitor's own scrolling wins over a restore still waiting.
    const stop = () => cancel();
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const name of events) window.addEventListener(name, stop, { passive: true, once: true });
    return () => {
      cancel();
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [key, location.action, location.hash]);
}
