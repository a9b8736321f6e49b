/**
 * The advertising model in GraphQL (issue 19): AdAccount, Campaign, AdGroup and Ad as Nodes (each read
 * from v3, which answers only their owner: anyone else's is a null node), Viewer.adAccounts, the reach
 * estimate, and the mutations (convertToBusiness, quickPromote, create/update of each level,
 * setCampaignStatus), errors as data: v3's 4xx come back as UserErrors naming the input field
 * (`targeting.ageBuckets[1]`), a 404 as NOT_FOUND on the id the person sent. Money is Micros.
 */

import DataLoader from 'dataloader';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, readConnection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { SourceInterest } from '../pin/parts.ts';
import { PinRef, v3IdOf } from '../pin/refs.ts';

export { v3IdOf };
import { UserRef } from '../user/user.ts';
import { isV3Id, MAX_BATCH } from '../v3/batch.ts';
import { camelKey } from '../v3/camelize.ts';
import { V3RequestError } from '../v3/client.ts';
import type {
  Ad,
  AdAccount,
  AdGroup,
  AdTargeting,
  Campaign,
  CustomerList,
  Me,
  Pin,
  ReachEstimate,
  V3Ad,
  V3AdAccount,
  V3AdGroup,
  V3Campaign,
  V3CustomerList,
  V3ReachEstimate,
} from '../v3/types.ts';
import { me, setMe } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';

/** The contract's constants (server/v3/ad/constants.ts; this layer imports no server code). */
export const OBJECTIVES = ['AWARENESS', 'CONSIDERATION', 'VIDEO_VIEW', 'WEB_CONVERSION', 'CATALOG_SALES'] as const;
export const AD_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
/** v3's page_size cap for the ad model's lists (MAX_PAGE_SIZE). */
export const AD_PAGE_MAX = 50;
/** A connection's page when `first` is left out. */
export const AD_PAGE_DEFAULT = 20;

export const CampaignObjective = builder.enumType('CampaignObjective', {
  description: 'What a campaign is for: how it is reported (spend is by impressions for every objective).',
  values: OBJECTIVES,
});
export const AdStatus = builder.enumType('AdStatus', {
  description: 'ACTIVE serves (while the campaign, ad group and ad all are), PAUSED does not until resumed, ARCHIVED is put away.',
  values: AD_STATUSES,
});
export const AudienceMode = builder.enumType('AudienceMode', {
  description: "AUTOMATIC: people interested in the pin's topic and its board's topic, and people like them (expanded targeting). CHOSEN: the interests, locales, ages and genders given.",
  values: { AUTOMATIC: { value: 'automatic' }, CHOSEN: { value: 'chosen' } } as const,
});

/* ----------------------------------------------------------------------------------------------
 * Loading: no batched read exists, so each node is one GET; v3 answers only the owner, and anything
 * else (signed out, someone else's, unknown) is a null node.
 * -------------------------------------------------------------------------------------------- */

/** A v3 refusal to read (the viewer may not): no node, or an empty list. */
export const refused = (error: unknown): boolean => error instanceof V3RequestError && [401, 403, 404].includes(error.status);

function loadEach<T>(path: (id: string) => string) {
  return (ids: readonly string[], ctx: Context): Promise<T[]> =>
    Promise.all(
      ids.map(async (id) => {
        if (!isV3Id(id) || !ctx.v3.hasCredentials) return null as unknown as T;
        try {
          return (await ctx.v3.get<unknown>(path(id))).data as T;
        } catch (error) {
          if (refused(error)) return null as unknown as T;
          throw error;
        }
      }),
    );
}

export const AdAccountRef = builder.loadableNodeRef<AdAccount, string>('AdAccount', {
  id: { resolve: (account) => account.id },
  load: loadEach<AdAccount>((id) => `/v3/ad_accounts/${id}/`),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});
export const CampaignRef = builder.loadableNodeRef<Campaign, string>('Campaign', {
  id: { resolve: (campaign) => campaign.id },
  load: loadEach<Campaign>((id) => `/v3/campaigns/${id}/`),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});
export const AdGroupRef = builder.loadableNodeRef<AdGroup, string>('AdGroup', {
  id: { resolve: (group) => group.id },
  load: loadEach<AdGroup>((id) => `/v3/ad_groups/${id}/`),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});
export const AdRef = builder.loadableNodeRef<Ad, string>('Ad', {
  id: { resolve: (ad) => ad.id },
  load: loadEach<Ad>((id) => `/v3/ads/${id}/`),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

export const AdAccountConnection = builder.connectionObject({ type: AdAccountRef, name: 'AdAccountConnection' });
export const CampaignConnection = builder.connectionObject({ type: CampaignRef, name: 'CampaignConnection' });
export const AdGroupConnection = builder.connectionObject({ type: AdGroupRef, name: 'AdGroupConnection' });
export const AdConnection = builder.connectionObject({ type: AdRef, name: 'AdConnection' });

/** A page of a v3 list of ad objects, each primed into its loader; a refusal is an empty page. */
async function adConnection<T extends { id: string }>(
  ctx: Context,
  path: string,
  args: { first?: number | null; after?: string | null },
  loader: { prime(id: string, value: T): unknown } | null,
): Promise<Connection<T>> {
  // first is checked before anything else, signed in or not.
  const request = pageRequest(args.first ?? AD_PAGE_DEFAULT, args.after, AD_PAGE_MAX);
  if (!ctx.v3.hasCredentials) return emptyConnection<T>();
  try {
    const connection = await readConnection<T>((q) => ctx.v3.get<unknown[]>(path, q) as never, request);
    if (loader) for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
    return connection;
  } catch (error) {
    if (refused(error)) return emptyConnection<T>();
    throw error;
  }
}

const pageArgs = builder.args((t) => ({
  first: t.int({ defaultValue: AD_PAGE_DEFAULT, description: `1 to ${AD_PAGE_MAX} (${AD_PAGE_DEFAULT} when left out).` }),
  after: t.string(),
}));

/** Interests named in a targeting: v3 gives their ids; their names come from GET /v3/topics/{id}/?by=id, once each per request. */
type InterestShape = { id: string; name: string; urlName: string };
const interestLoaders = new WeakMap<Context, DataLoader<string, InterestShape | null>>();
function interestLoader(ctx: Context): DataLoader<string, InterestShape | null> {
  let loader = interestLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, InterestShape | null>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          if (!isV3Id(id)) return null;
          const topic = await ctx.v3.getOrNull<{ id: string; name: string; url_name: string }>(`/v3/topics/${id}/?by=id`);
          return topic ? { id: topic.id, name: topic.name, urlName: topic.urlName } : null;
        }),
      ),
    );
    interestLoaders.set(ctx, loader);
  }
  return loader;
}

