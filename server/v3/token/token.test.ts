import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { accessTokens, sessions, users } from '../../db/schema.ts';
import { v3Call, v3Data, v3Error, type V3CallOptions } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { sha256Hex } from '../session/store.ts';
import type { V3AccessToken, V3CreatedAccessToken } from '../types.ts';
import { LAST_USED_INTERVAL_MS } from './bearer.ts';
import { MAX_TOKEN_NAME } from './routes.ts';
import { MAX_TOKENS_PER_USER } from './store.ts';

describe.each(backends())('v3 personal access tokens on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  /** The server's clock: still unless a test moves it (just after an hour starts, so no rate-limit window ends mid-test). */
  let nowMs = windowAlignedClock()();
  let ada: Member;
  let bob: Member;
  let limited: Member;

  const call = async (url: string, options?: V3CallOptions) => {
    const r = await v3Call(server, url, options);
    return { status: r.status, headers: r.headers, data: v3Data<unknown>(r), error: v3Error(r) };
  };
  const create = async (member: Member, name: string, scopes: string[]) => {
    const r = await call('/v3/users/me/tokens/', { method: 'POST', cookie: member.token, body: { name, scopes } });
    if (r.status !== 201) throw new Error(`token creation answered ${r.status}: ${JSON.stringify(r.error)}`);
    return r.data as V3CreatedAccessToken;
  };
  const list = async (member: Member) => (await call('/v3/users/me/tokens/', { cookie: member.token })).data as V3AccessToken[];
  const about = async (member: Member) => (await storage.db.select({ about: users.about }).from(users).where(eq(users.id, member.row.id)))[0]!.about;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => nowMs });
    ada = await signUp(server, storage, 'ada_tok');
    bob = await signUp(server, storage, 'bob_tok');
    limited = await signUp(server, storage, 'lim_tok');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('creates a token whose secret is answered once; the list shows a hint, never the secret; only its hash is stored', async () => {
    const created = await call('/v3/users/me/tokens/', { method: 'POST', cookie: ada.token, body: { name: '  Backup script  ', scopes: ['read'] } });
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const token = created.data as V3CreatedAccessToken;
    expect(token).toMatchObject({ node_type: 'access_token', name: 'Backup script', scopes: ['read'], last_used_at: null });
    expect(token.token).toMatch(/^cbpat_[A-Za-z0-9_-]{43}$/);
    expect(token.token_hint).toBe(`cbpat_…${token.token.slice(-4)}`);

    const listed = await list(ada);
    expect(listed.find((t) => t.id === token.id)).toEqual({ ...token, token: undefined });
    expect(JSON.stringify(listed)).not.toContain(token.token.slice(6));

    const [row] = await storage.db.select().from(accessTokens).where(eq(accessTokens.id, Number(token.id)));
    expect(row!.tokenHash).toBe(sha256Hex(token.token));
    expect(JSON.stringify(row)).not.toContain(token.token.slice(6));
  });

  it('a bearer token reads as its owner and records when it was last used, at most once a minute', async () => {
    const token = await create(ada, 'Reader', ['read']);
    const me = await call('/v3/users/me/', { bearer: token.token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ username: 'ada_tok', is_limited_login: false });
    const usedAt = (await list(ada)).find((t) => t.id === token.id)!.last_used_at;
    expect(usedAt).not.toBeNull();

    nowMs += LAST_USED_INTERVAL_MS - 1;
    await call('/v3/users/me/', { bearer: token.token });
    expect((await list(ada)).find((t) => t.id === token.id)!.last_used_at).toBe(usedAt);
    nowMs += 1;
    await call('/v3/users/me/', { bearer: token.token });
    expect(Date.parse((await list(ada)).find((t) => t.id === token.id)!.last_used_at!)).toBe(Date.parse(usedAt!) + LAST_USED_INTERVAL_MS);
  });

  it('a revoked token answers 401 invalid_token with a WWW-Authenticate challenge, and leaves the list', async () => {
    const token = await create(ada, 'Short-lived', ['read', 'write']);
    expect((await call('/v3/users/me/', { bearer: token.token })).status).toBe(200);
    const revoked = await call(`/v3/users/me/tokens/${token.id}/`, { method: 'DELETE', cookie: ada.token });
    expect(revoked).toMatchObject({ status: 200, data: { id: token.id, revoked: true } });

    const refused = await call('/v3/users/me/', { bearer: token.token });
    expect(refused).toMatchObject({ status: 401, error: { code: 'invalid_token' } });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await list(ada)).map((t) => t.id)).not.toContain(token.id);
    expect((await call(`/v3/users/me/tokens/${token.id}/`, { method: 'DELETE', cookie: ada.token })).status).toBe(404);
  });

  it('an unknown or malformed bearer is 401 invalid_token, even on a public read', async () => {
    for (const bearer of ['', 'nope', `cbpat_${'A'.repeat(43)}`, `cbpat_${'A'.repeat(42)}`, 'cbpat_ two words']) {
      const r = await call('/v3/feeds/home/', { bearer });
      expect(r, `Bearer ${bearer}`).toMatchObject({ status: 401, error: { code: 'invalid_token' } });
      expect(r.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    // Other Authorization schemes are not tokens: ignored, as before.
    expect((await call('/v3/feeds/home/', { headers: { authorization: 'Basic YTpi' } })).status).toBe(200);
  });

  it('a read token reads but its writes are 403 insufficient_scope; a write token writes, without Origin or Fetch Metadata', async () => {
    const reader = await create(bob, 'Reader', ['read']);
    const writer = await create(bob, 'Writer', ['write']);
    expect(writer.scopes).toEqual(['read', 'write']);

    expect((await call('/v3/users/me/', { bearer: reader.token })).status).toBe(200);
    const refused = await call('/v3/users/me/', { method: 'POST', bearer: reader.token, body: { about: 'from a reader' } });
    expect(refused).toMatchObject({ status: 403, error: { code: 'insufficient_scope' } });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="write"');
    expect(await about(bob)).toBe('');

    const written = await call('/v3/users/me/', { method: 'POST', bearer: writer.token, body: { about: 'from a program' } });
    expect(written).toMatchObject({ status: 200, data: { about: 'from a program' } });
    expect(await about(bob)).toBe('from a program');
  });

  it('CSRF: a cookie write without Origin or Fetch Metadata is refused; with a cookie and a bearer the browser rules apply and the bearer wins', async () => {
    const cookieOnly = await call('/v3/users/me/', { method: 'POST', cookie: ada.token, fetchMetadata: false, body: { about: 'forged' } });
    expect(cookieOnly).toMatchObject({ status: 403, error: { code: 'csrf' } });

    const bobWriter = await create(bob, 'Mixed', ['read', 'write']);
    const mixedForged = await call('/v3/users/me/', { method: 'POST', cookie: ada.token, bearer: bobWriter.token, fetchMetadata: false, body: { about: 'forged' } });
    expect(mixedForged).toMatchObject({ status: 403, error: { code: 'csrf' } });
    const crossSite = await call('/v3/users/me/', { method: 'POST', cookie: ada.token, bearer: bobWriter.token, headers: { 'sec-fetch-site': 'cross-site' }, body: { about: 'forged' } });
    expect(crossSite).toMatchObject({ status: 403, error: { code: 'csrf' } });

    const mixed = await call('/v3/users/me/', { method: 'POST', cookie: ada.token, bearer: bobWriter.token, body: { about: 'bob, by token' } });
    expect(mixed).toMatchObject({ status: 200, data: { username: 'bob_tok', about: 'bob, by token' } });
    expect(await about(ada)).toBe('');
    expect((await call('/v3/users/me/', { cookie: ada.token, bearer: bobWriter.token })).data).toMatchObject({ username: 'bob_tok' });
  });

  it('tokens are managed only from a full cookie session: not with a token, not from a limited-login session, not signed out', async () => {
    const writer = await create(ada, 'Manager?', ['read', 'write']);
    for (const [method, url] of [
      ['GET', '/v3/users/me/tokens/'],
      ['POST', '/v3/users/me/tokens/'],
      ['DELETE', `/v3/users/me/tokens/${writer.id}/`],
    ] as const) {
      const body = method === 'POST' ? { name: 'minted', scopes: ['read'] } : undefined;
      expect(await call(url, { method, body, bearer: writer.token }), `${method} with a token`).toMatchObject({ status: 403, error: { code: 'session_required' } });
      expect(await call(url, { method, body, cookie: ada.token, bearer: writer.token }), `${method} with a cookie and a token`).toMatchObject({
        status: 403,
        error: { code: 'session_required' },
      });
      expect(await call(url, { method, body, cookie: limited.token }), `${method} limited`).toMatchObject({ status: 403, error: { code: 'limited_login' } });
      expect(await call(url, { method, body }), `${method} signed out`).toMatchObject({ status: 401, error: { code: 'unauthenticated' } });
    }
    expect((await list(ada)).map((t) => t.name)).not.toContain('minted');
    expect((await call('/v3/users/me/', { bearer: writer.token })).status).toBe(200);
  });

  it("another person's token is a 404 to revoke, and keeps working", async () => {
    const bobs = await create(bob, 'Not yours', ['read']);
    const r = await call(`/v3/users/me/tokens/${bobs.id}/`, { method: 'DELETE', cookie: ada.token });
    expect(r).toMatchObject({ status: 404, error: { code: 'not_found' } });
    expect((await call('/v3/users/me/', { bearer: bobs.token })).data).toMatchObject({ username: 'bob_tok' });
    expect((await list(ada)).map((t) => t.id)).not.toContain(bobs.id);
    expect((await call('/v3/users/me/tokens/abc/', { method: 'DELETE', cookie: ada.token })).error).toMatchObject({ code: 'invalid_parameter', param: 'id' });
  });

  it(`checks the name (1 to ${MAX_TOKEN_NAME} characters after trimming) and the scopes`, async () => {
    const post = (body: unknown) => call('/v3/users/me/tokens/', { method: 'POST', cookie: bob.token, body });
    expect((await post({ name: 'x'.repeat(MAX_TOKEN_NAME), scopes: ['read'] })).status).toBe(201);
    expect((await post({ name: ` ${'é'.repeat(MAX_TOKEN_NAME)} `, scopes: ['read'] })).status).toBe(201);
    expect((await post({ name: 'x', scopes: ['read'] })).status).toBe(201);
    expect(await post({ name: 'x'.repeat(MAX_TOKEN_NAME + 1), scopes: ['read'] })).toMatchObject({
      status: 400,
      error: { code: 'invalid_parameter', param: 'name', message: `The name must be at most ${MAX_TOKEN_NAME} characters.` },
    });
    for (const name of [undefined, '', '   ', 42]) {
      expect(await post({ name, scopes: ['read'] }), `name ${String(name)}`).toMatchObject({ status: 400, error: { param: 'name' } });
    }
    for (const scopes of [undefined, [], ['admin'], ['read', 'admin'], 'read', [1]]) {
      expect(await post({ name: 'scoped', scopes }), `scopes ${JSON.stringify(scopes)}`).toMatchObject({
        status: 400,
        error: { code: 'invalid_parameter', param: 'scopes' },
      });
    }
    expect((await post({ name: 'both', scopes: ['write', 'read', 'write'] })).data).toMatchObject({ scopes: ['read', 'write'] });
    expect(await post(['not', 'an', 'object'])).toMatchObject({ status: 400, error: { code: 'invalid_body' } });
  });

  it(`holds at most ${MAX_TOKENS_PER_USER} live tokens a person; revoking one makes room`, async () => {
    const carol = await signUp(server, storage, 'carol_tok');
    await storage.db.insert(accessTokens).values(
      Array.from({ length: MAX_TOKENS_PER_USER - 1 }, (_, i) => ({
        userId: carol.row.id,
        name: `Token ${i}`,
        tokenHash: sha256Hex(`carol ${i}`),
        lastFour: 'abcd',
        scopes: ['read'],
      })),
    );
    const last = await create(carol, 'The fiftieth', ['read']);
    const over = await call('/v3/users/me/tokens/', { method: 'POST', cookie: carol.token, body: { name: 'One too many', scopes: ['read'] } });
    expect(over).toMatchObject({ status: 409, error: { code: 'token_limit', message: `You can have at most ${MAX_TOKENS_PER_USER} access tokens. Revoke one you no longer use first.` } });
    expect(await list(carol)).toHaveLength(MAX_TOKENS_PER_USER);
    await call(`/v3/users/me/tokens/${last.id}/`, { method: 'DELETE', cookie: carol.token });
    expect((await create(carol, 'Room again', ['read'])).name).toBe('Room again');
  });

  it('limits creation to 20 tokens an hour a person (429 with Retry-After)', async () => {
    const dan = await signUp(server, storage, 'dan_tok');
    for (let i = 0; i < 20; i += 1) await create(dan, `Token ${i}`, ['read']);
    const limitedOut = await call('/v3/users/me/tokens/', { method: 'POST', cookie: dan.token, body: { name: 'Twenty-first', scopes: ['read'] } });
    expect(limitedOut).toMatchObject({ status: 429, error: { code: 'rate_limited' } });
    expect(Number(limitedOut.headers['retry-after'])).toBeGreaterThan(0);
    // Another person's allowance is their own.
    expect((await create(ada, 'Still fine', ['read'])).name).toBe('Still fine');
  });

  it("deleting the account deletes its tokens", async () => {
    const erin = await signUp(server, storage, 'erin_tok');
    const token = await create(erin, 'Orphan', ['read']);
    await storage.db.delete(users).where(eq(users.id, erin.row.id));
    expect(await storage.db.select().from(accessTokens).where(eq(accessTokens.userId, erin.row.id))).toEqual([]);
    expect((await call('/v3/users/me/', { bearer: token.token })).status).toBe(401);
  });

  it('documents the token routes and the bearer scheme in the OpenAPI description', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/v3/docs/openapi.json' })).json() as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(doc.paths!['/v3/users/me/tokens/']!)).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths!['/v3/users/me/tokens/{id}/']!)).toEqual(['delete']);
    expect(doc.components!.securitySchemes).toMatchObject({ bearerToken: { type: 'http', scheme: 'bearer' }, cookieSession: { in: 'cookie', name: 'cb_session' } });
  });
});
