/**
 * What ad serving reads of the advertising model, kept in memory (issue 19): the active ad groups of
 * active campaigns that have not ended, with their targeting, bid and newest active ads, indexed by
 * the interests and keywords they target, and each campaign's spend today and in all.
 *
 * Read from PostgreSQL (three statements) when it is `snapshotMs` old by the app clock, so a replica
 * sees another's changes within that time and PostgreSQL stays the only shared state. While a refresh
 * runs, requests keep the previous snapshot (up to twice `snapshotMs` old); this process's own ad-model
 * writes make it stale at once (`invalidateServing`), and the spend it records is added in place
 * (`addSpend`), so pacing here never waits for a refresh. `snapshotMs` 0 reads afresh for each page.
 *
 * A request then matches in memory (./serve.ts): only the groups its viewer's interests and search
 * terms can reach and those targeting neither, each list by the highest score a group can reach,
 * stopping once none left can beat the ads already chosen; then it reads just the chosen ads' pins.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AdTargeting } from '../../db/schema.ts';
import { rowsOf } from '../search/rows.ts';
import { utcDay, type CampaignBudget } from './pacing.ts';
import { isUntargeted, normalKeyword, scoreCeiling, type GroupTargeting } from './targeting.ts';

/** How old a snapshot may be before it is read again (ADS_SNAPSHOT_MS). */
export const AD_SNAPSHOT_MS = 5_000;
/** Active ads kept per ad group, newest first. */
export const ADS_PER_GROUP = 10;

export interface SnapshotCampaign extends CampaignBudget {
  id: number;
  startTime: number;
  accountId: number;
  accountName: string;
  ownerId: number;
  /** Spend on `spendDay` (UTC, YYYY-MM-DD) and in all, micro-units. */
  spendDay: string;
  spendToday: number;
  spendTotal: number;
}

export interface SnapshotAd {
  id: number;
  pinId: number;
  destinationUrl: string;
  partnershipAdvertiserName: string | null;
  partnershipAttributionName: string | null;
}

export interface SnapshotGroup extends GroupTargeting {
  id: number;
  bidMicros: number;
  /** The highest score it can reach (./targeting.ts scoreCeiling): its lists are in this order. */
  ceiling?: number;
  firstPartyPersonalization: boolean;
  thirdPartyPersonalization: boolean;
  campaign: SnapshotCampaign;
  /** Newest first, at most ADS_PER_GROUP. */
  ads: SnapshotAd[];
}

/** Lists of groups, each by the highest score a group can reach (then id). */
export interface ServingSnapshot {
  loadedAt: number;
  generation: number;
  /** No targeting at all: what logged-out visitors, bots and minors may get. */
  untargeted: SnapshotGroup[];
  /** Neither interests nor keywords targeted (the untargeted among them), or expanded targeting: open to any member. */
  open: SnapshotGroup[];
  /** Groups targeting an interest (by id, as targeting stores it). */
  byInterest: Map<string, SnapshotGroup[]>;
  /** Groups targeting a keyword (normalised: lower-case words joined by a space). */
  byKeyword: Map<string, SnapshotGroup[]>;
  /** Ad id → its campaign (addSpend). */
  campaignOfAd: Map<number, SnapshotCampaign>;
}

interface State {
  generation: number;
  snapshot?: ServingSnapshot;
  loading?: { generation: number; promise: Promise<ServingSnapshot> };
}
const states = new WeakMap<Db, State>();
const stateOf = (db: Db): State => {
  let state = states.get(db);
  if (!state) states.set(db, (state = { generation: 0 }));
  return state;
};

/** This process changed the advertising model: the next page reads a new snapshot. */
export function invalidateServing(db: Db): void {
  stateOf(db).generation += 1;
}

/** Spend this process just recorded for an ad on `day` (UTC YYYY-MM-DD; server/v3/event/stats.ts), added to the snapshot's campaign. */
export function addSpend(db: Db, adId: number, micros: number, day: string): void {
  const campaign = stateOf(db).snapshot?.campaignOfAd.get(adId);
  if (!campaign || !(micros > 0)) return;
  if (campaign.spendDay !== day) Object.assign(campaign, { spendDay: day, spendToday: 0 });
  campaign.spendToday += micros;
  campaign.spendTotal += micros;
}

