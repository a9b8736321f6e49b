import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { pinDailyStats, users, type PinRow } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const NOW = Date.parse('2026-03-15T12:00:00Z');
const PIN = `query ($id: String!) { pin(id: $id) {
  thirtyDayRealtimeStats { impressions saves outboundClicks closeups reactions periodStart }
  thirtyDayDailyStats { day impressions saves outboundClicks closeups } } }`;

describe.each(backends())('creator analytics through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let creator: TestBrowser;
  let pin: PinRow;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => NOW });
    creator = (await signedIn(server, 'cleo_an')).browser;
    const [cleo] = await storage.db.select().from(users).where(eq(users.username, 'cleo_an'));
    pin = await makePin(storage.db, await makeBoard(storage.db, cleo!));
    await storage.db.insert(pinDailyStats).values([
      { pinId: pin.id, day: '2026-02-13', impressions: 900, closeups: 90, outboundClicks: 9 },
      { pinId: pin.id, day: '2026-03-15', impressions: 12, closeups: 3, outboundClicks: 1 },
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('gives the creator 30 days of counts for the chart, the day before the window left out', async () => {
    const { result } = await creator.gql(PIN, { id: String(pin.id) });
    expect(result.errors).toBeUndefined();
    const data = result.data!.pin as { thirtyDayDailyStats: { day: string; impressions: number }[] };
    expect(data.thirtyDayDailyStats).toHaveLength(30);
    expect(data.thirtyDayDailyStats[0]).toEqual({ day: '2026-02-14', impressions: 0, saves: 0, outboundClicks: 0, closeups: 0 });
    expect(data.thirtyDayDailyStats[29]).toEqual({ day: '2026-03-15', impressions: 12, saves: 0, outboundClicks: 1, closeups: 3 });
  });

  it('gives anyone else neither the totals nor the days', async () => {
    const other = (await signedIn(server, 'olaf_an')).browser;
    for (const browser of [other, testBrowser(server)]) {
      const { result } = await browser.gql(PIN, { id: String(pin.id) });
      expect(result.errors).toBeUndefined();
      expect(result.data!.pin).toEqual({ thirtyDayRealtimeStats: null, thirtyDayDailyStats: null });
    }
  });
});