/** The most interests an ad group's targeting lists (and so the most topic reads it may cause). */
const TARGETING_LIST_MAX = 100;

const AdTargetingRef = builder.objectRef<AdTargeting>('AdTargeting').implement({
  description: "Whom an ad group is shown to. Every list empty: anyone (then logged-out visitors too). A dimension that is set and does not match the viewer excludes them, unless the ad group's expandedTargeting.",
  fields: (t) => ({
    interests: t.field({
      type: [SourceInterest],
      description: 'Interests the viewer follows (or has boards about).',
      resolve: async (targeting, _a, ctx) => {
        const wanted = (targeting.interests ?? []).slice(0, TARGETING_LIST_MAX);
        const loaded = await Promise.all(
          wanted.map((interest) => (typeof interest === 'string' ? interestLoader(ctx).load(interest) : Promise.resolve(interest))),
        );
        return loaded.filter((interest): interest is InterestShape => interest !== null);
      },
    }),
    keywords: t.stringList({ description: 'Words of a search (search results only).', resolve: (t) => t.keywords ?? [] }),
    locales: t.stringList({ description: "e.g. en-US: the viewer's locale.", resolve: (t) => t.locales ?? [] }),
    countries: t.stringList({ description: 'ISO 3166 alpha-2 codes.', resolve: (t) => t.countries ?? [] }),
    genders: t.stringList({ description: 'female, male, unknown (unknown: not given, or neither).', resolve: (t) => t.genders ?? [] }),
    ageBuckets: t.stringList({ description: '18-24, 25-34, 35-44, 45-49, 50-54, 55-64, 65+.', resolve: (t) => t.ageBuckets ?? [] }),
    devices: t.stringList({ description: 'web, web_mobile.', resolve: (t) => t.devices ?? [] }),
    geoRegions: t.stringList({ description: 'Kept, never matched: Corkboard knows no viewer location finer than the country.', resolve: (t) => t.geoRegions ?? [] }),
    geoPostalCodes: t.stringList({ description: 'Kept, never matched (as geoRegions).', resolve: (t) => t.geoPostalCodes ?? [] }),
  }),
});

export const CustomerListRef = builder.objectRef<CustomerList>('CustomerList').implement({
  description: "An uploaded list of customers' e-mail addresses, kept only as SHA-256 hashes of the trimmed, lower-cased address.",
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id (AdGroup customerListId).' }),
    name: t.exposeString('name'),
    size: t.exposeInt('size', { description: 'Addresses on the list (distinct).' }),
    createdAt: t.field({ type: 'DateTime', resolve: (list) => list.createdAt }),
  }),
});

/** The most customer lists AdAccount.customerLists answers (one v3 page). */
export const CUSTOMER_LIST_MAX = AD_PAGE_MAX;

AdAccountRef.implement({
  description: 'An ad account of a business account: it owns campaigns and customer lists, and pays in its currency. Only its owner can read it.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    currency: t.exposeString('currency', { description: 'ISO 4217; every Micros of the account is in it.' }),
    owner: t.field({
      type: UserRef,
      resolve: async (account, _a, ctx) => {
        if (account.owner) return account.owner;
        const viewer = await me(ctx);
        if (viewer && (account.ownerId === undefined || account.ownerId === viewer.id)) return viewer;
        return account.ownerId ?? '';
      },
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (account) => account.createdAt ?? null }),
    campaigns: t.field({
      type: CampaignConnection,
      description: `The account's campaigns, newest first. \`first\` is 1 to ${AD_PAGE_MAX}.`,
      args: pageArgs,
      resolve: (account, args, ctx) => adConnection<Campaign>(ctx, `/v3/ad_accounts/${account.id}/campaigns/`, args, CampaignRef.getDataloader(ctx)),
    }),
    customerLists: t.field({
      type: [CustomerListRef],
      description: `The account's customer lists, newest first (the first ${CUSTOMER_LIST_MAX}).`,
      extensions: { maxListSize: CUSTOMER_LIST_MAX },
      resolve: async (account, _a, ctx) => {
        try {
          return (await ctx.v3.get<V3CustomerList[]>(`/v3/ad_accounts/${account.id}/customer_lists/`, { page_size: CUSTOMER_LIST_MAX })).data;
        } catch (error) {
          if (refused(error)) return [];
          throw error;
        }
      },
    }),
  }),
});

