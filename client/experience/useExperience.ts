/**
 * One placement's experience for a view: what it shows (the server's answer, or one handed in, and
 * the local status of ./experienceStore.ts), and its status changes run in the order of
 * ./transitions.ts: the calls are the mutations of ./experienceCalls.ts, the local update is the
 * store, the re-fetch asks this placement again. A signed-in member's changes are calls; a
 * logged-out visitor's (and a limited login's, which may not write) are local only: no call, no
 * re-fetch (the server keeps no state for them, so it would answer the same).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useViewer } from '../viewer/ViewerContext';
import { askPlacements, callTransition } from './experienceCalls';
import { localStatusOf, setLocalStatus, useLocalStatus } from './experienceStore';
import { shownOf, type Placement, type ShownExperience } from './placement';
import { runTransition, type ExperienceTransition } from './transitions';

export interface ExperienceOptions {
  /** What the placement shows, already asked (the post-save answer); left out: asked on mount. */
  readonly initial?: Placement | null;
  /** Completing it changed the home feed (the server said refresh_home_feed). */
  readonly onRefreshHomeFeed?: () => void;
}

export interface ExperienceHandle {
  /** What shows now; null: nothing (none, not answered yet, or closed). */
  readonly shown: ShownExperience | null;
  /** Runs a status change on what shows; rejects when its call failed (nothing changed then). */
  readonly run: (transition: ExperienceTransition) => Promise<void>;
  /** Marks what shows viewed, once (the first show): a member's call, and the local status. */
  readonly markViewed: () => void;
}

export function useExperience(placementId: string, { initial, onRefreshHomeFeed }: ExperienceOptions = {}): ExperienceHandle {
  const environment = useRelayEnvironment();
  const member = useViewer().kind === 'member';
  const [placement, setPlacement] = useState<Placement | null>(initial ?? null);
  // A new answer handed in (another save), or another placement, replaces the one shown.
  const [source, setSource] = useState({ initial, placementId });
  if (initial !== source.initial || placementId !== source.placementId) {
    setSource({ initial, placementId });
    setPlacement(initial ?? null);
  }
  const status = useLocalStatus(placement?.placedExperienceId ?? null);
  const shown = useMemo(() => shownOf(placement, status), [placement, status]);

  const asked = initial !== undefined;
  useEffect(() => (asked ? undefined : askPlacements(environment, [placementId], (answers) => setPlacement(answers[0] ?? null))), [asked, environment, placementId]);

  const refresh = useRef(onRefreshHomeFeed);
  useEffect(() => {
    refresh.current = onRefreshHomeFeed;
  });

  const run = useCallback(
    (transition: ExperienceTransition) => {
      const placed = shown?.placedExperienceId;
      if (!placed) return Promise.resolve();
      return runTransition(transition, placed, {
        call: async (change, id) => {
          if (!member) return;
          const result = await callTransition(environment, change, id);
          if (result.refreshHomeFeed) refresh.current?.();
        },
        updateLocal: (change, id) => setLocalStatus(id, change),
        refetch: () => {
          if (member) askPlacements(environment, [placementId], (answers) => setPlacement(answers[0] ?? null));
        },
      });
    },
    [environment, member, placementId, shown?.placedExperienceId],
  );

  const markViewed = useCallback(() => {
    const placed = shown?.placedExperienceId;
    if (!placed || localStatusOf(placed) !== undefined) return;
    run('viewed').catch(() => undefined);
  }, [run, shown?.placedExperienceId]);

  return useMemo(() => ({ shown, run, markViewed }), [shown, run, markViewed]);
}
