/**
 * Validation of the advertising model's fields (issue 19), shared by the resources, quick-promote and
 * bulk editing: each failure is a 400 V3Error naming the field (`targeting.genders[1]`, `emails[3]`),
 * which bulk editing maps to its CSV column.
 */
import { createHash } from 'node:crypto';
import { V3Error } from '../../envelope.ts';
import type { AdTargeting } from '../../../db/schema.ts';
import { AD_STATUSES, AGE_BUCKETS, MIN_BID_MICROS, MIN_DAILY_BUDGET_MICROS, OBJECTIVES, TARGET_DEVICES, TARGET_GENDERS } from '../constants.ts';

export type Objective = (typeof OBJECTIVES)[number];
export type AdStatus = (typeof AD_STATUSES)[number];
export type Body = Record<string, unknown>;

export const MAX_NAME = 100;
export const MAX_DESTINATION_URL = 2048;
export const MAX_CUSTOMER_LIST_EMAILS = 10_000;
export const MAX_EMAIL = 254;
export const MIN_DURATION_DAYS = 1;
export const MAX_DURATION_DAYS = 90;
/** The largest amount of micro-units accepted (10 billion units): keeps sums far inside a bigint and a double. */
export const MAX_MICROS = 10_000_000_000 * 1_000_000;
/** Quick-promote's bid when none is given: $2 CPM. */
export const QUICK_PROMOTE_BID_MICROS = MIN_BID_MICROS * 20;

/** Targeting lists and their limits (values per list). */
export const TARGETING_KEYS = ['interests', 'keywords', 'locales', 'countries', 'genders', 'age_buckets', 'devices', 'geo_regions', 'geo_postal_codes'] as const;
export type TargetingKey = (typeof TARGETING_KEYS)[number];
export const MAX_TARGETING_VALUES: Readonly<Record<TargetingKey, number>> = {
  interests: 100,
  keywords: 200,
  locales: 50,
  countries: 250,
  genders: TARGET_GENDERS.length,
  age_buckets: AGE_BUCKETS.length,
  devices: TARGET_DEVICES.length,
  geo_regions: 100,
  geo_postal_codes: 1000,
};
export const MAX_KEYWORD = 80;

const CONTROL = /\p{Cc}/u;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCALE = /^[a-z]{2,3}(-[A-Z]{2})?$/;
const COUNTRY = /^[A-Z]{2}$/;
const POSTAL = /^[A-Z0-9][A-Z0-9 -]{0,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const bad = V3Error.badParam;
const absent = (value: unknown) => value === undefined || value === null;

/** A name of 1 to MAX_NAME characters (trimmed), no control characters. */
export function nameValue(value: unknown, param = 'name', what = 'The name'): string {
  if (absent(value)) throw bad(param, `${param} is required.`);
  if (typeof value !== 'string') throw bad(param, `${param} must be a string.`);
  const name = value.trim();
  if (name === '') throw bad(param, `${what} may not be empty.`);
  if ([...name].length > MAX_NAME) throw bad(param, `${what} may hold at most ${MAX_NAME} characters.`);
  if (CONTROL.test(name)) throw bad(param, `${what} may not hold control characters.`);
  return name;
}

export function enumValue<T extends string>(value: unknown, param: string, allowed: readonly T[]): T {
  if (absent(value) || value === '') throw bad(param, `${param} is required: one of ${allowed.join(', ')}.`);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw bad(param, `${param} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value).slice(0, 40)}.`);
  }
  return value as T;
}

export const objectiveValue = (value: unknown, param = 'objective'): Objective => enumValue(value, param, OBJECTIVES);
export const statusValue = (value: unknown, param = 'status'): AdStatus => enumValue(value, param, AD_STATUSES);

/** An amount of micro-units: a JSON integer or a decimal string of digits, at least `min`. */
export function microsValue(value: unknown, param: string, min: number): number {
  if (absent(value) || value === '') throw bad(param, `${param} is required.`);
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(amount) || amount < 0) throw bad(param, `${param} must be a whole number of micro-units (1,000,000 = 1 unit of the account's currency).`);
  if (amount < min) throw bad(param, `${param} must be at least ${min} (${min / 1_000_000} in the account's currency).`);
  if (amount > MAX_MICROS) throw bad(param, `${param} may be at most ${MAX_MICROS}.`);
  return amount;
}

