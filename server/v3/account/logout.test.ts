/** POST /v3/logout/ ends the session whatever the body: none, empty JSON, garbage, a form. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { signUp } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

const BODIES: [string, Record<string, string>, string | undefined][] = [
  ['no body and no content type', {}, undefined],
  ['an empty JSON body', { 'content-type': 'application/json' }, ''],
  ['an empty JSON object', { 'content-type': 'application/json' }, '{}'],
  ['a JSON body that does not parse', { 'content-type': 'application/json' }, '{"oops'],
  ['a JSON array', { 'content-type': 'application/json' }, '[1, 2]'],
  ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2'],
  ['plain text', { 'content-type': 'text/plain' }, 'bye'],
  ['bytes of an unknown type', { 'content-type': 'application/octet-stream' }, '\u0000\u0001\u0002'],
  ['a content type that is not one', { 'content-type': ';;;' }, 'x'],
];

describe.each(backends().slice(0, 1))('log-out on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let n = 0;
  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  const me = (cookie: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/v3/users/me/', headers: { cookie: `cb_session=${cookie}`, ...headers } });

  it.each(BODIES)('with %s: 200, the cookie cleared and the session gone', async (_name, headers, body) => {
    n += 1;
    const member = await signUp(server, storage, `logout_${n}`);
    expect((await me(member.token)).statusCode).toBe(200);
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/logout/',
      headers: { cookie: `cb_session=${member.token}`, 'sec-fetch-site': 'same-origin', ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^cb_session=;.*Max-Age=0/i);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it('still refuses a cross-site log-out (CSRF), leaving the session', async () => {
    const member = await signUp(server, storage, 'logout_csrf');
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/logout/',
      headers: { cookie: `cb_session=${member.token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it('ends the cookie session also when a write token sent with it decided who was asking', async () => {
    const member = await signUp(server, storage, 'logout_token');
    const created = await server.app.inject({
      method: 'POST',
      url: '/v3/users/me/tokens/',
      headers: { cookie: `cb_session=${member.token}`, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'script', scopes: ['read', 'write'] },
    });
    const secret = (created.json() as { resource_response: { data: { token: string } } }).resource_response.data.token;
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/logout/',
      headers: { cookie: `cb_session=${member.token}`, authorization: `Bearer ${secret}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
    // The token itself is not a session: it still works.
    expect((await server.app.inject({ method: 'GET', url: '/v3/users/me/', headers: { authorization: `Bearer ${secret}` } })).statusCode).toBe(200);
  });
});
