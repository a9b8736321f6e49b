import { readFileSync } from 'node:fs';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { makePin, smallWorld } from '../server/testing/fixtures.ts';
import { counterValue, startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { printedSchema } from './index.ts';
import { HOMEFEED_CARD_QUERY } from './testing/homefeed-query.ts';

interface Result {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

describe('schema/schema.graphql', () => {
  it('is the schema the server serves (run `npm run schema:print` after changing it)', () => {
    const committed = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});

describe.each(backends())('GraphQL over v3 on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;

  const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<Result> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Result;
  };
  const upstream = () => counterValue(server.metrics, 'v3_client_requests_total');

  beforeAll(async () => {
    storage = await backend.open();
    world = await smallWorld(storage.db);
    // Enough public pins for pages of 50 and 100.
    for (let i = 0; i < 120; i += 1) await makePin(storage.db, world.bobs, { title: `Bulk pin ${i}` });
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('sends an answer whole, with its length (not as a chunked stream)', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({ query: HOMEFEED_CARD_QUERY, variables: { first: 25 } }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect((JSON.parse(body.toString('utf8')) as Result).data?.homefeed).toBeTruthy();
  });

  describe('homefeed', () => {
    it.each([1, 25, 50, 100])('homefeed(first: %i) with every card field costs one upstream request', async (first) => {
      const before = await upstream();
      const result = await gql(HOMEFEED_CARD_QUERY, { first });
      expect(result.errors).toBeUndefined();
      const feed = result.data!.homefeed as { edges: { node: Record<string, unknown> }[] };
      expect(feed.edges).toHaveLength(first);
      expect(feed.edges[0]!.node).toMatchObject({
        pinner: { username: 'bob' },
        board: { name: 'Workshop', owner: { username: 'bob' } },
        image: { width: 236, height: 354 },
      });
      expect((await upstream()) - before).toBeLessThanOrEqual(3);
      expect((await upstream()) - before).toBe(1);
    });

    it('counts upstream requests in /metrics', async () => {
      await gql(HOMEFEED_CARD_QUERY, { first: 5 });
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metrics).toMatch(/v3_client_requests_total\{resource="feeds\/home",status="200"\} \d+/);
      expect(metrics).toMatch(/graphql_operations_total\{operation="HomefeedCards",type="query",outcome="ok"\} \d+/);
      expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/v3\/feeds\/home\/",status="200"\} \d+/);
    });

    it('pages with endCursor (a v3 bookmark) through the whole feed without repeats', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const result = await gql(
          'query($after: String) { homefeed(first: 50, after: $after) { edges { node { entityId } } pageInfo { hasNextPage endCursor } } }',
          { after },
        );
        const feed = result.data!.homefeed as { edges: { node: { entityId: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
        seen.push(...feed.edges.map((e) => e.node.entityId));
        if (!feed.pageInfo.hasNextPage) break;
        after = feed.pageInfo.endCursor;
      }
      expect(seen).toHaveLength(126);
      expect(new Set(seen).size).toBe(126);
    });

    it('continues right after any edge, not only the last', async () => {
      const first = await gql('{ homefeed(first: 5) { edges { cursor node { entityId } } } }');
      const edges = (first.data!.homefeed as { edges: { cursor: string; node: { entityId: string } }[] }).edges;
      const next = await gql('query($after: String) { homefeed(first: 3, after: $after) { edges { node { entityId } } } }', {
        after: edges[1]!.cursor,
      });
      const ids = (next.data!.homefeed as { edges: { node: { entityId: string } }[] }).edges.map((e) => e.node.entityId);
      expect(ids).toEqual(edges.slice(2, 5).map((e) => e.node.entityId));
    });

    it.each([0, 101, -1])('refuses first: %i with an error that names the limit', async (first) => {
      const result = await gql('query($first: Int!) { homefeed(first: $first) { edges { cursor } } }', { first });
      expect(result.errors?.[0]?.message).toBe(`first must be an integer from 1 to 100, got ${first}`);
    });

    it('requires first', async () => {
      const result = await gql('{ homefeed { edges { cursor } } }');
      expect(result.errors?.[0]?.message).toMatch(/argument "first" of type "Int!" is required/);
    });

    it('refuses a cursor it did not make', async () => {
      const result = await gql('{ homefeed(first: 2, after: "not-a-cursor") { edges { cursor } } }');
      expect(result.errors?.[0]?.message).toBe('bookmark is malformed or does not belong to this list');
      expect(JSON.stringify(result)).not.toMatch(/\.ts:\d+/);
    });
  });

  describe('pin, user, board and node', () => {
    it('finds a pin by raw id and by slug--id, and null for unknown or hidden ids', async () => {
      const pin = world.publicPins[2]!;
      const query = 'query($id: String!) { pin(id: $id) { entityId title board { name } } }';
      expect((await gql(query, { id: String(pin.id) })).data!.pin).toMatchObject({ entityId: String(pin.id), title: 'Tomato soup 2' });
      expect((await gql(query, { id: `tomato-soup-2--${pin.id}` })).data!.pin).toMatchObject({ entityId: String(pin.id) });
      expect((await gql(query, { id: `a--b--${pin.id}` })).data!.pin).toMatchObject({ entityId: String(pin.id) });
      for (const id of ['999999999', 'abc', 'slug--', String(world.secretPin.id), '1;drop', '']) {
        const result = await gql(query, { id });
        expect(result.errors).toBeUndefined();
        expect(result.data!.pin).toBeNull();
      }
    });

    it('resolves global ids through node and nodes, batching each type into one request', async () => {
      const feed = await gql('{ homefeed(first: 3) { edges { node { id pinner { id } board { id } } } } }');
      const node = (feed.data!.homefeed as { edges: { node: { id: string; pinner: { id: string }; board: { id: string } } }[] }).edges[0]!.node;
      const before = await upstream();
      const result = await gql(
        `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Pin { title } ... on User { username followerCount } ... on Board { name pinCount } } }`,
        { ids: [node.id, node.pinner.id, node.board.id] },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.nodes).toEqual([
        expect.objectContaining({ __typename: 'Pin', id: node.id }),
        expect.objectContaining({ __typename: 'User', id: node.pinner.id, username: 'bob', followerCount: 0 }),
        expect.objectContaining({ __typename: 'Board', id: node.board.id, name: 'Workshop' }),
      ]);
      expect((await upstream()) - before).toBeLessThanOrEqual(3);
      const unknown = await gql('query($id: ID!) { node(id: $id) { id } }', { id: Buffer.from('Pin:999999').toString('base64') });
      expect(unknown.data!.node).toBeNull();
    });

    it('reads a user with counts and a board with its pins', async () => {
      const result = await gql(
        `query($board: String!) {
          user(username: "ada") { fullName pinCount boardCount profileUrl }
          nobody: user(username: "nobody") { username }
          board(id: $board) { name url sectionCount sections { title } pins(first: 2) { edges { node { title } } pageInfo { hasNextPage } } }
          secret: board(id: "${world.diary.id}") { name }
        }`,
        { board: String(world.recipes.id) },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toMatchObject({
        user: { fullName: 'Ada Lovelace', pinCount: 5, boardCount: 1, profileUrl: '/ada/' },
        nobody: null,
        board: { name: 'Recipes', url: '/ada/recipes/', sectionCount: 1, sections: [{ title: 'Soups' }], pins: { edges: [{}, {}], pageInfo: { hasNextPage: true } } },
        secret: null,
      });
    });

    it('says the viewer is signed out', async () => {
      expect((await gql('{ viewer { isAuthenticated user { id } } }')).data).toEqual({ viewer: { isAuthenticated: false, user: null } });
    });
  });

  describe('the endpoint', () => {
    it('passes the GraphQL-over-HTTP audits', async () => {
      const results = await auditServer({ url: `${server.url}/graphql` });
      const failures = results.filter((r) => r.status === 'error');
      expect(failures.map((f) => `${f.name}: ${"reason" in f ? f.reason : ""}`)).toEqual([]);
    });

    it('shows GraphiQL to a browser on GET', async () => {
      const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/GraphiQL/);
    });

    it('hides internal errors from clients', async () => {
      const result = await gql('{ __typename nope }');
      expect(result.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    });
  });
});