export const bidValue = (value: unknown, param = 'bid_micros') => microsValue(value, param, MIN_BID_MICROS);
export const dailyBudgetValue = (value: unknown, param = 'daily_budget_micros') => microsValue(value, param, MIN_DAILY_BUDGET_MICROS);
/** A lifetime budget is at least one day's minimum. */
export const lifetimeBudgetValue = (value: unknown, param = 'lifetime_budget_micros') => microsValue(value, param, MIN_DAILY_BUDGET_MICROS);

/** An ISO 8601 date-time with a zone (2026-01-31T09:00:00Z). */
export function timeValue(value: unknown, param: string): Date {
  if (typeof value !== 'string' || !ISO_TIME.test(value)) throw bad(param, `${param} must be a date-time like 2026-01-31T09:00:00Z.`);
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw bad(param, `${param} must be a date-time like 2026-01-31T09:00:00Z.`);
  return time;
}

/** A boolean: true/false (or 'true'/'false', '1'/'0'); absent: `fallback`. */
export function booleanValue(value: unknown, param: string, fallback: boolean): boolean {
  if (absent(value) || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw bad(param, `${param} must be true or false.`);
}

/** An id as a JSON number or decimal string. */
export function idValue(value: unknown, param: string): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) throw bad(param, `${param} must be a numeric id.`);
  return Number(text);
}