CampaignRef.implement({
  description: 'A campaign: an objective, a budget (daily or lifetime) and a schedule, over ad groups.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    objective: t.field({ type: CampaignObjective, resolve: (c) => c.objective }),
    status: t.field({ type: AdStatus, resolve: (c) => c.status }),
    dailyBudgetMicros: t.field({ type: 'Micros', nullable: true, description: 'Set, or lifetimeBudgetMicros: exactly one.', resolve: (c) => c.dailyBudgetMicros }),
    lifetimeBudgetMicros: t.field({ type: 'Micros', nullable: true, resolve: (c) => c.lifetimeBudgetMicros }),
    startTime: t.field({ type: 'DateTime', resolve: (c) => c.startTime }),
    endTime: t.field({ type: 'DateTime', nullable: true, description: 'Null: runs until paused (or, with a lifetime budget, spent).', resolve: (c) => c.endTime }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (c) => c.updatedAt }),
    adAccount: t.field({ type: AdAccountRef, resolve: (c) => c.adAccountId }),
    adGroups: t.field({
      type: AdGroupConnection,
      description: `The campaign's ad groups, newest first. \`first\` is 1 to ${AD_PAGE_MAX}.`,
      args: pageArgs,
      resolve: (c, args, ctx) => adConnection<AdGroup>(ctx, `/v3/campaigns/${c.id}/ad_groups/`, args, AdGroupRef.getDataloader(ctx)),
    }),
  }),
});

AdGroupRef.implement({
  description: 'An ad group: whom its ads are shown to (targeting) and what it bids per 1000 impressions.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    status: t.field({ type: AdStatus, resolve: (g) => g.status }),
    bidMicros: t.field({ type: 'Micros', description: 'The CPM bid: what 1000 impressions cost at most.', resolve: (g) => g.bidMicros }),
    targeting: t.field({ type: AdTargetingRef, resolve: (g) => g.targeting ?? {} }),
    firstPartyPersonalization: t.exposeBoolean('firstPartyPersonalization', { description: "Corkboard's own signals (interests followed, boards) may be used." }),
    thirdPartyPersonalization: t.exposeBoolean('thirdPartyPersonalization', { description: "Partners' data (the customer list) may be used." }),
    expandedTargeting: t.exposeBoolean('expandedTargeting', { description: 'Also shown to people near the targeting.' }),
    customerListId: t.exposeString('customerListId', { nullable: true, description: "The v3 id of the account's customer list it targets (CustomerList.entityId)." }),
    createdAt: t.field({ type: 'DateTime', resolve: (g) => g.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (g) => g.updatedAt }),
    campaign: t.field({ type: CampaignRef, resolve: (g) => g.campaignId }),
    ads: t.field({
      type: AdConnection,
      description: `The ad group's ads, newest first. \`first\` is 1 to ${AD_PAGE_MAX}.`,
      args: pageArgs,
      resolve: (g, args, ctx) => adConnection<Ad>(ctx, `/v3/ad_groups/${g.id}/ads/`, args, AdRef.getDataloader(ctx)),
    }),
  }),
});

AdRef.implement({
  description: 'An ad: a pin promoted with a destination URL, optionally as a promoted partnership.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    status: t.field({ type: AdStatus, resolve: (ad) => ad.status }),
    destinationUrl: t.exposeString('destinationUrl'),
    pin: t.field({ type: PinRef, nullable: true, description: 'The promoted pin as the viewer sees it (null if it went).', resolve: (ad) => ad.pin as Pin | null }),
    adGroup: t.field({ type: AdGroupRef, resolve: (ad) => ad.adGroupId }),
    partnershipAdvertiserName: t.exposeString('partnershipAdvertiserName', { nullable: true }),
    partnershipAttributionName: t.exposeString('partnershipAttributionName', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (ad) => ad.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (ad) => ad.updatedAt }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  businessName: t.string({
    nullable: true,
    description: 'The business name of a business account (convertToBusiness); null for personal accounts and signed out.',
    resolve: async (_v, _a, ctx) => (await me(ctx))?.businessName ?? null,
  }),
  adAccounts: t.field({
    type: AdAccountConnection,
    description: `The viewer's ad accounts, oldest first; empty for personal accounts and signed out. \`first\` is 1 to ${AD_PAGE_MAX}.`,
    args: pageArgs,
    resolve: async (_v, args, ctx) => {
      const request = pageRequest(args.first ?? AD_PAGE_DEFAULT, args.after, AD_PAGE_MAX);
      if (!(await me(ctx))) return emptyConnection<AdAccount>();
      const connection = await readConnection<AdAccount>((q) => ctx.v3.get<V3AdAccount[]>('/v3/ad_accounts/', q), request);
      const loader = AdAccountRef.getDataloader(ctx);
      for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
      return connection;
    },
  }),
}));

/* ----------------------------------------------------------------------------------------------
 * Ids in inputs and errors as data.
 * -------------------------------------------------------------------------------------------- */

/** v3 params under these input objects name interests `interests`; the inputs call them `interestIds`. */
const RENAMED_UNDER: Record<string, Record<string, string>> = {
  targeting: { interests: 'interestIds' },
  audience: { interests: 'interestIds' },
};

