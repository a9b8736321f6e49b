/**
 * Bulk editing through v3 (issue 19; platform §2 download template / upload template / history), on PGlite
 * and PostgreSQL: the template lists the account's campaigns, ad groups and ads; a valid upload applies every
 * row (creates and updates) in one go; one bad row applies nothing and is reported by row and column; the
 * history lists both; the request's limits (1 MB, 5,000 rows) on both sides; 20 uploads an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { adGroups, ads, campaigns, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { AD_BULK_UPLOADS_PER_HOUR } from '../session/rate-limit.ts';
import { BULK_COLUMNS, MAX_BULK_ROWS } from './bulk.ts';
import type { V3BusinessConversion } from './model/accounts.ts';
import { parseCsv } from './model/csv.ts';
import type { V3Ad, V3AdAccount, V3AdBulkUpload, V3AdGroup, V3Campaign } from './model/serialize.ts';
import { adCall, handClock, makeInterests, type Method } from './model/testing.ts';

const HEADER = BULK_COLUMNS.join(',');
type Cells = Partial<Record<(typeof BULK_COLUMNS)[number], string | number>>;
const row = (cells: Cells) => BULK_COLUMNS.map((column) => cells[column] ?? '').join(',');
const csvOf = (...rows: Cells[]) => [HEADER, ...rows.map(row)].join('\n') + '\n';

describe.each(backends())('v3 bulk editing on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const time = handClock();
  let owner: Member;
  let rival: Member;
  let account: V3AdAccount;
  let campaign: V3Campaign;
  let adGroup: V3AdGroup;
  let ad: V3Ad;
  let rivalCampaign: V3Campaign;
  let pin: PinRow;
  let topic: number;

  const as = <T = unknown>(member: Member | null, method: Method, url: string, body?: unknown) => adCall<T>(server, method, url, { cookie: member?.token, body });
  const upload = (csv: string, filename = 'edit.csv') => as<{ upload: V3AdBulkUpload }>(owner, 'POST', `/v3/ad_accounts/${account.id}/bulk/upload/`, { filename, csv });
  const snapshot = async () => ({
    campaigns: await storage.db.select().from(campaigns).orderBy(campaigns.id),
    adGroups: await storage.db.select().from(adGroups).orderBy(adGroups.id),
    ads: await storage.db.select().from(ads).orderBy(ads.id),
  });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: time.clock });
    owner = await signUp(server, storage, 'bulk_owner');
    rival = await signUp(server, storage, 'bulk_rival');
    [topic] = (await makeInterests(storage, ['Bulk topic'])) as [number];
    const board = await makeBoard(storage.db, owner.row, { privacy: 'public' });
    pin = await makePin(storage.db, board, { link: 'https://shop.example.com/a' });
    account = (await as<V3BusinessConversion>(owner, 'POST', '/v3/business/convert/', { business_name: 'Bulk Co' })).data.ad_account;
    campaign = (await as<V3Campaign>(owner, 'POST', `/v3/ad_accounts/${account.id}/campaigns/`, { name: '=Spring, "big"', objective: 'AWARENESS', daily_budget_micros: 2_000_000 })).data;
    adGroup = (await as<V3AdGroup>(owner, 'POST', `/v3/campaigns/${campaign.id}/ad_groups/`, { name: 'Women', bid_micros: 500_000, targeting: { genders: ['female'] } })).data;
    ad = (await as<V3Ad>(owner, 'POST', `/v3/ad_groups/${adGroup.id}/ads/`, { pin_id: String(pin.id) })).data;
    const rivalAccount = (await as<V3BusinessConversion>(rival, 'POST', '/v3/business/convert/', { business_name: 'Rival' })).data.ad_account;
    rivalCampaign = (await as<V3Campaign>(rival, 'POST', `/v3/ad_accounts/${rivalAccount.id}/campaigns/`, { name: 'Theirs', objective: 'AWARENESS', daily_budget_micros: 2_000_000 })).data;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('downloads a CSV template of every campaign, ad group and ad, as an attachment', async () => {
    const answer = await as(owner, 'GET', `/v3/ad_accounts/${account.id}/bulk/template/`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(parseCsv(answer.text)).toEqual([
      [...BULK_COLUMNS],
      ['campaign', campaign.id, account.id, "'=Spring, \"big\"", 'ACTIVE', 'AWARENESS', '2000000', '', '', '', '', ''],
      ['ad_group', adGroup.id, campaign.id, 'Women', 'ACTIVE', '', '', '', '500000', '{"genders":["female"]}', '', ''],
      ['ad', ad.id, adGroup.id, '', 'ACTIVE', '', '', '', '', '', String(pin.id), 'https://shop.example.com/a'],
    ]);
  });

  it('applies the template as downloaded without changing anything but the update times', async () => {
    const before = await snapshot();
    const template = (await as(owner, 'GET', `/v3/ad_accounts/${account.id}/bulk/template/`)).text;
    const answer = await upload(template, 'template.csv');
    expect(answer.status).toBe(200);
    expect(answer.data.upload).toMatchObject({ status: 'applied', row_count: 3, errors: [] });
    const after = await snapshot();
    const strip = (rows: { updatedAt: Date }[]) => rows.map(({ updatedAt: _updatedAt, ...rest }) => rest);
    expect(strip(after.campaigns)).toEqual(strip(before.campaigns));
    expect(strip(after.adGroups)).toEqual(strip(before.adGroups));
    expect(strip(after.ads)).toEqual(strip(before.ads));
  });

  it('applies every row of a valid upload: new campaign, ad group and ad under each other, and updates', async () => {
    time.advance(1000);
    const csv = csvOf(
      { level: 'campaign', id: campaign.id, name: 'Spring renamed', lifetime_budget_micros: 50_000_000 },
      { level: 'ad_group', id: adGroup.id, bid_micros: 700_000, status: 'PAUSED' },
      { level: 'campaign', name: 'New from bulk', status: 'PAUSED', objective: 'CONSIDERATION', daily_budget_micros: 1_000_000 },
      { level: 'ad_group', name: 'Gardeners', bid_micros: 100_000, targeting_json: `"{""interests"":[""${topic}""],""age_buckets"":[""25-34""]}"` },
      { level: 'ad', pin_id: pin.id, destination_url: 'https://shop.example.com/bulk' },
      { level: 'ad', id: ad.id, status: 'ARCHIVED' },
    );
    const answer = await upload(csv);
    expect(answer.data.upload).toMatchObject({ status: 'applied', row_count: 6, errors: [], filename: 'edit.csv', user: { id: String(owner.row.id), username: 'bulk_owner' } });
    const renamed = (await as<V3Campaign>(owner, 'GET', `/v3/campaigns/${campaign.id}/`)).data;
    expect(renamed).toMatchObject({ name: 'Spring renamed', daily_budget_micros: null, lifetime_budget_micros: 50_000_000 });
    expect((await as<V3AdGroup>(owner, 'GET', `/v3/ad_groups/${adGroup.id}/`)).data).toMatchObject({ bid_micros: 700_000, status: 'PAUSED', name: 'Women' });
    expect((await as<V3Ad>(owner, 'GET', `/v3/ads/${ad.id}/`)).data.status).toBe('ARCHIVED');
    const [made] = (await as<V3Campaign[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/campaigns/`)).data;
    expect(made).toMatchObject({ name: 'New from bulk', status: 'PAUSED', objective: 'CONSIDERATION', daily_budget_micros: 1_000_000 });
    const [group] = (await as<V3AdGroup[]>(owner, 'GET', `/v3/campaigns/${made!.id}/ad_groups/`)).data;
    expect(group).toMatchObject({ name: 'Gardeners', bid_micros: 100_000 });
    expect(group!.targeting).toMatchObject({ interests: [String(topic)], age_buckets: ['25-34'] });
    const [newAd] = (await as<V3Ad[]>(owner, 'GET', `/v3/ad_groups/${group!.id}/ads/`)).data;
    expect(newAd).toMatchObject({ pin_id: String(pin.id), destination_url: 'https://shop.example.com/bulk' });
  });

  it('applies nothing when one row is bad, reporting its row and column', async () => {
    time.advance(60 * 60 * 1000);
    const before = await snapshot();
    const cases: [Cells, string][] = [
      [{ level: 'ad_group', name: 'Cheap', bid_micros: 99_999 }, 'bid_micros'],
      [{ level: 'ad_group', name: 'Robots', bid_micros: 100_000, targeting_json: '"{""genders"":[""robot""]}"' }, 'targeting_json'],
      [{ level: 'ad_group', name: 'Broken', bid_micros: 100_000, targeting_json: '{not json' }, 'targeting_json'],
      [{ level: 'campaign', id: rivalCampaign.id, name: 'Stolen' }, 'id'],
      [{ level: 'campaign', id: campaign.id, bid_micros: 100_000 }, 'bid_micros'],
      [{ level: 'campaign', name: 'x'.repeat(101), objective: 'AWARENESS', daily_budget_micros: 1_000_000 }, 'name'],
      [{ level: 'campaign', name: 'Two budgets', objective: 'AWARENESS', daily_budget_micros: 1_000_000, lifetime_budget_micros: 1_000_000 }, 'lifetime_budget_micros'],
      [{ level: 'campaign', name: 'Poor', objective: 'AWARENESS', daily_budget_micros: 999_999 }, 'daily_budget_micros'],
      [{ level: 'ad', pin_id: pin.id, destination_url: 'javascript:alert(1)' }, 'destination_url'],
      [{ level: 'ad', parent_id: 987654321, pin_id: pin.id }, 'parent_id'],
      [{ level: 'banner', name: 'What' }, 'level'],
    ];
    for (const [bad, column] of cases) {
      const csv = csvOf(
        { level: 'campaign', id: campaign.id, name: 'Should not apply' },
        { level: 'campaign', name: 'Nor this', objective: 'AWARENESS', daily_budget_micros: 1_000_000 },
        { level: 'ad_group', name: 'Nor this', bid_micros: 100_000 },
        bad,
      );
      const answer = await upload(csv, `bad-${column}.csv`);
      expect(answer.status, column).toBe(200);
      expect(answer.data.upload.status, column).toBe('rejected');
      expect(answer.data.upload.errors, JSON.stringify(bad)).toEqual([{ row: 5, column, message: expect.any(String) }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reports a header without a column, and a row of the wrong width', async () => {
    const noHeader = await upload(`${BULK_COLUMNS.slice(0, -1).join(',')}\ncampaign,,,,,,,,,,\n`);
    expect(noHeader.data.upload).toMatchObject({ status: 'rejected', errors: [{ row: 1, column: 'destination_url', message: expect.any(String) }] });
    const short = await upload(`${HEADER}\ncampaign,${campaign.id}\n`);
    expect(short.data.upload.errors).toEqual([{ row: 2, column: '', message: expect.stringContaining('2 cells') }]);
  });

  it('takes 5,000 rows and refuses 5,001; takes 1 MB and refuses more (400 naming csv)', async () => {
    time.advance(60 * 60 * 1000); // a new hour of uploads (the limit has its own test)
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ level: 'campaign', name: `C${i}`, objective: 'AWARENESS', daily_budget_micros: i === n - 1 ? 1 : 1_000_000 }) as Cells);
    const full = await upload(csvOf(...rows(MAX_BULK_ROWS)));
    expect(full.status).toBe(200);
    expect(full.data.upload).toMatchObject({ status: 'rejected', row_count: MAX_BULK_ROWS, errors: [{ row: MAX_BULK_ROWS + 1, column: 'daily_budget_micros', message: expect.any(String) }] });
    const over = await upload(csvOf(...rows(MAX_BULK_ROWS + 1)));
    expect(over.status).toBe(400);
    expect(over.error?.param).toBe('csv');

    const padded = (bytes: number) => {
      const head = `${HEADER}\n`;
      return head + ' '.repeat(bytes - head.length);
    };
    const oneMb = await upload(padded(1024 * 1024));
    expect(oneMb.status).toBe(200);
    const tooBig = await upload(padded(1024 * 1024 + 1));
    expect(tooBig.status).toBe(400);
    expect(tooBig.error?.param).toBe('csv');
    expect((await upload('')).error?.param).toBe('csv');
    expect((await upload(`${HEADER}\n`, '')).error?.param).toBe('filename');
  });

  it('lists the history newest first with who uploaded, applied and rejected alike, paged', async () => {
    const history = await as<V3AdBulkUpload[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/bulk/uploads/?page_size=50`);
    expect(history.status).toBe(200);
    const statuses = new Set(history.data.map((u) => u.status));
    expect(statuses).toEqual(new Set(['applied', 'rejected']));
    const ids = history.data.map((u) => Number(u.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(history.data.at(-1)).toMatchObject({ filename: 'template.csv', status: 'applied', row_count: 3, user: { username: 'bulk_owner' } });
    expect(history.data.find((u) => u.filename === 'bad-bid_micros.csv')?.errors).toEqual([{ row: 5, column: 'bid_micros', message: expect.any(String) }]);
    const first = await as<V3AdBulkUpload[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/bulk/uploads/?page_size=2`);
    const second = await as<V3AdBulkUpload[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/bulk/uploads/?page_size=2&bookmark=${encodeURIComponent(first.body.resource_response.bookmark!)}`);
    expect([...first.data, ...second.data].map((u) => u.id)).toEqual(history.data.slice(0, 4).map((u) => u.id));
  });

  it(`allows ${AD_BULK_UPLOADS_PER_HOUR} uploads an hour per account, then 429 until the next hour`, async () => {
    time.advance(60 * 60 * 1000);
    for (let n = 0; n < AD_BULK_UPLOADS_PER_HOUR; n += 1) expect((await upload(`${HEADER}\n`)).status).toBe(200);
    expect((await upload(`${HEADER}\n`)).status).toBe(429);
    time.advance(60 * 60 * 1000);
    expect((await upload(`${HEADER}\n`)).status).toBe(200);
  });
});
