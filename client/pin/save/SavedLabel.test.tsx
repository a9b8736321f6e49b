import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SavedLabel, { SAVED_LABEL_MS } from './SavedLabel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const label = () => screen.getByTestId('saved-label');

describe('newly saved label (pin-card §4, §9)', () => {
  it('shows the board name without animation before any save', () => {
    render(<SavedLabel name="Cakes" savedAt={null} />);
    expect(label().textContent).toBe('Cakes');
    expect(label().className).toBe('cb-saved-label');
  });

  it("shows 'Saved!' (class saved) until 949 ms, the board name (class board) at 950 ms", () => {
    const { rerender } = render(<SavedLabel name="Cakes" savedAt={null} />);
    rerender(<SavedLabel name="Cakes" savedAt={1} />);
    expect(label().textContent).toBe('Saved!');
    expect(label().classList.contains('saved')).toBe(true);
    expect(label().style.animationDuration).toBe('1s');
    act(() => vi.advanceTimersByTime(SAVED_LABEL_MS - 1));
    expect(SAVED_LABEL_MS).toBe(950);
    expect(label().textContent).toBe('Saved!');
    act(() => vi.advanceTimersByTime(1));
    expect(label().textContent).toBe('Cakes');
    expect(label().classList.contains('board')).toBe(true);
    expect(label().classList.contains('saved')).toBe(false);
    expect(label().style.animationDuration).toBe('0.12s');
  });

  it("restarts 'Saved!' for the full 950 ms on another save", () => {
    const { rerender } = render(<SavedLabel name="Cakes" savedAt={1} />);
    act(() => vi.advanceTimersByTime(900));
    rerender(<SavedLabel name="Pies" savedAt={2} />);
    act(() => vi.advanceTimersByTime(949));
    expect(label().textContent).toBe('Saved!');
    act(() => vi.advanceTimersByTime(1));
    expect(label().textContent).toBe('Pies');
  });
});
