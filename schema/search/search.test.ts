/**
 * Query.search and Query.searchTypeahead as a client meets them, over a v3 whose search resources
 * are stubbed (everything else is a real v3): what GraphQL asks v3 (path per scope, trimmed words,
 * page size, bookmark, price filters), what it answers (pins, boards or people as SearchHit, the
 * corrected query and refinement terms, cursors that are v3 bookmarks), and what it refuses before
 * asking anything.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import type { UserRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { testBrowser, type TestBrowser } from '../testing/browser.ts';
import { SEARCH_FIRST_MAX } from './search.ts';

interface Seen {
  path: string;
  query: Record<string, string>;
}

type Stub = (seen: Seen) => { status?: number; data: unknown; bookmark?: string | null; error?: { message: string; code: string; param?: string } };

const envelope = (status: number, data: unknown, bookmark: string | null | undefined, error?: unknown) =>
  JSON.stringify({ resource_response: { data, bookmark: bookmark ?? null, error: error ?? null, http_status: status } });

describe('Query.search over v3 search', () => {
  const [pglite] = backends();
  let storage: Storage;
  let real: TestServer;
  let server: TestServer;
  let proxy: Server;
  let browser: TestBrowser;
  /** Calls to /v3/search/… (and to /v3/pins/ batched reads), in order. */
  const seen: Seen[] = [];
  let stub: Stub = () => ({ data: null });
  let gridPins: Record<string, unknown>[] = [];
  let boardsJson: Record<string, unknown>[] = [];
  let usersJson: Record<string, unknown>[] = [];

  beforeAll(async () => {
    storage = await pglite!.open();
    real = await startTestServer(storage);
    proxy = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://v3');
      const query = Object.fromEntries(url.searchParams);
      if (url.pathname.startsWith('/v3/search/')) {
        const call = { path: url.pathname, query };
        seen.push(call);
        const answer = stub(call);
        const status = answer.status ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(envelope(status, answer.data, answer.bookmark, answer.error));
        return;
      }
      if (url.pathname === '/v3/pins/') seen.push({ path: url.pathname, query });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks);
        void fetch(`${real.url}${request.url ?? '/'}`, { method: request.method, headers, body }).then(async (upstream) => {
          response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
          response.end(Buffer.from(await upstream.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    server = await startTestServer(storage, { v3ApiUrl: () => `http://127.0.0.1:${port}` });
    browser = testBrowser(server);

    // Real v3 shapes for the stub to answer with: grid pins, board details, people details.
    const ada: UserRow = await makeUser(storage.db, { username: 'sr_ada', firstName: 'Ada', lastName: 'Baker' });
    const board = await makeBoard(storage.db, ada, { name: 'Lemon cakes', slug: 'lemon-cakes', privacy: 'public' });
    await makePin(storage.db, board, { title: 'Lemon drizzle' });
    await makePin(storage.db, board, { title: 'Lemon tart' });
    const read = async (path: string) =>
      ((await (await fetch(`${real.url}${path}`)).json()) as { resource_response: { data: Record<string, unknown>[] } }).resource_response.data;
    gridPins = await read(`/v3/boards/${board.id}/pins/?field_set_key=grid`);
    boardsJson = await read(`/v3/boards/?ids=${board.id}`);
    usersJson = await read(`/v3/users/?ids=${ada.id}`);
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => {
      proxy.closeAllConnections();
      proxy.close(() => resolve());
    });
    await real.close();
    await storage.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const SEARCH = `query($q: String!, $scope: SearchScope!, $first: Int!, $after: String, $min: Int, $max: Int) {
    search(query: $q, scope: $scope, first: $first, after: $after, priceMin: $min, priceMax: $max) {
      correctedQuery relatedTerms
      pageInfo { hasNextPage endCursor }
      edges { cursor node { __typename ... on Pin { id title } ... on Board { id name } ... on User { id username } } }
    }
  }`;

  const ask = async (variables: Record<string, unknown>, query = SEARCH) => (await browser.gql(query, variables)).result;
  const codeOf = (result: { errors?: unknown[] }) => (result.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;

  it('asks v3 for the scope with the trimmed words and the page size, and answers pins with the corrected query and refinement terms', async () => {
    stub = () => ({ data: { results: gridPins, corrected_query: 'lemon', related_terms: ['Cakes', 'Baking'] }, bookmark: 'bm-2' });
    const result = await ask({ q: '  lemmon  ', scope: 'PINS', first: 2 });
    expect(result.errors).toBeUndefined();
    expect(seen).toEqual([{ path: '/v3/search/pins/', query: { q: 'lemmon', page_size: '2' } }]);
    const search = result.data!.search as {
      correctedQuery: string;
      relatedTerms: string[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { cursor: string; node: { __typename: string; title: string } }[];
    };
    expect(search.correctedQuery).toBe('lemon');
    expect(search.relatedTerms).toEqual(['Cakes', 'Baking']);
    expect(search.edges.map((edge) => [edge.node.__typename, edge.node.title])).toEqual(gridPins.map((pin) => ['Pin', pin.title]));
    // The last edge's cursor is v3's bookmark: the next page is one v3 call.
    expect(search.pageInfo).toEqual({ hasNextPage: true, endCursor: 'bm-2' });
  });

  it('pages by the v3 bookmark, and ends at -end-', async () => {
    stub = () => ({ data: { results: gridPins.slice(0, 1), corrected_query: null, related_terms: [] }, bookmark: '-end-' });
    const result = await ask({ q: 'lemon', scope: 'PINS', first: 1, after: 'bm-2' });
    expect(seen.map((call) => call.query)).toEqual([{ q: 'lemon', page_size: '1', bookmark: 'bm-2' }]);
    expect(result.data!.search).toMatchObject({ correctedQuery: null, relatedTerms: [], pageInfo: { hasNextPage: false } });
    // After the end, nothing more is asked.
    seen.length = 0;
    const after = await ask({ q: 'lemon', scope: 'PINS', first: 1, after: '-end-' });
    expect(after.data!.search).toMatchObject({ edges: [], pageInfo: { hasNextPage: false } });
    expect(seen).toEqual([]);
  });

  it('names each scope by its v3 name and passes the price filter', async () => {
    stub = () => ({ data: { results: [], corrected_query: null, related_terms: [] }, bookmark: null });
    for (const scope of ['PINS', 'BUYABLE_PINS', 'VIDEOS', 'IDEA_PINS', 'MY_PINS', 'MY_CONTENT', 'SHOP_TOOL']) {
      expect((await ask({ q: 'cake', scope, first: 5 })).errors).toBeUndefined();
    }
    expect(seen.map((call) => call.path)).toEqual([
      '/v3/search/pins/',
      '/v3/search/buyable_pins/',
      '/v3/search/videos/',
      '/v3/search/idea_pins/',
      '/v3/search/my_pins/',
      '/v3/search/my_content/',
      '/v3/search/shop_tool/',
    ]);
    seen.length = 0;
    await ask({ q: 'lamp', scope: 'BUYABLE_PINS', first: 5, min: 0, max: 120 });
    expect(seen[0]!.query).toEqual({ q: 'lamp', page_size: '5', price_min: '0', price_max: '120' });
  });

  it('answers boards and people as Board and User nodes', async () => {
    stub = ({ path }) => ({ data: { results: path.includes('/boards/') ? boardsJson : usersJson, corrected_query: null, related_terms: [] }, bookmark: null });
    const boards = await ask({ q: 'lemon', scope: 'BOARDS', first: 5 });
    expect((boards.data!.search as { edges: { node: unknown }[] }).edges.map((edge) => edge.node)).toEqual([
      { __typename: 'Board', id: expect.any(String), name: 'Lemon cakes' },
    ]);
    const people = await ask({ q: 'ada', scope: 'USERS', first: 5 });
    expect((people.data!.search as { edges: { node: unknown }[] }).edges.map((edge) => edge.node)).toEqual([
      { __typename: 'User', id: expect.any(String), username: 'sr_ada' },
    ]);
    expect(seen.map((call) => call.path)).toEqual(['/v3/search/boards/', '/v3/search/users/']);
  });

  it('reads the full pins (one batched call) only when the selection asks more than a grid pin has', async () => {
    stub = () => ({ data: { results: gridPins, corrected_query: null, related_terms: [] }, bookmark: null });
    const grid = await ask({ q: 'lemon', scope: 'PINS', first: 5 });
    expect(grid.errors).toBeUndefined();
    expect(seen.map((call) => call.path)).toEqual(['/v3/search/pins/']);
    seen.length = 0;
    const full = await ask(
      { q: 'lemon', scope: 'PINS', first: 5 },
      'query($q: String!, $scope: SearchScope!, $first: Int!) { search(query: $q, scope: $scope, first: $first) { edges { node { ... on Pin { title createdAt } } } } }',
    );
    expect(full.errors).toBeUndefined();
    expect(seen.map((call) => call.path)).toEqual(['/v3/search/pins/', '/v3/pins/']);
    const nodes = (full.data!.search as { edges: { node: { title: string; createdAt: string } }[] }).edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.title)).toEqual(gridPins.map((pin) => pin.title));
    expect(nodes.every((node) => typeof node.createdAt === 'string')).toBe(true);
  });

  it(`refuses blank words, more than 100 characters, first over ${SEARCH_FIRST_MAX} and a negative price before asking v3`, async () => {
    stub = () => ({ data: { results: [], corrected_query: null, related_terms: [] }, bookmark: null });
    for (const variables of [
      { q: '   ', scope: 'PINS', first: 5 },
      { q: 'a'.repeat(101), scope: 'PINS', first: 5 },
      { q: 'cake', scope: 'PINS', first: SEARCH_FIRST_MAX + 1 },
      { q: 'cake', scope: 'PINS', first: 0 },
      { q: 'lamp', scope: 'BUYABLE_PINS', first: 5, min: -1 },
    ]) {
      const result = await ask(variables);
      expect(codeOf(result), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(result.data?.search ?? null).toBeNull();
    }
    expect(seen).toEqual([]);
    // The other side of each bound runs.
    expect((await ask({ q: 'a'.repeat(100), scope: 'PINS', first: SEARCH_FIRST_MAX })).errors).toBeUndefined();
    expect((await ask({ q: 'lamp', scope: 'BUYABLE_PINS', first: 1, min: 0 })).errors).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it("passes v3's refusal on (a signed-out MY_PINS) as an error on the field, with no stack trace", async () => {
    stub = () => ({ status: 401, data: null, error: { message: 'Log in to search your pins', code: 'unauthorized' } });
    const result = await ask({ q: 'cake', scope: 'MY_PINS', first: 5 });
    expect(result.data?.search ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Log in to search your pins');
    expect(JSON.stringify(result)).not.toMatch(/\bat .+\.ts:\d+/);
  });

  describe('searchTypeahead', () => {
    const TYPEAHEAD = `query($q: String!) { searchTypeahead(query: $q, first: 5) {
      queries topics { entityId name urlName followedByMe } users { username } boards { name }
    } }`;

    it('answers search terms and topics beside people and boards', async () => {
      stub = () => ({
        data: {
          queries: [{ term: 'lemon cake' }, { term: 'lemon tart' }],
          topics: [{ id: '7', node_type: 'interest', name: 'Lemon desserts', url_name: 'food:lemon-desserts', followed_by_me: true }],
          users: usersJson,
          boards: boardsJson,
        },
      });
      const result = await ask({ q: ' lemon ' }, TYPEAHEAD);
      expect(result.errors).toBeUndefined();
      expect(seen).toEqual([{ path: '/v3/search/typeahead/', query: { q: 'lemon', page_size: '5' } }]);
      expect(result.data!.searchTypeahead).toEqual({
        queries: ['lemon cake', 'lemon tart'],
        topics: [{ entityId: '7', name: 'Lemon desserts', urlName: 'food:lemon-desserts', followedByMe: true }],
        users: [{ username: 'sr_ada' }],
        boards: [{ name: 'Lemon cakes' }],
      });
    });

    it('answers empty terms and topics from a v3 that sends none', async () => {
      stub = () => ({ data: { users: [], boards: [] } });
      const result = await ask({ q: 'zz' }, TYPEAHEAD);
      expect(result.data!.searchTypeahead).toEqual({ queries: [], topics: [], users: [], boards: [] });
    });
  });
});

describe.each(backends())('Query.search over the real v3 search on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    browser = testBrowser(server);
    const ada = await makeUser(storage.db, { username: 'srr_ada', firstName: 'Ada', lastName: 'Quincebaker' });
    const board = await makeBoard(storage.db, ada, { name: 'Quince jams', slug: 'quince-jams', privacy: 'public' });
    await makePin(storage.db, board, { title: 'Quince jelly' });
    await makePin(storage.db, board, { title: 'Quince paste' });
    await makePin(storage.db, board, { title: 'Spiced quince' });
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  const QUERY = `query($q: String!, $scope: SearchScope!, $first: Int!, $after: String) {
    search(query: $q, scope: $scope, first: $first, after: $after) {
      correctedQuery relatedTerms pageInfo { hasNextPage endCursor }
      edges { node { __typename ... on Pin { title } ... on Board { name } ... on User { username } } }
    }
  }`;
  type Answer = { correctedQuery: string | null; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Record<string, string> }[] };
  const search = async (variables: Record<string, unknown>) => {
    const { result } = await browser.gql(QUERY, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.search as Answer;
  };

  it('pages through the pins for the words by bookmark, each pin once', async () => {
    const first = await search({ q: 'quince', scope: 'PINS', first: 2 });
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ q: 'quince', scope: 'PINS', first: 2, after: first.pageInfo.endCursor });
    const titles = [...first.edges, ...second.edges].map((edge) => edge.node.title);
    expect(new Set(titles)).toEqual(new Set(['Quince jelly', 'Quince paste', 'Spiced quince']));
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('finds boards and people by their names', async () => {
    expect((await search({ q: 'quince', scope: 'BOARDS', first: 5 })).edges.map((edge) => edge.node)).toEqual([{ __typename: 'Board', name: 'Quince jams' }]);
    expect((await search({ q: 'quincebaker', scope: 'USERS', first: 5 })).edges.map((edge) => edge.node)).toEqual([{ __typename: 'User', username: 'srr_ada' }]);
  });

  it('answers the typeahead in its new shape', async () => {
    const { result } = await browser.gql('{ searchTypeahead(query: "quin", first: 5) { queries topics { name } boards { name } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data!.searchTypeahead).toMatchObject({ queries: expect.any(Array), topics: expect.any(Array), boards: [{ name: 'Quince jams' }] });
  });
});
