/**
 * Impression tracking (issue 19; platform §4, §9). One tracker per page watches the pin cards:
 *
 * - In view: any part of the card shows inside the viewport less VIEWPORT_EDGE_PX (143 px) at the top and
 *   the bottom (one IntersectionObserver, rootMargin -143px top and bottom, thresholds 0, 0.5, 0.8, 1).
 *   "Over 0%" needs isIntersecting and a ratio above 0 (a card touching the edge shows nothing); the
 *   milestones over_50 and over_80 are reached at ratios ≥ 0.5 and ≥ 0.8, full at 1 — each the first time
 *   (epoch ms). visible_ms is the impression's time at 50% or more, hidden_ms its time under 50%.
 * - An impression starts when the card comes into view and is reported (IMPRESSION_EVENT) when it leaves
 *   view ('left'), when tracking pauses ('paused': the page is hidden, or any [aria-modal="true"] dialog is
 *   open — a MutationObserver on document.body watches for them; tracking resumes when they close), when
 *   the card unmounts ('stopped'), or when its height drops under 1 px ('removed').
 * - A served ad (adServeId) counts a view (AD_VIEW_EVENT) after AD_VIEW_MS (5000 ms) in view, once per card.
 * - An ad video's impression is held (the last VIDEO_BUFFER_SIZE = 1000 kept; the 1001st drops the
 *   oldest) until its video plays, then sent as VIDEO_VIEW_EVENT.
 * - Records are batched: at most BATCH_SIZE (20) per logImpressions call, sent at 20 or every FLUSH_MS
 *   (10 s); a failed batch goes back to the front of the queue with the same impression ids (the server
 *   counts each id once, so a retry never counts twice). On page hide everything pending (and in flight)
 *   goes by navigator.sendBeacon as text/plain JSON to /v3/events/.
 *
 * Everything the browser gives is injected (TrackerEnv), so tests run it with fakes and fake timers.
 */

export const IMPRESSION_EVENT = 13000;
export const AD_VIEW_EVENT = 13001;
export const VIDEO_VIEW_EVENT = 13002;
export const CLOSEUP_EVENT = 13003;

export const VIEWPORT_EDGE_PX = 143;
export const THRESHOLDS: readonly number[] = [0, 0.5, 0.8, 1];
export const ROOT_MARGIN = `-${VIEWPORT_EDGE_PX}px 0px -${VIEWPORT_EDGE_PX}px 0px`;
export const MIN_HEIGHT_PX = 1;
export const AD_VIEW_MS = 5000;
export const VIDEO_BUFFER_SIZE = 1000;
export const BATCH_SIZE = 20;
export const FLUSH_MS = 10_000;
export const BEACON_URL = '/v3/events/';

export type Ending = 'left' | 'paused' | 'stopped' | 'removed';

export interface Milestones {
  over_0: number | null;
  over_50: number | null;
  over_80: number | null;
  full: number | null;
}

/** One record as logImpressions takes it. */
export interface ImpressionRecord {
  readonly eventType: number;
  readonly pinId: string;
  /** JSON text (server/v3/event/impressions.ts). */
  readonly auxData: string;
}

export interface TrackedPin {
  readonly pinId: string;
  /** A served ad's serve id; null for organic pins. */
  readonly adServeId: string | null;
  /** Called once when a served ad counts its view (the card's attribution-reporting GET, pin-card §7). */
  readonly onAdView?: () => void;
}

/** What the tracker needs of the page. */
export interface TrackerEnv {
  readonly IntersectionObserver: typeof IntersectionObserver;
  readonly ResizeObserver?: typeof ResizeObserver;
  readonly MutationObserver?: typeof MutationObserver;
  readonly document: Document;
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly now: () => number;
  readonly uuid: () => string;
  /** Where the page is ('home', 'search', 'related' …). */
  readonly surface: () => string;
  /** logImpressions: resolves when the server took the batch, rejects when it did not. */
  readonly send: (batch: readonly ImpressionRecord[]) => Promise<void>;
  /** navigator.sendBeacon with a string body (the browser sends it as text/plain); false when it would not queue it. */
  readonly beacon?: (url: string, body: string) => boolean;
}

interface Session {
  readonly impressionId: string;
  readonly surface: string;
  readonly milestones: Milestones;
  hiddenMs: number;
  visibleMs: number;
  /** When the time since was last added to visibleMs or hiddenMs. */
  since: number;
  ratio: number;
  adTimer: ReturnType<typeof setTimeout> | null;
}

interface Node {
  readonly element: Element;
  readonly pin: TrackedPin;
  session: Session | null;
  /** The last thing the observer said (kept while paused, to resume from). */
  intersecting: boolean;
  ratio: number;
  height: number;
  adViewed: boolean;
}

