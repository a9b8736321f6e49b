import { createContext, useContext } from 'react';
import type { AttributionOption, PinSurface } from './rules';

/** Where a pin grid is shown, and its attribution option; grids set it, cards read it. */
export interface PinSurfaceInfo {
  readonly surface: PinSurface;
  readonly attributionOption: AttributionOption;
  /** An experience shown with the grid hides the cards' footer (pin-card §2; its display_data.hide_footer). */
  readonly hideFooter?: boolean;
}

export const HOME_SURFACE: PinSurfaceInfo = Object.freeze({ surface: 'home', attributionOption: 'default' });

/** Default: the home feed. Board and profile grids wrap themselves in a provider. */
export const PinSurfaceContext = createContext<PinSurfaceInfo>(HOME_SURFACE);

export function usePinSurface(): PinSurfaceInfo {
  return useContext(PinSurfaceContext);
}
