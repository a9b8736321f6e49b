import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { adAccounts, adDailyStats, adGroups, ads, campaigns, users } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const NOW = Date.parse('2026-03-15T12:00:00Z');
const NUMBERS = 'spendMicros impressions clicks ctr cpmMicros';
const ACCOUNT = `query ($id: ID!, $start: Date, $end: Date) { node(id: $id) { ... on AdAccount {
  report(startDate: $start, endDate: $end) { startDate endDate currency totals { ${NUMBERS} }
    campaigns { campaignEntityId name status ${NUMBERS} daily { day ${NUMBERS} } } }
  reportCsvUrl(startDate: $start, endDate: $end) } } }`;
const CAMPAIGN = `query ($id: ID!, $start: Date, $end: Date) { node(id: $id) { ... on Campaign { report(startDate: $start, endDate: $end) { startDate endDate name ${NUMBERS} } } } }`;

describe.each(backends())('advertiser reporting through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: TestBrowser;
  let account: number;
  let campaign: number;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => NOW });
    owner = (await signedIn(server, 'rita_rep')).browser;
    const [rita] = await storage.db.select().from(users).where(eq(users.username, 'rita_rep'));
    await storage.db.update(users).set({ isPartner: true, businessName: 'Rita' }).where(eq(users.id, rita!.id));
    const [a] = await storage.db.insert(adAccounts).values({ ownerId: rita!.id, name: 'Rita ads' }).returning();
    const [c] = await storage.db.insert(campaigns).values({ adAccountId: a!.id, name: 'Tulips', objective: 'AWARENESS', dailyBudgetMicros: 5_000_000 }).returning();
    const [g] = await storage.db.insert(adGroups).values({ campaignId: c!.id, name: 'All', bidMicros: 2_000_000 }).returning();
    const pin = await makePin(storage.db, await makeBoard(storage.db, rita!));
    const [ad] = await storage.db.insert(ads).values({ adGroupId: g!.id, pinId: pin.id, destinationUrl: 'https://example.com/' }).returning();
    await storage.db.insert(adDailyStats).values([
      { adId: ad!.id, day: '2026-03-01', impressions: 1000, clicks: 25, spendMicros: 2_000_000 },
      { adId: ad!.id, day: '2026-03-14', impressions: 500, clicks: 0, spendMicros: 1_000_000 },
    ]);
    account = Number(a!.id);
    campaign = Number(c!.id);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('reports the account over a range, with Micros as decimal strings and the CSV address', async () => {
    const { result } = await owner.gql(ACCOUNT, { id: encodeGlobalID('AdAccount', String(account)), start: '2026-03-01', end: '2026-03-10' });
    expect(result.errors).toBeUndefined();
    const node = result.data!.node as { report: unknown; reportCsvUrl: string };
    expect(node.report).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      currency: 'USD',
      totals: { spendMicros: '2000000', impressions: 1000, clicks: 25, ctr: 0.025, cpmMicros: '2000000' },
      campaigns: [
        {
          campaignEntityId: String(campaign),
          name: 'Tulips',
          status: 'ACTIVE',
          spendMicros: '2000000',
          impressions: 1000,
          clicks: 25,
          ctr: 0.025,
          cpmMicros: '2000000',
          daily: [{ day: '2026-03-01', spendMicros: '2000000', impressions: 1000, clicks: 25, ctr: 0.025, cpmMicros: '2000000' }],
        },
      ],
    });
    expect(node.reportCsvUrl).toBe(`/v3/ad_accounts/${account}/reporting.csv?start_date=2026-03-01&end_date=2026-03-10`);
  });

  it('defaults to the last 30 days; a campaign reports its own row', async () => {
    const all = (await owner.gql(ACCOUNT, { id: encodeGlobalID('AdAccount', String(account)) })).result.data!.node as { report: { startDate: string; totals: { impressions: number } }; reportCsvUrl: string };
    expect(all.report).toMatchObject({ startDate: '2026-02-14', totals: { impressions: 1500 } });
    expect(all.reportCsvUrl).toBe(`/v3/ad_accounts/${account}/reporting.csv`);
    const { result } = await owner.gql(CAMPAIGN, { id: encodeGlobalID('Campaign', String(campaign)), start: '2026-03-14', end: '2026-03-14' });
    expect(result.data!.node).toEqual({ report: { startDate: '2026-03-14', endDate: '2026-03-14', name: 'Tulips', spendMicros: '1000000', impressions: 500, clicks: 0, ctr: 0, cpmMicros: '2000000' } });
  });

  it('refuses a range over 366 days or backwards, naming the date', async () => {
    const id = encodeGlobalID('AdAccount', String(account));
    const long = await owner.gql(ACCOUNT, { id, start: '2025-03-14', end: '2026-03-15' });
    expect(long.result.errors?.[0]?.message).toContain('at most 366 days');
    const backwards = await owner.gql(ACCOUNT, { id, start: '2026-03-02', end: '2026-03-01' });
    expect(backwards.result.errors?.[0]?.message).toBe('end_date must be on or after start_date');
    expect((await owner.gql(ACCOUNT, { id, start: '2025-03-15', end: '2026-03-15' })).result.errors).toBeUndefined();
  });

  it('shows nobody else the account: another member and a visitor get no node', async () => {
    const id = encodeGlobalID('AdAccount', String(account));
    const other = (await signedIn(server, 'otto_rep')).browser;
    expect((await other.gql(ACCOUNT, { id })).result.data?.node ?? null).toBeNull();
    expect((await testBrowser(server).gql(ACCOUNT, { id })).result.data?.node ?? null).toBeNull();
  });
});
