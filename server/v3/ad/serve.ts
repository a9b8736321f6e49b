/**
 * Ad serving (issue 19): `serveAds` places eligible ads at AD_SLOTS of a page of the home feed, a
 * search or related pins. Ads are extra items: the page's organic pins and its bookmark stay as they
 * were read.
 *
 * Per page: the viewer's signals (one statement, kept for the request: ./targeting.ts), then one
 * statement for the candidates: active ad groups of active campaigns running now whose targeting the
 * signals can match (filtered in SQL, the highest bids first, at most CANDIDATE_GROUPS), each with its
 * newest active ads whose pin the viewer may see in discovery (not their own, not hidden, no blocks),
 * and its campaign's spend today and in all. Then, in order: the exact match (./targeting.ts), the
 * budget and pacing (./pacing.ts), ranking by bid × match strength, and per page an ad at most once,
 * a pin at most once and never one of the page's organic pins. Each placement is an ad_serves row
 * holding what matched (./attribution.ts); the served pin is the ad's pin as the viewer may see it,
 * promoted by the ad account's owner, its outbound link the ad's destination (signed for it).
 *
 * Logged-out visitors, bots and members under 18 are not personalised: untargeted groups only.
 * ADS_SERVING=off (or adServing: false) turns serving off (the benchmark's baseline).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isBot } from '../../../schema/viewer/bots.ts';
import { adServes, boardColumns, boards, pinColumns, pins, type AdTargeting } from '../../db/schema.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import type { PinFieldSet, V3GridPin } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import { rowsOf } from '../search/rows.ts';
import type { V3AdTargetingAttribution, V3Pin } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import { attributionOf, matchReasonOf } from './attribution.ts';
import { AD_SLOTS } from './constants.ts';
import { deviceOf } from './device.ts';
import { utcDay, withinBudget } from './pacing.ts';
import { ageBucketOf, localeKeys, matchGroup, score, searchTerms, targetGenderOf, type Matched, type ViewerSignals } from './targeting.ts';

export type AdSurface = 'home' | 'search' | 'related';

/** Ad groups read per page, highest bids first (after the targeting filter). */
export const CANDIDATE_GROUPS = 60;
/** Ads read per candidate group. */
const ADS_PER_GROUP = 3;

interface ServingConfig {
  now: () => Date;
  enabled: boolean;
}
const configs = new WeakMap<V3Deps, ServingConfig>();

/** Set by ./serve-routes.ts at registration: the app's clock and whether ads are served (ADS_SERVING=off: not). */
export function configureServing(deps: V3Deps, config: Partial<ServingConfig>): void {
  configs.set(deps, { now: () => new Date(), enabled: process.env.ADS_SERVING !== 'off', ...configs.get(deps), ...config });
}
const configOf = (deps: V3Deps): ServingConfig => configs.get(deps) ?? { now: () => new Date(), enabled: process.env.ADS_SERVING !== 'off' };

/**
 * Organic lists (home, search, related) leave out pins promoted by the old promoter columns (the
 * seeded promoted pins): those appear only through ad slots.
 */
export const notPromotedPin = (): SQL => sql`(${pins.promoterId} is null or ${pins.isDownstreamPromotion})`;

const signalCache = new WeakMap<FastifyRequest, Promise<ViewerSignals>>();

const EMPTY_SIGNALS = (request: FastifyRequest): ViewerSignals => ({
  personal: false,
  interests: new Map(),
  locale: null,
  country: null,
  gender: 'unknown',
  ageBucket: null,
  device: deviceOf(request.headers),
  customerLists: new Set(),
  keywords: [],
});

interface SignalRow {
  locale: string | null;
  country: string | null;
  gender: string | null;
  birth_year: number | string | null;
  interests: Record<string, string> | string | null;
  lists: Array<number | string> | string | null;
}

