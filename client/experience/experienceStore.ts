/**
 * The experiences' local state (platform §4): each placed experience's last status on this page,
 * by placement:experience. Module-level, so it outlives the views (a banner dismissed on the home
 * page stays dismissed when the person comes back to it) and is the only state a logged-out
 * visitor's dismiss has (the server keeps none for visitors).
 */
import { useSyncExternalStore } from 'react';
import type { ExperienceTransition } from './transitions';

const statuses = new Map<string, ExperienceTransition>();
const listeners = new Set<() => void>();

export function localStatusOf(placedExperienceId: string): ExperienceTransition | undefined {
  return statuses.get(placedExperienceId);
}

export function setLocalStatus(placedExperienceId: string, status: ExperienceTransition): void {
  if (statuses.get(placedExperienceId) === status) return;
  statuses.set(placedExperienceId, status);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The local status of `placedExperienceId` (null: none asked), kept current. */
export function useLocalStatus(placedExperienceId: string | null): ExperienceTransition | undefined {
  const read = () => (placedExperienceId === null ? undefined : statuses.get(placedExperienceId));
  return useSyncExternalStore(subscribe, read, read);
}

/** Tests, before each: forget every local status. */
export function resetExperienceStore(): void {
  statuses.clear();
}
