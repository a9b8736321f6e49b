/** Outside production the links people are mailed reach the operator: printed where the server runs. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { openStorage } from '../../db/client.ts';
import { makeUser } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';

describe('development mail is shown to the operator', () => {
  let storage: Storage;
  let server: TestServer;
  const echoMail = vi.fn();

  beforeAll(async () => {
    storage = await openStorage({});
    await makeUser(storage.db, { username: 'forgetful', email: 'forgetful@example.com' });
    server = await startTestServer(storage, { echoMail });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const post = (url: string, body: unknown) =>
    server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' }, payload: JSON.stringify(body) });

  it('a password reset prints its link', async () => {
    expect((await post('/v3/password/reset/', { email: 'forgetful@example.com' })).statusCode).toBe(200);
    expect(echoMail).toHaveBeenCalledTimes(1);
    const mail = echoMail.mock.calls[0]![0] as { recipient: string; body: string };
    expect(mail.recipient).toBe('forgetful@example.com');
    expect(mail.body).toMatch(/\/pw\/forgetful\?token=[\w-]+/);
  });

  it('a log-in link request prints its link; an unknown address prints nothing', async () => {
    echoMail.mockClear();
    await post('/v3/login/link/', { email: 'nobody@example.com' });
    expect(echoMail).not.toHaveBeenCalled();
    await post('/v3/login/link/', { email: 'forgetful@example.com' });
    expect((echoMail.mock.calls[0]![0] as { body: string }).body).toMatch(/\/login\/link\/[\w-]+/);
  });
});
