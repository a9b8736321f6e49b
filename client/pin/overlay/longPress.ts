/**
 * The touch long-press that opens the card's quick menu (pin-card spec §4, §9): a touch held for
 * 500 ms opens it; moving more than 10 px before that cancels the press. A pure state machine;
 * usePinHover drives it with a timer.
 */

/** §9: long press 500 ms. */
export const LONG_PRESS_MS = 500;
/** §9: movement threshold 10 px (more than this cancels the press). */
export const MOVE_THRESHOLD_PX = 10;

export type PressState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'pressing'; readonly x: number; readonly y: number; readonly since: number }
  | { readonly phase: 'open' };

export type PressEvent =
  | { readonly type: 'start'; readonly x: number; readonly y: number; readonly at: number }
  | { readonly type: 'move'; readonly x: number; readonly y: number }
  /** The clock reached `at` while the touch is still down. */
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'end' }
  | { readonly type: 'close' };

export const IDLE: PressState = Object.freeze({ phase: 'idle' });

/** Whether a touch held for `heldMs` is a long press. */
export const isLongPress = (heldMs: number): boolean => heldMs >= LONG_PRESS_MS;

/** Whether a move of (dx, dy) from the start cancels the press. */
export const movedTooFar = (dx: number, dy: number): boolean => Math.hypot(dx, dy) > MOVE_THRESHOLD_PX;

export function pressReducer(state: PressState, event: PressEvent): PressState {
  switch (event.type) {
    case 'start':
      // A second finger or a new touch while the menu is open keeps it open.
      return state.phase === 'open' ? state : { phase: 'pressing', x: event.x, y: event.y, since: event.at };
    case 'move':
      if (state.phase !== 'pressing') return state;
      return movedTooFar(event.x - state.x, event.y - state.y) ? IDLE : state;
    case 'tick':
      if (state.phase !== 'pressing') return state;
      return isLongPress(event.at - state.since) ? { phase: 'open' } : state;
    case 'end':
      // Lifting the finger before the long press cancels it; an open menu stays open.
      return state.phase === 'pressing' ? IDLE : state;
    case 'close':
      return IDLE;
  }
}
