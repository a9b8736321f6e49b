/** Pure display helpers for pin parts (pin-card spec §4, §5). */

export interface OfferSummaryInput {
  readonly price?: string | null;
  readonly minPrice?: string | null;
  readonly maxPrice?: string | null;
  readonly standardPrice?: string | null;
}

export type PriceDisplay =
  /** Price is stale: the card asks the visitor to check the site instead of showing it. */
  | { readonly kind: 'stale' }
  | {
      readonly kind: 'price';
      /** A single price, or "min – max". */
      readonly current: string;
      /** The original price, struck through, when it differs from the current single price. */
      readonly original: string | null;
      readonly soldOut: boolean;
    }
  /** Out of stock, and no price to show. */
  | { readonly kind: 'soldOut' };

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Price rules: a min and a max (that differ) show as a range, otherwise the single price;
 * the original (standard) price is struck through when it differs from the current price;
 * isStaleProduct → 'See price on site'; isOosProduct → 'Sold out'.
 * Returns null when there is nothing to show (not a product pin).
 */
export function getPriceDisplay(
  offer: OfferSummaryInput | null | undefined,
  flags: { readonly isOosProduct: boolean; readonly isStaleProduct: boolean },
): PriceDisplay | null {
  if (flags.isStaleProduct) return { kind: 'stale' };

  let current: string | null = null;
  let isRange = false;
  if (offer && present(offer.minPrice) && present(offer.maxPrice) && offer.minPrice !== offer.maxPrice) {
    current = `${offer.minPrice} – ${offer.maxPrice}`;
    isRange = true;
  } else if (offer && present(offer.price)) {
    current = offer.price;
  } else if (offer && present(offer.minPrice)) {
    current = offer.minPrice;
  }

  if (current === null) return flags.isOosProduct ? { kind: 'soldOut' } : null;

  const original = !isRange && offer && present(offer.standardPrice) && offer.standardPrice !== current ? offer.standardPrice : null;
  return { kind: 'price', current, original, soldOut: flags.isOosProduct };
}

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
