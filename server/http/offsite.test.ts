/**
 * /offsite/ and /pin_redirect (issue 18) through a real app: a pin's signed offsite_url redirects to
 * exactly its link, a link the safety check stops shows 'Heads up!', and no crafted, tampered, expired
 * or foreign input ever redirects. Also offsite_url in v3 pins and carousel slots, and in GraphQL.
 */
import { createHmac } from 'node:crypto';
import { parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinFieldSetFor } from '../../schema/pin/field-set.ts';
import { infoFor } from '../../schema/testing/operations.ts';
import { linkSafety, type PinRow } from '../db/schema.ts';
import { makeBoard, makePin, makeUser, signature } from '../testing/fixtures.ts';
import { useTestServer } from '../testing/harness.ts';
import { TEST_SECRET } from '../testing/server.ts';
import { backends } from '../testing/storage.ts';
import { RULE_MESSAGES } from '../v3/offsite/check.ts';
import { offsiteUrl, pinOffsiteUrl } from '../v3/offsite/pin-url.ts';
import { OFFSITE_TOKEN_TTL_SECONDS, offsiteTokens } from '../v3/offsite/token.ts';
import type { V3Pin } from '../v3/types.ts';

const SAFE_URL = 'https://example.com/recipes/soup?x=1&y=2';
const OTHER_URL = 'https://example.org/other';
const BLOCKED_MESSAGE = 'This site spreads malware.';
const PORN_MESSAGE = 'This site has adult content.';
const DAY_MS = OFFSITE_TOKEN_TTL_SECONDS * 1000;

type Params = Record<string, string | string[]>;