/** A v3 param (`targeting.age_buckets[1]`, `daily_budget_micros`) as the input names it (`targeting.ageBuckets[1]`). */
export function inputPath(param: string, renames: Record<string, string> = {}): string {
  const segments = param.split('.');
  const out: string[] = [];
  for (const segment of segments) {
    const match = /^([^[]*)(.*)$/.exec(segment)!;
    let name = camelKey(match[1]!);
    const parent = out.length > 0 ? out[out.length - 1]!.replace(/\[.*$/, '') : null;
    name = (parent === null ? renames[name] : RENAMED_UNDER[parent]?.[name]) ?? name;
    out.push(name + match[2]);
  }
  return out.join('.');
}

export interface NotFound {
  field: string;
  message: string;
}

/**
 * A v3 ad-model write: a 4xx becomes UserErrors on the input field at fault; a 404 about no field or
 * about the mutation's own id is `notFound`; a 404 naming another field (the pin, the customer list)
 * keeps v3's words on that field.
 */
export async function adWrite<T>(
  run: () => Promise<T>,
  notFound: NotFound,
  renames: Record<string, string> = {},
): Promise<{ value: T | null; errors: UserErrorShape[] }> {
  const { value, errors } = await asUserErrors(run);
  return {
    value,
    errors: errors.map((error): UserErrorShape => {
      const field = error.field === null ? null : inputPath(error.field, renames);
      if (error.code === 'NOT_FOUND' && (field === null || field === notFound.field || field === 'id')) return { ...notFound, code: 'NOT_FOUND' };
      return { ...error, field };
    }),
  };
}

const notFoundErrors = (notFound: NotFound): UserErrorShape[] => [{ ...notFound, code: 'NOT_FOUND' }];

const ACCOUNT_NOT_FOUND = { field: 'adAccountId', message: 'That ad account does not exist.' } as const;
const CAMPAIGN_NOT_FOUND = (field: string) => ({ field, message: 'That campaign does not exist.' });
const GROUP_NOT_FOUND = (field: string) => ({ field, message: 'That ad group does not exist.' });
const AD_NOT_FOUND = { field: 'id', message: 'That ad does not exist.' } as const;
const PIN_NOT_FOUND = { field: 'pinId', message: 'That Pin does not exist.' } as const;

/** Input fields whose v3 params are named otherwise. */
const PIN_FIELDS = { pinId: 'pinId', pin: 'pinId' };

/* ----------------------------------------------------------------------------------------------
 * Inputs.
 * -------------------------------------------------------------------------------------------- */

export const AudienceInput = builder.inputType('AudienceInput', {
  description: "Whom to show a quick promotion to. AUTOMATIC takes the pin's topics (pinId, for reachEstimate); CHOSEN the lists given (any left out: anyone).",
  fields: (t) => ({
    mode: t.field({ type: AudienceMode, required: true }),
    pinId: t.id({ description: 'The pin to promote (a Pin global id or its entityId): AUTOMATIC reads its topics.' }),
    interestIds: t.idList({ description: 'Interest entityIds.' }),
    locales: t.stringList({ description: 'e.g. en-US.' }),
    ageBuckets: t.stringList({ description: '18-24, 25-34, 35-44, 45-49, 50-54, 55-64, 65+.' }),
    genders: t.stringList({ description: 'female, male, unknown.' }),
  }),
});

interface AudienceShape {
  mode: 'automatic' | 'chosen';
  pinId?: string | number | null;
  interestIds?: readonly (string | number)[] | null;
  locales?: readonly string[] | null;
  ageBuckets?: readonly string[] | null;
  genders?: readonly string[] | null;
}

/** The audience as v3's quick_promote takes it. */
const audienceBody = (audience: AudienceShape): Record<string, unknown> => ({
  mode: audience.mode,
  ...(audience.interestIds == null ? {} : { interests: audience.interestIds.map(String) }),
  ...(audience.locales == null ? {} : { locales: audience.locales }),
  ...(audience.ageBuckets == null ? {} : { age_buckets: audience.ageBuckets }),
  ...(audience.genders == null ? {} : { genders: audience.genders }),
});

export const AdTargetingInput = builder.inputType('AdTargetingInput', {
  description: 'An ad group\'s targeting. Lists left out or empty: anyone. Values outside the allowed ones are refused naming the entry (targeting.genders[1]).',
  fields: (t) => ({
    interestIds: t.idList({ description: 'Interest entityIds; each must exist.' }),
    keywords: t.stringList(),
    locales: t.stringList(),
    countries: t.stringList(),
    genders: t.stringList({ description: 'female, male, unknown.' }),
    ageBuckets: t.stringList({ description: '18-24, 25-34, 35-44, 45-49, 50-54, 55-64, 65+.' }),
    devices: t.stringList({ description: 'web, web_mobile.' }),
    geoRegions: t.stringList(),
    geoPostalCodes: t.stringList(),
  }),
});

interface TargetingShape {
  interestIds?: readonly (string | number)[] | null;
  keywords?: readonly string[] | null;
  locales?: readonly string[] | null;
  countries?: readonly string[] | null;
  genders?: readonly string[] | null;
  ageBuckets?: readonly string[] | null;
  devices?: readonly string[] | null;
  geoRegions?: readonly string[] | null;
  geoPostalCodes?: readonly string[] | null;
}

/** The targeting as v3 takes it (snake_case, interests by id). */
export const targetingBody = (targeting: TargetingShape): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: readonly unknown[] | null | undefined) => {
    if (value != null) body[key] = value.map((v) => (typeof v === 'number' ? String(v) : v));
  };
  put('interests', targeting.interestIds);
  put('keywords', targeting.keywords);
  put('locales', targeting.locales);
  put('countries', targeting.countries);
  put('genders', targeting.genders);
  put('age_buckets', targeting.ageBuckets);
  put('devices', targeting.devices);
  put('geo_regions', targeting.geoRegions);
  put('geo_postal_codes', targeting.geoPostalCodes);
  return body;
};

/** Copies the fields of `input` that were given (null included: it clears) into a v3 body under their snake_case names. */
function given(input: Record<string, unknown>, keys: Record<string, string>, nullable: readonly string[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, param] of Object.entries(keys)) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null && !nullable.includes(field)) continue;
    body[param] = value;
  }
  return body;
}

