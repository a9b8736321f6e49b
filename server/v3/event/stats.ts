/**
 * Daily counts per pin and per ad (issue 19): pin_daily_stats and ad_daily_stats, one row per UTC day,
 * written by upserts that add to what is there.
 *
 * - countPin / countAd: one field of one row (a save, an outbound click, a closeup).
 * - countImpressions: a POST /v3/events/ batch's impression events (./impressions.ts), in the caller's
 *   transaction: each event's receipt (impression_receipts) is inserted first, and only the events whose
 *   receipt is new are counted, so a retried batch (even two copies at once: the second waits for the
 *   first's receipt rows and then finds them) counts nothing twice. A served ad is resolved from
 *   ad_serve_id (ad_serves → ads → ad_groups): the serve must be the viewer's (or a logged-out serve) and of
 *   the event's pin, else only the pin is counted. Its impression, view and video view count once per
 *   serve; each impression adds round(bid_micros / 1000) to spend_micros (the bid is a CPM).
 *   Rows are written in id order, receipts first, so two batches never wait on each other in a circle.
 * - countSave / countClickthrough: the save route's and the clickthrough log's counts; they never fail the
 *   request they are called from (a lost count is logged).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adDailyStats, adGroups, adServes, ads, impressionReceipts, pinDailyStats, pins } from '../../db/schema.ts';
import { addSpend } from '../ad/snapshot.ts';
import type { V3Deps } from '../deps.ts';
import type { Viewer } from '../viewer.ts';
import { AD_VIEW_EVENT, CLOSEUP_EVENT, IMPRESSION_EVENT, receiptKey, serveReceiptKey, VIDEO_VIEW_EVENT, type CheckedImpression } from './impressions.ts';

export type PinStatField = 'impressions' | 'closeups' | 'saves' | 'outboundClicks' | 'videoViews';
export type AdStatField = 'impressions' | 'views' | 'clicks' | 'closeups' | 'saves' | 'videoViews' | 'spendMicros';

const PIN_FIELDS: readonly PinStatField[] = ['impressions', 'closeups', 'saves', 'outboundClicks', 'videoViews'];
const AD_FIELDS: readonly AdStatField[] = ['impressions', 'views', 'clicks', 'closeups', 'saves', 'videoViews', 'spendMicros'];

/** The UTC day (YYYY-MM-DD) of `now`. */
export const utcDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Per-row additions: id → field → n. */
type Additions<F extends string> = Map<number, Partial<Record<F, number>>>;

function add<F extends string>(into: Additions<F>, id: number, field: F, n = 1): void {
  const row: Partial<Record<F, number>> = into.get(id) ?? {};
  row[field] = (row[field] ?? 0) + n;
  into.set(id, row);
}

/** Upserts pin rows of `day`, adding each field's n (rows in pin id order). Pins that no longer exist are skipped. */
export async function countPins(db: Db, day: string, additions: Additions<PinStatField>): Promise<void> {
  if (additions.size === 0) return;
  const existing = await db.select({ id: pins.id }).from(pins).where(inArray(pins.id, [...additions.keys()]));
  const ids = existing.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length === 0) return;
  const values = ids.map((pinId) => {
    const row = additions.get(pinId)!;
    return { pinId, day, ...Object.fromEntries(PIN_FIELDS.map((f) => [f, row[f] ?? 0])) };
  });
  await db
    .insert(pinDailyStats)
    .values(values)
    .onConflictDoUpdate({
      target: [pinDailyStats.pinId, pinDailyStats.day],
      set: {
        impressions: sql`${pinDailyStats.impressions} + excluded.impressions`,
        closeups: sql`${pinDailyStats.closeups} + excluded.closeups`,
        saves: sql`${pinDailyStats.saves} + excluded.saves`,
        outboundClicks: sql`${pinDailyStats.outboundClicks} + excluded.outbound_clicks`,
        videoViews: sql`${pinDailyStats.videoViews} + excluded.video_views`,
      },
    });
}

