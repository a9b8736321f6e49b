import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { pinDailyStats, pinReactions, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../testing/fixtures.ts';
import { v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import type { V3PinAnalyticsDay, V3ThirtyDayRealtime } from '../types.ts';

/** The server's clock: 2026-03-15 at noon UTC; the window is 2026-02-14 (00:00 UTC) to now. */
const NOW = Date.parse('2026-03-15T12:00:00Z');
type Analytics = V3ThirtyDayRealtime & { daily: V3PinAnalyticsDay[] };

describe.each(backends())('v3 creator analytics from daily counts on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let board: BoardRow;
  let pin: PinRow;
  let secret: PinRow;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => NOW });
    ada = await signUp(server, storage, 'ada_an');
    bob = await signUp(server, storage, 'bob_an');
    board = await makeBoard(storage.db, ada.row, { name: 'Garden' });
    pin = await makePin(storage.db, board, { title: 'Tulips' });
    secret = await makePin(storage.db, await makeBoard(storage.db, ada.row, { name: 'Diary', privacy: 'secret' }));
    const other = await makePin(storage.db, board, { title: 'Other' });
    await storage.db.insert(pinDailyStats).values([
      // The day before the window: not counted.
      { pinId: pin.id, day: '2026-02-13', impressions: 1000, closeups: 100, outboundClicks: 10, saves: 9 },
      // The window's first day and today: counted.
      { pinId: pin.id, day: '2026-02-14', impressions: 40, closeups: 4, outboundClicks: 2, saves: 7 },
      { pinId: pin.id, day: '2026-03-15', impressions: 3, closeups: 1, outboundClicks: 0, saves: 7 },
      // Another pin's counts stay its own.
      { pinId: other.id, day: '2026-03-01', impressions: 500, closeups: 50, outboundClicks: 5 },
    ]);
    const bobBoard = await makeBoard(storage.db, bob.row, { name: 'Flowers' });
    const bobOld = await makeBoard(storage.db, bob.row, { name: 'Old flowers' });
    await makeSave(storage.db, pin, bobBoard, bob.row, new Date('2026-02-14T00:00:00Z'));
    await makeSave(storage.db, pin, bobOld, bob.row, new Date('2026-02-13T23:59:59Z'));
    await storage.db.insert(pinReactions).values({ pinId: pin.id, userId: bob.row.id, createdAt: new Date('2026-03-15T08:00:00Z') });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('sums impressions, outbound clicks and closeups of the 30 days (first day and today in, the day before out)', async () => {
    const r = await v3Call(server, `/v3/pins/${pin.id}/analytics/`, { cookie: ada.token });
    expect(r.status).toBe(200);
    const data = v3Data<Analytics>(r);
    expect(data).toMatchObject({
      impressions: 43,
      outbound_clicks: 2,
      closeups: 5,
      // Saves come from the saves rows (exact times): 00:00 of the first day in, a second before out.
      saves: 1,
      reactions: 1,
      period_start: '2026-02-14T00:00:00.000Z',
      period_end: '2026-03-15T12:00:00.000Z',
    });
  });

  it('gives 30 days for the chart, oldest first, zeros filled, adding up to the totals', async () => {
    const data = v3Data<Analytics>(await v3Call(server, `/v3/pins/${pin.id}/analytics/`, { cookie: ada.token }));
    expect(data.daily).toHaveLength(30);
    expect(data.daily[0]).toEqual({ day: '2026-02-14', impressions: 40, saves: 1, outbound_clicks: 2, closeups: 4 });
    expect(data.daily[29]).toEqual({ day: '2026-03-15', impressions: 3, saves: 0, outbound_clicks: 0, closeups: 1 });
    expect(data.daily[15]).toEqual({ day: '2026-03-01', impressions: 0, saves: 0, outbound_clicks: 0, closeups: 0 });
    const sum = (key: 'impressions' | 'saves' | 'outbound_clicks' | 'closeups') => data.daily.reduce((n, d) => n + d[key], 0);
    expect([sum('impressions'), sum('saves'), sum('outbound_clicks'), sum('closeups')]).toEqual([data.impressions, data.saves, data.outbound_clicks, data.closeups]);
  });

  it('carries the same totals in the pinner’s pin answer, and nothing for anyone else', async () => {
    const forAda = v3Data<{ aggregated_pin_data: { creator_analytics: { thirty_day_realtime: V3ThirtyDayRealtime | null } } }>(
      await v3Call(server, `/v3/pins/${pin.id}/`, { cookie: ada.token }),
    );
    // The pin answer's window is the server's clock's too: the same 30 days as the analytics page.
    expect(forAda.aggregated_pin_data.creator_analytics.thirty_day_realtime).toMatchObject({
      impressions: 43,
      outbound_clicks: 2,
      closeups: 5,
      saves: 1,
      period_start: '2026-02-14T00:00:00.000Z',
      period_end: '2026-03-15T12:00:00.000Z',
    });
    for (const cookie of [bob.token, undefined]) {
      const seen = v3Data<{ aggregated_pin_data: { creator_analytics: { thirty_day_realtime: unknown } } }>(await v3Call(server, `/v3/pins/${pin.id}/`, { cookie }));
      expect(seen.aggregated_pin_data.creator_analytics.thirty_day_realtime).toBeNull();
    }
  });

  it('answers the pinner only: another member 403 with no numbers, logged out 401, a pin they may not see 404', async () => {
    const forbidden = await v3Call(server, `/v3/pins/${pin.id}/analytics/`, { cookie: bob.token });
    expect(forbidden.status).toBe(403);
    expect(v3Data(forbidden)).toBeNull();
    expect(v3Error(forbidden)).toMatchObject({ code: 'forbidden' });
    expect((await v3Call(server, `/v3/pins/${pin.id}/analytics/`)).status).toBe(401);
    expect((await v3Call(server, `/v3/pins/${secret.id}/analytics/`, { cookie: bob.token })).status).toBe(404);
    const own = v3Data<Analytics>(await v3Call(server, `/v3/pins/${secret.id}/analytics/`, { cookie: ada.token }));
    expect(own).toMatchObject({ impressions: 0, saves: 0, closeups: 0 });
    expect(own.daily.every((d) => d.impressions === 0 && d.saves === 0)).toBe(true);
  });
});
