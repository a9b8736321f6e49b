/**
 * The safe-next rule, one for the client and any server redirect (pure TypeScript, no DOM or Node):
 * a `next` address is followed only when, with control characters stripped (URL parsing drops tab,
 * CR and LF, so `/\t/evil.com` would otherwise become `//evil.com`), it resolves to this origin;
 * then its path, query and fragment are used. Anything else goes home.
 */

/** Where a refused `next` leads. */
export const SAFE_NEXT_FALLBACK = '/';
/** Longer values are refused outright (no real page address comes near). */
export const MAX_NEXT_LENGTH = 2048;
/** Stands in for this site's origin where there is no `location` (a server gives its own). */
const PLACEHOLDER_ORIGIN = 'https://corkboard.invalid';
const currentOrigin = (): string => (globalThis as { location?: { origin?: string } }).location?.origin ?? PLACEHOLDER_ORIGIN;
// C0 controls, DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * `next` as a same-origin path ("/pin/1/?a=b#c"), or "/" when it is not a string, too long, or
 * leads anywhere but `origin` (default: the page's own origin in a browser).
 */
export function safeNext(next: unknown, origin: string = currentOrigin()): string {
  if (typeof next !== 'string' || next.length > MAX_NEXT_LENGTH) return SAFE_NEXT_FALLBACK;
  const cleaned = next.replace(CONTROL_CHARACTERS, '');
  if (cleaned.trim() === '') return SAFE_NEXT_FALLBACK;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(cleaned, base);
  } catch {
    return SAFE_NEXT_FALLBACK;
  }
  if (target.origin !== base.origin) return SAFE_NEXT_FALLBACK;
  return `${target.pathname}${target.search}${target.hash}`;
}
