/**
 * Advertiser reporting (issue 19): per-campaign spend, impressions, clicks, CTR and CPM over a date
 * range, from ad_daily_stats (UTC days).
 *   GET /v3/ad_accounts/{id}/reporting/?start_date&end_date[&campaign_id]
 *     → {start_date, end_date, currency, totals, campaign_count, campaigns: [{campaign_id, name, status,
 *        spend_micros, impressions, clicks, ctr, cpm_micros, daily: [{day, …}]}]}: the first
 *        REPORT_CAMPAIGNS campaigns (oldest first); totals and campaign_count count them all.
 *   GET /v3/ad_accounts/{id}/reporting.csv?start_date&end_date → text/csv attachment, one row per
 *     campaign and day that has counts, money in decimal units with 2 decimals.
 * Both days are inclusive; the range is at most 366 days; the default is the last 30 days (today, UTC,
 * included). Owner only: anyone else's (or an unknown) account is a 404; logged out 401.
 * Sums are read as decimal text and added as BigInt, so no total loses precision; CTR is
 * clicks / impressions and CPM spend × 1000 / impressions (rounded half up), both 0 without impressions.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adAccounts, adDailyStats, adGroups, ads, campaigns } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam, stringParam } from '../params.ts';
import { viewerOf } from '../viewer.ts';

/** The longest range a report covers, in days (both ends included): a leap year. */
export const MAX_REPORT_DAYS = 366;
/** The default range: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface V3ReportNumbers {
  spend_micros: number;
  impressions: number;
  clicks: number;
  /** clicks / impressions; 0 without impressions. */
  ctr: number;
  /** spend × 1000 / impressions (cost per 1000 impressions), micro-units; 0 without impressions. */
  cpm_micros: number;
}
export interface V3ReportDay extends V3ReportNumbers {
  day: string;
}
export interface V3CampaignReport extends V3ReportNumbers {
  campaign_id: string;
  name: string;
  status: string;
  /** Only the days with counts, oldest first. */
  daily: V3ReportDay[];
}
export interface V3AdReport {
  start_date: string;
  end_date: string;
  currency: string;
  totals: V3ReportNumbers;
  /** How many campaigns the report covers; `campaigns` holds the first REPORT_CAMPAIGNS (the CSV all). */
  campaign_count: number;
  campaigns: V3CampaignReport[];
}

/** Campaigns a JSON report lists at most (GraphQL AdReport.campaigns declares it as its longest). */
export const REPORT_CAMPAIGNS = 200;

interface Sums {
  spend: bigint;
  impressions: bigint;
  clicks: bigint;
}
const zero = (): Sums => ({ spend: 0n, impressions: 0n, clicks: 0n });
function add(into: Sums, from: Sums): void {
  into.spend += from.spend;
  into.impressions += from.impressions;
  into.clicks += from.clicks;
}

/** a / b rounded half up, for non-negative integers; 0 when b is 0. */
export function divRound(a: bigint, b: bigint): bigint {
  return b === 0n ? 0n : (a * 2n + b) / (2n * b);
}

function safe(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('report value out of range');
  return n;
}

export function numbers(s: Sums): V3ReportNumbers {
  return {
    spend_micros: safe(s.spend),
    impressions: safe(s.impressions),
    clicks: safe(s.clicks),
    ctr: s.impressions === 0n ? 0 : Number(s.clicks) / Number(s.impressions),
    cpm_micros: safe(divRound(s.spend * 1000n, s.impressions)),
  };
}

/** 'YYYY-MM-DD' of a UTC day. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function parseDay(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : NaN;
  if (Number.isNaN(time) || dayOf(time) !== raw) throw V3Error.badParam(name, `${name} must be a day, YYYY-MM-DD, got "${raw}"`);
  return time;
}

/** The report's range from ?start_date&end_date: both inclusive, end ≥ start, at most 366 days; default the last 30 days. */
export function reportRange(query: Record<string, unknown>, now: Date): { start: string; end: string } {
  const startGiven = parseDay(stringParam(query, 'start_date'), 'start_date');
  const endGiven = parseDay(stringParam(query, 'end_date'), 'end_date');
  const today = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  const end = endGiven ?? (startGiven === null ? today : Math.max(today, startGiven));
  const start = startGiven ?? end - (DEFAULT_REPORT_DAYS - 1) * DAY_MS;
  // A range rule names the date the caller gave (end_date when both were).
  const named = endGiven !== null ? 'end_date' : 'start_date';
  if (end < start) throw V3Error.badParam(named, 'end_date must be on or after start_date');
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS) {
    throw V3Error.badParam(named, `A report covers at most ${MAX_REPORT_DAYS} days, start_date to end_date included; this range has ${days}`);
  }
  return { start: dayOf(start), end: dayOf(end) };
}

