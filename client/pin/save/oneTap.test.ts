import { describe, expect, it } from 'vitest';
import { initialOneTapState, oneTapBusy, oneTapReducer, oneTapRequest, type OneTapState } from './oneTap';

const tap = { type: 'tap', surface: 'home' } as const;
const tapLocal = { type: 'tap', surface: 'explore-local' } as const;
const success = { type: 'success' } as const;
const failure = { type: 'failure' } as const;

describe('one-tap save state machine (pin-card §4)', () => {
  it('starts saved when the pin has savedInfo, else undefined', () => {
    expect(initialOneTapState({ boardId: '1' })).toBe('saved');
    expect(initialOneTapState(null)).toBeUndefined();
    expect(initialOneTapState(undefined)).toBeUndefined();
  });

  it('undefined —tap→ saving —success→ saved', () => {
    const saving = oneTapReducer(undefined, tap);
    expect(saving).toBe('saving');
    expect(oneTapReducer(saving, success)).toBe('saved');
  });

  it('saving —failure→ undefined', () => {
    expect(oneTapReducer('saving', failure)).toBeUndefined();
  });

  it('saved —tap→ deleting —success→ undefined', () => {
    const deleting = oneTapReducer('saved', tap);
    expect(deleting).toBe('deleting');
    expect(oneTapReducer(deleting, success)).toBeUndefined();
  });

  it('deleting —failure→ saved', () => {
    expect(oneTapReducer('deleting', failure)).toBe('saved');
  });

  it.each<OneTapState>(['saving', 'deleting'])('ignores taps while %s', (state) => {
    expect(oneTapReducer(state, tap)).toBe(state);
    expect(oneTapRequest(state, 'home')).toBeNull();
    expect(oneTapBusy(state)).toBe(true);
  });

  it.each<OneTapState>([undefined, 'saved'])('is not busy in %s', (state) => {
    expect(oneTapBusy(state)).toBe(false);
  });

  it('on explore-local a tap on a saved pin does nothing; elsewhere it unsaves', () => {
    expect(oneTapReducer('saved', tapLocal)).toBe('saved');
    expect(oneTapRequest('saved', 'explore-local')).toBeNull();
    expect(oneTapRequest('saved', 'board')).toBe('unsave');
  });

  it('on explore-local a tap on an unsaved pin still saves', () => {
    expect(oneTapReducer(undefined, tapLocal)).toBe('saving');
    expect(oneTapRequest(undefined, 'explore-local')).toBe('save');
  });

  it('a board pick saves from undefined and from saved, and is ignored while busy', () => {
    expect(oneTapReducer(undefined, { type: 'pick' })).toBe('saving');
    expect(oneTapReducer('saved', { type: 'pick' })).toBe('saving');
    expect(oneTapReducer('saving', { type: 'pick' })).toBe('saving');
    expect(oneTapReducer('deleting', { type: 'pick' })).toBe('deleting');
  });

  it('ignores success and failure when nothing is in flight', () => {
    expect(oneTapReducer(undefined, success)).toBeUndefined();
    expect(oneTapReducer('saved', failure)).toBe('saved');
  });

  it('follows the store only while idle', () => {
    expect(oneTapReducer(undefined, { type: 'sync', saved: true })).toBe('saved');
    expect(oneTapReducer('saved', { type: 'sync', saved: false })).toBeUndefined();
    expect(oneTapReducer('saving', { type: 'sync', saved: false })).toBe('saving');
    expect(oneTapReducer('deleting', { type: 'sync', saved: true })).toBe('deleting');
  });
});
