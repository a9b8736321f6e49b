/**
 * The advertising model through v3 as an advertiser's client meets it (issue 19), on PGlite and PostgreSQL:
 * partner conversion, ad accounts, campaigns, ad groups, ads, customer lists and quick-promote; each rule on
 * both sides of its boundary (name lengths, bid and budget minimums, exactly one budget, duration 1–90,
 * 10,000 e-mails), paging, the 60-writes-a-minute limit, birth_year kept at sign-up and the me resource's
 * business fields.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../../db/client.ts';
import { customerListMembers, linkSafety, users, type BoardRow, type PinRow } from '../../../db/schema.ts';
import { makeBoard, makePin } from '../../../testing/fixtures.ts';
import { freshIp, signUp, type Member } from '../../../testing/members.ts';
import { startTestServer, type TestServer } from '../../../testing/server.ts';
import { backends } from '../../../testing/storage.ts';
import { AD_WRITES_PER_MINUTE } from '../../session/rate-limit.ts';
import { MIN_BID_MICROS, MIN_DAILY_BUDGET_MICROS } from '../constants.ts';
import type { V3BusinessConversion } from './accounts.ts';
import type { V3QuickPromotion } from './quick-promote.ts';
import type { V3Ad, V3AdAccount, V3AdGroup, V3Campaign, V3CustomerList } from './serialize.ts';
import { adCall, handClock, makeInterests, type Method } from './testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const name = (length: number) => 'n'.repeat(length);

describe.each(backends())('v3 advertising model on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const time = handClock();
  let owner: Member;
  let other: Member;
  let account: V3AdAccount;
  let campaign: V3Campaign;
  let adGroup: V3AdGroup;
  let board: BoardRow;
  let secretBoard: BoardRow;
  let pin: PinRow;
  let secretPin: PinRow;
  let linklessPin: PinRow;
  let othersPin: PinRow;
  let topics: number[];

  const as = <T = unknown>(member: Member | null, method: Method, url: string, body?: unknown) =>
    adCall<T>(server, method, url, { cookie: member?.token, body });
  /** Each write test starts a new rate-limit minute (the limit has its own test). */
  const freshMinute = () => time.advance(60_000);

  const campaignBody = (extra: Record<string, unknown> = {}) => ({ name: 'Spring', objective: 'AWARENESS', daily_budget_micros: MIN_DAILY_BUDGET_MICROS, ...extra });
  const groupBody = (extra: Record<string, unknown> = {}) => ({ name: 'Everyone', bid_micros: MIN_BID_MICROS, ...extra });

  beforeAll(async () => {
    storage = await backend.open();
    // Before the server starts: its link-safety store reads the table then (and again only every 10 s).
    await storage.db.insert(linkSafety).values({ kind: 'host', value: 'bad.example', status: 'blocked', message: 'Known malware.' });
    server = await startTestServer(storage, { clock: time.clock });
    owner = await signUp(server, storage, 'ad_owner');
    other = await signUp(server, storage, 'ad_other');
    topics = await makeInterests(storage, ['Gardening', 'Kitchens', 'Travel']);
    board = await makeBoard(storage.db, owner.row, { name: 'Garden', privacy: 'public', interestId: topics[1]! });
    secretBoard = await makeBoard(storage.db, owner.row, { name: 'Hidden', privacy: 'secret' });
    pin = await makePin(storage.db, board, { title: 'Raised beds', sourceInterestId: topics[0]!, link: 'https://shop.example.com/beds' });
    linklessPin = await makePin(storage.db, board, { link: null });
    secretPin = await makePin(storage.db, secretBoard);
    const othersBoard = await makeBoard(storage.db, other.row, { privacy: 'public' });
    othersPin = await makePin(storage.db, othersBoard, { link: 'https://other.example.com/' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('registration', () => {
    it('keeps the birthday’s year, or the current year less the age', async () => {
      expect(owner.row.birthYear).toBe(1990);
      const response = await server.app.inject({
        method: 'POST',
        url: '/v3/register/',
        remoteAddress: freshIp(),
        payload: { email: 'aged@example.com', password: 'correct horse battery', age: 30, username: 'ad_aged' },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await storage.db.select().from(users).where(eq(users.username, 'ad_aged'));
      expect(row!.birthYear).toBe(new Date(time.clock()).getUTCFullYear() - 30);
    });
  });

  describe('business conversion', () => {
    it('refuses a visitor and names a bad business_name on both sides of its length', async () => {
      expect((await as(null, 'POST', '/v3/business/convert/', { business_name: 'Shop' })).status).toBe(401);
      for (const bad of ['', '   ', name(101)]) {
        const answer = await as(owner, 'POST', '/v3/business/convert/', { business_name: bad });
        expect(answer.status).toBe(400);
        expect(answer.error?.param).toBe('business_name');
      }
    });

    it('makes a partner with a first ad account named after the business, and again answers that account', async () => {
      freshMinute();
      const before = await as<{ is_partner: boolean; business_name: string | null }>(owner, 'GET', '/v3/users/me/');
      expect(before.data).toMatchObject({ is_partner: false, business_name: null });
      const first = await as<V3BusinessConversion>(owner, 'POST', '/v3/business/convert/', { business_name: name(100) });
      expect(first.status).toBe(201);
      expect(first.data.user).toMatchObject({ is_partner: true, business_name: name(100) });
      expect(first.data.ad_account).toMatchObject({ name: name(100), currency: 'USD', owner_id: String(owner.row.id) });
      const again = await as<V3BusinessConversion>(owner, 'POST', '/v3/business/convert/', { business_name: 'Another' });
      expect(again.status).toBe(200);
      expect(again.data.ad_account.id).toBe(first.data.ad_account.id);
      expect(again.data.user.business_name).toBe(name(100));
      const me = await as<{ is_partner: boolean; business_name: string }>(owner, 'GET', '/v3/users/me/');
      expect(me.data).toMatchObject({ is_partner: true, business_name: name(100) });
      account = first.data.ad_account;
    });
  });

  describe('ad accounts', () => {
    it('lets only partners make one (403 not_partner), names 1 to 100 characters', async () => {
      freshMinute();
      const refused = await as(other, 'POST', '/v3/ad_accounts/', { name: 'Mine' });
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: 'not_partner', message: 'Convert to a business account first.' });
      expect((await as(owner, 'POST', '/v3/ad_accounts/', { name: '' })).error?.param).toBe('name');
      expect((await as(owner, 'POST', '/v3/ad_accounts/', { name: name(101) })).error?.param).toBe('name');
      const made = await as<V3AdAccount>(owner, 'POST', '/v3/ad_accounts/', { name: name(1) });
      expect(made.status).toBe(201);
      expect(made.data.name).toBe('n');
    });

    it('lists the viewer’s accounts oldest first, paged with a bookmark, and reads one', async () => {
      const first = await as<V3AdAccount[]>(owner, 'GET', '/v3/ad_accounts/?page_size=1');
      expect(first.data.map((a) => a.id)).toEqual([account.id]);
      const bookmark = first.body.resource_response.bookmark!;
      const second = await as<V3AdAccount[]>(owner, 'GET', `/v3/ad_accounts/?page_size=1&bookmark=${encodeURIComponent(bookmark)}`);
      expect(second.data.map((a) => a.name)).toEqual(['n']);
      expect(second.body.resource_response.bookmark).toBe('-end-');
      expect((await as<V3AdAccount[]>(other, 'GET', '/v3/ad_accounts/')).data).toEqual([]);
      expect((await as<V3AdAccount>(owner, 'GET', `/v3/ad_accounts/${account.id}/`)).data).toEqual(account);
      expect((await as(owner, 'GET', '/v3/ad_accounts/?page_size=51')).error?.param).toBe('page_size');
    });
  });

  describe('campaigns', () => {
    it('names 1 to 100 characters and an objective from the list', async () => {
      freshMinute();
      const url = `/v3/ad_accounts/${account.id}/campaigns/`;
      expect((await as(owner, 'POST', url, campaignBody({ name: '' }))).error?.param).toBe('name');
      expect((await as(owner, 'POST', url, campaignBody({ name: name(101) }))).error?.param).toBe('name');
      expect((await as(owner, 'POST', url, campaignBody({ objective: 'FAME' }))).error?.param).toBe('objective');
      expect((await as(owner, 'POST', url, campaignBody({ status: 'RUNNING' }))).error?.param).toBe('status');
      const made = await as<V3Campaign>(owner, 'POST', url, campaignBody({ name: name(100) }));
      expect(made.status).toBe(201);
      expect(made.data).toMatchObject({ ad_account_id: account.id, name: name(100), objective: 'AWARENESS', status: 'ACTIVE', daily_budget_micros: MIN_DAILY_BUDGET_MICROS, lifetime_budget_micros: null, end_time: null });
      expect(made.data.start_time).toBe(new Date(time.clock()).toISOString());
    });

    it('needs a daily budget of at least $1 a day, or a lifetime budget of at least $1, and exactly one', async () => {
      freshMinute();
      const url = `/v3/ad_accounts/${account.id}/campaigns/`;
      const low = await as(owner, 'POST', url, campaignBody({ daily_budget_micros: MIN_DAILY_BUDGET_MICROS - 1 }));
      expect(low.status).toBe(400);
      expect(low.error?.param).toBe('daily_budget_micros');
      expect((await as(owner, 'POST', url, campaignBody({ daily_budget_micros: undefined, lifetime_budget_micros: MIN_DAILY_BUDGET_MICROS - 1 }))).error?.param).toBe('lifetime_budget_micros');
      expect((await as(owner, 'POST', url, campaignBody({ daily_budget_micros: undefined }))).error).toMatchObject({ param: 'daily_budget_micros', message: expect.stringContaining('exactly one budget') });
      expect((await as(owner, 'POST', url, campaignBody({ lifetime_budget_micros: 5_000_000 }))).error?.param).toBe('lifetime_budget_micros');
      expect((await as(owner, 'POST', url, campaignBody({ daily_budget_micros: '1.5' }))).error?.param).toBe('daily_budget_micros');
      const lifetime = await as<V3Campaign>(owner, 'POST', url, campaignBody({ daily_budget_micros: null, lifetime_budget_micros: String(MIN_DAILY_BUDGET_MICROS) }));
      expect(lifetime.status).toBe(201);
      expect(lifetime.data).toMatchObject({ daily_budget_micros: null, lifetime_budget_micros: MIN_DAILY_BUDGET_MICROS });
    });

    it('takes an end_time only after the start and in the future', async () => {
      freshMinute();
      const url = `/v3/ad_accounts/${account.id}/campaigns/`;
      const now = time.clock();
      expect((await as(owner, 'POST', url, campaignBody({ end_time: new Date(now).toISOString() }))).error?.param).toBe('end_time');
      expect((await as(owner, 'POST', url, campaignBody({ end_time: 'next week' }))).error?.param).toBe('end_time');
      const ok = await as<V3Campaign>(owner, 'POST', url, campaignBody({ end_time: new Date(now + 1000).toISOString() }));
      expect(ok.status).toBe(201);
      expect(ok.data.end_time).toBe(new Date(now + 1000).toISOString());
    });

    it('updates name, status, budgets (one replaces the other) and end_time; the objective stays', async () => {
      freshMinute();
      campaign = (await as<V3Campaign>(owner, 'POST', `/v3/ad_accounts/${account.id}/campaigns/`, campaignBody())).data;
      const url = `/v3/campaigns/${campaign.id}/`;
      time.advance(1000);
      const renamed = await as<V3Campaign>(owner, 'PATCH', url, { name: 'Summer', status: 'PAUSED' });
      expect(renamed.data).toMatchObject({ name: 'Summer', status: 'PAUSED' });
      expect(renamed.data.updated_at).not.toBe(campaign.updated_at);
      const switched = await as<V3Campaign>(owner, 'PATCH', url, { lifetime_budget_micros: 30_000_000 });
      expect(switched.data).toMatchObject({ daily_budget_micros: null, lifetime_budget_micros: 30_000_000 });
      expect((await as(owner, 'PATCH', url, { lifetime_budget_micros: null })).error?.param).toBe('lifetime_budget_micros');
      expect((await as(owner, 'PATCH', url, { daily_budget_micros: 2_000_000, lifetime_budget_micros: 3_000_000 })).error?.param).toBe('lifetime_budget_micros');
      expect((await as(owner, 'PATCH', url, { name: name(101) })).error?.param).toBe('name');
      expect((await as(owner, 'PATCH', url, { objective: 'VIDEO_VIEW' })).error?.param).toBe('objective');
      const end = new Date(time.clock() + DAY_MS).toISOString();
      const back = await as<V3Campaign>(owner, 'PATCH', url, { daily_budget_micros: 2_000_000, status: 'ACTIVE', end_time: end });
      expect(back.data).toMatchObject({ daily_budget_micros: 2_000_000, lifetime_budget_micros: null, status: 'ACTIVE', end_time: end, objective: 'AWARENESS' });
      expect((await as<V3Campaign>(owner, 'PATCH', url, { end_time: null })).data.end_time).toBeNull();
      campaign = (await as<V3Campaign>(owner, 'GET', url)).data;
      expect(campaign.name).toBe('Summer');
    });

    it('lists the account’s campaigns newest first, paged', async () => {
      const all = await as<V3Campaign[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/campaigns/?page_size=50`);
      expect(all.data[0]!.id).toBe(campaign.id);
      const ids = all.data.map((c) => Number(c.id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const first = await as<V3Campaign[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/campaigns/?page_size=2`);
      const rest = await as<V3Campaign[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/campaigns/?page_size=50&bookmark=${encodeURIComponent(first.body.resource_response.bookmark!)}`);
      expect([...first.data, ...rest.data].map((c) => c.id)).toEqual(all.data.map((c) => c.id));
    });
  });

  describe('ad groups', () => {
    it('bids at least $0.10 CPM and names 1 to 100 characters', async () => {
      freshMinute();
      const url = `/v3/campaigns/${campaign.id}/ad_groups/`;
      expect((await as(owner, 'POST', url, groupBody({ bid_micros: MIN_BID_MICROS - 1 }))).error?.param).toBe('bid_micros');
      expect((await as(owner, 'POST', url, groupBody({ bid_micros: undefined }))).error?.param).toBe('bid_micros');
      expect((await as(owner, 'POST', url, groupBody({ name: '' }))).error?.param).toBe('name');
      expect((await as(owner, 'POST', url, groupBody({ name: name(101) }))).error?.param).toBe('name');
      const made = await as<V3AdGroup>(owner, 'POST', url, groupBody({ name: name(100) }));
      expect(made.status).toBe(201);
      expect(made.data).toMatchObject({
        campaign_id: campaign.id,
        bid_micros: MIN_BID_MICROS,
        status: 'ACTIVE',
        first_party_personalization: true,
        third_party_personalization: false,
        expanded_targeting: false,
        customer_list_id: null,
        targeting: { interests: [], keywords: [], locales: [], countries: [], genders: [], age_buckets: [], devices: [], geo_regions: [], geo_postal_codes: [] },
      });
    });

    it('checks targeting against the lists, naming the value’s position, and needs interests that exist', async () => {
      freshMinute();
      const url = `/v3/campaigns/${campaign.id}/ad_groups/`;
      const cases: [Record<string, unknown>, string][] = [
        [{ genders: ['female', 'robot'] }, 'targeting.genders[1]'],
        [{ age_buckets: ['18-24', '13-17'] }, 'targeting.age_buckets[1]'],
        [{ devices: ['tv'] }, 'targeting.devices[0]'],
        [{ locales: ['english'] }, 'targeting.locales[0]'],
        [{ countries: ['USA'] }, 'targeting.countries[0]'],
        [{ interests: [String(topics[0]), '999999'] }, 'targeting.interests[1]'],
        [{ interests: ['x'] }, 'targeting.interests[0]'],
        [{ colours: ['red'] }, 'targeting.colours'],
        [{ genders: 'female' }, 'targeting.genders'],
      ];
      for (const [targeting, param] of cases) {
        const answer = await as(owner, 'POST', url, groupBody({ targeting }));
        expect(answer.status, param).toBe(400);
        expect(answer.error?.param).toBe(param);
      }
      const made = await as<V3AdGroup>(owner, 'POST', url, groupBody({
        targeting: { interests: [String(topics[0]), topics[0]], genders: ['female', 'unknown'], age_buckets: ['65+'], devices: ['web_mobile'], locales: ['en-US'], countries: ['gb'], keywords: ['  Raised BEDS '] },
        expanded_targeting: true,
      }));
      expect(made.status).toBe(201);
      expect(made.data.targeting).toMatchObject({ interests: [String(topics[0])], genders: ['female', 'unknown'], age_buckets: ['65+'], devices: ['web_mobile'], locales: ['en-US'], countries: ['GB'], keywords: ['raised beds'] });
      expect(made.data.expanded_targeting).toBe(true);
      adGroup = made.data;
    });

    it('updates its fields; targeting is replaced whole and checked the same way', async () => {
      freshMinute();
      const url = `/v3/ad_groups/${adGroup.id}/`;
      expect((await as(owner, 'PATCH', url, { bid_micros: MIN_BID_MICROS - 1 })).error?.param).toBe('bid_micros');
      expect((await as(owner, 'PATCH', url, { targeting: { genders: ['male', 'x'] } })).error?.param).toBe('targeting.genders[1]');
      const updated = await as<V3AdGroup>(owner, 'PATCH', url, { bid_micros: 2_500_000, status: 'PAUSED', targeting: { genders: ['male'] }, first_party_personalization: false });
      expect(updated.data).toMatchObject({ bid_micros: 2_500_000, status: 'PAUSED', first_party_personalization: false, expanded_targeting: true });
      expect(updated.data.targeting.genders).toEqual(['male']);
      expect(updated.data.targeting.interests).toEqual([]);
      expect((await as<V3AdGroup>(owner, 'GET', url)).data).toEqual(updated.data);
      const list = await as<V3AdGroup[]>(owner, 'GET', `/v3/campaigns/${campaign.id}/ad_groups/`);
      expect(list.data[0]!.id).toBe(adGroup.id);
    });
  });

  describe('ads', () => {
    it('promotes a public pin the owner may see, to a safe http(s) destination (the pin’s link by default)', async () => {
      freshMinute();
      const url = `/v3/ad_groups/${adGroup.id}/ads/`;
      expect((await as(owner, 'POST', url, { pin_id: String(secretPin.id) })).error?.param).toBe('pin_id');
      expect((await as(owner, 'POST', url, { pin_id: '99999999' })).error?.param).toBe('pin_id');
      expect((await as(owner, 'POST', url, { pin_id: String(linklessPin.id) })).error?.param).toBe('destination_url');
      for (const destination of ['javascript:alert(1)', 'ftp://files.example.com/', 'https://bad.example/buy', 'http://127.0.0.1/', 'not a url']) {
        const answer = await as(owner, 'POST', url, { pin_id: String(pin.id), destination_url: destination });
        expect(answer.status, destination).toBe(400);
        expect(answer.error?.param, destination).toBe('destination_url');
      }
      expect((await as(owner, 'POST', url, { pin_id: String(pin.id), partnership_advertiser_name: 'Brand' })).error?.param).toBe('partnership_attribution_name');
      const byLink = await as<V3Ad>(owner, 'POST', url, { pin_id: String(pin.id) });
      expect(byLink.status).toBe(201);
      expect(byLink.data).toMatchObject({ ad_group_id: adGroup.id, pin_id: String(pin.id), destination_url: 'https://shop.example.com/beds', status: 'ACTIVE', partnership_advertiser_name: null });
      expect(byLink.data.pin).toMatchObject({ id: String(pin.id), title: 'Raised beds' });
      const others = await as<V3Ad>(owner, 'POST', url, {
        pin_id: othersPin.id,
        destination_url: 'https://shop.example.com/other',
        partnership_advertiser_name: 'Brand',
        partnership_attribution_name: 'Creator',
      });
      expect(others.status).toBe(201);
      expect(others.data).toMatchObject({ partnership_advertiser_name: 'Brand', partnership_attribution_name: 'Creator' });
    });

    it('updates the destination (checked again), status and partnership; the pin stays', async () => {
      freshMinute();
      const [ad] = (await as<V3Ad[]>(owner, 'GET', `/v3/ad_groups/${adGroup.id}/ads/`)).data.slice(-1);
      const url = `/v3/ads/${ad!.id}/`;
      expect((await as(owner, 'PATCH', url, { destination_url: 'https://bad.example/' })).error?.param).toBe('destination_url');
      expect((await as(owner, 'PATCH', url, { pin_id: String(othersPin.id) })).error?.param).toBe('pin_id');
      const updated = await as<V3Ad>(owner, 'PATCH', url, { destination_url: 'https://shop.example.com/new', status: 'PAUSED' });
      expect(updated.data).toMatchObject({ destination_url: 'https://shop.example.com/new', status: 'PAUSED', pin_id: String(pin.id) });
      expect((await as<V3Ad>(owner, 'GET', url)).data.destination_url).toBe('https://shop.example.com/new');
    });
  });

  describe('customer lists', () => {
    it('stores SHA-256 of the trimmed, lower-cased addresses (never the addresses), at most 10,000', async () => {
      freshMinute();
      const url = `/v3/ad_accounts/${account.id}/customer_lists/`;
      const made = await as<V3CustomerList>(owner, 'POST', url, { name: 'Buyers', emails: ['  Ada@Example.com ', 'ada@example.com', 'bob@example.com'] });
      expect(made.status).toBe(201);
      expect(made.data).toMatchObject({ ad_account_id: account.id, name: 'Buyers', size: 2 });
      const hashes = (await storage.db.select().from(customerListMembers).where(eq(customerListMembers.listId, Number(made.data.id)))).map((m) => m.emailHash).sort();
      const sha = (text: string) => createHash('sha256').update(text).digest('hex');
      expect(hashes).toEqual([sha('ada@example.com'), sha('bob@example.com')].sort());
      expect(JSON.stringify(await storage.db.select().from(customerListMembers))).not.toContain('example.com');

      const many = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`);
      const full = await as<V3CustomerList>(owner, 'POST', url, { name: 'Full', emails: many(10_000) });
      expect(full.status).toBe(201);
      expect(full.data.size).toBe(10_000);
      const over = await as(owner, 'POST', url, { name: 'Over', emails: many(10_001) });
      expect(over.status).toBe(400);
      expect(over.error?.param).toBe('emails');
      expect((await as(owner, 'POST', url, { name: 'Bad', emails: ['a@b.c', 'nobody'] })).error?.param).toBe('emails[1]');
      expect((await as(owner, 'POST', url, { name: 'Empty', emails: [] })).error?.param).toBe('emails');
      expect((await as(owner, 'POST', url, { name: name(101), emails: ['a@b.c'] })).error?.param).toBe('name');

      const list = await as<V3CustomerList[]>(owner, 'GET', url);
      expect(list.data.map((l) => l.name)).toEqual(['Full', 'Buyers']);
    });

    it('lets an ad group use only its own account’s list, which turns third-party personalization on', async () => {
      freshMinute();
      const [buyers] = (await as<V3CustomerList[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/customer_lists/`)).data.slice(-1);
      const url = `/v3/campaigns/${campaign.id}/ad_groups/`;
      expect((await as(owner, 'POST', url, groupBody({ customer_list_id: '99999999' }))).error?.param).toBe('customer_list_id');
      const made = await as<V3AdGroup>(owner, 'POST', url, groupBody({ customer_list_id: buyers!.id }));
      expect(made.data).toMatchObject({ customer_list_id: buyers!.id, third_party_personalization: true });
    });
  });

  describe('quick promote', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      pin_id: String(pin.id),
      objective: 'CONSIDERATION',
      audience: { mode: 'automatic' },
      daily_budget_micros: 5_000_000,
      duration_days: 7,
      ...extra,
    });
    const url = () => `/v3/ad_accounts/${account.id}/quick_promote/`;

    it('makes a live campaign, ad group and ad: automatic audience from the pin’s and its board’s topics', async () => {
      freshMinute();
      const made = await as<V3QuickPromotion>(owner, 'POST', url(), body());
      expect(made.status).toBe(201);
      const now = time.clock();
      expect(made.data.campaign).toMatchObject({ objective: 'CONSIDERATION', status: 'ACTIVE', daily_budget_micros: 5_000_000, lifetime_budget_micros: null, start_time: new Date(now).toISOString(), end_time: new Date(now + 7 * DAY_MS).toISOString() });
      expect(made.data.ad_group).toMatchObject({ campaign_id: made.data.campaign.id, bid_micros: MIN_BID_MICROS * 20, expanded_targeting: true });
      expect(made.data.ad_group.targeting.interests.sort()).toEqual([String(topics[0]), String(topics[1])].sort());
      expect(made.data.ad).toMatchObject({ ad_group_id: made.data.ad_group.id, pin_id: String(pin.id), destination_url: 'https://shop.example.com/beds' });
    });

    it('takes a chosen audience, a bid and a destination', async () => {
      freshMinute();
      const made = await as<V3QuickPromotion>(owner, 'POST', url(), body({
        audience: { mode: 'chosen', interests: [String(topics[2])], genders: ['female'], age_buckets: ['25-34'], locales: ['en-US'] },
        bid_micros: 3_000_000,
        destination_url: 'https://shop.example.com/promo',
      }));
      expect(made.status).toBe(201);
      expect(made.data.ad_group).toMatchObject({ bid_micros: 3_000_000, expanded_targeting: false });
      expect(made.data.ad_group.targeting).toMatchObject({ interests: [String(topics[2])], genders: ['female'], age_buckets: ['25-34'], locales: ['en-US'] });
      expect(made.data.ad.destination_url).toBe('https://shop.example.com/promo');
    });

    it('runs 1 to 90 days and refuses bad input, making nothing', async () => {
      freshMinute();
      const count = async () => (await as<V3Campaign[]>(owner, 'GET', `/v3/ad_accounts/${account.id}/campaigns/?page_size=50`)).data.length;
      const before = await count();
      const refusals: [Record<string, unknown>, string][] = [
        [{ duration_days: 0 }, 'duration_days'],
        [{ duration_days: 91 }, 'duration_days'],
        [{ duration_days: 1.5 }, 'duration_days'],
        [{ daily_budget_micros: MIN_DAILY_BUDGET_MICROS - 1 }, 'daily_budget_micros'],
        [{ bid_micros: MIN_BID_MICROS - 1 }, 'bid_micros'],
        [{ objective: 'FAME' }, 'objective'],
        [{ audience: { mode: 'sometimes' } }, 'audience.mode'],
        [{ audience: { mode: 'chosen', genders: ['female', 'robot'] } }, 'audience.genders[1]'],
        [{ audience: { mode: 'chosen', interests: ['99999999'] } }, 'audience.interests[0]'],
        [{ pin_id: String(secretPin.id) }, 'pin_id'],
        [{ pin_id: String(linklessPin.id) }, 'destination_url'],
        [{ destination_url: 'https://bad.example/' }, 'destination_url'],
      ];
      for (const [extra, param] of refusals) {
        const answer = await as(owner, 'POST', url(), body(extra));
        expect(answer.status, param).toBe(400);
        expect(answer.error?.param, JSON.stringify(extra)).toBe(param);
      }
      expect(await count()).toBe(before);
      for (const days of [1, 90]) {
        const made = await as<V3QuickPromotion>(owner, 'POST', url(), body({ duration_days: days }));
        expect(made.status).toBe(201);
        expect(Date.parse(made.data.campaign.end_time!) - Date.parse(made.data.campaign.start_time)).toBe(days * DAY_MS);
      }
    });
  });

  describe('rate limit', () => {
    it(`allows ${AD_WRITES_PER_MINUTE} writes a minute per account, then 429 until the next minute`, async () => {
      freshMinute();
      const url = `/v3/campaigns/${campaign.id}/`;
      for (let n = 0; n < AD_WRITES_PER_MINUTE; n += 1) {
        expect((await as(owner, 'PATCH', url, { name: `Name ${n}` })).status).toBe(200);
      }
      const refused = await as(owner, 'PATCH', url, { name: 'One more' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Someone else's writes are counted apart.
      expect((await as(other, 'POST', '/v3/business/convert/', { business_name: 'Other Co' })).status).toBe(201);
      freshMinute();
      expect((await as<V3Campaign>(owner, 'PATCH', url, { name: 'Next minute' })).data.name).toBe('Next minute');
    });
  });
});
