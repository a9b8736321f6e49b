/**
 * Log-in links and the limited-login viewer (platform §1, §6): an emailed single-use link opens a
 * limited session that reads as the person, every gated write answers 403 limited_login, and
 * confirming the password swaps it for a new full session.
 */
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { loginLinks, outbox, sessions, users } from '../../db/schema.ts';
import { backends } from '../../testing/storage.ts';
import { memoryBlobStore } from '../../storage/index.ts';
import { bookmarkCodec } from '../bookmark.ts';
import { v3Api } from '../index.ts';
import { sha256Hex } from '../session/store.ts';
import { INVALID_LOGIN_LINK, LOGIN_LINK_TTL_MS } from './routes.ts';

interface Envelope {
  resource_response: {
    data: unknown;
    error: { message: string; code: string; param?: string } | null;
    http_status: number;
  };
}
type Me = Record<string, unknown> & { id: string; username: string; is_limited_login: boolean };

const PUBLIC_URL = 'https://cork.example';
const PASSWORD = 'correct horse battery';

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(backends())('log-in links and limited-login sessions on $name', (backend) => {
  let storage: Storage;
  let app: FastifyInstance;
  /** The v3 clock, moved by the expiry tests. */
  let now = Date.parse('2026-03-01T12:00:00Z');

  interface Call {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    cookie?: string;
    ip?: string;
  }
  const call = async (url: string, { method = 'GET', body, cookie, ip = freshIp() }: Call = {}) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(cookie ? { cookie: `cb_session=${cookie}` } : {}),
        ...(method !== 'GET' && cookie ? { 'sec-fetch-site': 'same-origin' } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = response.headers['set-cookie'];
    const setCookieText = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    const token = setCookieText ? /^cb_session=([^;]*)/.exec(setCookieText)?.[1] : undefined;
    return { status: response.statusCode, body: response.json() as Envelope, raw: response.body, token: token || undefined };
  };
  const data = <T>(r: { body: Envelope }) => r.body.resource_response.data as T;
  const error = (r: { body: Envelope }) => r.body.resource_response.error;

  const signup = async (username: string) => {
    const r = await call('/v3/register/', {
      method: 'POST',
      body: { email: `${username}@example.com`, username, password: PASSWORD, birthday: '1990-05-04' },
    });
    expect(r.status).toBe(201);
    return { ...r, me: data<Me>(r), email: `${username}@example.com` };
  };
  const mailTo = async (recipient: string) => {
    const rows = await storage.db.select().from(outbox).where(eq(outbox.recipient, recipient));
    return rows.filter((row) => row.kind === 'login_link');
  };
  const linkToken = (body: string) => new RegExp(`${PUBLIC_URL}/login/link/([A-Za-z0-9_-]{43})`).exec(body)?.[1];
  /** Requests a link and returns the token from the mail. */
  const requestLink = async (email: string) => {
    const r = await call('/v3/login/link/', { method: 'POST', body: { email } });
    expect(r.status).toBe(200);
    const token = linkToken((await mailTo(email)).at(-1)!.body);
    expect(token).toBeDefined();
    return token!;
  };
  const openLimited = async (email: string) => {
    const confirmed = await call('/v3/login/link/confirm/', { method: 'POST', body: { token: await requestLink(email) } });
    expect(confirmed.status).toBe(200);
    return confirmed;
  };

  beforeAll(async () => {
    storage = await backend.open();
    app = Fastify();
    const deps = { db: storage.db, bookmarks: bookmarkCodec('test-secret'), imageBaseUrl: '', publicUrl: PUBLIC_URL, blobs: memoryBlobStore() };
    await app.register(
      (v3, _opts, done) => {
        v3Api(v3, deps, { clock: () => now }).then(() => done(), done);
      },
      { prefix: '/v3' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await storage?.close();
  });

  it('answers a link request the same for a known and an unknown email, and mails only the known one', async () => {
    await signup('linda');
    const before = await storage.db.select().from(outbox);
    const known = await call('/v3/login/link/', { method: 'POST', body: { email: 'Linda@example.com' } });
    const afterKnown = await storage.db.select().from(outbox);
    const unknown = await call('/v3/login/link/', { method: 'POST', body: { email: 'nobody-here@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.raw).toBe(known.raw);
    expect(known.body.resource_response).toMatchObject({ data: null, error: null });
    expect(afterKnown.length).toBe(before.length + 1);
    expect((await storage.db.select().from(outbox)).length).toBe(afterKnown.length);

    const [mail] = await mailTo('linda@example.com');
    expect(mail).toMatchObject({ kind: 'login_link', subject: 'Your Corkboard log-in link' });
    const token = linkToken(mail!.body);
    expect(token).toBeDefined();
    // Only the hash is stored, with a 15-minute expiry.
    const [stored] = await storage.db.select().from(loginLinks).where(eq(loginLinks.tokenHash, sha256Hex(token!)));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(LOGIN_LINK_TTL_MS);
  });

  it('refuses a malformed email with a clear message', async () => {
    const r = await call('/v3/login/link/', { method: 'POST', body: { email: 'not-an-email' } });
    expect(r.status).toBe(400);
    expect(error(r)).toMatchObject({ param: 'email', message: 'Please enter a valid email address.' });
  });

  it('limits link requests to 5 per email per hour', async () => {
    for (let i = 0; i < 5; i += 1) expect((await call('/v3/login/link/', { method: 'POST', body: { email: 'flood@example.com' } })).status).toBe(200);
    const over = await call('/v3/login/link/', { method: 'POST', body: { email: 'FLOOD@example.com' } });
    expect(over.status).toBe(429);
    expect(error(over)?.code).toBe('rate_limited');
  });

  it('opens a limited session once per link; the session reads as the person', async () => {
    const up = await signup('lenny');
    const token = await requestLink('lenny@example.com');
    const confirmed = await call('/v3/login/link/confirm/', { method: 'POST', body: { token }, cookie: up.token });
    expect(confirmed.status).toBe(200);
    expect(data<Me>(confirmed)).toMatchObject({ username: 'lenny', is_limited_login: true });
    expect(confirmed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The cookie the browser carried is revoked; the new session is marked limited.
    expect((await call('/v3/users/me/', { cookie: up.token })).status).toBe(401);
    const [row] = await storage.db.select().from(sessions).where(eq(sessions.id, sha256Hex(confirmed.token!)));
    expect(row!.limited).toBe(true);

    const me = await call('/v3/users/me/', { cookie: confirmed.token });
    expect(data<Me>(me)).toMatchObject({ username: 'lenny', is_limited_login: true });
    // A full session says so too.
    expect(data<Me>(await call('/v3/users/me/', { cookie: (await signup('fully')).token }))).toMatchObject({ is_limited_login: false });

    const reused = await call('/v3/login/link/confirm/', { method: 'POST', body: { token } });
    expect(reused.status).toBe(400);
    expect(error(reused)).toMatchObject({ param: 'token', message: INVALID_LOGIN_LINK });
    expect(reused.token).toBeUndefined();

    const madeUp = await call('/v3/login/link/confirm/', { method: 'POST', body: { token: 'x'.repeat(43) } });
    expect(error(madeUp)).toMatchObject({ param: 'token', message: INVALID_LOGIN_LINK });
    const missing = await call('/v3/login/link/confirm/', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(error(missing)).toMatchObject({ message: INVALID_LOGIN_LINK });

    // Logging out still works for a limited session.
    expect((await call('/v3/logout/', { method: 'POST', cookie: confirmed.token })).status).toBe(200);
    expect((await call('/v3/users/me/', { cookie: confirmed.token })).status).toBe(401);
  });

  it('accepts a link at 14:59 and refuses it at 15:00', async () => {
    await signup('tess');
    const early = await requestLink('tess@example.com');
    const late = await requestLink('tess@example.com');
    now += 14 * 60_000 + 59_000;
    const inTime = await call('/v3/login/link/confirm/', { method: 'POST', body: { token: early } });
    expect(inTime.status).toBe(200);
    expect(data<Me>(inTime).is_limited_login).toBe(true);
    now += 1000;
    const expired = await call('/v3/login/link/confirm/', { method: 'POST', body: { token: late } });
    expect(expired.status).toBe(400);
    expect(error(expired)).toMatchObject({ param: 'token', message: INVALID_LOGIN_LINK });
  });

  it('refuses gated writes from a limited session with 403 limited_login until the password is confirmed', async () => {
    await signup('gina');
    const target = await signup('target');
    const limited = (await openLimited('gina@example.com')).token!;
    const targetId = Number(target.me.id);
    const board = await call('/v3/boards/', { method: 'POST', cookie: target.token, body: { name: 'Bread' } });
    expect(board.status).toBe(201);
    const boardId = data<{ id: string }>(board).id;

    const writes = async (cookie: string) => ({
      follow: await call('/v3/users/target/follow/', { method: 'PUT', cookie }),
      unfollow: await call('/v3/users/target/follow/', { method: 'DELETE', cookie }),
      block: await call('/v3/blocks/', { method: 'POST', cookie, body: { blocked_user_id: targetId } }),
      unblock: await call(`/v3/blocks/${targetId}/`, { method: 'DELETE', cookie }),
      profile: await call('/v3/users/me/', { method: 'POST', cookie, body: { first_name: 'Gina' } }),
      followBoard: await call(`/v3/boards/${boardId}/follow/`, { method: 'PUT', cookie }),
      unfollowBoard: await call(`/v3/boards/${boardId}/follow/`, { method: 'DELETE', cookie }),
    });
    for (const [name, r] of Object.entries(await writes(limited))) {
      expect({ name, status: r.status }).toEqual({ name, status: 403 });
      expect(error(r)).toMatchObject({ code: 'limited_login', message: 'Confirm your password to continue.' });
    }
    const created = await call('/v3/boards/', { method: 'POST', cookie: limited, body: { name: 'Mine' } });
    expect(created.status).toBe(403);
    expect(error(created)?.code).toBe('limited_login');
    // Nothing was written.
    const [gina] = await storage.db.select().from(users).where(eq(users.username, 'gina'));
    expect(gina!.firstName).not.toBe('Gina');

    const wrong = await call('/v3/login/confirm/', { method: 'POST', cookie: limited, body: { password: 'not my password' } });
    expect(wrong.status).toBe(401);
    expect(error(wrong)).toMatchObject({ code: 'invalid_credentials', param: 'password' });
    expect(wrong.token).toBeUndefined();
    const empty = await call('/v3/login/confirm/', { method: 'POST', cookie: limited, body: { password: '' } });
    expect(error(empty)).toMatchObject({ param: 'password', message: 'Please enter your password.' });
    // Still limited after a wrong password.
    expect(data<Me>(await call('/v3/users/me/', { cookie: limited })).is_limited_login).toBe(true);

    const right = await call('/v3/login/confirm/', { method: 'POST', cookie: limited, body: { password: PASSWORD } });
    expect(right.status).toBe(200);
    expect(data<Me>(right)).toMatchObject({ username: 'gina', is_limited_login: false });
    expect(right.token).toBeDefined();
    expect(right.token).not.toBe(limited);
    // The limited session id is gone; the new one is full.
    expect((await call('/v3/users/me/', { cookie: limited })).status).toBe(401);
    expect(await storage.db.select().from(sessions).where(eq(sessions.id, sha256Hex(limited)))).toEqual([]);

    for (const [name, r] of Object.entries(await writes(right.token!))) {
      expect({ name, status: r.status }).toEqual({ name, status: 200 });
    }
    expect(data<Me>(await call('/v3/users/me/', { cookie: right.token })).first_name).toBe('Gina');
  });

  it('counts wrong confirm passwords toward the login limit (5 per account)', async () => {
    await signup('guess');
    const limited = (await openLimited('guess@example.com')).token!;
    for (let i = 0; i < 5; i += 1) {
      expect((await call('/v3/login/confirm/', { method: 'POST', cookie: limited, body: { password: `wrong ${i}` } })).status).toBe(401);
    }
    const throttled = await call('/v3/login/confirm/', { method: 'POST', cookie: limited, body: { password: PASSWORD } });
    expect(throttled.status).toBe(429);
    // The password log-in of the same account is throttled too.
    const login = await call('/v3/login/', { method: 'POST', body: { username_or_email: 'guess', password: PASSWORD } });
    expect(login.status).toBe(429);
  });

  it('needs a session to confirm a password', async () => {
    const r = await call('/v3/login/confirm/', { method: 'POST', body: { password: PASSWORD } });
    expect(r.status).toBe(401);
    expect(error(r)?.code).toBe('unauthenticated');
  });

  it('puts PUBLIC_URL in front of the password reset link', async () => {
    await signup('resetter');
    await call('/v3/password/reset/', { method: 'POST', body: { email: 'resetter@example.com' } });
    const rows = await storage.db.select().from(outbox).where(eq(outbox.recipient, 'resetter@example.com'));
    expect(rows.at(-1)!.body).toContain(`${PUBLIC_URL}/pw/resetter?token=`);
  });
});
