/**
 * The hourly budget in cost points, as a program meets it: X-RateLimit-* headers on every answer,
 * one budget per client IP and, with a bearer token, one per token as well, a refusal with RATE_LIMITED, 429 and
 * Retry-After once it is spent, and one count across replicas sharing Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { freshIp } from '../server/testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { costPoints } from './cost.ts';

const LIMIT = 60;
const TYPENAME = '{ __typename }';
/** 100 + 100 × 50 possible nodes: 51 points. */
const COSTLY = '{ homefeed(first: 100) { edges { node { board { pins(first: 50) { edges { node { id } } } } } } } }';

function ask(server: TestServer, query: string, headers: Record<string, string> = {}, ip = '10.200.0.1') {
  return server.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers }, payload: { query } });
}

const budget = (response: { headers: Record<string, unknown> }) => ({
  limit: Number(response.headers['x-ratelimit-limit']),
  remaining: Number(response.headers['x-ratelimit-remaining']),
  used: Number(response.headers['x-ratelimit-used']),
});

describe('the hourly cost-point budget', () => {
  const [pglite] = backends();
  let storage: Storage;
  let server: TestServer;
  const clock = windowAlignedClock();
  beforeAll(async () => {
    storage = await pglite!.open();
    server = await startTestServer(storage, { graphqlLimits: { rateLimitPoints: LIMIT }, clock });
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  it('charges one point per hundred possible nodes, at least one', () => {
    expect([costPoints(0), costPoints(100), costPoints(101), costPoints(5100)]).toEqual([1, 1, 2, 51]);
  });

  it('says where the budget stands on every answer, and when it renews', async () => {
    const ip = freshIp();
    const first = await ask(server, TYPENAME, {}, ip);
    expect(first.statusCode).toBe(200);
    expect(budget(first)).toEqual({ limit: LIMIT, remaining: LIMIT - 1, used: 1 });
    expect(first.headers['x-ratelimit-resource']).toBe('graphql');
    const reset = Number(first.headers['x-ratelimit-reset']) * 1000;
    expect(reset).toBeGreaterThan(clock());
    expect(reset - clock()).toBeLessThanOrEqual(60 * 60 * 1000);

    const costly = await ask(server, COSTLY, {}, ip);
    expect(budget(costly)).toEqual({ limit: LIMIT, remaining: LIMIT - 52, used: 52 });
  });

  it('runs the request that spends the last point and refuses the next with RATE_LIMITED, 429 and Retry-After, spending nothing', async () => {
    const ip = freshIp();
    expect(budget(await ask(server, COSTLY, {}, ip)).remaining).toBe(LIMIT - 51);
    for (let i = 0; i < LIMIT - 52; i += 1) await ask(server, TYPENAME, {}, ip);
    const last = await ask(server, TYPENAME, {}, ip);
    expect(last.statusCode).toBe(200);
    expect(budget(last).remaining).toBe(0);

    const refused = await ask(server, TYPENAME, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    expect(budget(refused)).toEqual({ limit: LIMIT, remaining: 0, used: LIMIT });
  });

  it('refuses a request costing more than is left, while a cheaper one still runs', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT - 50; i += 1) await ask(server, TYPENAME, {}, ip);
    const costly = await ask(server, COSTLY, {}, ip);
    expect(costly.statusCode).toBe(429);
    expect(budget(costly).remaining).toBe(50);
    expect((await ask(server, TYPENAME, {}, ip)).statusCode).toBe(200);
  });

  it('keeps one budget per bearer token across IPs, and reports whichever of the token and the IP has less left', async () => {
    const tokenA = { authorization: 'Bearer cbpat_budget_test_a' };
    const tokenB = { authorization: 'Bearer cbpat_budget_test_b' };
    expect(budget(await ask(server, TYPENAME, tokenA, freshIp())).used).toBe(1);
    expect(budget(await ask(server, TYPENAME, tokenA, freshIp())).used).toBe(2);
    expect(budget(await ask(server, TYPENAME, tokenB, freshIp())).used).toBe(1);
    const busyIp = freshIp();
    await ask(server, COSTLY, {}, busyIp);
    expect(budget(await ask(server, TYPENAME, tokenB, busyIp))).toMatchObject({ used: 52, remaining: LIMIT - 52 });
  });

  it('charges the IP as well, so a made-up token on each request cannot get round its budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1) await ask(server, TYPENAME, {}, ip);
    const refused = await ask(server, TYPENAME, { authorization: 'Bearer cbpat_made_up_for_this_request' }, ip);
    expect(refused.statusCode).toBe(429);
    // The refusal spent nothing from that token's budget.
    expect(budget(await ask(server, TYPENAME, { authorization: 'Bearer cbpat_made_up_for_this_request' }, freshIp())).used).toBe(1);
  });

  it('still reports the budget on answers refused before they run', async () => {
    const refused = await ask(server, '{ nope }', {}, freshIp());
    expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    expect(budget(refused)).toMatchObject({ limit: LIMIT });
  });
});

describe.each(backends().slice(0, 1))('one budget across two replicas sharing Redis ($name)', (backend) => {
  let storage: Storage;
  let replicaA: TestServer;
  let replicaB: TestServer;
  beforeAll(async () => {
    storage = await backend.open();
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redisKeyPrefix = `cb:test:budget:${process.pid}:${Date.now()}:`;
    const clock = windowAlignedClock();
    replicaA = await startTestServer(storage, { redisUrl, redisKeyPrefix, clock, graphqlLimits: { rateLimitPoints: 3 } });
    replicaB = await startTestServer(storage, { redisUrl, redisKeyPrefix, clock, graphqlLimits: { rateLimitPoints: 3 } });
  });
  afterAll(async () => {
    await replicaA.close();
    await replicaB.close();
    await storage.close();
  });

  it('counts requests to either replica against the same budget', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (const replica of [replicaA, replicaB, replicaA, replicaB]) {
      const answer = await ask(replica, TYPENAME, {}, ip);
      statuses.push(answer.statusCode);
      remaining.push(budget(answer).remaining);
    }
    expect({ statuses, remaining }).toEqual({ statuses: [200, 200, 200, 429], remaining: [2, 1, 0, 0] });
  });
});