/** Upserts ad rows of `day`, adding each field's n (rows in ad id order). Ads that no longer exist are skipped. */
export async function countAds(db: Db, day: string, additions: Additions<AdStatField>): Promise<void> {
  if (additions.size === 0) return;
  const existing = await db.select({ id: ads.id }).from(ads).where(inArray(ads.id, [...additions.keys()]));
  const ids = existing.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length === 0) return;
  const values = ids.map((adId) => {
    const row = additions.get(adId)!;
    return { adId, day, ...Object.fromEntries(AD_FIELDS.map((f) => [f, row[f] ?? 0])) };
  });
  await db
    .insert(adDailyStats)
    .values(values)
    .onConflictDoUpdate({
      target: [adDailyStats.adId, adDailyStats.day],
      set: {
        impressions: sql`${adDailyStats.impressions} + excluded.impressions`,
        views: sql`${adDailyStats.views} + excluded.views`,
        clicks: sql`${adDailyStats.clicks} + excluded.clicks`,
        closeups: sql`${adDailyStats.closeups} + excluded.closeups`,
        saves: sql`${adDailyStats.saves} + excluded.saves`,
        videoViews: sql`${adDailyStats.videoViews} + excluded.video_views`,
        spendMicros: sql`${adDailyStats.spendMicros} + excluded.spend_micros`,
      },
    });
  // Pacing in this process counts the spend at once (../ad/snapshot.ts).
  for (const adId of ids) addSpend(db, adId, additions.get(adId)!.spendMicros ?? 0, day);
}

/** Adds n to one field of a pin's row of `day` (a UTC YYYY-MM-DD). */
export async function countPin(db: Db, pinId: number, field: PinStatField, day: string, n = 1): Promise<void> {
  const additions: Additions<PinStatField> = new Map();
  add(additions, pinId, field, n);
  await countPins(db, day, additions);
}

/** Adds n to one field of an ad's row of `day` (a UTC YYYY-MM-DD). */
export async function countAd(db: Db, adId: number, field: AdStatField, day: string, n = 1): Promise<void> {
  const additions: Additions<AdStatField> = new Map();
  add(additions, adId, field, n);
  await countAds(db, day, additions);
}

export interface ServedAd {
  serveId: number;
  adId: number;
  pinId: number;
  bidMicros: number;
}

/**
 * The serves among `serveIds` that `viewer` may report: served to them, or to a logged-out visitor.
 * (A serve of another member is not theirs to count.)
 */
export async function servedAds(db: Db, viewer: Viewer, serveIds: readonly number[]): Promise<Map<number, ServedAd>> {
  const out = new Map<number, ServedAd>();
  if (serveIds.length === 0) return out;
  const rows = await db
    .select({ serveId: adServes.id, adId: ads.id, pinId: ads.pinId, bidMicros: adGroups.bidMicros })
    .from(adServes)
    .innerJoin(ads, eq(ads.id, adServes.adId))
    .innerJoin(adGroups, eq(adGroups.id, ads.adGroupId))
    .where(and(inArray(adServes.id, [...new Set(serveIds)]), viewer.userId === null ? isNull(adServes.userId) : or(isNull(adServes.userId), eq(adServes.userId, viewer.userId))));
  for (const row of rows) out.set(row.serveId, row);
  return out;
}

/** Inserts the receipts that are new (sorted, so concurrent batches lock them in one order); answers those keys. */
async function newReceipts(db: Db, keys: readonly string[], now: Date): Promise<Set<string>> {
  const unique = [...new Set(keys)].sort();
  if (unique.length === 0) return new Set();
  const inserted = await db
    .insert(impressionReceipts)
    .values(unique.map((impressionId) => ({ impressionId, receivedAt: now })))
    .onConflictDoNothing()
    .returning({ key: impressionReceipts.impressionId });
  return new Set(inserted.map((row) => row.key));
}

/** Which ad field an event type counts once per serve. */
const PER_SERVE: Readonly<Record<number, AdStatField>> = { [IMPRESSION_EVENT]: 'impressions', [AD_VIEW_EVENT]: 'views', [VIDEO_VIEW_EVENT]: 'videoViews' };

/**
 * Counts a batch's impression events (run it inside the request's transaction). Answers the events that
 * were new (their receipt was inserted now): the ones to keep in the events log.
 */
