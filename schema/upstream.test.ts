/**
 * When v3 fails, GraphQL answers anyway: a hung v3 gives an error within the request's deadline, a
 * read is tried once more after a gateway error while a write never is, and a 500 from one v3 call
 * nulls only the root field that needed it (the other fields keep their data, the error names its path).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[] };
  ms: number;
}

/** A local stand-in for v3 that answers each request with `handle` (which may never answer). */
async function fakeV3(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function post(server: TestServer, query: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, body, ms: performance.now() - started };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

describe('GraphQL over a failing v3', () => {
  const [pglite] = backends();
  let storage: Storage;
  beforeAll(async () => {
    storage = await pglite!.open();
  });
  afterAll(async () => {
    await storage.close();
  });

  describe('a v3 that never answers', () => {
    let hung: Awaited<ReturnType<typeof fakeV3>>;
    let seen = 0;
    beforeAll(async () => {
      hung = await fakeV3(() => {
        seen += 1; // accepts the request and never answers
      });
    });
    afterAll(async () => {
      await hung.close();
    });

    it('answers with UPSTREAM_TIMEOUT once each try has timed out, well within the deadline, keeping the other fields', async () => {
      const server = await startTestServer(storage, { v3ApiUrl: () => hung.url, graphqlLimits: { deadlineMs: 3000, v3TimeoutMs: 300 } });
      try {
        seen = 0;
        const answer = await post(server, '{ __typename homefeed(first: 5) { edges { node { id } } } }');
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ __typename: 'Query', homefeed: null });
        expect(codes(answer)).toEqual(['UPSTREAM_TIMEOUT']);
        expect(answer.body.errors?.[0]?.path).toEqual(['homefeed']);
        expect(seen).toBe(2); // a read is tried once more
        expect(answer.ms).toBeLessThan(3000);
      } finally {
        await server.close();
      }
    });

    it('answers with DEADLINE_EXCEEDED at the deadline when a call may take longer than the request', async () => {
      const server = await startTestServer(storage, { v3ApiUrl: () => hung.url, graphqlLimits: { deadlineMs: 600, v3TimeoutMs: 60_000 } });
      try {
        const answer = await post(server, '{ __typename homefeed(first: 5) { edges { node { id } } } }');
        expect(answer.body.data).toEqual({ __typename: 'Query', homefeed: null });
        expect(codes(answer)).toEqual(['DEADLINE_EXCEEDED']);
        expect(answer.ms).toBeGreaterThanOrEqual(550);
        expect(answer.ms).toBeLessThan(5000);
      } finally {
        await server.close();
      }
    });
  });

  describe('a v3 answering 503', () => {
    let unavailable: Awaited<ReturnType<typeof fakeV3>>;
    const calls: string[] = [];
    let server: TestServer;
    beforeAll(async () => {
      unavailable = await fakeV3((request, response) => {
        calls.push(`${request.method} ${request.url?.split('?')[0]}`);
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ resource_response: { data: null, error: { message: 'Restarting', code: 'unavailable' }, http_status: 503 } }));
      });
      server = await startTestServer(storage, { v3ApiUrl: () => unavailable.url });
    });
    afterAll(async () => {
      await server.close();
      await unavailable.close();
    });

    it('tries a read twice in all, then answers UPSTREAM_ERROR for its field', async () => {
      calls.length = 0;
      const answer = await post(server, '{ homefeed(first: 5) { edges { node { id } } } }');
      expect(answer.body.data).toEqual({ homefeed: null });
      expect(codes(answer)).toEqual(['UPSTREAM_ERROR']);
      expect(calls).toEqual(['GET /v3/feeds/home/', 'GET /v3/feeds/home/']);
    });

    it('never repeats a write', async () => {
      calls.length = 0;
      const answer = await post(server, 'mutation { logout { ok } }');
      expect(answer.body.errors ?? []).not.toHaveLength(0);
      expect(calls).toEqual(['POST /v3/logout/']);
    });
  });

  describe('a 500 from one v3 call', () => {
    let real: TestServer;
    let proxy: Awaited<ReturnType<typeof fakeV3>>;
    let server: TestServer;
    beforeAll(async () => {
      real = await startTestServer(storage);
      // Passes every call on to a real v3 but the home feed's, which fails.
      proxy = await fakeV3((request, response) => {
        if (request.url?.startsWith('/v3/feeds/home/')) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ resource_response: { data: null, error: { message: 'Internal error', code: 'internal' }, http_status: 500 } }));
          return;
        }
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
      server = await startTestServer(storage, { v3ApiUrl: () => proxy.url });
    });
    afterAll(async () => {
      await server.close();
      await proxy.close();
      await real.close();
    });

    it("nulls only the field that needed it: the other root fields keep their data and the error names the path", async () => {
      const answer = await post(server, '{ viewer { isAuthenticated } homefeed(first: 5) { edges { node { id } } } interests(first: 2) { edges { node { name } } } }');
      expect(answer.status).toBe(200);
      expect(answer.body.data?.viewer).toEqual({ isAuthenticated: false });
      expect(answer.body.data?.homefeed).toBeNull();
      expect(answer.body.data?.interests).toEqual({ edges: expect.any(Array) });
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors?.[0]).toMatchObject({ path: ['homefeed'], extensions: { code: 'UPSTREAM_ERROR' } });
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
    });

    it('without the failing call, the same query has all its data (the other side)', async () => {
      const answer = await post(real, '{ viewer { isAuthenticated } homefeed(first: 5) { edges { node { id } } } }');
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.homefeed).toEqual({ edges: expect.any(Array) });
    });
  });
});
