/**
 * Ad serving (issue 19): `serveAds` places eligible ads at AD_SLOTS of a page of the home feed, a
 * search or related pins. Ads are extra items: the page's organic pins and its bookmark stay as they
 * were read.
 *
 * Per page: the viewer's signals (one statement, kept for the request: ./targeting.ts) and the
 * active ad groups with their ads and campaigns' spend (kept in memory: ./snapshot.ts). In memory,
 * the groups the signals can reach, in order: running now, the exact match (./targeting.ts), the
 * budget and pacing (./pacing.ts), ranking by bid × match strength (`rankAds`). Then one statement
 * reads the best few ads' pins as the viewer may see them in discovery (not their own, not hidden, no
 * blocks); per page an ad at most once, a pin at most once and never one of the page's organic pins.
 * Each placement is an ad_serves row holding what matched (./attribution.ts); the served pin is the
 * ad's pin, promoted by the ad account's owner, its outbound link the ad's destination (signed for it).
 *
 * Logged-out visitors, bots and members under 18 are not personalised: untargeted groups only.
 * ADS_SERVING=off (V3Deps.adServing.enabled false) turns serving off (the benchmark's baseline).
 */
import { nowOf } from '../clock.ts';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isBot } from '../../../schema/viewer/bots.ts';
import { adServes, boardColumns, boards, pinColumns, pins } from '../../db/schema.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import type { PinFieldSet, V3GridPin } from '../pin/field-sets.ts';
import { serializePinRows, type PinWithBoard } from '../pin/load.ts';
import { rowsOf } from '../search/rows.ts';
import type { V3AdTargetingAttribution, V3Pin } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import { attributionOf, matchReasonOf } from './attribution.ts';
import { AD_SLOTS } from './constants.ts';
import { deviceOf } from './device.ts';
import { utcDay, withinBudget } from './pacing.ts';
import { AD_SNAPSHOT_MS, servingSnapshot, type ServingSnapshot, type SnapshotAd, type SnapshotGroup } from './snapshot.ts';
import { ageBucketOf, matchGroup, score, searchTerms, targetGenderOf, type Matched, type ViewerSignals } from './targeting.ts';

export type AdSurface = 'home' | 'search' | 'related';

/** Ads whose pins are read per page for each slot it has room for (the rest of a page's choice, should some not be visible to the viewer). */
const CANDIDATES_PER_SLOT = 4;

/** The serving settings of `deps` (V3Deps.adServing: ADS_SERVING, ADS_SNAPSHOT_MS) and the app's clock (../clock.ts). */
const configOf = (deps: V3Deps) => ({ now: () => nowOf(deps), enabled: deps.adServing?.enabled ?? true, snapshotMs: deps.adServing?.snapshotMs ?? AD_SNAPSHOT_MS });

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
  group: SnapshotGroup;
  ad: SnapshotAd;
  matched: Matched;
  score: number;
  tie: number;
}

/** How many of AD_SLOTS a page of `organic` pins has room for: a slot needs the pins before it. */
export function slotsFor(organic: number): number {
  return AD_SLOTS.filter((slot, i) => slot <= organic + i).length;
}

const byRank = (a: Choice, b: Choice): number => b.score - a.score || a.tie - b.tie;