/** A query string from params (arrays repeat the key), each value percent-encoded once. */
const qs = (params: Params) =>
  Object.entries(params)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`))
    .join('&');

/** A token for any url, made with the secret by hand (what a leaked key could sign): the page must still refuse non-web targets. */
function forged(url: string, pin: string, expiresInSeconds = 3600, isThirdPartyAd = false, secret = TEST_SECRET): string {
  const nonce = '7-9';
  const expires = String(Math.floor(Date.now() / 1000) + expiresInSeconds);
  const mac = createHmac('sha256', secret).update(`offsite\n${nonce}\n${expires}\n${pin}\n${isThirdPartyAd ? 1 : 0}\n${url}`).digest('base64url');
  return `${nonce}.${expires}.${mac}`;
}

describe.each(backends())('/offsite/ and /pin_redirect on $name', (backend) => {
  const env = useTestServer(backend, {
    // Entries exist before the first check reads the store.
    seed: async (storage) => {
      await storage.db.insert(linkSafety).values([
        { kind: 'host', value: 'blocked.example', status: 'blocked', message: BLOCKED_MESSAGE, source: 'seed' },
        { kind: 'host', value: 'adult.example', status: 'porn', message: PORN_MESSAGE, source: 'seed' },
      ]);
    },
  });
  let safePin: PinRow;
  let otherPin: PinRow;
  let promotedPin: PinRow;
  let downstreamPin: PinRow;
  let adPin: PinRow;
  let carouselPin: PinRow;
  let blockedPin: PinRow;
  let pornPin: PinRow;
  let loopbackPin: PinRow;
  let mailPin: PinRow;
  let scriptPin: PinRow;
  let P = '';
  let T = '';

  beforeAll(async () => {
    const { db } = env().storage;
    const owner = await makeUser(db);
    const promoter = await makeUser(db);
    const board = await makeBoard(db, owner);
    safePin = await makePin(db, board, { link: SAFE_URL });
    otherPin = await makePin(db, board, { link: OTHER_URL });
    promotedPin = await makePin(db, board, { link: 'https://example.com/organic', promoterId: promoter.id, adDestinationUrl: 'https://shop.example.com/buy?utm_source=corkboard' });
    downstreamPin = await makePin(db, board, { link: 'https://example.com/downstream', promoterId: promoter.id, isDownstreamPromotion: true, adDestinationUrl: 'https://shop.example.com/ad' });
    adPin = await makePin(db, board, { link: 'https://ads.example.net/landing', isThirdPartyAd: true });
    const slot = (link: string | null, i: number) => ({ slot_id: i, title: `Slot ${i}`, link, image_signature: signature(`slot-${i}`), width: 600, height: 900, dominant_color: '#123456' });
    carouselPin = await makePin(db, board, {
      type: 'carousel',
      link: 'https://example.com/carousel',
      carouselData: { index: 0, carousel_slots: [slot('https://example.com/slot-0', 0), slot(null, 1), slot('ftp://example.com/file', 2)] },
    });
    blockedPin = await makePin(db, board, { link: 'https://blocked.example/page' });
    pornPin = await makePin(db, board, { link: 'https://adult.example/' });
    loopbackPin = await makePin(db, board, { link: 'http://127.0.0.1:8080/admin' });
    mailPin = await makePin(db, board, { link: 'mailto:someone@example.com' });
    scriptPin = await makePin(db, board, { link: 'javascript:alert(1)' });
    P = String(safePin.id);
    T = offsiteTokens(TEST_SECRET).sign({ url: SAFE_URL, pin: P });
  });

  const get = (url: string) => env().server.app.inject({ method: 'GET', url });
  const v3Pin = async (pin: PinRow): Promise<V3Pin> => {
    const response = await get(`/v3/pins/${pin.id}/`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { resource_response: { data: V3Pin } }).resource_response.data;
  };
  const expectPageHeaders = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  };
  const expectInvalid = (response: Awaited<ReturnType<typeof get>>, label: string) => {
    expect(response.statusCode, label).toBe(400);
    expect(response.headers.location, label).toBeUndefined();
    expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
    expect(response.body, label).toContain('This link has expired or is not valid');
    expect(response.body, label).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(response.body, label).not.toContain('Continue to');
    expect(response.body, label).not.toMatch(/<script/i);
    expectPageHeaders(response);
  };

  describe('offsite_url in v3 pins', () => {
    it('signs the link of an ordinary pin, and following it redirects there exactly', async () => {
      const pin = await v3Pin(safePin);
      expect(pin.offsite_url).toMatch(/^\/offsite\/\?token=[\w.-]+&url=https%3A%2F%2Fexample\.com%2Frecipes%2Fsoup%3Fx%3D1%26y%3D2&pin=\d+$/);
      const response = await get(pin.offsite_url!);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(SAFE_URL);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it("goes to a promoted pin's ad destination, and to a downstream promoted pin's own link", async () => {
      const promoted = await v3Pin(promotedPin);
      expect((await get(promoted.offsite_url!)).headers.location).toBe('https://shop.example.com/buy?utm_source=corkboard');
      const downstream = await v3Pin(downstreamPin);
      expect((await get(downstream.offsite_url!)).headers.location).toBe('https://example.com/downstream');
    });

    it('marks a third-party ad, whose token holds only with the flag', async () => {
      const ad = await v3Pin(adPin);
      expect(ad.offsite_url).toMatch(/&isThirdPartyAd=true$/);
      expect((await get(ad.offsite_url!)).headers.location).toBe('https://ads.example.net/landing');
      expectInvalid(await get(ad.offsite_url!.replace('&isThirdPartyAd=true', '')), 'flag dropped');
    });

    it('signs each carousel slot for its own link, and none for a missing or non-web one', async () => {
      const pin = await v3Pin(carouselPin);
      const slots = pin.carousel_data!.carousel_slots;
      expect(slots.map((s) => s.offsite_url === null)).toEqual([false, true, true]);
      expect((await get(slots[0]!.offsite_url!)).headers.location).toBe('https://example.com/slot-0');
      const grid = (await get(`/v3/pins/?ids=${carouselPin.id}&field_set_key=grid`)).json() as { resource_response: { data: V3Pin[] } };
      const gridPin = grid.resource_response.data[0]!;
      expect(gridPin.offsite_url).toMatch(/^\/offsite\/\?token=/);
      expect(gridPin.carousel_data!.carousel_slots[0]!.offsite_url).toMatch(/^\/offsite\/\?token=/);
    });

    it('is null for links that are not http(s)', async () => {
      expect((await v3Pin(mailPin)).offsite_url).toBeNull();
      expect((await v3Pin(scriptPin)).offsite_url).toBeNull();
    });

    it('is null without a signer (deps built by hand)', () => {
      expect(pinOffsiteUrl(undefined, safePin)).toBeNull();
      expect(offsiteUrl(undefined, SAFE_URL, P)).toBeNull();
      const tokens = offsiteTokens(TEST_SECRET);
      for (const url of ['', 'mailto:a@example.com', 'javascript:alert(1)', '//evil.example', '/relative', 'https://', 'http://exa mple.com/']) expect(offsiteUrl(tokens, url, P), url).toBeNull();
      expect(offsiteUrl(tokens, 'HTTPS://Example.com/', P)).not.toBeNull();
    });

    it('is Pin.offsiteUrl and CarouselSlot.offsiteUrl in GraphQL, and a grid card may ask for it', async () => {
      const response = await fetch(`${env().server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          query: 'query($a: String!, $b: String!, $c: String!) { a: pin(id: $a) { offsiteUrl } b: pin(id: $b) { offsiteUrl carouselData { carouselSlots { link offsiteUrl } } } c: pin(id: $c) { offsiteUrl } }',
          variables: { a: P, b: String(carouselPin.id), c: String(mailPin.id) },
        }),
      });
      const { data, errors } = (await response.json()) as { data: { a: { offsiteUrl: string }; b: { offsiteUrl: string; carouselData: { carouselSlots: { link: string | null; offsiteUrl: string | null }[] } }; c: { offsiteUrl: null } }; errors?: unknown };
      expect(errors).toBeUndefined();
      expect((await get(data.a.offsiteUrl)).headers.location).toBe(SAFE_URL);
      expect(data.b.carouselData.carouselSlots.map((s) => s.offsiteUrl !== null)).toEqual([true, false, false]);
      expect((await get(data.b.carouselData.carouselSlots[0]!.offsiteUrl!)).headers.location).toBe('https://example.com/slot-0');
      expect(data.c.offsiteUrl).toBeNull();
      const fieldSet = (node: string) => pinFieldSetFor(infoFor(parse(`query { homefeed(first: 5) { edges { node { ${node} } } } }`), 'homefeed'));
      expect(fieldSet('id link offsiteUrl carouselData { carouselSlots { link offsiteUrl } }')).toBe('grid');
    });
  });

  describe('GET /offsite/', () => {
    it('redirects with the token of the url and pin, until the token expires', async () => {
      const response = await get(`/offsite/?${qs({ token: T, url: SAFE_URL, pin: P, csr: 'abc', client_tracking_params: 'CwABAAAA', aux_data: '{"a":1}' })}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(SAFE_URL);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Without the trailing slash too, as links are sometimes written.
      expect((await get(`/offsite?${qs({ token: T, url: SAFE_URL, pin: P })}`)).headers.location).toBe(SAFE_URL);
      const nearlyExpired = offsiteTokens(TEST_SECRET, () => Date.now() - DAY_MS + 60_000).sign({ url: SAFE_URL, pin: P });
      expect((await get(`/offsite/?${qs({ token: nearlyExpired, url: SAFE_URL, pin: P })}`)).statusCode).toBe(302);
      const expired = offsiteTokens(TEST_SECRET, () => Date.now() - DAY_MS - 1000).sign({ url: SAFE_URL, pin: P });
      expectInvalid(await get(`/offsite/?${qs({ token: expired, url: SAFE_URL, pin: P })}`), 'expired');
    });

    it("shows 'Heads up!' for a blocked, porn or suspicious link, with the message, the host and the way back, and no redirect", async () => {
      const cases: [PinRow, string, string][] = [
        [blockedPin, BLOCKED_MESSAGE, 'blocked.example'],
        [pornPin, PORN_MESSAGE, 'adult.example'],
        [loopbackPin, RULE_MESSAGES.localAddress, '127.0.0.1'],
      ];
      for (const [pin, message, host] of cases) {
        const url = (await v3Pin(pin)).offsite_url!;
        const response = await get(url);
        expect(response.statusCode, host).toBe(200);
        expect(response.headers.location, host).toBeUndefined();
        expectPageHeaders(response);
        expect(response.body).toContain('We have blocked this link');
        expect(response.body).toContain('<h1>Heads up!</h1>');
        expect(response.body).toContain(message);
        expect(response.body).toContain(`<span class="host">${host}</span>`);
        expect(response.body).toContain(`href="/pin/${pin.id}/"`);
        expect(response.body).toContain('href="/terms#community-guidelines"');
        expect(response.body).not.toContain('http://127.0.0.1:8080/admin"');
      }
    });

    it('links the invalid page back to the pin when pin is an id, else home', async () => {
      const withPin = await get(`/offsite/?${qs({ token: 'nope', url: SAFE_URL, pin: P })}`);
      expect(withPin.body).toContain(`href="/pin/${P}/"`);
      const withoutPin = await get(`/offsite/?${qs({ token: 'nope', url: SAFE_URL, pin: '"><script>alert(1)</script>' })}`);
      expectInvalid(withoutPin, 'pin is markup');
      expect(withoutPin.body).not.toContain('/pin/');
    });

    /** Crafted inputs that must never redirect: [label, query string (already encoded)]. */
    const crafted = (): [string, string][] => {
      const [nonce, expires, mac] = T.split('.') as [string, string, string];
      const [a, b] = nonce.split('-').map(Number) as [number, number];
      const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
      const base = { token: T, url: SAFE_URL, pin: P };
      const with_ = (changes: Params) => qs({ ...base, ...changes });
      const without = (key: keyof typeof base) => qs(Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)));
      const other = String(otherPin.id);
      const otherToken = offsiteTokens(TEST_SECRET).sign({ url: OTHER_URL, pin: other });
      const encodedOnce = encodeURIComponent(SAFE_URL);
      const raw = (url: string) => `token=${encodeURIComponent(T)}&pin=${P}&url=${url}`;
      return [
        ['nothing at all', ''],
        ['no token', without('token')],
        ['no url', without('url')],
        ['no pin', without('pin')],
        ['empty token', with_({ token: '' })],
        ['empty url', with_({ url: '' })],
        ['empty pin', with_({ pin: '' })],
        ['mac first character changed', with_({ token: `${nonce}.${expires}.${flip(mac, 0)}` })],
        ['mac last character changed', with_({ token: `${nonce}.${expires}.${flip(mac, mac.length - 1)}` })],
        ['nonce a changed', with_({ token: `${(a + 1) % 1001}-${b}.${expires}.${mac}` })],
        ['nonce b changed', with_({ token: `${a}-${(b + 1) % 1001}.${expires}.${mac}` })],
        ['expiry pushed a day on', with_({ token: `${nonce}.${Number(expires) + 86_400}.${mac}` })],
        ['token cut short', with_({ token: T.slice(0, -2) })],
        ['token with a character more', with_({ token: `${T}A` })],
        ['token in standard base64', with_({ token: `${nonce}.${expires}.${Buffer.from(mac, 'base64url').toString('base64')}` })],
        ['token from another secret', with_({ token: offsiteTokens('another-secret').sign(base) })],
        ['expired token', with_({ token: offsiteTokens(TEST_SECRET, () => Date.now() - DAY_MS - 1000).sign(base) })],
        ["another pin's token and url, this pin", with_({ token: otherToken, url: OTHER_URL })],
        ["another pin's token, this url and pin", with_({ token: otherToken })],
        ['this token, another pin', with_({ pin: other })],
        ['this token, another url', with_({ url: OTHER_URL })],
        ['url on another host', with_({ url: 'https://evil.example/recipes/soup?x=1&y=2' })],
        ['url with a path added', with_({ url: `${SAFE_URL}/../../evil` })],
        ['url in upper case', with_({ url: SAFE_URL.toUpperCase() })],
        ['url with a fragment added', with_({ url: `${SAFE_URL}#x` })],
        ['url with credentials to another host', with_({ url: 'https://example.com@evil.example/' })],
        ['protocol-relative //evil.example', with_({ url: '//evil.example' })],
        ['/\\evil.example', with_({ url: '/\\evil.example' })],
        ['raw /\\evil.example', raw('/\\evil.example')],
        ['https:\\\\evil.example', with_({ url: 'https:\\\\evil.example' })],
        ['javascript: url', with_({ url: 'javascript:alert(document.cookie)' })],
        ['JaVaScRiPt: with a tab', with_({ url: 'JaVa\tScRiPt:alert(1)' })],
        ['data: url', with_({ url: 'data:text/html,<script>alert(1)</script>' })],
        ['vbscript: url', with_({ url: 'vbscript:msgbox(1)' })],
        ['url encoded twice', raw(encodeURIComponent(encodedOnce))],
        ['url encoded three times', raw(encodeURIComponent(encodeURIComponent(encodedOnce)))],
        ['url with %00', raw(`${encodedOnce}%00`)],
        ['url with CR/LF and a header', raw(`${encodedOnce}%0d%0aLocation:%20https://evil.example/`)],
        ['url with a bare LF', raw(`${encodedOnce}%0a`)],
        ['url with a leading space', with_({ url: ` ${SAFE_URL}` })],
        ['url with full-width slashes', with_({ url: 'https:／／evil.example/' })],
        ['IDN look-alike host (Cyrillic а)', with_({ url: SAFE_URL.replace('example', 'exаmple') })],
        ['punycode look-alike host', with_({ url: SAFE_URL.replace('example.com', 'xn--exmple-4nf.com') })],
        ['IDN look-alike, percent-encoded', raw(encodeURIComponent(SAFE_URL.replace('example', 'exаmple')))],
        ['very long url', with_({ url: `${SAFE_URL}&pad=${'a'.repeat(9000)}` })],
        ['very long token', with_({ token: T.repeat(200) })],
        ['very long pin', with_({ pin: '9'.repeat(5000) })],
        ['pin with a newline', with_({ pin: `${P}\n0` })],
        ['pin with a leading zero', with_({ pin: `0${P}` })],
        ['pin with a trailing space', with_({ pin: `${P} ` })],
        ['isThirdPartyAd=true added', with_({ isThirdPartyAd: 'true' })],
        ['isThirdPartyAd=1', with_({ isThirdPartyAd: '1' })],
        ['isThirdPartyAd=TRUE', with_({ isThirdPartyAd: 'TRUE' })],
        ['isThirdPartyAd twice', with_({ isThirdPartyAd: ['false', 'false'] })],
        ['token twice', with_({ token: [T, T] })],
        ['url twice', with_({ url: [SAFE_URL, SAFE_URL] })],
        ['url twice, the second elsewhere', with_({ url: [SAFE_URL, 'https://evil.example/'] })],
        ['pin twice', with_({ pin: [P, P] })],
        ['the token given as redirectUrl', qs({ token: T, redirectUrl: SAFE_URL, pin: P })],
        ['parameter names in upper case', qs({ TOKEN: T, URL: SAFE_URL, PIN: P })],
        ['token with its dots percent-encoded twice', `token=${T.replace(/\./g, '%252E')}&url=${encodedOnce}&pin=${P}`],
        ['forged javascript: (secret known)', qs({ token: forged('javascript:alert(1)', P), url: 'javascript:alert(1)', pin: P })],
        ['forged data: (secret known)', qs({ token: forged('data:text/html,hi', P), url: 'data:text/html,hi', pin: P })],
        ['forged //evil.example (secret known)', qs({ token: forged('//evil.example', P), url: '//evil.example', pin: P })],
        ['forged but expired', qs({ token: forged(SAFE_URL, P, -1), url: SAFE_URL, pin: P })],
        ['forged for a third-party ad, sent without the flag', qs({ token: forged(SAFE_URL, P, 3600, true), url: SAFE_URL, pin: P })],
      ];
    };

    it('never redirects a crafted, tampered, expired or foreign input (at least 50)', async () => {
      const cases = crafted();
      expect(cases.length).toBeGreaterThanOrEqual(50);
      for (const [label, query] of cases) expectInvalid(await get(`/offsite/?${query}`), label);
      // The same inputs on /pin_redirect (its url parameter is redirectUrl) never offer a way on either.
      for (const [label, query] of cases) {
        const asInterstitial = query.replace(/(^|&)url=/g, '$1redirectUrl=');
        if (label === 'the token given as redirectUrl') continue;
        expectInvalid(await get(`/pin_redirect?${asInterstitial}`), `pin_redirect: ${label}`);
      }
    });

    it('also accepts isThirdPartyAd=false for an ordinary pin (the flag the token was signed with)', async () => {
      expect((await get(`/offsite/?${qs({ token: T, url: SAFE_URL, pin: P, isThirdPartyAd: 'false' })}`)).statusCode).toBe(302);
    });
  });

  describe('GET /pin_redirect', () => {
    const payload = `"'><script>alert(1)</script><img src=x onerror=alert(2)>&amp;`;

    it("shows 'You're leaving Corkboard' with the signed url's host, Continue → /offsite/ and Back → the origin path", async () => {
      const response = await get(
        `/pin_redirect?${qs({ token: T, redirectUrl: SAFE_URL, pin: P, domain: 'example.com', origin: '/search/pins/?q=soup&rs=typed', pinCategory: 'food_and_drink', pinImageUrl: '/images/236x/ab/cd/abcd.jpg', domainImageUrl: '/images/60x60/ef/gh/efgh.jpg' })}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expectPageHeaders(response);
      expect(response.body).toContain("<h1>You're leaving Corkboard</h1>");
      expect(response.body).toContain('<img class="pin-image" src="/images/236x/ab/cd/abcd.jpg" alt="" />');
      expect(response.body).toContain('<img src="/images/60x60/ef/gh/efgh.jpg" alt="" />');
      expect(response.body).toContain('Food and drink');
      expect(response.body).toContain('href="/search/pins/?q=soup&amp;rs=typed">Back</a>');
      const continueLink = /<a class="button primary" href="([^"]+)">Continue to example\.com<\/a>/.exec(response.body);
      expect(continueLink).not.toBeNull();
      const next = await get(continueLink![1]!.replace(/&amp;/g, '&'));
      expect(next.statusCode).toBe(302);
      expect(next.headers.location).toBe(SAFE_URL);
    });

    it('escapes every query field, and shows no image or way back that is not ours', async () => {
      const fields = ['domain', 'domainImageUrl', 'origin', 'pinCategory', 'pinImageUrl', 'csr', 'client_tracking_params', 'aux_data'];
      const response = await get(`/pin_redirect?${qs({ token: T, redirectUrl: SAFE_URL, pin: P, ...Object.fromEntries(fields.map((f) => [f, payload])) })}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/<script|onerror=alert|<img src=x/i);
      expect(response.body).toContain('Continue to example.com');
      expect(response.body).toContain('href="/">Back</a>');
      // A same-origin origin holding markup is kept, escaped.
      const escaped = await get(`/pin_redirect?${qs({ token: T, redirectUrl: SAFE_URL, pin: P, origin: `/x"'><script>alert(1)</script><img/src=x>` })}`);
      expect(escaped.body).toContain('href="/x&quot;&#39;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img/src=x&gt;">Back</a>');
      expect(escaped.body).not.toMatch(/<script|<img src=x/i);
      for (const origin of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', ` /`]) {
        const back = await get(`/pin_redirect?${qs({ token: T, redirectUrl: SAFE_URL, pin: P, origin })}`);
        expect(back.body, origin).toContain('href="/">Back</a>');
      }
      for (const image of ['https://evil.example/x.png', '//evil.example/images/x.png', '/images/../v3/users/me/', 'javascript:alert(1)', '/images/a"b.png']) {
        const page = await get(`/pin_redirect?${qs({ token: T, redirectUrl: SAFE_URL, pin: P, pinImageUrl: image, domainImageUrl: image })}`);
        expect(page.body, image).not.toContain('<img');
      }
    });

    it('is the invalid page for a token that does not hold', async () => {
      expectInvalid(await get(`/pin_redirect?${qs({ token: T, redirectUrl: 'https://evil.example/', pin: P, domain: 'example.com' })}`), 'foreign url');
      expectInvalid(await get(`/pin_redirect?${qs({ redirectUrl: SAFE_URL, pin: P })}`), 'no token');
    });
  });
});
