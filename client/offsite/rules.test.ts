import { describe, expect, it } from 'vitest';
import {
  blocksOpen,
  checkTag,
  clickPlan,
  clickthroughEvents,
  closeupPinId,
  destinationOf,
  extensionOf,
  hasIgnoredExtension,
  IGNORED_CLICKTHROUGH_EXTENSIONS,
  isEmptyHref,
  isOffsiteHref,
  linklessPingUrl,
  needsCheck,
  pageMatchesPin,
  pinRedirectHref,
  rightClickCounts,
  sanitizedHost,
  wantsPinRedirect,
  type ClickInput,
} from './rules';

const ORIGIN = 'https://corkboard.test';
const OFFSITE = '/offsite/?token=12-34.1800000000.mac&url=https%3A%2F%2Fwww.example.com%2Ftart&pin=4242';
const MEMBER = { loggedOut: false, isBot: false, mobile: false };
const VISITOR = { loggedOut: true, isBot: false, mobile: false };

const click = (over: Partial<ClickInput> = {}): ClickInput => ({
  href: OFFSITE,
  origin: ORIGIN,
  online: true,
  metaOrCtrl: false,
  viewer: MEMBER,
  surface: 'card',
  pageMatches: true,
  isPromoted: false,
  isDownstreamPromotion: false,
  ...over,
});

describe('redirect_status (pin-card §5, §8; platform §5, §8)', () => {
  it.each(['blocked', 'suspicious', 'porn'])('%s stops the open', (status) => {
    expect(blocksOpen(status)).toBe(true);
    expect(checkTag(status)).toBe(status);
  });
  it('safe opens, and is counted as safe', () => {
    expect(blocksOpen('safe')).toBe(false);
    expect(checkTag('safe')).toBe('safe');
  });
  it.each([null, undefined, '', 'SAFE', 'unknown', 'error'])('an answer that is no redirect_status (%s) is counted as error and does not block', (status) => {
    expect(checkTag(status)).toBe('error');
    expect(blocksOpen(status ?? '')).toBe(false);
  });
});

describe('the check runs only for offsite links on a pin that is not promoted (or is downstream promoted) whose page matches', () => {
  it('an organic pin on its own page: checked', () => {
    expect(needsCheck({ offsite: true, isPromoted: false, isDownstreamPromotion: false, pageMatches: true })).toBe(true);
  });
  it('a promoted pin: not checked', () => {
    expect(needsCheck({ offsite: true, isPromoted: true, isDownstreamPromotion: false, pageMatches: true })).toBe(false);
  });
  it('a downstream promoted pin counts as not promoted: checked', () => {
    expect(needsCheck({ offsite: true, isPromoted: true, isDownstreamPromotion: true, pageMatches: true })).toBe(true);
  });
  it('a link that is not an /offsite/ link: not checked', () => {
    expect(needsCheck({ offsite: false, isPromoted: false, isDownstreamPromotion: false, pageMatches: true })).toBe(false);
  });
  it('a page that does not match the pin: not checked', () => {
    expect(needsCheck({ offsite: true, isPromoted: false, isDownstreamPromotion: false, pageMatches: false })).toBe(false);
  });
});

describe('the page matches the pin', () => {
  it('a grid card always is its own pin', () => {
    expect(pageMatchesPin('card', '4242', '/')).toBe(true);
    expect(pageMatchesPin('card', '4242', '/pin/1000/')).toBe(true);
  });
  it('a closeup matches on its own address, by id or by slug--id', () => {
    expect(pageMatchesPin('closeup', '4242', '/pin/4242/')).toBe(true);
    expect(pageMatchesPin('closeup', '4242', '/pin/lemon-tart--4242/')).toBe(true);
    expect(pageMatchesPin('closeup', '4242', '/pin/4242')).toBe(true);
  });
  it("a closeup on another pin's address, or elsewhere, does not", () => {
    expect(pageMatchesPin('closeup', '4242', '/pin/4243/')).toBe(false);
    expect(pageMatchesPin('closeup', '4242', '/pin/42424/')).toBe(false);
    expect(pageMatchesPin('closeup', '4242', '/pin/4242/repin/')).toBe(false);
    expect(pageMatchesPin('closeup', '4242', '/')).toBe(false);
  });
  it('closeupPinId reads the id after the last double dash', () => {
    expect(closeupPinId('/pin/a--b--77/')).toBe('77');
    expect(closeupPinId('/pin/slug--/')).toBeNull();
    expect(closeupPinId('/board/1/')).toBeNull();
  });
});

