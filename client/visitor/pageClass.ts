/**
 * Where a visit is, read from the path alone (platform §2): the landing-page type (the first page
 * of a visit) and the logged-out interaction logger's page class; and (platform §9) whether the
 * visitor came from an outward search engine. Pure: no DOM.
 */

export type LandingPageType = 'today' | 'ideas' | 'own_section' | 'own_board' | 'section' | 'board' | 'closeup' | 'home' | 'profile' | 'search' | 'topic';

export type LoggedOutPageClass =
  | 'pin'
  | 'board'
  | 'login'
  | 'home'
  | 'profile'
  | 'ideas'
  | 'ideas-root'
  | 'videos'
  | 'videos-category'
  | 'article'
  | 'shopping-spotlight'
  | 'today'
  | 'unauth-profile'
  | 'shopping-root'
  | 'shopping-category'
  | 'other';

/**
 * First path segments that are pages of the site, never a username (the client's routes; the
 * server's full list is server/v3/account/reserved.ts, which usernames can never take).
 */
const SITE_SEGMENTS: ReadonlySet<string> = new Set([
  'pin', 'pin-builder', 'pin-editor', 'idea-pin-builder', 'story-pin-builder', 'pin-creation-tool', 'pin_redirect',
  'login', 'signup', 'logout', 'password', 'pw', 'settings', 'homefeed', 'notifications', 'board', 'boardsection',
  'search', 'ideas', 'today', 'topics', 'videos', 'shopping', 'discover', 'products', 'unauth-profile', 'terms',
  'privacy', 'offsite', 'business', 'advertiser', 'conversation', 'secure', 'email', 'oauth', 'graphql', 'v3',
  'assets', 'images', 'media', '_',
]);

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

const isSite = (segment: string) => SITE_SEGMENTS.has(segment.toLowerCase());
/** /pin/{id}: an id (or slug--id) of letters, digits and dashes (platform §2); `create` is the builder. */
const isPinId = (segment: string | undefined) => segment !== undefined && segment !== 'create' && /^[A-Za-z0-9-]+$/.test(segment);

/** /{username}/, /{username}/_saved/: a profile. */
function isProfile(segments: readonly string[]): boolean {
  return (segments.length === 1 || (segments.length === 2 && segments[1] === '_saved')) && !isSite(segments[0]!);
}

/** platform §2: the landing-page type of a path; null for a page that has none (settings, log-in …). */
export function landingPageType(pathname: string, viewerUsername: string | null = null): LandingPageType | null {
  const segments = segmentsOf(pathname);
  const [first, second] = segments;
  if (first === undefined || (first === 'homefeed' && segments.length === 1)) return 'home';
  if (first === 'today' || (first === 'discover' && second === 'article')) return 'today';
  if (first === 'ideas') return 'ideas';
  if (first === 'search') return 'search';
  if (first === 'topics') return 'topic';
  if (first === 'pin') return isPinId(second) && (segments.length === 2 || (segments.length === 3 && segments[2] === 'comments')) ? 'closeup' : null;
  if (isSite(first)) return null;
  if (isProfile(segments)) return 'profile';
  const own = viewerUsername !== null && first.toLowerCase() === viewerUsername.toLowerCase();
  if (segments.length === 2) return own ? 'own_board' : 'board';
  if (segments.length === 3) return own ? 'own_section' : 'section';
  return null;
}

/** platform §2: the page class the logged-out interaction logger gives a path. */
export function loggedOutPageClass(pathname: string): LoggedOutPageClass {
  const segments = segmentsOf(pathname);
  const [first, second, third] = segments;
  const count = segments.length;
  if (first === undefined || (first === 'homefeed' && count === 1)) return 'home';
  switch (first) {
    case 'pin':
      return isPinId(second) ? 'pin' : 'other';
    case 'login':
    case 'signup':
      return 'login';
    case 'ideas':
      return count === 1 ? 'ideas-root' : count === 3 ? 'ideas' : 'other';
    case 'videos':
      return count === 1 ? 'videos' : count === 3 ? 'videos-category' : 'other';
    case 'shopping':
      if (second === 'spotlight') return 'shopping-spotlight';
      return count === 1 ? 'shopping-root' : count === 3 ? 'shopping-category' : 'other';
    case 'today':
      return second === 'article' && third !== undefined ? 'article' : 'today';
    case 'discover':
      return second === 'article' && third !== undefined ? 'article' : 'other';
    case 'unauth-profile':
      return 'unauth-profile';
  }
  if (isSite(first)) return 'other';
  if (isProfile(segments)) return 'profile';
  // /{username}/{board}/ and its sections.
  if (count === 2 || count === 3) return 'board';
  return 'other';
}

export type OutwardSearchEngine = 'google' | 'bing' | 'yahoo' | 'yandex' | 'rakuten' | 'naver' | 'duckduckgo' | 'amp';

/** A registrable name under a generic or country domain: google.com, google.de, google.co.uk, google.com.br. */
const underTld = (name: string) => new RegExp(`(?:^|\\.)${name}\\.(?:com?\\.)?[a-z]{2,3}$`);

/** platform §9: the outward-search referrer list (Google, Bing, Yahoo, Yandex, Rakuten, Naver, DuckDuckGo, an AMP cache). */
const OUTWARD_SEARCH: ReadonlyArray<readonly [OutwardSearchEngine, RegExp]> = [
  ['google', underTld('google')],
  ['bing', /(?:^|\.)bing\.com$/],
  ['yahoo', underTld('yahoo')],
  ['yandex', /(?:^|\.)(?:yandex\.(?:com?\.)?[a-z]{2,3}|ya\.ru)$/],
  ['rakuten', underTld('rakuten')],
  ['naver', /(?:^|\.)naver\.com$/],
  ['duckduckgo', /(?:^|\.)duckduckgo\.com$/],
  // Google's AMP cache serves pages from {site}.cdn.ampproject.org.
  ['amp', /(?:^|\.)cdn\.ampproject\.org$/],
];

/** The search engine a referrer (document.referrer) belongs to, or null (none, another site, not a URL). */
export function outwardSearchReferrer(referrer: string): OutwardSearchEngine | null {
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  for (const [engine, pattern] of OUTWARD_SEARCH) if (pattern.test(host)) return engine;
  return null;
}