/** The surface of a path: the home feed, search, a closeup's related pins, or a board or profile. */
export function surfaceOfPath(path: string): string {
  if (path === '/' || path.startsWith('/homefeed')) return 'home';
  if (path.startsWith('/search/')) return 'search';
  if (path.startsWith('/pin/')) return 'related';
  if (path.startsWith('/ideas/') || path.startsWith('/today')) return 'discovery';
  const parts = path.split('/').filter(Boolean);
  return parts.length >= 2 ? 'board' : parts.length === 1 ? 'profile' : 'other';
}

export interface ImpressionTracker {
  /** Starts watching a card; answers the function that stops it (reported as 'stopped'). */
  observe(element: Element, pin: TrackedPin): () => void;
  /** A video started playing: releases the held impression of the ad card that holds it. */
  videoPlayed(video: Element): void;
  /** Logs a closeup of a pin (CLOSEUP_EVENT). */
  closeup(pin: TrackedPin): void;
  /** Sends what is pending now (a batch of at most 20 at a time). */
  flush(): void;
  /** Records waiting to be sent (tests). */
  pending(): readonly ImpressionRecord[];
  /** Ad serve ids whose video impressions are held, oldest first (tests). */
  held(): readonly string[];
  /** Disconnects everything (tests; a page keeps its tracker). */
  dispose(): void;
}

