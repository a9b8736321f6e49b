/**
 * Experiences (platform §3, §4): what a placement (a spot in the UI) shows this viewer now. Each
 * experience is registered for one placement with a rule of who it is for; the first registered
 * experience of a placement that the viewer is eligible for wins, and a placement with none answers
 * type 0 ("none"). The four real experiences are in ./catalog.ts; this file holds the types and the
 * pure placement logic (no storage: the facts and stored states come from ./facts.ts).
 *
 * Stored state (table user_experiences, one row per member, placement and experience):
 *   - completed, completed_without_homefeed and dismissed close an experience for good;
 *   - viewed keeps it open for VIEWED_OPEN_DAYS after it was first viewed (repeated views do not
 *     extend it), then it is no longer shown, as an ignored nudge;
 *   - triggered (PUT …/trigger/) makes a triggerable experience eligible beyond its own rule.
 * Logged-out visitors have no stored state: their experiences (the sign-up upsell) are shown on
 * every visit, and dismissing one is up to the client (local state only).
 */
import type { V3Experience } from '../types.ts';
import type { Viewer } from '../viewer.ts';

/** platform §3: type 0 means none. The other types are how the client renders an experience. */
export const EXPERIENCE_TYPES = { NONE: 0, FLYOUT: 1, BANNER: 2, UPSELL: 3 } as const;
export const EXPERIENCE_NONE = EXPERIENCE_TYPES.NONE;

/** A viewed experience is shown for this many days after its first view, then no longer. */
export const VIEWED_OPEN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const EXPERIENCE_STATUSES = ['viewed', 'triggered', 'completed', 'dismissed', 'completed_without_homefeed'] as const;
export type ExperienceStatus = (typeof EXPERIENCE_STATUSES)[number];
export const CLOSED_STATUSES: readonly ExperienceStatus[] = ['completed', 'dismissed', 'completed_without_homefeed'];
/** What a write asks for: one of the statuses (DELETE is 'dismissed'). */
export type ExperienceAction = ExperienceStatus;

export interface StoredState {
  status: ExperienceStatus;
  /** When the status was last changed (a repeated view does not change it). */
  updatedAt: Date;
}

/** A member's facts the rules read, from one statement (./facts.ts). Counts are capped where the rules stop looking. */
export interface MemberFacts {
  /** The member's saves, counted up to FIRST_SAVE_WINDOW + 1. */
  saves: number;
  /** The sign-up steps are done (users.onboarding_step is null). */
  onboardingDone: boolean;
  /** Follows of people, boards and topics, counted up to TUNE_MIN_FOLLOWS. */
  follows: number;
  /** The member's oldest board that is not archived and not Quick Saves; null: none. */
  firstBoardId: number | null;
  /** Anyone is invited to, or collaborates on, a board the member owns. */
  hasCollaborators: boolean;
  /** The member has an invite to someone's board waiting for an answer. */
  invited: boolean;
}

export interface ExperienceContext {
  viewer: Viewer;
  /** The client's extra_context (parsed JSON), or null. */
  extraContext: unknown;
  /** A member's facts; null for a logged-out visitor. */
  facts: MemberFacts | null;
  /** Stored states by placed experience id (placement:experience); empty for a visitor. */
  states: ReadonlyMap<string, StoredState>;
  now: Date;
}

/** display_data: where the client anchors the experience, whether the pin card hides its footer, and the words shown. */
export interface ExperienceDisplayData {
  anchor: string;
  hide_footer: boolean;
  title: string;
  body: string;
  button_text: string;
  /** Where the button leads; null: it just closes the experience. */
  href: string | null;
}

export interface ExperienceDefinition {
  placementId: string;
  experienceId: string;
  /** Non-zero: how the client renders it (EXPERIENCE_TYPES). */
  type: number;
  /** member: signed in (a limited login too); visitor: logged out. */
  audience: 'member' | 'visitor';
  displayData(context: ExperienceContext): ExperienceDisplayData;
  /**
   * Whether this viewer is eligible by the experience's own rule, given its stored state (undefined:
   * none, or a triggered or still-open viewed state). Closed and expired states are ruled out before.
   */
  eligible(context: ExperienceContext, state: StoredState | undefined): boolean;
  /**
   * Present: PUT …/trigger/ may trigger it. Answers null when this member may trigger it now, else why
   * not (the 409's message).
   */
  trigger?(facts: MemberFacts): string | null;
  /** Completing it changes what the home feed shows: a 'completed' answer says refresh_home_feed. */
  changesHomeFeed?: boolean;
}

