import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { adAccounts, adDailyStats, adGroups, adServes, ads, campaigns, events, impressionReceipts, pinDailyStats, type PinRow, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { freshIp, signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { AD_SERVE_KEEP_DAYS } from '../ad/serve-routes.ts';
import { PURGE_RECEIPTS_JOB, purgeAdServes, purgeImpressionReceipts, RECEIPT_KEEP_MS } from './jobs.ts';
import { AD_VIEW_EVENT, CLOSEUP_EVENT, IMPRESSION_EVENT, VIDEO_VIEW_EVENT } from './impressions.ts';

/** The server's clock stands at noon UTC of a fixed day (moved by tests that need another day). */
const NOON = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = '2026-03-10';
let uuidCounter = 0;
const uuid = () => `imp-${process.pid}-${(uuidCounter += 1).toString().padStart(6, '0')}`;

interface Impression {
  event_type: number;
  object_id_str: string;
  aux_data: string;
}

function impression(pin: { id: number }, overrides: Record<string, unknown> = {}, eventType = IMPRESSION_EVENT): Impression {
  return {
    event_type: eventType,
    object_id_str: String(pin.id),
    aux_data: JSON.stringify({
      impression_id: uuid(),
      surface: 'home',
      milestones: { over_0: NOON - 4000, over_50: NOON - 3900, over_80: null, full: null },
      hidden_ms: 100,
      visible_ms: 3900,
      ended: 'left',
      ...overrides,
    }),
  };
}

describe.each(backends())('impression events (POST /v3/events/) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let clock = NOON;
  let otherPin: PinRow;
  let viewer: Member;
  let advertiser: UserRow;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => clock });
    advertiser = await makeUser(storage.db);
    const board = await makeBoard(storage.db, advertiser);
    otherPin = await makePin(storage.db, board);
    viewer = await signUp(server, storage, 'impviewer');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const post = (list: unknown[], cookie?: string) => v3Call(server, '/v3/events/', { method: 'POST', body: { events: list }, cookie });
  const pinStats = async (p: { id: number }, day = DAY) =>
    (await storage.db.select().from(pinDailyStats).where(and(eq(pinDailyStats.pinId, p.id), eq(pinDailyStats.day, day))))[0];
  /** Every daily row of a pin or an ad (saves and clicks count on the server's clock's day, DAY). */
  const allDays = async (p: { id: number }) => storage.db.select().from(pinDailyStats).where(eq(pinDailyStats.pinId, p.id));
  const allAdDays = async (adId: number) => storage.db.select().from(adDailyStats).where(eq(adDailyStats.adId, adId));
  const adStats = async (adId: number, day = DAY) => (await storage.db.select().from(adDailyStats).where(and(eq(adDailyStats.adId, adId), eq(adDailyStats.day, day))))[0];

  /** An ad of `target` at `bidMicros` CPM, served to `to` (null: a logged-out serve). */
  async function servedAd(target: PinRow, bidMicros: number, to: number | null) {
    const [account] = await storage.db.insert(adAccounts).values({ ownerId: advertiser.id, name: 'Shop' }).returning();
    const [campaign] = await storage.db.insert(campaigns).values({ adAccountId: account!.id, name: 'C', objective: 'AWARENESS', dailyBudgetMicros: 10_000_000 }).returning();
    const [group] = await storage.db.insert(adGroups).values({ campaignId: campaign!.id, name: 'G', bidMicros }).returning();
    const [ad] = await storage.db.insert(ads).values({ adGroupId: group!.id, pinId: target.id, destinationUrl: 'https://shop.example/' }).returning();
    const serve = await newServe(ad!.id, to);
    return { adId: ad!.id, serveId: serve };
  }
  async function newServe(adId: number, to: number | null): Promise<number> {
    const [serve] = await storage.db.insert(adServes).values({ adId, userId: to, surface: 'home', matched: {} }).returning();
    return serve!.id;
  }

  it("counts an impression on the pin's row of the server's UTC day, and keeps the event", async () => {
    const before = (await pinStats(otherPin))?.impressions ?? 0;
    const one = impression(otherPin);
    const r = await post([one]);
    expect(r.status).toBe(200);
    expect(v3Data(r)).toEqual({ logged: 1 });
    expect((await pinStats(otherPin))?.impressions).toBe(before + 1);
    const stored = await storage.db.select().from(events).where(eq(events.eventType, IMPRESSION_EVENT));
    expect(stored.some((row) => row.objectIdStr === String(otherPin.id) && (row.auxData as { impression_id: string }).impression_id === JSON.parse(one.aux_data).impression_id)).toBe(true);
  });

  it('counts on the next day once the clock passes midnight UTC (23:59:59.999 vs 00:00)', async () => {
    clock = Date.parse('2026-03-10T23:59:59.999Z');
    await post([impression(otherPin)]);
    clock = Date.parse('2026-03-11T00:00:00.000Z');
    await post([impression(otherPin)]);
    clock = NOON;
    expect((await pinStats(otherPin, '2026-03-11'))?.impressions).toBe(1);
  });

  it('a retried batch counts nothing twice: the same 20 events again log 0 and leave the counts', async () => {
    const fresh = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const batch = Array.from({ length: 20 }, () => impression(fresh));
    expect(v3Data(await post(batch, viewer.token))).toEqual({ logged: 20 });
    expect(v3Data(await post(batch, viewer.token))).toEqual({ logged: 0 });
    expect((await pinStats(fresh))?.impressions).toBe(20);
    // A batch that repeats an id inside itself counts it once.
    const twice = impression(fresh);
    expect(v3Data(await post([twice, twice]))).toEqual({ logged: 1 });
    expect((await pinStats(fresh))?.impressions).toBe(21);
    const rows = await storage.db.select().from(events).where(eq(events.objectIdStr, String(fresh.id)));
    expect(rows).toHaveLength(21);
  });

  it('two copies of a batch sent at once count once', async () => {
    const fresh = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const batch = Array.from({ length: 5 }, () => impression(fresh));
    const answers = await Promise.all([post(batch), post(batch), post(batch)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => (v3Data(a) as { logged: number }).logged).sort()).toEqual([0, 0, 5]);
    expect((await pinStats(fresh))?.impressions).toBe(5);
  });

  it('takes the batch as text/plain JSON (sendBeacon), with the session cookie from the same origin; cross-site is refused', async () => {
    const fresh = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const beacon = (site: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/v3/events/',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `cb_session=${viewer.token}`, 'sec-fetch-site': site },
        payload,
      });
    const sent = await beacon('same-origin', JSON.stringify({ events: [impression(fresh, { ended: 'paused' })] }));
    expect(sent.statusCode).toBe(200);
    expect((await pinStats(fresh))?.impressions).toBe(1);
    const [row] = await storage.db.select().from(events).where(eq(events.objectIdStr, String(fresh.id)));
    expect(row?.userId).toBe(viewer.row.id);
    const forged = await beacon('cross-site', JSON.stringify({ events: [impression(fresh)] }));
    expect(forged.statusCode).toBe(403);
    const notJson = await beacon('same-origin', 'events=1');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().resource_response.error).toMatchObject({ param: 'events' });
    expect((await pinStats(fresh))?.impressions).toBe(1);
  });

  it('bad aux_data is a 400 naming the field, and nothing of the batch is stored or counted', async () => {
    const fresh = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const good = impression(fresh);
    const cases: [Impression, string][] = [
      [impression(fresh, { impression_id: 'short' }), 'events[1].aux_data.impression_id'],
      [impression(fresh, { impression_id: undefined }), 'events[1].aux_data.impression_id'],
      [impression(fresh, { surface: 'Home Feed' }), 'events[1].aux_data.surface'],
      [impression(fresh, { milestones: { over_0: NOON, over_50: 'soon' } }), 'events[1].aux_data.milestones.over_50'],
      [impression(fresh, { milestones: { over_0: null } }), 'events[1].aux_data.milestones.over_0'],
      [impression(fresh, { hidden_ms: -1 }), 'events[1].aux_data.hidden_ms'],
      [impression(fresh, { visible_ms: undefined }), 'events[1].aux_data.visible_ms'],
      [impression(fresh, { ended: 'gone' }), 'events[1].aux_data.ended'],
      [impression(fresh, { ad_serve_id: 'x1' }), 'events[1].aux_data.ad_serve_id'],
      [impression(fresh, {}, AD_VIEW_EVENT), 'events[1].aux_data.ad_serve_id'],
      [{ ...impression(fresh), object_id_str: 'pin' }, 'events[1].object_id_str'],
      [{ event_type: IMPRESSION_EVENT, object_id_str: String(fresh.id), aux_data: '[1]' }, 'events[1].aux_data'],
    ];
    for (const [bad, param] of cases) {
      const r = await post([good, bad]);
      expect(r.status, param).toBe(400);
      expect(v3Error(r)?.param).toBe(param);
    }
    expect(await pinStats(fresh)).toBeUndefined();
    // The good one alone still counts: its receipt was not kept by the refused batches.
    expect(v3Data(await post([good]))).toEqual({ logged: 1 });
    // Only IMPRESSION_EVENT needs the milestones: a closeup needs impression_id and surface.
    expect((await post([impression(fresh, { milestones: undefined, hidden_ms: undefined, visible_ms: undefined, ended: undefined }, CLOSEUP_EVENT)])).status).toBe(200);
    expect(await pinStats(fresh)).toMatchObject({ impressions: 1, closeups: 1 });
  });

  it("an ad's impression costs round(bid / 1000) once per serve; views and video views once per serve; the pin counts each", async () => {
    const target = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const { adId, serveId } = await servedAd(target, 2_000_500, viewer.row.id);
    const served = { ad_serve_id: String(serveId) };
    await post([impression(target, served), impression(target, served)], viewer.token);
    await post([impression(target, served, AD_VIEW_EVENT), impression(target, served, AD_VIEW_EVENT)], viewer.token);
    await post([impression(target, served, VIDEO_VIEW_EVENT), impression(target, served, CLOSEUP_EVENT)], viewer.token);
    expect(await adStats(adId)).toMatchObject({ impressions: 1, spendMicros: 2001, views: 1, videoViews: 1, closeups: 1, clicks: 0 });
    expect(await pinStats(target)).toMatchObject({ impressions: 2, videoViews: 1, closeups: 1 });
    // A second serve of the same ad is a second paid impression.
    const again = await newServe(adId, viewer.row.id);
    await post([impression(target, { ad_serve_id: String(again) })], viewer.token);
    expect(await adStats(adId)).toMatchObject({ impressions: 2, spendMicros: 4002 });
  });

  it("counts no ad for a serve of someone else, of another pin, or an unknown one (the pin still counts); a logged-out serve anyone's", async () => {
    const target = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const someoneElse = await makeUser(storage.db);
    const theirs = await servedAd(target, 1_000_000, someoneElse.id);
    const otherPins = await servedAd(otherPin, 1_000_000, viewer.row.id);
    await post(
      [impression(target, { ad_serve_id: String(theirs.serveId) }), impression(target, { ad_serve_id: String(otherPins.serveId) }), impression(target, { ad_serve_id: '999999999' })],
      viewer.token,
    );
    expect(await adStats(theirs.adId)).toBeUndefined();
    expect(await adStats(otherPins.adId)).toBeUndefined();
    expect((await pinStats(target))?.impressions).toBe(3);
    const loggedOutServe = await servedAd(target, 3_000_000, null);
    await post([impression(target, { ad_serve_id: loggedOutServe.serveId })]);
    expect(await adStats(loggedOutServe.adId)).toMatchObject({ impressions: 1, spendMicros: 3000 });
    // A logged-out visitor cannot report a member's serve.
    const members = await servedAd(target, 3_000_000, viewer.row.id);
    await post([impression(target, { ad_serve_id: String(members.serveId) })]);
    expect(await adStats(members.adId)).toBeUndefined();
  });

  it("an impression of a pin that no longer exists is accepted and counts nothing", async () => {
    const r = await post([impression({ id: 987654321 })]);
    expect(r.status).toBe(200);
    expect(await pinStats({ id: 987654321 })).toBeUndefined();
  });

  it("a new save counts the pin's saves (and the ad's when event_context names its serve); saving again into the same board does not", async () => {
    const target = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const { adId, serveId } = await servedAd(target, 1_000_000, viewer.row.id);
    const board = await makeBoard(storage.db, viewer.row);
    const save = () =>
      v3Call(server, `/v3/pins/${target.id}/repin/`, { method: 'POST', cookie: viewer.token, body: { board_id: String(board.id), event_context: JSON.stringify({ ad_serve_id: String(serveId) }) } });
    expect((await save()).status).toBe(201);
    expect((await save()).status).toBe(200);
    expect((await allDays(target)).map((row) => [row.day, row.saves])).toEqual([[DAY, 1]]);
    expect((await allAdDays(adId)).map((row) => [row.day, row.saves])).toEqual([[DAY, 1]]);
  });

  it("a logged clickthrough counts the pin's outbound clicks, and the ad's clicks when it names its serve (check_only true counts nothing)", async () => {
    const target = await makePin(storage.db, await makeBoard(storage.db, advertiser));
    const { adId, serveId } = await servedAd(target, 1_000_000, viewer.row.id);
    const click = (body: Record<string, unknown>) => v3Call(server, '/v3/offsite/', { method: 'POST', cookie: viewer.token, body: { url: 'https://shop.example/', pin_id: String(target.id), ...body } });
    expect((await click({ check_only: true })).status).toBe(200);
    expect(await allDays(target)).toEqual([]);
    expect((await click({})).status).toBe(200);
    expect((await click({ aux_data: JSON.stringify({ clickthrough_type: 'click', ad_serve_id: String(serveId) }) })).status).toBe(200);
    expect((await click({ ad_serve_id: String(serveId) })).status).toBe(200);
    expect((await allDays(target)).map((row) => [row.day, row.outboundClicks])).toEqual([[DAY, 3]]);
    expect((await allAdDays(adId)).map((row) => [row.day, row.clicks])).toEqual([[DAY, 2]]);
  });

  it('the purge deletes receipts older than 7 days (exactly 7 days old stays), after which an old batch would count again', async () => {
    const now = new Date(NOON);
    await storage.db.insert(impressionReceipts).values([
      { impressionId: 'purge-old-1', receivedAt: new Date(NOON - RECEIPT_KEEP_MS - 1) },
      { impressionId: 'purge-edge-1', receivedAt: new Date(NOON - RECEIPT_KEEP_MS) },
      { impressionId: 'purge-new-1', receivedAt: new Date(NOON - 1000) },
    ]);
    expect(await purgeImpressionReceipts(storage.db, now)).toBeGreaterThanOrEqual(1);
    const left = (await storage.db.select().from(impressionReceipts)).map((r) => r.impressionId);
    expect(left).not.toContain('purge-old-1');
    expect(left).toContain('purge-edge-1');
    expect(left).toContain('purge-new-1');
  });

  it('the purge deletes ad serves older than 30 days (exactly 30 days old stays)', async () => {
    const day = 86_400_000;
    const { adId } = await servedAd(otherPin, 2_000_000, null);
    const [old] = await storage.db.insert(adServes).values({ adId, userId: null, surface: 'home', matched: {}, servedAt: new Date(NOON - AD_SERVE_KEEP_DAYS * day - 1) }).returning();
    const [edge] = await storage.db.insert(adServes).values({ adId, userId: null, surface: 'home', matched: {}, servedAt: new Date(NOON - AD_SERVE_KEEP_DAYS * day) }).returning();
    expect(await purgeAdServes(storage.db, new Date(NOON))).toBeGreaterThanOrEqual(1);
    const left = (await storage.db.select({ id: adServes.id }).from(adServes).where(inArray(adServes.id, [old!.id, edge!.id]))).map((row) => row.id);
    expect(left).toEqual([edge!.id]);
  });

  it('the purge runs as a job of the app queue', async () => {
    await storage.db.insert(impressionReceipts).values({ impressionId: 'purge-job-1', receivedAt: new Date(NOON - RECEIPT_KEEP_MS - 60_000) });
    const jobs = server.app.jobs!;
    await jobs.enqueue(PURGE_RECEIPTS_JOB, {});
    await jobs.drain();
    const left = (await storage.db.select().from(impressionReceipts).where(eq(impressionReceipts.impressionId, 'purge-job-1')));
    expect(left).toHaveLength(0);
  });
});