/* ----------------------------------------------------------------------------------------------
 * Query.reachEstimate.
 * -------------------------------------------------------------------------------------------- */

const ReachEstimateRef = builder.objectRef<ReachEstimate>('ReachEstimate').implement({
  description: 'How many members an audience holds, from real member counts, and the monthly reach that suggests.',
  fields: (t) => ({
    audienceSize: t.exposeInt('audienceSize'),
    monthlyReachLow: t.exposeInt('monthlyReachLow'),
    monthlyReachHigh: t.exposeInt('monthlyReachHigh'),
  }),
});

/** A pin's topics as AUTOMATIC targets them: its own topic and its board's. */
async function pinTopics(ctx: Context, pinId: string): Promise<string[]> {
  const pin = await PinRef.getDataloader(ctx).load(pinId);
  if (!pin) return [];
  const topics = new Set<string>();
  if (pin.sourceInterest) topics.add(pin.sourceInterest.id);
  const board = await BoardRef.getDataloader(ctx).load(pin.board.id);
  if (board?.topic) topics.add(board.topic.id);
  return [...topics];
}

const badInput = (message: string, argumentName: string) =>
  new V3RequestError(message, 400, 'invalid_parameter', argumentName);

builder.queryField('reachEstimate', (t) =>
  t.field({
    type: ReachEstimateRef,
    description: "How many members an audience reaches, for the account's owner (NOT_FOUND for anyone else's account).",
    args: {
      adAccountId: t.arg.id({ required: true, description: 'An AdAccount global id (or its entityId).' }),
      audience: t.arg({ type: AudienceInput, required: true }),
    },
    resolve: async (_r, args, ctx) => {
      const accountId = v3IdOf(String(args.adAccountId), 'AdAccount');
      if (!accountId) throw new V3RequestError('That ad account does not exist.', 404, 'not_found', 'ad_account_id');
      const audience = args.audience as AudienceShape;
      let body: Record<string, unknown>;
      if (audience.mode === 'automatic') {
        const pinId = audience.pinId == null ? null : v3IdOf(String(audience.pinId), 'Pin');
        if (!pinId) throw badInput('An automatic audience needs the pin to promote.', 'audience.pinId');
        body = { targeting: { interests: await pinTopics(ctx, pinId) }, first_party_personalization: true, expanded_targeting: true };
      } else {
        body = { targeting: targetingBody(audience), first_party_personalization: true, expanded_targeting: false };
      }
      return ctx.v3.post<V3ReachEstimate>(`/v3/ad_accounts/${accountId}/reach_estimate/`, body);
    },
  }),
);

/* ----------------------------------------------------------------------------------------------
 * Payloads.
 * -------------------------------------------------------------------------------------------- */

