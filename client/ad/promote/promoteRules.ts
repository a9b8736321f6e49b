/**
 * Quick promote's choices and rules (issue 19; platform §2), pure so they are tested alone. The lists
 * are the server's (server/v3/ad/constants.ts), written out here: the client does not import server code.
 */

import { MICROS_PER_UNIT } from '../money';

export { MICROS_PER_UNIT, money, OBJECTIVES, type Objective } from '../money';

export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+'] as const;
export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'unknown', label: 'Unspecified' },
] as const;
export const LOCALES = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'fr-FR', label: 'French' },
  { value: 'de-DE', label: 'German' },
  { value: 'es-ES', label: 'Spanish' },
  { value: 'it-IT', label: 'Italian' },
  { value: 'pt-BR', label: 'Portuguese (Brazil)' },
  { value: 'ja-JP', label: 'Japanese' },
] as const;

/** $1 a day (MIN_DAILY_BUDGET_MICROS). */
export const MIN_DAILY_BUDGET = 1;
/** A sanity cap for the form: $100,000 a day. */
export const MAX_DAILY_BUDGET = 100_000;
export const MIN_DURATION_DAYS = 1;
export const MAX_DURATION_DAYS = 90;
/** Interests one audience may name. */
export const MAX_INTERESTS = 20;
/** How long the reach estimate waits for the form to settle before it asks. */
export const REACH_DEBOUNCE_MS = 400;

export interface Interest {
  readonly entityId: string;
  readonly name: string;
}

export interface AudienceChoice {
  readonly mode: 'AUTOMATIC' | 'CHOSEN';
  readonly interests: readonly Interest[];
  readonly locales: readonly string[];
  readonly ageBuckets: readonly string[];
  readonly genders: readonly string[];
}

/** The fields the form shows errors on. */
export type PromoteField = 'objective' | 'audience' | 'dailyBudget' | 'duration' | 'destinationUrl' | 'form';

/** A daily budget typed in dollars ("5", "12.50") → micros, or the field's error. */
export function parseDailyBudget(text: string): { readonly micros: number } | { readonly error: string } {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return { error: 'Enter a daily budget.' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter an amount in dollars, like 5 or 12.50.' };
  const value = Number(trimmed);
  if (value < MIN_DAILY_BUDGET) return { error: `The daily budget is at least $${MIN_DAILY_BUDGET.toFixed(2)}.` };
  if (value > MAX_DAILY_BUDGET) return { error: `The daily budget is at most $${MAX_DAILY_BUDGET.toLocaleString('en-US')}.` };
  return { micros: Math.round(value * MICROS_PER_UNIT) };
}

/** Duration in days, 1 to 90 (whole days), or the field's error. */
export function durationError(days: number | undefined): string | null {
  if (days === undefined || Number.isNaN(days)) return 'Enter how many days to run.';
  if (!Number.isInteger(days) || days < MIN_DURATION_DAYS || days > MAX_DURATION_DAYS) return `Run for ${MIN_DURATION_DAYS} to ${MAX_DURATION_DAYS} days.`;
  return null;
}

/** A destination typed by hand: empty (the pin's own link) or an http(s) address. */
export function destinationError(url: string, pinLink: string | null | undefined): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return pinLink ? null : 'This Pin has no link: enter the address people go to.';
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Enter an address starting with http:// or https://.';
  } catch {
    return 'Enter an address starting with http:// or https://.';
  }
  return null;
}

export function audienceError(audience: AudienceChoice): string | null {
  if (audience.mode === 'CHOSEN' && audience.interests.length === 0) return 'Choose at least one interest.';
  return null;
}

/** The AudienceInput the server takes. */
export function audienceInput(audience: AudienceChoice, pinId: string) {
  if (audience.mode === 'AUTOMATIC') return { mode: 'AUTOMATIC' as const, pinId };
  return {
    mode: 'CHOSEN' as const,
    pinId,
    interestIds: audience.interests.map((interest) => interest.entityId),
    locales: [...audience.locales],
    ageBuckets: [...audience.ageBuckets],
    genders: [...audience.genders],
  };
}

/** Which field a server error (its `field`, in v3's snake_case or GraphQL's camelCase) belongs to. */
export function fieldOfError(field: string | null | undefined): PromoteField {
  const name = (field ?? '').replace(/^input\./, '').toLowerCase();
  if (name.startsWith('objective')) return 'objective';
  if (name.startsWith('daily_budget') || name.startsWith('dailybudget') || name.startsWith('budget')) return 'dailyBudget';
  if (name.startsWith('duration')) return 'duration';
  if (name.startsWith('destination')) return 'destinationUrl';
  if (name.startsWith('audience') || name.startsWith('targeting') || name.startsWith('interest')) return 'audience';
  return 'form';
}

/** 1234567 → "1.2M", 12345 → "12K", 950 → "950". */
export function compactCount(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
