/**
 * Advertiser reporting in GraphQL (issue 19): AdAccount.report and Campaign.report over a date range
 * (GET /v3/ad_accounts/{id}/reporting/, server/v3/ad/reporting.ts), and AdAccount.reportCsvUrl, the v3
 * CSV path the browser downloads with its own cookie. Days are UTC and both ends are included; left
 * out, the range is the last 30 days (today included); more than 366 days or an end before the start is
 * an error naming startDate or endDate (v3's 400).
 */
import { REPORT_CAMPAIGNS, type V3AdReport, type V3CampaignReport, type V3ReportDay, type V3ReportNumbers } from '../../server/v3/ad/reporting.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { Camelize } from '../v3/camelize.ts';
import { AdAccountRef, AdStatus, CampaignRef } from './ad.ts';

type Report = Camelize<V3AdReport>;
type Numbers = Camelize<V3ReportNumbers>;
type Day = Camelize<V3ReportDay>;
/** A campaign's row, with the range it covers. */
type CampaignRow = Camelize<V3CampaignReport> & { startDate: string; endDate: string };

interface Range {
  startDate?: string | null;
  endDate?: string | null;
}

type FieldBuilder<T> = PothosSchemaTypes.ObjectFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never, T>;

const rangeArgs = <T>(t: FieldBuilder<T>) => ({
  startDate: t.arg({ type: 'Date', description: 'First day (UTC), included. Default: 29 days before endDate.' }),
  endDate: t.arg({ type: 'Date', description: 'Last day (UTC), included; at most 366 days from startDate to endDate. Default: today.' }),
});

function rangeQuery(range: Range, campaignId?: string): Record<string, string | undefined> {
  return { start_date: range.startDate ?? undefined, end_date: range.endDate ?? undefined, campaign_id: campaignId };
}

async function report(ctx: Context, accountId: string, range: Range, campaignId?: string): Promise<Report> {
  return (await ctx.v3.get<V3AdReport>(`/v3/ad_accounts/${encodeURIComponent(accountId)}/reporting/`, rangeQuery(range, campaignId))).data;
}

const numberFields = <T extends Numbers>(t: FieldBuilder<T>) => ({
  spendMicros: t.field({ type: 'Micros', description: 'Spend, micro-units of the account currency.', resolve: (n: T) => n.spendMicros }),
  impressions: t.int({ resolve: (n: T) => n.impressions }),
  clicks: t.int({ description: 'Outbound clicks on the ads.', resolve: (n: T) => n.clicks }),
  ctr: t.float({ description: 'Click-through rate, clicks / impressions (0.0125 = 1.25%); 0 without impressions.', resolve: (n: T) => n.ctr }),
  cpmMicros: t.field({ type: 'Micros', description: 'Cost per 1000 impressions (micro-units), rounded half up; 0 without impressions.', resolve: (n: T) => n.cpmMicros }),
});

const AdReportDay = builder.objectRef<Day>('AdReportDay').implement({
  description: 'One UTC day of a campaign in a report.',
  fields: (t) => ({ day: t.field({ type: 'Date', resolve: (d) => d.day }), ...numberFields<Day>(t) }),
});

const AdReportTotals = builder.objectRef<Numbers>('AdReportTotals').implement({
  description: "A report's sums over all its campaigns.",
  fields: (t) => numberFields<Numbers>(t),
});

const CampaignReport = builder.objectRef<CampaignRow>('CampaignReport').implement({
  description: "A campaign's spend, impressions, clicks, CTR and CPM over a date range, and its days with counts.",
  fields: (t) => ({
    startDate: t.field({ type: 'Date', resolve: (c) => c.startDate }),
    endDate: t.field({ type: 'Date', resolve: (c) => c.endDate }),
    campaignEntityId: t.exposeString('campaignId', { description: "The campaign's v3 id." }),
    campaign: t.field({ type: CampaignRef, nullable: true, description: 'The campaign itself (one more read).', resolve: (c) => c.campaignId }),
    name: t.exposeString('name'),
    status: t.field({ type: AdStatus, resolve: (c) => c.status as 'ACTIVE' | 'PAUSED' | 'ARCHIVED' }),
    ...numberFields<CampaignRow>(t),
    daily: t.field({ type: [AdReportDay], description: 'The days of the range with counts, oldest first.', resolve: (c) => c.daily }),
  }),
});

const AdReport = builder.objectRef<Report>('AdReport').implement({
  description: "An ad account's report over a date range: totals and each campaign (zeros for one without counts).",
  fields: (t) => ({
    startDate: t.field({ type: 'Date', resolve: (r) => r.startDate }),
    endDate: t.field({ type: 'Date', resolve: (r) => r.endDate }),
    currency: t.exposeString('currency'),
    totals: t.field({ type: AdReportTotals, resolve: (r) => r.totals }),
    campaignCount: t.exposeInt('campaignCount', { description: 'How many campaigns the report covers; campaigns lists the first of them (the totals and the CSV count all).' }),
    campaigns: t.field({
      type: [CampaignReport],
      description: `The first ${REPORT_CAMPAIGNS} campaigns, oldest first.`,
      extensions: { maxListSize: REPORT_CAMPAIGNS },
      resolve: (r) => r.campaigns.map((c) => ({ ...c, startDate: r.startDate, endDate: r.endDate })),
    }),
  }),
});

builder.objectFields(AdAccountRef, (t) => ({
  report: t.field({
    type: AdReport,
    description: 'Spend, impressions, clicks, CTR and CPM per campaign over a date range (UTC days, both included; default the last 30 days; at most 366).',
    args: rangeArgs(t),
    resolve: (account, args, ctx) => report(ctx, account.id, args),
  }),
  reportCsvUrl: t.string({
    description: 'The v3 address of the report as a CSV file (one row per campaign and day), for the browser to download with its session.',
    args: rangeArgs(t),
    resolve: (account, args) => {
      const query = new URLSearchParams();
      const range = args;
      if (range.startDate) query.set('start_date', range.startDate);
      if (range.endDate) query.set('end_date', range.endDate);
      const search = query.toString();
      return `/v3/ad_accounts/${encodeURIComponent(account.id)}/reporting.csv${search ? `?${search}` : ''}`;
    },
  }),
}));

builder.objectFields(CampaignRef, (t) => ({
  report: t.field({
    type: CampaignReport,
    description: "This campaign's row of its account's report over a date range.",
    args: rangeArgs(t),
    resolve: async (campaign, args, ctx) => {
      const r = await report(ctx, campaign.adAccountId, args, campaign.id);
      const row = r.campaigns[0];
      if (!row) throw new Error('The campaign has no report');
      return { ...row, startDate: r.startDate, endDate: r.endDate };
    },
  }),
}));
