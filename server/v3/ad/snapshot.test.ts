/**
 * Serving from the in-memory snapshot (issue 19): the ranking over the snapshot's lists picks exactly
 * what ranking every group would; a snapshot is read again once ADS_SNAPSHOT_MS old (an ad written
 * behind this process's back waits until then, one written through v3 here shows on the next page);
 * spend recorded here stops a campaign at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { adAccounts, adGroups, ads, campaigns, type AdTargeting, type BoardRow, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { v3Call, v3Data } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Pin } from '../types.ts';
import { utcDay } from './pacing.ts';
import { rankAds } from './serve.ts';
import { addSpend, index, type SnapshotCampaign, type SnapshotGroup } from './snapshot.ts';
import { matchGroup, score, type ViewerSignals } from './targeting.ts';

const NOON = Date.UTC(2026, 5, 15, 12);
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('rankAds over the snapshot', () => {
  /** A small deterministic generator (the same groups every run). */
  const random = (() => {
    let seed = 42;
    return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  })();
  const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)]!;

  const campaignFor = (id: number, daily: number | null): SnapshotCampaign => ({
    id,
    dailyBudgetMicros: daily,
    lifetimeBudgetMicros: null,
    endTime: null,
    startTime: 0,
    accountId: 1,
    accountName: 'Shop',
    ownerId: 1,
    spendDay: utcDay(new Date(NOON)),
    spendToday: 0,
    spendTotal: 0,
  });
  const targetings: AdTargeting[] = [
    {},
    { interests: ['1'] },
    { interests: ['2', '3'] },
    { interests: ['9'] },
    { keywords: ['rain boots'] },
    { keywords: ['garden'] },
    { interests: ['1'], keywords: ['garden'] },
    { genders: ['female'] },
    { genders: ['male'] },
    { locales: ['en-US'] },
    { devices: ['web_mobile'] },
    { age_buckets: ['25-34'], countries: ['US'] },
  ];
  const groups: SnapshotGroup[] = Array.from({ length: 400 }, (_, i) => ({
    id: i + 1,
    // Few distinct bids: many ties, which the page's hash breaks.
    bidMicros: pick([1_000_000, 2_000_000, 3_000_000, 5_000_000]),
    targeting: pick(targetings),
    expandedTargeting: random() < 0.1,
    customerListId: null,
    firstPartyPersonalization: false,
    thirdPartyPersonalization: false,
    // Every seventh campaign has spent its whole day.
    campaign: campaignFor(i + 1, i % 7 === 0 ? 0 : 50_000_000),
    ads: [{ id: 1000 + i, pinId: 5000 + i, destinationUrl: 'https://shop.example.com/', partnershipAdvertiserName: null, partnershipAttributionName: null }],
  }));
  const snapshot = index(groups, { loadedAt: NOON, generation: 0, campaignOfAd: new Map() });

  const member: ViewerSignals = {
    personal: true,
    interests: new Map([
      ['1', 'Gardening'],
      ['3', 'Boots'],
    ]),
    locale: 'en-US',
    country: 'US',
    gender: 'female',
    ageBucket: '25-34',
    device: 'web',
    customerLists: new Set(),
    keywords: ['rain', 'boots', 'rain boots'],
  };
  const visitor: ViewerSignals = { ...member, personal: false, interests: new Map(), keywords: [] };

  /**
   * Every group scored by brute force, without the snapshot's lists or rankAds: matched, within its
   * day's budget, by score then by the page's tie order (taken from rankAds' own answer for the ads of
   * equal score, which only the tie hash orders). The ads' ids in rank order.
   */
  const everyGroup = (signals: ViewerSignals, count: number, pageKey: string) => {
    const scored = groups.flatMap((group) => {
      const matched = matchGroup(group, signals);
      if (!matched || group.campaign.dailyBudgetMicros === 0) return [];
      return group.ads.map((ad) => ({ id: ad.id, score: score(group.bidMicros, matched) }));
    });
    const tieOrder = new Map(rankAds(snapshot, signals, new Date(NOON), pageKey, groups.length).map((choice, i) => [choice.ad.id, i]));
    scored.sort((a, b) => b.score - a.score || tieOrder.get(a.id)! - tieOrder.get(b.id)!);
    return scored.slice(0, count).map((ad) => ad.id);
  };

  it('picks what ranking every group would, for a member and for a visitor, on any page', () => {
    for (const pageKey of ['', 'page-2', 'page-3']) {
      for (const signals of [member, visitor]) {
        const chosen = rankAds(snapshot, signals, new Date(NOON), pageKey, 12).map((choice) => choice.ad.id);
        expect(chosen).toEqual(everyGroup(signals, 12, pageKey));
      }
    }
  });

  it('ranks by bid × match strength, leaves out groups that do not match or have spent the day', () => {
    const chosen = rankAds(snapshot, member, new Date(NOON), '', 400);
    const scores = chosen.map((choice) => choice.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const choice of chosen) {
      expect(matchGroup(choice.group, member)).not.toBeNull();
      expect(choice.score).toBe(score(choice.group.bidMicros, matchGroup(choice.group, member)!));
      expect(choice.group.campaign.dailyBudgetMicros).not.toBe(0);
    }
    const reachable = groups.filter((group) => group.campaign.dailyBudgetMicros !== 0 && matchGroup(group, member) !== null);
    expect(chosen).toHaveLength(reachable.length);
  });

  it("never scores a group above its ceiling (the lists' order and the point where a list is left)", () => {
    const everyone: ViewerSignals = { ...member, keywords: ['garden', 'rain boots'], interests: new Map([['1', 'a'], ['2', 'b'], ['3', 'c'], ['9', 'd']]), device: 'web_mobile' };
    for (const group of groups) {
      for (const signals of [member, visitor, everyone]) {
        const matched = matchGroup(group, signals);
        if (matched) expect(score(group.bidMicros, matched)).toBeLessThanOrEqual(group.ceiling!);
      }
    }
    const fullMatch = groups.find((group) => matchGroup(group, everyone) && !matchGroup(group, everyone)!.expanded && Object.keys(group.targeting).length === 2);
    expect(fullMatch && score(fullMatch.bidMicros, matchGroup(fullMatch, everyone)!)).toBe(fullMatch?.ceiling);
  });

  it('gives a visitor untargeted groups only', () => {
    const chosen = rankAds(snapshot, visitor, new Date(NOON), '', 400);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((choice) => Object.keys(choice.group.targeting).length === 0)).toBe(true);
  });
});

