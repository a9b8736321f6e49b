/** The /offsite/ token: its shape, its MAC, its 24-hour life and what it refuses. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OFFSITE_TOKEN_TTL_SECONDS, OFFSITE_URL_MAX, offsiteTokens } from './token.ts';

const SECRET = 'test-secret-key';
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
const target = { url: 'https://example.com/recipes/soup?x=1', pin: '42' };

/** A clock the test moves by hand. */
function fakeClock(start = T0) {
  let now = start;
  return { now: () => now, set: (ms: number) => void (now = ms) };
}

describe('offsiteTokens', () => {
  it('signs {a}-{b}.{expires}.{mac} with a and b in 0…1000, expiry 24 h ahead and the documented MAC', () => {
    const tokens = offsiteTokens(SECRET, () => T0);
    for (let i = 0; i < 200; i += 1) {
      const token = tokens.sign(target);
      const match = /^(\d+)-(\d+)\.(\d+)\.([A-Za-z0-9_-]{43})$/.exec(token);
      expect(match, token).not.toBeNull();
      const [, a, b, expires, mac] = match!;
      expect(Number(a)).toBeLessThanOrEqual(1000);
      expect(Number(b)).toBeLessThanOrEqual(1000);
      expect(Number(expires)).toBe(T0 / 1000 + OFFSITE_TOKEN_TTL_SECONDS);
      const expected = createHmac('sha256', SECRET).update(`offsite\n${a}-${b}\n${expires}\n42\n0\n${target.url}`).digest('base64url');
      expect(mac).toBe(expected);
    }
  });

  it('puts 1 in the MAC for a third-party ad', () => {
    const token = offsiteTokens(SECRET, () => T0).sign({ ...target, isThirdPartyAd: true });
    const [nonce, expires, mac] = token.split('.');
    expect(mac).toBe(createHmac('sha256', SECRET).update(`offsite\n${nonce}\n${expires}\n42\n1\n${target.url}`).digest('base64url'));
  });

  it('draws fresh nonces (two tokens for one target differ)', () => {
    const tokens = offsiteTokens(SECRET, () => T0);
    const seen = new Set(Array.from({ length: 50 }, () => tokens.sign(target)));
    expect(seen.size).toBeGreaterThan(40);
  });

  it('verifies until the second before expiry, and not from the expiry on', () => {
    const clock = fakeClock();
    const tokens = offsiteTokens(SECRET, clock.now);
    const token = tokens.sign(target);
    expect(tokens.verify(token, target)).toBe(true);
    clock.set(T0 + OFFSITE_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(tokens.verify(token, target)).toBe(true);
    clock.set(T0 + OFFSITE_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(tokens.verify(token, target)).toBe(true);
    clock.set(T0 + OFFSITE_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.verify(token, target)).toBe(false);
    clock.set(T0 + 30 * OFFSITE_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.verify(token, target)).toBe(false);
  });

  it('is valid only for the url, pin and isThirdPartyAd it was signed for, and the secret', () => {
    const tokens = offsiteTokens(SECRET, () => T0);
    const token = tokens.sign(target);
    expect(tokens.verify(token, { ...target, url: `${target.url}&y=2` })).toBe(false);
    expect(tokens.verify(token, { ...target, url: target.url.toUpperCase() })).toBe(false);
    expect(tokens.verify(token, { ...target, pin: '43' })).toBe(false);
    expect(tokens.verify(token, { ...target, isThirdPartyAd: true })).toBe(false);
    expect(tokens.verify(token, { ...target, isThirdPartyAd: false })).toBe(true);
    expect(offsiteTokens('another-secret', () => T0).verify(token, target)).toBe(false);
    const ad = tokens.sign({ ...target, isThirdPartyAd: true });
    expect(tokens.verify(ad, { ...target, isThirdPartyAd: true })).toBe(true);
    expect(tokens.verify(ad, target)).toBe(false);
  });

  it('refuses a token whose nonce or expiry was changed, even to a later expiry', () => {
    const tokens = offsiteTokens(SECRET, () => T0);
    const token = tokens.sign(target);
    const [nonce, expires, mac] = token.split('.') as [string, string, string];
    const [a, b] = nonce.split('-').map(Number) as [number, number];
    expect(tokens.verify(`${(a + 1) % 1001}-${b}.${expires}.${mac}`, target)).toBe(false);
    expect(tokens.verify(`${a}-${(b + 1) % 1001}.${expires}.${mac}`, target)).toBe(false);
    expect(tokens.verify(`${a}-${b}.${Number(expires) + 86_400}.${mac}`, target)).toBe(false);
    expect(tokens.verify(`0${a}-${b}.${expires}.${mac}`, target)).toBe(false);
  });

  it('refuses malformed tokens and targets without throwing', () => {
    const tokens = offsiteTokens(SECRET, () => T0);
    const token = tokens.sign(target);
    const [nonce, expires, mac] = token.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const bad: unknown[] = [
      '',
      'x',
      token.slice(0, -1),
      `${token}A`,
      `${token} `,
      ` ${token}`,
      token.replace(/\./g, '-'),
      `${nonce}.${expires}.${flipped}`,
      `${nonce}.${expires}`,
      `${nonce}..${mac}`,
      `1001-1.${expires}.${mac}`,
      `-1-1.${expires}.${mac}`,
      `${nonce}.-${expires}.${mac}`,
      `${nonce}.${expires}.${mac.replace(/[A-Za-z]/, '+')}`,
      `${nonce}.${expires}.${Buffer.from(mac, 'base64url').toString('base64')}`,
      token.repeat(50),
      null,
      undefined,
      42,
      [token],
      { token },
    ];
    for (const candidate of bad) expect(tokens.verify(candidate as string, target), String(candidate)).toBe(false);
    expect(tokens.verify(token, { ...target, url: '' })).toBe(false);
    expect(tokens.verify(token, { ...target, url: ['x'] as unknown as string })).toBe(false);
    expect(tokens.verify(token, { ...target, pin: '42\n1' })).toBe(false);
    expect(tokens.verify(token, { ...target, pin: '' })).toBe(false);
    expect(tokens.verify(token, { ...target, url: `https://example.com/${'a'.repeat(OFFSITE_URL_MAX)}` })).toBe(false);
  });

  it('cannot be made to collide by moving a newline between the pin and the url', () => {
    const tokens = offsiteTokens(SECRET, () => T0);
    expect(() => tokens.sign({ pin: '5\n1', url: 'https://example.com/' })).toThrow();
    const token = tokens.sign({ pin: '5', isThirdPartyAd: true, url: '0\nhttps://example.com/' });
    expect(tokens.verify(token, { pin: '5\n1', url: 'https://example.com/' })).toBe(false);
  });
});
