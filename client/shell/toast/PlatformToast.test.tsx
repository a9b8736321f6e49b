import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlatformToast, { TOAST_ICON_ANIMATE_CLASS } from './PlatformToast';
import { TOAST_DEFAULT_MS, TOAST_EXIT_MS, TOAST_ICON_ANIMATION_DELAY_MS, TOAST_START_DELAY_MS } from './timing';
import { mockMediaQuery } from '../../testing/matchMedia';

const mockReducedMotion = (reduced: boolean) => mockMediaQuery('(prefers-reduced-motion: reduce)', reduced);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toast = () => screen.getByTestId('toast');
const phase = () => toast().getAttribute('data-toast-phase');
const opacity = () => toast().style.opacity;

function setup(props: { durationMs?: number; dismissed?: boolean } = {}) {
  const onRemoved = vi.fn();
  const view = render(
    <PlatformToast dataTestId="toast" onRemoved={onRemoved} {...props}>
      <span>Hello</span>
    </PlatformToast>,
  );
  return { onRemoved, view };
}

describe('PlatformToast timing (platform §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has the spec constants', () => {
    expect([TOAST_START_DELAY_MS, TOAST_DEFAULT_MS, TOAST_EXIT_MS, TOAST_ICON_ANIMATION_DELAY_MS]).toEqual([100, 2000, 200, 700]);
  });

  it('is mounted hidden and becomes visible 100 ms after mount, not at 99 ms', () => {
    setup();
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(opacity()).toBe('0');
    expect(phase()).toBe('entering');
    advance(99);
    expect(opacity()).toBe('0');
    advance(1);
    expect(opacity()).toBe('1');
    expect(phase()).toBe('visible');
    expect(toast().style.transition).toBe('opacity 200ms ease-in-out');
  });

  it('hides 2000 ms after appearing (not at 1999), then is removed after the 200 ms fade (not at 199)', () => {
    const { onRemoved } = setup();
    advance(100 + 1999);
    expect(phase()).toBe('visible');
    advance(1);
    expect(phase()).toBe('exiting');
    expect(opacity()).toBe('0');
    advance(199);
    expect(onRemoved).not.toHaveBeenCalled();
    advance(1);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('honours durationMs 5000 (save toast) and 2500 (quick save)', () => {
    const five = setup({ durationMs: 5000 });
    advance(100 + 4999);
    expect(phase()).toBe('visible');
    advance(1);
    expect(phase()).toBe('exiting');
    five.view.unmount();

    setup({ durationMs: 2500 });
    advance(100 + 2499);
    expect(phase()).toBe('visible');
    advance(1);
    expect(phase()).toBe('exiting');
  });

  it('runs the whole life on the clock: one jump to 100 + 5000 + 200 ms removes a 5000 ms toast, one ms less does not', () => {
    const { onRemoved } = setup({ durationMs: 5000 });
    advance(5299);
    expect(onRemoved).not.toHaveBeenCalled();
    advance(1);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('hovering pauses the timer well beyond the duration; leaving restarts the full duration', () => {
    const { onRemoved } = setup();
    advance(100 + 1500);
    fireEvent.mouseEnter(toast());
    advance(10_000);
    expect(phase()).toBe('visible');
    expect(onRemoved).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast());
    // The full 2000 ms again, not the 500 ms that were left.
    advance(1999);
    expect(phase()).toBe('visible');
    advance(1);
    expect(phase()).toBe('exiting');
    advance(200);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('adds the icon animation class 700 ms after it appears, not at 699 ms', () => {
    setup();
    advance(100);
    advance(699);
    expect(toast().classList.contains(TOAST_ICON_ANIMATE_CLASS)).toBe(false);
    advance(1);
    expect(toast().classList.contains(TOAST_ICON_ANIMATE_CLASS)).toBe(true);
  });

  it('with reduced motion: no fade transition and no icon animation, but the same timings', () => {
    mockReducedMotion(true);
    const { onRemoved } = setup();
    advance(100);
    expect(opacity()).toBe('1');
    expect(toast().style.transition).toBe('none');
    advance(700);
    expect(toast().classList.contains(TOAST_ICON_ANIMATE_CLASS)).toBe(false);
    advance(2000 - 700 + 200);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('dismissed by its owner: fades out at once and is removed 200 ms later', () => {
    const onRemoved = vi.fn();
    const { rerender } = render(
      <PlatformToast dataTestId="toast" onRemoved={onRemoved}>
        <span>Hello</span>
      </PlatformToast>,
    );
    advance(500);
    rerender(
      <PlatformToast dataTestId="toast" onRemoved={onRemoved} dismissed>
        <span>Hello</span>
      </PlatformToast>,
    );
    expect(phase()).toBe('exiting');
    advance(199);
    expect(onRemoved).not.toHaveBeenCalled();
    advance(1);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });
});
