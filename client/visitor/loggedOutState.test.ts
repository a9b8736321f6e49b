/**
 * The logged-out state as pages use it (client/visitor/loggedOutState.ts over local storage): who
 * is tracked (never signed-in people, never a disallowed country), the events recorded, the
 * revisitation at app start (fake clock), clickthroughs on pin links, what is logged, and storage
 * failures logged once and ignored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_WINDOW_MS, REVISIT_MIN_GAP_MS } from './visitorState';

const KEY = 'cb_logged_out_state';
const T0 = Date.UTC(2026, 10, 27, 9);

type Api = typeof import('./loggedOutState');
let api: Api;

/** The store's chunk is imported on the first event: let the import and its task run. */
async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function stored(): Record<string, unknown> | null {
  const text = window.localStorage.getItem(KEY);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** A fresh page load: the modules' memory (viewer, visit, warning) starts again. */
async function load(): Promise<Api> {
  // The page load before ends: its clickthrough listener goes with it.
  (await import('./visitorStore')).endVisit();
  vi.resetModules();
  api = await import('./loggedOutState');
  return api;
}

const visitor = () => api.setVisitorViewer({ signedIn: false, allowedCountry: true });
const closeup = (pinId: string) => api.recordCloseupVisit({ pinId, path: `/pin/${pinId}/`, imageSignature: `sig${pinId}`, description: '' });

beforeEach(async () => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  await load();
});

afterEach(async () => {
  (await import('./visitorStore')).endVisit();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('who is tracked (platform §4)', () => {
  it('a logged-out visitor: 2 closeup pins are not a qualified visitor, the 3rd is', async () => {
    visitor();
    closeup('1');
    closeup('2');
    await settle();
    expect((await api.loggedOutProperties())?.isQUS).toBe(0);
    closeup('3');
    await settle();
    expect(stored()?.isQUS).toBe(1);
    expect(await api.loggedOutProperties()).toMatchObject({ isQUS: 1, closeupPins: '0-4' });
  });

  it('events before the viewer is known wait for it, and are kept for a visitor', async () => {
    api.recordDownload();
    await settle();
    expect(stored()).toBeNull();
    visitor();
    await settle();
    expect(stored()).toMatchObject({ downloadedPinsCount: 1, isQUS: 1 });
  });

  it('a signed-in person is never tracked: nothing stored, nothing to log, even for events sent before', async () => {
    api.recordCompletedSearch({ query: 'soup', rs: 'typed', scope: 'pins', rg: null });
    api.setVisitorViewer({ signedIn: true, allowedCountry: true });
    api.recordPageView('/', '');
    closeup('1');
    closeup('2');
    closeup('3');
    api.recordDownload();
    api.recordClickthrough({ pinId: '1', link: 'https://a.example/', imageSignature: '', domain: 'a.example' });
    await settle();
    expect(stored()).toBeNull();
    expect(await api.loggedOutProperties()).toBeNull();
  });

  it('a disallowed country is never tracked, and what this browser kept is forgotten', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ downloadedPinsCount: 2, isQUS: 1 }));
    api.setVisitorViewer({ signedIn: false, allowedCountry: false });
    api.recordDownload();
    api.recordCompletedSearch({ query: 'soup', rs: 'typed', scope: 'pins', rg: null });
    await settle();
    expect(stored()).toBeNull();
    expect(await api.loggedOutProperties()).toBeNull();
  });

  it('logging in stops the tracking: later events are not kept', async () => {
    visitor();
    api.recordDownload();
    await settle();
    api.setVisitorViewer({ signedIn: true, allowedCountry: true });
    api.recordDownload();
    await settle();
    expect(stored()?.downloadedPinsCount).toBe(1);
  });
});

