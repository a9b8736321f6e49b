/**
 * Targeting (issue 19): what the platform knows of a viewer (their signals) and whether an ad group's
 * targeting matches them. Each targeted dimension (a non-empty list) must match, else the group is
 * left out, unless it has expanded targeting (then it may serve to any signed-in viewer, marked as
 * expanded). Logged-out visitors, bots and members under 18 are not personalised: only untargeted
 * groups (every list empty, no customer list) serve to them.
 *
 * Signals: interests the member follows and the topics of their own boards; their locale and country;
 * gender ('female' or 'male'; 'unspecified', 'nonbinary' or none match only the target 'unknown'); the
 * age bucket from birth_year; the device of the request (./device.ts); the words of a search
 * (surface search only); the customer lists holding the SHA-256 of their e-mail address.
 * geo_regions and geo_postal_codes are never matched: the platform has no location of a viewer.
 */
import type { AdTargeting } from '../../db/schema.ts';
import { AGE_BUCKETS } from './constants.ts';
import type { TargetDevice } from './device.ts';

export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type TargetGender = 'female' | 'male' | 'unknown';

export interface ViewerSignals {
  /** Whether anything may be personalised (a signed-in member of 18 or more, not a bot). */
  personal: boolean;
  /** Interest id (as a string, as targeting stores them) → its name. */
  interests: Map<string, string>;
  locale: string | null;
  country: string | null;
  gender: TargetGender;
  ageBucket: AgeBucket | null;
  device: TargetDevice;
  /** Ids of the customer lists holding the viewer's e-mail hash. */
  customerLists: Set<number>;
  /** Search terms (words and phrases of up to three words, lower-case); empty outside search. */
  keywords: string[];
}

export interface GroupTargeting {
  targeting: AdTargeting;
  expandedTargeting: boolean;
  customerListId: number | null;
}

/** What matched, one entry per targeted dimension that did (values as the viewer has them). */
export interface Matched {
  interest: string | null;
  keyword: string | null;
  locale: string | null;
  country: string | null;
  gender: 'female' | 'male' | null;
  genderUnknown: boolean;
  ageBucket: AgeBucket | null;
  device: TargetDevice | null;
  customerList: boolean;
  /** Served through expanded targeting: some targeted dimension did not match. */
  expanded: boolean;
}

export const TARGETING_DIMENSIONS = ['interests', 'keywords', 'locales', 'countries', 'genders', 'age_buckets', 'devices', 'geo_regions', 'geo_postal_codes'] as const;

const listOf = (targeting: AdTargeting, key: (typeof TARGETING_DIMENSIONS)[number]): string[] => {
  const value = targeting[key];
  return Array.isArray(value) ? value : [];
};

/** An ad group with no targeted dimension and no customer list: the only kind served without personalisation. */
export function isUntargeted(group: GroupTargeting): boolean {
  return group.customerListId === null && TARGETING_DIMENSIONS.every((key) => listOf(group.targeting, key).length === 0);
}

/** The age bucket of someone born in `birthYear` in the year of `now`; null under 18 or unknown. */
export function ageBucketOf(birthYear: number | null, now: Date): AgeBucket | null {
  if (birthYear === null) return null;
  const age = now.getUTCFullYear() - birthYear;
  if (age < 18) return null;
  if (age <= 24) return '18-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 49) return '45-49';
  if (age <= 54) return '50-54';
  if (age <= 64) return '55-64';
  return '65+';
}

/** users.gender as a targeting gender: only 'female' and 'male' are themselves. */
export const targetGenderOf = (gender: string | null): TargetGender => (gender === 'female' || gender === 'male' ? gender : 'unknown');

/** A search's words and its phrases of two and three words, lower-case, each once. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const terms = new Set<string>();
  for (let n = 1; n <= 3; n += 1) for (let i = 0; i + n <= words.length; i += 1) terms.add(words.slice(i, i + n).join(' '));
  return [...terms];
}

/** A targeted keyword as search terms are: lower-case words joined by one space. */
export const normalKeyword = (keyword: string): string => keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');

