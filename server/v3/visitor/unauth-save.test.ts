import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, pins, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { freshIp, signUp } from '../../testing/members.ts';
import type { TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { memoryBlobStore } from '../../storage/index.ts';
import { bookmarkCodec } from '../bookmark.ts';
import { v3Api } from '../index.ts';
import { UNAUTH_SAVE_COOKIE } from './unauth-save.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const URL_ = '/v3/visitor/unauth_save/';

describe.each(backends())('the logged-out save held in the cb_unauth_save cookie on $name', (backend) => {
  let storage: Storage;
  let app: FastifyInstance;
  let now = Date.UTC(2026, 10, 22, 12, 0, 0);
  let publicPin: PinRow;
  let secretPin: PinRow;

  beforeAll(async () => {
    storage = await backend.open();
    app = Fastify();
    const deps = { db: storage.db, bookmarks: bookmarkCodec('test-secret'), imageBaseUrl: '', blobs: memoryBlobStore() };
    await app.register((v3, _opts, done) => void v3Api(v3, deps, { clock: () => now }).then(() => done(), done), { prefix: '/v3' });
    await app.ready();
    const owner = await makeUser(storage.db);
    publicPin = await makePin(storage.db, await makeBoard(storage.db, owner));
    secretPin = await makePin(storage.db, await makeBoard(storage.db, owner, { privacy: 'secret' }));
  });
  afterAll(async () => {
    await app?.close();
    await storage?.close();
  });

  interface Answer {
    status: number;
    data: unknown;
    error: { code: string; param?: string } | null;
    setCookie: string | undefined;
  }
  /** A request with these cookies (a Cookie header of name=value pairs); writes say same-origin. */
  const call = async (method: 'GET' | 'PUT' | 'DELETE', cookies: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await app.inject({
      method,
      url: URL_,
      remoteAddress: freshIp(),
      headers: { ...(cookies ? { cookie: cookies } : {}), ...(method === 'GET' ? {} : { 'sec-fetch-site': 'same-origin' }), ...headers },
      ...(body ? { payload: body } : {}),
    });
    const rr = (response.json() as { resource_response: { data: unknown; error: Answer['error'] } }).resource_response;
    const raw = response.headers['set-cookie'];
    return { status: response.statusCode, data: rr.data, error: rr.error, setCookie: Array.isArray(raw) ? raw.join('\n') : raw };
  };
  /** The name=value pair a Set-Cookie line sets. */
  const pairOf = (setCookie: string | undefined) => setCookie!.split(';')[0]!;

  it('holds nothing at first', async () => {
    expect(await call('GET', '')).toMatchObject({ status: 200, data: { pin_id: null }, setCookie: undefined });
  });

  it('sets the pin in an httpOnly SameSite=Lax cookie for one day, reads it back, and clears it', async () => {
    const put = await call('PUT', '', { pin_id: String(publicPin.id) });
    expect(put).toMatchObject({ status: 200, data: { pin_id: String(publicPin.id) } });
    expect(put.setCookie).toMatch(new RegExp(`^${UNAUTH_SAVE_COOKIE}=[^;]+; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax$`));
    const cookie = pairOf(put.setCookie);
    expect(await call('GET', cookie)).toMatchObject({ data: { pin_id: String(publicPin.id) }, setCookie: undefined });
    const cleared = await call('DELETE', cookie);
    expect(cleared).toMatchObject({ status: 200, data: { pin_id: null } });
    expect(cleared.setCookie).toMatch(new RegExp(`^${UNAUTH_SAVE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Expires=`));
  });

  it('replaces the pin when another is saved', async () => {
    const other = await makePin(storage.db, await makeBoard(storage.db, await makeUser(storage.db)));
    const first = pairOf((await call('PUT', '', { pin_id: String(publicPin.id) })).setCookie);
    const second = await call('PUT', first, { pin_id: String(other.id) });
    expect((await call('GET', pairOf(second.setCookie))).data).toEqual({ pin_id: String(other.id) });
  });

  it('survives log-in and works for a signed-in member (it is not the session cookie)', async () => {
    const held = pairOf((await call('PUT', '', { pin_id: String(publicPin.id) })).setCookie);
    const member = await signUp({ app } as TestServer, storage, 'unauthsaver');
    const both = `cb_session=${member.token}; ${held}`;
    expect((await call('GET', both)).data).toEqual({ pin_id: String(publicPin.id) });
    const put = await call('PUT', `cb_session=${member.token}`, { pin_id: String(publicPin.id) });
    expect(put.status).toBe(200);
    // A cookie-authenticated write from another site is refused like every other v3 write.
    const crossSite = await call('PUT', both, { pin_id: String(publicPin.id) }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite).toMatchObject({ status: 403, error: { code: 'csrf' }, setCookie: undefined });
  });

  it('answers 404 for a pin that is unknown, deleted or hidden from the viewer, and 400 for a malformed id', async () => {
    expect(await call('PUT', '', { pin_id: '999999999' })).toMatchObject({ status: 404, error: { code: 'not_found' }, setCookie: undefined });
    expect(await call('PUT', '', { pin_id: String(secretPin.id) })).toMatchObject({ status: 404, setCookie: undefined });
    const gone = await makePin(storage.db, await makeBoard(storage.db, await makeUser(storage.db)), { deletedAt: new Date() });
    expect((await call('PUT', '', { pin_id: String(gone.id) })).status).toBe(404);
    for (const pin_id of ['abc', '', undefined, 12]) {
      expect(await call('PUT', '', { pin_id })).toMatchObject({ status: 400, error: { code: 'invalid_parameter', param: 'pin_id' } });
    }
  });

  it('reads a forged or altered cookie as nothing, and clears it', async () => {
    const good = pairOf((await call('PUT', '', { pin_id: String(publicPin.id) })).setCookie);
    const forged = `${UNAUTH_SAVE_COOKIE}=${String(secretPin.id)}`;
    const altered = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    const otherSecret = `${UNAUTH_SAVE_COOKIE}=${bookmarkCodec('another-secret').encode('cb_unauth_save', [String(publicPin.id), now])}`;
    const aBookmark = `${UNAUTH_SAVE_COOKIE}=${bookmarkCodec('test-secret').encode('home', [String(publicPin.id), now])}`;
    for (const cookie of [forged, altered, otherSecret, aBookmark]) {
      const r = await call('GET', cookie);
      expect(r.data).toEqual({ pin_id: null });
      expect(r.setCookie).toMatch(new RegExp(`^${UNAUTH_SAVE_COOKIE}=; Max-Age=0`));
    }
  });

  it('keeps the pin for a day: read at 1 day less 1 ms, gone at 1 day', async () => {
    const setAt = now;
    const cookie = pairOf((await call('PUT', '', { pin_id: String(publicPin.id) })).setCookie);
    try {
      now = setAt + DAY_MS - 1;
      expect((await call('GET', cookie)).data).toEqual({ pin_id: String(publicPin.id) });
      now = setAt + DAY_MS;
      expect((await call('GET', cookie)).data).toEqual({ pin_id: null });
    } finally {
      now = setAt;
    }
  });

  it('re-checks on read that the viewer may still see the pin', async () => {
    const owner = await makeUser(storage.db);
    const pin = await makePin(storage.db, await makeBoard(storage.db, owner));
    const cookie = pairOf((await call('PUT', '', { pin_id: String(pin.id) })).setCookie);
    const member = await signUp({ app } as TestServer, storage, 'blockedreader');
    await storage.db.insert(blocks).values({ blockerId: owner.id, blockedId: member.row.id });
    expect((await call('GET', `cb_session=${member.token}; ${cookie}`)).data).toEqual({ pin_id: null });
    await storage.db.update(pins).set({ deletedAt: new Date() }).where(eq(pins.id, pin.id));
    expect((await call('GET', cookie)).data).toEqual({ pin_id: null });
  });
});
