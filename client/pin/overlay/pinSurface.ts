/**
 * Where a pin card is shown, for the hide it sends (issue 18; platform §7): the home feed and
 * other grids 'FEEDBACK', search results 'SEARCH' with the words as context, related pins 'P2P'.
 * A grid provides it around its cards; cards outside any provider are the home feed's kind.
 */
import { createContext, useContext } from 'react';

export type HideSurface = 'FEEDBACK' | 'SEARCH' | 'P2P';

export interface PinSurface {
  readonly surface: HideSurface;
  /** SEARCH: the words searched. */
  readonly context: string | null;
}

export const FEEDBACK_SURFACE: PinSurface = Object.freeze({ surface: 'FEEDBACK', context: null });
export const P2P_SURFACE: PinSurface = Object.freeze({ surface: 'P2P', context: null });
export const searchSurface = (words: string): PinSurface => ({ surface: 'SEARCH', context: words });

export const PinSurfaceContext = createContext<PinSurface>(FEEDBACK_SURFACE);

export const usePinSurface = (): PinSurface => useContext(PinSurfaceContext);
