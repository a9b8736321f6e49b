/**
 * The cards' feedback covers (issue 18), by pin id, outside the cards: a grid drops cards that
 * scroll far away and mounts them again, and a hidden or reported pin must still show its cover.
 * Kept for the page's life (a reload asks the server, which leaves hidden pins out).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { FollowTarget, PinFeedbackKind } from './feedbackRules';
import type { PinSurface } from './pinSurface';

export interface CoverState {
  readonly kind: PinFeedbackKind;
  /** Where the pin was hidden (its unhide goes to the same place). */
  readonly surface: PinSurface;
  /** Unfollowed from the cover (its Undo follows again). */
  readonly unfollowed: FollowTarget | null;
}

const covers = new Map<string, CoverState>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const coverOf = (pinId: string): CoverState | null => covers.get(pinId) ?? null;

export function setCover(pinId: string, state: CoverState | null): void {
  if (state) covers.set(pinId, state);
  else covers.delete(pinId);
  for (const listener of listeners) listener();
}

/** Takes every cover down (tests). */
export function clearCovers(): void {
  covers.clear();
  for (const listener of listeners) listener();
}

export function useCover(pinId: string): CoverState | null {
  const read = useCallback(() => coverOf(pinId), [pinId]);
  return useSyncExternalStore(subscribe, read, () => null);
}