describe('clickPlan', () => {
  it('an organic offsite link: the check', () => {
    expect(clickPlan(click())).toBe('check');
  });
  it('a promoted pin: opens without the check; downstream promoted: the check', () => {
    expect(clickPlan(click({ isPromoted: true }))).toBe('open');
    expect(clickPlan(click({ isPromoted: true, isDownstreamPromotion: true }))).toBe('check');
  });
  it('a closeup link away from its pin page: opens without the check', () => {
    expect(clickPlan(click({ surface: 'closeup', pageMatches: false }))).toBe('open');
  });
  it.each(['', '   ', '#', '#top'])('empty or hash-only href %j: no navigation', (href) => {
    expect(clickPlan(click({ href }))).toBe('empty');
    expect(clickPlan(click({ href, metaOrCtrl: true }))).toBe('empty');
  });
  it('a hash inside a real link is not hash-only', () => {
    expect(isEmptyHref('https://www.example.com/#top')).toBe(false);
    expect(isEmptyHref(null)).toBe(true);
  });
  it('meta or ctrl on a link that is not offsite: the browser', () => {
    expect(clickPlan(click({ href: 'https://www.example.com/tart', metaOrCtrl: true }))).toBe('browser');
    expect(clickPlan(click({ href: 'https://www.example.com/tart', metaOrCtrl: true, viewer: VISITOR }))).toBe('browser');
  });
  it('the same link without a modifier is opened (not offsite: no check)', () => {
    expect(clickPlan(click({ href: 'https://www.example.com/tart' }))).toBe('open');
  });
  it('meta or ctrl on a card by a logged-out desktop visitor opens the pin', () => {
    expect(clickPlan(click({ metaOrCtrl: true, viewer: VISITOR }))).toBe('openPin');
  });
  it('…not for a logged-out mobile visitor, a member, or on the closeup', () => {
    expect(clickPlan(click({ metaOrCtrl: true, viewer: { ...VISITOR, mobile: true } }))).toBe('check');
    expect(clickPlan(click({ metaOrCtrl: true, viewer: MEMBER }))).toBe('check');
    expect(clickPlan(click({ metaOrCtrl: true, viewer: VISITOR, surface: 'closeup' }))).toBe('check');
  });
  it('offline: no window, whatever else', () => {
    expect(clickPlan(click({ online: false }))).toBe('offline');
    expect(clickPlan(click({ online: false, isPromoted: true }))).toBe('offline');
    expect(clickPlan(click({ online: false, metaOrCtrl: true, viewer: VISITOR }))).toBe('offline');
  });
  it('offline, a modified click on a link that is not offsite is still the browser’s', () => {
    expect(clickPlan(click({ online: false, metaOrCtrl: true, href: 'https://www.example.com/' }))).toBe('browser');
  });
});

describe('offsite links and destinations', () => {
  it('an /offsite/ link of this site is offsite; of another site, or another path, is not', () => {
    expect(isOffsiteHref(OFFSITE, ORIGIN)).toBe(true);
    expect(isOffsiteHref(`${ORIGIN}${OFFSITE}`, ORIGIN)).toBe(true);
    expect(isOffsiteHref(`https://evil.test${OFFSITE}`, ORIGIN)).toBe(false);
    expect(isOffsiteHref('/offsite/x', ORIGIN)).toBe(false);
    expect(isOffsiteHref('https://www.example.com/', ORIGIN)).toBe(false);
  });
  it('the destination of an /offsite/ link is its url; of another link itself; javascript: none', () => {
    expect(destinationOf(OFFSITE, ORIGIN)).toBe('https://www.example.com/tart');
    expect(destinationOf('https://www.example.com/a', ORIGIN)).toBe('https://www.example.com/a');
    expect(destinationOf('javascript:alert(1)', ORIGIN)).toBeNull();
  });
  it('the sanitised host: punycode, lower case, no credentials, path or port', () => {
    expect(sanitizedHost('https://user:pw@WWW.Example.COM:8443/a?b#c')).toBe('www.example.com');
    expect(sanitizedHost('https://pаypal.com/')).toBe('xn--pypal-4ve.com');
    expect(sanitizedHost('not a url')).toBe('');
  });
});

describe('/pin_redirect (platform §2)', () => {
  it('is for logged-out visitors who are not bots', () => {
    expect(wantsPinRedirect(VISITOR)).toBe(true);
    expect(wantsPinRedirect({ ...VISITOR, isBot: true })).toBe(false);
    expect(wantsPinRedirect(MEMBER)).toBe(false);
  });
  it('carries the /offsite/ link’s token, url and pin, the domain, the image and where the visitor was', () => {
    const href = pinRedirectHref({ offsiteHref: OFFSITE, origin: ORIGIN, from: '/search/?q=tart', pinImageUrl: '/images/236x/abc.jpg', pinCategory: 'food' });
    const url = new URL(href ?? '', ORIGIN);
    expect(url.pathname).toBe('/pin_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      domain: 'example.com',
      domainImageUrl: '',
      origin: '/search/?q=tart',
      pinCategory: 'food',
      pinImageUrl: '/images/236x/abc.jpg',
      redirectUrl: 'https://www.example.com/tart',
      pin: '4242',
      token: '12-34.1800000000.mac',
    });
  });
  it('none for a third-party ad, a link without a token, or a link that is not offsite', () => {
    const base = { origin: ORIGIN, from: '/', pinImageUrl: null, pinCategory: null };
    expect(pinRedirectHref({ ...base, offsiteHref: `${OFFSITE}&isThirdPartyAd=true` })).toBeNull();
    expect(pinRedirectHref({ ...base, offsiteHref: '/offsite/?url=https%3A%2F%2Fa.test%2F&pin=1' })).toBeNull();
    expect(pinRedirectHref({ ...base, offsiteHref: 'https://www.example.com/' })).toBeNull();
  });
});

