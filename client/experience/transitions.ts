/**
 * The order of an experience status change on the client (platform §4), as a pure module: the server
 * call, the local state update and the re-fetch of the placements are handed in, so a component (or
 * a test) decides what each does.
 *   viewed                    call, and the local update at once (not waiting for the call);
 *   completed                 call, then the local update;
 *   dismissed                 the delete call, then the local update;
 *   completedWithoutHomefeed  call, then the local update unless suppressed.
 * After a dismiss or any complete the placements are re-fetched (platform §4), after the local
 * update. A failed call stops there: no local update (except viewed's, already made) and no re-fetch;
 * the error is passed on. The mutations that make the calls are schema/experience/mutations.ts.
 */

export type ExperienceTransition = 'viewed' | 'completed' | 'dismissed' | 'completedWithoutHomefeed';

export interface ExperienceEffects {
  /** The server call for `transition` (dismissed: the delete); resolves when it succeeded. */
  call(transition: ExperienceTransition, placedExperienceId: string): Promise<void>;
  /** The local state update for `transition`. */
  updateLocal(transition: ExperienceTransition, placedExperienceId: string): void;
  /** Asks the placements again. */
  refetch(): void | Promise<void>;
}

export interface TransitionOptions {
  /** completedWithoutHomefeed only: leave the local state as it is. */
  suppressLocal?: boolean;
}

/** Which mutation makes the call, and its completeExperience withoutHomefeed argument. */
export function mutationOf(transition: ExperienceTransition): { mutation: 'markExperienceViewed' | 'completeExperience' | 'dismissExperience'; withoutHomefeed?: boolean } {
  switch (transition) {
    case 'viewed':
      return { mutation: 'markExperienceViewed' };
    case 'completed':
      return { mutation: 'completeExperience', withoutHomefeed: false };
    case 'completedWithoutHomefeed':
      return { mutation: 'completeExperience', withoutHomefeed: true };
    case 'dismissed':
      return { mutation: 'dismissExperience' };
  }
}

/** Runs `transition` on `placedExperienceId` in the order of platform §4. */
export async function runTransition(
  transition: ExperienceTransition,
  placedExperienceId: string,
  effects: ExperienceEffects,
  options: TransitionOptions = {},
): Promise<void> {
  if (transition === 'viewed') {
    const call = effects.call(transition, placedExperienceId);
    effects.updateLocal(transition, placedExperienceId);
    await call;
    return;
  }
  await effects.call(transition, placedExperienceId);
  if (!(transition === 'completedWithoutHomefeed' && options.suppressLocal)) effects.updateLocal(transition, placedExperienceId);
  await effects.refetch();
}