export const placedId = (placementId: string, experienceId: string): string => `${placementId}:${experienceId}`;

export function noExperience(placementId: string, triggerable: string[] = []): V3Experience {
  return { placement_id: placementId, experience_id: null, type: EXPERIENCE_NONE, display_data: null, triggerable_placed_exps: triggerable };
}

/** Whether a stored state still lets the experience show: none, triggered, or viewed less than VIEWED_OPEN_DAYS ago. */
export function stateOpen(state: StoredState | undefined, now: Date): boolean {
  if (!state) return true;
  if (CLOSED_STATUSES.includes(state.status)) return false;
  if (state.status === 'viewed') return now.getTime() - state.updatedAt.getTime() < VIEWED_OPEN_DAYS * DAY_MS;
  return true;
}

/** The status after `action` on `prior` (undefined: no row): closed states are final; viewed follows triggered; triggered only starts. */
export function nextStatus(prior: ExperienceStatus | undefined, action: ExperienceAction): ExperienceStatus {
  if (prior !== undefined && CLOSED_STATUSES.includes(prior)) return prior;
  if (action === 'triggered') return prior ?? 'triggered';
  if (action === 'viewed') return 'viewed';
  return action;
}

function audienceFits(definition: ExperienceDefinition, context: ExperienceContext): boolean {
  const member = context.viewer.userId !== null && context.facts !== null;
  return definition.audience === 'member' ? member : context.viewer.userId === null;
}

/** Whether `definition` shows to this viewer now: audience, stored state, then its rule. */
export function shows(definition: ExperienceDefinition, context: ExperienceContext): boolean {
  if (!audienceFits(definition, context)) return false;
  const state = context.states.get(placedId(definition.placementId, definition.experienceId));
  return stateOpen(state, context.now) && definition.eligible(context, state);
}

/**
 * Whether a trigger would make a difference for this member now: the experience is triggerable, has
 * no stored state, its own rule does not show it, and its trigger precondition holds.
 */
export function triggerableNow(definition: ExperienceDefinition, context: ExperienceContext): boolean {
  if (!definition.trigger || context.facts === null || !audienceFits(definition, context)) return false;
  if (context.states.has(placedId(definition.placementId, definition.experienceId))) return false;
  return !definition.eligible(context, undefined) && definition.trigger(context.facts) === null;
}

/** What one placement shows now; triggerable_placed_exps lists the others there this member may trigger. */
export function placeExperience(placementId: string, context: ExperienceContext, registry: readonly ExperienceDefinition[]): V3Experience {
  const here = registry.filter((e) => e.placementId === placementId);
  const found = here.find((e) => shows(e, context));
  const triggerable = here.filter((e) => e !== found && triggerableNow(e, context)).map((e) => placedId(e.placementId, e.experienceId));
  if (!found) return noExperience(placementId, triggerable);
  return {
    placement_id: placementId,
    experience_id: found.experienceId,
    type: found.type,
    display_data: { ...found.displayData(context) },
    triggerable_placed_exps: triggerable,
  };
}

/** placement id → what it shows now, one entry per distinct id, in the order asked. */
export function placeExperiences(placementIds: readonly string[], context: ExperienceContext, registry: readonly ExperienceDefinition[]): Record<string, V3Experience> {
  const answer: Record<string, V3Experience> = {};
  for (const placementId of placementIds) answer[placementId] = placeExperience(placementId, context, registry);
  return answer;
}

/** Every experience a placement shows now, in registry order (the platform read with multi_experience_platform). */
export function everyExperience(placementId: string, context: ExperienceContext, registry: readonly ExperienceDefinition[]): V3Experience[] {
  return registry
    .filter((e) => e.placementId === placementId && shows(e, context))
    .map((e) => ({ placement_id: placementId, experience_id: e.experienceId, type: e.type, display_data: { ...e.displayData(context) }, triggerable_placed_exps: [] }));
}

/** The distinct placement ids of `registry`, in order. */
export const placementsOf = (registry: readonly ExperienceDefinition[]): string[] => [...new Set(registry.map((e) => e.placementId))];
