/**
 * The logged-out state's rules (platform §3, §4, §5, §9) as pure functions of the state and the
 * time: isQUS on both sides of each threshold, recalculation on each event, history dedupe and
 * limits, the day window, revisitation validation.
 */
import { describe, expect, it } from 'vitest';
import type { Clickthrough, CompletedSearch } from './loggedOutState';
import {
  addCloseup,
  addDownload,
  addToHistory,
  closeupEntry,
  computeIsQUS,
  DAY_MS,
  EMPTY_STATE,
  HISTORY_WINDOW_DAYS,
  HISTORY_WINDOW_MS,
  MAX_VISITED_PIN_PAGES,
  readState,
  recentCloseupPins,
  reduceVisitorState,
  REVISIT_MIN_GAP_MS,
  startRevisit,
  validRevisitation,
  type VisitorAction,
  type VisitorState,
} from './visitorState';

const NOW = Date.UTC(2026, 10, 27, 12);
const search = (query: string): CompletedSearch => ({ query, rs: 'typed', scope: 'pins', rg: null });
const click: Clickthrough = { pinId: '7', link: 'https://shop.example.com/a', imageSignature: 'abc', domain: 'shop.example.com' };
const closeup = (pinId: string, now = NOW, path = `/pin/${pinId}/`) => closeupEntry({ pinId, path, imageSignature: `sig${pinId}`, description: `Pin ${pinId}` }, '', now);

function run(actions: readonly VisitorAction[], state: VisitorState = EMPTY_STATE, now = NOW): VisitorState {
  return actions.reduce((s, action) => reduceVisitorState(s, action, now), state);
}
const visit = (pinId: string, path?: string): VisitorAction => ({ type: 'UPDATE', update: addCloseup(closeup(pinId, NOW, path)) });

describe('isQUS (platform §4)', () => {
  it('closeups: 2 pins are not enough, the 3rd makes it 1', () => {
    const two = run([visit('1'), visit('2')]);
    expect(two.isQUS).toBe(0);
    expect(run([visit('3')], two).isQUS).toBe(1);
  });

  it('counts distinct pins: 1, 2, 1 again is 2 pins', () => {
    const state = run([visit('1'), visit('2'), visit('1')]);
    expect(state.history).toHaveLength(3);
    expect(recentCloseupPins(state, NOW)).toEqual(['1', '2']);
    expect(state.isQUS).toBe(0);
  });

  it('searches: 0 is not, 1 is', () => {
    expect(EMPTY_STATE.isQUS).toBe(0);
    expect(run([{ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('red shoes') }]).isQUS).toBe(1);
  });

  it('clickthroughs: 0 is not, 1 is', () => {
    expect(computeIsQUS(EMPTY_STATE, NOW)).toBe(0);
    expect(run([{ type: 'ADD_UNAUTH_CLICKTHROUGH_PIN', pin: click }]).isQUS).toBe(1);
  });

  it('downloads: 0 is not, 1 is', () => {
    expect(computeIsQUS({ ...EMPTY_STATE, downloadedPinsCount: 0 }, NOW)).toBe(0);
    expect(run([{ type: 'UPDATE', update: addDownload() }]).isQUS).toBe(1);
  });

  it('never in a disallowed country, whatever was done', () => {
    const busy = run([visit('1'), visit('2'), visit('3'), { type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('x') }, { type: 'UPDATE', update: addDownload() }]);
    expect(busy.isQUS).toBe(1);
    expect(computeIsQUS({ ...busy, isAllowedCountry: false }, NOW)).toBe(0);
    expect(run([{ type: 'UPDATE', update: () => ({ isAllowedCountry: false }) }], busy).isQUS).toBe(0);
  });

  it('is recalculated on each of the four events, from the state (a stored 1 does not stick)', () => {
    const stale: VisitorState = { ...EMPTY_STATE, isQUS: 1 };
    expect(reduceVisitorState(stale, { type: 'UPDATE', update: () => ({}) }, NOW).isQUS).toBe(0);
    expect(reduceVisitorState(stale, { type: 'REMOVE_UNAUTH_COMPLETED_SEARCH', query: 'none' }, NOW).isQUS).toBe(0);
    expect(reduceVisitorState(EMPTY_STATE, { type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('a') }, NOW).isQUS).toBe(1);
    expect(reduceVisitorState(EMPTY_STATE, { type: 'ADD_UNAUTH_CLICKTHROUGH_PIN', pin: click }, NOW).isQUS).toBe(1);
  });

  it('removing the only completed search takes it back to 0; removing one of two keeps 1', () => {
    const one = run([{ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('red shoes') }]);
    const removed = run([{ type: 'REMOVE_UNAUTH_COMPLETED_SEARCH', query: 'red shoes' }], one);
    expect(removed.completedSearches).toEqual([]);
    expect(removed.isQUS).toBe(0);
    const two = run([{ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('blue') }], one);
    expect(run([{ type: 'REMOVE_UNAUTH_COMPLETED_SEARCH', query: 'red shoes' }], two).isQUS).toBe(1);
  });
});

