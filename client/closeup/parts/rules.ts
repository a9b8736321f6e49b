/** Pure display rules of the closeup parts (pin-card §2, §4, §5, §6, §9). */
import type { ViewerKind } from '../../account/gate';

/** §5: the sender's first name is cut to 30 characters. */
export const SENDER_FIRST_NAME_MAX = 30;
/** §9: star size 15; at most 5 stars; default best rating 5. */
export const STAR_SIZE = 15;
export const MAX_STARS = 5;
export const DEFAULT_BEST_RATING = 5;
/** §9: the annotation chip row shows an arrow only when more than 4 px are left to scroll that way. */
export const ARROW_THRESHOLD_PX = 4;

/**
 * Shared-idea header text (§2, §5): '{first name} shared this idea with you', the name cut to 30
 * characters; null (no header) when the first name is empty.
 */
export function sharedIdeaText(firstName: string | null | undefined): string | null {
  const name = (firstName ?? '').trim();
  if (name === '') return null;
  return `${Array.from(name).slice(0, SENDER_FIRST_NAME_MAX).join('')} shared this idea with you`;
}

export type Star = 'full' | 'half' | 'empty';

/**
 * §5 ratings: the rating is capped at the maximum (default 5) and scaled to 5; each of the 5 stars
 * is full when its share of the rating is 1, or its fraction is 0.75 or more; half at 0.25 or more;
 * else empty.
 */
export function ratingStars(rating: number, bestRating: number | null | undefined = DEFAULT_BEST_RATING): Star[] {
  const max = bestRating && bestRating > 0 ? bestRating : DEFAULT_BEST_RATING;
  const scaled = (Math.min(Math.max(rating, 0), max) / max) * MAX_STARS;
  return Array.from({ length: MAX_STARS }, (_, i) => {
    const share = scaled - i;
    if (share >= 0.75) return 'full';
    if (share >= 0.25) return 'half';
    return 'empty';
  });
}

/**
 * §5 recipe cook time, in minutes → '{m}m' or '{h}h {m}m'.
 * Our reading of the rounding: under an hour the minutes show as they are (hours are zero, nothing
 * is dropped): 15 → '15m', 46 → '46m'. From an hour on, the leftover minutes are dropped, after
 * rounding: more than 45 rounds up to the next hour, more than 15 adds a half hour, 15 or less
 * adds nothing. A whole number of hours shows as '{h}h':
 *   60 → '1h', 75 → '1h', 76 → '1h 30m', 105 → '1h 30m', 106 → '2h', 150 → '2h 30m'.
 */
export function formatCookTime(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return `${minutes}m`;
  let hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  let shown = 0;
  if (rest > 45) hours += 1;
  else if (rest > 15) shown = 30;
  return shown === 0 ? `${hours}h` : `${hours}h ${shown}m`;
}

/**
 * §5 chips: a shopping landing URL names its chip from its path segment (the last one that is not
 * only digits), dashes turned to spaces, first letter capitalised. Null when there is none.
 */
export function shoppingChipName(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'https://corkboard.invalid').pathname;
  } catch (_error) {
    return null;
  }
  const segments = path.split('/').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  const last = segments.at(-1);
  if (!last || last === 'shopping') return null;
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch (_error) {
    // Keep the raw segment.
  }
  const words = decoded.replace(/-+/g, ' ').trim();
  return words === '' ? null : words.charAt(0).toUpperCase() + words.slice(1);
}

/** §5 chip link: the landing URL's path on this site (/shopping/…), or null for other paths. */
export function shoppingChipHref(url: string): string | null {
  try {
    const { pathname, search } = new URL(url, 'https://corkboard.invalid');
    return pathname.startsWith('/shopping/') ? `${pathname}${search}` : null;
  } catch (_error) {
    return null;
  }
}

export interface ScrollBox {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/** §9: an arrow per direction, shown only when more than 4 px are left to scroll that way. */
export function chipArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): { readonly previous: boolean; readonly next: boolean } {
  return {
    previous: scrollLeft > ARROW_THRESHOLD_PX,
    next: scrollWidth - clientWidth - scrollLeft > ARROW_THRESHOLD_PX,
  };
}

/** §9: one arrow press scrolls the chip row by half its visible width. */
export function chipScrollStep(clientWidth: number): number {
  return clientWidth / 2;
}

export interface ReactionsInput {
  readonly isPromoted: boolean;
  readonly isDownstreamPromotion: boolean;
  /** The pin has a video (video variants) or is a story pin. */
  readonly hasVideo: boolean;
  readonly isStoryPin: boolean;
  readonly onCollaborativeBoard: boolean;
  readonly isDeletedStory: boolean;
}

/** §5: reactions show only on a non-promoted, non-downstream-promoted video or story pin off collaborative boards, not a deleted story. */
export function reactionsShown(pin: ReactionsInput): boolean {
  return !pin.isPromoted && !pin.isDownstreamPromotion && (pin.hasVideo || pin.isStoryPin) && !pin.onCollaborativeBoard && !pin.isDeletedStory;
}

/** §5: reactions are disabled for a signed-in viewer in experiment web_reactions_disabled='enabled'. */
export function reactionsDisabled(kind: ViewerKind, group: string): boolean {
  return kind !== 'anonymous' && group === 'enabled';
}

export interface AnalyticsInput {
  readonly viewerKind: ViewerKind;
  readonly viewerId: string | null;
  readonly viewerIsPartner: boolean;
  readonly hasThirtyDayRealtimeStats: boolean;
  readonly pinnerId: string;
  readonly isRepin: boolean;
  readonly boardPrivacy: string;
}

/**
 * §5, §6 analytics link, for a signed-in viewer only: the pin has 30-day realtime stats, or the
 * viewer is a partner who owns (is the pinner of) a non-repin pin on a public or protected board.
 */
export function showAnalyticsLink(input: AnalyticsInput): boolean {
  if (input.viewerKind === 'anonymous') return false;
  if (input.hasThirtyDayRealtimeStats) return true;
  const owner = input.viewerId !== null && input.viewerId === input.pinnerId;
  return input.viewerIsPartner && owner && !input.isRepin && (input.boardPrivacy === 'public' || input.boardPrivacy === 'protected');
}

export type SeeMoreMode = 'inline' | 'gate' | 'modal' | 'expand';

/**
 * §2, §4, §6 see-more panel: bots see the content inline; a logged-out non-bot must sign in (the
 * log-in upsell, itself a modal); on mobile the panel is a modal; otherwise it expands in place.
 */
export function seeMoreMode(viewer: { readonly kind: ViewerKind; readonly isBot: boolean }, isMobile: boolean): SeeMoreMode {
  if (viewer.isBot) return 'inline';
  if (viewer.kind === 'anonymous') return 'gate';
  return isMobile ? 'modal' : 'expand';
}
