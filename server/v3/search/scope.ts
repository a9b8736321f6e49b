/**
 * The parameters of GET /v3/search/{scope}/ (platform §3 search scopes): the scope by name or by its
 * numeric code, the query text, and the price filters of the shopping scopes. Each failure is a 400
 * naming the parameter.
 */
import { V3Error } from '../envelope.ts';
import { stringParam } from '../params.ts';

export const SEARCH_SCOPES = ['pins', 'buyable_pins', 'my_pins', 'videos', 'boards', 'users', 'idea_pins', 'my_content', 'shop_tool'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** platform §3: the scopes with a numeric code; the others are named only. */
export const SCOPE_CODES: Readonly<Record<string, SearchScope>> = { '0': 'pins', '1': 'buyable_pins', '2': 'videos', '3': 'boards', '4': 'users' };

/** Scopes that answer pins (the others answer boards or people). */
export type PinScope = Exclude<SearchScope, 'boards' | 'users'>;
/** Scopes that read the viewer's own content: a visitor gets a 401. */
export const OWN_SCOPES: readonly SearchScope[] = ['my_pins', 'my_content'];
/** Scopes that take price_min and price_max. */
export const PRICED_SCOPES: readonly SearchScope[] = ['buyable_pins', 'shop_tool'];

export const SEARCH_QUERY_MAX = 100;
/** Page size: 25 by default, at most 50. */
export const SEARCH_PAGE_DEFAULT = 25;
export const SEARCH_PAGE_MAX = 50;
/**
 * Only the first 1000 results of a query are served (40 pages of 25): a later page is the end. Offsets
 * into a ranked list cost the rows before them, so nobody pages to offset 10 000.
 */
export const SEARCH_DEPTH_MAX = 1000;

export function searchScope(raw: string): SearchScope {
  const scope = SCOPE_CODES[raw] ?? (SEARCH_SCOPES as readonly string[]).find((name) => name === raw);
  if (!scope) {
    throw V3Error.badParam('scope', `scope must be one of ${SEARCH_SCOPES.join(', ')} or a code 0 to 4, got "${raw.slice(0, 40)}"`);
  }
  return scope as SearchScope;
}

export const isPinScope = (scope: SearchScope): scope is PinScope => scope !== 'boards' && scope !== 'users';

/** The query text: trimmed, runs of white space as one space, 1 to 100 characters. */
export function searchQueryText(query: Record<string, unknown>): string {
  // NUL is no character a database text can hold: it counts as white space.
  const q = (stringParam(query, 'q') ?? '').replace(/\0/g, ' ').trim().replace(/\s+/g, ' ');
  if (q === '') throw V3Error.badParam('q', 'q must hold at least one character to search for');
  if ([...q].length > SEARCH_QUERY_MAX) throw V3Error.badParam('q', `q may hold at most ${SEARCH_QUERY_MAX} characters`);
  return q;
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

const PRICE_MAX = 1_000_000_000;

function priceParam(query: Record<string, unknown>, name: 'price_min' | 'price_max'): number | null {
  const raw = stringParam(query, name);
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > PRICE_MAX) {
    throw V3Error.badParam(name, `${name} must be a whole number of dollars from 0 to ${PRICE_MAX}, got "${raw.slice(0, 40)}"`);
  }
  return Number(raw);
}

/** price_min and price_max (whole dollars), for the buyable_pins and shop_tool scopes only. */
export function priceRange(query: Record<string, unknown>, scope: SearchScope): PriceRange {
  const min = priceParam(query, 'price_min');
  const max = priceParam(query, 'price_max');
  if (!PRICED_SCOPES.includes(scope)) {
    const given = min !== null ? 'price_min' : max !== null ? 'price_max' : null;
    if (given) throw V3Error.badParam(given, `${given} applies to the buyable_pins and shop_tool scopes only`);
  }
  if (min !== null && max !== null && min > max) throw V3Error.badParam('price_min', `price_min (${min}) must not be more than price_max (${max})`);
  return { min, max };
}