/** The tie-break of an ad on a page: FNV-1a of `page:ad`, so equal scores take turns from page to page. */
function tieOf(pageKey: string, adId: number): number {
  let hash = 0x811c9dc5;
  const text = `${pageKey}:${adId}`;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The best `count` ads for the viewer by score (ties broken by a hash of the page and the ad), from
 * the snapshot's lists the viewer can reach: each by the highest score a group can reach, left as
 * soon as that cannot beat the last of those chosen. Campaigns not started, ended or out of budget, and
 * groups the targeting does not match, are passed over.
 */
export function rankAds(snapshot: ServingSnapshot, signals: ViewerSignals, now: Date, pageKey: string, count: number): Choice[] {
  const lists = signals.personal
    ? [snapshot.open, ...[...signals.interests.keys()].map((id) => snapshot.byInterest.get(id) ?? []), ...signals.keywords.map((term) => snapshot.byKeyword.get(term) ?? [])]
    : [snapshot.untargeted];
  const best: Choice[] = [];
  const seen = new Set<number>();
  const time = now.getTime();
  const day = utcDay(now);
  for (const list of lists) {
    for (const group of list) {
      if (best.length === count && group.ceiling! < best[count - 1]!.score) break;
      if (seen.has(group.id)) continue;
      seen.add(group.id);
      const campaign = group.campaign;
      if (campaign.startTime > time || (campaign.endTime !== null && campaign.endTime.getTime() <= time)) continue;
      const matched = matchGroup(group, signals);
      if (!matched) continue;
      const spend = campaign.spendDay === day ? { today: campaign.spendToday, total: campaign.spendTotal } : { today: 0, total: campaign.spendTotal };
      if (!withinBudget(campaign, spend, now)) continue;
      const value = score(group.bidMicros, matched);
      if (best.length === count && value < best[count - 1]!.score) continue;
      for (const ad of group.ads) best.push({ group, ad, matched, score: value, tie: tieOf(pageKey, ad.id) });
      best.sort(byRank);
      best.length = Math.min(best.length, count);
    }
  }
  return best;
}

/** The page with ads placed at AD_SLOTS (see the module comment). */
export async function serveAds<P extends V3GridPin>(deps: V3Deps, input: ServeInput<P>): Promise<P[]> {
  const config = configOf(deps);
  const room = slotsFor(input.page.length);
  if (!config.enabled || room === 0) return input.page;
  const now = config.now();
  const [base, snapshot] = await Promise.all([viewerSignals(deps, input.viewer, input.request, now), servingSnapshot(deps.db, now, config.snapshotMs)]);
  const signals = input.surface === 'search' && input.keywords ? { ...base, keywords: searchTerms(input.keywords) } : base;
  const onPage = new Set([...input.page.map((pin) => pin.id), ...(input.exclude ?? [])]);
  const ranked = rankAds(snapshot, signals, now, input.pageKey, room * CANDIDATES_PER_SLOT).filter((choice) => !onPage.has(String(choice.ad.pinId)));
  if (ranked.length === 0) return input.page;

  // The ranked ads' pins the viewer may see in discovery (not their own, not hidden, no blocks).
  const notMine = input.viewer.userId === null ? undefined : ne(pins.pinnerId, input.viewer.userId);
  const rows = await deps.db
    .select({ pin: pinColumns, board: boardColumns })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(inArray(pins.id, [...new Set(ranked.map((choice) => choice.ad.pinId))]), isNull(pins.deletedAt), pinInDiscovery(input.viewer), notMine));
  const visible = new Map(rows.map((row) => [Number(row.pin.id), row]));
  const chosen: Choice[] = [];
  for (const choice of ranked) {
    if (chosen.length === room) break;
    const pinId = String(choice.ad.pinId);
    if (!visible.has(choice.ad.pinId) || onPage.has(pinId)) continue;
    onPage.add(pinId);
    chosen.push(choice);
  }
  if (chosen.length === 0) return input.page;
  const served = await servedPins<P>(deps, input, now, chosen, visible);
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

/** Records the placements (ad_serves) and serializes the served pins (`rows`: their pins, read by serveAds). */
async function servedPins<P extends V3GridPin>(deps: V3Deps, input: ServeInput<P>, now: Date, chosen: Choice[], rows: Map<number, PinWithBoard>): Promise<P[]> {
  const records = chosen.map(({ group, matched }) => {
    const attribution = attributionOf(matched, {
      advertiserName: group.campaign.accountName,
      firstPartyPersonalization: group.firstPartyPersonalization,
      thirdPartyPersonalization: group.thirdPartyPersonalization,
    });
    return { ...attribution, ad_match_reason: matchReasonOf(attribution, matched.genderUnknown) } satisfies StoredMatch;
  });
  const inserted = await deps.db
    .insert(adServes)
    .values(chosen.map(({ ad }, i) => ({ adId: ad.id, userId: input.viewer.userId, surface: input.surface, matched: records[i]!, servedAt: now })))
    .returning({ id: adServes.id });
  const ads = chosen.map(({ group, ad }) => ({
    adId: ad.id,
    pinId: ad.pinId,
    destinationUrl: ad.destinationUrl,
    ownerId: group.campaign.ownerId,
    accountId: group.campaign.accountId,
    campaignId: group.campaign.id,
    partnershipAdvertiserName: ad.partnershipAdvertiserName,
    partnershipAttributionName: ad.partnershipAttributionName,
  }));
  const pinsOut = await serializeServed(
    deps,
    input.viewer,
    ads.map((ad, i) => ({ ad, serveId: Number(inserted[i]!.id), match: records[i]! })),
    input.fieldSet ?? 'full',
    rows,
  );
  return pinsOut.flatMap((pin) => (pin ? [pin as P] : []));
}

/**
 * Served pins (null where the pin is gone): the ad's pin as the viewer may see it, with the promotion
 * of the ad (promoter: the ad account's owner; outbound link: the destination, signed) and the serve's
 * record. The pin rows are read by the caller's discovery check (serveAds: `read`) or here by id (GET
 * /v3/ad_serves/{id}/ checks visibility itself).
 */
export async function serializeServed(
  deps: V3Deps,
  viewer: Viewer,
  served: Array<{ ad: ServedAd; serveId: number; match: StoredMatch }>,
  fieldSet: PinFieldSet,
  read?: Map<number, PinWithBoard>,
): Promise<Array<V3Pin | V3GridPin | null>> {
  const byId =
    read ??
    new Map(
      (
        await deps.db
          .select({ pin: pinColumns, board: boardColumns })
          .from(pins)
          .innerJoin(boards, eq(boards.id, pins.boardId))
          .where(and(inArray(pins.id, served.map(({ ad }) => ad.pinId)), isNull(pins.deletedAt)))
      ).map((row) => [Number(row.pin.id), row]),
    );
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
      attribution_source_id: String(serveId),
      ad_targeting_attribution: attribution,
      is_eligible_for_promoted_partnership: ad.partnershipAdvertiserName !== null,
      promoted_partnership_advertiser_name: ad.partnershipAdvertiserName,
      promoted_partnership_attribution_name: ad.partnershipAttributionName,
    });
    out.set(serveId, pin);
  });
  return served.map(({ serveId }) => out.get(serveId) ?? null);
}
