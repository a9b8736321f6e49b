/**
 * Ad serving (issue 19) through the feeds: a targeted ad reaches only viewers its targeting matches
 * (interest, keyword, gender, age, locale, device, customer list), expanded targeting reaches the rest,
 * visitors and bots get untargeted ads only; an ad never twice on a page, never an organic pin of the
 * page nor the viewer's own, stops once hidden; budgets and pacing (an injected clock); paused, ended;
 * the attribution records exactly what matched; GET /v3/ad_serves/{id}/ only for its viewer; ads are
 * extra items that leave the organic paging alone.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import {
  adAccounts,
  adDailyStats,
  adGroups,
  ads,
  campaigns,
  customerListMembers,
  customerLists,
  follows,
  interests,
  pinHides,
  users,
  type AdTargeting,
  type BoardRow,
  type PinRow,
  type UserRow,
} from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { v3Call, v3Data } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Pin } from '../types.ts';
import { AD_SLOTS } from './constants.ts';

const DAY = 86_400_000;
/** Noon UTC: even pacing allows a little over half of a day's budget by then. */
const NOON = Date.UTC(2026, 5, 15, 12);
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(backends())('ad serving on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let now = NOON;
  let advertiser: UserRow;
  let shop: BoardRow;
  let organic: PinRow[];
  let gardening: number;
  let fan: Member;
  let other: Member;
  let adCount = 0;

  interface AdOptions {
    targeting?: AdTargeting;
    expanded?: boolean;
    customerListId?: number | null;
    dailyBudget?: number | null;
    lifetimeBudget?: number | null;
    endTime?: Date | null;
    bid?: number;
    pin?: PinRow;
    partnership?: [string, string];
  }

  /** An active campaign, ad group and ad of the advertiser's account for a new pin (or `pin`). */
  const makeAd = async (options: AdOptions = {}) => {
    adCount += 1;
    const db = storage.db;
    // Promoted by the old columns: out of the organic lists, so the page's organic pins never hold it.
    const pin = options.pin ?? (await makePin(db, shop, { title: `Ad pin ${adCount}`, link: `https://shop.example.com/item-${adCount}`, promoterId: advertiser.id }));
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.ownerId, advertiser.id));
    const daily = options.dailyBudget === undefined && options.lifetimeBudget === undefined ? 50_000_000 : (options.dailyBudget ?? null);
    const [campaign] = await db
      .insert(campaigns)
      .values({
        adAccountId: account!.id,
        name: `Campaign ${adCount}`,
        objective: 'AWARENESS',
        dailyBudgetMicros: daily,
        lifetimeBudgetMicros: options.lifetimeBudget ?? null,
        startTime: new Date(NOON - 30 * DAY),
        endTime: options.endTime ?? null,
      })
      .returning();
    const [group] = await db
      .insert(adGroups)
      .values({
        campaignId: campaign!.id,
        name: `Group ${adCount}`,
        bidMicros: options.bid ?? 2_000_000,
        targeting: options.targeting ?? {},
        expandedTargeting: options.expanded ?? false,
        customerListId: options.customerListId ?? null,
      })
      .returning();
    const [ad] = await db
      .insert(ads)
      .values({
        adGroupId: group!.id,
        pinId: pin.id,
        destinationUrl: `https://shop.example.com/landing-${adCount}?utm_source=corkboard`,
        partnershipAdvertiserName: options.partnership?.[0] ?? null,
        partnershipAttributionName: options.partnership?.[1] ?? null,
      })
      .returning();
    return { pin, campaign: campaign!, group: group!, ad: ad! };
  };

  const home = async (cookie: string | null, headers: Record<string, string> = {}, query = 'page_size=25') => {
    const answer = await v3Call(server, `/v3/feeds/home/?${query}`, { ...(cookie === null ? {} : { cookie }), headers: { 'user-agent': DESKTOP, ...headers } });
    expect(answer.status).toBe(200);
    return { pins: v3Data<V3Pin[]>(answer), bookmark: answer.body.resource_response.bookmark };
  };
  const served = (pins: V3Pin[]) => pins.filter((pin) => pin.ad_serve_id !== null);
  const servedIds = async (cookie: string | null, headers: Record<string, string> = {}) => served((await home(cookie, headers)).pins).map((pin) => pin.pin_promotion_id);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now });
    const db = storage.db;
    advertiser = await makeUser(db, { username: 'adv_shop', firstName: 'Shop', lastName: 'Keeper', isPartner: true, businessName: 'Shop & Co' });
    await db.insert(adAccounts).values({ ownerId: advertiser.id, name: 'Shop & Co' });
    shop = await makeBoard(db, advertiser, { name: 'Shop', slug: 'shop' });
    const pinner = await makeUser(db, { username: 'organic_pinner' });
    const board = await makeBoard(db, pinner, { name: 'Rain boots and more', slug: 'rain' });
    organic = [];
    for (let i = 0; i < 30; i += 1) organic.push(await makePin(db, board, { title: `Rain boots ${i}`, description: 'Rain boots for muddy walks' }));
    const [topic] = await db.insert(interests).values({ name: 'Gardening', urlName: 'gardening' }).returning();
    gardening = topic!.id;
    fan = await signUp(server, storage, 'ad_fan');
    other = await signUp(server, storage, 'ad_other');
    await db.insert(follows).values({ followerId: fan.row.id, targetType: 'interest', targetId: gardening });
  });

  afterEach(async () => {
    now = NOON;
    await storage.db.update(campaigns).set({ status: 'ARCHIVED' });
    await storage.db.update(users).set({ gender: null, birthYear: null, locale: 'en-US', country: null }).where(sql`${users.id} in (${fan.row.id}, ${other.row.id})`);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('places an untargeted ad at the first slot of a page as an extra item, promoted by the advertiser, its link the destination signed', async () => {
    const { ad, pin, campaign } = await makeAd({ partnership: ['Shop & Co', 'Rain Boot Weekly'] });
    const page = (await home(other.token)).pins;
    expect(page.length).toBe(26);
    const [served1] = served(page);
    expect(page.indexOf(served1!)).toBe(AD_SLOTS[0]);
    expect(served1).toMatchObject({
      id: String(pin.id),
      is_promoted: true,
      is_downstream_promotion: false,
      promoter: { username: 'adv_shop' },
      campaign_id: String(campaign.id),
      pin_promotion_id: String(ad.id),
      ad_destination_url: ad.destinationUrl,
      ad_match_reason: 0,
      is_eligible_for_promoted_partnership: true,
      promoted_partnership_advertiser_name: 'Shop & Co',
      promoted_partnership_attribution_name: 'Rain Boot Weekly',
    });
    expect(served1!.offsite_url).toContain(`url=${encodeURIComponent(ad.destinationUrl)}`);
    expect(served1!.ad_targeting_attribution).toMatchObject({ advertiser_name: 'Shop & Co', matched_interest: null, expanded_targeting_matched: false });
    const organicPin = page.find((p) => p.ad_serve_id === null)!;
    expect(organicPin).toMatchObject({ ad_targeting_attribution: null, is_eligible_for_promoted_partnership: false, promoted_partnership_advertiser_name: null });
    // The grid set carries the same fields.
    const grid = served((await home(other.token, {}, 'page_size=25&field_set_key=grid')).pins);
    expect(grid[0]).toMatchObject({ pin_promotion_id: String(ad.id), ad_match_reason: 0 });
    expect(grid[0]!.ad_serve_id).not.toBeNull();
  });

  it('serves an interest-targeted ad to a member who follows the interest, not to one who does not, unless expanded', async () => {
    const { ad } = await makeAd({ targeting: { interests: [String(gardening)] } });
    const [fanAd] = served((await home(fan.token)).pins);
    expect(fanAd?.pin_promotion_id).toBe(String(ad.id));
    expect(fanAd?.ad_match_reason).toBe(1);
    expect(fanAd?.ad_targeting_attribution).toMatchObject({ matched_interest: 'Gardening', expanded_targeting_matched: false, matched_gender: null, matched_device: null });
    expect(await servedIds(other.token)).toEqual([]);
    await storage.db.update(adGroups).set({ expandedTargeting: true }).where(eq(adGroups.id, ad.adGroupId));
    const [expanded] = served((await home(other.token)).pins);
    expect(expanded?.pin_promotion_id).toBe(String(ad.id));
    expect(expanded?.ad_match_reason).toBe(5);
    expect(expanded?.ad_targeting_attribution).toMatchObject({ expanded_targeting_matched: true, matched_interest: null });
    // Visitors and bots: untargeted only, expansion or not.
    expect(await servedIds(null)).toEqual([]);
  });

  it('matches gender: female and male as given, unspecified only the target unknown', async () => {
    const female = await makeAd({ targeting: { genders: ['female'] } });
    await storage.db.update(users).set({ gender: 'female' }).where(eq(users.id, fan.row.id));
    await storage.db.update(users).set({ gender: 'male' }).where(eq(users.id, other.row.id));
    const [fanAd] = served((await home(fan.token)).pins);
    expect(fanAd?.pin_promotion_id).toBe(String(female.ad.id));
    expect(fanAd?.ad_targeting_attribution?.matched_gender).toBe('female');
    expect(fanAd?.ad_match_reason).toBe(4);
    expect(await servedIds(other.token)).toEqual([]);
    await storage.db.update(users).set({ gender: 'unspecified' }).where(eq(users.id, other.row.id));
    expect(await servedIds(other.token)).toEqual([]);
    const unknown = await makeAd({ targeting: { genders: ['unknown'] } });
    const [otherAd] = served((await home(other.token)).pins);
    expect(otherAd?.pin_promotion_id).toBe(String(unknown.ad.id));
    expect(otherAd?.ad_targeting_attribution?.matched_gender).toBeNull();
  });

  it('matches the age bucket from the birth year, and the locale', async () => {
    const young = await makeAd({ targeting: { age_buckets: ['25-34'] } });
    await storage.db.update(users).set({ birthYear: 1996 }).where(eq(users.id, fan.row.id)); // 30 in 2026
    await storage.db.update(users).set({ birthYear: 1980 }).where(eq(users.id, other.row.id)); // 46
    const [fanAd] = served((await home(fan.token)).pins);
    expect(fanAd?.pin_promotion_id).toBe(String(young.ad.id));
    expect(fanAd?.ad_targeting_attribution?.matched_age_bucket).toBe('25-34');
    expect(await servedIds(other.token)).toEqual([]);
    await storage.db.update(campaigns).set({ status: 'ARCHIVED' });

    const french = await makeAd({ targeting: { locales: ['fr-FR'] } });
    await storage.db.update(users).set({ locale: 'fr-FR' }).where(eq(users.id, fan.row.id));
    const [frAd] = served((await home(fan.token)).pins);
    expect(frAd?.pin_promotion_id).toBe(String(french.ad.id));
    expect(frAd?.ad_targeting_attribution?.matched_locale).toBe('fr-FR');
    expect(await servedIds(other.token)).toEqual([]);
  });

  it('matches the device of the request: web_mobile for a phone, web for a desktop', async () => {
    const mobile = await makeAd({ targeting: { devices: ['web_mobile'] } });
    const [phoneAd] = served((await home(other.token, { 'user-agent': PHONE })).pins);
    expect(phoneAd?.pin_promotion_id).toBe(String(mobile.ad.id));
    expect(phoneAd?.ad_targeting_attribution?.matched_device).toBe('web_mobile');
    const [hintAd] = served((await home(other.token, { 'sec-ch-ua-mobile': '?1' })).pins);
    expect(hintAd?.pin_promotion_id).toBe(String(mobile.ad.id));
    expect(await servedIds(other.token)).toEqual([]);
  });

  it('matches a customer list holding the hash of the member e-mail address', async () => {
    const [account] = await storage.db.select().from(adAccounts).where(eq(adAccounts.ownerId, advertiser.id));
    const [list] = await storage.db.insert(customerLists).values({ adAccountId: account!.id, name: 'Buyers', size: 1 }).returning();
    const hash = createHash('sha256').update(' AD_FAN@example.com '.trim().toLowerCase()).digest('hex');
    await storage.db.insert(customerListMembers).values({ listId: list!.id, emailHash: hash });
    const { ad } = await makeAd({ customerListId: list!.id });
    const [fanAd] = served((await home(fan.token)).pins);
    expect(fanAd?.pin_promotion_id).toBe(String(ad.id));
    expect(fanAd?.ad_match_reason).toBe(3);
    expect(fanAd?.ad_targeting_attribution?.customer_list_matched).toBe(true);
    expect(await servedIds(other.token)).toEqual([]);
  });

  it('matches a keyword in the words searched, in the pins search only', async () => {
    const { ad } = await makeAd({ targeting: { keywords: ['rain boots'] } });
    const search = async (q: string) => {
      const answer = await v3Call(server, `/v3/search/pins/?q=${encodeURIComponent(q)}&page_size=10`, { cookie: other.token, headers: { 'user-agent': DESKTOP } });
      expect(answer.status).toBe(200);
      return served(v3Data<{ results: V3Pin[] }>(answer).results);
    };
    const [found] = await search('Rain boots');
    expect(found?.pin_promotion_id).toBe(String(ad.id));
    expect(found?.ad_match_reason).toBe(2);
    expect(found?.ad_targeting_attribution?.matched_keyword).toBe('rain boots');
    expect(await search('boots')).toEqual([]);
    expect(await servedIds(other.token)).toEqual([]);
  });

  it('gives visitors and bots untargeted ads only', async () => {
    const open = await makeAd();
    await makeAd({ targeting: { devices: ['web'] }, bid: 9_000_000 });
    expect(await servedIds(null)).toEqual([String(open.ad.id)]);
    expect(await servedIds(other.token, { 'user-agent': GOOGLEBOT })).toEqual([String(open.ad.id)]);
    expect((await servedIds(other.token)).length).toBe(2);
  });

  it('never serves an ad twice on a page, an organic pin of the page, the viewer own pin, or a pin they hid', async () => {
    const first = await makeAd({ bid: 5_000_000 });
    await makeAd({ pin: first.pin, bid: 4_000_000 }); // the same pin in a second ad
    const onPage = await makeAd({ pin: organic[organic.length - 1], bid: 9_000_000 }); // the newest organic pin
    const page = (await home(null)).pins;
    expect(page.filter((p) => p.id === String(first.pin.id))).toHaveLength(1);
    expect(served(page).map((p) => p.pin_promotion_id)).not.toContain(String(onPage.ad.id));
    expect(page.filter((p) => p.id === String(onPage.pin.id))).toHaveLength(1);
    // The organic copy stays; the next-best ad takes the first slot.
    expect(page[AD_SLOTS[0]]).toMatchObject({ pin_promotion_id: String(first.ad.id) });
    expect(page.find((p) => p.id === String(onPage.pin.id))!.ad_serve_id).toBeNull();

    // Own pin: the advertiser never gets it; a hide stops it for that member only.
    const advertiserMember = await signUp(server, storage, 'ad_owner');
    const ownBoard = await makeBoard(storage.db, advertiserMember.row, { name: 'Mine', slug: 'mine' });
    await storage.db.update(campaigns).set({ status: 'ARCHIVED' });
    const own = await makeAd({ pin: await makePin(storage.db, ownBoard, { title: 'My own', promoterId: advertiser.id }) });
    expect(await servedIds(advertiserMember.token)).toEqual([]);
    expect(await servedIds(fan.token)).toEqual([String(own.ad.id)]);
    await storage.db.insert(pinHides).values({ userId: fan.row.id, pinId: own.pin.id, surface: 'feedback' });
    expect(await servedIds(fan.token)).toEqual([]);
    expect(await servedIds(other.token)).toEqual([String(own.ad.id)]);
  });

  it('stops once the daily budget is spent and resumes the next UTC day; paces spend over the day', async () => {
    const { ad } = await makeAd({ dailyBudget: 10_000_000 });
    const today = new Date(NOON).toISOString().slice(0, 10);
    await storage.db.insert(adDailyStats).values({ adId: ad.id, day: today, spendMicros: 5_000_000 });
    expect(await servedIds(other.token)).toEqual([String(ad.id)]); // half spent at noon: within 12/24 + 1/24
    await storage.db.update(adDailyStats).set({ spendMicros: 5_500_000 });
    expect(await servedIds(other.token)).toEqual([]); // ahead of the pace
    now = NOON + 2 * 3_600_000;
    expect(await servedIds(other.token)).toEqual([String(ad.id)]); // the pace caught up at 14:00
    await storage.db.update(adDailyStats).set({ spendMicros: 10_000_000 });
    now = Date.UTC(2026, 5, 15, 23, 59);
    expect(await servedIds(other.token)).toEqual([]);
    now = Date.UTC(2026, 5, 16, 0, 1);
    expect(await servedIds(other.token)).toEqual([String(ad.id)]);
  });

  it('stops a lifetime budget once spent over all days', async () => {
    const { ad } = await makeAd({ lifetimeBudget: 3_000_000 });
    await storage.db.insert(adDailyStats).values({ adId: ad.id, day: '2026-06-01', spendMicros: 2_900_000 });
    expect(await servedIds(other.token)).toEqual([String(ad.id)]);
    await storage.db.insert(adDailyStats).values({ adId: ad.id, day: '2026-06-02', spendMicros: 100_000 });
    expect(await servedIds(other.token)).toEqual([]);
  });

  it('serves nothing paused (campaign, group or ad) or ended', async () => {
    const { ad, campaign, group } = await makeAd({ endTime: new Date(NOON + 60_000) });
    expect(await servedIds(other.token)).toEqual([String(ad.id)]);
    for (const [table, id] of [
      [campaigns, campaign.id],
      [adGroups, group.id],
      [ads, ad.id],
    ] as const) {
      await storage.db.update(table).set({ status: 'PAUSED' }).where(eq(table.id, id));
      expect(await servedIds(other.token)).toEqual([]);
      await storage.db.update(table).set({ status: 'ACTIVE' }).where(eq(table.id, id));
    }
    expect(await servedIds(other.token)).toEqual([String(ad.id)]);
    now = NOON + 60_000;
    expect(await servedIds(other.token)).toEqual([]);
  });

  it('answers GET /v3/ad_serves/{id}/ to the member it was served to only; a visitor serve to anyone', async () => {
    const { ad } = await makeAd({ targeting: { interests: [String(gardening)] } });
    const [fanAd] = served((await home(fan.token)).pins);
    const mine = await v3Call(server, `/v3/ad_serves/${fanAd!.ad_serve_id}/`, { cookie: fan.token });
    expect(mine.status).toBe(200);
    expect(v3Data<V3Pin>(mine)).toMatchObject({ pin_promotion_id: String(ad.id), ad_serve_id: fanAd!.ad_serve_id, ad_match_reason: 1, ad_targeting_attribution: { matched_interest: 'Gardening' } });
    expect((await v3Call(server, `/v3/ad_serves/${fanAd!.ad_serve_id}/`, { cookie: other.token })).status).toBe(404);
    expect((await v3Call(server, `/v3/ad_serves/${fanAd!.ad_serve_id}/`)).status).toBe(404);
    await storage.db.update(campaigns).set({ status: 'ARCHIVED' });
    await makeAd();
    const [visitorAd] = served((await home(null)).pins);
    expect((await v3Call(server, `/v3/ad_serves/${visitorAd!.ad_serve_id}/`, { cookie: other.token })).status).toBe(200);
  });

  it('registers an attribution source (GET /v3/attribution_source/) for its own serve, with §9 expiry and priority, and nothing else', async () => {
    const { campaign } = await makeAd({ targeting: { interests: [String(gardening)] } });
    const [fanAd] = served((await home(fan.token)).pins);
    // The serve's id is the source event id; organic pins have none.
    expect(fanAd!.attribution_source_id).toBe(fanAd!.ad_serve_id);
    expect((await home(fan.token)).pins.find((pin) => pin.ad_serve_id === null)!.attribution_source_id).toBeNull();
    const account = String(fanAd!.advertiser_id);
    const url = (params: Record<string, string>) =>
      `/v3/attribution_source/?${new URLSearchParams({
        source_event_id: fanAd!.attribution_source_id!,
        destination: JSON.stringify(['https://shop.example.com']),
        expiry: '604800',
        priority: '2',
        source_event_type: 'click',
        advertiser_id: account,
        campaign_id: String(campaign.id),
        ...params,
      })}`;
    const click = await v3Call(server, url({}), { cookie: fan.token });
    expect(click.status).toBe(200);
    expect(JSON.parse(String(click.headers['attribution-reporting-register-source']))).toEqual({
      source_event_id: fanAd!.ad_serve_id,
      destination: 'https://shop.example.com',
      expiry: '604800',
      priority: '2',
    });
    expect(click.headers['cache-control']).toBe('no-store');
    expect(v3Data(click)).toMatchObject({ source_event_type: 'click', advertiser_id: account, campaign_id: String(campaign.id) });
    const view = await v3Call(server, url({ expiry: '86400', priority: '1', source_event_type: 'view' }), { cookie: fan.token });
    expect(JSON.parse(String(view.headers['attribution-reporting-register-source']))).toMatchObject({ expiry: '86400', priority: '1' });

    // Another member's serve reads as unknown, as does a logged-out asker's.
    expect((await v3Call(server, url({}), { cookie: other.token })).status).toBe(404);
    expect((await v3Call(server, url({}))).status).toBe(404);
    // §9's values only: a view kept a week, a click ranked 3, a day's click.
    const bad = async (params: Record<string, string>) => {
      const answer = await v3Call(server, url(params), { cookie: fan.token });
      expect(answer.status).toBe(400);
      expect(answer.headers['attribution-reporting-register-source']).toBeUndefined();
      return answer.body.resource_response.error?.param;
    };
    expect(await bad({ source_event_type: 'view' })).toBe('expiry');
    expect(await bad({ priority: '3' })).toBe('priority');
    expect(await bad({ expiry: '86400' })).toBe('expiry');
    expect(await bad({ source_event_type: 'hover' })).toBe('source_event_type');
    // Somebody else's site, campaign or account; not an origin; not a serve id.
    expect(await bad({ destination: JSON.stringify(['https://evil.example.net']) })).toBe('destination');
    expect(await bad({ destination: JSON.stringify(['https://shop.example.com/landing']) })).toBe('destination');
    expect(await bad({ destination: 'https://shop.example.com' })).toBe('destination');
    expect(await bad({ campaign_id: String(campaign.id + 1000) })).toBe('campaign_id');
    expect(await bad({ advertiser_id: String(Number(account) + 1000) })).toBe('advertiser_id');
    expect(await bad({ source_event_id: 'abc' })).toBe('source_event_id');
    expect(await bad({ hostname: 'not a host' })).toBe('hostname');
    // Unknown serve.
    expect((await v3Call(server, url({ source_event_id: '999999999' }), { cookie: fan.token })).status).toBe(404);
    // A visitor's serve is anyone's.
    await storage.db.update(campaigns).set({ status: 'ARCHIVED' });
    await makeAd();
    const [visitorAd] = served((await home(null)).pins);
    expect(visitorAd!.attribution_source_id).toBe(visitorAd!.ad_serve_id);
    const visitorUrl = `/v3/attribution_source/?${new URLSearchParams({
      source_event_id: visitorAd!.attribution_source_id!,
      destination: JSON.stringify(['https://shop.example.com']),
      expiry: '86400',
      priority: '1',
      source_event_type: 'view',
      hostname: 'pins.example.org',
    })}`;
    expect((await v3Call(server, visitorUrl)).status).toBe(200);
  });

  it('leaves the organic paging alone: the same organic pins, in order, with ads or without', async () => {
    await makeAd({ bid: 3_000_000 });
    await makeAd({ bid: 2_000_000 });
    const read = async () => {
      const ids: string[] = [];
      let bookmark: string | null = null;
      do {
        const page: { pins: V3Pin[]; bookmark: string | null } = await home(null, {}, `page_size=12${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`);
        ids.push(...page.pins.filter((p) => p.ad_serve_id === null).map((p) => p.id));
        expect(served(page.pins).length).toBeLessThanOrEqual(2);
        bookmark = page.bookmark === '-end-' ? null : page.bookmark;
      } while (bookmark);
      return ids;
    };
    const withAds = await read();
    await storage.db.update(campaigns).set({ status: 'ARCHIVED' });
    expect(withAds).toEqual(await read());
    expect(new Set(withAds).size).toBe(withAds.length);
  });

  it('places ads in related pins, never the pin the list is for', async () => {
    const { ad } = await makeAd();
    const answer = await v3Call(server, `/v3/pins/${organic[0]!.id}/related/?page_size=10`, { cookie: other.token });
    expect(served(v3Data<V3Pin[]>(answer)).map((p) => p.pin_promotion_id)).toEqual([String(ad.id)]);
    const self = await v3Call(server, `/v3/pins/${ad.pinId}/related/?page_size=10`, { cookie: other.token });
    expect(served(v3Data<V3Pin[]>(self))).toEqual([]);
  });

  it('estimates the reach of a targeting from real member counts, to the account owner only', async () => {
    const owner = await signUp(server, storage, 'reach_owner');
    const [account] = await storage.db.insert(adAccounts).values({ ownerId: owner.row.id, name: 'Reach' }).returning();
    const estimate = async (body: object, cookie: string | null = owner.token) =>
      v3Call(server, `/v3/ad_accounts/${account!.id}/reach_estimate/`, { method: 'POST', body, ...(cookie === null ? {} : { cookie }) });
    const [{ n: everyone }] = (await storage.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    const all = await estimate({ targeting: {} });
    expect(all.status).toBe(200);
    const size = v3Data<{ audience_size: number }>(all).audience_size;
    expect(size).toBe(Number(everyone));
    const fans = v3Data<{ audience_size: number; monthly_reach_low: number; monthly_reach_high: number }>(await estimate({ targeting: { interests: [String(gardening)] } }));
    expect(fans).toEqual({ audience_size: 1, monthly_reach_low: 0, monthly_reach_high: 1 });
    await storage.db.update(users).set({ gender: 'female' }).where(eq(users.id, fan.row.id));
    expect(v3Data<{ audience_size: number }>(await estimate({ targeting: { genders: ['female'], interests: [String(gardening)] } })).audience_size).toBe(1);
    expect(v3Data<{ audience_size: number }>(await estimate({ targeting: { genders: ['male'], interests: [String(gardening)] } })).audience_size).toBe(0);
    expect(v3Data<{ audience_size: number }>(await estimate({ targeting: { genders: ['male'] }, expanded_targeting: true })).audience_size).toBe(size);
    const bad = await estimate({ targeting: { genders: ['female', 'robot'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.param).toBe('targeting.genders[1]');
    expect((await estimate({ targeting: {} }, other.token)).status).toBe(404);
    expect((await estimate({ targeting: {} }, null)).status).toBe(401);
  });
});