const ConvertPayload = builder
  .objectRef<{ adAccount: AdAccount | null; errors: UserErrorShape[] }>('ConvertToBusinessPayload')
  .implement({
    description: "The viewer, now a business account (isPartner, businessName), and their first ad account; or what went wrong.",
    fields: (t) => ({
      viewer: t.field({ type: ViewerRef, resolve: () => ({}) }),
      adAccount: t.field({ type: AdAccountRef, nullable: true, resolve: (p) => p.adAccount }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const AdAccountPayload = builder.objectRef<{ adAccount: AdAccount | null; errors: UserErrorShape[] }>('AdAccountPayload').implement({
  description: 'The ad account; or what went wrong.',
  fields: (t) => ({
    adAccount: t.field({ type: AdAccountRef, nullable: true, resolve: (p) => p.adAccount }),
    viewer: t.field({ type: ViewerRef, resolve: () => ({}) }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

interface PromoteShape {
  campaign: Campaign | null;
  adGroup: AdGroup | null;
  ad: Ad | null;
  errors: UserErrorShape[];
}
const QuickPromotePayload = builder.objectRef<PromoteShape>('QuickPromotePayload').implement({
  description: 'The live campaign, its ad group and ad, made in one go; or what went wrong (then nothing was made).',
  fields: (t) => ({
    campaign: t.field({ type: CampaignRef, nullable: true, resolve: (p) => p.campaign }),
    adGroup: t.field({ type: AdGroupRef, nullable: true, resolve: (p) => p.adGroup }),
    ad: t.field({ type: AdRef, nullable: true, resolve: (p) => p.ad }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const CampaignPayload = builder.objectRef<{ campaign: Campaign | null; errors: UserErrorShape[] }>('CampaignPayload').implement({
  description: 'The campaign as it now is; or what went wrong (then nothing changed).',
  fields: (t) => ({
    campaign: t.field({ type: CampaignRef, nullable: true, resolve: (p) => p.campaign }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});
const AdGroupPayload = builder.objectRef<{ adGroup: AdGroup | null; errors: UserErrorShape[] }>('AdGroupPayload').implement({
  description: 'The ad group as it now is; or what went wrong (then nothing changed).',
  fields: (t) => ({
    adGroup: t.field({ type: AdGroupRef, nullable: true, resolve: (p) => p.adGroup }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});
const AdPayload = builder.objectRef<{ ad: Ad | null; errors: UserErrorShape[] }>('AdPayload').implement({
  description: 'The ad as it now is; or what went wrong (then nothing changed).',
  fields: (t) => ({
    ad: t.field({ type: AdRef, nullable: true, resolve: (p) => p.ad }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});
const CustomerListPayload = builder.objectRef<{ customerList: CustomerList | null; errors: UserErrorShape[] }>('CustomerListPayload').implement({
  description: 'The new customer list; or what went wrong.',
  fields: (t) => ({
    customerList: t.field({ type: CustomerListRef, nullable: true, resolve: (p) => p.customerList }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

/* ----------------------------------------------------------------------------------------------
 * Mutations.
 * -------------------------------------------------------------------------------------------- */

const ConvertInput = builder.inputType('ConvertToBusinessInput', {
  fields: (t) => ({ businessName: t.string({ required: true, description: '1 to 100 characters.' }) }),
});
const CreateAdAccountInput = builder.inputType('CreateAdAccountInput', {
  fields: (t) => ({ name: t.string({ required: true, description: '1 to 100 characters.' }) }),
});
const QuickPromoteInput = builder.inputType('QuickPromoteInput', {
  fields: (t) => ({
    adAccountId: t.id({ required: true, description: 'An AdAccount global id (or its entityId).' }),
    pinId: t.id({ required: true, description: 'A Pin global id or its entityId: a public pin the viewer may see.' }),
    objective: t.field({ type: CampaignObjective, required: true }),
    audience: t.field({ type: AudienceInput, required: true }),
    dailyBudgetMicros: t.field({ type: 'Micros', required: true, description: 'At least 1,000,000 (1 a day).' }),
    durationDays: t.int({ required: true, description: '1 to 90.' }),
    destinationUrl: t.string({ description: "http(s); the pin's link when left out." }),
    bidMicros: t.field({ type: 'Micros', description: 'The CPM bid; 2,000,000 (2 per 1000 impressions) when left out.' }),
  }),
});
const CreateCampaignInput = builder.inputType('CreateCampaignInput', {
  description: 'Exactly one of dailyBudgetMicros and lifetimeBudgetMicros.',
  fields: (t) => ({
    adAccountId: t.id({ required: true, description: 'An AdAccount global id (or its entityId).' }),
    name: t.string({ required: true, description: '1 to 100 characters.' }),
    objective: t.field({ type: CampaignObjective, required: true }),
    status: t.field({ type: AdStatus, description: 'ACTIVE when left out.' }),
    dailyBudgetMicros: t.field({ type: 'Micros' }),
    lifetimeBudgetMicros: t.field({ type: 'Micros' }),
    startTime: t.field({ type: 'DateTime', description: 'Now when left out.' }),
    endTime: t.field({ type: 'DateTime' }),
  }),
});
const UpdateCampaignInput = builder.inputType('UpdateCampaignInput', {
  description: 'Only the fields given change; null clears endTime or a budget (one budget must remain).',
  fields: (t) => ({
    id: t.id({ required: true, description: 'A Campaign global id (or its entityId).' }),
    name: t.string(),
    status: t.field({ type: AdStatus }),
    dailyBudgetMicros: t.field({ type: 'Micros' }),
    lifetimeBudgetMicros: t.field({ type: 'Micros' }),
    endTime: t.field({ type: 'DateTime' }),
  }),
});
const SetCampaignStatusInput = builder.inputType('SetCampaignStatusInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'A Campaign global id (or its entityId).' }),
    status: t.field({ type: AdStatus, required: true, description: 'PAUSED pauses, ACTIVE resumes.' }),
  }),
});
const CreateAdGroupInput = builder.inputType('CreateAdGroupInput', {
  fields: (t) => ({
    campaignId: t.id({ required: true, description: 'A Campaign global id (or its entityId).' }),
    name: t.string({ required: true, description: '1 to 100 characters.' }),
    status: t.field({ type: AdStatus, description: 'ACTIVE when left out.' }),
    bidMicros: t.field({ type: 'Micros', required: true, description: 'The CPM bid, at least 100,000.' }),
    targeting: t.field({ type: AdTargetingInput, description: 'Anyone when left out.' }),
    firstPartyPersonalization: t.boolean({ description: 'true when left out.' }),
    thirdPartyPersonalization: t.boolean({ description: 'false when left out.' }),
    expandedTargeting: t.boolean({ description: 'false when left out.' }),
    customerListId: t.id({ description: "The entityId of one of the account's customer lists." }),
  }),
});
const UpdateAdGroupInput = builder.inputType('UpdateAdGroupInput', {
  description: 'Only the fields given change; targeting is replaced whole; null customerListId drops the list.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'An AdGroup global id (or its entityId).' }),
    name: t.string(),
    status: t.field({ type: AdStatus }),
    bidMicros: t.field({ type: 'Micros' }),
    targeting: t.field({ type: AdTargetingInput }),
    firstPartyPersonalization: t.boolean(),
    thirdPartyPersonalization: t.boolean(),
    expandedTargeting: t.boolean(),
    customerListId: t.id(),
  }),
});
const CreateAdInput = builder.inputType('CreateAdInput', {
  fields: (t) => ({
    adGroupId: t.id({ required: true, description: 'An AdGroup global id (or its entityId).' }),
    pinId: t.id({ required: true, description: 'A Pin global id or its entityId: a public pin the viewer may see.' }),
    destinationUrl: t.string({ description: "http(s), passing the link check; the pin's link when left out." }),
    status: t.field({ type: AdStatus, description: 'ACTIVE when left out.' }),
    partnershipAdvertiserName: t.string({ description: 'A promoted partnership: the advertiser named in the ad explanation.' }),
    partnershipAttributionName: t.string({ description: 'A promoted partnership: the partner (creator) named beside them.' }),
  }),
});
const UpdateAdInput = builder.inputType('UpdateAdInput', {
  description: 'Only the fields given change; null clears a partnership name.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'An Ad global id (or its entityId).' }),
    status: t.field({ type: AdStatus }),
    destinationUrl: t.string(),
    partnershipAdvertiserName: t.string(),
    partnershipAttributionName: t.string(),
  }),
});
const CreateCustomerListInput = builder.inputType('CreateCustomerListInput', {
  fields: (t) => ({
    adAccountId: t.id({ required: true, description: 'An AdAccount global id (or its entityId).' }),
    name: t.string({ required: true }),
    emails: t.stringList({ required: true, description: 'At most 10,000 addresses; only their hashes are kept.' }),
  }),
});

const primeAccount = (ctx: Context, account: AdAccount): AdAccount => {
  AdAccountRef.getDataloader(ctx).clear(account.id).prime(account.id, account);
  return account;
};
const primeCampaign = (ctx: Context, campaign: Campaign): Campaign => {
  CampaignRef.getDataloader(ctx).clear(campaign.id).prime(campaign.id, campaign);
  return campaign;
};
const primeGroup = (ctx: Context, group: AdGroup): AdGroup => {
  AdGroupRef.getDataloader(ctx).clear(group.id).prime(group.id, group);
  return group;
};
const primeAd = (ctx: Context, ad: Ad): Ad => {
  AdRef.getDataloader(ctx).clear(ad.id).prime(ad.id, ad);
  return ad;
};

/** A campaign write (update, set status) on a campaign id the person sent. */
async function campaignWrite(ctx: Context, rawId: string, body: Record<string, unknown>, idField: string) {
  const id = v3IdOf(rawId, 'Campaign');
  const notFound = CAMPAIGN_NOT_FOUND(idField);
  if (!id) return { campaign: null, errors: notFoundErrors(notFound) };
  const { value, errors } = await adWrite(() => ctx.v3.send<V3Campaign>('PATCH', `/v3/campaigns/${id}/`, body), notFound);
  return { campaign: value ? primeCampaign(ctx, value) : null, errors };
}

const CAMPAIGN_FIELDS = {
  name: 'name',
  status: 'status',
  dailyBudgetMicros: 'daily_budget_micros',
  lifetimeBudgetMicros: 'lifetime_budget_micros',
  endTime: 'end_time',
} as const;
const GROUP_FIELDS = {
  name: 'name',
  status: 'status',
  bidMicros: 'bid_micros',
  firstPartyPersonalization: 'first_party_personalization',
  thirdPartyPersonalization: 'third_party_personalization',
  expandedTargeting: 'expanded_targeting',
  customerListId: 'customer_list_id',
} as const;
const AD_FIELDS = {
  status: 'status',
  destinationUrl: 'destination_url',
  partnershipAdvertiserName: 'partnership_advertiser_name',
  partnershipAttributionName: 'partnership_attribution_name',
} as const;

builder.mutationFields((t) => ({
  convertToBusiness: t.field({
    type: ConvertPayload,
    description: 'Make the viewer a business account with this business name, and its first ad account (named after it). Again for a business account: its first ad account.',
    args: { input: t.arg({ type: ConvertInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await adWrite(
        () => ctx.v3.post<{ user: Me; ad_account: V3AdAccount }>('/v3/business/convert/', { business_name: input.businessName }),
        { field: 'businessName', message: 'Log in to convert your account.' },
      );
      if (!value) return { adAccount: null, errors };
      if (value.user) setMe(ctx, value.user as unknown as Me);
      return { adAccount: primeAccount(ctx, value.adAccount as AdAccount), errors };
    },
  }),
  createAdAccount: t.field({
    type: AdAccountPayload,
    description: 'Another ad account for a business account (NOT_PARTNER for a personal one: convertToBusiness first).',
    args: { input: t.arg({ type: CreateAdAccountInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await adWrite(() => ctx.v3.post<V3AdAccount>('/v3/ad_accounts/', { name: input.name }), {
        field: 'name',
        message: 'Log in first.',
      });
      return { adAccount: value ? primeAccount(ctx, value as AdAccount) : null, errors };
    },
  }),
  quickPromote: t.field({
    type: QuickPromotePayload,
    description: 'Promote a pin in one step: a live campaign (daily budget for durationDays), an ad group with the audience, and the ad.',
    args: { input: t.arg({ type: QuickPromoteInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<PromoteShape> => {
      const none = { campaign: null, adGroup: null, ad: null };
      const accountId = v3IdOf(String(input.adAccountId), 'AdAccount');
      if (!accountId) return { ...none, errors: notFoundErrors(ACCOUNT_NOT_FOUND) };
      const pinId = v3IdOf(String(input.pinId), 'Pin');
      if (!pinId) return { ...none, errors: notFoundErrors(PIN_NOT_FOUND) };
      const body: Record<string, unknown> = {
        pin_id: pinId,
        objective: input.objective,
        audience: audienceBody(input.audience as AudienceShape),
        daily_budget_micros: input.dailyBudgetMicros,
        duration_days: input.durationDays,
        ...(input.destinationUrl == null ? {} : { destination_url: input.destinationUrl }),
        ...(input.bidMicros == null ? {} : { bid_micros: input.bidMicros }),
      };
      const { value, errors } = await adWrite(
        () => ctx.v3.post<{ campaign: V3Campaign; ad_group: V3AdGroup; ad: V3Ad }>(`/v3/ad_accounts/${accountId}/quick_promote/`, body),
        ACCOUNT_NOT_FOUND,
        PIN_FIELDS,
      );
      if (!value) return { ...none, errors };
      return { campaign: primeCampaign(ctx, value.campaign), adGroup: primeGroup(ctx, value.adGroup), ad: primeAd(ctx, value.ad as Ad), errors };
    },
  }),
  createCampaign: t.field({
    type: CampaignPayload,
    args: { input: t.arg({ type: CreateCampaignInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const accountId = v3IdOf(String(input.adAccountId), 'AdAccount');
      if (!accountId) return { campaign: null, errors: notFoundErrors(ACCOUNT_NOT_FOUND) };
      const body = {
        objective: input.objective,
        ...given(input as Record<string, unknown>, { ...CAMPAIGN_FIELDS, startTime: 'start_time' }),
      };
      const { value, errors } = await adWrite(() => ctx.v3.post<V3Campaign>(`/v3/ad_accounts/${accountId}/campaigns/`, body), ACCOUNT_NOT_FOUND);
      return { campaign: value ? primeCampaign(ctx, value) : null, errors };
    },
  }),
  updateCampaign: t.field({
    type: CampaignPayload,
    args: { input: t.arg({ type: UpdateCampaignInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      campaignWrite(ctx, String(input.id), given(input as Record<string, unknown>, CAMPAIGN_FIELDS, ['dailyBudgetMicros', 'lifetimeBudgetMicros', 'endTime']), 'id'),
  }),
  setCampaignStatus: t.field({
    type: CampaignPayload,
    description: 'Pause (PAUSED), resume (ACTIVE) or archive a campaign.',
    args: { input: t.arg({ type: SetCampaignStatusInput, required: true }) },
    resolve: (_r, { input }, ctx) => campaignWrite(ctx, String(input.id), { status: input.status }, 'id'),
  }),
  createAdGroup: t.field({
    type: AdGroupPayload,
    args: { input: t.arg({ type: CreateAdGroupInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const notFound = CAMPAIGN_NOT_FOUND('campaignId');
      const campaignId = v3IdOf(String(input.campaignId), 'Campaign');
      if (!campaignId) return { adGroup: null, errors: notFoundErrors(notFound) };
      const body: Record<string, unknown> = {
        ...given(input as Record<string, unknown>, GROUP_FIELDS),
        ...(input.targeting == null ? {} : { targeting: targetingBody(input.targeting as TargetingShape) }),
      };
      if (body.customer_list_id !== undefined) body.customer_list_id = String(body.customer_list_id);
      const { value, errors } = await adWrite(() => ctx.v3.post<V3AdGroup>(`/v3/campaigns/${campaignId}/ad_groups/`, body), notFound);
      return { adGroup: value ? primeGroup(ctx, value) : null, errors };
    },
  }),
  updateAdGroup: t.field({
    type: AdGroupPayload,
    args: { input: t.arg({ type: UpdateAdGroupInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const notFound = GROUP_NOT_FOUND('id');
      const id = v3IdOf(String(input.id), 'AdGroup');
      if (!id) return { adGroup: null, errors: notFoundErrors(notFound) };
      const body: Record<string, unknown> = {
        ...given(input as Record<string, unknown>, GROUP_FIELDS, ['customerListId']),
        ...(input.targeting == null ? {} : { targeting: targetingBody(input.targeting as TargetingShape) }),
      };
      if (body.customer_list_id != null) body.customer_list_id = String(body.customer_list_id);
      const { value, errors } = await adWrite(() => ctx.v3.send<V3AdGroup>('PATCH', `/v3/ad_groups/${id}/`, body), notFound);
      return { adGroup: value ? primeGroup(ctx, value) : null, errors };
    },
  }),
  createAd: t.field({
    type: AdPayload,
    args: { input: t.arg({ type: CreateAdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const notFound = GROUP_NOT_FOUND('adGroupId');
      const groupId = v3IdOf(String(input.adGroupId), 'AdGroup');
      if (!groupId) return { ad: null, errors: notFoundErrors(notFound) };
      const pinId = v3IdOf(String(input.pinId), 'Pin');
      if (!pinId) return { ad: null, errors: notFoundErrors(PIN_NOT_FOUND) };
      const body = { pin_id: pinId, ...given(input as Record<string, unknown>, AD_FIELDS) };
      const { value, errors } = await adWrite(() => ctx.v3.post<V3Ad>(`/v3/ad_groups/${groupId}/ads/`, body), notFound, PIN_FIELDS);
      return { ad: value ? primeAd(ctx, value as Ad) : null, errors };
    },
  }),
  updateAd: t.field({
    type: AdPayload,
    args: { input: t.arg({ type: UpdateAdInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = v3IdOf(String(input.id), 'Ad');
      if (!id) return { ad: null, errors: notFoundErrors(AD_NOT_FOUND) };
      const body = given(input as Record<string, unknown>, AD_FIELDS, ['partnershipAdvertiserName', 'partnershipAttributionName']);
      const { value, errors } = await adWrite(() => ctx.v3.send<V3Ad>('PATCH', `/v3/ads/${id}/`, body), AD_NOT_FOUND);
      return { ad: value ? primeAd(ctx, value as Ad) : null, errors };
    },
  }),
  createCustomerList: t.field({
    type: CustomerListPayload,
    description: "Upload a customer list to an ad account: the addresses are hashed at once; ad groups target it by customerListId.",
    args: { input: t.arg({ type: CreateCustomerListInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const accountId = v3IdOf(String(input.adAccountId), 'AdAccount');
      if (!accountId) return { customerList: null, errors: notFoundErrors(ACCOUNT_NOT_FOUND) };
      const { value, errors } = await adWrite(
        () => ctx.v3.post<V3CustomerList>(`/v3/ad_accounts/${accountId}/customer_lists/`, { name: input.name, emails: input.emails }),
        ACCOUNT_NOT_FOUND,
      );
      return { customerList: value, errors };
    },
  }),
}));