describe('events (platform §4)', () => {
  beforeEach(visitor);

  it('a completed search makes a qualified visitor; removing it undoes that', async () => {
    api.recordCompletedSearch({ query: 'red shoes', rs: 'typed', scope: 'pins', rg: 'US' });
    await settle();
    expect(stored()).toMatchObject({ isQUS: 1, completedSearches: [{ query: 'red shoes', rs: 'typed', scope: 'pins', rg: 'US', ts: T0 }] });
    api.removeCompletedSearch('red shoes');
    await settle();
    expect(stored()).toMatchObject({ isQUS: 0, completedSearches: [] });
  });

  it('0 downloads is not, 1 download is a qualified visitor', async () => {
    api.recordPageView('/', '');
    await settle();
    expect(stored()?.isQUS).toBe(0);
    api.recordDownload();
    await settle();
    expect(stored()).toMatchObject({ downloadedPinsCount: 1, isQUS: 1 });
  });

  it('a closeup visited from a shared link is a history entry with its invite code', async () => {
    window.history.pushState(null, '', '/pin/5/?invite_code=XY');
    api.recordCloseupVisit({ pinId: '5', path: '/pin/5/', imageSignature: 'abc', description: 'Soup' });
    window.history.pushState(null, '', '/');
    await settle();
    expect(stored()?.history).toEqual([
      { path: '/pin/5/', ts: T0, pin_id: '5', first_pin_image_signature: 'abc', image_info: { signature: 'abc' }, pin_description: 'Soup', is_shared: true, pin_invite_code: 'XY' },
    ]);
  });

  it('an ?invite_code= on a page is a redeemed invite (once)', async () => {
    api.recordPageView('/ada/garden/', '?invite_code=K9');
    api.recordPageView('/ada/garden/', '?invite_code=K9');
    await settle();
    expect(stored()?.redeemedInvites).toEqual(['K9']);
  });

  it('closeups older than the day window no longer count (fake clock)', async () => {
    closeup('1');
    closeup('2');
    await settle();
    vi.setSystemTime(T0 + HISTORY_WINDOW_MS - 1);
    closeup('3');
    await settle();
    expect(stored()?.isQUS).toBe(1);
    vi.setSystemTime(T0 + HISTORY_WINDOW_MS);
    closeup('4');
    await settle();
    expect(stored()).toMatchObject({ isQUS: 0 });
    expect((stored()?.history as Array<{ pin_id: string }>).map((e) => e.pin_id)).toEqual(['4', '3']);
  });
});

describe('clickthroughs on pin links (platform §3, ADD_UNAUTH_CLICKTHROUGH_PIN)', () => {
  function card(href: string): HTMLAnchorElement {
    document.body.innerHTML = `<div data-test-id="pin" data-pin-id="77"><img src="/images/236x/f00dcafe.jpg" alt=""><a href="${href}" target="_blank">site</a></div><a id="outside" href="https://elsewhere.example/">x</a>`;
    return document.querySelector('[data-pin-id] a')!;
  }
  const clicks = () => (stored()?.clickthroughPins as unknown[] | undefined) ?? [];

  beforeEach(async () => {
    visitor();
    api.recordPageView('/', '');
    await settle();
  });

  it('0 clickthroughs is not a qualified visitor; following a pin link to another site is one, with its details', async () => {
    expect(stored()?.isQUS).toBe(0);
    const link = card('https://www.shop.example/red-shoes');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    await settle();
    expect(clicks()).toEqual([{ pinId: '77', link: 'https://www.shop.example/red-shoes', imageSignature: 'f00dcafe', domain: 'shop.example', ts: T0 }]);
    expect(stored()?.isQUS).toBe(1);
  });

  it('a middle click counts; a right click, a link within the site and a link outside any pin do not', async () => {
    const link = card('https://shop.example/a');
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    const inside = card(`${window.location.origin}/pin/5/`);
    inside.addEventListener('click', (event) => event.preventDefault());
    inside.click();
    const outside = document.getElementById('outside')!;
    outside.addEventListener('click', (event) => event.preventDefault());
    outside.click();
    await settle();
    expect(clicks()).toEqual([]);
    card('https://shop.example/a').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await settle();
    expect(clicks()).toHaveLength(1);
  });
});

