/** Pure display helpers for pin parts (pin-card spec §4, §5). */

/** Price rules moved to the footer's rules (client/pin/footer/rules.ts); re-exported for importers here. */
export { getPriceDisplay, type OfferSummaryInput, type PriceDisplay } from './footer/rules';

/** Length in characters (code points), as the spec's limits count: an emoji is one, not two UTF-16 units. */
export const charCount = (s: string): number => Array.from(s).length;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Milliseconds → "m:ss" (or "h:mm:ss" from an hour). */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** Only http(s) links may be opened from a pin (pin-card spec §5, outbound link check). */
export function isSafeOutboundLink(link: string | null | undefined): link is string {
  if (!present(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch (_error) {
    return false;
  }
}

/** First non-blank string. */
export function firstText(...values: ReadonlyArray<string | null | undefined>): string | null {
  for (const value of values) if (present(value)) return value.trim();
  return null;
}
