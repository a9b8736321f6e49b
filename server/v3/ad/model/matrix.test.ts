/**
 * Who may read and write the advertising model (issue 19, the contract's authorisation matrix), on PGlite and
 * PostgreSQL. Viewers: the ad account's owner (a partner), another member (not a partner), a partner with an
 * ad account of their own, and a visitor signed out. Every route, read and write: the owner is answered; the
 * two others hear 404 with the same body as an unknown id and change nothing; the visitor hears 401. The
 * viewer's own collections (GET/POST /v3/ad_accounts/, POST /v3/business/convert/) answer each as themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../../db/client.ts';
import { adAccounts, adBulkUploads, adGroups, ads, campaigns, customerListMembers, customerLists, users, type PinRow } from '../../../db/schema.ts';
import { makeBoard, makePin } from '../../../testing/fixtures.ts';
import { signUp, type Member } from '../../../testing/members.ts';
import { startTestServer, type TestServer } from '../../../testing/server.ts';
import { backends } from '../../../testing/storage.ts';
import { MIN_BID_MICROS, MIN_DAILY_BUDGET_MICROS } from '../constants.ts';
import type { V3BusinessConversion } from './accounts.ts';
import type { V3Ad, V3AdGroup, V3Campaign, V3CustomerList } from './serialize.ts';
import { adCall, handClock, type AdAnswer, type Method } from './testing.ts';

type ViewerKind = 'owner' | 'member' | 'other partner' | 'signed out';

interface Ids {
  account: string;
  campaign: string;
  adGroup: string;
  ad: string;
}

interface Route {
  name: string;
  method: Method;
  url: (ids: Ids) => string;
  body?: () => unknown;
  /** The owner's status. */
  ok: number;
  /** The 404 message with this id unknown. */
  missing: (ids: Ids) => string;
}

const UNKNOWN = '987654321';
const unknownIds: Ids = { account: UNKNOWN, campaign: UNKNOWN, adGroup: UNKNOWN, ad: UNKNOWN };

