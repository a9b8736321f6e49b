/** Pure display rules of the pin card's hover overlay (pin-card spec §2, §4, §5, §6, §9). */
import type { ViewerKind } from '../../account/gate';

/** pin-card §9: the source-link chip is at most 132 px wide, 87 when truncated (as in the hover overlay). */
export const SOURCE_CHIP_MAX_WIDTH = 132;
export const SOURCE_CHIP_TRUNCATED_MAX_WIDTH = 87;

/** §9: hover transition 120 ms. */
export const HOVER_TRANSITION_MS = 120;
/** §9 overlay shades: the hover wash is the 'lego wash' 0.4. */
export const HOVER_WASH_OPACITY = 0.4;
/** §4: the reported / hidden overlay fades from 0 to 0.8. */
export const FEEDBACK_WASH_OPACITY = 0.8;
/** §5, §9: domain text in the link button is cut to 27 characters… */
export const DOMAIN_TEXT_MAX = 27;
/** …and to 12 when the button is passed from the hover overlay. */
export const DOMAIN_TEXT_MAX_IN_OVERLAY = 12;

/**
 * Which save control the overlay shows (§2, §6):
 * - 'save': a signed-in viewer (member, or limited — the tap then opens the limited-login modal);
 * - 'open': a logged-out mobile visitor, who sees 'Open' (to the closeup) instead of a save control;
 * - 'redSave': a logged-out desktop visitor in web_unauth_red_save='enabled' — the red 'Save' upsell;
 * - 'plainSave': a logged-out desktop visitor in the control group — a plain (gray) 'Save' that
 *   opens the log-in modal.
 * Mobile wins over the experiment: logged-out mobile visitors always see 'Open' (§6).
 */
export type SaveControlVariant = 'save' | 'open' | 'redSave' | 'plainSave';

export function saveControlVariant(kind: ViewerKind, mobile: boolean, redSaveGroup: 'control' | 'enabled'): SaveControlVariant {
  if (kind !== 'anonymous') return 'save';
  if (mobile) return 'open';
  return redSaveGroup === 'enabled' ? 'redSave' : 'plainSave';
}

/** Trailing punctuation and spaces stripped before the ellipsis (§5 "Shortened text"). */
const TRAILING_PUNCTUATION = /[\s.,;:!?\-–—/]+$/u;

/**
 * Cuts `text` to `max` characters (code points): text of at most `max` is kept as is; longer text
 * keeps its first `max` characters, loses trailing punctuation and ends with '…'.
 */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').replace(TRAILING_PUNCTUATION, '')}…`;
}

/** The URL's host without a leading 'www.', or null when it is not an http(s) URL. */
export function hostWithoutWww(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.replace(/^www\./i, '') || null;
  } catch (_error) {
    return null;
  }
}

export interface DomainInput {
  readonly domain: string | null | undefined;
  readonly link: string | null | undefined;
  readonly isPromoted: boolean;
  readonly adDestinationUrl: string | null | undefined;
  /** The current carousel slot's link, when the pin is a carousel. */
  readonly carouselSlotLink?: string | null | undefined;
}

/**
 * The domain the link button shows (§5): a promoted pin shows the host of its ad destination URL
 * (or of the current carousel slot's link) without a leading 'www.'; any other pin its domain
 * (else its link's host). Null when there is nothing to show.
 */
export function displayDomain(pin: DomainInput): string | null {
  if (pin.isPromoted) {
    const promotedHost = hostWithoutWww(pin.carouselSlotLink) ?? hostWithoutWww(pin.adDestinationUrl);
    if (promotedHost) return promotedHost;
  }
  const domain = pin.domain?.trim();
  if (domain) return domain;
  return hostWithoutWww(pin.link);
}

/** The outbound URL the domain button opens: the carousel slot's link, the ad destination, then the pin's link. Only http(s). */
export function outboundUrl(pin: DomainInput): string | null {
  const candidates = pin.isPromoted ? [pin.carouselSlotLink, pin.adDestinationUrl, pin.link] : [pin.carouselSlotLink, pin.link];
  for (const candidate of candidates) if (hostWithoutWww(candidate)) return candidate ?? null;
  return null;
}

/**
 * rel of an outbound link (§5): always noopener noreferrer (it opens in a new tab); nofollow too
 * when the link is sponsored (a promoted pin or a paid partnership) or an affiliate link.
 */
export function outboundRel(flags: { readonly sponsored: boolean; readonly affiliate: boolean }): string {
  return flags.sponsored || flags.affiliate ? 'noopener noreferrer nofollow' : 'noopener noreferrer';
}

export interface ShareTarget {
  readonly name: string;
  readonly href: string;
}

/** Share targets of the 'Send this pin' popover, for the pin's absolute closeup URL. */
export function shareTargets(url: string, title: string): readonly ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = title.trim() || 'A Pin on Corkboard';
  const t = encodeURIComponent(text);
  return [
    { name: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}

export type OptionsMenuItem = 'download' | 'hide' | 'why' | 'report' | 'edit';

/**
 * The options (ellipsis) menu (§6): 'Download image' for everyone; 'Hide Pin' for everyone
 * (logged-out → log-in modal 'hide'; limited → limited-login modal); 'Report Pin' for signed-in
 * viewers (limited → limited-login modal), not for logged-out visitors; 'Edit Pin' for the pin's
 * owner only (pinner id equals the viewer id); 'Why am I seeing this Ad?' (pin-card §2) on promoted
 * pins only (has a promoter and is not a downstream promotion), for everyone.
 */
export function optionsMenuItems(kind: ViewerKind, viewerId: string | null, pinnerId: string | null, promoted = false): readonly OptionsMenuItem[] {
  const items: OptionsMenuItem[] = ['download', 'hide'];
  if (promoted) items.push('why');
  if (kind !== 'anonymous') items.push('report');
  if (isPinOwner(viewerId, pinnerId)) items.push('edit');
  return items;
}

/** §6: the pin owner is detected when the pinner id equals the viewer id. */
export function isPinOwner(viewerId: string | null, pinnerId: string | null): boolean {
  return viewerId !== null && pinnerId !== null && viewerId !== '' && viewerId === pinnerId;
}

/** The save page a save prompt lands on (§2). */
export const repinPath = (pinId: string): string => `/pin/${encodeURIComponent(pinId)}/repin/`;
/** The pin edit page. */
export const editPath = (pinId: string): string => `/pin/${encodeURIComponent(pinId)}/edit/`;