/** Locale values that match a viewer's locale: itself and its language ('en-US' → 'en-US', 'en'). */
export const localeKeys = (locale: string | null): string[] => (locale ? [...new Set([locale.toLowerCase(), locale.toLowerCase().split(/[-_]/)[0]!])] : []);

/**
 * Whether the group may serve to the viewer, and what matched; null when it may not. Without
 * personalisation only untargeted groups match (with nothing matched).
 */
export function matchGroup(group: GroupTargeting, signals: ViewerSignals): Matched | null {
  const none: Matched = { interest: null, keyword: null, locale: null, country: null, gender: null, genderUnknown: false, ageBucket: null, device: null, customerList: false, expanded: false };
  if (isUntargeted(group)) return none;
  if (!signals.personal) return null;
  const t = group.targeting;
  const matched = { ...none };
  let missed = false;
  const dimension = <T>(key: (typeof TARGETING_DIMENSIONS)[number], find: (values: string[]) => T | null, set: (value: T) => void) => {
    const values = listOf(t, key);
    if (values.length === 0) return;
    const found = find(values);
    if (found === null) missed = true;
    else set(found);
  };
  dimension('interests', (ids) => ids.find((id) => signals.interests.has(id)) ?? null, (id) => (matched.interest = signals.interests.get(id)!));
  dimension('keywords', (words) => words.find((word) => signals.keywords.includes(normalKeyword(word))) ?? null, (word) => (matched.keyword = word));
  const locales = localeKeys(signals.locale);
  dimension('locales', (values) => (values.some((value) => locales.includes(value.toLowerCase())) ? signals.locale : null), (locale) => (matched.locale = locale));
  dimension('countries', (values) => (signals.country && values.some((c) => c.toUpperCase() === signals.country!.toUpperCase()) ? signals.country : null), (c) => (matched.country = c));
  dimension('genders', (values) => (values.includes(signals.gender) ? signals.gender : null), (gender) => {
    if (gender === 'unknown') matched.genderUnknown = true;
    else matched.gender = gender;
  });
  dimension('age_buckets', (values) => (signals.ageBucket && values.includes(signals.ageBucket) ? signals.ageBucket : null), (bucket) => (matched.ageBucket = bucket));
  dimension('devices', (values) => (values.includes(signals.device) ? signals.device : null), (device) => (matched.device = device));
  // No location signal: a geo-targeted group never matches on it.
  dimension('geo_regions', () => null, () => undefined);
  dimension('geo_postal_codes', () => null, () => undefined);
  if (group.customerListId !== null) {
    if (signals.customerLists.has(group.customerListId)) matched.customerList = true;
    else missed = true;
  }
  if (!missed) return matched;
  // Expanded: what did match is still recorded (it really matched); the rest reached by expansion.
  return group.expandedTargeting ? { ...matched, expanded: true } : null;
}

/** How many dimensions matched (the ranking's match strength). */
export function matchCount(matched: Matched): number {
  return [matched.interest, matched.keyword, matched.locale, matched.country, matched.gender ?? (matched.genderUnknown || null), matched.ageBucket, matched.device, matched.customerList || null].filter(
    (value) => value !== null,
  ).length;
}

const PER_MATCH = 0.25;

/** The ranking score of a match: bid × match strength (expanded reach counts half, each matched dimension a quarter more). */
export function score(bidMicros: number, matched: Matched): number {
  return bidMicros * (matched.expanded ? 0.5 : 1 + PER_MATCH * matchCount(matched));
}

/**
 * The highest score the group can reach with any viewer: every dimension it targets matched (a
 * group targeting a location can only be reached by expansion, at half its bid, or not at all).
 */
export function scoreCeiling(bidMicros: number, group: GroupTargeting): number {
  if (listOf(group.targeting, 'geo_regions').length > 0 || listOf(group.targeting, 'geo_postal_codes').length > 0) return group.expandedTargeting ? bidMicros * 0.5 : 0;
  const targeted = TARGETING_DIMENSIONS.filter((key) => listOf(group.targeting, key).length > 0).length + (group.customerListId === null ? 0 : 1);
  return bidMicros * (1 + PER_MATCH * targeted);
}
