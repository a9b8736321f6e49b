import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { freshIp, signUp } from '../../testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

/**
 * Two app replicas on one database and one Redis (REDIS_URL): the log-in limit counts across both,
 * as it must behind a load balancer.
 */
describe.each(backends().slice(0, 1))('rate limits shared through Redis by two replicas on $name', (backend) => {
  let storage: Storage;
  let replicaA: TestServer;
  let replicaB: TestServer;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  beforeAll(async () => {
    storage = await backend.open();
    // One deployment: both replicas use the same keys (fresh for this run).
    const redisKeyPrefix = `cb:test:replicas:${process.pid}:${Date.now()}:`;
    // One clock for both replicas, aligned so the rate-limit window cannot roll over mid-test.
    const clock = windowAlignedClock();
    replicaA = await startTestServer(storage, { redisUrl, redisKeyPrefix, clock });
    replicaB = await startTestServer(storage, { redisUrl, redisKeyPrefix, clock });
  });
  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await storage?.close();
  });

  it('throttles the sixth wrong password even when the attempts alternate between replicas', async () => {
    const username = `replica_${Date.now().toString(36)}`;
    await signUp(replicaA, storage, username);
    const attempt = (server: TestServer) =>
      server.app.inject({ method: 'POST', url: '/v3/login/', remoteAddress: freshIp(), payload: { username_or_email: username, password: 'not the password' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(i % 2 === 0 ? replicaA : replicaB)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await attempt(replicaB);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ resource_response: { error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' } } });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(replicaA)).statusCode).toBe(429);
  });
});
