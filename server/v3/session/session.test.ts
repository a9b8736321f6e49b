import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword, hashPassword } from '../account/password.ts';
import { isReservedUsername } from '../account/reserved.ts';
import { parseCookies, serializeCookie } from './cookies.ts';
import { FixedWindowLimiter, MemoryCounterStore, RateLimited, RedisCounterStore, type CounterStore } from './rate-limit.ts';

const stores: [string, (clock: () => number) => CounterStore, () => Promise<void>][] = [
  ['memory', (clock) => new MemoryCounterStore(clock), async () => {}],
  [
    'redis',
    () => new RedisCounterStore(redis, `cb:test:${process.pid}:${Date.now()}:`),
    async () => {
      await redis.quit();
    },
  ],
];
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });

describe.each(stores)('FixedWindowLimiter with a %s store', (_name, makeStore, close) => {
  afterAll(close);

  it('allows `limit` events per window, then throws RateLimited with the seconds left, and opens again in the next window', async () => {
    const window = 15 * 60_000;
    let now = 40 * window; // the start of a window
    const limiter = new FixedWindowLimiter('login', 5, window, makeStore(() => now), () => now);
    for (let i = 0; i < 5; i += 1) await limiter.hit('k');
    now += 60_000;
    const thrown = await limiter.hit('k').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RateLimited);
    expect((thrown as RateLimited).status).toBe(429);
    expect((thrown as RateLimited).retryAfterSeconds).toBe(14 * 60);
    await expect(limiter.hit('other')).resolves.toBeUndefined();
    now += 14 * 60_000 - 1; // 1 ms before the window ends: still limited
    await expect(limiter.hit('k')).rejects.toBeInstanceOf(RateLimited);
    now += 1;
    await expect(limiter.hit('k')).resolves.toBeUndefined();
  });

  it('check does not count; reset clears; limiters with other names count apart', async () => {
    const store = makeStore(() => 0);
    const limiter = new FixedWindowLimiter('a', 1, 1000, store, () => 0);
    const other = new FixedWindowLimiter('b', 1, 1000, store, () => 0);
    await limiter.check('k');
    await limiter.check('k');
    await limiter.record('k');
    await expect(limiter.check('k')).rejects.toBeInstanceOf(RateLimited);
    await expect(other.check('k')).resolves.toBeUndefined();
    await limiter.reset('k');
    await expect(limiter.check('k')).resolves.toBeUndefined();
  });
});

it('fails open, and says so, when Redis cannot be reached', async () => {
  const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  const errors: unknown[] = [];
  const limiter = new FixedWindowLimiter('login', 1, 60_000, new RedisCounterStore(down, 'cb:test:', (error) => errors.push(error)), () => 0);
  await expect(limiter.hit('ip')).resolves.toBeUndefined();
  await expect(limiter.hit('ip')).resolves.toBeUndefined();
  expect(errors.length).toBeGreaterThan(0);
  down.disconnect();
});

it('two limiters on one Redis store share the count, as two replicas would', async () => {
  const shared = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  try {
    const prefix = `cb:test:replicas:${process.pid}:${Date.now()}:`;
    const replicaA = new FixedWindowLimiter('login', 3, 60_000, new RedisCounterStore(shared, prefix), () => 0);
    const replicaB = new FixedWindowLimiter('login', 3, 60_000, new RedisCounterStore(shared, prefix), () => 0);
    await replicaA.hit('ip');
    await replicaB.hit('ip');
    await replicaA.hit('ip');
    await expect(replicaB.hit('ip')).rejects.toBeInstanceOf(RateLimited);
  } finally {
    await shared.quit();
  }
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