/** The snapshot to serve from at `now` (see the module comment). */
export function servingSnapshot(db: Db, now: Date, snapshotMs: number): Promise<ServingSnapshot> {
  const state = stateOf(db);
  // The snapshot in hand, unless a write of this process came after it.
  const current = state.snapshot?.generation === state.generation ? state.snapshot : undefined;
  const age = current ? now.getTime() - current.loadedAt : Infinity;
  if (current && age >= 0 && age < snapshotMs) return Promise.resolve(current);
  if (!state.loading || state.loading.generation !== state.generation) {
    const generation = state.generation;
    const promise = load(db, now, generation).then((snapshot) => {
      if (!state.snapshot || state.snapshot.generation <= generation) state.snapshot = snapshot;
      return snapshot;
    });
    const loading = { generation, promise };
    state.loading = loading;
    void promise.then(
      () => (state.loading === loading ? (state.loading = undefined) : undefined),
      () => (state.loading === loading ? (state.loading = undefined) : undefined),
    );
  }
  const loading = state.loading!.promise;
  if (current && age >= 0 && age < 2 * snapshotMs) {
    // Kept while the refresh runs; its failure is met by the next page's refresh.
    loading.catch(() => undefined);
    return Promise.resolve(current);
  }
  return loading;
}

type Num = number | string;
interface GroupRow {
  id: Num;
  bid_micros: Num;
  targeting: AdTargeting | string | null;
  first_party_personalization: boolean;
  third_party_personalization: boolean;
  expanded_targeting: boolean;
  customer_list_id: Num | null;
  campaign_id: Num;
  daily_budget_micros: Num | null;
  lifetime_budget_micros: Num | null;
  start_time: Date | string | null;
  end_time: Date | string | null;
  account_id: Num;
  account_name: string;
  owner_id: Num;
}
interface AdRow {
  id: Num;
  ad_group_id: Num;
  pin_id: Num;
  destination_url: string;
  partnership_advertiser_name: string | null;
  partnership_attribution_name: string | null;
}
interface SpendRow {
  campaign_id: Num;
  today: Num | null;
  total: Num | null;
}

const orNull = (value: Num | null): number | null => (value === null ? null : Number(value));
const timeOf = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

