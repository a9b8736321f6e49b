/**
 * What a click on a pin's outbound link does (issue 18; pin-card §2, §4, §5, §7, §8, §9; platform
 * §4, §5, §8), as pure rules. This module is in the first bundle (the links use it); the check, the
 * logging and the blocked-link modal load on the first outbound click (./clickthrough.ts,
 * ./BlockedLinkModal.tsx).
 *
 * "The page matches the pin" (pin-card §5): the link belongs to a pin card in a grid (the card is
 * that pin's), or to a closeup and the address is that pin's own closeup, /pin/{id}/ or
 * /pin/{slug}--{id}/. A closeup's link read on another address (a closeup still shown while the
 * address moved on) does not match, and is opened without the check (/offsite/ still checks it).
 */

/** pin-card §9: clickthrough file extensions ignored (a right-click on such a file is not a clickthrough). */
export const IGNORED_CLICKTHROUGH_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime'] as const;

/** The link check's verdicts (contract: LinkVerdict.redirect_status). */
export type RedirectStatus = 'safe' | 'blocked' | 'suspicious' | 'porn';
/** The statistic tags of 'offsite_check': the server's redirect_status, or 'error' (platform §4, §8). */
export type CheckTag = RedirectStatus | 'error';

/** Statuses that stop the open and show the blocked-link modal (pin-card §5, platform §5). */
export function blocksOpen(status: string): boolean {
  return status === 'blocked' || status === 'suspicious' || status === 'porn';
}

/** The statistic tag a check's answer is counted under: a known redirect_status, else 'error'. */
export function checkTag(status: string | null | undefined): CheckTag {
  return status === 'safe' || status === 'blocked' || status === 'suspicious' || status === 'porn' ? status : 'error';
}

/** The path of the outbound redirect page (contract "Tokens and pages"). */
export const OFFSITE_PATH = '/offsite/';
export const PIN_REDIRECT_PATH = '/pin_redirect';

function parse(href: string, origin: string): URL | null {
  try {
    return new URL(href, origin);
  } catch {
    return null;
  }
}

/** An href that must not navigate (platform §5): empty, or only a fragment ('#', '#top'). */
export function isEmptyHref(href: string | null | undefined): boolean {
  const trimmed = (href ?? '').trim();
  return trimmed === '' || trimmed.startsWith('#');
}

/** A link to this site's /offsite/ page (an "offsite link"). */
export function isOffsiteHref(href: string, origin: string): boolean {
  const url = parse(href, origin);
  return url !== null && url.origin === origin && url.pathname === OFFSITE_PATH;
}