describe('history (platform §3, §5)', () => {
  it('no entry when the newest has the same path', () => {
    const list: ReadonlyArray<{ path: string; pin_id: string | null }> = [{ path: '/pin/1/', pin_id: '1' }];
    expect(addToHistory(list, { path: '/pin/1/', pin_id: null }, 10)).toBe(list);
    expect(addToHistory(list, { path: '/pin/2/', pin_id: null }, 10)).toHaveLength(2);
  });

  it('no entry when the newest has the same pin id (another address of the same pin)', () => {
    const state = run([visit('1', '/pin/1/'), visit('1', '/pin/red-shoes--1/')]);
    expect(state.history.map((e) => e.path)).toEqual(['/pin/1/']);
    expect(run([visit('2', '/pin/2/')], state).history.map((e) => e.pin_id)).toEqual(['2', '1']);
  });

  it('no entry when the newest has the same query; an older one with it does not stop a new entry', () => {
    const state = run([{ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('red') }, { type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('red') }]);
    expect(state.completedSearches.map((s) => s.query)).toEqual(['red']);
    const again = run([{ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('blue') }, { type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('red') }], state);
    expect(again.completedSearches.map((s) => s.query)).toEqual(['red', 'blue', 'red']);
  });

  it('keeps at most 10 visited pin pages: the 10th stays, the 11th pushes the oldest out', () => {
    const ten = run(Array.from({ length: 10 }, (_, i) => visit(String(i + 1))));
    expect(ten.history).toHaveLength(MAX_VISITED_PIN_PAGES);
    expect(ten.history.at(-1)?.pin_id).toBe('1');
    const eleven = run([visit('11')], ten);
    expect(eleven.history).toHaveLength(10);
    expect(eleven.history[0]?.pin_id).toBe('11');
    expect(eleven.history.at(-1)?.pin_id).toBe('2');
  });

  it(`forgets what is older than the ${HISTORY_WINDOW_DAYS}-day window: a closeup 1 ms inside still counts, one at the edge does not`, () => {
    const pins = ['1', '2', '3'];
    const inside: VisitorState = { ...EMPTY_STATE, history: pins.map((id) => closeup(id, NOW - HISTORY_WINDOW_MS + 1)) };
    expect(recentCloseupPins(inside, NOW)).toHaveLength(3);
    expect(computeIsQUS(inside, NOW)).toBe(1);
    expect(recentCloseupPins(inside, NOW + 1)).toHaveLength(0);
    const stored = JSON.parse(JSON.stringify(inside)) as unknown;
    expect(readState(stored, NOW).history).toHaveLength(3);
    expect(readState(stored, NOW + 1).history).toHaveLength(0);
    expect(reduceVisitorState(inside, { type: 'UPDATE', update: () => ({}) }, NOW + 1).isQUS).toBe(0);
  });

  it('searches and clickthroughs fall out of the window too', () => {
    const state = run([{ type: 'ADD_UNAUTH_COMPLETED_SEARCH', search: search('a') }, { type: 'ADD_UNAUTH_CLICKTHROUGH_PIN', pin: click }]);
    expect(reduceVisitorState(state, { type: 'UPDATE', update: () => ({}) }, NOW + HISTORY_WINDOW_MS - 1).isQUS).toBe(1);
    const later = reduceVisitorState(state, { type: 'UPDATE', update: () => ({}) }, NOW + HISTORY_WINDOW_MS);
    expect(later.completedSearches).toEqual([]);
    expect(later.clickthroughPins).toEqual([]);
    expect(later.isQUS).toBe(0);
  });

  it('a closeup entry has the spec fields; a shared link (?invite_code, ?sender) is marked', () => {
    expect(closeupEntry({ pinId: '5', path: '/pin/5/', imageSignature: 'abc', description: 'Soup' }, '?invite_code=XY&sender=ada', NOW)).toEqual({
      path: '/pin/5/',
      ts: NOW,
      pin_id: '5',
      first_pin_image_signature: 'abc',
      image_info: { signature: 'abc' },
      pin_description: 'Soup',
      is_shared: true,
      pin_invite_code: 'XY',
    });
    expect(closeupEntry({ pinId: '5', path: '/pin/5/', imageSignature: '', description: '' }, '?q=1', NOW)).toMatchObject({ is_shared: false, pin_invite_code: null, image_info: null, pin_description: null });
  });
});

