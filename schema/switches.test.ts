/**
 * The API's switches as a program meets them: introspection and GraphiQL on by default and each
 * off by its setting; persisted operations run by id next to whole documents, and only by id when
 * the server accepts persisted documents alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { clientOperations } from './persisted.ts';

const INTROSPECTION = '{ __schema { queryType { name } } }';

function ask(server: TestServer, payload: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
}
const graphiqlPage = (server: TestServer) => server.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
const codes = (response: { json(): unknown }) => ((response.json() as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map((e) => e.extensions?.code);

describe('GraphQL switches', () => {
  const [pglite] = backends();
  let storage: Storage;
  let open: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    storage = await pglite!.open();
    open = await startTestServer(storage);
    closed = await startTestServer(storage, { graphqlIntrospection: false, graphiql: false, graphqlPersistedOnly: true });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
    await storage.close();
  });

  /** The header's viewer query: no variables, so any server can run it by id. */
  const viewerOperation = () => {
    const operation = clientOperations().find((candidate) => candidate.name === 'HeaderViewerQuery');
    if (!operation) throw new Error('HeaderViewerQuery is not persisted: run npm run relay');
    return operation;
  };

  it('answers introspection and serves GraphiQL by default (the API is public)', async () => {
    const introspection = await ask(open, { query: INTROSPECTION });
    expect(introspection.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const page = await graphiqlPage(open);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Corkboard GraphiQL');
  });

  it('refuses introspection and serves no GraphiQL when each is turned off', async () => {
    const introspection = await ask(closed, { query: INTROSPECTION });
    expect(JSON.stringify(introspection.json())).not.toContain('"queryType"');
    const page = await graphiqlPage(closed);
    expect(page.body).not.toContain('Corkboard GraphiQL');
  });

  it('runs a persisted operation by its id, and says so when the id is unknown', async () => {
    const operation = viewerOperation();
    const byId = await ask(open, { documentId: operation.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ data: { viewer: { isAuthenticated: false } } });
    const unknown = await ask(open, { documentId: 'f'.repeat(64) });
    expect(unknown.statusCode).toBe(400);
    expect(codes(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('runs whole documents from other programs by default', async () => {
    expect((await ask(open, { query: '{ viewer { isAuthenticated } }' })).json()).toEqual({ data: { viewer: { isAuthenticated: false } } });
  });

  it('with persisted documents only, refuses a whole document and still runs the client by id', async () => {
    const document = await ask(closed, { query: '{ viewer { isAuthenticated } }' });
    expect(document.statusCode).toBe(400);
    expect(codes(document)).toEqual(['PERSISTED_QUERY_ONLY']);
    const byId = await ask(closed, { documentId: viewerOperation().id });
    expect(byId.json()).toMatchObject({ data: { viewer: { isAuthenticated: false } } });
  });

  it('refuses a request with neither a document nor an id, saying what to send', async () => {
    const empty = await ask(open, { variables: {} });
    expect(empty.statusCode).toBe(400);
    expect(codes(empty)).toEqual(['BAD_REQUEST']);
  });
});

describe('introspection off, documents still accepted', () => {
  const [pglite] = backends();
  let storage: Storage;
  let server: TestServer;
  beforeAll(async () => {
    storage = await pglite!.open();
    server = await startTestServer(storage, { graphqlIntrospection: false });
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  it('refuses __schema and __type but answers ordinary queries', async () => {
    for (const query of [INTROSPECTION, '{ __type(name: "Pin") { name } }']) {
      const answer = (await ask(server, { query })).json() as { data?: unknown; errors?: { message: string }[] };
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await ask(server, { query: '{ __typename }' })).json()).toEqual({ data: { __typename: 'Query' } });
  });
});
