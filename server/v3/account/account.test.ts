import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { outbox, passwordResets, sessions, users } from '../../db/schema.ts';
import { makeBoard, smallWorld } from '../../testing/fixtures.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { sha256Hex } from '../session/store.ts';

interface Envelope {
  resource_response: {
    data: unknown;
    bookmark: string | null;
    error: { message: string; code: string; param?: string } | null;
    http_status: number;
  };
}

type Me = Record<string, unknown> & { id: string; username: string; email: string };

let ipCounter = 0;
/** Each test gets its own client address, so per-IP limits of one test don't spill into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(backends())('v3 accounts and sessions on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let throttled: TestServer;
  /** The server `call` talks to: `server`, or `throttled` in the rate-limit tests. */
  let active: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;

  interface Call {
    method?: 'GET' | 'POST';
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    ip?: string;
  }

  const call = async (url: string, { method = 'GET', body, cookie, headers = {}, ip = '127.0.0.1' }: Call = {}) => {
    const response = await active.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(cookie ? { cookie: `cb_session=${cookie}` } : {}),
        // What a same-origin fetch from the site sends.
        ...(method === 'POST' && cookie ? { 'sec-fetch-site': 'same-origin' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = response.headers['set-cookie'];
    const setCookieText = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    const token = setCookieText ? /^cb_session=([^;]*)/.exec(setCookieText)?.[1] : undefined;
    return {
      status: response.statusCode,
      body: response.json() as Envelope,
      headers: response.headers,
      setCookie: setCookieText,
      token: token || undefined,
    };
  };
  const data = <T>(r: { body: Envelope }) => r.body.resource_response.data as T;
  const error = (r: { body: Envelope }) => r.body.resource_response.error;

  let emailCounter = 0;
  const signup = async (values: Record<string, unknown> = {}, ip = freshIp()) => {
    emailCounter += 1;
    const email = (values.email as string | undefined) ?? `person${emailCounter}@example.com`;
    const result = await call('/v3/register/', {
      method: 'POST',
      ip,
      body: { email, password: 'correct horse battery', birthday: '1990-05-04', ...values },
    });
    return { ...result, email };
  };
  const login = (username_or_email: string, password: string, ip = freshIp()) =>
    call('/v3/login/', { method: 'POST', ip, body: { username_or_email, password } });

  beforeAll(async () => {
    storage = await backend.open();
    world = await smallWorld(storage.db);
    server = await startTestServer(storage);
    // The throttling tests count attempts: their server's rate-limit windows must not roll over mid-test.
    throttled = await startTestServer(storage, { clock: windowAlignedClock() });
  });
  beforeEach(() => {
    active = server;
  });
  afterAll(async () => {
    await server?.close();
    await throttled?.close();
    await storage?.close();
  });

  it('signs up, reads me, logs out, and is then logged out', async () => {
    const up = await signup({ email: 'Grace.Hopper@Example.com', first_name: 'Grace' });
    expect(up.status).toBe(201);
    const me = data<Me>(up);
    expect(me).toMatchObject({ username: 'gracehopper', email: 'grace.hopper@example.com', first_name: 'Grace', save_behavior: 1, dark_mode: false });
    expect(me).toMatchObject({ is_employee: false, is_partner: false, secret_board_count: 0, board_count: 0 });
    expect(me).not.toHaveProperty('password_hash');
    expect(JSON.stringify(up.body)).not.toMatch(/scrypt/);
    expect(up.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await storage.db.select().from(users).where(eq(users.id, Number(me.id)));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    // Only the token's hash is stored.
    const stored = await storage.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored.map((s) => s.id)).toEqual([sha256Hex(up.token!)]);

    const mine = await call('/v3/users/me/', { cookie: up.token });
    expect(mine.status).toBe(200);
    expect(data<Me>(mine).username).toBe('gracehopper');
    // Every answer to a signed-in request names whom it answered as; a logged-out one names nobody.
    expect(mine.headers['x-v3-viewer-id']).toBe(me.id);
    expect((await call('/v3/feeds/home/', { cookie: up.token })).headers['x-v3-viewer-id']).toBe(me.id);
    expect((await call('/v3/feeds/home/')).headers['x-v3-viewer-id']).toBeUndefined();

    const out = await call('/v3/logout/', { method: 'POST', cookie: up.token });
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^cb_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    expect(out.headers['x-v3-viewer-id']).toBeUndefined();
    const after = await call('/v3/users/me/', { cookie: up.token });
    expect(after.status).toBe(401);
    expect(after.headers['x-v3-viewer-id']).toBeUndefined();
    expect(error(after)).toMatchObject({ code: 'unauthenticated' });
    expect((await call('/v3/users/me/')).status).toBe(401);
  });

  it('logs in by email or username; wrong credentials get the same 401 whether the account exists or not', async () => {
    const up = await signup({ username: 'linus_t', email: 'linus@example.com' });
    expect(up.status).toBe(201);
    for (const id of ['linus@example.com', 'LINUS_T']) {
      const r = await login(id, 'correct horse battery');
      expect(r.status).toBe(200);
      expect(data<Me>(r).username).toBe('linus_t');
    }
    const wrong = await login('linus_t', 'incorrect horse');
    const unknown = await login('nobody_here', 'incorrect horse');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.setCookie).toBeUndefined();
      expect(error(r)).toEqual({ code: 'invalid_credentials', message: 'The email or password you entered is incorrect.' });
    }
    // A seeded account without a password can't be logged into.
    expect((await login('ada', '')).status).toBe(400);
    expect((await login('ada', 'anything at all')).status).toBe(401);
  });

  it('throttles the 6th wrong password in a row for one account, even with the right password; other accounts are unaffected', async () => {
    active = throttled;
    await signup({ username: 'target_user', email: 'target@example.com' });
    await signup({ username: 'bystander', email: 'bystander@example.com' });
    // Different IPs each time: the per-account limit must hold on its own.
    for (let i = 0; i < 5; i += 1) {
      const r = await login('target_user', `wrong password ${i}`);
      expect(r.status).toBe(401);
    }
    const sixth = await login('target@example.com', 'correct horse battery');
    expect(sixth.status).toBe(429);
    expect(error(sixth)).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please try again later.' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(sixth.setCookie).toBeUndefined();
    expect((await login('bystander', 'correct horse battery')).status).toBe(200);
  });

  it('limits login attempts per IP to 20 per 15 minutes', async () => {
    active = throttled;
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await login(`someone${i}`, 'wrong password', ip)).status).toBe(401);
    const over = await login('someone_else', 'wrong password', ip);
    expect(over.status).toBe(429);
    expect(error(over)?.code).toBe('rate_limited');
  });

  it('limits sign-ups per IP to 10 per hour', async () => {
    active = throttled;
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await signup({}, ip)).status).toBe(201);
    const over = await signup({}, ip);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, 30 days, Secure only behind HTTPS', async () => {
    await signup({ username: 'cookie_fan', email: 'cookie@example.com' });
    const plain = await login('cookie_fan', 'correct horse battery');
    expect(plain.setCookie).toMatch(/^cb_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(plain.setCookie).not.toMatch(/Secure/);
    const proxied = await call('/v3/login/', {
      method: 'POST',
      ip: freshIp(),
      headers: { 'x-forwarded-proto': 'https' },
      body: { username_or_email: 'cookie_fan', password: 'correct horse battery' },
    });
    expect(proxied.setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('makes a new session on every login, and logout revokes only its own', async () => {
    await signup({ username: 'two_devices', email: 'two@example.com' });
    const a = await login('two_devices', 'correct horse battery');
    const b = await login('two_devices', 'correct horse battery');
    expect(a.token).toBeDefined();
    expect(b.token).toBeDefined();
    expect(a.token).not.toBe(b.token);
    expect((await call('/v3/users/me/', { cookie: a.token })).status).toBe(200);
    expect((await call('/v3/users/me/', { cookie: b.token })).status).toBe(200);
    await call('/v3/logout/', { method: 'POST', cookie: a.token });
    expect((await call('/v3/users/me/', { cookie: a.token })).status).toBe(401);
    expect((await call('/v3/users/me/', { cookie: b.token })).status).toBe(200);
    // Logging in again from a browser that has a session replaces it (no fixation, no reuse).
    const c = await call('/v3/login/', {
      method: 'POST',
      cookie: b.token,
      ip: freshIp(),
      body: { username_or_email: 'two_devices', password: 'correct horse battery' },
    });
    expect(c.status).toBe(200);
    expect(c.token).not.toBe(b.token);
    expect((await call('/v3/users/me/', { cookie: b.token })).status).toBe(401);
    expect((await call('/v3/users/me/', { cookie: c.token })).status).toBe(200);
  });

  it('treats an unknown, malformed or expired session cookie as anonymous', async () => {
    for (const cookie of ['A'.repeat(43), 'not-a-token', '']) {
      const r = await call('/v3/users/me/', { cookie });
      expect(r.status).toBe(401);
    }
    expect((await call('/v3/feeds/home/', { cookie: 'A'.repeat(43) })).status).toBe(200);
    const up = await signup({ username: 'expiring', email: 'expiring@example.com' });
    await storage.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256Hex(up.token!)));
    expect((await call('/v3/users/me/', { cookie: up.token })).status).toBe(401);
    // Deleted lazily.
    expect(await storage.db.select().from(sessions).where(eq(sessions.id, sha256Hex(up.token!)))).toEqual([]);
  });

  describe('CSRF', () => {
    let token: string;
    beforeAll(async () => {
      const up = await signup({ username: 'csrf_victim', email: 'victim@example.com' });
      token = up.token!;
    });
    const update = (headers: Record<string, string>, body: unknown = { first_name: 'Changed' }) =>
      server.app.inject({
        method: 'POST',
        url: '/v3/users/me/',
        headers: { cookie: `cb_session=${token}`, host: 'corkboard.test', ...headers },
        payload: body as object,
      });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Origin of another site', { origin: 'https://evil.example' }],
      ['Origin of another port', { origin: 'http://corkboard.test:8080' }],
      ['Origin: null', { origin: 'null' }],
      ['neither header', {}],
    ])('refuses a cookie-authenticated write with %s', async (_label, headers) => {
      const response = await update(headers);
      expect(response.statusCode).toBe(403);
      expect((response.json() as Envelope).resource_response.error).toMatchObject({ code: 'csrf' });
    });

    it('refuses a cross-site form POST with the cookie', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/v3/users/me/',
        headers: {
          cookie: `cb_session=${token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
          origin: 'https://evil.example',
        },
        payload: 'first_name=Pwned',
      });
      expect(response.statusCode).toBe(403);
      const me = await call('/v3/users/me/', { cookie: token });
      expect(data<Me>(me).first_name).not.toBe('Pwned');
    });

    it.each([
      ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
      ['its own Origin', { origin: 'http://corkboard.test' }],
      ['its own HTTPS Origin behind a proxy', { origin: 'https://corkboard.test', 'x-forwarded-proto': 'https' }],
    ])('accepts a write with %s', async (_label, headers) => {
      const response = await update(headers);
      expect(response.statusCode).toBe(200);
    });

    it('lets cookie-less clients write (nothing to forge) but refuses declared cross-site browsers', async () => {
      expect((await call('/v3/logout/', { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(200);
      expect((await call('/v3/logout/', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    });

    it('leaves reads alone', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/v3/users/me/',
        headers: { cookie: `cb_session=${token}`, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('profile update', () => {
    let token: string;
    beforeAll(async () => {
      token = (await signup({ username: 'editor', email: 'editor@example.com' })).token!;
    });
    const update = (body: unknown) => call('/v3/users/me/', { method: 'POST', cookie: token, body });

    it('accepts a first name of 30 characters and refuses 31', async () => {
      const ok = await update({ first_name: 'x'.repeat(30) });
      expect(ok.status).toBe(200);
      expect(data<Me>(ok).first_name).toBe('x'.repeat(30));
      const tooLong = await update({ first_name: 'y'.repeat(31) });
      expect(tooLong.status).toBe(400);
      expect(error(tooLong)).toMatchObject({ param: 'first_name', message: 'First name must be at most 30 characters.' });
    });

    it('stores the sign-up step answers (Gender, UseCase) and reads them back', async () => {
      expect(data<Me>(await call('/v3/users/me/', { cookie: token }))).toMatchObject({ gender: null, use_case: null });
      const r = await update({ gender: 'nonbinary', use_case: 'shop' });
      expect(r.status).toBe(200);
      expect(data<Me>(await call('/v3/users/me/', { cookie: token }))).toMatchObject({ gender: 'nonbinary', use_case: 'shop' });
    });

    it('updates the other fields and answers with me', async () => {
      const r = await update({
        last_name: 'Editor',
        about: 'I edit things',
        website_url: 'https://editor.example/',
        save_behavior: 0,
        dark_mode: true,
        username: 'editor_2',
      });
      expect(r.status).toBe(200);
      expect(data<Me>(r)).toMatchObject({
        last_name: 'Editor',
        about: 'I edit things',
        website_url: 'https://editor.example/',
        save_behavior: 0,
        dark_mode: true,
        username: 'editor_2',
      });
      expect(data<Me>(await call('/v3/users/me/', { cookie: token }))).toMatchObject({ dark_mode: true, save_behavior: 0 });
    });

    it.each([
      [{ last_name: 'z'.repeat(31) }, 'last_name'],
      [{ website_url: 'javascript:alert(1)' }, 'website_url'],
      [{ save_behavior: 2 }, 'save_behavior'],
      [{ dark_mode: 'yes' }, 'dark_mode'],
      [{ gender: 'robot' }, 'gender'],
      [{ use_case: 'nothing' }, 'use_case'],
      [{ username: 'ab' }, 'username'],
      [{ username: 'settings' }, 'username'],
      [{ username: 'ada' }, 'username'],
      [{ first_name: 42 }, 'first_name'],
    ])('refuses %j naming %s', async (body, param) => {
      const r = await update(body);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(error(r)?.param).toBe(param);
    });

    it('needs a session', async () => {
      const r = await call('/v3/users/me/', { method: 'POST', body: { first_name: 'Anon' } });
      expect(r.status).toBe(401);
      expect(error(r)?.code).toBe('unauthenticated');
    });

    it('counts secret boards for the owner', async () => {
      const me = data<Me>(await call('/v3/users/me/', { cookie: token }));
      const [owner] = await storage.db.select().from(users).where(eq(users.id, Number(me.id)));
      await makeBoard(storage.db, owner!, { name: 'Hidden', privacy: 'secret' });
      expect(data<Me>(await call('/v3/users/me/', { cookie: token })).secret_board_count).toBe(1);
    });
  });

  describe('sign-up validation', () => {
    it.each([
      [{ email: 'not-an-email' }, 400, 'email', 'Please enter a valid email address.'],
      [{ email: 'ada@example.com' }, 409, 'email', 'That email is already in use.'],
      [{ password: 'short' }, 400, 'password', 'Your password must be at least 8 characters.'],
      [{ password: 'aaaaaaaaaa' }, 400, 'password', "Your password can't be one character repeated."],
      [{ email: 'samesame@example.com', password: 'samesame@example.com' }, 400, 'password', "Your password can't be your email or username."],
      [{ username: 'pw_is_name', password: 'PW_IS_NAME' }, 400, 'password', "Your password can't be your email or username."],
      [{ username: 'no spaces' }, 400, 'username', 'Usernames must be 3 to 30 characters: letters, numbers and underscores.'],
      [{ username: 'login' }, 400, 'username', 'That username is not available.'],
      [{ username: 'Bob' }, 409, 'username', 'That username is already taken.'],
      [{ birthday: '2020-01-01' }, 400, 'birthday', 'You must be at least 13 years old to sign up.'],
      [{ birthday: '1990-02-30' }, 400, 'birthday', 'Please enter a valid birthday (YYYY-MM-DD).'],
      [{ birthday: undefined, age: 12 }, 400, 'age', 'You must be at least 13 years old to sign up.'],
      [{ birthday: undefined }, 400, 'birthday', 'Please enter your birthday or age.'],
      [{ first_name: 'f'.repeat(31) }, 400, 'first_name', 'First name must be at most 30 characters.'],
    ] as [Record<string, unknown>, number, string, string][])('refuses %j with %i naming the field', async (values, status, param, message) => {
      if (values.email === 'ada@example.com') await storage.db.update(users).set({ email: 'ada@example.com' }).where(eq(users.id, world.ada.id));
      const r = await signup(values);
      expect(r.status).toBe(status);
      expect(error(r)).toMatchObject({ param, message });
      expect(r.setCookie).toBeUndefined();
    });

    it('accepts an age instead of a birthday, and derives a unique username from the email', async () => {
      const first = await signup({ email: 'bob@elsewhere.example', birthday: undefined, age: 30 });
      expect(first.status).toBe(201);
      // 'bob' is taken by the fixture: digits are added.
      expect(data<Me>(first).username).toMatch(/^bob\d{3}$/);
      const reserved = await signup({ email: 'help@elsewhere.example' });
      expect(data<Me>(reserved).username).toMatch(/^help\d{3}$/);
    });
  });

  it('answers whether an email exists', async () => {
    await signup({ email: 'exists@example.com' });
    const yes = await call('/v3/register/exists/?email=EXISTS%40example.com', { ip: freshIp() });
    expect(yes.status).toBe(200);
    expect(data(yes)).toEqual({ exists: true });
    expect(data(await call('/v3/register/exists/?email=nobody%40example.com', { ip: freshIp() }))).toEqual({ exists: false });
    const bad = await call('/v3/register/exists/?email=nope', { ip: freshIp() });
    expect(error(bad)).toMatchObject({ param: 'email' });
  });

  describe('password reset', () => {
    const lastMail = async (recipient: string) => {
      const rows = await storage.db.select().from(outbox).where(eq(outbox.recipient, recipient));
      return rows.at(-1);
    };
    const tokenFrom = (body: string) => /\/pw\/([^?]+)\?token=([A-Za-z0-9_-]+)/.exec(body)!;

    it('mails a single-use link, resets the password, and revokes the other sessions', async () => {
      const up = await signup({ username: 'forgetful', email: 'forgetful@example.com' });
      const other = await login('forgetful', 'correct horse battery');
      const requested = await call('/v3/password/reset/', { method: 'POST', ip: freshIp(), body: { email: 'Forgetful@example.com' } });
      expect(requested.status).toBe(200);
      expect(data(requested)).toBeNull();
      const mail = await lastMail('forgetful@example.com');
      expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Reset your Corkboard password' });
      const [, username, token] = tokenFrom(mail!.body);
      expect(username).toBe('forgetful');
      // Only the hash is stored.
      const [stored] = await storage.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, sha256Hex(token!)));
      expect(stored).toBeDefined();

      const weak = await call('/v3/password/reset/confirm/', { method: 'POST', body: { username, token, password: 'short' } });
      expect(error(weak)).toMatchObject({ param: 'password' });

      const confirmed = await call('/v3/password/reset/confirm/', { method: 'POST', body: { username, token, password: 'a brand new secret' } });
      expect(confirmed.status).toBe(200);
      expect(data<Me>(confirmed).username).toBe('forgetful');
      expect(confirmed.token).toBeDefined();
      expect((await call('/v3/users/me/', { cookie: confirmed.token })).status).toBe(200);
      expect((await call('/v3/users/me/', { cookie: up.token })).status).toBe(401);
      expect((await call('/v3/users/me/', { cookie: other.token })).status).toBe(401);

      const again = await call('/v3/password/reset/confirm/', { method: 'POST', body: { username, token, password: 'another new secret' } });
      expect(again.status).toBe(400);
      expect(error(again)).toMatchObject({ param: 'token' });

      expect((await login('forgetful', 'correct horse battery')).status).toBe(401);
      expect((await login('forgetful', 'a brand new secret')).status).toBe(200);
    });

    it('refuses an expired token, a wrong username and a made-up token', async () => {
      await signup({ username: 'late_comer', email: 'late@example.com' });
      await call('/v3/password/reset/', { method: 'POST', ip: freshIp(), body: { email: 'late@example.com' } });
      const [, username, token] = tokenFrom((await lastMail('late@example.com'))!.body);
      const wrongUser = await call('/v3/password/reset/confirm/', { method: 'POST', body: { username: 'ada', token, password: 'a brand new secret' } });
      expect(error(wrongUser)).toMatchObject({ param: 'token' });
      const madeUp = await call('/v3/password/reset/confirm/', { method: 'POST', body: { username, token: 'x'.repeat(43), password: 'a brand new secret' } });
      expect(error(madeUp)).toMatchObject({ param: 'token' });
      await storage.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.tokenHash, sha256Hex(token!)));
      const expired = await call('/v3/password/reset/confirm/', { method: 'POST', body: { username, token, password: 'a brand new secret' } });
      expect(expired.status).toBe(400);
      expect(error(expired)).toMatchObject({ param: 'token' });
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = await storage.db.select().from(outbox);
      const r = await call('/v3/password/reset/', { method: 'POST', ip: freshIp(), body: { email: 'ghost@example.com' } });
      expect(r.status).toBe(200);
      expect(r.body.resource_response).toMatchObject({ data: null, error: null });
      expect((await storage.db.select().from(outbox)).length).toBe(before.length);
    });

    it('limits reset requests to 5 per email per hour', async () => {
      active = throttled;
      for (let i = 0; i < 5; i += 1) {
        expect((await call('/v3/password/reset/', { method: 'POST', ip: freshIp(), body: { email: 'spam@example.com' } })).status).toBe(200);
      }
      const over = await call('/v3/password/reset/', { method: 'POST', ip: freshIp(), body: { email: 'SPAM@example.com' } });
      expect(over.status).toBe(429);
      expect(error(over)?.code).toBe('rate_limited');
    });
  });

  describe('secret boards follow the session viewer', () => {
    it('shows a secret board and its pin to the owner only', async () => {
      const up = await signup({ username: 'secret_keeper', email: 'keeper@example.com' });
      const [owner] = await storage.db.select().from(users).where(eq(users.username, 'secret_keeper'));
      const board = await makeBoard(storage.db, owner!, { name: 'Private plans', privacy: 'secret' });
      const stranger = await signup({ username: 'stranger', email: 'stranger@example.com' });
      expect((await call(`/v3/boards/${board.id}/`, { cookie: up.token })).status).toBe(200);
      expect((await call(`/v3/boards/${board.id}/`, { cookie: stranger.token })).status).toBe(404);
      expect((await call(`/v3/boards/${board.id}/`)).status).toBe(404);
      const listed = async (token?: string) =>
        data<{ id: string }[]>(await call('/v3/users/secret_keeper/boards/', { cookie: token })).map((b) => b.id);
      expect(await listed(up.token)).toContain(String(board.id));
      expect(await listed(stranger.token)).not.toContain(String(board.id));
      expect((await call(`/v3/pins/${world.secretPin.id}/`, { cookie: up.token })).status).toBe(404);
    });
  });
});
