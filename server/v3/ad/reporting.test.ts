import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { adAccounts, adDailyStats, adGroups, ads, campaigns } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { freshIp, signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { csvCell, money, REPORT_CAMPAIGNS, REPORT_CSV_HEADER, type V3AdReport } from './reporting.ts';

/** The server's clock: 2026-03-15, noon UTC ("today"). */
const NOW = Date.parse('2026-03-15T12:00:00Z');

describe('report helpers', () => {
  it('writes money with 2 decimals, rounding half a cent up', () => {
    expect(money(0)).toBe('0.00');
    expect(money(1_234_567)).toBe('1.23');
    expect(money(1_235_000)).toBe('1.24');
    expect(money(1_234_999)).toBe('1.23');
    expect(money(9_007_199_254_740_991)).toBe('9007199254.74');
  });

  it('quotes cells holding commas, quotes or line breaks, and neutralises formulas', () => {
    expect(csvCell('Spring sale')).toBe('Spring sale');
    expect(csvCell('Sale, "big" one')).toBe('"Sale, ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });
});

describe.each(backends())('v3 advertiser reporting on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let account: number;
  let empty: number;
  let bobAccount: number;
  let spring: number;
  let autumn: number;

  const call = (url: string, cookie?: string) => v3Call(server, url, { cookie });
  const report = (r: Awaited<ReturnType<typeof call>>) => v3Data<V3AdReport>(r);
  const csv = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, remoteAddress: freshIp(), headers: cookie ? { cookie: `cb_session=${cookie}` } : {} });

  async function campaign(adAccountId: number, name: string, status = 'ACTIVE'): Promise<{ campaign: number; ad: number }> {
    const [c] = await storage.db.insert(campaigns).values({ adAccountId, name, objective: 'AWARENESS', status, dailyBudgetMicros: 10_000_000 }).returning();
    const [g] = await storage.db.insert(adGroups).values({ campaignId: c!.id, name: `${name} group`, bidMicros: 2_000_000 }).returning();
    const board = await makeBoard(storage.db, ada.row, { name: `${name} board`.slice(0, 50) });
    const pin = await makePin(storage.db, board);
    const [a] = await storage.db.insert(ads).values({ adGroupId: g!.id, pinId: pin.id, destinationUrl: 'https://example.com/' }).returning();
    return { campaign: Number(c!.id), ad: Number(a!.id) };
  }
  const stats = (adId: number, day: string, impressions: number, clicks: number, spendMicros: number) =>
    storage.db.insert(adDailyStats).values({ adId, day, impressions, clicks, spendMicros });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => NOW });
    ada = await signUp(server, storage, 'ada_rep');
    bob = await signUp(server, storage, 'bob_rep');
    const [a] = await storage.db.insert(adAccounts).values({ ownerId: ada.row.id, name: 'Ada Studio' }).returning();
    const [e] = await storage.db.insert(adAccounts).values({ ownerId: ada.row.id, name: 'Quiet' }).returning();
    const [b] = await storage.db.insert(adAccounts).values({ ownerId: bob.row.id, name: 'Bob Shop' }).returning();
    account = Number(a!.id);
    empty = Number(e!.id);
    bobAccount = Number(b!.id);
    const s = await campaign(account, 'Spring, "big" sale');
    const f = await campaign(account, 'Autumn', 'PAUSED');
    const second = await storage.db.insert(ads).values({ adGroupId: (await storage.db.select().from(adGroups))[0]!.id, pinId: (await makePin(storage.db, await makeBoard(storage.db, ada.row, { name: 'Extra' }))).id, destinationUrl: 'https://example.com/2' }).returning();
    spring = s.campaign;
    autumn = f.campaign;
    // Spring: two ads; days before, on and after the range 2026-03-01..2026-03-10.
    await stats(s.ad, '2026-02-28', 1000, 100, 9_000_000);
    await stats(s.ad, '2026-03-01', 400, 10, 800_000);
    await stats(Number(second[0]!.id), '2026-03-01', 600, 5, 1_200_000);
    await stats(s.ad, '2026-03-10', 1000, 3, 2_000_000);
    await stats(s.ad, '2026-03-11', 5000, 50, 10_000_000);
    // Autumn: clicks without impressions on one day (CTR and CPM 0 there).
    await stats(f.ad, '2026-03-05', 0, 2, 0);
    await stats(f.ad, '2026-03-15', 3, 1, 7);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('sums each campaign over the range, both ends included, with CTR and CPM', async () => {
    const r = await call(`/v3/ad_accounts/${account}/reporting/?start_date=2026-03-01&end_date=2026-03-10`, ada.token);
    expect(r.status).toBe(200);
    const data = report(r);
    expect(data).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-10', currency: 'USD' });
    const [first, second] = data.campaigns;
    expect(first).toEqual({
      campaign_id: String(spring),
      name: 'Spring, "big" sale',
      status: 'ACTIVE',
      spend_micros: 4_000_000,
      impressions: 2000,
      clicks: 18,
      ctr: 18 / 2000,
      cpm_micros: 2_000_000,
      daily: [
        { day: '2026-03-01', spend_micros: 2_000_000, impressions: 1000, clicks: 15, ctr: 0.015, cpm_micros: 2_000_000 },
        { day: '2026-03-10', spend_micros: 2_000_000, impressions: 1000, clicks: 3, ctr: 0.003, cpm_micros: 2_000_000 },
      ],
    });
    // Clicks but no impressions: CTR and CPM are 0, not a division by zero.
    expect(second).toMatchObject({ campaign_id: String(autumn), status: 'PAUSED', impressions: 0, clicks: 2, ctr: 0, cpm_micros: 0, spend_micros: 0 });
    expect(second!.daily).toEqual([{ day: '2026-03-05', spend_micros: 0, impressions: 0, clicks: 2, ctr: 0, cpm_micros: 0 }]);
    expect(data.totals).toEqual({ spend_micros: 4_000_000, impressions: 2000, clicks: 20, ctr: 0.01, cpm_micros: 2_000_000 });
  });

  it('leaves out the days just outside the range', async () => {
    const inner = report(await call(`/v3/ad_accounts/${account}/reporting/?start_date=2026-03-02&end_date=2026-03-09`, ada.token));
    expect(inner.campaigns[0]).toMatchObject({ impressions: 0, clicks: 0, spend_micros: 0, daily: [] });
    const wider = report(await call(`/v3/ad_accounts/${account}/reporting/?start_date=2026-02-28&end_date=2026-03-11`, ada.token));
    expect(wider.campaigns[0]).toMatchObject({ impressions: 8000, clicks: 168 });
  });

  it('rounds CPM half up in micro-units', async () => {
    // 7 micros over 3 impressions: 7000 / 3 = 2333.33 → 2333.
    const today = report(await call(`/v3/ad_accounts/${account}/reporting/?start_date=2026-03-15&end_date=2026-03-15&campaign_id=${autumn}`, ada.token));
    expect(today.campaigns).toHaveLength(1);
    expect(today.campaigns[0]).toMatchObject({ impressions: 3, clicks: 1, spend_micros: 7, cpm_micros: 2333, ctr: 1 / 3 });
  });

  it('answers zeros for a range without counts and for an account without campaigns', async () => {
    const none = report(await call(`/v3/ad_accounts/${account}/reporting/?start_date=2025-01-01&end_date=2025-01-31`, ada.token));
    expect(none.totals).toEqual({ spend_micros: 0, impressions: 0, clicks: 0, ctr: 0, cpm_micros: 0 });
    expect(none.campaigns.map((c) => [c.name, c.impressions, c.daily.length])).toEqual([
      ['Spring, "big" sale', 0, 0],
      ['Autumn', 0, 0],
    ]);
    const quiet = report(await call(`/v3/ad_accounts/${empty}/reporting/`, ada.token));
    expect(quiet).toMatchObject({ campaigns: [], totals: { impressions: 0, ctr: 0, cpm_micros: 0 } });
  });

  it('defaults to the last 30 days, today included', async () => {
    const data = report(await call(`/v3/ad_accounts/${account}/reporting/`, ada.token));
    expect(data).toMatchObject({ start_date: '2026-02-14', end_date: '2026-03-15' });
    expect(data.totals.impressions).toBe(8003);
  });

  it('is the owner’s only: another member’s account and an unknown one are 404, logged out 401', async () => {
    const other = await call(`/v3/ad_accounts/${bobAccount}/reporting/`, ada.token);
    const unknown = await call(`/v3/ad_accounts/999999/reporting/`, ada.token);
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(v3Error(other)).toEqual({ code: 'not_found', message: `ad account ${bobAccount} not found` });
    expect(v3Error(unknown)).toEqual({ code: 'not_found', message: 'ad account 999999 not found' });
    expect((await call(`/v3/ad_accounts/${account}/reporting/`, bob.token)).status).toBe(404);
    expect((await csv(`/v3/ad_accounts/${account}/reporting.csv`, bob.token)).statusCode).toBe(404);
    const anonymous = await call(`/v3/ad_accounts/${account}/reporting/`);
    expect(anonymous.status).toBe(401);
    expect((await csv(`/v3/ad_accounts/${account}/reporting.csv`)).statusCode).toBe(401);
    expect((await call(`/v3/ad_accounts/${bobAccount}/reporting/`, bob.token)).status).toBe(200);
    // A campaign of another account is not reported through this one.
    expect((await call(`/v3/ad_accounts/${empty}/reporting/?campaign_id=${spring}`, ada.token)).status).toBe(404);
  });

  it('validates both dates, naming the one at fault', async () => {
    const bad = async (query: string) => {
      const r = await call(`/v3/ad_accounts/${account}/reporting/?${query}`, ada.token);
      expect(r.status).toBe(400);
      return v3Error(r);
    };
    expect(await bad('start_date=2026-02-30&end_date=2026-03-01')).toMatchObject({ code: 'invalid_parameter', param: 'start_date' });
    expect(await bad('start_date=2026-03-01&end_date=March')).toMatchObject({ param: 'end_date' });
    expect(await bad('start_date=2026-03-02&end_date=2026-03-01')).toMatchObject({ param: 'end_date', message: 'end_date must be on or after start_date' });
    expect((await call(`/v3/ad_accounts/${account}/reporting/?start_date=2026-03-01&end_date=2026-03-01`, ada.token)).status).toBe(200);
    // 366 days, both ends included, is the most: 2025-03-15..2026-03-15 is 366 days, one more is 367.
    expect((await call(`/v3/ad_accounts/${account}/reporting/?start_date=2025-03-15&end_date=2026-03-15`, ada.token)).status).toBe(200);
    expect(await bad('start_date=2025-03-14&end_date=2026-03-15')).toMatchObject({ param: 'end_date', message: expect.stringContaining('at most 366 days') });
    // Only start_date given (end is today): the rule names start_date.
    expect((await call(`/v3/ad_accounts/${account}/reporting/?start_date=2025-03-15`, ada.token)).status).toBe(200);
    expect(await bad('start_date=2025-03-14')).toMatchObject({ param: 'start_date' });
    expect((await csv(`/v3/ad_accounts/${account}/reporting.csv?start_date=2025-03-14&end_date=2026-03-15`, ada.token)).statusCode).toBe(400);
  });

  it('exports CSV: an attachment, the header, one row per campaign and day, names quoted, money with 2 decimals', async () => {
    const r = await csv(`/v3/ad_accounts/${account}/reporting.csv?start_date=2026-03-01&end_date=2026-03-15`, ada.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="corkboard-report-${account}-2026-03-01-2026-03-15.csv"`);
    const lines = r.body.split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_HEADER.join(','));
    expect(lines[0]).toBe('date,campaign_id,campaign_name,campaign_status,currency,spend,impressions,clicks,ctr_percent,cpm');
    expect(lines.slice(1)).toEqual([
      `2026-03-01,${spring},"Spring, ""big"" sale",ACTIVE,USD,2.00,1000,15,1.50,2.00`,
      `2026-03-05,${autumn},Autumn,PAUSED,USD,0.00,0,2,0.00,0.00`,
      `2026-03-10,${spring},"Spring, ""big"" sale",ACTIVE,USD,2.00,1000,3,0.30,2.00`,
      `2026-03-11,${spring},"Spring, ""big"" sale",ACTIVE,USD,10.00,5000,50,1.00,2.00`,
      `2026-03-15,${autumn},Autumn,PAUSED,USD,0.00,3,1,33.33,0.00`,
      '',
    ]);
    const none = await csv(`/v3/ad_accounts/${account}/reporting.csv?start_date=2025-01-01&end_date=2025-01-02`, ada.token);
    expect(none.body).toBe(`${REPORT_CSV_HEADER.join(',')}\r\n`);
  });
  it(`lists the first ${REPORT_CAMPAIGNS} campaigns (oldest first) and counts them all; the totals and the CSV hold the rest`, async () => {
    const many = (n: number, from: number) =>
      storage.db.insert(campaigns).values(Array.from({ length: n }, (_, i) => ({ adAccountId: bobAccount, name: `Bulk ${from + i}`, objective: 'AWARENESS', dailyBudgetMicros: 1_000_000 })));
    await many(REPORT_CAMPAIGNS, 1);
    const url = `/v3/ad_accounts/${bobAccount}/reporting/?start_date=2026-03-01&end_date=2026-03-10`;
    const full = report(await call(url, bob.token));
    expect(full.campaign_count).toBe(REPORT_CAMPAIGNS);
    expect(full.campaigns).toHaveLength(REPORT_CAMPAIGNS);
    // One more, with counts: not listed, but in the count, the totals and the CSV.
    const [c] = await storage.db.insert(campaigns).values({ adAccountId: bobAccount, name: 'Past the list', objective: 'AWARENESS', dailyBudgetMicros: 1_000_000 }).returning();
    const [g] = await storage.db.insert(adGroups).values({ campaignId: c!.id, name: 'Past group', bidMicros: 1_000_000 }).returning();
    const pin = await makePin(storage.db, await makeBoard(storage.db, bob.row, { name: 'Past board' }));
    const [a] = await storage.db.insert(ads).values({ adGroupId: g!.id, pinId: pin.id, destinationUrl: 'https://example.com/' }).returning();
    await stats(a!.id, '2026-03-02', 100, 4, 300_000);
    const over = report(await call(url, bob.token));
    expect(over.campaign_count).toBe(REPORT_CAMPAIGNS + 1);
    expect(over.campaigns).toHaveLength(REPORT_CAMPAIGNS);
    expect(over.campaigns.map((x) => x.name)).not.toContain('Past the list');
    expect(over.totals).toMatchObject({ impressions: 100, clicks: 4, spend_micros: 300_000 });
    const file = await csv(`/v3/ad_accounts/${bobAccount}/reporting.csv?start_date=2026-03-01&end_date=2026-03-10`, bob.token);
    expect(file.body).toContain(`2026-03-02,${c!.id},Past the list,ACTIVE,USD,0.30,100,4,4.00,3.00`);
  });
});
