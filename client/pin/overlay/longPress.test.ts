import { describe, expect, it } from 'vitest';
import { IDLE, isLongPress, LONG_PRESS_MS, MOVE_THRESHOLD_PX, movedTooFar, pressReducer, type PressState } from './longPress';

const pressing = (): PressState => pressReducer(IDLE, { type: 'start', x: 100, y: 100, at: 1_000 });

describe('long press (pin-card §4, §9)', () => {
  it('uses the spec constants', () => {
    expect(LONG_PRESS_MS).toBe(500);
    expect(MOVE_THRESHOLD_PX).toBe(10);
  });

  it('opens at 500 ms held, not at 499', () => {
    expect(isLongPress(499)).toBe(false);
    expect(isLongPress(500)).toBe(true);
    expect(pressReducer(pressing(), { type: 'tick', at: 1_499 }).phase).toBe('pressing');
    expect(pressReducer(pressing(), { type: 'tick', at: 1_500 }).phase).toBe('open');
  });

  it('cancels on a move over 10 px, not at 10', () => {
    expect(movedTooFar(10, 0)).toBe(false);
    expect(movedTooFar(11, 0)).toBe(true);
    expect(movedTooFar(0, -11)).toBe(true);
    expect(movedTooFar(6, 8)).toBe(false); // 10 px diagonally
    expect(movedTooFar(7, 8)).toBe(true);
    expect(pressReducer(pressing(), { type: 'move', x: 110, y: 100 }).phase).toBe('pressing');
    expect(pressReducer(pressing(), { type: 'move', x: 111, y: 100 })).toBe(IDLE);
  });

  it('a cancelled or released press never opens', () => {
    const moved = pressReducer(pressing(), { type: 'move', x: 100, y: 130 });
    expect(pressReducer(moved, { type: 'tick', at: 2_000 })).toBe(IDLE);
    const released = pressReducer(pressing(), { type: 'end' });
    expect(pressReducer(released, { type: 'tick', at: 2_000 })).toBe(IDLE);
  });

  it('stays open after release and closes on close', () => {
    const open = pressReducer(pressing(), { type: 'tick', at: 1_500 });
    expect(pressReducer(open, { type: 'end' }).phase).toBe('open');
    expect(pressReducer(open, { type: 'move', x: 500, y: 500 }).phase).toBe('open');
    expect(pressReducer(open, { type: 'start', x: 1, y: 1, at: 9_000 }).phase).toBe('open');
    expect(pressReducer(open, { type: 'close' })).toBe(IDLE);
  });
});