/** The destination an /offsite/ link leads to (its url parameter); any other http(s) link is its own destination. */
export function destinationOf(href: string, origin: string): string | null {
  const url = parse(href, origin);
  if (!url) return null;
  if (url.origin === origin && url.pathname === OFFSITE_PATH) return url.searchParams.get('url');
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * The host the blocked-link modal names (pin-card §4 "sanitized url"): the parsed host only —
 * lower case, punycode (so a look-alike host shows what it really is), no credentials, path or
 * query. '' when the URL does not parse.
 */
export function sanitizedHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The pin id a closeup address names: /pin/{id}/ or /pin/{slug}--{id}/ (platform §2); null elsewhere. */
export function closeupPinId(pathname: string): string | null {
  const match = /^\/pin\/([A-Za-z0-9-]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  const segment = match[1];
  const at = segment.lastIndexOf('--');
  const id = at === -1 ? segment : segment.slice(at + 2);
  return id === '' ? null : id;
}

/** Where an outbound link is: a pin card in a grid, or the pin's closeup. */
export type LinkSurface = 'card' | 'closeup';

/** "The page matches the pin" (see the module's comment). */
export function pageMatchesPin(surface: LinkSurface, pinId: string, pathname: string): boolean {
  return surface === 'card' || closeupPinId(pathname) === pinId;
}

/** pin-card §5: promoted means a promoter and not a downstream promotion. */
export function isPromotedPin(pin: { readonly isPromoted: boolean; readonly isDownstreamPromotion: boolean }): boolean {
  return pin.isPromoted && !pin.isDownstreamPromotion;
}

/** pin-card §5, platform §5: the check runs only for an offsite link on a pin that is not promoted (or is downstream promoted) whose page matches it. */
export function needsCheck(input: { readonly offsite: boolean; readonly isPromoted: boolean; readonly isDownstreamPromotion: boolean; readonly pageMatches: boolean }): boolean {
  return input.offsite && !isPromotedPin(input) && input.pageMatches;
}

/** Who is clicking, as far as the click's rules care. */
export interface ClickViewer {
  readonly loggedOut: boolean;
  readonly isBot: boolean;
  readonly mobile: boolean;
}

/**
 * platform §2: /pin_redirect opens for new or upsell-eligible visitors: logged-out people who are
 * not bots. (A member's account age would make a new member eligible too; the viewer does not
 * carry it, so members never are.)
 */
export function wantsPinRedirect(viewer: ClickViewer): boolean {
  return viewer.loggedOut && !viewer.isBot;
}

export interface ClickInput {
  readonly href: string;
  readonly origin: string;
  readonly online: boolean;
  readonly metaOrCtrl: boolean;
  readonly viewer: ClickViewer;
  readonly surface: LinkSurface;
  readonly pageMatches: boolean;
  readonly isPromoted: boolean;
  readonly isDownstreamPromotion: boolean;
}

/**
 * What a click on an outbound link does (the first matching rule):
 * - 'empty': an empty or hash-only href — nothing opens; the statistic offsite_empty_href is counted;
 * - 'browser': a meta or ctrl click on a link that is not an /offsite/ link — left to the browser;
 * - 'offline': navigator.onLine is false — no window opens (platform §8);
 * - 'openPin': a meta or ctrl click on a card's link by a logged-out desktop visitor — the pin's
 *   closeup opens in a new tab (pin-card §5; the card's image is a link to the closeup, which a
 *   meta or ctrl click opens in a new tab by itself);
 * - 'check': the link check runs before the link opens;
 * - 'open': the link opens (in a new tab) without a check.
 */
export type ClickPlan = 'empty' | 'browser' | 'openPin' | 'offline' | 'check' | 'open';

export function clickPlan(input: ClickInput): ClickPlan {
  if (isEmptyHref(input.href)) return 'empty';
  const offsite = isOffsiteHref(input.href, input.origin);
  if (input.metaOrCtrl && !offsite) return 'browser';
  if (!input.online) return 'offline';
  if (input.metaOrCtrl && input.surface === 'card' && input.viewer.loggedOut && !input.viewer.mobile) return 'openPin';
  return needsCheck({ offsite, isPromoted: input.isPromoted, isDownstreamPromotion: input.isDownstreamPromotion, pageMatches: input.pageMatches }) ? 'check' : 'open';
}

export interface PinRedirectInput {
  /** The pin's /offsite/ URL (it carries the token, url and pin). */
  readonly offsiteHref: string;
  readonly origin: string;
  /** Where the visitor is (a same-origin path: the interstitial's 'Back'). */
  readonly from: string;
  readonly pinImageUrl: string | null | undefined;
  readonly pinCategory: string | null | undefined;
}

/**
 * The /pin_redirect interstitial for an /offsite/ link (contract "Tokens and pages"): the same
 * token, url (as redirectUrl) and pin. Null when the link is not an /offsite/ link with a token, or
 * is a third-party ad's (the interstitial's token covers (url, pin) only).
 */
export function pinRedirectHref(input: PinRedirectInput): string | null {
  const url = parse(input.offsiteHref, input.origin);
  if (!url || url.origin !== input.origin || url.pathname !== OFFSITE_PATH) return null;
  const token = url.searchParams.get('token');
  const redirectUrl = url.searchParams.get('url');
  const pin = url.searchParams.get('pin');
  if (!token || !redirectUrl || !pin || url.searchParams.get('isThirdPartyAd') === 'true') return null;
  const domain = sanitizedHost(redirectUrl).replace(/^www\./, '');
  if (!domain) return null;
  const query = new URLSearchParams({
    domain,
    domainImageUrl: '',
    origin: input.from,
    pinCategory: input.pinCategory ?? '',
    pinImageUrl: input.pinImageUrl ?? '',
    redirectUrl,
    pin,
    token,
  });
  return `${PIN_REDIRECT_PATH}?${query.toString()}`;
}

/** The extension of a URL's last path segment, lower case ('' when it has none). */
export function extensionOf(url: string, origin: string): string {
  const parsed = parse(url, origin);
  if (!parsed) return '';
  const last = parsed.pathname.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot === -1 ? '' : last.slice(dot + 1).toLowerCase();
}

/** pin-card §9: a file the right-click rule ignores (an image or a video). */
export function hasIgnoredExtension(url: string, origin: string): boolean {
  return (IGNORED_CLICKTHROUGH_EXTENSIONS as readonly string[]).includes(extensionOf(url, origin));
}

/**
 * pin-card §4: after a context menu on a hovered pin, the tab becoming hidden counts as a
 * clickthrough only when the menu's target is neither a pin page nor an image or video file.
 */
export function rightClickCounts(input: { readonly pinHovered: boolean; readonly target: string | null; readonly hidden: boolean; readonly origin: string }): boolean {
  if (!input.pinHovered || !input.hidden || !input.target) return false;
  const url = parse(input.target, input.origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.origin === input.origin && url.pathname.startsWith('/pin/')) return false;
  return !hasIgnoredExtension(url.href, input.origin);
}

/** Clickthrough events (pin-card §7): 12 and 8948; plus 7762 for a collection pin, 7761 for a collection ad. */
export const CLICKTHROUGH_EVENT = 12;
export const OFFSITE_CLICK_EVENT = 8948;
export const COLLECTION_CLICK_EVENT = 7762;
export const COLLECTION_AD_CLICK_EVENT = 7761;

export function clickthroughEvents(pin: { readonly isCollection: boolean; readonly isPromoted: boolean; readonly isDownstreamPromotion: boolean }): readonly number[] {
  if (!pin.isCollection) return [CLICKTHROUGH_EVENT, OFFSITE_CLICK_EVENT];
  return isPromotedPin(pin) ? [OFFSITE_CLICK_EVENT, CLICKTHROUGH_EVENT, COLLECTION_AD_CLICK_EVENT] : [CLICKTHROUGH_EVENT, OFFSITE_CLICK_EVENT, COLLECTION_CLICK_EVENT];
}

/** platform §7 linkless option: the GET to the pin's outbound link, with query pin and client_tracking_params. */
export function linklessPingUrl(link: string, pinId: string, clientTrackingParams: string | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('pin', pinId);
  if (clientTrackingParams) url.searchParams.set('client_tracking_params', clientTrackingParams);
  return url.href;
}
