import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import usePinHover from './usePinHover';

function Card() {
  const hover = usePinHover();
  return (
    <div data-test-id="card" data-active={hover.active ? 'yes' : 'no'} data-press={hover.pressOpen ? 'open' : 'closed'} ref={hover.ref} {...hover.handlers}>
      <a href="/pin/1/">closeup</a>
      <button type="button">control</button>
    </div>
  );
}

const touch = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });

describe('usePinHover', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is active while the mouse is over the card', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    expect(card.dataset.active).toBe('no');
    fireEvent.mouseEnter(card);
    expect(card.dataset.active).toBe('yes');
    fireEvent.mouseLeave(card);
    expect(card.dataset.active).toBe('no');
  });

  it('is active from the start when the mouse was already on the card (before the page hydrated), and not otherwise', () => {
    const matches = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' && this.getAttribute('data-test-id') === 'card';
    });
    try {
      const { unmount } = render(<Card />);
      expect(screen.getByTestId('card').dataset.active).toBe('yes');
      fireEvent.mouseLeave(screen.getByTestId('card'));
      expect(screen.getByTestId('card').dataset.active).toBe('no');
      unmount();
    } finally {
      matches.mockRestore();
    }
    render(<Card />);
    expect(screen.getByTestId('card').dataset.active).toBe('no');
  });

  it('is active while keyboard focus is inside the card, across its controls', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    const link = screen.getByRole('link');
    const button = screen.getByRole('button');
    fireEvent.focus(link);
    expect(card.dataset.active).toBe('yes');
    fireEvent.blur(link, { relatedTarget: button });
    fireEvent.focus(button);
    expect(card.dataset.active).toBe('yes');
    fireEvent.blur(button, { relatedTarget: document.body });
    expect(card.dataset.active).toBe('no');
  });

  it('opens the quick menu after a touch held 500 ms, not 499', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, touch(50, 50));
    act(() => vi.advanceTimersByTime(499));
    expect(card.dataset.press).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(card.dataset.press).toBe('open');
    expect(card.dataset.active).toBe('yes');
    fireEvent.touchEnd(card);
    expect(card.dataset.press).toBe('open');
  });

  it('keeps the press through a 10 px move and cancels it at 11 px', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, touch(50, 50));
    fireEvent.touchMove(card, touch(60, 50));
    act(() => vi.advanceTimersByTime(500));
    expect(card.dataset.press).toBe('open');
    fireEvent.touchStart(document.body, touch(0, 0));
    expect(card.dataset.press).toBe('closed');

    fireEvent.touchStart(card, touch(50, 50));
    fireEvent.touchMove(card, touch(61, 50));
    act(() => vi.advanceTimersByTime(1_000));
    expect(card.dataset.press).toBe('closed');
  });

  it('does not open when the finger lifts before 500 ms', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, touch(50, 50));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.touchEnd(card);
    act(() => vi.advanceTimersByTime(1_000));
    expect(card.dataset.press).toBe('closed');
  });

  it('swallows the click that ends a long press on the closeup link, and closes on Escape', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    const link = screen.getByRole('link');
    fireEvent.touchStart(link, touch(50, 50));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.touchEnd(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Only that one click: the next tap opens the closeup.
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(card.dataset.press).toBe('closed');
  });

  it('ignores the mouse events a browser emulates right after a touch', () => {
    render(<Card />);
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, touch(50, 50));
    fireEvent.touchEnd(card);
    fireEvent.mouseEnter(card);
    expect(card.dataset.active).toBe('no');
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(800));
    fireEvent.mouseEnter(card);
    expect(card.dataset.active).toBe('yes');
  });
});