export function createImpressionTracker(env: TrackerEnv): ImpressionTracker {
  const nodes = new Map<Element, Node>();
  const queue: ImpressionRecord[] = [];
  const inFlight = new Set<readonly ImpressionRecord[]>();
  /** ad serve id → the held video impression, in insertion order (oldest first). */
  const heldVideos = new Map<string, { pin: TrackedPin; surface: string; element: Element }>();
  const releasedVideos = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let hidden = env.document.visibilityState === 'hidden';
  let modal = false;
  const paused = () => hidden || modal;

  const enqueue = (record: ImpressionRecord) => {
    queue.push(record);
    if (queue.length >= BATCH_SIZE) flush();
    else schedule();
  };
  const schedule = () => {
    if (timer === null && queue.length > 0) timer = setTimeout(tick, FLUSH_MS);
  };
  const tick = () => {
    timer = null;
    flush();
  };

  function flush(): void {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_SIZE);
      inFlight.add(batch);
      env.send(batch).then(
        () => inFlight.delete(batch),
        () => {
          // Back at the front with the same ids: the next tick sends them again.
          if (inFlight.delete(batch)) queue.unshift(...batch);
          schedule();
        },
      );
    }
  }

  /** Page hide: everything pending and in flight goes by beacon (the server counts each id once). */
  function beaconAll(): void {
    if (!env.beacon) return;
    const all = [...[...inFlight].flat(), ...queue];
    const kept: ImpressionRecord[] = [];
    for (let i = 0; i < all.length; i += BATCH_SIZE) {
      const batch = all.slice(i, i + BATCH_SIZE);
      const body = JSON.stringify({ events: batch.map((r) => ({ event_type: r.eventType, object_id_str: r.pinId, aux_data: r.auxData })) });
      const sent = env.beacon(BEACON_URL, body);
      if (!sent) kept.push(...batch.filter((r) => queue.includes(r)));
    }
    queue.splice(0, queue.length, ...kept);
  }

  const record = (eventType: number, pin: TrackedPin, aux: Record<string, unknown>) =>
    enqueue({ eventType, pinId: pin.pinId, auxData: JSON.stringify({ ...aux, ...(pin.adServeId ? { ad_serve_id: pin.adServeId } : {}) }) });

  /** Adds the time since the last change to the session's visible or hidden time. */
  const account = (session: Session, at: number) => {
    const elapsed = Math.max(0, at - session.since);
    if (session.ratio >= 0.5) session.visibleMs += elapsed;
    else session.hiddenMs += elapsed;
    session.since = at;
  };

  const reach = (session: Session, ratio: number, at: number) => {
    const m = session.milestones;
    if (ratio >= 0.5 && m.over_50 === null) m.over_50 = at;
    if (ratio >= 0.8 && m.over_80 === null) m.over_80 = at;
    if (ratio >= 1 && m.full === null) m.full = at;
  };

  function start(node: Node): void {
    const at = env.now();
    const session: Session = {
      impressionId: env.uuid(),
      surface: env.surface(),
      milestones: { over_0: at, over_50: null, over_80: null, full: null },
      hiddenMs: 0,
      visibleMs: 0,
      since: at,
      ratio: node.ratio,
      adTimer: null,
    };
    reach(session, node.ratio, at);
    node.session = session;
    const serve = node.pin.adServeId;
    if (serve && !node.adViewed) {
      session.adTimer = setTimeout(() => {
        session.adTimer = null;
        node.adViewed = true;
        record(AD_VIEW_EVENT, node.pin, { impression_id: env.uuid(), surface: session.surface });
        try {
          node.pin.onAdView?.();
        } catch (_error) {
          // The view is counted whatever the card does with it.
        }
      }, AD_VIEW_MS);
    }
    if (serve && !releasedVideos.has(serve) && !heldVideos.has(serve) && node.element.querySelector('video')) {
      heldVideos.set(serve, { pin: node.pin, surface: session.surface, element: node.element });
      if (heldVideos.size > VIDEO_BUFFER_SIZE) heldVideos.delete(heldVideos.keys().next().value as string);
    }
  }

  function end(node: Node, ended: Ending): void {
    const session = node.session;
    if (!session) return;
    node.session = null;
    if (session.adTimer !== null) clearTimeout(session.adTimer);
    account(session, env.now());
    record(IMPRESSION_EVENT, node.pin, {
      impression_id: session.impressionId,
      surface: session.surface,
      milestones: session.milestones,
      hidden_ms: Math.round(session.hiddenMs),
      visible_ms: Math.round(session.visibleMs),
      ended,
    });
  }

  const inView = (node: Node) => node.intersecting && node.ratio > 0 && node.height >= MIN_HEIGHT_PX;

  function update(node: Node): void {
    if (node.height < MIN_HEIGHT_PX) {
      end(node, 'removed');
      return;
    }
    if (paused()) return;
    if (!inView(node)) {
      end(node, 'left');
      return;
    }
    if (!node.session) {
      start(node);
      return;
    }
    const at = env.now();
    account(node.session, at);
    node.session.ratio = node.ratio;
    reach(node.session, node.ratio, at);
  }

  const intersection = new env.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const node = nodes.get(entry.target);
        if (!node) continue;
        node.intersecting = entry.isIntersecting;
        node.ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
        node.height = entry.boundingClientRect.height;
        update(node);
      }
    },
    { rootMargin: ROOT_MARGIN, threshold: [...THRESHOLDS] },
  );

  // A height that drops to 0 while the card is inside the viewport changes no intersection ratio (an empty
  // box inside the root intersects "fully"), so its size is watched too.
  const resize = env.ResizeObserver
    ? new env.ResizeObserver((entries) => {
        for (const entry of entries) {
          const node = nodes.get(entry.target);
          if (!node) continue;
          node.height = entry.contentRect.height;
          if (node.height < MIN_HEIGHT_PX) update(node);
        }
      })
    : null;

  function pauseAll(): void {
    for (const node of nodes.values()) end(node, 'paused');
  }
  function resumeAll(): void {
    for (const node of nodes.values()) if (inView(node)) start(node);
  }
  const setPaused = (change: () => void) => {
    const was = paused();
    change();
    const now = paused();
    if (!was && now) pauseAll();
    else if (was && !now) resumeAll();
  };

  const modalOpen = () => env.document.querySelector('[aria-modal="true"]') !== null;
  modal = modalOpen();
  const mutations = env.MutationObserver
    ? new env.MutationObserver(() => {
        const open = modalOpen();
        if (open !== modal) setPaused(() => (modal = open));
      })
    : null;
  mutations?.observe(env.document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });

  const onVisibility = () => {
    const isHidden = env.document.visibilityState === 'hidden';
    if (isHidden === hidden) return;
    setPaused(() => (hidden = isHidden));
    if (isHidden) beaconAll();
  };
  const onPageHide = () => {
    setPaused(() => (hidden = true));
    beaconAll();
  };
  const onPageShow = () => {
    if (env.document.visibilityState !== 'hidden') setPaused(() => (hidden = false));
  };
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('pagehide', onPageHide);
  env.window.addEventListener('pageshow', onPageShow);

  return {
    observe(element, pin) {
      const node: Node = { element, pin, session: null, intersecting: false, ratio: 0, height: MIN_HEIGHT_PX, adViewed: false };
      nodes.set(element, node);
      intersection.observe(element);
      resize?.observe(element);
      return () => {
        if (nodes.get(element) !== node) return;
        end(node, 'stopped');
        nodes.delete(element);
        intersection.unobserve(element);
        resize?.unobserve(element);
      };
    },
    videoPlayed(video) {
      for (const [serve, held] of heldVideos) {
        if (!held.element.contains(video)) continue;
        heldVideos.delete(serve);
        releasedVideos.add(serve);
        record(VIDEO_VIEW_EVENT, held.pin, { impression_id: env.uuid(), surface: held.surface });
      }
    },
    closeup(pin) {
      record(CLOSEUP_EVENT, pin, { impression_id: env.uuid(), surface: 'closeup' });
    },
    flush,
    pending: () => [...queue],
    held: () => [...heldVideos.keys()],
    dispose() {
      if (timer !== null) clearTimeout(timer);
      for (const node of nodes.values()) if (node.session?.adTimer) clearTimeout(node.session.adTimer);
      intersection.disconnect();
      resize?.disconnect();
      mutations?.disconnect();
      env.document.removeEventListener('visibilitychange', onVisibility);
      env.window.removeEventListener('pagehide', onPageHide);
      env.window.removeEventListener('pageshow', onPageShow);
    },
  };
}
