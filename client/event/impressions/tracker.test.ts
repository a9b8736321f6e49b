import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AD_VIEW_EVENT,
  AD_VIEW_MS,
  BATCH_SIZE,
  BEACON_URL,
  CLOSEUP_EVENT,
  createImpressionTracker,
  FLUSH_MS,
  IMPRESSION_EVENT,
  surfaceOfPath,
  VIDEO_BUFFER_SIZE,
  VIDEO_VIEW_EVENT,
  type ImpressionRecord,
  type ImpressionTracker,
  type TrackerEnv,
} from './tracker';

const VIEWPORT = 800;

/**
 * An IntersectionObserver that computes what the browser would from each card's box (top, height) and the
 * viewport (VIEWPORT px high) shrunk by the observer's rootMargin, and calls back on every move.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly marginTop: number;
  readonly marginBottom: number;
  readonly thresholds: readonly number[];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const [top = '0px', , bottom = top] = (options.rootMargin ?? '0px').split(' ');
    this.marginTop = -parseFloat(top);
    this.marginBottom = -parseFloat(bottom);
    this.thresholds = Array.isArray(options.threshold) ? options.threshold : [options.threshold ?? 0];
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Moves `target` so that its box is at `top` (viewport px) and `height` px high. */
  move(target: Element, top: number, height: number) {
    if (!this.targets.has(target)) return;
    const rootTop = this.marginTop;
    const rootBottom = VIEWPORT - this.marginBottom;
    const bottom = top + height;
    const isIntersecting = top <= rootBottom && bottom >= rootTop;
    const visible = Math.max(0, Math.min(bottom, rootBottom) - Math.max(top, rootTop));
    const intersectionRatio = !isIntersecting ? 0 : height === 0 ? 1 : visible / height;
    const entry = { target, isIntersecting, intersectionRatio, boundingClientRect: { top, height } as DOMRectReadOnly } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

interface Setup {
  tracker: ImpressionTracker;
  io: FakeIntersectionObserver;
  sent: ImpressionRecord[][];
  send: ReturnType<typeof vi.fn>;
  beacons: { url: string; body: string }[];
  card: (pinId?: string, adServeId?: string | null, video?: boolean, onAdView?: () => void) => { element: HTMLElement; stop: () => void };
  /** Moves a card to show `ratio` of its 400 px inside the tracked area (from the bottom edge). */
  show: (element: Element, ratio: number) => void;
  setVisibility: (state: 'hidden' | 'visible') => void;
}

let ids = 0;
let trackers: ImpressionTracker[] = [];

function setup(options: { send?: (batch: readonly ImpressionRecord[]) => Promise<void>; beacon?: (url: string, body: string) => boolean } = {}): Setup {
  const sent: ImpressionRecord[][] = [];
  const send = vi.fn(options.send ?? (async (batch: readonly ImpressionRecord[]) => void sent.push([...batch])));
  const beacons: { url: string; body: string }[] = [];
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  const env: TrackerEnv = {
    IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
    MutationObserver,
    document,
    window,
    now: () => Date.now(),
    uuid: () => `uuid-${(ids += 1)}`,
    surface: () => 'home',
    send,
    beacon:
      options.beacon ??
      ((url, body) => {
        beacons.push({ url, body });
        return true;
      }),
  };
  const tracker = createImpressionTracker(env);
  trackers.push(tracker);
  const io = FakeIntersectionObserver.instances.at(-1)!;
  const card = (pinId = '11', adServeId: string | null = null, video = false, onAdView?: () => void) => {
    const element = document.createElement('div');
    if (video) element.appendChild(document.createElement('video'));
    document.body.appendChild(element);
    return { element, stop: tracker.observe(element, { pinId, adServeId, ...(onAdView ? { onAdView } : {}) }) };
  };
  const bottomLine = VIEWPORT - 143;
  const show = (element: Element, ratio: number) => io.move(element, bottomLine - 400 * ratio, 400);
  const setVisibility = (state: 'hidden' | 'visible') => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { tracker, io, sent, send, beacons, card, show, setVisibility };
}

const auxOf = (record: ImpressionRecord) => JSON.parse(record.auxData) as Record<string, unknown> & { milestones: Record<string, number | null> };
/** Everything recorded: sent and pending. */
const recorded = (s: Setup) => [...s.sent.flat(), ...s.tracker.pending()];
const impressions = (s: Setup) => s.tracker.pending().filter((r) => r.eventType === IMPRESSION_EVENT);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00Z') });
  FakeIntersectionObserver.instances = [];
});
afterEach(() => {
  for (const t of trackers) t.dispose();
  trackers = [];
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('impression tracker: the viewport less 143 px at the top and the bottom', () => {
  it('observes with rootMargin -143px top and bottom and the thresholds 0, 0.5, 0.8, 1', () => {
    const s = setup();
    expect(s.io.marginTop).toBe(143);
    expect(s.io.marginBottom).toBe(143);
    expect(s.io.thresholds).toEqual([0, 0.5, 0.8, 1]);
  });

  it('a card whose top is at the bottom line (143 px above the viewport bottom) is not in view; 1 px above it, it is', () => {
    const s = setup();
    const { element } = s.card();
    s.io.move(element, VIEWPORT - 143, 400);
    s.io.move(element, VIEWPORT + 10, 400);
    expect(impressions(s)).toHaveLength(0);
    s.io.move(element, VIEWPORT - 144, 400);
    s.io.move(element, VIEWPORT + 10, 400);
    expect(impressions(s)).toHaveLength(1);
    expect(auxOf(impressions(s)[0]!).ended).toBe('left');
  });

  it('a card whose bottom is at the top line (143 px) is not in view; 1 px below it, it is', () => {
    const s = setup();
    const { element } = s.card();
    s.io.move(element, 143 - 400, 400);
    s.io.move(element, -1000, 400);
    expect(impressions(s)).toHaveLength(0);
    s.io.move(element, 144 - 400, 400);
    s.io.move(element, -1000, 400);
    expect(impressions(s)).toHaveLength(1);
  });
});

describe('impression tracker: milestones and times', () => {
  it.each([
    [0.49, 'over_50', false],
    [0.5, 'over_50', true],
    [0.79, 'over_80', false],
    [0.8, 'over_80', true],
    [0.99, 'full', false],
    [1, 'full', true],
  ] as const)('at %s of the card in view, %s is %s', (ratio, milestone, reached) => {
    const s = setup();
    const { element } = s.card();
    s.show(element, 0.1);
    vi.advanceTimersByTime(300);
    s.show(element, ratio);
    const at = Date.now();
    s.show(element, 0);
    const aux = auxOf(impressions(s)[0]!);
    expect(aux.milestones.over_0).toBe(at - 300);
    expect(aux.milestones[milestone]).toBe(reached ? at : null);
  });

  it('over 0% needs the card to intersect: an intersecting entry of ratio 0 starts nothing', () => {
    const s = setup();
    const { element } = s.card();
    s.io.move(element, VIEWPORT - 143, 400); // touches the line: intersecting, ratio 0
    vi.advanceTimersByTime(1000);
    s.io.move(element, VIEWPORT, 400);
    expect(impressions(s)).toHaveLength(0);
  });

  it('visible_ms is the time at 50% or more, hidden_ms the time under 50%', () => {
    const s = setup();
    const { element } = s.card();
    s.show(element, 0.3);
    vi.advanceTimersByTime(1000);
    s.show(element, 0.6);
    vi.advanceTimersByTime(2500);
    s.show(element, 0.2);
    vi.advanceTimersByTime(500);
    s.show(element, 0);
    expect(auxOf(impressions(s)[0]!)).toMatchObject({ hidden_ms: 1500, visible_ms: 2500, ended: 'left', surface: 'home' });
  });
});

describe('impression tracker: endings', () => {
  it("unmounting reports 'stopped' with the pin's id", () => {
    const s = setup();
    const { element, stop } = s.card('77');
    s.show(element, 1);
    stop();
    expect(impressions(s)).toMatchObject([{ pinId: '77' }]);
    expect(auxOf(impressions(s)[0]!).ended).toBe('stopped');
  });

  it("a card whose height drops under 1 px is stopped as 'removed'; at 1 px it is still in view", () => {
    const s = setup();
    const { element } = s.card();
    s.io.move(element, 300, 200);
    s.io.move(element, 300, 1);
    expect(impressions(s)).toHaveLength(0);
    s.io.move(element, 300, 0.9);
    expect(impressions(s)).toHaveLength(1);
    expect(auxOf(impressions(s)[0]!).ended).toBe('removed');
  });

  it("the page becoming hidden reports 'paused'; visible again, a new impression starts", () => {
    const s = setup({ beacon: () => false });
    const { element } = s.card();
    s.show(element, 1);
    s.setVisibility('hidden');
    expect(impressions(s).map((r) => auxOf(r).ended)).toEqual(['paused']);
    s.setVisibility('visible');
    vi.advanceTimersByTime(100);
    s.show(element, 0);
    const [first, second] = impressions(s);
    expect(auxOf(second!).ended).toBe('left');
    expect(auxOf(second!).impression_id).not.toBe(auxOf(first!).impression_id);
  });

  it('an open [aria-modal="true"] dialog pauses tracking, closing it resumes', async () => {
    const s = setup();
    const { element } = s.card();
    s.show(element, 1);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.appendChild(dialog);
    await Promise.resolve();
    expect(impressions(s).map((r) => auxOf(r).ended)).toEqual(['paused']);
    // Moves while the dialog is open count nothing.
    s.show(element, 0);
    s.show(element, 0.9);
    expect(impressions(s)).toHaveLength(1);
    dialog.setAttribute('aria-modal', 'false');
    await Promise.resolve();
    s.show(element, 0);
    expect(impressions(s).map((r) => auxOf(r).ended)).toEqual(['paused', 'left']);
  });
});

describe('impression tracker: ads', () => {
  it('an ad counts a view after 5000 ms in view, not at 4999 ms; once per card', () => {
    const s = setup();
    const { element } = s.card('5', '900');
    s.show(element, 0.6);
    vi.advanceTimersByTime(AD_VIEW_MS - 1);
    expect(s.tracker.pending().filter((r) => r.eventType === AD_VIEW_EVENT)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const views = s.tracker.pending().filter((r) => r.eventType === AD_VIEW_EVENT);
    expect(views).toHaveLength(1);
    expect(auxOf(views[0]!).ad_serve_id).toBe('900');
    s.show(element, 0);
    s.show(element, 1);
    vi.advanceTimersByTime(AD_VIEW_MS * 2);
    expect(recorded(s).filter((r) => r.eventType === AD_VIEW_EVENT)).toHaveLength(1);
  });

  it("tells the card of its ad view once, at 5000 ms and not at 4999 ms (the view's attribution GET)", () => {
    const s = setup();
    const onAdView = vi.fn();
    const { element } = s.card('5', '902', false, onAdView);
    s.show(element, 1);
    vi.advanceTimersByTime(AD_VIEW_MS - 1);
    expect(onAdView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdView).toHaveBeenCalledTimes(1);
    s.show(element, 0);
    s.show(element, 1);
    vi.advanceTimersByTime(AD_VIEW_MS * 2);
    expect(onAdView).toHaveBeenCalledTimes(1);
    // A card that throws still has its view counted.
    const { element: other } = s.card('6', '903', false, () => {
      throw new Error('broken card');
    });
    s.show(other, 1);
    vi.advanceTimersByTime(AD_VIEW_MS);
    expect(s.tracker.pending().filter((r) => r.eventType === AD_VIEW_EVENT).map((r) => auxOf(r).ad_serve_id)).toContain('903');
  });

  it('leaving view at 4999 ms counts no view, and the next time in view starts from 0', () => {
    const s = setup();
    const { element } = s.card('5', '901');
    s.show(element, 1);
    vi.advanceTimersByTime(AD_VIEW_MS - 1);
    s.show(element, 0);
    s.show(element, 1);
    vi.advanceTimersByTime(AD_VIEW_MS - 1);
    expect(s.tracker.pending().filter((r) => r.eventType === AD_VIEW_EVENT)).toHaveLength(0);
    expect(auxOf(impressions(s)[0]!).ad_serve_id).toBe('901');
  });

  it('an organic card never counts an ad view', () => {
    const s = setup();
    const { element } = s.card('5', null);
    s.show(element, 1);
    vi.advanceTimersByTime(AD_VIEW_MS * 2);
    expect(s.tracker.pending()).toHaveLength(0);
  });

  it("holds an ad video's impression until its video plays, then logs it as a video view", () => {
    const s = setup();
    const { element } = s.card('6', '950', true);
    s.show(element, 1);
    expect(s.tracker.held()).toEqual(['950']);
    s.tracker.videoPlayed(element.querySelector('video')!);
    expect(s.tracker.held()).toEqual([]);
    const views = s.tracker.pending().filter((r) => r.eventType === VIDEO_VIEW_EVENT);
    expect(views).toMatchObject([{ pinId: '6' }]);
    expect(auxOf(views[0]!).ad_serve_id).toBe('950');
    // Played again: nothing more.
    s.tracker.videoPlayed(element.querySelector('video')!);
    expect(s.tracker.pending().filter((r) => r.eventType === VIDEO_VIEW_EVENT)).toHaveLength(1);
  });

  it('keeps the last 1000 held video impressions: 1000 are all kept, the 1001st drops the oldest', () => {
    const s = setup();
    const cards = Array.from({ length: VIDEO_BUFFER_SIZE + 1 }, (_, i) => s.card(String(i + 1), `s${i + 1}`, true));
    cards.slice(0, VIDEO_BUFFER_SIZE).forEach((c) => s.show(c.element, 1));
    expect(s.tracker.held()).toHaveLength(VIDEO_BUFFER_SIZE);
    expect(s.tracker.held()[0]).toBe('s1');
    s.show(cards[VIDEO_BUFFER_SIZE]!.element, 1);
    expect(s.tracker.held()).toHaveLength(VIDEO_BUFFER_SIZE);
    expect(s.tracker.held()[0]).toBe('s2');
    expect(s.tracker.held().at(-1)).toBe(`s${VIDEO_BUFFER_SIZE + 1}`);
    // The dropped one's video playing logs nothing; a kept one's does.
    s.tracker.videoPlayed(cards[0]!.element.querySelector('video')!);
    s.tracker.videoPlayed(cards[1]!.element.querySelector('video')!);
    expect(s.tracker.pending().filter((r) => r.eventType === VIDEO_VIEW_EVENT).map((r) => r.pinId)).toEqual(['2']);
  });

  it('an organic video card holds nothing', () => {
    const s = setup();
    const { element } = s.card('7', null, true);
    s.show(element, 1);
    expect(s.tracker.held()).toEqual([]);
  });
});

describe('impression tracker: batches', () => {
  /** Reports n impressions (each card in view, then out). */
  const report = (s: Setup, n: number) => {
    for (let i = 0; i < n; i += 1) {
      const { element } = s.card(String(100 + i));
      s.show(element, 1);
      s.show(element, 0);
    }
  };

  it('sends at 20 at once; 19 wait for the 10 s tick (none at 9999 ms)', async () => {
    const s = setup();
    report(s, BATCH_SIZE - 1);
    expect(s.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_MS - 1);
    expect(s.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.sent.map((b) => b.length)).toEqual([19]);
  });

  it('20 go as one batch at once; a 21st waits for the tick and goes alone', async () => {
    const s = setup();
    report(s, BATCH_SIZE);
    await Promise.resolve();
    expect(s.sent.map((b) => b.length)).toEqual([20]);
    report(s, 1);
    await Promise.resolve();
    expect(s.sent.map((b) => b.length)).toEqual([20]);
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(s.sent.map((b) => b.length)).toEqual([20, 1]);
  });

  it('a failed batch is sent again with the same impression ids, and once it is taken never again', async () => {
    let fail = true;
    const tries: ImpressionRecord[][] = [];
    const s = setup({
      send: async (batch) => {
        tries.push([...batch]);
        if (fail) throw new Error('offline');
      },
    });
    report(s, 3);
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(tries).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.map((r) => auxOf(r).impression_id)).toEqual(tries[0]!.map((r) => auxOf(r).impression_id));
    await vi.advanceTimersByTimeAsync(FLUSH_MS * 3);
    expect(tries).toHaveLength(2);
    expect(s.tracker.pending()).toHaveLength(0);
  });

  it('on page hide, what is pending goes by sendBeacon to /v3/events/ as JSON text (sent as text/plain)', () => {
    const s = setup();
    const { element } = s.card('42');
    s.show(element, 1);
    window.dispatchEvent(new Event('pagehide'));
    expect(s.beacons).toHaveLength(1);
    expect(s.beacons[0]!.url).toBe(BEACON_URL);
    const body = JSON.parse(s.beacons[0]!.body) as { events: { event_type: number; object_id_str: string; aux_data: string }[] };
    expect(body.events).toMatchObject([{ event_type: IMPRESSION_EVENT, object_id_str: '42' }]);
    expect(JSON.parse(body.events[0]!.aux_data)).toMatchObject({ ended: 'paused' });
    expect(s.tracker.pending()).toHaveLength(0);
  });

  it('a beacon the browser refuses keeps its records for the next send', () => {
    const s = setup({ beacon: () => false });
    const { element } = s.card('43');
    s.show(element, 1);
    s.setVisibility('hidden');
    expect(s.tracker.pending()).toHaveLength(1);
  });

  it('a closeup logs CLOSEUP_EVENT once per call', () => {
    const s = setup();
    s.tracker.closeup({ pinId: '9', adServeId: null });
    expect(s.tracker.pending()).toMatchObject([{ eventType: CLOSEUP_EVENT, pinId: '9' }]);
    expect(auxOf(s.tracker.pending()[0]!).surface).toBe('closeup');
  });
});

describe('surfaceOfPath', () => {
  it.each([
    ['/', 'home'],
    ['/search/pins/', 'search'],
    ['/pin/12/', 'related'],
    ['/alice/', 'profile'],
    ['/alice/recipes/', 'board'],
  ])('%s is %s', (path, surface) => expect(surfaceOfPath(path)).toBe(surface));
});
