/** Who is signed in is asked of v3 only when the request could name someone (a cookie or a token). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { counterValue, startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn } from '../testing/browser.ts';

describe('the viewer without credentials', () => {
  const [pglite] = backends();
  let storage: Storage;
  let server: TestServer;
  beforeAll(async () => {
    storage = await pglite!.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const ask = async (headers: Record<string, string>) => {
    const before = await counterValue(server.metrics, 'v3_client_requests_total');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify({ query: '{ viewer { isAuthenticated user { username } } }' }),
    });
    const body = (await response.json()) as { data: { viewer: { isAuthenticated: boolean; user: { username: string } | null } } };
    return { viewer: body.data.viewer, upstream: (await counterValue(server.metrics, 'v3_client_requests_total')) - before };
  };

  it('is logged out without asking v3 when the request has no cookie and no Authorization', async () => {
    expect(await ask({})).toEqual({ viewer: { isAuthenticated: false, user: null }, upstream: 0 });
  });

  it('asks v3 once when there is a cookie, which may or may not be a session', async () => {
    expect(await ask({ cookie: 'theme=dark' })).toEqual({ viewer: { isAuthenticated: false, user: null }, upstream: 1 });
    const member = await signedIn(server, 'memecheck');
    expect(await ask({ cookie: member.browser.cookie })).toEqual({ viewer: { isAuthenticated: true, user: { username: 'memecheck' } }, upstream: 1 });
  });

  it('asks v3 when there is an Authorization header (a bad token is an error, not a visitor)', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer cbpat_nonsense' },
      body: JSON.stringify({ query: '{ viewer { isAuthenticated } }' }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