/** The ad account if the viewer owns it; else 401 (logged out) or 404 (unknown or someone else's, the same answer). */
async function ownAccount(db: Db, userId: number | null, id: number): Promise<{ id: number; currency: string }> {
  if (userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  const [account] = await db
    .select({ id: adAccounts.id, currency: adAccounts.currency })
    .from(adAccounts)
    .where(and(eq(adAccounts.id, id), eq(adAccounts.ownerId, userId)));
  if (!account) throw V3Error.notFound(`ad account ${id} not found`);
  return { id: Number(account.id), currency: account.currency };
}

/** The report of an account's campaigns (or of one of them) over [start, end]: the first `limit` campaigns listed, totals over all. */
export async function buildReport(
  db: Db,
  account: { id: number; currency: string },
  start: string,
  end: string,
  campaignId?: number,
  limit = Number.POSITIVE_INFINITY,
): Promise<V3AdReport> {
  const owned = campaignId === undefined ? eq(campaigns.adAccountId, account.id) : and(eq(campaigns.adAccountId, account.id), eq(campaigns.id, campaignId));
  const [list, rows] = await Promise.all([
    db.select({ id: campaigns.id, name: campaigns.name, status: campaigns.status }).from(campaigns).where(owned).orderBy(asc(campaigns.id)),
    db
      .select({
        campaignId: campaigns.id,
        day: sql<string>`${adDailyStats.day}::text`,
        spend: sql<string>`sum(${adDailyStats.spendMicros})::text`,
        impressions: sql<string>`sum(${adDailyStats.impressions})::text`,
        clicks: sql<string>`sum(${adDailyStats.clicks})::text`,
      })
      .from(adDailyStats)
      .innerJoin(ads, eq(ads.id, adDailyStats.adId))
      .innerJoin(adGroups, eq(adGroups.id, ads.adGroupId))
      .innerJoin(campaigns, eq(campaigns.id, adGroups.campaignId))
      .where(and(owned, gte(adDailyStats.day, start), lte(adDailyStats.day, end)))
      .groupBy(campaigns.id, adDailyStats.day)
      .orderBy(asc(campaigns.id), asc(adDailyStats.day)),
  ]);
  if (campaignId !== undefined && list.length === 0) throw V3Error.notFound(`campaign ${campaignId} not found`);
  const perCampaign = new Map<number, { sums: Sums; daily: V3ReportDay[] }>();
  for (const c of list) perCampaign.set(Number(c.id), { sums: zero(), daily: [] });
  const totals = zero();
  const listed = list.slice(0, limit);
  const shown = new Set(listed.map((c) => Number(c.id)));
  for (const row of rows) {
    const entry = perCampaign.get(Number(row.campaignId));
    if (!entry) continue;
    const sums: Sums = { spend: BigInt(row.spend ?? '0'), impressions: BigInt(row.impressions ?? '0'), clicks: BigInt(row.clicks ?? '0') };
    add(totals, sums);
    if (!shown.has(Number(row.campaignId))) continue;
    add(entry.sums, sums);
    entry.daily.push({ day: row.day, ...numbers(sums) });
  }
  return {
    start_date: start,
    end_date: end,
    currency: account.currency,
    totals: numbers(totals),
    campaign_count: list.length,
    campaigns: listed.map((c) => {
      const entry = perCampaign.get(Number(c.id))!;
      return { campaign_id: String(c.id), name: c.name, status: c.status, ...numbers(entry.sums), daily: entry.daily };
    }),
  };
}

/** Micro-units as decimal units with 2 decimals (half up): 1_234_567 → '1.23'. */
export function money(micros: number): string {
  const cents = divRound(BigInt(micros), 10_000n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, - or @ is neutralised with ' (no formulas in a spreadsheet). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const REPORT_CSV_HEADER = ['date', 'campaign_id', 'campaign_name', 'campaign_status', 'currency', 'spend', 'impressions', 'clicks', 'ctr_percent', 'cpm'] as const;

/** One row per campaign and day with counts, by day then campaign; CTR as a percentage with 2 decimals. */
export function reportCsv(report: V3AdReport): string {
  const rows: { day: string; campaign: V3CampaignReport; n: V3ReportDay }[] = [];
  for (const campaign of report.campaigns) for (const n of campaign.daily) rows.push({ day: n.day, campaign, n });
  rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : Number(a.campaign.campaign_id) - Number(b.campaign.campaign_id)));
  const lines = [REPORT_CSV_HEADER.join(',')];
  for (const { day, campaign, n } of rows) {
    const basisPoints = divRound(BigInt(n.clicks) * 10_000n, BigInt(n.impressions));
    const ctr = `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`;
    lines.push(
      [day, campaign.campaign_id, campaign.name, campaign.status, report.currency, money(n.spend_micros), n.impressions, n.clicks, ctr, money(n.cpm_micros)]
        .map((cell) => csvCell(cell))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function adReportingRoutes(app: FastifyInstance, deps: V3Deps, options: { now: () => Date }): void {
  const read = async (request: { params: unknown; query: unknown }, viewerUserId: number | null, limit?: number) => {
    const id = idParam((request.params as { id: string }).id);
    const query = request.query as Record<string, unknown>;
    const account = await ownAccount(deps.db, viewerUserId, id);
    const { start, end } = reportRange(query, options.now());
    const campaign = stringParam(query, 'campaign_id');
    return buildReport(deps.db, account, start, end, campaign === undefined || campaign === '' ? undefined : idParam(campaign, 'campaign_id'), limit);
  };

  app.get('/ad_accounts/:id/reporting/', async (request) => ok(await read(request, viewerOf(request).userId, REPORT_CAMPAIGNS)));

  app.get('/ad_accounts/:id/reporting.csv', async (request, reply) => {
    const report = await read(request, viewerOf(request).userId);
    const { id } = request.params as { id: string };
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="corkboard-report-${id}-${report.start_date}-${report.end_date}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(reportCsv(report));
  });
}