describe('right-click clickthrough (pin-card §4, §9)', () => {
  const base = { pinHovered: true, target: 'https://www.example.com/tart', hidden: true, origin: ORIGIN };
  it('a hovered pin, the tab hidden, a page elsewhere: counted', () => {
    expect(rightClickCounts(base)).toBe(true);
  });
  it('not when the pin was not hovered, or the tab did not become hidden', () => {
    expect(rightClickCounts({ ...base, pinHovered: false })).toBe(false);
    expect(rightClickCounts({ ...base, hidden: false })).toBe(false);
  });
  it('not when the target is a pin page', () => {
    expect(rightClickCounts({ ...base, target: `${ORIGIN}/pin/4242/` })).toBe(false);
    expect(rightClickCounts({ ...base, target: '/pin/lemon-tart--4242/' })).toBe(false);
  });
  it('a /pin/ path on another site is not a pin page', () => {
    expect(rightClickCounts({ ...base, target: 'https://www.example.com/pin/1/' })).toBe(true);
  });
  it.each(IGNORED_CLICKTHROUGH_EXTENSIONS.map((extension) => [extension]))('not when the target is a .%s file (any case)', (extension) => {
    expect(hasIgnoredExtension(`https://cdn.test/a/file.${extension}`, ORIGIN)).toBe(true);
    expect(rightClickCounts({ ...base, target: `https://cdn.test/a/file.${extension}?w=1` })).toBe(false);
    expect(rightClickCounts({ ...base, target: `https://cdn.test/a/FILE.${extension.toUpperCase()}` })).toBe(false);
  });
  it('the ten extensions of §9, and nothing else', () => {
    expect([...IGNORED_CLICKTHROUGH_EXTENSIONS]).toEqual(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime']);
    for (const other of ['html', 'pdf', 'svg', 'mov', 'tif', 'jpgx', 'png.html']) expect(rightClickCounts({ ...base, target: `https://cdn.test/file.${other}` })).toBe(true);
  });
  it('an extension is the last path segment’s, not the host’s or the query’s', () => {
    expect(extensionOf('https://images.png/', ORIGIN)).toBe('');
    expect(extensionOf('https://a.test/page?file=x.jpg', ORIGIN)).toBe('');
    expect(extensionOf('https://a.test/x.jpg/page', ORIGIN)).toBe('');
  });
  it('no target or a target that is not a web page: not counted', () => {
    expect(rightClickCounts({ ...base, target: null })).toBe(false);
    expect(rightClickCounts({ ...base, target: 'mailto:a@b.test' })).toBe(false);
  });
});

describe('clickthrough events (pin-card §7)', () => {
  const pin = { isCollection: false, isPromoted: false, isDownstreamPromotion: false };
  it('12 and 8948', () => {
    expect(clickthroughEvents(pin)).toEqual([12, 8948]);
    expect(clickthroughEvents({ ...pin, isPromoted: true })).toEqual([12, 8948]);
  });
  it('a collection adds 7762; a collection ad 7761 (a downstream promoted collection is a collection)', () => {
    expect(clickthroughEvents({ ...pin, isCollection: true })).toEqual([12, 8948, 7762]);
    expect(clickthroughEvents({ ...pin, isCollection: true, isPromoted: true })).toEqual([8948, 12, 7761]);
    expect(clickthroughEvents({ isCollection: true, isPromoted: true, isDownstreamPromotion: true })).toEqual([12, 8948, 7762]);
  });
});

describe('linkless GET (platform §7)', () => {
  it('the outbound link with query pin and client_tracking_params', () => {
    const url = new URL(linklessPingUrl('https://www.example.com/tart?a=1', '4242', 'ctp') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.example.com/tart');
    expect(Object.fromEntries(url.searchParams)).toEqual({ a: '1', pin: '4242', client_tracking_params: 'ctp' });
  });
  it('without tracking params, no empty parameter; not for a link that is not http(s)', () => {
    expect(linklessPingUrl('https://a.test/', '1', null)).toBe('https://a.test/?pin=1');
    expect(linklessPingUrl('javascript:alert(1)', '1', null)).toBeNull();
    expect(linklessPingUrl('', '1', null)).toBeNull();
  });
});
