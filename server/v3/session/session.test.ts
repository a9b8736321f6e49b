import { describe, expect, it } from 'vitest';
import { verifyPassword, hashPassword } from '../account/password.ts';
import { isReservedUsername } from '../account/reserved.ts';
import { parseCookies, serializeCookie } from './cookies.ts';
import { FixedWindowLimiter, RateLimited } from './rate-limit.ts';

describe('FixedWindowLimiter', () => {
  it('allows `limit` events per window, then throws RateLimited with the seconds left, and opens again after the window', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(5, 15 * 60_000, () => now);
    for (let i = 0; i < 5; i += 1) limiter.hit('k');
    now += 60_000;
    let thrown: unknown;
    try {
      limiter.hit('k');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RateLimited);
    expect((thrown as RateLimited).status).toBe(429);
    expect((thrown as RateLimited).retryAfterSeconds).toBe(14 * 60);
    expect(() => limiter.hit('other')).not.toThrow();
    now += 14 * 60_000;
    expect(() => limiter.hit('k')).not.toThrow();
  });

  it('check does not count; reset clears', () => {
    const limiter = new FixedWindowLimiter(1, 1000, () => 0);
    limiter.check('k');
    limiter.check('k');
    limiter.record('k');
    expect(() => limiter.check('k')).toThrow(RateLimited);
    limiter.reset('k');
    expect(() => limiter.check('k')).not.toThrow();
  });
});

describe('cookies', () => {
  it('parses a Cookie header; the first duplicate wins; bad escapes stay raw', () => {
    const cookies = parseCookies('a=1; cb_session=abc%2Ddef; cb_session=second; bad=%E0%A4%A; quoted="q"; novalue');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('cb_session')).toBe('abc-def');
    expect(cookies.get('bad')).toBe('%E0%A4%A');
    expect(cookies.get('quoted')).toBe('q');
    expect(cookies.has('novalue')).toBe(false);
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('serialises with the session attributes', () => {
    expect(serializeCookie('cb_session', 'tok', { maxAge: 60, secure: true })).toBe('cb_session=tok; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure');
  });
});

describe('passwords', () => {
  it('hashes with scrypt and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
  });
});

it('reserves the top-level routes', () => {
  for (const name of ['about', 'Login', 'settings', 'pin-builder', 'pin_redirect', 'graphql', 'v3', '_saved', 'me', 'pw']) {
    expect(isReservedUsername(name)).toBe(true);
  }
  expect(isReservedUsername('ada')).toBe(false);
});
