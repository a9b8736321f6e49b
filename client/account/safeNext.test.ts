import { describe, expect, it } from 'vitest';
import { MAX_NEXT_LENGTH, safeNext } from './safeNext';

const ORIGIN = 'https://cork.example';

/** Crafted `next` values that must lead home: elsewhere, a script, or not a page address. */
const REFUSED: unknown[] = [
  '//evil.com',
  '///evil.com',
  '////evil.com/',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/\u0000/evil.com',
  '/\u001f/evil.com',
  '/\u007f/evil.com',
  '/\u0085/evil.com',
  decodeURIComponent('%2F%09%2Fevil.com'),
  decodeURIComponent('%2F%0A%2Fevil.com'),
  decodeURIComponent('%2F%0D%2Fevil.com'),
  'https://evil.com',
  'https://evil.com/pin/1/',
  'http://evil.com',
  'HTTPS://EVIL.COM',
  'http:evil.com',
  'HTTP:evil.com',
  'https://evil.com#@cork.example',
  'http://cork.example/', // another scheme is another origin
  'https://cork.example:8443/',
  'https://cork.example.evil.com/',
  'https://evil.com@cork.example.evil.com/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:someone@evil.com',
  'ftp://evil.com/',
  'file:///etc/passwd',
  'blob:https://evil.com/1',
  '',
  '   ',
  '\t\n',
  `/${'a'.repeat(MAX_NEXT_LENGTH)}`,
  undefined,
  null,
  42,
  ['/pin/1/'],
  { next: '/pin/1/' },
  true,
];

/** Values that stay on the site: their path, query and fragment are kept. */
const KEPT: [string, string][] = [
  ['/', '/'],
  ['/pin/1/', '/pin/1/'],
  ['/settings', '/settings'],
  ['/search/pins/?q=red%20shoes#top', '/search/pins/?q=red%20shoes#top'],
  ['/ada/desserts/?invite_code=abc&accept_invite=true&seamless=true', '/ada/desserts/?invite_code=abc&accept_invite=true&seamless=true'],
  ['/pin/1/repin/', '/pin/1/repin/'],
  ['https://cork.example/pin/2/', '/pin/2/'],
  ['/%2F%2Fevil.com', '/%2F%2Fevil.com'], // an encoded slash is a path segment here, not a host
  ['/pin/1/\t', '/pin/1/'],
  ['/caf\u00e9/', '/caf%C3%A9/'],
  ['/a/../b/', '/b/'],
  ['pin/3/', '/pin/3/'],
  // The base's own scheme without slashes is a relative path (WHATWG URL): it stays on the site.
  ['https:evil.com', '/evil.com'],
  ['https:/evil.com', '/evil.com'],
];

describe('safeNext', () => {
  it(`refuses ${REFUSED.length} crafted values, leading home`, () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(50);
    const leaked = REFUSED.filter((next) => safeNext(next, ORIGIN) !== '/');
    expect(leaked).toEqual([]);
  });

  it.each(KEPT)('keeps %j on the site as %j', (next, expected) => {
    expect(safeNext(next, ORIGIN)).toBe(expected);
  });

  it(`accepts ${MAX_NEXT_LENGTH} characters and refuses one more`, () => {
    const atBound = `/${'a'.repeat(MAX_NEXT_LENGTH - 1)}`;
    expect(safeNext(atBound, ORIGIN)).toBe(atBound);
    expect(safeNext(`${atBound}a`, ORIGIN)).toBe('/');
  });

  it("the issue's value, /login?next=%2F%09%2Fevil.com, never reaches evil.com", () => {
    const next = new URLSearchParams('next=%2F%09%2Fevil.com').get('next');
    expect(safeNext(next, ORIGIN)).toBe('/');
  });

  it("in the browser compares with the page's own origin", () => {
    expect(safeNext(`${window.location.origin}/pin/5/`)).toBe('/pin/5/');
    expect(safeNext('//evil.com')).toBe('/');
  });
});
