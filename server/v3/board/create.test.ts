import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boards, follows, interests, sessions } from '../../db/schema.ts';
import { makePin, makeSave } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

describe.each(backends())('v3 board create, Quick Saves and interests on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const data = v3Data;
  const error = v3Error;

  const signup = (username: string) => signUp(server, storage, username);
  const quickSaves = (m: Member) =>
    storage.db.select().from(boards).where(and(eq(boards.ownerId, m.row.id), eq(boards.layout, 'quick_saves')));

  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    alice = await signup('alice_c');
    bob = await signup('bob_c');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('POST /v3/boards/', () => {
    it('creates a public board with a trimmed name, answering it like GET /v3/boards/{id}/', async () => {
      const created = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: '  Garden ideas  ', description: 'green' } });
      expect(created.status).toBe(201);
      const board = data<{ id: string; name: string; privacy: string; url: string; layout: string }>(created);
      expect(board).toMatchObject({ name: 'Garden ideas', privacy: 'public', layout: 'default', url: '/alice_c/garden-ideas/', description: 'green' });
      expect(data(await call(`/v3/boards/${board.id}/`, { cookie: alice.token }))).toEqual(board);
    });

    it('refuses a name the owner already uses, whatever its case, with 409 naming `name`; another owner may use it', async () => {
      for (const name of ['Garden ideas', 'garden IDEAS']) {
        const again = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name } });
        expect(again.status).toBe(409);
        expect(error(again)).toMatchObject({ param: 'name', message: 'You already have a board with that name.' });
      }
      const bobs = data<{ url: string }>(await call('/v3/boards/', { method: 'POST', cookie: bob.token, body: { name: 'Garden ideas' } }));
      expect(bobs.url).toBe('/bob_c/garden-ideas/');
    });

    it('gives a name whose slug is taken its own slug', async () => {
      const amp = data<{ url: string }>(await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'Garden: ideas!' } }));
      expect(amp.url).toBe('/alice_c/garden-ideas-2/');
      const third = data<{ url: string }>(await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'Garden ideas?' } }));
      expect(third.url).toBe('/alice_c/garden-ideas-3/');
    });

    it('accepts 50 characters and refuses 51 or a blank name, naming `name`', async () => {
      const fifty = 'x'.repeat(50);
      expect((await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: fifty } })).status).toBe(201);
      const long = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'y'.repeat(51) } });
      expect(long.status).toBe(400);
      expect(error(long)).toMatchObject({ param: 'name', message: 'A board name can be at most 50 characters.' });
      const blank = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: '   ' } });
      expect(blank.status).toBe(400);
      expect(error(blank)).toMatchObject({ param: 'name', message: 'Please give your board a name.' });
    });

    it('stores privacy; protected true means protected; bad privacy is a 400', async () => {
      const secret = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'Hidden', privacy: 'secret' } });
      expect(data(secret)).toMatchObject({ privacy: 'secret' });
      const prot = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'Shielded', protected: true } });
      expect(data(prot)).toMatchObject({ privacy: 'protected' });
      const notProt = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'Open', protected: false } });
      expect(data(notProt)).toMatchObject({ privacy: 'public' });
      const bad = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'X', privacy: 'friends' } });
      expect(bad.status).toBe(400);
      expect(error(bad)?.param).toBe('privacy');
    });

    it('is gated: 401 logged out, 403 limited login, 403 for another user_id', async () => {
      const anonymous = await call('/v3/boards/', { method: 'POST', body: { name: 'Nope' } });
      expect(anonymous.status).toBe(401);
      expect(error(anonymous)?.code).toBe('unauthenticated');
      const other = await call('/v3/boards/', { method: 'POST', cookie: alice.token, body: { name: 'Nope', user_id: bob.row.id } });
      expect(other.status).toBe(403);
      expect(error(other)?.param).toBe('user_id');
      const limited = await signup('limited_c');
      await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
      const gated = await call('/v3/boards/', { method: 'POST', cookie: limited.token, body: { name: 'Nope' } });
      expect(gated.status).toBe(403);
      expect(error(gated)?.code).toBe('limited_login');
    });

    it('creates one Quick Saves board and answers the existing one with return_existing, even concurrently', async () => {
      const body = { name: 'Quick Saves', layout: 'quick_saves', protected: false, return_existing: true, user_id: String(bob.row.id) };
      const answers = await Promise.all([1, 2, 3].map(() => call('/v3/boards/', { method: 'POST', cookie: bob.token, body })));
      const ids = new Set(answers.map((a) => data<{ id: string }>(a).id));
      expect(ids.size).toBe(1);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect(await quickSaves(bob)).toHaveLength(1);
      expect(data(answers[0]!)).toMatchObject({ name: 'Quick Saves', layout: 'quick_saves', privacy: 'public' });
      const without = await call('/v3/boards/', { method: 'POST', cookie: bob.token, body: { ...body, return_existing: false } });
      expect(without.status).toBe(409);
      expect(await quickSaves(bob)).toHaveLength(1);
    });

    it('leaves an empty Quick Saves board out of the boards list, for the owner and everyone else, until it holds a Pin', async () => {
      const carol = await signup('qs_carol');
      const body = { name: 'Quick Saves', layout: 'quick_saves', protected: false, return_existing: true, user_id: String(carol.row.id) };
      const quick = data<{ id: string }>(await call('/v3/boards/', { method: 'POST', cookie: carol.token, body }));
      const plain = data<{ id: string }>(await call('/v3/boards/', { method: 'POST', cookie: carol.token, body: { name: 'Plain and empty' } }));
      const listed = async (cookie?: string) => data<{ id: string }[]>(await call('/v3/users/qs_carol/boards/', { cookie })).map((b) => b.id);
      expect(await listed(carol.token)).toEqual([plain.id]);
      expect(await listed(alice.token)).toEqual([plain.id]);
      expect(await listed()).toEqual([plain.id]);
      // Still readable by id and in the board picker's list.
      expect((await call(`/v3/boards/${quick.id}/`, { cookie: carol.token })).status).toBe(200);
      expect(data<{ id: string }[]>(await call('/v3/boards/writable/', { cookie: carol.token })).map((b) => b.id)).toContain(quick.id);

      // A Pin saved into it from another board (a quick save) makes it count, and shown.
      const [quickRow] = await quickSaves(carol);
      const [plainRow] = await storage.db.select().from(boards).where(eq(boards.id, Number(plain.id)));
      const pin = await makePin(storage.db, plainRow!);
      await makeSave(storage.db, pin, quickRow!, carol.row);
      expect((await listed(carol.token)).sort()).toEqual([quick.id, plain.id].sort());
      expect(data<{ pin_count: number }>(await call(`/v3/boards/${quick.id}/`))).toMatchObject({ pin_count: 1 });
    });
  });

  describe('save behaviour', () => {
    it('GET /v3/users/me/?field_set_key=quicksave|save_behavior adds has_quicksave_board for the owner', async () => {
      const carol = await signup('carol_c');
      for (const key of ['quicksave', 'save_behavior']) {
        const me = data<Record<string, unknown>>(await call(`/v3/users/me/?field_set_key=${key}`, { cookie: carol.token }));
        expect(me).toMatchObject({ save_behavior: 1, has_quicksave_board: false });
      }
      expect(data<Record<string, unknown>>(await call('/v3/users/me/', { cookie: carol.token }))).not.toHaveProperty('has_quicksave_board');
      await call('/v3/boards/', { method: 'POST', cookie: carol.token, body: { name: 'Quick Saves', layout: 'quick_saves', return_existing: true } });
      expect(data(await call('/v3/users/me/?field_set_key=quicksave', { cookie: carol.token }))).toMatchObject({ has_quicksave_board: true });
    });

    it('other viewers never receive save_behavior or has_quicksave_board', async () => {
      for (const key of ['quicksave', 'save_behavior']) {
        for (const cookie of [alice.token, undefined]) {
          const seen = data<Record<string, unknown>>(await call(`/v3/users/bob_c/?field_set_key=${key}`, { cookie }));
          expect(seen.username).toBe('bob_c');
          expect(seen).not.toHaveProperty('save_behavior');
          expect(seen).not.toHaveProperty('has_quicksave_board');
        }
      }
    });

    it('save_behavior 0 makes sure a Quick Saves board exists; 1 creates none; a bad value is a 400', async () => {
      const dave = await signup('dave_c');
      expect(data(await call('/v3/users/me/', { method: 'POST', cookie: dave.token, body: { save_behavior: 1 } }))).toMatchObject({ save_behavior: 1 });
      expect(await quickSaves(dave)).toHaveLength(0);
      expect(data(await call('/v3/users/me/', { method: 'POST', cookie: dave.token, body: { save_behavior: 0 } }))).toMatchObject({ save_behavior: 0 });
      expect(await quickSaves(dave)).toHaveLength(1);
      await call('/v3/users/me/', { method: 'POST', cookie: dave.token, body: { save_behavior: 0 } });
      expect(await quickSaves(dave)).toHaveLength(1);
      expect(data(await call('/v3/users/me/?field_set_key=save_behavior', { cookie: dave.token }))).toMatchObject({ save_behavior: 0, has_quicksave_board: true });
      const bad = await call('/v3/users/me/', { method: 'POST', cookie: dave.token, body: { save_behavior: 2 } });
      expect(bad.status).toBe(400);
      expect(error(bad)?.param).toBe('save_behavior');
    });
  });

  describe('GET /v3/interests/', () => {
    it('lists interests by name, paged by bookmark, with followed_by_me for the viewer', async () => {
      const rows = await storage.db
        .insert(interests)
        .values(['Zebra art', 'apple pie', 'Mountains'].map((name) => ({ name, urlName: name.toLowerCase().replace(/ /g, '_') })))
        .returning();
      await storage.db.insert(follows).values({ followerId: alice.row.id, targetType: 'interest', targetId: rows[2]!.id });
      const first = await call('/v3/interests/?page_size=2', { cookie: alice.token });
      expect(data(first)).toEqual([
        { id: String(rows[1]!.id), node_type: 'interest', name: 'apple pie', url_name: 'apple_pie', followed_by_me: false },
        { id: String(rows[2]!.id), node_type: 'interest', name: 'Mountains', url_name: 'mountains', followed_by_me: true },
      ]);
      const bookmark = first.body.resource_response.bookmark!;
      expect(bookmark).not.toBe('-end-');
      const second = await call(`/v3/interests/?page_size=2&bookmark=${encodeURIComponent(bookmark)}`, { cookie: alice.token });
      expect(data<{ name: string }[]>(second).map((i) => i.name)).toEqual(['Zebra art']);
      expect(second.body.resource_response.bookmark).toBe('-end-');
      expect(data<{ followed_by_me: boolean }[]>(await call('/v3/interests/')).every((i) => !i.followed_by_me)).toBe(true);
    });
  });
});