export async function countImpressions(db: Db, viewer: Viewer, impressions: readonly CheckedImpression[], now: Date): Promise<CheckedImpression[]> {
  if (impressions.length === 0) return [];
  const fresh = await newReceipts(db, impressions.map(receiptKey), now);
  // One event per receipt: a batch naming an impression id twice counts it once.
  const seen = new Set<string>();
  const counted = impressions.filter((impression) => {
    const key = receiptKey(impression);
    if (!fresh.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const served = await servedAds(
    db,
    viewer,
    counted.flatMap((i) => (i.adServeId === null ? [] : [i.adServeId])),
  );
  const adOf = (impression: CheckedImpression): ServedAd | null => {
    const ad = impression.adServeId === null ? undefined : served.get(impression.adServeId);
    return ad && ad.pinId === impression.pinId ? ad : null;
  };
  // Serve receipts: a served ad's impression, view and video view count once per serve.
  const serveKeys = counted.flatMap((i) => {
    const ad = adOf(i);
    return ad && PER_SERVE[i.eventType] ? [serveReceiptKey(i.eventType, ad.serveId)] : [];
  });
  const freshServes = await newReceipts(db, serveKeys, now);

  const pinAdds: Additions<PinStatField> = new Map();
  const adAdds: Additions<AdStatField> = new Map();
  for (const impression of counted) {
    const ad = adOf(impression);
    const perServe = PER_SERVE[impression.eventType];
    const adCounts = ad !== null && (perServe === undefined || freshServes.delete(serveReceiptKey(impression.eventType, ad.serveId)));
    switch (impression.eventType) {
      case IMPRESSION_EVENT:
        add(pinAdds, impression.pinId, 'impressions');
        if (adCounts) {
          add(adAdds, ad.adId, 'impressions');
          add(adAdds, ad.adId, 'spendMicros', Math.round(ad.bidMicros / 1000));
        }
        break;
      case AD_VIEW_EVENT:
        if (adCounts) add(adAdds, ad.adId, 'views');
        break;
      case VIDEO_VIEW_EVENT:
        add(pinAdds, impression.pinId, 'videoViews');
        if (adCounts) add(adAdds, ad.adId, 'videoViews');
        break;
      case CLOSEUP_EVENT:
        add(pinAdds, impression.pinId, 'closeups');
        if (adCounts) add(adAdds, ad.adId, 'closeups');
        break;
      default:
        break;
    }
  }
  const day = utcDayOf(now);
  await countPins(db, day, pinAdds);
  await countAds(db, day, adAdds);
  return counted;
}

interface QuietLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** An ad serve id named in a request's aux_data (JSON text or object) or beside it; null when none or not an id. */
export function adServeIdIn(...sources: unknown[]): number | null {
  for (const source of sources) {
    let value: unknown = source;
    if (typeof value === 'string' && value.trim().startsWith('{')) {
      try {
        value = (JSON.parse(value) as Record<string, unknown>).ad_serve_id;
      } catch {
        value = undefined;
      }
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      value = (value as Record<string, unknown>).ad_serve_id;
    }
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && /^[1-9][0-9]{0,17}$/.test(text)) return Number(text);
  }
  return null;
}

/**
 * A new save of `pinId` (POST /v3/pins/{id}/repin/ that created one): pin_daily_stats.saves, and the ad's
 * saves when the save's event_context names an ad_serve_id of the viewer's. Never throws.
 */
export async function countSave(deps: Pick<V3Deps, 'db'>, viewer: Viewer, pinId: number, eventContext: unknown, log: QuietLog, now = new Date()): Promise<void> {
  try {
    const day = utcDayOf(now);
    await countPin(deps.db, pinId, 'saves', day);
    const serveId = adServeIdIn(eventContext);
    const ad = serveId === null ? undefined : (await servedAds(deps.db, viewer, [serveId])).get(serveId);
    if (ad && ad.pinId === pinId) await countAd(deps.db, ad.adId, 'saves', day);
  } catch (error) {
    log.warn({ err: error }, 'save not counted');
  }
}

/**
 * A logged clickthrough (POST /v3/offsite/, check_only false) on `pinId`: pin_daily_stats.outbound_clicks,
 * and, when it names a serve of that pin (`ad_serve_id` beside pin_id, or in aux_data), the ad's clicks.
 * Never throws.
 */
export async function countClickthrough(
  deps: Pick<V3Deps, 'db'>,
  viewer: Viewer,
  input: { pin_id?: unknown; ad_serve_id?: unknown; aux_data?: unknown },
  log: QuietLog,
  now = new Date(),
): Promise<void> {
  const pinText = typeof input.pin_id === 'number' ? String(input.pin_id) : input.pin_id;
  if (typeof pinText !== 'string' || !/^[1-9][0-9]{0,17}$/.test(pinText)) return;
  const pinId = Number(pinText);
  try {
    const day = utcDayOf(now);
    await countPin(deps.db, pinId, 'outboundClicks', day);
    const serveId = adServeIdIn(input.ad_serve_id, input.aux_data);
    const ad = serveId === null ? undefined : (await servedAds(deps.db, viewer, [serveId])).get(serveId);
    if (ad && ad.pinId === pinId) await countAd(deps.db, ad.adId, 'clicks', day);
  } catch (error) {
    log.warn({ err: error }, 'clickthrough not counted');
  }
}
