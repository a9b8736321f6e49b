import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { sessions, users, type UserRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../server/testing/fixtures.ts';
import { counterValue, startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const FIELDS = `id reactedByMe reactionCountsData { reactionType reactionCount } hasThirtyDayRealtimeStats thirtyDayRealtimeStats { saves reactions periodStart periodEnd }`;
const PIN = `query ($id: String!) { pin(id: $id) { ${FIELDS} } }`;
const REACT = `mutation ($pinId: ID!, $type: Int) { reactToPin(pinId: $pinId, reactionType: $type) { pin { ${FIELDS} } errors { code field message } } }`;
const REMOVE = `mutation ($pinId: ID!) { removePinReaction(pinId: $pinId) { pin { ${FIELDS} } errors { code field message } } }`;
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends())('pin reactions and 30-day stats through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;

  const userRow = async (username: string): Promise<UserRow> => (await storage.db.select().from(users).where(eq(users.username, username)))[0]!;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('reacts and removes the reaction; the payload pin carries reactedByMe and counts', async () => {
    const owner = await makeUser(storage.db);
    const pin = await makePin(storage.db, await makeBoard(storage.db, owner), { type: 'video' });
    const { browser } = await signedIn(server, 'rhea');
    const before = (await browser.gql(PIN, { id: String(pin.id) })).result.data!.pin as { id: string; reactedByMe: boolean };
    expect(before).toMatchObject({ reactedByMe: false, reactionCountsData: [], hasThirtyDayRealtimeStats: false, thirtyDayRealtimeStats: null });

    const reacted = await browser.gql(REACT, { pinId: before.id });
    expect(reacted.result.data!.reactToPin).toMatchObject({ pin: { reactedByMe: true, reactionCountsData: [{ reactionType: 1, reactionCount: 1 }] }, errors: [] });
    // Stored: a fresh read (a reload) still shows it.
    expect((await browser.gql(PIN, { id: String(pin.id) })).result.data!.pin).toMatchObject({ reactedByMe: true });

    const removed = await browser.gql(REMOVE, { pinId: before.id });
    expect(removed.result.data!.removePinReaction).toMatchObject({ pin: { reactedByMe: false, reactionCountsData: [] }, errors: [] });

    const bad = await browser.gql(REACT, { pinId: before.id, type: 7 });
    expect(bad.result.data!.reactToPin).toEqual({
      pin: null,
      errors: [{ code: 'INVALID_PARAMETER', field: 'reactionType', message: 'reaction_type must be a whole number from 1 to 6' }],
    });
  });

  it('answers UNAUTHENTICATED logged out and LIMITED_LOGIN for a limited session, as data', async () => {
    const owner = await makeUser(storage.db);
    const pin = await makePin(storage.db, await makeBoard(storage.db, owner), { type: 'video' });
    const anonymous = testBrowser(server);
    const id = ((await anonymous.gql(PIN, { id: String(pin.id) })).result.data!.pin as { id: string }).id;
    expect((await anonymous.gql(REACT, { pinId: id })).result.data!.reactToPin).toMatchObject({ pin: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    const { browser } = await signedIn(server, 'lima');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, (await userRow('lima')).id));
    expect((await browser.gql(REMOVE, { pinId: id })).result.data!.removePinReaction).toMatchObject({ pin: null, errors: [{ code: 'LIMITED_LOGIN' }] });
  });

  it("serves 30-day stats to the pin's creator only (29 days old counted, 31 not)", async () => {
    const { browser } = await signedIn(server, 'cora');
    const cora = await userRow('cora');
    const pin = await makePin(storage.db, await makeBoard(storage.db, cora));
    const saver = await makeUser(storage.db);
    await makeSave(storage.db, pin, await makeBoard(storage.db, saver), saver, new Date(Date.now() - 29 * DAY));
    await makeSave(storage.db, pin, await makeBoard(storage.db, saver), saver, new Date(Date.now() - 31 * DAY));
    const own = (await browser.gql(PIN, { id: String(pin.id) })).result.data!.pin as { thirtyDayRealtimeStats: { periodStart: string; periodEnd: string } };
    expect(own).toMatchObject({ hasThirtyDayRealtimeStats: true, thirtyDayRealtimeStats: { saves: 1, reactions: 0 } });
    // 30 UTC days, today included (issue 19): from midnight UTC 29 days ago to now.
    const span = Date.parse(own.thirtyDayRealtimeStats.periodEnd) - Date.parse(own.thirtyDayRealtimeStats.periodStart);
    expect(span).toBeGreaterThanOrEqual(29 * DAY);
    expect(span).toBeLessThan(30 * DAY);
    const other = (await testBrowser(server).gql(PIN, { id: String(pin.id) })).result.data!.pin;
    expect(other).toMatchObject({ hasThirtyDayRealtimeStats: false, thirtyDayRealtimeStats: null });
  });

  it('a home feed page with reactions and 30-day stats still costs one upstream request', async () => {
    // The home feed holds others' pins (never the viewer's own, issue 18): their stats are not the viewer's to see.
    const { browser } = await signedIn(server, 'hugo');
    const board = await makeBoard(storage.db, await makeUser(storage.db));
    const made: { id: number }[] = [];
    for (let i = 0; i < 3; i += 1) made.push(await makePin(storage.db, board));
    const before = await counterValue(server.metrics, 'v3_client_requests_total');
    const { result } = await browser.gql(`{ homefeed(first: 25) { edges { node { entityId ${FIELDS} } } } }`);
    expect(result.errors).toBeUndefined();
    const nodes = (result.data!.homefeed as { edges: { node: { entityId: string; hasThirtyDayRealtimeStats: boolean } }[] }).edges.map((e) => e.node);
    const shown = nodes.filter((n) => made.some((pin) => String(pin.id) === n.entityId));
    expect(shown).toHaveLength(3);
    expect(shown.every((n) => !n.hasThirtyDayRealtimeStats)).toBe(true);
    expect((await counterValue(server.metrics, 'v3_client_requests_total')) - before).toBe(1);
  });
});