const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** What the platform knows of the viewer (one statement), kept for the rest of the request. */
export function viewerSignals(deps: V3Deps, viewer: Viewer, request: FastifyRequest, now: Date): Promise<ViewerSignals> {
  const cached = signalCache.get(request);
  if (cached) return cached;
  const read = (async (): Promise<ViewerSignals> => {
    const base = EMPTY_SIGNALS(request);
    if (viewer.userId === null || isBot(String(request.headers['user-agent'] ?? ''))) return base;
    const [row] = rowsOf<SignalRow>(
      await deps.db.execute(sql`select u.locale, u.country, u.gender, u.birth_year,
        (select jsonb_object_agg(i.id::text, i.name) from interests i where i.id in (
          select f.target_id from follows f where f.follower_id = u.id and f.target_type = 'interest'
          union select b.interest_id from boards b where b.owner_id = u.id and b.interest_id is not null and not b.archived)) as interests,
        (select jsonb_agg(m.list_id) from customer_list_members m
          where u.email is not null and m.email_hash = encode(sha256(convert_to(lower(btrim(u.email)), 'UTF8')), 'hex')) as lists
        from users u where u.id = ${viewer.userId}`),
    );
    if (!row) return base;
    const birthYear = row.birth_year === null ? null : Number(row.birth_year);
    // Under 18 (a known birth year): nothing personalised.
    if (birthYear !== null && now.getUTCFullYear() - birthYear < 18) return base;
    return {
      ...base,
      personal: true,
      interests: new Map(Object.entries(json(row.interests) ?? {})),
      locale: row.locale,
      country: row.country,
      gender: targetGenderOf(row.gender),
      ageBucket: ageBucketOf(birthYear, now),
      customerLists: new Set((json(row.lists) ?? []).map(Number)),
    };
  })();
  signalCache.set(request, read);
  return read;
}

interface CandidateRow {
  group_id: number | string;
  bid_micros: number | string;
  targeting: AdTargeting | string;
  first_party_personalization: boolean;
  third_party_personalization: boolean;
  expanded_targeting: boolean;
  customer_list_id: number | string | null;
  campaign_id: number | string;
  daily_budget_micros: number | string | null;
  lifetime_budget_micros: number | string | null;
  end_time: Date | string | null;
  account_id: number | string;
  account_name: string;
  owner_id: number | string;
  ad_id: number | string;
  pin_id: number | string;
  destination_url: string;
  partnership_advertiser_name: string | null;
  partnership_attribution_name: string | null;
  spend_today: number | string;
  spend_total: number | string;
}

const orNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

const targeted = (key: string): SQL => sql.raw(`coalesce(jsonb_array_length(case when jsonb_typeof(g.targeting->'${key}') = 'array' then g.targeting->'${key}' end), 0) > 0`);
/** The targeting dimension `key` is empty, or one of its values (lower-cased) is among `values` (a jsonb array of strings). */
const anyOf = (key: string, values: string[]): SQL =>
  sql`(not ${targeted(key)} or exists (select 1 from jsonb_array_elements_text(g.targeting->${key}) v(v) where lower(v.v) in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))))`;

/** The candidate rows (see the module comment). */
async function candidates(deps: V3Deps, viewer: Viewer, signals: ViewerSignals, now: Date): Promise<CandidateRow[]> {
  const s = signals;
  const lower = (values: Array<string | null>) => values.flatMap((v) => (v ? [v.toLowerCase()] : []));
  const filter = sql`((g.expanded_targeting and ${s.personal})
    or ((g.customer_list_id is null or ${JSON.stringify([...s.customerLists])}::jsonb @> to_jsonb(g.customer_list_id))
      and ${anyOf('interests', s.personal ? [...s.interests.keys()] : [])}
      and ${anyOf('keywords', s.personal ? s.keywords : [])}
      and ${anyOf('locales', s.personal ? localeKeys(s.locale) : [])}
      and ${anyOf('countries', s.personal ? lower([s.country]) : [])}
      and ${anyOf('genders', s.personal ? [s.gender] : [])}
      and ${anyOf('age_buckets', s.personal ? lower([s.ageBucket]) : [])}
      and ${anyOf('devices', s.personal ? [s.device] : [])}
      and not ${targeted('geo_regions')} and not ${targeted('geo_postal_codes')}))`;
  const notMine = viewer.userId === null ? sql`true` : sql`${pins.pinnerId} <> ${viewer.userId}`;
  const result = await deps.db.execute(sql`select g.id as group_id, g.bid_micros, g.targeting, g.first_party_personalization, g.third_party_personalization,
      g.expanded_targeting, g.customer_list_id, c.id as campaign_id, c.daily_budget_micros, c.lifetime_budget_micros, c.end_time,
      acc.id as account_id, acc.name as account_name, acc.owner_id,
      ad.id as ad_id, ad.pin_id, ad.destination_url, ad.partnership_advertiser_name, ad.partnership_attribution_name,
      sp.today as spend_today, sp.total as spend_total
    from (
      select g.* from ad_groups g join campaigns c on c.id = g.campaign_id
      where g.status = 'ACTIVE' and c.status = 'ACTIVE' and c.start_time <= ${now.toISOString()}::timestamptz
        and (c.end_time is null or c.end_time > ${now.toISOString()}::timestamptz) and ${filter}
      order by g.bid_micros desc, g.id limit ${sql.raw(String(CANDIDATE_GROUPS))}
    ) g
    join campaigns c on c.id = g.campaign_id
    join ad_accounts acc on acc.id = c.ad_account_id
    cross join lateral (
      select a.id, a.pin_id, a.destination_url, a.partnership_advertiser_name, a.partnership_attribution_name
      from ads a join ${pins} on ${pins.id} = a.pin_id join ${boards} on ${boards.id} = ${pins.boardId}
      where a.ad_group_id = g.id and a.status = 'ACTIVE' and ${isNull(pins.deletedAt)} and ${pinInDiscovery(viewer)} and ${notMine}
      order by a.id desc limit ${sql.raw(String(ADS_PER_GROUP))}
    ) ad
    cross join lateral (
      select coalesce(sum(s.spend_micros) filter (where s.day = ${utcDay(now)}::date), 0) as today, coalesce(sum(s.spend_micros), 0) as total
      from ad_groups g2 join ads a2 on a2.ad_group_id = g2.id join ad_daily_stats s on s.ad_id = a2.id where g2.campaign_id = c.id
    ) sp`);
  return rowsOf<CandidateRow>(result);
}

