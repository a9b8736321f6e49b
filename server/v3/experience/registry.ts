/**
 * Experiences (platform §3, §4): what a placement (a spot in the UI, e.g. after a save) shows to
 * this viewer now. An experience is registered for a placement with a test of who is eligible; a
 * placement with no eligible experience answers type 0 ("none"). None are defined yet.
 */
import type { V3Experience } from '../types.ts';
import type { Viewer } from '../viewer.ts';

/** platform §3: type 0 means none. */
export const EXPERIENCE_NONE = 0;

export interface ExperienceContext {
  viewer: Viewer;
  /** The client's extra_context (parsed JSON), or null. */
  extraContext: unknown;
}

export interface ExperienceDefinition {
  placementId: string;
  experienceId: string;
  /** Non-zero: the kind of experience the client renders. */
  type: number;
  /** display_data (anchor, hide_footer …) for this viewer. */
  displayData(context: ExperienceContext): Record<string, unknown> | null;
  eligible(context: ExperienceContext): boolean;
  /** Other experiences this one may trigger, as placement:experience. */
  triggerable?: string[];
}

/** The registered experiences, first eligible wins per placement. */
export const EXPERIENCES: readonly ExperienceDefinition[] = [];

export function noExperience(placementId: string): V3Experience {
  return { placement_id: placementId, experience_id: null, type: EXPERIENCE_NONE, display_data: null, triggerable_placed_exps: [] };
}

/** placement id → what it shows now, one entry per distinct id, in the order asked. */
export function placeExperiences(
  placementIds: readonly string[],
  context: ExperienceContext,
  registry: readonly ExperienceDefinition[] = EXPERIENCES,
): Record<string, V3Experience> {
  const answer: Record<string, V3Experience> = {};
  for (const placementId of placementIds) {
    const found = registry.find((e) => e.placementId === placementId && e.eligible(context));
    answer[placementId] = found
      ? {
          placement_id: placementId,
          experience_id: found.experienceId,
          type: found.type,
          display_data: found.displayData(context),
          triggerable_placed_exps: found.triggerable ?? [],
        }
      : noExperience(placementId);
  }
  return answer;
}
