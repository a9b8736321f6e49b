/**
 * Where an experience shows, by its display_data.anchor (platform §3):
 *   home_feed_top  in the page's flow, above the home feed's grid;
 *   save_toast     floating at the bottom centre, just above the save toast (the toast stack);
 *   save_button    floating at the top right under the header, where the cards' save button is
 *                  (on a phone, across the bottom of the screen: at the top it would cover the
 *                  first cards);
 * any other anchor shows in the flow where its view is mounted.
 */
import type { CSSProperties } from 'react';
import { HEADER_HEIGHT } from '../shell/layers';

/** Above the toast stack (bottom centre, 32 px up) and a save toast's height. */
export const ABOVE_SAVE_TOAST_PX = 136;
/** Floating experiences sit with the toasts, above the page and its modals (platform §9: modal 1000). */
export const FLOATING_Z_INDEX = 1000;

export function anchorStyle(anchor: string, mobile: boolean): CSSProperties | undefined {
  const floating: CSSProperties = { position: 'fixed', zIndex: FLOATING_Z_INDEX, width: 'min(360px, calc(100vw - 16px))' };
  switch (anchor) {
    case 'save_toast':
      return { ...floating, bottom: ABOVE_SAVE_TOAST_PX, left: '50%', transform: 'translateX(-50%)' };
    case 'save_button':
      return mobile ? { ...floating, bottom: 8, left: 8, width: 'auto', right: 8 } : { ...floating, top: HEADER_HEIGHT + 16, right: 8 };
    default:
      return undefined;
  }
}
