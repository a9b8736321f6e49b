/**
 * The ad model in GraphQL over a stubbed v3 (the contract's shapes): what each field and mutation asks
 * v3, the nodes and connections it answers, errors as data naming the input field (v3's
 * `targeting.age_buckets[1]` is the input's `targeting.ageBuckets[1]`), the page bounds, the cost rule,
 * and served ads as their own Pin nodes (`{pinId}~ad{serveId}`) that round-trip through node(id:).
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { graphql, parse } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Context } from '../context.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { organicPinId, pinKey, servedAdKey } from '../pin/refs.ts';
import { V3Client } from '../v3/client.ts';
import type { Pin } from '../v3/types.ts';
import { inputPath } from './ad.ts';

type Json = Record<string, unknown>;
interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Json | null;
}
interface Answer {
  status?: number;
  data?: unknown;
  bookmark?: string | null;
  error?: { message: string; code: string; param?: string };
  /** A file instead of an envelope. */
  text?: string;
}
type Route = (call: Call) => Answer;

let routes: Record<string, Route> = {};
let calls: Call[] = [];

/** A fetch that answers as v3 would, from `routes` keyed "METHOD /path/" (query strings apart). */
const stubFetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
  const url = new URL(String(input));
  const call: Call = {
    method: init?.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Json) : null,
  };
  calls.push(call);
  const route = routes[`${call.method} ${call.path}`];
  const answer: Answer = route ? route(call) : { status: 404, error: { message: 'Not found', code: 'not_found' } };
  if (answer.text !== undefined) return new Response(answer.text, { status: answer.status ?? 200, headers: { 'content-type': 'text/csv' } });
  const envelope = { resource_response: { data: answer.data ?? null, bookmark: answer.bookmark ?? null, error: answer.error ?? null } };
  return new Response(JSON.stringify(envelope), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

function context(signedIn = true): Context {
  return {
    v3: new V3Client({ baseUrl: 'http://v3.test', fetch: stubFetch, forwardHeaders: signedIn ? { cookie: 'session=s' } : {} }),
    userAgent: 'test',
    deadline: new AbortController().signal,
  };
}

async function run(source: string, variables: Json = {}, signedIn = true) {
  const result = await graphql({ schema: getSchema(), source, variableValues: variables, contextValue: context(signedIn) });
  return { data: result.data as Json | null | undefined, errors: result.errors };
}

const ME = { id: '7', username: 'ada', first_name: 'Ada', last_name: '', full_name: 'Ada', is_partner: true, business_name: 'Ada Bakes' };
const ACCOUNT = { id: '11', name: 'Ada Bakes', currency: 'USD', owner: { id: '7', username: 'ada', full_name: 'Ada' }, created_at: '2026-11-01T00:00:00Z' };
const CAMPAIGN = {
  id: '21',
  ad_account_id: '11',
  name: 'Spring',
  objective: 'AWARENESS',
  status: 'ACTIVE',
  daily_budget_micros: 5_000_000,
  lifetime_budget_micros: null,
  start_time: '2026-11-01T00:00:00Z',
  end_time: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const GROUP = {
  id: '31',
  campaign_id: '21',
  name: 'Bakers',
  status: 'ACTIVE',
  bid_micros: 2_000_000,
  targeting: { interests: ['41'], genders: ['female'], age_buckets: ['25-34'] },
  first_party_personalization: true,
  third_party_personalization: false,
  expanded_targeting: false,
  customer_list_id: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const PIN = { id: '51', title: 'Sourdough', is_promoted: false, source_interest: { id: '41', name: 'Baking', url_name: 'baking' }, board: { id: '61' } };
const AD = {
  id: '71',
  ad_group_id: '31',
  pin_id: '51',
  pin: PIN,
  destination_url: 'https://bakes.example/',
  status: 'ACTIVE',
  partnership_advertiser_name: null,
  partnership_attribution_name: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const ATTRIBUTION = {
  advertiser_name: 'Ada Bakes',
  is_first_party_personalization_enabled: true,
  is_third_party_personalization_enabled: false,
  customer_list_matched: false,
  lookalike_matched: false,
  engagement_matched: false,
  expanded_targeting_matched: false,
  from_gps_location: false,
  visitor_matched: false,
  shopping_prospecting_matched: false,
  persona_matched: false,
  matched_age_bucket: null,
  matched_locale: null,
  matched_interest: 'Baking',
  matched_gender: null,
  matched_device: 'web',
  matched_keyword: null,
  geo_region: null,
  geo_postal_code: null,
};
const SERVED = { ...PIN, ad_serve_id: '91', is_promoted: true, ad_targeting_attribution: ATTRIBUTION, is_eligible_for_promoted_partnership: false };

const gid = (type: string, id: string) => encodeGlobalID(type, id);
const notFound = (): Answer => ({ status: 404, error: { message: 'Not found', code: 'not_found' } });

beforeEach(() => {
  calls = [];
  routes = {
    'GET /v3/users/me/': () => ({ data: ME }),
    'GET /v3/ad_accounts/11/': () => ({ data: ACCOUNT }),
    'GET /v3/ad_accounts/12/': notFound, // someone else's: v3 answers 404 as for an unknown one
    'GET /v3/campaigns/21/': () => ({ data: CAMPAIGN }),
    'GET /v3/ad_groups/31/': () => ({ data: GROUP }),
    'GET /v3/ads/71/': () => ({ data: AD }),
    'GET /v3/topics/41/': () => ({ data: { id: '41', name: 'Baking', url_name: 'baking', slug: 'baking' } }),
    'GET /v3/ad_serves/91/': () => ({ data: SERVED }),
    'GET /v3/users/': (call) => ({ data: call.query.ids!.split(',').map((id) => (id === '7' ? { id: '7', username: 'ada' } : null)) }),
    'GET /v3/pins/': (call) => ({ data: call.query.ids!.split(',').map((id) => (id === '51' ? PIN : null)) }),
  };
});

describe('the ad model as nodes', () => {
  it('loads each level by its global id, with its parent, and round-trips the ids', async () => {
    const { data, errors } = await run(
      `query($a: ID!, $c: ID!, $g: ID!, $ad: ID!) {
        a: node(id: $a) { id ... on AdAccount { entityId name currency owner { username } } }
        c: node(id: $c) { id ... on Campaign { name objective status dailyBudgetMicros lifetimeBudgetMicros endTime adAccount { id } } }
        g: node(id: $g) { ... on AdGroup { bidMicros targeting { interests { entityId name } genders ageBuckets devices } campaign { id } } }
        ad: node(id: $ad) { ... on Ad { destinationUrl pin { entityId title } adGroup { id } partnershipAdvertiserName } }
      }`,
      { a: gid('AdAccount', '11'), c: gid('Campaign', '21'), g: gid('AdGroup', '31'), ad: gid('Ad', '71') },
    );
    expect(errors).toBeUndefined();
    expect(data!.a).toEqual({ id: gid('AdAccount', '11'), entityId: '11', name: 'Ada Bakes', currency: 'USD', owner: { username: 'ada' } });
    expect(data!.c).toEqual({
      id: gid('Campaign', '21'),
      name: 'Spring',
      objective: 'AWARENESS',
      status: 'ACTIVE',
      dailyBudgetMicros: '5000000',
      lifetimeBudgetMicros: null,
      endTime: null,
      adAccount: { id: gid('AdAccount', '11') },
    });
    expect(data!.g).toEqual({
      bidMicros: '2000000',
      targeting: { interests: [{ entityId: '41', name: 'Baking' }], genders: ['female'], ageBuckets: ['25-34'], devices: [] },
      campaign: { id: gid('Campaign', '21') },
    });
    expect(data!.ad).toEqual({
      destinationUrl: 'https://bakes.example/',
      pin: { entityId: '51', title: 'Sourdough' },
      adGroup: { id: gid('AdGroup', '31') },
      partnershipAdvertiserName: null,
    });
    // Each node is read once per request, however many fields name it.
    expect(calls.filter((c) => c.path === '/v3/ad_accounts/11/')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/v3/campaigns/21/')).toHaveLength(1);
  });

  it("answers null for an account v3 does not show the viewer (another member's), and asks nothing when signed out", async () => {
    const other = await run('query($id: ID!) { node(id: $id) { id } }', { id: gid('AdAccount', '12') });
    expect(other.errors).toBeUndefined();
    expect(other.data!.node).toBeNull();
    calls = [];
    const visitor = await run('query($id: ID!) { node(id: $id) { id } }', { id: gid('AdAccount', '11') }, false);
    expect(visitor.data!.node).toBeNull();
    expect(calls).toEqual([]);
  });

  it('pages the viewer’s ad accounts and an account’s campaigns by bookmark, 1 to 50 a page', async () => {
    routes['GET /v3/ad_accounts/'] = (call) => ({ data: call.query.bookmark === 'b2' ? [{ ...ACCOUNT, id: '13' }] : [ACCOUNT], bookmark: call.query.bookmark === 'b2' ? '-end-' : 'b2' });
    routes['GET /v3/ad_accounts/11/campaigns/'] = () => ({ data: [CAMPAIGN], bookmark: '-end-' });
    const query = `query($first: Int, $after: String) { viewer { isPartner businessName adAccounts(first: $first, after: $after) {
      edges { node { entityId campaigns(first: 50) { edges { node { name } } } } } pageInfo { hasNextPage endCursor } } } }`;
    const first = await run(query, { first: 1 });
    expect(first.errors).toBeUndefined();
    const viewer = first.data!.viewer as { isPartner: boolean; businessName: string; adAccounts: { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    expect(viewer.isPartner).toBe(true);
    expect(viewer.businessName).toBe('Ada Bakes');
    expect(viewer.adAccounts.edges).toEqual([{ node: { entityId: '11', campaigns: { edges: [{ node: { name: 'Spring' } }] } } }]);
    expect(viewer.adAccounts.pageInfo).toEqual({ hasNextPage: true, endCursor: 'b2' });
    expect(calls.find((c) => c.path === '/v3/ad_accounts/')!.query).toMatchObject({ page_size: '1' });
    const second = await run(query, { first: 1, after: 'b2' });
    expect((second.data!.viewer as { adAccounts: { pageInfo: { hasNextPage: boolean } } }).adAccounts.pageInfo.hasNextPage).toBe(false);

    const atBound = await run('{ viewer { adAccounts(first: 50) { edges { node { id } } } } }');
    expect(atBound.errors).toBeUndefined();
    const over = await run('{ viewer { adAccounts(first: 51) { edges { node { id } } } } }');
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'first' });
    const zero = await run('{ viewer { adAccounts(first: 0) { edges { node { id } } } } }');
    expect(zero.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers empty lists and no business name to a visitor', async () => {
    const { data, errors } = await run('{ viewer { isPartner businessName adAccounts { edges { node { id } } } } }', {}, false);
    expect(errors).toBeUndefined();
    expect(data!.viewer).toEqual({ isPartner: false, businessName: null, adAccounts: { edges: [] } });
  });

  it('counts every new connection in the cost rule (first multiplied along the path; 20 when left out)', () => {
    const schema = getSchema();
    const count = (q: string) => nodeCount(schema, parse(q), {});
    expect(count('{ viewer { adAccounts(first: 10) { edges { node { campaigns(first: 10) { edges { node { id } } } } } } } }')).toBe(10 * (1 + 10));
    expect(count('{ viewer { adAccounts { edges { node { id } } } } }')).toBe(20);
    const deep = `{ viewer { adAccounts(first: 2) { edges { node {
      campaigns(first: 3) { edges { node { adGroups(first: 4) { edges { node { ads(first: 5) { edges { node { id } } } } } } } } }
      bulkUploads(first: 6) { edges { node { entityId } } } } } } } }`;
    expect(count(deep)).toBe(2 * (1 + 3 * (1 + 4 * (1 + 5)) + 6));
  });
});

describe('ad mutations: errors as data', () => {
  const CREATE_GROUP = `mutation($input: CreateAdGroupInput!) { createAdGroup(input: $input) { adGroup { id name } errors { field code message } } }`;

  it('sends the ad group in v3 terms and answers the new node', async () => {
    routes['POST /v3/campaigns/21/ad_groups/'] = (call) => ({ data: { ...GROUP, id: '32', name: String(call.body!.name) } });
    const { data, errors } = await run(CREATE_GROUP, {
      input: { campaignId: gid('Campaign', '21'), name: 'Knitters', bidMicros: '150000', targeting: { interestIds: ['41'], ageBuckets: ['18-24'], devices: ['web_mobile'] }, expandedTargeting: true },
    });
    expect(errors).toBeUndefined();
    expect(data!.createAdGroup).toEqual({ adGroup: { id: gid('AdGroup', '32'), name: 'Knitters' }, errors: [] });
    expect(calls.at(-1)!.body).toEqual({
      name: 'Knitters',
      bid_micros: 150000,
      expanded_targeting: true,
      targeting: { interests: ['41'], age_buckets: ['18-24'], devices: ['web_mobile'] },
    });
  });

  it("names the input field v3 refused, in the input's words", async () => {
    routes['POST /v3/campaigns/21/ad_groups/'] = () => ({ status: 400, error: { message: "'teen' is not an age bucket", code: 'invalid_parameter', param: 'targeting.age_buckets[1]' } });
    const bucket = await run(CREATE_GROUP, { input: { campaignId: '21', name: 'x', bidMicros: 150000, targeting: { ageBuckets: ['18-24', 'teen'] } } });
    expect(bucket.errors).toBeUndefined();
    expect(bucket.data!.createAdGroup).toEqual({ adGroup: null, errors: [{ field: 'targeting.ageBuckets[1]', code: 'INVALID_PARAMETER', message: "'teen' is not an age bucket" }] });

    routes['POST /v3/campaigns/21/ad_groups/'] = () => ({ status: 400, error: { message: 'No such interest', code: 'invalid_parameter', param: 'targeting.interests[0]' } });
    const interest = await run(CREATE_GROUP, { input: { campaignId: '21', name: 'x', bidMicros: 150000, targeting: { interestIds: ['999'] } } });
    expect((interest.data!.createAdGroup as { errors: { field: string }[] }).errors[0]!.field).toBe('targeting.interestIds[0]');

    routes['POST /v3/campaigns/21/ad_groups/'] = () => ({ status: 400, error: { message: 'At least 100000', code: 'invalid_parameter', param: 'bid_micros' } });
    const bid = await run(CREATE_GROUP, { input: { campaignId: '21', name: 'x', bidMicros: 99999 } });
    expect((bid.data!.createAdGroup as { errors: { field: string }[] }).errors[0]!.field).toBe('bidMicros');
  });

  it("is NOT_FOUND on the id for someone else's campaign, and for an id of another type without asking v3", async () => {
    routes['POST /v3/campaigns/22/ad_groups/'] = notFound;
    const other = await run(CREATE_GROUP, { input: { campaignId: gid('Campaign', '22'), name: 'x', bidMicros: 150000 } });
    expect(other.data!.createAdGroup).toEqual({ adGroup: null, errors: [{ field: 'campaignId', code: 'NOT_FOUND', message: 'That campaign does not exist.' }] });
    calls = [];
    const wrongType = await run(CREATE_GROUP, { input: { campaignId: gid('Board', '21'), name: 'x', bidMicros: 150000 } });
    expect((wrongType.data!.createAdGroup as { errors: { code: string; field: string }[] }).errors).toEqual([
      { field: 'campaignId', code: 'NOT_FOUND', message: 'That campaign does not exist.' },
    ]);
    expect(calls).toEqual([]);
  });

  it('refuses a malformed Micros before anything runs', async () => {
    const { errors } = await run(CREATE_GROUP, { input: { campaignId: '21', name: 'x', bidMicros: '-5' } });
    expect(errors?.[0]?.message).toMatch(/Micros/);
    expect(calls).toEqual([]);
  });

  it('quick-promotes a pin (a served ad’s id names its pin) and answers campaign, ad group and ad', async () => {
    routes['POST /v3/ad_accounts/11/quick_promote/'] = () => ({ data: { campaign: CAMPAIGN, ad_group: GROUP, ad: AD } });
    const QUICK = `mutation($input: QuickPromoteInput!) { quickPromote(input: $input) { campaign { id status } adGroup { id } ad { id pin { entityId } } errors { field code } } }`;
    const { data, errors } = await run(QUICK, {
      input: {
        adAccountId: gid('AdAccount', '11'),
        pinId: gid('Pin', '51~ad91'),
        objective: 'CONSIDERATION',
        audience: { mode: 'CHOSEN', interestIds: ['41'], genders: ['female'], ageBuckets: ['25-34'] },
        dailyBudgetMicros: '3000000',
        durationDays: 7,
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.quickPromote).toEqual({
      campaign: { id: gid('Campaign', '21'), status: 'ACTIVE' },
      adGroup: { id: gid('AdGroup', '31') },
      ad: { id: gid('Ad', '71'), pin: { entityId: '51' } },
      errors: [],
    });
    expect(calls.at(-1)!.body).toEqual({
      pin_id: '51',
      objective: 'CONSIDERATION',
      audience: { mode: 'chosen', interests: ['41'], genders: ['female'], age_buckets: ['25-34'] },
      daily_budget_micros: 3000000,
      duration_days: 7,
    });

    routes['POST /v3/ad_accounts/11/quick_promote/'] = () => ({ status: 400, error: { message: 'The pin has no link', code: 'invalid_parameter', param: 'destination_url' } });
    const noLink = await run(QUICK, { input: { adAccountId: '11', pinId: '51', objective: 'AWARENESS', audience: { mode: 'AUTOMATIC' }, dailyBudgetMicros: 3000000, durationDays: 7 } });
    expect(noLink.data!.quickPromote).toMatchObject({ campaign: null, ad: null, errors: [{ field: 'destinationUrl', code: 'INVALID_PARAMETER' }] });

    routes['POST /v3/ad_accounts/11/quick_promote/'] = () => ({ status: 400, error: { message: 'A secret board’s pin cannot be promoted', code: 'invalid_parameter', param: 'pin_id' } });
    const secret = await run(QUICK, { input: { adAccountId: '11', pinId: '51', objective: 'AWARENESS', audience: { mode: 'AUTOMATIC' }, dailyBudgetMicros: 3000000, durationDays: 7 } });
    expect(secret.data!.quickPromote).toMatchObject({ errors: [{ field: 'pinId', code: 'INVALID_PARAMETER' }] });
  });

  it('pauses and resumes with setCampaignStatus, and updates only the fields given (null clears)', async () => {
    routes['PATCH /v3/campaigns/21/'] = (call) => ({ data: { ...CAMPAIGN, ...call.body } });
    const pause = await run(`mutation($id: ID!) { setCampaignStatus(input: {id: $id, status: PAUSED}) { campaign { status } errors { code } } }`, { id: gid('Campaign', '21') });
    expect(pause.data!.setCampaignStatus).toEqual({ campaign: { status: 'PAUSED' }, errors: [] });
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', path: '/v3/campaigns/21/', body: { status: 'PAUSED' } });

    await run(`mutation($id: ID!) { updateCampaign(input: {id: $id, name: null, endTime: null, lifetimeBudgetMicros: "9000000", dailyBudgetMicros: null}) { errors { code } } }`, { id: gid('Campaign', '21') });
    expect(calls.at(-1)!.body).toEqual({ end_time: null, lifetime_budget_micros: 9000000, daily_budget_micros: null });

    routes['PATCH /v3/campaigns/21/'] = () => ({ status: 400, error: { message: 'Exactly one budget', code: 'invalid_parameter', param: 'daily_budget_micros' } });
    const both = await run(`mutation { updateCampaign(input: {id: "21", dailyBudgetMicros: "1000000"}) { campaign { id } errors { field code } } }`);
    expect(both.data!.updateCampaign).toEqual({ campaign: null, errors: [{ field: 'dailyBudgetMicros', code: 'INVALID_PARAMETER' }] });
  });

  it('converts to a business account: the same request then reads the viewer as a partner', async () => {
    routes['GET /v3/users/me/'] = () => ({ data: { ...ME, is_partner: false, business_name: null } });
    routes['POST /v3/business/convert/'] = (call) => ({ data: { user: { ...ME, business_name: call.body!.business_name }, ad_account: ACCOUNT } });
    const CONVERT = `mutation($name: String!) { convertToBusiness(input: {businessName: $name}) { viewer { isPartner businessName } adAccount { entityId } errors { field code } } }`;
    const { data } = await run(CONVERT, { name: 'Ada Bakes' });
    expect(data!.convertToBusiness).toEqual({ viewer: { isPartner: true, businessName: 'Ada Bakes' }, adAccount: { entityId: '11' }, errors: [] });

    routes['POST /v3/business/convert/'] = () => ({ status: 400, error: { message: 'At most 100 characters', code: 'invalid_parameter', param: 'business_name' } });
    const long = await run(CONVERT, { name: 'x'.repeat(101) });
    expect(long.data!.convertToBusiness).toEqual({ viewer: { isPartner: false, businessName: null }, adAccount: null, errors: [{ field: 'businessName', code: 'INVALID_PARAMETER' }] });

    routes['POST /v3/business/convert/'] = () => ({ status: 401, error: { message: 'Log in first', code: 'unauthenticated' } });
    const visitor = await run(CONVERT, { name: 'Ada Bakes' }, false);
    expect(visitor.data!.convertToBusiness).toMatchObject({ adAccount: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('keeps v3’s words for a personal account making an ad account (NOT_PARTNER)', async () => {
    routes['POST /v3/ad_accounts/'] = () => ({ status: 403, error: { message: 'Convert to a business account first.', code: 'not_partner' } });
    const { data } = await run('mutation { createAdAccount(input: {name: "Shop"}) { adAccount { id } errors { field code message } } }');
    expect(data!.createAdAccount).toEqual({ adAccount: null, errors: [{ field: null, code: 'NOT_PARTNER', message: 'Convert to a business account first.' }] });
  });

  it('estimates reach: AUTOMATIC takes the pin’s topic and its board’s, CHOSEN the lists given', async () => {
    routes['POST /v3/ad_accounts/11/reach_estimate/'] = () => ({ data: { audience_size: 120, monthly_reach_low: 80, monthly_reach_high: 160 } });
    routes['GET /v3/boards/'] = () => ({ data: [{ id: '61', topic: { id: '42', name: 'Bread', url_name: 'bread' } }] });
    const REACH = `query($a: ID!, $audience: AudienceInput!) { reachEstimate(adAccountId: $a, audience: $audience) { audienceSize monthlyReachLow monthlyReachHigh } }`;
    const auto = await run(REACH, { a: gid('AdAccount', '11'), audience: { mode: 'AUTOMATIC', pinId: gid('Pin', '51') } });
    expect(auto.errors).toBeUndefined();
    expect(auto.data!.reachEstimate).toEqual({ audienceSize: 120, monthlyReachLow: 80, monthlyReachHigh: 160 });
    expect(calls.at(-1)!.body).toEqual({ targeting: { interests: ['41', '42'] }, first_party_personalization: true, expanded_targeting: true });

    await run(REACH, { a: '11', audience: { mode: 'CHOSEN', locales: ['en-US'], genders: ['male'] } });
    expect(calls.at(-1)!.body).toEqual({ targeting: { locales: ['en-US'], genders: ['male'] }, first_party_personalization: true, expanded_targeting: false });

    const noPin = await run(REACH, { a: '11', audience: { mode: 'AUTOMATIC' } });
    expect(noPin.errors?.[0]?.extensions).toMatchObject({ param: 'audience.pinId' });
    routes['POST /v3/ad_accounts/12/reach_estimate/'] = notFound;
    const other = await run(REACH, { a: '12', audience: { mode: 'CHOSEN' } });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('bulk editing', () => {
  const CSV = 'level,id,parent_id,name,status,objective,daily_budget_micros,lifetime_budget_micros,bid_micros,targeting_json,pin_id,destination_url\ncampaign,21,,Spring,ACTIVE,AWARENESS,5000000,,,,,\n';

  it('answers the template as v3 sends it (text/csv), and the history newest first', async () => {
    routes['GET /v3/ad_accounts/11/bulk/template/'] = () => ({ text: CSV });
    routes['GET /v3/ad_accounts/11/bulk/uploads/'] = () => ({
      data: [{ id: '81', filename: 'ads.csv', status: 'rejected', row_count: 2, errors: [{ row: 2, column: 'status', message: 'Not a status' }], created_at: '2026-11-02T00:00:00Z', user: { id: '7', username: 'ada' } }],
      bookmark: '-end-',
    });
    const { data, errors } = await run(`query($id: ID!) { node(id: $id) { ... on AdAccount { bulkTemplateCsv bulkUploads(first: 5) { edges { node { filename status rowCount errors { row column message } user { id } } } } } } }`, {
      id: gid('AdAccount', '11'),
    });
    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({
      bulkTemplateCsv: CSV,
      bulkUploads: { edges: [{ node: { filename: 'ads.csv', status: 'REJECTED', rowCount: 2, errors: [{ row: 2, column: 'status', message: 'Not a status' }], user: { id: gid('User', '7') } } }] },
    });
  });

  it('answers a rejected upload as data with its row errors, and a refusal before any row as UserErrors', async () => {
    routes['POST /v3/ad_accounts/11/bulk/upload/'] = (call) => ({
      data: { upload: { id: '82', filename: call.body!.filename, status: 'rejected', row_count: 1, errors: [{ row: 1, column: 'bid_micros', message: 'At least 100000' }], created_at: '2026-11-02T00:00:00Z', user: null } },
    });
    const UPLOAD = `mutation($input: UploadBulkCsvInput!) { uploadBulkCsv(input: $input) { upload { status errors { row column } } errors { field code } } }`;
    const rejected = await run(UPLOAD, { input: { adAccountId: gid('AdAccount', '11'), filename: 'ads.csv', csv: CSV } });
    expect(rejected.data!.uploadBulkCsv).toEqual({ upload: { status: 'REJECTED', errors: [{ row: 1, column: 'bid_micros' }] }, errors: [] });
    expect(calls.at(-1)!.body).toEqual({ filename: 'ads.csv', csv: CSV });

    routes['POST /v3/ad_accounts/11/bulk/upload/'] = () => ({ status: 400, error: { message: 'At most 1 MB', code: 'invalid_parameter', param: 'csv' } });
    const big = await run(UPLOAD, { input: { adAccountId: '11', filename: 'ads.csv', csv: 'x' } });
    expect(big.data!.uploadBulkCsv).toEqual({ upload: null, errors: [{ field: 'csv', code: 'INVALID_PARAMETER' }] });

    routes['POST /v3/ad_accounts/12/bulk/upload/'] = notFound;
    const other = await run(UPLOAD, { input: { adAccountId: '12', filename: 'ads.csv', csv: CSV } });
    expect(other.data!.uploadBulkCsv).toEqual({ upload: null, errors: [{ field: 'adAccountId', code: 'NOT_FOUND' }] });
  });
});

describe('served ads as Pin nodes', () => {
  const SERVED_ID = gid('Pin', '51~ad91');
  const WHY = `adServeId isPromoted isEligibleForPromotedPartnership promotedPartnershipAdvertiserName
    adTargetingAttribution { advertiserName isFirstPartyPersonalizationEnabled matchedInterest matchedDevice matchedGender customerListMatched }`;

  it("has its own node id, `{pinId}~ad{serveId}`, with the pin's entityId, and loads it again from GET /v3/ad_serves/{id}/", async () => {
    const { data, errors } = await run(`query($id: ID!) { node(id: $id) { id ... on Pin { entityId ${WHY} } } }`, { id: SERVED_ID });
    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({
      id: SERVED_ID,
      entityId: '51',
      adServeId: '91',
      isPromoted: true,
      isEligibleForPromotedPartnership: false,
      promotedPartnershipAdvertiserName: null,
      adTargetingAttribution: {
        advertiserName: 'Ada Bakes',
        isFirstPartyPersonalizationEnabled: true,
        matchedInterest: 'Baking',
        matchedDevice: 'web',
        matchedGender: null,
        customerListMatched: false,
      },
    });
    expect(calls.map((c) => c.path)).toEqual(['/v3/ad_serves/91/']);
    expect(decodeGlobalID(SERVED_ID)).toEqual({ typename: 'Pin', id: '51~ad91' });
  });

  it('keeps plain pins on the batched /v3/pins/ read, with null ad fields', async () => {
    const { data } = await run(`query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Pin { entityId ${WHY} } } }`, { ids: [gid('Pin', '51'), SERVED_ID] });
    const [plain, served] = data!.nodes as Json[];
    expect(plain).toEqual({
      id: gid('Pin', '51'),
      entityId: '51',
      adServeId: null,
      isPromoted: false,
      isEligibleForPromotedPartnership: false,
      promotedPartnershipAdvertiserName: null,
      adTargetingAttribution: null,
    });
    expect(served!.id).toBe(SERVED_ID);
    expect(calls.map((c) => `${c.path}${c.query.ids ? `?ids=${c.query.ids}` : ''}`).sort()).toEqual(['/v3/ad_serves/91/', '/v3/pins/?ids=51']);
  });

  it("is null when the serving was not this viewer's (404), or names another pin", async () => {
    routes['GET /v3/ad_serves/92/'] = notFound;
    const unknown = await run('query($id: ID!) { node(id: $id) { id } }', { id: gid('Pin', '51~ad92') });
    expect(unknown.data!.node).toBeNull();
    const mismatched = await run('query($id: ID!) { node(id: $id) { id } }', { id: gid('Pin', '52~ad91') });
    expect(mismatched.data!.node).toBeNull();
    const malformed = await run('query($id: ID!) { node(id: $id) { id } }', { id: gid('Pin', '51~adx') });
    expect(malformed.data!.node).toBeNull();
  });

  it('saves, stars and reacts to the pin a served ad shows', async () => {
    routes['POST /v3/pins/51/favorite/'] = () => ({ data: { favorited: true } });
    routes['PUT /v3/pins/51/favorite/'] = () => ({ data: { favorited: true } });
    const star = await run(`mutation($id: ID!) { favoritePin(input: {pinId: $id, favorited: true}) { pin { id } errors { code } } }`, { id: SERVED_ID });
    expect(star.errors).toBeUndefined();
    expect(star.data!.favoritePin).toEqual({ pin: { id: SERVED_ID }, errors: [] });
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/v3/pins/51/favorite/')).toBe(true);

    routes['POST /v3/pins/51/repin/'] = () => ({
      data: { id: '51', local_pin_id: '55', board: { id: '61', url: '/ada/bread/', name: 'Bread', layout: 'default' }, section: null, created: true },
    });
    routes['GET /v3/boards/'] = () => ({ data: [{ id: '61', name: 'Bread' }] });
    const save = await run(`mutation($id: ID!, $b: ID!) { savePin(input: {pinId: $id, boardId: $b}) { pin { id } originalPin { id } errors { code } } }`, {
      id: SERVED_ID,
      b: gid('Board', '61'),
    });
    expect(save.errors).toBeUndefined();
    // The pin is saved; the ad's own node (what the card shows) is read again beside it.
    expect(save.data!.savePin).toEqual({ pin: { id: gid('Pin', '51') }, originalPin: { id: SERVED_ID }, errors: [] });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v3/pins/51/repin/')).toBe(true);

    routes['PUT /v3/pins/51/react/'] = () => ({ data: { reacted: true } });
    const react = await run(`mutation($id: ID!) { reactToPin(pinId: $id) { pin { id } errors { code } } }`, { id: SERVED_ID });
    expect(react.data!.reactToPin).toEqual({ pin: { id: SERVED_ID }, errors: [] });
  });
});

describe('keys and paths', () => {
  it('splits a served ad key and leaves anything else alone', () => {
    expect(servedAdKey('51~ad91')).toEqual({ pinId: '51', serveId: '91' });
    expect(servedAdKey('51')).toBeNull();
    expect(servedAdKey('51~ad')).toBeNull();
    expect(servedAdKey('~ad91')).toBeNull();
    expect(organicPinId('51~ad91')).toBe('51');
    expect(organicPinId('51')).toBe('51');
    expect(pinKey({ id: '51', adServeId: '91' } as unknown as Pin)).toBe('51~ad91');
    expect(pinKey({ id: '51', adServeId: null } as unknown as Pin)).toBe('51');
  });

  it("renames v3's params to the input's paths", () => {
    expect(inputPath('daily_budget_micros')).toBe('dailyBudgetMicros');
    expect(inputPath('targeting.age_buckets[1]')).toBe('targeting.ageBuckets[1]');
    expect(inputPath('targeting.interests[0]')).toBe('targeting.interestIds[0]');
    expect(inputPath('audience.interests[2]')).toBe('audience.interestIds[2]');
    expect(inputPath('interests')).toBe('interests');
    expect(inputPath('pin_id', { pinId: 'pinId' })).toBe('pinId');
  });
});
