/** Parsing of v3 query parameters, each failure a 400 that names the parameter. */
import { V3Error } from './envelope.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_BATCH_IDS = 100;

type Query = Record<string, unknown>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw V3Error.badParam(name, `${name} must be given once`);
  return value;
}

export function pageSize(query: Query, fallback = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE): number {
  const raw = single(query, 'page_size');
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw V3Error.badParam('page_size', `page_size must be an integer from 1 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function bookmarkParam(query: Query): string | undefined {
  return single(query, 'bookmark');
}

export function stringParam(query: Query, name: string): string | undefined {
  return single(query, name);
}

export function enumParam<T extends string>(query: Query, name: string, allowed: readonly T[], fallback: T): T {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw V3Error.badParam(name, `${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

export function booleanParam(query: Query, name: string, fallback: boolean): boolean {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw V3Error.badParam(name, `${name} must be true or false, got "${raw}"`);
}

/** A numeric id from a path or query, as the database's number. */
export function idParam(raw: unknown, name = 'id'): number {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw V3Error.badParam(name, `${name} must be a numeric id, got "${String(raw)}"`);
  }
  return Number(raw);
}

/** A comma-separated list of ids (?ids=1,2,3), at most MAX_BATCH_IDS. */
export function idsParam(query: Query, name = 'ids'): number[] {
  const raw = single(query, name);
  if (raw === undefined || raw === '') throw V3Error.badParam(name, `${name} is required: a comma-separated list of ids`);
  const parts = raw.split(',');
  if (parts.length > MAX_BATCH_IDS) {
    throw V3Error.badParam(name, `${name} takes at most ${MAX_BATCH_IDS} ids, got ${parts.length}`);
  }
  return parts.map((part) => idParam(part.trim(), name));
}

// Control characters other than tab and line feed (pasted text can carry them; they render as nothing or garbage).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Typed text as kept: control characters other than tab and line feed removed, then trimmed. */
export function plainText(text: string): string {
  return text.replace(CONTROL, '').trim();
}
