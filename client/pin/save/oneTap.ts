/**
 * The one-tap save state machine of the pin card (pin-card §4), as a pure reducer:
 *
 *   undefined —tap→ 'saving' —success→ 'saved'      ('saving' —failure→ undefined, with an error toast)
 *   'saved'   —tap→ 'deleting' —success→ undefined  ('deleting' —failure→ 'saved')
 *
 * Picking a board in the dropdown saves there from undefined or 'saved' ('pick' → 'saving').
 * Taps and picks are ignored while 'saving' or 'deleting'; on the explore-local tab a tap on a saved pin does
 * nothing. The initial state comes from pin.savedInfo; while no request is in flight, the state
 * follows the store ('sync'), so a save made elsewhere (the save page) shows on the card.
 */
import type { PinSurface } from '../footer/rules';

export type OneTapState = undefined | 'saving' | 'saved' | 'deleting';

/** The surfaces a card can sit on; 'explore-local' is the explore-local tab. */
export type OneTapSurface = PinSurface | 'explore-local';

export type OneTapEvent =
  | { readonly type: 'tap'; readonly surface: OneTapSurface }
  /** A board picked in the dropdown: the full save flow, from unsaved or saved alike. */
  | { readonly type: 'pick' }
  | { readonly type: 'success' }
  | { readonly type: 'failure' }
  | { readonly type: 'sync'; readonly saved: boolean };

/** The state for a pin as the store has it: saved when it has savedInfo. */
export function initialOneTapState(savedInfo: unknown): OneTapState {
  return savedInfo ? 'saved' : undefined;
}

/** The request a tap in `state` starts on `surface`: a save, an unsave, or nothing (ignored). */
export function oneTapRequest(state: OneTapState, surface: OneTapSurface): 'save' | 'unsave' | null {
  if (state === undefined) return 'save';
  if (state === 'saved') return surface === 'explore-local' ? null : 'unsave';
  return null;
}

export function oneTapReducer(state: OneTapState, event: OneTapEvent): OneTapState {
  switch (event.type) {
    case 'tap': {
      const request = oneTapRequest(state, event.surface);
      if (request === 'save') return 'saving';
      if (request === 'unsave') return 'deleting';
      return state;
    }
    case 'pick':
      return state === 'saving' || state === 'deleting' ? state : 'saving';
    case 'success':
      if (state === 'saving') return 'saved';
      if (state === 'deleting') return undefined;
      return state;
    case 'failure':
      if (state === 'saving') return undefined;
      if (state === 'deleting') return 'saved';
      return state;
    case 'sync':
      if (state === 'saving' || state === 'deleting') return state;
      return event.saved ? 'saved' : undefined;
  }
}

/** Whether the control is busy (disabled-looking; taps are ignored). */
export const oneTapBusy = (state: OneTapState): boolean => state === 'saving' || state === 'deleting';
