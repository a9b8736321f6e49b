import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boards, sessions, type BoardRow } from '../../db/schema.ts';
import { makeBoard } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Board } from '../types.ts';
import { escapeLike } from './writable.ts';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe.each(backends())('v3 GET /v3/boards/writable/ on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let cat: Member;
  let limited: Member;
  let recent: BoardRow;
  let older: BoardRow;
  let never1: BoardRow;
  let never2: BoardRow;
  let shared: BoardRow;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const names = (r: Awaited<ReturnType<typeof call>>) => v3Data<V3Board[]>(r).map((b) => b.name);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_wr');
    bob = await signUp(server, storage, 'bob_wr');
    cat = await signUp(server, storage, 'cat_wr');
    limited = await signUp(server, storage, 'lim_wr');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    older = await makeBoard(storage.db, ada.row, { name: 'Garden 50% off', lastPinnedAt: at(2) });
    never1 = await makeBoard(storage.db, ada.row, { name: 'Never one' });
    recent = await makeBoard(storage.db, ada.row, { name: 'Recipes', lastPinnedAt: at(5), privacy: 'secret' });
    never2 = await makeBoard(storage.db, ada.row, { name: 'Never_two' });
    await makeBoard(storage.db, ada.row, { name: 'Archived', archived: true, lastPinnedAt: at(9) });
    await makeBoard(storage.db, ada.row, { name: 'Quick Saves', layout: 'quick_saves', lastPinnedAt: at(1) });
    shared = await makeBoard(storage.db, bob.row, { name: 'Shared garden', isCollaborative: true, lastPinnedAt: at(3) });
    const pending = await makeBoard(storage.db, bob.row, { name: 'Pending garden', isCollaborative: true, lastPinnedAt: at(4) });
    const blockedShare = await makeBoard(storage.db, cat.row, { name: 'Across a block', lastPinnedAt: at(4) });
    await makeBoard(storage.db, bob.row, { name: "Bob's own", lastPinnedAt: at(8) });
    await storage.db.insert(boardCollaborators).values([
      { boardId: shared.id, userId: ada.row.id, status: 'accepted' },
      { boardId: pending.id, userId: ada.row.id, status: 'invited' },
      { boardId: blockedShare.id, userId: ada.row.id, status: 'accepted' },
    ]);
    await storage.db.insert(blocks).values({ blockerId: cat.row.id, blockedId: ada.row.id });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('lists owned and accepted-collaborator boards, not archived, last pinned to first, never-pinned last by id desc', async () => {
    const r = await call('/v3/boards/writable/', { cookie: ada.token });
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['Recipes', 'Shared garden', 'Garden 50% off', 'Quick Saves', 'Never_two', 'Never one']);
    expect(r.body.resource_response.bookmark).toBe('-end-');
    const [first] = v3Data<V3Board[]>(r);
    expect(first).toMatchObject({ id: String(recent.id), layout: 'default', privacy: 'secret', url: `/ada_wr/${recent.slug}/`, archived: false });
    const quick = v3Data<V3Board[]>(r).find((b) => b.name === 'Quick Saves');
    expect(quick?.layout).toBe('quick_saves');
    const collab = v3Data<V3Board[]>(r).find((b) => b.id === String(shared.id));
    expect(collab).toMatchObject({ collaborated_by_me: true, owner: { username: 'bob_wr' } });
  });

  it('pages by bookmark and ends with -end-', async () => {
    const first = await call('/v3/boards/writable/?page_size=4', { cookie: ada.token });
    expect(names(first)).toEqual(['Recipes', 'Shared garden', 'Garden 50% off', 'Quick Saves']);
    const bookmark = first.body.resource_response.bookmark!;
    expect(bookmark).not.toBe('-end-');
    const second = await call(`/v3/boards/writable/?page_size=4&bookmark=${encodeURIComponent(bookmark)}`, { cookie: ada.token });
    expect(v3Data<V3Board[]>(second).map((b) => b.id)).toEqual([String(never2.id), String(never1.id)]);
    expect(second.body.resource_response.bookmark).toBe('-end-');
    // The bookmark belongs to this viewer and query.
    const foreign = await call(`/v3/boards/writable/?page_size=4&bookmark=${encodeURIComponent(bookmark)}`, { cookie: bob.token });
    expect(foreign.status).toBe(400);
    const otherQuery = await call(`/v3/boards/writable/?page_size=4&query=g&bookmark=${encodeURIComponent(bookmark)}`, { cookie: ada.token });
    expect(otherQuery.status).toBe(400);
  });

  it('page_size 1 and 25 are fine; 0 and 26 are a 400', async () => {
    expect(names(await call('/v3/boards/writable/?page_size=1', { cookie: ada.token }))).toEqual(['Recipes']);
    expect(names(await call('/v3/boards/writable/?page_size=25', { cookie: ada.token }))).toHaveLength(6);
    for (const size of ['0', '26']) {
      const r = await call(`/v3/boards/writable/?page_size=${size}`, { cookie: ada.token });
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ code: 'invalid_parameter', param: 'page_size' });
    }
  });

  it('filters by a trimmed, case-insensitive name query, with % and _ taken literally', async () => {
    expect(names(await call('/v3/boards/writable/?query=%20GARDEN%20', { cookie: ada.token }))).toEqual(['Shared garden', 'Garden 50% off']);
    expect(names(await call(`/v3/boards/writable/?query=${encodeURIComponent('50%')}`, { cookie: ada.token }))).toEqual(['Garden 50% off']);
    // Unescaped, 'c_p' would match 'Recipes' and 'n%o' the 'Never' boards.
    expect(names(await call(`/v3/boards/writable/?query=${encodeURIComponent('c_p')}`, { cookie: ada.token }))).toEqual([]);
    expect(names(await call(`/v3/boards/writable/?query=${encodeURIComponent('n%o')}`, { cookie: ada.token }))).toEqual([]);
    expect(names(await call(`/v3/boards/writable/?query=${encodeURIComponent('_')}`, { cookie: ada.token }))).toEqual(['Never_two']);
    expect(names(await call('/v3/boards/writable/?query=%20%20', { cookie: ada.token }))).toHaveLength(6);
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('takes a query of 100 characters and refuses 101', async () => {
    const fits = await call(`/v3/boards/writable/?query=${'q'.repeat(100)}`, { cookie: ada.token });
    expect(fits.status).toBe(200);
    expect(names(fits)).toEqual([]);
    const long = await call(`/v3/boards/writable/?query=${'q'.repeat(101)}`, { cookie: ada.token });
    expect(long.status).toBe(400);
    expect(v3Error(long)).toMatchObject({ code: 'invalid_parameter', param: 'query' });
  });

  it('is 401 signed out; a limited-login session still reads it', async () => {
    const out = await call('/v3/boards/writable/');
    expect(out.status).toBe(401);
    expect(v3Error(out)).toMatchObject({ code: 'unauthenticated' });
    expect((await call('/v3/boards/writable/', { cookie: limited.token })).status).toBe(200);
  });

  it('leaves out boards once archived', async () => {
    await storage.db.update(boards).set({ archived: true }).where(eq(boards.id, older.id));
    expect(names(await call('/v3/boards/writable/?query=garden', { cookie: ada.token }))).toEqual(['Shared garden']);
    await storage.db.update(boards).set({ archived: false }).where(eq(boards.id, older.id));
  });
});
