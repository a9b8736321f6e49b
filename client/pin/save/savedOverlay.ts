/** The saved overlay on a saved pin's card (pin-card §2, §5, §9): its text and where a tap goes. */
import { cutText } from '../overlay/rules';

/** §5: names on the saved overlay are cut to 22 characters. */
export const SAVED_OVERLAY_NAME_MAX = 22;
/** §9 overlay shades: the wash over a saved pin. */
export const SAVED_WASH_OPACITY = 0.33;
/** §2: a save to the Quick Saves board reads 'Profile' and goes to /me/. */
export const PROFILE_NAME = 'Profile';
export const QUICK_SAVE_PATH = '/me/';
export const SAVED_TO = 'Saved to';

export interface SavedOverlayInput {
  readonly board: { readonly name: string; readonly url: string; readonly layout: string } | null | undefined;
  readonly section: { readonly title: string; readonly url: string } | null | undefined;
}

/** A save to the profile: the board is the Quick Saves board. */
export const isQuickSaveBoard = (board: { readonly layout: string } | null | undefined): boolean => board?.layout === 'quick_saves';

/** 'Profile' for a quick save, else the section title, else the board name; cut to 22 characters. */
export function savedOverlayName(saved: SavedOverlayInput): string {
  if (isQuickSaveBoard(saved.board)) return PROFILE_NAME;
  const name = saved.section?.title || saved.board?.name || PROFILE_NAME;
  return cutText(name, SAVED_OVERLAY_NAME_MAX);
}

/** /me/ for a quick save, else the section URL, else the board URL (null when neither is known). */
export function savedOverlayHref(saved: SavedOverlayInput): string | null {
  if (isQuickSaveBoard(saved.board)) return QUICK_SAVE_PATH;
  return saved.section?.url || saved.board?.url || null;
}