describe.each(backends())('the serving snapshot on $name', (backend) => {
  const SNAPSHOT_MS = 5_000;
  let storage: Storage;
  let server: TestServer;
  let now = NOON;
  let advertiser: Member;
  let shop: BoardRow;
  let seller: UserRow;
  let viewer: Member;
  let accountId: number;

  const newAd = async (title: string, bidMicros: number, dailyBudgetMicros = 50_000_000) => {
    const db = storage.db;
    const pin = await makePin(db, shop, { title, promoterId: seller.id });
    const [campaign] = await db
      .insert(campaigns)
      .values({ adAccountId: accountId, name: title, objective: 'AWARENESS', dailyBudgetMicros, startTime: new Date(NOON - 86_400_000) })
      .returning();
    const [group] = await db.insert(adGroups).values({ campaignId: campaign!.id, name: title, bidMicros }).returning();
    const [ad] = await db.insert(ads).values({ adGroupId: group!.id, pinId: pin.id, destinationUrl: 'https://shop.example.com/' }).returning();
    return { campaign: campaign!, ad: ad! };
  };
  const servedTitles = async () => {
    const answer = await v3Call(server, '/v3/feeds/home/?page_size=25', { cookie: viewer.token, headers: { 'user-agent': DESKTOP } });
    expect(answer.status).toBe(200);
    return v3Data<V3Pin[]>(answer)
      .filter((pin) => pin.ad_serve_id !== null)
      .map((pin) => pin.title);
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now, adServing: { snapshotMs: SNAPSHOT_MS } });
    const db = storage.db;
    advertiser = await signUp(server, storage, 'snap_adv');
    const [account] = await db.insert(adAccounts).values({ ownerId: advertiser.row.id, name: 'Snap shop' }).returning();
    accountId = account!.id;
    seller = advertiser.row;
    shop = await makeBoard(db, seller, { name: 'Snap shop', slug: 'snap-shop' });
    const pinner = await makeUser(db, { username: 'snap_pinner' });
    const board = await makeBoard(db, pinner, { name: 'Snap organic', slug: 'snap-organic' });
    for (let i = 0; i < 25; i += 1) await makePin(db, board, { title: `Organic ${i}` });
    viewer = await signUp(server, storage, 'snap_viewer');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('keeps a snapshot ADS_SNAPSHOT_MS, then reads again; a write through v3 here shows on the next page', async () => {
    await newAd('First ad', 1_000_000);
    expect(await servedTitles()).toEqual(['First ad']);

    // Written behind this process's back (as by another replica): not seen while the snapshot is fresh.
    const second = await newAd('Second ad', 4_000_000);
    now = NOON + SNAPSHOT_MS - 1;
    expect(await servedTitles()).toEqual(['First ad']);
    // Twice as old: the page waits for a new one.
    now = NOON + 2 * SNAPSHOT_MS;
    expect(await servedTitles()).toEqual(['Second ad', 'First ad']);

    // Paused by its owner through v3: gone from the very next page, at the same moment.
    const paused = await v3Call(server, `/v3/campaigns/${second.campaign.id}/`, { method: 'PATCH', cookie: advertiser.token, body: { status: 'PAUSED' } });
    expect(paused.status).toBe(200);
    expect(await servedTitles()).toEqual(['First ad']);
  });

  it('counts spend recorded by this process at once: a campaign out of budget stops before the next read', async () => {
    now += 3 * SNAPSHOT_MS;
    const spender = await newAd('Small budget', 9_000_000, 1_000_000);
    expect(await servedTitles()).toContain('Small budget');
    addSpend(storage.db, spender.ad.id, 1_000_000, utcDay(new Date(now)));
    expect(await servedTitles()).not.toContain('Small budget');
  });
});