/** A web address an ad may send people to: http or https, at most MAX_DESTINATION_URL characters (the link check comes after). */
export function destinationUrlValue(value: unknown, param = 'destination_url'): string {
  if (absent(value) || value === '') throw bad(param, `${param} is required.`);
  if (typeof value !== 'string') throw bad(param, `${param} must be a string.`);
  const url = value.trim();
  if (url.length > MAX_DESTINATION_URL) throw bad(param, `${param} may hold at most ${MAX_DESTINATION_URL} characters.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw bad(param, `${param} must be a web address (http or https).`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw bad(param, `${param} must be a web address (http or https).`);
  return url;
}

/** Optional promoted-partnership names: both or neither. */
export function partnershipValues(body: Body, current?: { advertiser: string | null; attribution: string | null }): { advertiser: string | null; attribution: string | null } {
  const read = (param: string, before: string | null): string | null => {
    if (!(param in body)) return before;
    const value = body[param];
    if (value === null || value === '') return null;
    return nameValue(value, param, `${param}`);
  };
  const advertiser = read('partnership_advertiser_name', current?.advertiser ?? null);
  const attribution = read('partnership_attribution_name', current?.attribution ?? null);
  if ((advertiser === null) !== (attribution === null)) {
    const missing = advertiser === null ? 'partnership_advertiser_name' : 'partnership_attribution_name';
    throw bad(missing, 'A promoted partnership names both the advertiser and the partner: give partnership_advertiser_name and partnership_attribution_name, or neither.');
  }
  return { advertiser, attribution };
}

/** A validated targeting and the interest ids it names (whose existence the caller checks). */
export interface TargetingCheck {
  targeting: AdTargeting;
  /** In the order given (duplicates kept), so an error names the position sent. */
  interestIds: number[];
}

function stringList(value: unknown, param: string, max: number): string[] {
  if (absent(value)) return [];
  if (!Array.isArray(value)) throw bad(param, `${param} must be a list.`);
  if (value.length > max) throw bad(param, `${param} may hold at most ${max} values.`);
  return value.map((item: unknown, i) => {
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (typeof item !== 'string') throw bad(`${param}[${i}]`, `${param}[${i}] must be a string.`);
    return item.trim();
  });
}

/**
 * `raw` (an object of lists, every list optional) checked against the constants: interests numeric ids
 * (their existence: checkInterests), keywords lower-cased words, locales like en-US, countries ISO 3166
 * alpha-2, genders / age buckets / devices from the constants' lists. Unknown keys are refused. Values are
 * de-duplicated; empty lists are left out.
 */
export function targetingValue(raw: unknown, param = 'targeting'): TargetingCheck {
  if (absent(raw)) return { targeting: {}, interestIds: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad(param, `${param} must be an object of lists (${TARGETING_KEYS.join(', ')}).`);
  const body = raw as Body;
  for (const key of Object.keys(body)) {
    if (!(TARGETING_KEYS as readonly string[]).includes(key)) throw bad(`${param}.${key}`, `${param}.${key} is not a targeting list: use ${TARGETING_KEYS.join(', ')}.`);
  }
  const targeting: AdTargeting = {};
  const interestIds: number[] = [];
  for (const key of TARGETING_KEYS) {
    const at = `${param}.${key}`;
    const values = stringList(body[key], at, MAX_TARGETING_VALUES[key]);
    const checked = values.map((value, i) => {
      const here = `${at}[${i}]`;
      switch (key) {
        case 'interests': {
          const id = idValue(value, here);
          interestIds.push(id);
          return String(id);
        }
        case 'keywords': {
          const word = value.toLowerCase().replace(/\s+/g, ' ');
          if (word === '' || [...word].length > MAX_KEYWORD || CONTROL.test(word)) throw bad(here, `${here} must be a word or phrase of 1 to ${MAX_KEYWORD} characters.`);
          return word;
        }
        case 'locales':
          if (!LOCALE.test(value)) throw bad(here, `${here} must be a locale like en-US or fr.`);
          return value;
        case 'countries': {
          const country = value.toUpperCase();
          if (!COUNTRY.test(country)) throw bad(here, `${here} must be a two-letter country code like US.`);
          return country;
        }
        case 'genders':
          return enumValue(value, here, TARGET_GENDERS);
        case 'age_buckets':
          return enumValue(value, here, AGE_BUCKETS);
        case 'devices':
          return enumValue(value, here, TARGET_DEVICES);
        case 'geo_regions':
          if (value === '' || [...value].length > MAX_NAME || CONTROL.test(value)) throw bad(here, `${here} must be a region name of 1 to ${MAX_NAME} characters.`);
          return value;
        case 'geo_postal_codes': {
          const code = value.toUpperCase();
          if (!POSTAL.test(code)) throw bad(here, `${here} must be a postal code of letters, digits, spaces and dashes (at most 15).`);
          return code;
        }
      }
    });
    const unique = [...new Set(checked)];
    if (unique.length > 0) targeting[key] = unique;
  }
  return { targeting, interestIds };
}

/** A targeting as answered: every list present. */
export function fullTargeting(targeting: AdTargeting): Required<AdTargeting> {
  return Object.fromEntries(TARGETING_KEYS.map((key) => [key, targeting[key] ?? []])) as Required<AdTargeting>;
}

/** quick_promote's duration: whole days from MIN_DURATION_DAYS to MAX_DURATION_DAYS. */
export function durationDaysValue(value: unknown, param = 'duration_days'): number {
  if (absent(value) || value === '') throw bad(param, `${param} is required.`);
  const days = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(days) || days < MIN_DURATION_DAYS || days > MAX_DURATION_DAYS) {
    throw bad(param, `${param} must be a whole number of days from ${MIN_DURATION_DAYS} to ${MAX_DURATION_DAYS}.`);
  }
  return days;
}

/** An e-mail address as a customer list keeps it: trimmed, lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
/** SHA-256 hex of the normalised address (what a customer list stores, and what serving compares). */
export const emailHash = (email: string): string => createHash('sha256').update(normaliseEmail(email)).digest('hex');

/** A customer list's addresses, hashed and de-duplicated: 1 to MAX_CUSTOMER_LIST_EMAILS, each like a@b. */
export function emailHashesValue(value: unknown, param = 'emails'): string[] {
  if (absent(value)) throw bad(param, `${param} is required: a list of e-mail addresses.`);
  if (!Array.isArray(value)) throw bad(param, `${param} must be a list of e-mail addresses.`);
  if (value.length === 0) throw bad(param, `${param} must hold at least one e-mail address.`);
  if (value.length > MAX_CUSTOMER_LIST_EMAILS) throw bad(param, `${param} may hold at most ${MAX_CUSTOMER_LIST_EMAILS} addresses, got ${value.length}.`);
  const hashes = new Set<string>();
  value.forEach((item: unknown, i) => {
    if (typeof item !== 'string') throw bad(`${param}[${i}]`, `${param}[${i}] must be a string.`);
    const email = normaliseEmail(item);
    if (email.length > MAX_EMAIL || !EMAIL.test(email)) throw bad(`${param}[${i}]`, `${param}[${i}] is not an e-mail address.`);
    hashes.add(emailHash(email));
  });
  return [...hashes];
}

/** The body of a write: a JSON object. */
export function bodyValue(raw: unknown): Body {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new V3Error(400, 'invalid_body', 'The request body must be a JSON object.');
  return raw as Body;
}
