/** Validation of account fields; each failure is a 400 naming the field, with a message for the form. */
import { V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import { isReservedUsername } from './reserved.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_AGE = 13;
/** platform §9 / issue: first name at most 30 characters. */
export const MAX_FIRST_NAME = 30;
export const MAX_LAST_NAME = 30;
export const MAX_ABOUT = 500;
export const MAX_WEBSITE_URL = 2048;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type Body = Record<string, unknown>;

export function bodyOf(raw: unknown): Body {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new V3Error(400, 'invalid_body', 'The request body must be a JSON object.');
  return raw as Body;
}

/** A string field, or undefined when absent (null counts as absent). */
export function stringField(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw V3Error.badParam(name, `${name} must be a string.`);
  return value;
}

/** An id given as a JSON number or decimal string; absent (undefined, null, ''): a 400 when required, else undefined. */
export function bodyId(body: Body, name: string, required: true): number;
export function bodyId(body: Body, name: string, required: boolean): number | undefined;
export function bodyId(body: Body, name: string, required: boolean): number | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw V3Error.badParam(name, `${name} is required.`);
    return undefined;
  }
  return idParam(typeof value === 'number' ? String(value) : value, name);
}

/** A boolean field: true/false, or the strings 'true'/'1' and 'false'/'0'; absent (undefined, null) is false. */
export function bodyBoolean(body: Body, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw V3Error.badParam(name, `${name} must be true or false.`);
}

export function requiredString(body: Body, name: string, message: string): string {
  const value = stringField(body, name);
  if (value === undefined || value.trim() === '') throw V3Error.badParam(name, message);
  return value;
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function checkEmail(raw: string | undefined, param = 'email'): string {
  const email = normalizeEmail(raw ?? '');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw V3Error.badParam(param, 'Please enter a valid email address.');
  return email;
}

export function checkPassword(password: string | undefined, others: (string | undefined)[], param = 'password'): string {
  if (password === undefined || password.length < MIN_PASSWORD_LENGTH) {
    throw V3Error.badParam(param, `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw V3Error.badParam(param, `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if ([...password].every((c) => c === password[0])) {
    throw V3Error.badParam(param, "Your password can't be one character repeated.");
  }
  const lower = password.toLowerCase();
  if (others.some((other) => other !== undefined && other !== '' && other.toLowerCase() === lower)) {
    throw V3Error.badParam(param, "Your password can't be your email or username.");
  }
  return password;
}

export function checkUsername(raw: string, param = 'username'): string {
  if (!USERNAME_PATTERN.test(raw)) {
    throw V3Error.badParam(param, 'Usernames must be 3 to 30 characters: letters, numbers and underscores.');
  }
  if (isReservedUsername(raw)) throw new V3Error(400, 'reserved', 'That username is not available.', param);
  return raw;
}

/** Control characters, and the bidirectional overrides that make a name read differently than it is. */
const UNSAFE_IN_NAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function checkName(raw: string | undefined, param: string, label: string, max: number, options: { multiline?: boolean } = {}): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if ([...value].length > max) throw V3Error.badParam(param, `${label} must be at most ${max} characters.`);
  // Text of several lines (About) keeps its line breaks and tabs.
  if (UNSAFE_IN_NAME.test(options.multiline ? value.replace(/[\n\r\t]/g, '') : value)) throw V3Error.badParam(param, `${label} can't contain control characters.`);
  return value;
}

/**
 * The name asked for at sign-up (issue 12), shown as the full name: trimmed, inner whitespace runs
 * made one space, 1 to MAX_FIRST_NAME characters. Stored split at the first space: the first word is
 * first_name, the rest last_name, so full_name (first and last joined by a space) is the name as typed.
 */
export function checkDisplayName(raw: string | undefined, param = 'full_name'): { firstName: string; lastName: string } | undefined {
  if (raw === undefined) return undefined;
  const value = raw.replace(/\s+/gu, ' ').trim();
  if (value === '') throw V3Error.badParam(param, 'Please enter your name.');
  if ([...value].length > MAX_FIRST_NAME) throw V3Error.badParam(param, `Your name must be at most ${MAX_FIRST_NAME} characters.`);
  if (UNSAFE_IN_NAME.test(value)) throw V3Error.badParam(param, "Your name can't contain control characters.");
  const space = value.indexOf(' ');
  return space === -1 ? { firstName: value, lastName: '' } : { firstName: value.slice(0, space), lastName: value.slice(space + 1) };
}

/** Age from a birthday (YYYY-MM-DD) or an age number; at least MIN_AGE. */
export function checkAge(body: Body, now: Date): void {
  const birthday = body.birthday;
  const age = body.age;
  if (birthday !== undefined && birthday !== null && birthday !== '') {
    const match = typeof birthday === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3]) || date > now || Number(match[1]) < 1900) {
      throw V3Error.badParam('birthday', 'Please enter a valid birthday (YYYY-MM-DD).');
    }
    let years = now.getUTCFullYear() - date.getUTCFullYear();
    const beforeBirthday =
      now.getUTCMonth() < date.getUTCMonth() || (now.getUTCMonth() === date.getUTCMonth() && now.getUTCDate() < date.getUTCDate());
    if (beforeBirthday) years -= 1;
    if (years < MIN_AGE) throw new V3Error(400, 'too_young', `You must be at least ${MIN_AGE} years old to sign up.`, 'birthday');
    return;
  }
  if (age !== undefined && age !== null && age !== '') {
    const years = typeof age === 'number' ? age : typeof age === 'string' && /^\d{1,3}$/.test(age) ? Number(age) : NaN;
    if (!Number.isInteger(years) || years < 0 || years > 130) throw V3Error.badParam('age', 'Please enter a valid age.');
    if (years < MIN_AGE) throw new V3Error(400, 'too_young', `You must be at least ${MIN_AGE} years old to sign up.`, 'age');
    return;
  }
  throw V3Error.badParam('birthday', 'Please enter your birthday or age.');
}

export function checkWebsiteUrl(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || value.length > MAX_WEBSITE_URL) {
    throw V3Error.badParam('website_url', 'Please enter a valid website address starting with http:// or https://.');
  }
  return value;
}

/** Sign-up step Gender (platform §2): the choices offered. */
export const GENDERS = ['female', 'male', 'nonbinary', 'unspecified'] as const;
/** Sign-up step UseCase (platform §2): what the person mostly wants to do here. */
export const USE_CASES = ['find_ideas', 'save_ideas', 'shop', 'share_my_work', 'business'] as const;

/** The sign-up steps in order (platform §2, §4: 3 steps), as stored in users.onboarding_step. */
export const ONBOARDING_STEPS = ['gender', 'interests', 'use_case'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** What a new account starts on. */
export const FIRST_ONBOARDING_STEP: OnboardingStep = ONBOARDING_STEPS[0];

/** The stored step, or null: finished or skipped (anything else is kept out by a check constraint). */
export function onboardingStepOf(row: { readonly onboardingStep: string | null }): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => step === row.onboardingStep) ?? null;
}

/** One of `choices`, or undefined when absent; anything else is a 400 naming the field. */
export function checkChoice<T extends string>(value: string | undefined, param: string, choices: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const match = choices.find((choice) => choice === value);
  if (match === undefined) throw V3Error.badParam(param, `${param} must be one of: ${choices.join(', ')}.`);
  return match;
}