export interface ServeInput<P extends V3GridPin> {
  viewer: Viewer;
  request: FastifyRequest;
  surface: AdSurface;
  /** The page's organic pins, in order. */
  page: P[];
  /** Pin ids no ad may show besides the page's (related: the pin the list is for). */
  exclude?: string[];
  /** The search's text (surface search). */
  keywords?: string;
  /** Which page of its list this is (the bookmark it was read from, '' for the first): the ranking's tie-break. */
  pageKey: string;
  /** The shape of the page's pins: the served ones are the same. Default full. */
  fieldSet?: PinFieldSet;
}

interface Choice {
  row: CandidateRow;
  matched: Matched;
  score: number;
  tie: string;
}

/** How many of AD_SLOTS a page of `organic` pins has room for: a slot needs the pins before it. */
export function slotsFor(organic: number): number {
  return AD_SLOTS.filter((slot, i) => slot <= organic + i).length;
}

/** The page with ads placed at AD_SLOTS (see the module comment). */
export async function serveAds<P extends V3GridPin>(deps: V3Deps, input: ServeInput<P>): Promise<P[]> {
  const config = configOf(deps);
  const room = slotsFor(input.page.length);
  if (!config.enabled || room === 0) return input.page;
  const now = config.now();
  const base = await viewerSignals(deps, input.viewer, input.request, now);
  const signals = input.surface === 'search' && input.keywords ? { ...base, keywords: searchTerms(input.keywords) } : base;
  const rows = await candidates(deps, input.viewer, signals, now);

  const ranked: Choice[] = [];
  for (const row of rows) {
    const group = { targeting: json<AdTargeting>(row.targeting) ?? {}, expandedTargeting: row.expanded_targeting, customerListId: orNull(row.customer_list_id) };
    const matched = matchGroup(group, signals);
    if (!matched) continue;
    const campaign = { dailyBudgetMicros: orNull(row.daily_budget_micros), lifetimeBudgetMicros: orNull(row.lifetime_budget_micros), endTime: row.end_time === null ? null : new Date(row.end_time) };
    if (!withinBudget(campaign, { today: Number(row.spend_today), total: Number(row.spend_total) }, now)) continue;
    const tie = createHash('sha1').update(`${input.pageKey}:${row.ad_id}`).digest('hex');
    ranked.push({ row, matched, score: score(Number(row.bid_micros), matched), tie });
  }
  ranked.sort((a, b) => b.score - a.score || (a.tie < b.tie ? -1 : 1));

  const onPage = new Set([...input.page.map((pin) => pin.id), ...(input.exclude ?? [])]);
  const chosen: Choice[] = [];
  const ads = new Set<string>();
  for (const choice of ranked) {
    if (chosen.length === room) break;
    const pinId = String(choice.row.pin_id);
    const adId = String(choice.row.ad_id);
    if (onPage.has(pinId) || ads.has(adId)) continue;
    onPage.add(pinId);
    ads.add(adId);
    chosen.push(choice);
  }
  if (chosen.length === 0) return input.page;
  const served = await servedPins<P>(deps, input, now, chosen);
  const out = [...input.page];
  served.forEach((pin, i) => out.splice(AD_SLOTS[i]!, 0, pin));
  return out;
}

