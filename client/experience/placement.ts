/**
 * An experience placement as the client shows it (platform §3): what the server's
 * experiencePlacements answers (schema/experience/placement.ts), typed, and the rules the views
 * read: type 0 means none, a closed local status hides it, display.anchor says where it goes.
 */
import type { ExperienceTransition } from './transitions';

/** The placements the client asks (server/v3/experience/catalog.ts PLACEMENTS). */
export const PLACEMENTS = { POST_SAVE: 'web_post_save', HOME_BANNER: 'web_home_banner', PIN_CARD_UPSELL: 'web_pin_card_upsell' } as const;

/** platform §3: 0 means none; the others are how an experience renders. */
export const EXPERIENCE_TYPES = { NONE: 0, FLYOUT: 1, BANNER: 2, UPSELL: 3 } as const;

export interface ExperienceDisplay {
  /** Where it shows: save_toast (beside the save toast), home_feed_top (above the grid), save_button (by the cards' save button). */
  readonly anchor: string;
  /** The pin cards of the feed it shows in hide their footer (pin-card §2). */
  readonly hideFooter: boolean;
  readonly title: string;
  readonly body: string;
  readonly buttonText: string;
  /** Where the button leads; null: it only closes the experience. */
  readonly href: string | null;
}

export interface Placement {
  readonly placementId: string;
  /** placement:experience, what the status mutations take; null when the placement shows none. */
  readonly placedExperienceId: string | null;
  readonly type: number;
  readonly display: ExperienceDisplay | null;
}

/** An experience that shows: a type, an id to change its status with, and its words. */
export interface ShownExperience {
  readonly placedExperienceId: string;
  readonly type: number;
  readonly display: ExperienceDisplay;
}

/** What a placement answer looks like: the typed `display`, or the raw `displayData` JSON (camelCase keys). */
export interface PlacementAnswer {
  readonly placementId: string;
  readonly experienceId?: string | null;
  readonly placedExperienceId?: string | null;
  readonly type: number;
  readonly display?: (Omit<ExperienceDisplay, 'href'> & { readonly href?: string | null }) | null;
  readonly displayData?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The raw display data JSON as typed fields; null when it is not an object. */
export function displayOf(data: unknown): ExperienceDisplay | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  return {
    anchor: text(raw.anchor),
    hideFooter: raw.hideFooter === true,
    title: text(raw.title),
    body: text(raw.body),
    buttonText: text(raw.buttonText),
    href: typeof raw.href === 'string' && raw.href !== '' ? raw.href : null,
  };
}

/** A placement answer (typed or raw) as a Placement. */
export function placementOf(answer: PlacementAnswer): Placement {
  const placed = answer.placedExperienceId ?? (answer.experienceId ? `${answer.placementId}:${answer.experienceId}` : null);
  return {
    placementId: answer.placementId,
    placedExperienceId: placed,
    type: answer.type,
    display: answer.display ? { ...answer.display, href: answer.display.href || null } : displayOf(answer.displayData),
  };
}

/** Statuses after which an experience no longer shows (platform §4). */
const CLOSED: ReadonlySet<ExperienceTransition> = new Set(['completed', 'dismissed', 'completedWithoutHomefeed']);

/** What shows of `placement` given its local status: nothing for type 0, no words, or a closed status. */
export function shownOf(placement: Placement | null, localStatus: ExperienceTransition | undefined): ShownExperience | null {
  if (!placement || placement.type === EXPERIENCE_TYPES.NONE || !placement.placedExperienceId || !placement.display) return null;
  if (localStatus && CLOSED.has(localStatus)) return null;
  return { placedExperienceId: placement.placedExperienceId, type: placement.type, display: placement.display };
}
