import { useCallback, useEffect, useReducer, useRef, useState, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { IDLE, LONG_PRESS_MS, pressReducer } from './longPress';

/** Mouse events a browser emulates right after a touch are not hover (pin-card §4 touch). */
const EMULATED_MOUSE_WINDOW_MS = 800;

export interface PinHover {
  /** Show the overlay: the mouse is over the card, focus is inside it, or a long press opened it. */
  readonly active: boolean;
  /** The quick menu was opened by a long press (touch). */
  readonly pressOpen: boolean;
  /** Closes a long-press quick menu. */
  readonly close: () => void;
  readonly ref: React.RefObject<HTMLDivElement | null>;
  /** Spread these on the card's root element. */
  readonly handlers: {
    readonly onMouseEnter: (event: MouseEvent) => void;
    readonly onMouseLeave: (event: MouseEvent) => void;
    readonly onFocus: (event: FocusEvent) => void;
    readonly onBlur: (event: FocusEvent) => void;
    readonly onTouchStart: (event: TouchEvent) => void;
    readonly onTouchMove: (event: TouchEvent) => void;
    readonly onTouchEnd: (event: TouchEvent) => void;
    readonly onTouchCancel: (event: TouchEvent) => void;
    readonly onClickCapture: (event: MouseEvent) => void;
    readonly onContextMenu: (event: MouseEvent) => void;
  };
}

/**
 * Hover, keyboard-focus and long-press state of a pin card (pin-card §4, §9): hovering or focus
 * inside the card shows the overlay; on touch a press held 500 ms opens it as the quick menu, a
 * move of more than 10 px cancels the press, and the click that ends a long press is swallowed so
 * it does not open the closeup. A touch outside the card or Escape closes the quick menu.
 */
export default function usePinHover(): PinHover {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [press, dispatch] = useReducer(pressReducer, IDLE);
  const ref = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTouchAt = useRef(Number.NEGATIVE_INFINITY);
  const swallowClick = useRef(false);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);
  // Under the mouse already when it mounts (the mouse was on it before the page hydrated): hovered,
  // without waiting for the mouse to leave and come back.
  useEffect(() => {
    if (ref.current?.matches(':hover')) setHovered(true);
  }, []);

  const pressOpen = press.phase === 'open';
  useEffect(() => {
    if (!pressOpen) return undefined;
    swallowClick.current = true;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      dispatch({ type: 'close' });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
    };
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('keydown', onKey);
      swallowClick.current = false;
    };
  }, [pressOpen]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);

  const onTouchStart = (event: TouchEvent) => {
    lastTouchAt.current = Date.now();
    const touch = event.touches[0];
    if (!touch) return;
    dispatch({ type: 'start', x: touch.clientX, y: touch.clientY, at: Date.now() });
    clearTimer();
    timer.current = setTimeout(() => {
      timer.current = null;
      dispatch({ type: 'tick', at: Date.now() });
    }, LONG_PRESS_MS);
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) dispatch({ type: 'move', x: touch.clientX, y: touch.clientY });
  };
  const onTouchEnd = () => {
    lastTouchAt.current = Date.now();
    clearTimer();
    dispatch({ type: 'end' });
  };

  const handlers: PinHover['handlers'] = {
    onMouseEnter: () => {
      if (Date.now() - lastTouchAt.current >= EMULATED_MOUSE_WINDOW_MS) setHovered(true);
    },
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
    },
    onTouchStart,
    onTouchMove,
    onTouchEnd,
    onTouchCancel: onTouchEnd,
    onClickCapture: (event) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      // The release of a long press is not a tap on the closeup link.
      if (event.target instanceof Element && event.target.closest('a[href]') && !event.target.closest('[data-pin-overlay-control]')) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    onContextMenu: (event) => {
      // A long press must open the quick menu, not the browser's context menu.
      if (press.phase !== 'idle') event.preventDefault();
    },
  };

  return { active: hovered || focused || pressOpen, pressOpen, close, ref, handlers };
}