async function load(db: Db, now: Date, generation: number): Promise<ServingSnapshot> {
  const at = now.toISOString();
  const day = utcDay(now);
  const running = sql`g.status = 'ACTIVE' and c.status = 'ACTIVE' and (c.end_time is null or c.end_time > ${at}::timestamptz)`;
  const [groupRows, adRows, spendRows] = await Promise.all([
    db.execute(sql`select g.id, g.bid_micros, g.targeting, g.first_party_personalization, g.third_party_personalization, g.expanded_targeting,
        g.customer_list_id, c.id as campaign_id, c.daily_budget_micros, c.lifetime_budget_micros, c.start_time, c.end_time,
        acc.id as account_id, acc.name as account_name, acc.owner_id
      from ad_groups g join campaigns c on c.id = g.campaign_id join ad_accounts acc on acc.id = c.ad_account_id
      where ${running}`),
    db.execute(sql`select id, ad_group_id, pin_id, destination_url, partnership_advertiser_name, partnership_attribution_name from (
        select a.*, row_number() over (partition by a.ad_group_id order by a.id desc) as r
        from ads a join ad_groups g on g.id = a.ad_group_id join campaigns c on c.id = g.campaign_id
        where a.status = 'ACTIVE' and ${running}) a
      where r <= ${ADS_PER_GROUP}`),
    db.execute(sql`select g.campaign_id, sum(s.spend_micros) filter (where s.day = ${day}::date) as today, sum(s.spend_micros) as total
      from ad_daily_stats s join ads a on a.id = s.ad_id join ad_groups g on g.id = a.ad_group_id join campaigns c on c.id = g.campaign_id
      where c.status = 'ACTIVE' and (c.end_time is null or c.end_time > ${at}::timestamptz)
      group by g.campaign_id`),
  ]);
  const spend = new Map(rowsOf<SpendRow>(spendRows).map((row) => [Number(row.campaign_id), row]));
  const campaigns = new Map<number, SnapshotCampaign>();
  const groups = new Map<number, SnapshotGroup>();
  for (const row of rowsOf<GroupRow>(groupRows)) {
    const campaignId = Number(row.campaign_id);
    let campaign = campaigns.get(campaignId);
    if (!campaign) {
      const spent = spend.get(campaignId);
      const end = timeOf(row.end_time);
      campaign = {
        id: campaignId,
        dailyBudgetMicros: orNull(row.daily_budget_micros),
        lifetimeBudgetMicros: orNull(row.lifetime_budget_micros),
        startTime: timeOf(row.start_time) ?? 0,
        endTime: end === null ? null : new Date(end),
        accountId: Number(row.account_id),
        accountName: row.account_name,
        ownerId: Number(row.owner_id),
        spendDay: day,
        spendToday: Number(spent?.today ?? 0),
        spendTotal: Number(spent?.total ?? 0),
      };
      campaigns.set(campaignId, campaign);
    }
    const targeting = typeof row.targeting === 'string' ? (JSON.parse(row.targeting) as AdTargeting) : (row.targeting ?? {});
    groups.set(Number(row.id), {
      id: Number(row.id),
      bidMicros: Number(row.bid_micros),
      targeting,
      expandedTargeting: row.expanded_targeting,
      customerListId: orNull(row.customer_list_id),
      firstPartyPersonalization: row.first_party_personalization,
      thirdPartyPersonalization: row.third_party_personalization,
      campaign,
      ads: [],
    });
  }
  const campaignOfAd = new Map<number, SnapshotCampaign>();
  for (const row of rowsOf<AdRow>(adRows)) {
    const group = groups.get(Number(row.ad_group_id));
    if (!group) continue;
    group.ads.push({
      id: Number(row.id),
      pinId: Number(row.pin_id),
      destinationUrl: row.destination_url,
      partnershipAdvertiserName: row.partnership_advertiser_name,
      partnershipAttributionName: row.partnership_attribution_name,
    });
    campaignOfAd.set(Number(row.id), group.campaign);
  }
  return index([...groups.values()].filter((group) => group.ads.length > 0), { loadedAt: now.getTime(), generation, campaignOfAd });
}

const values = (targeting: AdTargeting, key: 'interests' | 'keywords'): string[] => {
  const list = targeting[key];
  return Array.isArray(list) ? list : [];
};

/** The snapshot's lists (exported for tests of the matching). */
export function index(groups: SnapshotGroup[], base: Pick<ServingSnapshot, 'loadedAt' | 'generation' | 'campaignOfAd'>): ServingSnapshot {
  const snapshot: ServingSnapshot = { ...base, untargeted: [], open: [], byInterest: new Map(), byKeyword: new Map() };
  const into = (map: Map<string, SnapshotGroup[]>, key: string, group: SnapshotGroup) => {
    const list = map.get(key);
    if (list) list.push(group);
    else map.set(key, [group]);
  };
  for (const group of groups) {
    group.ceiling = scoreCeiling(group.bidMicros, group);
    if (isUntargeted(group)) snapshot.untargeted.push(group);
    const interests = values(group.targeting, 'interests');
    const keywords = values(group.targeting, 'keywords');
    if (group.expandedTargeting || (interests.length === 0 && keywords.length === 0)) {
      snapshot.open.push(group);
      continue;
    }
    // A group targeting both is reached through its interests (it must match both anyway).
    if (interests.length > 0) for (const id of new Set(interests)) into(snapshot.byInterest, id, group);
    else for (const keyword of new Set(keywords.map(normalKeyword))) into(snapshot.byKeyword, keyword, group);
  }
  const byCeiling = (a: SnapshotGroup, b: SnapshotGroup) => b.ceiling! - a.ceiling! || a.id - b.id;
  snapshot.untargeted.sort(byCeiling);
  snapshot.open.sort(byCeiling);
  for (const list of [...snapshot.byInterest.values(), ...snapshot.byKeyword.values()]) list.sort(byCeiling);
  return snapshot;
}
