/** Kept apart from ./topicPaths.ts: the app's first script needs only this (the routes' variables). */

/** A price bound of the address (?price_min=, ?price_max=): dollars with at most 2 decimals, else none. */
export function priceOf(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : Array.isArray(value) && typeof value[0] === 'string' ? value[0].trim() : '';
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) && Number(text) <= 1_000_000 ? Number(text) : null;
}
