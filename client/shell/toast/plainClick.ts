import type { KeyboardEvent, MouseEvent } from 'react';

/** A click the app handles itself (plain left click or Enter); new-tab and modified clicks go to the browser. */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>): boolean {
  const button = 'button' in event ? event.button : 0;
  return button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
