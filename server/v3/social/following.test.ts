import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boards, follows, interests } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error, type V3Envelope } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

describe.each(backends())('v3 what the viewer follows (/edit) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let alice: Member;
  let bob: Member;
  let carol: Member;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const ids = (r: { body: V3Envelope }) => v3Data<{ id: string }[]>(r).map((x) => x.id);
  const boardsOf = (cookie?: string, query = '') => call(`/v3/users/me/following/boards/${query}`, { cookie });
  const topicsOf = (cookie?: string, query = '') => call(`/v3/users/me/following/interests/${query}`, { cookie });
  /** A follow at a known instant (seconds after 2026-01-01), so the order is exact. */
  const followAt = (who: Member, targetType: 'board' | 'interest', targetId: number, second: number) =>
    storage.db.insert(follows).values({ followerId: who.row.id, targetType, targetId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)) });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    alice = await signUp(server, storage, 'tune_alice');
    bob = await signUp(server, storage, 'tune_bob');
    carol = await signUp(server, storage, 'tune_carol');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('answers 401 to visitors on both lists, which /v3/docs/ describes', async () => {
    expect((await call('/v3/docs/openapi.json')).body).toMatchObject({
      paths: { '/v3/users/me/following/boards/': { get: expect.any(Object) }, '/v3/users/me/following/interests/': { get: expect.any(Object) } },
    });
    for (const answer of [await boardsOf(), await topicsOf()]) {
      expect(answer.status).toBe(401);
      expect(v3Error(answer)?.code).toBe('unauthenticated');
    }
  });

  it('lists the boards the viewer follows, newest follow first, 25 a page by default and at most 50', async () => {
    const made = [];
    for (let i = 0; i < 53; i += 1) made.push(await makeBoard(storage.db, bob.row, { name: `Followed ${i}` }));
    // Two follows share an instant: the higher board id comes first.
    for (const [i, board] of made.entries()) await followAt(carol, 'board', board.id, i === 1 ? 0 : i);
    const expected = [...made.slice(2).reverse(), made[1]!, made[0]!].map((b) => String(b.id));

    const first = await boardsOf(carol.token);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(expected.slice(0, 25));
    expect(v3Data<Record<string, unknown>[]>(first)[0]).toMatchObject({
      node_type: 'board',
      name: 'Followed 52',
      followed_by_me: true,
      owner: expect.objectContaining({ username: 'tune_bob' }),
    });
    const page50 = await boardsOf(carol.token, '?page_size=50');
    expect(ids(page50)).toEqual(expected.slice(0, 50));
    const bookmark = page50.body.resource_response.bookmark!;
    const rest = await boardsOf(carol.token, `?page_size=50&bookmark=${encodeURIComponent(bookmark)}`);
    expect(ids(rest)).toEqual(expected.slice(50));
    expect(rest.body.resource_response.bookmark).toBe('-end-');

    const tooMany = await boardsOf(carol.token, '?page_size=51');
    expect(tooMany.status).toBe(400);
    expect(v3Error(tooMany)).toMatchObject({ param: 'page_size', code: 'invalid_parameter' });
    // A bookmark is the viewer's and the list's: another member's, or the topics', is refused.
    expect((await boardsOf(alice.token, `?bookmark=${encodeURIComponent(bookmark)}`)).status).toBe(400);
    expect((await topicsOf(carol.token, `?bookmark=${encodeURIComponent(bookmark)}`)).status).toBe(400);
    expect(ids(await boardsOf(alice.token))).toEqual([]);
    await storage.db.delete(follows).where(eq(follows.followerId, carol.row.id));
  });

  it('leaves out a followed board that turned secret or whose owner is across a block, and keeps one the viewer may still read', async () => {
    const open = await makeBoard(storage.db, bob.row, { name: 'Open' });
    const turnsSecret = await makeBoard(storage.db, bob.row, { name: 'Turns secret' });
    const secretShared = await makeBoard(storage.db, bob.row, { name: 'Secret, shared', privacy: 'secret' });
    const linkOnly = await makeBoard(storage.db, bob.row, { name: 'By link', privacy: 'protected' });
    const carols = await makeBoard(storage.db, carol.row, { name: 'Carol’s' });
    await storage.db.insert(boardCollaborators).values({ boardId: secretShared.id, userId: alice.row.id, status: 'accepted', inviterId: bob.row.id });
    for (const [i, board] of [open, turnsSecret, secretShared, linkOnly, carols].entries()) await followAt(alice, 'board', board.id, i);
    expect(ids(await boardsOf(alice.token))).toEqual([carols, linkOnly, secretShared, turnsSecret, open].map((b) => String(b.id)));

    await storage.db.update(boards).set({ privacy: 'secret' }).where(eq(boards.id, turnsSecret.id));
    expect(ids(await boardsOf(alice.token))).toEqual([carols, linkOnly, secretShared, open].map((b) => String(b.id)));

    // A block stands between them (blocking ends follows; a follow left from before still does not show).
    await storage.db.insert(blocks).values({ blockerId: carol.row.id, blockedId: alice.row.id });
    expect(ids(await boardsOf(alice.token))).toEqual([linkOnly, secretShared, open].map((b) => String(b.id)));
    await storage.db.delete(blocks).where(eq(blocks.blockerId, carol.row.id));
    await storage.db.insert(blocks).values({ blockerId: alice.row.id, blockedId: carol.row.id });
    expect(ids(await boardsOf(alice.token))).toEqual([linkOnly, secretShared, open].map((b) => String(b.id)));
    await storage.db.delete(blocks).where(eq(blocks.blockerId, alice.row.id));
    expect(ids(await boardsOf(alice.token))).toContain(String(carols.id));

    // Unfollowed: gone; followed again: first.
    const url = `/v3/boards/${open.id}/follow/`;
    expect((await call(url, { method: 'DELETE', cookie: alice.token })).status).toBe(200);
    expect(ids(await boardsOf(alice.token))).not.toContain(String(open.id));
    expect((await call(url, { method: 'PUT', cookie: alice.token })).status).toBe(200);
    expect(ids(await boardsOf(alice.token))[0]).toBe(String(open.id));
    await storage.db.delete(follows).where(eq(follows.followerId, alice.row.id));
  });

  it('answers board tiles in the grid field set, and 400 naming field_set_key for another', async () => {
    const board = await makeBoard(storage.db, bob.row, { name: 'With a pin' });
    await makePin(storage.db, board);
    await followAt(alice, 'board', board.id, 0);
    const full = v3Data<{ cover_images: Record<string, unknown> }[]>(await boardsOf(alice.token));
    expect(Object.keys(full[0]!.cover_images).length).toBeGreaterThan(1);
    const grid = v3Data<{ cover_images: Record<string, unknown> }[]>(await boardsOf(alice.token, '?field_set_key=grid'));
    expect(Object.keys(grid[0]!.cover_images)).toEqual(['236x']);
    const bad = await boardsOf(alice.token, '?field_set_key=huge');
    expect(bad.status).toBe(400);
    expect(v3Error(bad)?.param).toBe('field_set_key');
    await storage.db.delete(follows).where(and(eq(follows.followerId, alice.row.id), eq(follows.targetType, 'board')));
  });

  it('lists the topics the viewer follows, newest follow first, paged by bookmark', async () => {
    const rows = await storage.db
      .insert(interests)
      .values(Array.from({ length: 27 }, (_, i) => ({ name: `Tune topic ${i}`, urlName: `tune:topic-${i}` })))
      .returning();
    for (const [i, row] of rows.entries()) await followAt(alice, 'interest', row.id, i);
    await followAt(bob, 'interest', rows[0]!.id, 0);
    const expected = [...rows].reverse().map((r) => String(r.id));

    const first = await topicsOf(alice.token);
    expect(ids(first)).toEqual(expected.slice(0, 25));
    expect(v3Data<Record<string, unknown>[]>(first).at(-1)).toMatchObject({ name: 'Tune topic 2', url_name: 'tune:topic-2', slug: 'topic-2', followed_by_me: true, node_type: 'interest' });
    const rest = await topicsOf(alice.token, `?bookmark=${encodeURIComponent(first.body.resource_response.bookmark!)}`);
    expect(ids(rest)).toEqual(expected.slice(25));
    expect(v3Data<Record<string, unknown>[]>(rest).at(-1)).toMatchObject({ id: String(rows[0]!.id), follower_count: 2 });
    expect(rest.body.resource_response.bookmark).toBe('-end-');

    expect((await call(`/v3/interests/${rows[26]!.id}/follow/`, { method: 'DELETE', cookie: alice.token })).status).toBe(200);
    expect(ids(await topicsOf(alice.token, '?page_size=1'))).toEqual([String(rows[25]!.id)]);
    expect(ids(await topicsOf(bob.token))).toEqual([String(rows[0]!.id)]);
    expect(ids(await topicsOf(carol.token))).toEqual([]);
    expect((await topicsOf(alice.token, '?page_size=0')).status).toBe(400);
  });
});
