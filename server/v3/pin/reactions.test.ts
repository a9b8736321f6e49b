import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, pinReactions, sessions, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Pin, V3ThirtyDayRealtime } from '../types.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(backends())('v3 pin reactions and analytics on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let limited: Member;
  let blocker: Member;
  let board: BoardRow;
  let pin: PinRow;
  let secret: PinRow;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const data = v3Data;
  const error = v3Error;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_r');
    bob = await signUp(server, storage, 'bob_r');
    limited = await signUp(server, storage, 'lim_r');
    blocker = await signUp(server, storage, 'blk_r');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    board = await makeBoard(storage.db, ada.row, { name: 'Videos' });
    pin = await makePin(storage.db, board, { type: 'video' });
    const diary = await makeBoard(storage.db, ada.row, { name: 'Diary', privacy: 'secret' });
    secret = await makePin(storage.db, diary);
    await storage.db.insert(blocks).values({ blockerId: ada.row.id, blockedId: blocker.row.id });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('stores a reaction idempotently, serves counts and reacted_by_me, and removes it', async () => {
    const url = `/v3/pins/${pin.id}/react/`;
    const put = await call(url, { method: 'PUT', cookie: bob.token, body: {} });
    expect(put.status).toBe(200);
    expect(data(put)).toEqual({ reacted: true, reaction_type: 1, reaction_counts_data: [{ reaction_type: 1, reaction_count: 1 }] });
    expect(data(await call(url, { method: 'PUT', cookie: bob.token }))).toMatchObject({ reaction_counts_data: [{ reaction_type: 1, reaction_count: 1 }] });
    await call(url, { method: 'PUT', cookie: ada.token, body: { reaction_type: 5 } });

    const asBob = data<V3Pin>(await call(`/v3/pins/${pin.id}/`, { cookie: bob.token }));
    expect(asBob.reaction_counts_data).toEqual([
      { reaction_type: 1, reaction_count: 1 },
      { reaction_type: 5, reaction_count: 1 },
    ]);
    expect(asBob.reacted_by_me).toBe(true);
    const anonymous = data<V3Pin>(await call(`/v3/pins/${pin.id}/`));
    expect(anonymous.reaction_counts_data).toHaveLength(2);
    expect(anonymous.reacted_by_me).toBeUndefined();

    const removed = await call(url, { method: 'DELETE', cookie: bob.token });
    expect(data(removed)).toEqual({ reacted: false, reaction_type: null, reaction_counts_data: [{ reaction_type: 5, reaction_count: 1 }] });
    expect(data(await call(url, { method: 'DELETE', cookie: bob.token }))).toMatchObject({ reacted: false });
    expect(data<V3Pin>(await call(`/v3/pins/${pin.id}/`, { cookie: bob.token })).reacted_by_me).toBe(false);
    await call(url, { method: 'DELETE', cookie: ada.token });
  });

  it('accepts reaction types 1 and 6, rejects 0 and 7', async () => {
    const url = `/v3/pins/${pin.id}/react/`;
    for (const type of [1, 6]) expect((await call(url, { method: 'PUT', cookie: bob.token, body: { reaction_type: type } })).status).toBe(200);
    for (const type of [0, 7, 1.5, 'love']) {
      const r = await call(url, { method: 'PUT', cookie: bob.token, body: { reaction_type: type } });
      expect(r.status).toBe(400);
      expect(error(r)).toMatchObject({ code: 'invalid_parameter', param: 'reaction_type', message: 'reaction_type must be a whole number from 1 to 6' });
    }
    await call(url, { method: 'DELETE', cookie: bob.token });
  });

  it('gates reactions: 401 logged out, 403 limited_login, 404 hidden, blocked, deleted or unknown pins', async () => {
    const url = `/v3/pins/${pin.id}/react/`;
    expect(error(await call(url, { method: 'PUT' }))).toMatchObject({ code: 'unauthenticated' });
    expect((await call(url, { method: 'PUT' })).status).toBe(401);
    const limitedPut = await call(url, { method: 'PUT', cookie: limited.token });
    expect([limitedPut.status, error(limitedPut)?.code]).toEqual([403, 'limited_login']);
    expect((await call(`/v3/pins/${secret.id}/react/`, { method: 'PUT', cookie: bob.token })).status).toBe(404);
    expect((await call(`/v3/pins/${secret.id}/react/`, { method: 'PUT', cookie: ada.token })).status).toBe(200);
    expect((await call(url, { method: 'PUT', cookie: blocker.token })).status).toBe(404);
    expect((await call(url, { method: 'DELETE', cookie: blocker.token })).status).toBe(404);
    expect((await call('/v3/pins/999999/react/', { method: 'PUT', cookie: bob.token })).status).toBe(404);
    const rows = await storage.db.select().from(pinReactions).where(eq(pinReactions.pinId, pin.id));
    expect(rows).toEqual([]);
  });

  it("counts saves and reactions of the last 30 days (29 days old in, 31 out) for the pinner only", async () => {
    const stats = await makePin(storage.db, board, { title: 'Stats' });
    const bobBoard = await makeBoard(storage.db, bob.row, { name: 'Bob saves' });
    const other = await makeBoard(storage.db, bob.row, { name: 'Bob old' });
    await makeSave(storage.db, stats, bobBoard, bob.row, daysAgo(29));
    await makeSave(storage.db, stats, other, bob.row, daysAgo(31));
    await storage.db.insert(pinReactions).values([
      { pinId: stats.id, userId: bob.row.id, createdAt: daysAgo(29) },
      { pinId: stats.id, userId: blocker.row.id, createdAt: daysAgo(31) },
    ]);

    const own = data<V3Pin>(await call(`/v3/pins/${stats.id}/`, { cookie: ada.token }));
    const realtime = own.aggregated_pin_data.creator_analytics.thirty_day_realtime;
    expect(realtime).toMatchObject({ saves: 1, reactions: 1, impressions: 0, outbound_clicks: 0, closeups: 0 });
    // 30 UTC days, today included: from midnight UTC 29 days ago to now.
    const { period_start, period_end } = realtime as V3ThirtyDayRealtime;
    expect(period_start).toMatch(/T00:00:00\.000Z$/);
    expect(Date.parse(period_end) - Date.parse(period_start)).toBeGreaterThanOrEqual(29 * DAY);
    expect(Date.parse(period_end) - Date.parse(period_start)).toBeLessThan(30 * DAY);
    expect(own.reaction_counts_data).toEqual([{ reaction_type: 1, reaction_count: 2 }]);
    for (const cookie of [bob.token, undefined]) {
      expect(data<V3Pin>(await call(`/v3/pins/${stats.id}/`, { cookie })).aggregated_pin_data.creator_analytics.thirty_day_realtime).toBeNull();
    }

    const analytics = await call(`/v3/pins/${stats.id}/analytics/`, { cookie: ada.token });
    expect(data(analytics)).toMatchObject({ saves: 1, reactions: 1, impressions: 0, outbound_clicks: 0, closeups: 0 });
    const forbidden = await call(`/v3/pins/${stats.id}/analytics/`, { cookie: bob.token });
    expect([forbidden.status, error(forbidden)?.code, error(forbidden)?.message]).toEqual([403, 'forbidden', "Only the creator can see this Pin's analytics."]);
    expect((await call(`/v3/pins/${stats.id}/analytics/`)).status).toBe(401);
    expect((await call(`/v3/pins/${secret.id}/analytics/`, { cookie: bob.token })).status).toBe(404);
  });

  it('serves counts for every pin of the home feed page', async () => {
    const feed = data<V3Pin[]>(await call('/v3/feeds/home/', { cookie: ada.token }));
    const stats = feed.find((p) => p.title === 'Stats');
    if (stats) expect(stats.reaction_counts_data).toEqual([{ reaction_type: 1, reaction_count: 2 }]);
    expect(feed.every((p) => Array.isArray(p.reaction_counts_data))).toBe(true);
  });
});