export interface ServedAd {
  adId: number;
  pinId: number;
  destinationUrl: string;
  ownerId: number;
  accountId: number;
  campaignId: number;
  partnershipAdvertiserName: string | null;
  partnershipAttributionName: string | null;
}

/** The stored record of a serve: the attribution and its ad_match_reason. */
export type StoredMatch = V3AdTargetingAttribution & { ad_match_reason: number };

/** Records the placements (ad_serves) and serializes the served pins. */
async function servedPins<P extends V3GridPin>(deps: V3Deps, input: ServeInput<P>, now: Date, chosen: Choice[]): Promise<P[]> {
  const records = chosen.map(({ row, matched }) => {
    const attribution = attributionOf(matched, {
      advertiserName: row.account_name,
      firstPartyPersonalization: row.first_party_personalization,
      thirdPartyPersonalization: row.third_party_personalization,
    });
    return { ...attribution, ad_match_reason: matchReasonOf(attribution, matched.genderUnknown) } satisfies StoredMatch;
  });
  const inserted = await deps.db
    .insert(adServes)
    .values(chosen.map(({ row }, i) => ({ adId: Number(row.ad_id), userId: input.viewer.userId, surface: input.surface, matched: records[i]!, servedAt: now })))
    .returning({ id: adServes.id });
  const ads = chosen.map(({ row }) => ({
    adId: Number(row.ad_id),
    pinId: Number(row.pin_id),
    destinationUrl: row.destination_url,
    ownerId: Number(row.owner_id),
    accountId: Number(row.account_id),
    campaignId: Number(row.campaign_id),
    partnershipAdvertiserName: row.partnership_advertiser_name,
    partnershipAttributionName: row.partnership_attribution_name,
  }));
  const pinsOut = await serializeServed(
    deps,
    input.viewer,
    ads.map((ad, i) => ({ ad, serveId: Number(inserted[i]!.id), match: records[i]! })),
    input.fieldSet ?? 'full',
  );
  return pinsOut.flatMap((pin) => (pin ? [pin as P] : []));
}

/**
 * Served pins (null where the pin is gone): the ad's pin as the viewer may see it, with the promotion
 * of the ad (promoter: the ad account's owner; outbound link: the destination, signed) and the serve's
 * record. The pin rows are read by the caller's discovery check (serveAds) or here by id (GET
 * /v3/ad_serves/{id}/ checks visibility itself).
 */
export async function serializeServed(
  deps: V3Deps,
  viewer: Viewer,
  served: Array<{ ad: ServedAd; serveId: number; match: StoredMatch }>,
  fieldSet: PinFieldSet,
): Promise<Array<V3Pin | V3GridPin | null>> {
  const ids = served.map(({ ad }) => ad.pinId);
  const rows = await deps.db
    .select({ pin: pinColumns, board: boardColumns })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(inArray(pins.id, ids), isNull(pins.deletedAt)));
  const byId = new Map(rows.map((row) => [Number(row.pin.id), row]));
  const present = served.filter(({ ad }) => byId.has(ad.pinId));
  const promoted = present.map(({ ad, match }) => {
    const { pin, board } = byId.get(ad.pinId)!;
    return {
      board,
      pin: {
        ...pin,
        promoterId: ad.ownerId,
        isDownstreamPromotion: false,
        adDestinationUrl: ad.destinationUrl,
        advertiserId: String(ad.accountId),
        campaignId: String(ad.campaignId),
        pinPromotionId: String(ad.adId),
        adMatchReason: match.ad_match_reason,
      },
    };
  });
  const serialized = await serializePinRows(deps, viewer, promoted, fieldSet);
  const out = new Map<number, V3Pin | V3GridPin>();
  present.forEach(({ ad, serveId, match }, i) => {
    const { ad_match_reason: _reason, ...attribution } = match;
    const pin = serialized[i]!;
    Object.assign(pin, {
      ad_serve_id: String(serveId),
      ad_targeting_attribution: attribution,
      is_eligible_for_promoted_partnership: ad.partnershipAdvertiserName !== null,
      promoted_partnership_advertiser_name: ad.partnershipAdvertiserName,
      promoted_partnership_attribution_name: ad.partnershipAttributionName,
    });
    out.set(serveId, pin);
  });
  return served.map(({ serveId }) => out.get(serveId) ?? null);
}
