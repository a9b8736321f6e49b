/**
 * The today connections (issue 17) in the cost rule: Query.today, TodayArticle.pins and
 * Query.todayPins count by their `first`, so nesting them cannot multiply nodes unseen; an operation
 * over the node limit is refused before anything runs, one at it runs (and then meets `first`'s own cap of 50).
 */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { counterValue, startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { DEFAULT_LIMITS } from '../limits.ts';

const nested = (outer: number, inner: number) => `{ today(first: ${outer}) { edges { node { slug pins(first: ${inner}) { edges { node { id } } } } } } }`;

describe('today in the cost rule', () => {
  it('counts Query.today times TodayArticle.pins, and Query.todayPins by its first', () => {
    const schema = getSchema();
    expect(nodeCount(schema, parse(nested(50, 50)), {})).toBe(50 + 50 * 50);
    expect(nodeCount(schema, parse(nested(100, 99)), {})).toBe(DEFAULT_LIMITS.maxNodes);
    expect(nodeCount(schema, parse(nested(100, 100)), {})).toBe(DEFAULT_LIMITS.maxNodes + 100);
    expect(nodeCount(schema, parse('{ todayPins(tab: SHOP, first: 7) { edges { node { board { pins(first: 3) { edges { cursor } } } } } } }'), {})).toBe(7 + 7 * 3);
    expect(nodeCount(schema, parse('{ todayArticle(slug: "a") { pins(first: 40) { edges { cursor } } } }'), {})).toBe(40);
  });

  describe('over HTTP', () => {
    const [pglite] = backends();
    let storage: Storage;
    let server: TestServer;
    beforeAll(async () => {
      storage = await pglite!.open();
      server = await startTestServer(storage, { jobs: false });
    });
    afterAll(async () => {
      await server?.close();
      await storage?.close();
    });
    const post = async (query: string) => {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.1.1' }, body: JSON.stringify({ query }) });
      return (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    };

    it(`refuses 100 articles × 100 pins before asking v3; 100 × 99 passes the rule and meets first's cap`, async () => {
      await post('{ __typename }');
      const before = await counterValue(server.metrics, 'v3_client_requests_total');
      const over = await post(nested(100, 100));
      expect(over.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
      expect(over.data ?? null).toBeNull();
      expect(await counterValue(server.metrics, 'v3_client_requests_total')).toBe(before);
      const atLimit = await post(nested(100, 99));
      expect(atLimit.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(atLimit.errors?.[0]?.message).toBe('first must be an integer from 1 to 50, got 100');
      const runs = await post(nested(50, 50));
      expect(runs.errors).toBeUndefined();
      expect(runs.data).toEqual({ today: { edges: [] } });
    });
  });
});