describe('revisitation at app start (platform §3, §5; fake clock)', () => {
  const start = async (path = '/') => {
    visitor();
    api.recordPageView(path, '');
    await settle();
    return stored()?.revisitation;
  };

  it('the first visit is count 1; a reload within 30 minutes is the same visit; 30 minutes later is a revisit', async () => {
    expect(await start()).toEqual({ count: 1, time: 0, ts: T0 });
    vi.setSystemTime(T0 + REVISIT_MIN_GAP_MS - 1);
    await load();
    expect(await start()).toEqual({ count: 1, time: 0, ts: T0 + REVISIT_MIN_GAP_MS - 1 });
    vi.setSystemTime(T0 + 2 * REVISIT_MIN_GAP_MS - 1);
    await load();
    expect(await start()).toEqual({ count: 2, time: REVISIT_MIN_GAP_MS, ts: T0 + 2 * REVISIT_MIN_GAP_MS - 1 });
  });

  it('pages within one page load do not count again', async () => {
    await start('/');
    vi.setSystemTime(T0 + 2 * REVISIT_MIN_GAP_MS);
    api.recordPageView('/pin/1/', '');
    await settle();
    expect(stored()?.revisitation).toEqual({ count: 1, time: 0, ts: T0 });
  });

  it('a stored revisitation that is not numbers is reset to count 1, time 0, now', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ revisitation: { count: 'seven', time: 5, ts: T0 - 1000 } }));
    expect(await start()).toEqual({ count: 1, time: 0, ts: T0 });
  });

  it('days since the last revisit are logged by week: 83 days is 77-83, 84 days is 84+', async () => {
    const day = 86_400_000;
    window.localStorage.setItem(KEY, JSON.stringify({ revisitation: { count: 4, time: 0, ts: T0 - 83 * day } }));
    await start();
    expect(await api.loggedOutProperties()).toMatchObject({ revisits: '5-9', daysSinceLastRevisit: '77-83' });
    await load();
    window.localStorage.setItem(KEY, JSON.stringify({ revisitation: { count: 4, time: 0, ts: T0 - 84 * day } }));
    await start();
    expect(await api.loggedOutProperties()).toMatchObject({ revisits: '5-9', daysSinceLastRevisit: '84+' });
  });
});

describe('what is logged with a logged-out visit (platform §2, §9)', () => {
  it('isQUS, bucketed counts (saved pins from the logged-out saves), landing page type, page class and outward-search referrer', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    window.localStorage.setItem('cb_unauth_saved_pins', JSON.stringify([{ pinId: 'UGluOjE=', entityId: '1', savedAt: T0 }]));
    window.localStorage.setItem(KEY, JSON.stringify({ downloadedPinsCount: 19 }));
    visitor();
    api.recordPageView('/pin/9/', '');
    api.recordPageView('/shopping/', '');
    api.recordDownload();
    await settle();
    expect(await api.loggedOutProperties()).toEqual({
      isQUS: 1,
      closeupPins: '0-4',
      completedSearches: '0-4',
      clickthroughs: '0-4',
      downloads: '20+',
      savedPins: '0-4',
      redeemedInvites: '0-4',
      revisits: '0-4',
      daysSinceLastRevisit: '0-6',
      landingPageType: 'closeup',
      pageClass: 'shopping-root',
      outwardSearchReferrer: 'google',
    });
  });

  it('a visitor from another site has no outward-search referrer', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://blog.example/post');
    visitor();
    api.recordPageView('/ada/garden/', '');
    await settle();
    expect(await api.loggedOutProperties()).toMatchObject({ landingPageType: 'board', pageClass: 'board', outwardSearchReferrer: null });
  });
});

describe('storage failures (platform §8): logged once, ignored', () => {
  beforeEach(visitor);

  it('a full or disabled storage: the events do not throw, one warning for the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => {
      api.recordPageView('/', '');
      closeup('1');
      api.recordDownload();
    }).not.toThrow();
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await api.loggedOutProperties()).toMatchObject({ isQUS: 0 });
  });

  it('storage that cannot even be read: events and the logged properties still answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    api.recordCompletedSearch({ query: 'a', rs: '', scope: 'pins', rg: null });
    await settle();
    expect(await api.loggedOutProperties()).toMatchObject({ isQUS: 0, downloads: '0-4' });
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('Logged-out state'))).toHaveLength(1);
  });

  it('corrupt JSON is read as nothing (one warning) and replaced by the next event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(KEY, '{not json');
    api.recordDownload();
    api.recordDownload();
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    // The first event replaced the corrupt value; the second read it back.
    expect(stored()).toMatchObject({ downloadedPinsCount: 2, isQUS: 1 });
  });
});
