/** The pure serving rules (issue 19): device mapping, gender, age buckets, search terms, matching and pacing on both sides of each boundary. */
import { describe, expect, it } from 'vitest';
import { attributionOf, matchReasonOf } from './attribution.ts';
import { deviceOf } from './device.ts';
import { pacedAllowance, todaysBudget, withinBudget } from './pacing.ts';
import { ageBucketOf, matchGroup, searchTerms, targetGenderOf, type ViewerSignals } from './targeting.ts';

const signals = (over: Partial<ViewerSignals> = {}): ViewerSignals => ({
  personal: true,
  interests: new Map([['7', 'Gardening']]),
  locale: 'en-US',
  country: 'US',
  gender: 'female',
  ageBucket: '25-34',
  device: 'web',
  customerLists: new Set([3]),
  keywords: [],
  ...over,
});
const group = (targeting = {}, over: { expandedTargeting?: boolean; customerListId?: number | null } = {}) => ({ targeting, expandedTargeting: false, customerListId: null, ...over });

describe('device', () => {
  it('is web_mobile for the mobile client hint or Mobi in the User-Agent, else web', () => {
    expect(deviceOf({ 'sec-ch-ua-mobile': '?1' })).toBe('web_mobile');
    expect(deviceOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' })).toBe('web');
    expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36' })).toBe('web_mobile');
    expect(deviceOf({})).toBe('web');
  });
});

describe('viewer attributes', () => {
  it('maps only female and male to themselves; anything else is unknown', () => {
    expect(targetGenderOf('female')).toBe('female');
    expect(targetGenderOf('male')).toBe('male');
    expect(targetGenderOf('unspecified')).toBe('unknown');
    expect(targetGenderOf('nonbinary')).toBe('unknown');
    expect(targetGenderOf(null)).toBe('unknown');
  });

  it('puts ages into buckets at their edges, none under 18', () => {
    const now = new Date(Date.UTC(2026, 5, 1));
    expect(ageBucketOf(2009, now)).toBeNull(); // 17
    expect(ageBucketOf(2008, now)).toBe('18-24');
    expect(ageBucketOf(2002, now)).toBe('18-24'); // 24
    expect(ageBucketOf(2001, now)).toBe('25-34');
    expect(ageBucketOf(1977, now)).toBe('45-49'); // 49
    expect(ageBucketOf(1976, now)).toBe('50-54');
    expect(ageBucketOf(1962, now)).toBe('55-64'); // 64
    expect(ageBucketOf(1961, now)).toBe('65+');
    expect(ageBucketOf(null, now)).toBeNull();
  });

  it('makes search terms of words and phrases up to three words', () => {
    expect(searchTerms('Red rain-boots')).toEqual(['red', 'rain', 'boots', 'red rain', 'rain boots', 'red rain boots']);
  });
});

describe('matchGroup', () => {
  it('serves untargeted groups to anyone, targeted ones only with personalisation', () => {
    expect(matchGroup(group(), signals({ personal: false }))).toMatchObject({ expanded: false, interest: null });
    expect(matchGroup(group({ interests: ['7'] }), signals({ personal: false }))).toBeNull();
    expect(matchGroup(group({ interests: ['7'] }, { expandedTargeting: true }), signals({ personal: false }))).toBeNull();
    expect(matchGroup(group({}, { customerListId: 3 }), signals({ personal: false }))).toBeNull();
  });

  it('needs every targeted dimension, records what matched, and expands when allowed', () => {
    expect(matchGroup(group({ interests: ['7'], genders: ['female'] }), signals())).toMatchObject({ interest: 'Gardening', gender: 'female', expanded: false });
    expect(matchGroup(group({ interests: ['7'], genders: ['male'] }), signals())).toBeNull();
    expect(matchGroup(group({ interests: ['7'], genders: ['male'] }, { expandedTargeting: true }), signals())).toMatchObject({ interest: 'Gardening', gender: null, expanded: true });
    expect(matchGroup(group({ genders: ['unknown'] }), signals({ gender: 'unknown' }))).toMatchObject({ gender: null, genderUnknown: true });
    expect(matchGroup(group({ locales: ['en'] }), signals())).toMatchObject({ locale: 'en-US' });
    expect(matchGroup(group({ locales: ['fr'] }), signals())).toBeNull();
    expect(matchGroup(group({ geo_regions: ['Bavaria'] }), signals())).toBeNull();
    expect(matchGroup(group({ keywords: ['rain boots'] }), signals({ keywords: searchTerms('rain boots') }))).toMatchObject({ keyword: 'rain boots' });
    expect(matchGroup(group({ keywords: ['rain boots'] }), signals({ keywords: searchTerms('boots') }))).toBeNull();
    expect(matchGroup(group({}, { customerListId: 3 }), signals())).toMatchObject({ customerList: true });
    expect(matchGroup(group({}, { customerListId: 4 }), signals())).toBeNull();
  });

  it('derives ad_match_reason from what matched', () => {
    const flags = { advertiserName: 'Shop', firstPartyPersonalization: true, thirdPartyPersonalization: false };
    const reason = (targeting: object, s = signals(), over = {}) => {
      const matched = matchGroup(group(targeting, over), s)!;
      return matchReasonOf(attributionOf(matched, flags), matched.genderUnknown);
    };
    expect(reason({})).toBe(0);
    expect(reason({ interests: ['7'] })).toBe(1);
    expect(reason({ keywords: ['boots'] }, signals({ keywords: ['boots'] }))).toBe(2);
    expect(reason({}, signals(), { customerListId: 3 })).toBe(3);
    expect(reason({ age_buckets: ['25-34'] })).toBe(4);
    expect(reason({ genders: ['unknown'] }, signals({ gender: 'unknown' }))).toBe(4);
    expect(reason({ interests: ['8'] }, signals(), { expandedTargeting: true })).toBe(5);
  });
});

describe('pacing', () => {
  const noon = new Date(Date.UTC(2026, 5, 15, 12));
  it('allows the elapsed share of the day plus an hour', () => {
    expect(pacedAllowance(24_000_000, noon)).toBe(13_000_000);
    expect(pacedAllowance(24_000_000, new Date(Date.UTC(2026, 5, 15, 0)))).toBe(1_000_000);
    expect(pacedAllowance(24_000_000, new Date(Date.UTC(2026, 5, 15, 23, 30)))).toBe(24_000_000);
  });

  it('stops a daily budget at its pace and when spent', () => {
    const daily = { dailyBudgetMicros: 24_000_000, lifetimeBudgetMicros: null, endTime: null };
    expect(withinBudget(daily, { today: 12_999_999, total: 50_000_000 }, noon)).toBe(true);
    expect(withinBudget(daily, { today: 13_000_000, total: 50_000_000 }, noon)).toBe(false);
  });

  it('spreads a lifetime budget with an end over the days left, and stops it once spent', () => {
    const lifetime = { dailyBudgetMicros: null, lifetimeBudgetMicros: 100_000_000, endTime: new Date(Date.UTC(2026, 5, 19, 12)) };
    expect(todaysBudget(lifetime, { today: 0, total: 0 }, noon)).toBe(20_000_000); // 5 days left, today included
    expect(withinBudget({ ...lifetime, endTime: null }, { today: 0, total: 99_999_999 }, noon)).toBe(true);
    expect(withinBudget({ ...lifetime, endTime: null }, { today: 0, total: 100_000_000 }, noon)).toBe(false);
  });
});
