import { describe, expect, it } from 'vitest';
import { REMEMBERED_POSITIONS, restoreScroll, RESTORE_PATIENCE_MS, ScrollPositions, SETTLE_FRAMES, type ScrollWindow } from './scrollRestoration';

/** A page whose height grows as frames pass (a grid laying out its pages); frames run on demand. */
function fakeWindow(heights: number[], innerHeight = 800) {
  let frame = 0;
  let time = 0;
  const queue = new Map<number, () => void>();
  const scrolls: number[] = [];
  const win: ScrollWindow & { scrollY: number } = {
    scrollY: 0,
    innerHeight,
    scrollHeight: () => heights[Math.min(frame, heights.length - 1)]!,
    scrollTo(y) {
      const max = Math.max(0, this.scrollHeight() - innerHeight);
      this.scrollY = Math.min(y, max);
      scrolls.push(this.scrollY);
    },
    requestFrame(callback) {
      const handle = queue.size + frame + 1;
      queue.set(handle, callback);
      return handle;
    },
    cancelFrame(handle) {
      queue.delete(handle);
    },
    now: () => time,
  };
  const nextFrame = (ms = 16) => {
    frame += 1;
    time += ms;
    // The browser clamps the position when the page gets shorter.
    win.scrollY = Math.min(win.scrollY, Math.max(0, win.scrollHeight() - innerHeight));
    const callbacks = [...queue.values()];
    queue.clear();
    for (const callback of callbacks) callback();
  };
  return { win, nextFrame, scrolls, pending: () => queue.size };
}

describe('restoring a scroll position on Back', () => {
  it('waits until the page is tall enough, then lands exactly on the remembered position', () => {
    const { win, nextFrame, scrolls } = fakeWindow([900, 3000, 12000]);
    restoreScroll(win, 9000);
    expect(scrolls).toEqual([]);
    nextFrame();
    expect(scrolls).toEqual([]);
    nextFrame();
    expect(win.scrollY).toBe(9000);
  });

  it('a page already tall enough is restored at once', () => {
    const { win, scrolls } = fakeWindow([20000]);
    restoreScroll(win, 4200);
    expect(scrolls).toEqual([4200]);
  });

  it('puts the position back when a late layout change moved it, and stops watching once settled', () => {
    // tall at once, then the grid remounts for its real width (short for a frame), then tall again
    const { win, nextFrame, pending } = fakeWindow([20000, 900, 20000]);
    restoreScroll(win, 9000);
    expect(win.scrollY).toBe(9000);
    nextFrame();
    expect(win.scrollY).toBe(100);
    nextFrame();
    expect(win.scrollY).toBe(9000);
    for (let i = 0; i < SETTLE_FRAMES + 2; i++) nextFrame();
    expect(pending()).toBe(0);
    expect(win.scrollY).toBe(9000);
  });

  it(`gives up waiting after ${RESTORE_PATIENCE_MS} ms and goes as far as the page goes`, () => {
    const { win, nextFrame } = fakeWindow([2000]);
    restoreScroll(win, 9000);
    for (let elapsed = 0; elapsed < RESTORE_PATIENCE_MS - 100; elapsed += 100) nextFrame(100);
    expect(win.scrollY).toBe(0);
    nextFrame(100);
    expect(win.scrollY).toBe(1200);
  });

  it('cancelling (the visitor scrolled) stops the restore', () => {
    const { win, nextFrame, pending } = fakeWindow([900, 900, 12000]);
    const cancel = restoreScroll(win, 9000);
    cancel();
    expect(pending()).toBe(0);
    nextFrame();
    nextFrame();
    expect(win.scrollY).toBe(0);
  });
});

describe('remembered positions', () => {
  it('keeps one position per history entry, the latest', () => {
    const positions = new ScrollPositions();
    positions.set('a', 100.4);
    positions.set('a', 5120.6);
    positions.set('b', 0);
    expect(positions.get('a')).toBe(5121);
    expect(positions.get('b')).toBe(0);
    expect(positions.get('c')).toBeUndefined();
  });

  it(`forgets the oldest beyond ${REMEMBERED_POSITIONS} entries`, () => {
    const positions = new ScrollPositions();
    for (let i = 0; i <= REMEMBERED_POSITIONS; i++) positions.set(`k${i}`, i);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k1')).toBe(1);
    expect(new ScrollPositions(positions.entries()).get(`k${REMEMBERED_POSITIONS}`)).toBe(REMEMBERED_POSITIONS);
  });
});
