/** platform §2: landing-page types and logged-out page classes from the path; §9: outward-search referrers. */
import { describe, expect, it } from 'vitest';
import { landingPageType, loggedOutPageClass, outwardSearchReferrer, type LandingPageType, type LoggedOutPageClass } from './pageClass';

describe('landingPageType', () => {
  const cases: ReadonlyArray<readonly [string, LandingPageType | null, string | null]> = [
    ['/today', 'today', null],
    ['/today/best/', 'today', null],
    ['/discover/article/spring-salads', 'today', null],
    ['/ideas/', 'ideas', null],
    ['/ideas/recipes/42', 'ideas', null],
    ['/ada/garden/', 'own_board', 'ada'],
    ['/Ada/garden/', 'own_board', 'ada'],
    ['/ada/garden/', 'board', 'bo'],
    ['/ada/garden/', 'board', null],
    ['/ada/garden/roses/', 'own_section', 'ada'],
    ['/ada/garden/roses/', 'section', null],
    ['/pin/123/', 'closeup', null],
    ['/pin/red-shoes--123/', 'closeup', null],
    ['/pin/123/comments', 'closeup', null],
    ['/', 'home', null],
    ['/homefeed/', 'home', null],
    ['/ada/', 'profile', null],
    ['/ada/_saved/', 'profile', null],
    ['/search/pins/?q=red', 'search', null],
    ['/search', 'search', null],
    ['/topics/recipes', 'topic', null],
  ];
  it.each(cases)('%s is %s', (path, type, viewer) => {
    expect(landingPageType(path, viewer)).toBe(type);
  });

  it('pages of the site that are none of these have no type', () => {
    for (const path of ['/settings', '/login/', '/pin/create/', '/pin/123/edit/', '/videos/', '/a/b/c/d/']) expect(landingPageType(path)).toBeNull();
  });
});

describe('loggedOutPageClass', () => {
  const cases: ReadonlyArray<readonly [string, LoggedOutPageClass]> = [
    ['/pin/123/', 'pin'],
    ['/pin/red-shoes--123', 'pin'],
    ['/ada/garden/', 'board'],
    ['/ada/garden/roses/', 'board'],
    ['/login/', 'login'],
    ['/signup', 'login'],
    ['/', 'home'],
    ['/homefeed', 'home'],
    ['/ada/', 'profile'],
    ['/ada/_saved', 'profile'],
    ['/ideas/recipes/42/', 'ideas'],
    ['/ideas/', 'ideas-root'],
    ['/videos/', 'videos'],
    ['/videos/diy/7/', 'videos-category'],
    ['/today/article/spring-salads', 'article'],
    ['/discover/article/spring-salads/', 'article'],
    ['/shopping/spotlight/summer/', 'shopping-spotlight'],
    ['/today', 'today'],
    ['/today/best/', 'today'],
    ['/unauth-profile', 'unauth-profile'],
    ['/shopping/', 'shopping-root'],
    ['/shopping/shoes/9/', 'shopping-category'],
    ['/search/pins/', 'other'],
    ['/settings', 'other'],
    ['/pin/create/', 'other'],
    ['/a/b/c/d/', 'other'],
  ];
  it.each(cases)('%s is %s', (path, pageClass) => {
    expect(loggedOutPageClass(path)).toBe(pageClass);
  });
});

describe('outwardSearchReferrer', () => {
  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/search?q=x', 'google'],
    ['https://www.google.com.br/', 'google'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://search.yahoo.co.jp/', 'yahoo'],
    ['https://yandex.ru/search/', 'yandex'],
    ['https://websearch.rakuten.co.jp/', 'rakuten'],
    ['https://search.naver.com/', 'naver'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://example-com.cdn.ampproject.org/c/s/example.com/', 'amp'],
  ])('%s is %s', (referrer, engine) => {
    expect(outwardSearchReferrer(referrer)).toBe(engine);
  });

  it('anything else is none: no referrer, another site, look-alike hosts, not a web address', () => {
    for (const referrer of ['', 'https://example.com/', 'https://google.evil.com/', 'https://notgoogle.com/', 'https://bing.com.evil.io/', 'android-app://com.google/', 'not a url']) {
      expect(outwardSearchReferrer(referrer)).toBeNull();
    }
  });
});
