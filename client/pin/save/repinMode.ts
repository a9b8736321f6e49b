import type { LocationDescriptor } from 'found';

/** What the /pin/{id}/repin/ URL asks for (pin-card §2). */
export interface RepinMode {
  /** ?isEditingPin=true&pinBoardId=…: change a saved pin. */
  readonly editing: boolean;
  /** The v3 id of the board the pin is saved to (edit mode). */
  readonly pinBoardId: string | null;
  readonly isFromToast: boolean;
  /** The v3 id of the pin the person tapped (edit mode from the save toast). */
  readonly originalPinId: string | null;
  /** location.state.isOneTapSave: quick save at once, then back to `origin`. */
  readonly oneTap: boolean;
  readonly origin: LocationDescriptor | null;
}

/** Reads the repin mode from a found location (query and state). */
export function repinMode(location: { readonly query?: Record<string, unknown>; readonly state?: unknown }): RepinMode {
  const query = location.query ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const state = (location.state && typeof location.state === 'object' ? location.state : {}) as Record<string, unknown>;
  const pinBoardId = text(query.pinBoardId);
  const origin = state.origin;
  return {
    editing: query.isEditingPin === 'true' && pinBoardId !== null,
    pinBoardId,
    isFromToast: query.isFromToast === 'true',
    originalPinId: text(query.originalPinId),
    oneTap: state.isOneTapSave === true,
    origin: typeof origin === 'string' || (origin && typeof origin === 'object') ? (origin as LocationDescriptor) : null,
  };
}