describe.each(backends())('v3 advertising model authorisation matrix on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const time = handClock();
  const people = new Map<ViewerKind, Member | undefined>();
  let ids: Ids;
  let pin: PinRow;

  const as = <T = unknown>(who: ViewerKind, method: Method, url: string, body?: unknown): Promise<AdAnswer<T>> =>
    adCall<T>(server, method, url, { cookie: people.get(who)?.token, body });

  const accountMissing = (i: Ids) => `ad account ${i.account} not found`;
  const ROUTES: Route[] = [
    { name: 'read the ad account', method: 'GET', url: (i) => `/v3/ad_accounts/${i.account}/`, ok: 200, missing: accountMissing },
    { name: 'list campaigns', method: 'GET', url: (i) => `/v3/ad_accounts/${i.account}/campaigns/`, ok: 200, missing: accountMissing },
    { name: 'read a campaign', method: 'GET', url: (i) => `/v3/campaigns/${i.campaign}/`, ok: 200, missing: (i) => `campaign ${i.campaign} not found` },
    { name: 'list ad groups', method: 'GET', url: (i) => `/v3/campaigns/${i.campaign}/ad_groups/`, ok: 200, missing: (i) => `campaign ${i.campaign} not found` },
    { name: 'read an ad group', method: 'GET', url: (i) => `/v3/ad_groups/${i.adGroup}/`, ok: 200, missing: (i) => `ad group ${i.adGroup} not found` },
    { name: 'list ads', method: 'GET', url: (i) => `/v3/ad_groups/${i.adGroup}/ads/`, ok: 200, missing: (i) => `ad group ${i.adGroup} not found` },
    { name: 'read an ad', method: 'GET', url: (i) => `/v3/ads/${i.ad}/`, ok: 200, missing: (i) => `ad ${i.ad} not found` },
    { name: 'list customer lists', method: 'GET', url: (i) => `/v3/ad_accounts/${i.account}/customer_lists/`, ok: 200, missing: accountMissing },
    { name: 'download the bulk template', method: 'GET', url: (i) => `/v3/ad_accounts/${i.account}/bulk/template/`, ok: 200, missing: accountMissing },
    { name: 'list bulk uploads', method: 'GET', url: (i) => `/v3/ad_accounts/${i.account}/bulk/uploads/`, ok: 200, missing: accountMissing },
    {
      name: 'make a campaign',
      method: 'POST',
      url: (i) => `/v3/ad_accounts/${i.account}/campaigns/`,
      body: () => ({ name: 'More', objective: 'AWARENESS', daily_budget_micros: MIN_DAILY_BUDGET_MICROS }),
      ok: 201,
      missing: accountMissing,
    },
    { name: 'change a campaign', method: 'PATCH', url: (i) => `/v3/campaigns/${i.campaign}/`, body: () => ({ status: 'PAUSED' }), ok: 200, missing: (i) => `campaign ${i.campaign} not found` },
    {
      name: 'make an ad group',
      method: 'POST',
      url: (i) => `/v3/campaigns/${i.campaign}/ad_groups/`,
      body: () => ({ name: 'More', bid_micros: MIN_BID_MICROS }),
      ok: 201,
      missing: (i) => `campaign ${i.campaign} not found`,
    },
    { name: 'change an ad group', method: 'PATCH', url: (i) => `/v3/ad_groups/${i.adGroup}/`, body: () => ({ bid_micros: 2 * MIN_BID_MICROS }), ok: 200, missing: (i) => `ad group ${i.adGroup} not found` },
    { name: 'make an ad', method: 'POST', url: (i) => `/v3/ad_groups/${i.adGroup}/ads/`, body: () => ({ pin_id: String(pin.id) }), ok: 201, missing: (i) => `ad group ${i.adGroup} not found` },
    { name: 'change an ad', method: 'PATCH', url: (i) => `/v3/ads/${i.ad}/`, body: () => ({ status: 'PAUSED' }), ok: 200, missing: (i) => `ad ${i.ad} not found` },
    {
      name: 'upload a customer list',
      method: 'POST',
      url: (i) => `/v3/ad_accounts/${i.account}/customer_lists/`,
      body: () => ({ name: 'Buyers', emails: ['a@example.com'] }),
      ok: 201,
      missing: accountMissing,
    },
    {
      name: 'quick promote',
      method: 'POST',
      url: (i) => `/v3/ad_accounts/${i.account}/quick_promote/`,
      body: () => ({ pin_id: String(pin.id), objective: 'AWARENESS', audience: { mode: 'automatic' }, daily_budget_micros: MIN_DAILY_BUDGET_MICROS, duration_days: 3 }),
      ok: 201,
      missing: accountMissing,
    },
    {
      name: 'bulk upload',
      method: 'POST',
      url: (i) => `/v3/ad_accounts/${i.account}/bulk/upload/`,
      body: () => ({
        filename: 'edit.csv',
        csv: 'level,id,parent_id,name,status,objective,daily_budget_micros,lifetime_budget_micros,bid_micros,targeting_json,pin_id,destination_url\ncampaign,,,Bulk,ACTIVE,AWARENESS,1000000,,,,,\n',
      }),
      ok: 200,
      missing: accountMissing,
    },
  ];

  const snapshot = async () => ({
    accounts: await storage.db.select().from(adAccounts).orderBy(adAccounts.id),
    campaigns: await storage.db.select().from(campaigns).orderBy(campaigns.id),
    adGroups: await storage.db.select().from(adGroups).orderBy(adGroups.id),
    ads: await storage.db.select().from(ads).orderBy(ads.id),
    lists: await storage.db.select().from(customerLists).orderBy(customerLists.id),
    members: await storage.db.$count(customerListMembers),
    uploads: await storage.db.select().from(adBulkUploads).orderBy(adBulkUploads.id),
    partners: (await storage.db.select({ id: users.id, isPartner: users.isPartner }).from(users).orderBy(users.id)).map((u) => `${u.id}:${u.isPartner}`),
  });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: time.clock });
    people.set('owner', await signUp(server, storage, 'mx_owner'));
    people.set('member', await signUp(server, storage, 'mx_member'));
    people.set('other partner', await signUp(server, storage, 'mx_partner'));
    people.set('signed out', undefined);
    const board = await makeBoard(storage.db, people.get('owner')!.row, { privacy: 'public' });
    pin = await makePin(storage.db, board, { link: 'https://shop.example.com/item' });
    const account = (await as<V3BusinessConversion>('owner', 'POST', '/v3/business/convert/', { business_name: 'Owner Co' })).data.ad_account;
    expect((await as('other partner', 'POST', '/v3/business/convert/', { business_name: 'Rival Co' })).status).toBe(201);
    const campaign = (await as<V3Campaign>('owner', 'POST', `/v3/ad_accounts/${account.id}/campaigns/`, ROUTES[10]!.body!())).data;
    const adGroup = (await as<V3AdGroup>('owner', 'POST', `/v3/campaigns/${campaign.id}/ad_groups/`, ROUTES[12]!.body!())).data;
    const ad = (await as<V3Ad>('owner', 'POST', `/v3/ad_groups/${adGroup.id}/ads/`, ROUTES[14]!.body!())).data;
    expect((await as<V3CustomerList>('owner', 'POST', `/v3/ad_accounts/${account.id}/customer_lists/`, ROUTES[16]!.body!())).status).toBe(201);
    ids = { account: account.id, campaign: campaign.id, adGroup: adGroup.id, ad: ad.id };
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe.each(['member', 'other partner'] as const)('the %s', (who) => {
    it('hears 404, as for an unknown id, on every read and write, and changes nothing', async () => {
      time.advance(60_000);
      const before = await snapshot();
      for (const route of ROUTES) {
        const answer = await as(who, route.method, route.url(ids), route.body?.());
        expect(answer.status, `${route.name}: ${answer.text}`).toBe(404);
        expect(answer.error, route.name).toEqual({ code: 'not_found', message: route.missing(ids) });
        const unknown = await as('owner', route.method, route.url(unknownIds), route.body?.());
        expect(unknown.status, `${route.name} (unknown id)`).toBe(404);
        expect(unknown.error, `${route.name} (unknown id)`).toEqual({ code: 'not_found', message: route.missing(unknownIds) });
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it('refuses the visitor signed out with 401 on every read and write, changing nothing', async () => {
    const before = await snapshot();
    for (const route of ROUTES) {
      const answer = await as('signed out', route.method, route.url(ids), route.body?.());
      expect(answer.status, `${route.name}: ${answer.text}`).toBe(401);
      expect(answer.error?.code).toBe('unauthenticated');
    }
    for (const [method, url] of [
      ['GET', '/v3/ad_accounts/'],
      ['POST', '/v3/ad_accounts/'],
      ['POST', '/v3/business/convert/'],
    ] as const) {
      expect((await as('signed out', method, url, method === 'POST' ? { name: 'X', business_name: 'X' } : undefined)).status, url).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers the owner on every read and write', async () => {
    time.advance(60_000);
    for (const route of ROUTES) {
      const answer = await as('owner', route.method, route.url(ids), route.body?.());
      expect(answer.status, `${route.name}: ${answer.text}`).toBe(route.ok);
    }
    const [upload] = (await as<{ status: string }[]>('owner', 'GET', `/v3/ad_accounts/${ids.account}/bulk/uploads/`)).data;
    expect(upload?.status).toBe('applied');
  });

  it('lists each viewer’s own ad accounts and lets partners, not members, make more', async () => {
    time.advance(60_000);
    const names = async (who: ViewerKind) => (await as<{ name: string }[]>(who, 'GET', '/v3/ad_accounts/')).data.map((a) => a.name);
    expect(await names('owner')).toEqual(['Owner Co']);
    expect(await names('other partner')).toEqual(['Rival Co']);
    expect(await names('member')).toEqual([]);
    expect((await as('owner', 'POST', '/v3/ad_accounts/', { name: 'Second' })).status).toBe(201);
    expect((await as('other partner', 'POST', '/v3/ad_accounts/', { name: 'Second' })).status).toBe(201);
    const refused = await as('member', 'POST', '/v3/ad_accounts/', { name: 'Second' });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('not_partner');
    expect(await names('member')).toEqual([]);
    expect(await names('owner')).toEqual(['Owner Co', 'Second']);
  });
});