describe('revisitation (platform §3, §5)', () => {
  it('count, time and ts that are numbers are kept', () => {
    expect(validRevisitation({ count: 4, time: 10, ts: 99 }, NOW)).toEqual({ count: 4, time: 10, ts: 99 });
  });

  it.each([
    ['a string count', { count: '4', time: 10, ts: 99 }],
    ['a missing time', { count: 4, ts: 99 }],
    ['a null ts', { count: 4, time: 10, ts: null }],
    ['NaN', { count: Number.NaN, time: 10, ts: 99 }],
    ['not an object', 'often'],
  ])('%s resets it to count 1, time 0, now', (_what, value) => {
    expect(validRevisitation(value, NOW)).toEqual({ count: 1, time: 0, ts: NOW });
    expect(readState({ revisitation: value }, NOW).revisitation).toEqual({ count: 1, time: 0, ts: NOW });
  });

  const start = (revisitation: VisitorState['revisitation'], now: number) => reduceVisitorState({ ...EMPTY_STATE, revisitation }, { type: 'UPDATE', update: startRevisit() }, now).revisitation;

  it('the first start is count 1, time 0, now', () => {
    expect(start(null, NOW)).toEqual({ count: 1, time: 0, ts: NOW });
  });

  it(`a start ${REVISIT_MIN_GAP_MS / 60_000} minutes or more after the last is a revisit; sooner is the same visit`, () => {
    const last = { count: 2, time: 0, ts: NOW };
    expect(start(last, NOW + REVISIT_MIN_GAP_MS - 1)).toEqual({ count: 2, time: 0, ts: NOW + REVISIT_MIN_GAP_MS - 1 });
    expect(start(last, NOW + REVISIT_MIN_GAP_MS)).toEqual({ count: 3, time: REVISIT_MIN_GAP_MS, ts: NOW + REVISIT_MIN_GAP_MS });
    expect(start(last, NOW + 84 * DAY_MS)).toEqual({ count: 3, time: 84 * DAY_MS, ts: NOW + 84 * DAY_MS });
  });
});

describe('readState', () => {
  it('reads anything that is not a state as the empty state, and drops malformed entries', () => {
    expect(readState(null, NOW)).toEqual(EMPTY_STATE);
    expect(readState([1, 2], NOW)).toEqual(EMPTY_STATE);
    const state = readState({ history: [closeup('1'), { path: 3 }, 'x'], completedSearches: [{ query: 'a', ts: NOW }, { query: 1 }], downloadedPinsCount: 'many', isQUS: 1 }, NOW);
    expect(state.history.map((e) => e.pin_id)).toEqual(['1']);
    expect(state.completedSearches).toEqual([{ query: 'a', rs: '', scope: '', rg: null, ts: NOW }]);
    expect(state.downloadedPinsCount).toBe(0);
  });
});
