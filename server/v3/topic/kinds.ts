/**
 * Which pins the discovery landings list, as SQL over `pins` (issue 17): video pins (a video list,
 * a video embed or type video, and idea pins with a video page), product pins (type product or the
 * product shopping flags 5 and 6, pin-card §3 — the same rule as schema/pin/derive.ts), a product's
 * price range read from its rich summary, and the ranking of every topic feed: saves blended with
 * recency, as one integer per pin so that pages continue by keyset.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pins } from '../../db/schema.ts';

/** Shopping flag codes that make a product pin (pin-card §3: 5 product pin v2, 6 rich product pin). */
export const PRODUCT_FLAGS = [5, 6] as const;

/** A pin that plays a video: type video, a video list with a variant, a video embed, or an idea pin with a video page. */
export function videoPin(): SQL {
  return sql`(${pins.type} = 'video'
    or (jsonb_typeof(${pins.videos} -> 'video_list') = 'object' and ${pins.videos} -> 'video_list' <> '{}'::jsonb)
    or ${pins.embed} ->> 'type' = 'video'
    or (jsonb_typeof(${pins.storyPinData} -> 'total_video_duration') = 'number' and (${pins.storyPinData} ->> 'total_video_duration')::numeric > 0))`;
}

/** A product pin: type product, or shopping flag 5 or 6. */
export function productPin(): SQL {
  return sql`(${pins.type} = 'product' or ${pins.shoppingFlags} && array[${sql.raw(PRODUCT_FLAGS.join(', '))}]::integer[])`;
}

/** Out-of-stock and stale products come after the ones that can be bought: 1 in stock, 0 not. */
export const IN_STOCK: SQL<number> = sql<number>`(case when ${pins.isOosProduct} or ${pins.isStaleProduct} then 0 else 1 end)`.mapWith(Number);

/** A price text of the offer summary ('$1,299.99') as a number; null when it is not a price. */
function priceOf(field: 'price' | 'min_price' | 'max_price'): SQL {
  const text = sql`regexp_replace(${pins.richSummary} -> 'products' -> 0 -> 'offer_summary' ->> ${field}, '[^0-9.]', '', 'g')`;
  return sql`(case when ${text} ~ '^[0-9]{1,9}(\\.[0-9]+)?$' then ${text}::numeric end)`;
}

/** The lowest and the highest price of the product's offer (a range, or one price for both). */
export const PRICE_LOW: SQL = sql`coalesce(${priceOf('min_price')}, ${priceOf('price')})`;
export const PRICE_HIGH: SQL = sql`coalesce(${priceOf('max_price')}, ${priceOf('price')})`;

/**
 * Products whose price range meets [min, max]: its highest price is at least `min` and its lowest at
 * most `max` (both inclusive). A product without a price never matches a price filter.
 */
export function priceWithin(min: number | null, max: number | null): SQL | undefined {
  const parts: SQL[] = [];
  if (min !== null) parts.push(sql`${PRICE_HIGH} >= ${min}`);
  if (max !== null) parts.push(sql`${PRICE_LOW} <= ${max}`);
  return parts.length === 0 ? undefined : sql.join(parts, sql` and `);
}

/** Minutes of recency one doubling of a pin's saves is worth: a week. */
export const MINUTES_PER_SAVE_DOUBLING = 7 * 24 * 60;

/**
 * The rank of a pin in a topic feed, highest first: its age in minutes since the epoch plus a week
 * for each doubling of its saves (1 save a week, 3 two weeks, 1023 ten weeks). It does not depend on
 * the time of the request, so a page's bookmark stays right while people browse.
 */
export const RANK: SQL<number> = sql<number>`(floor(extract(epoch from ${pins.createdAt}) / 60)::float8 + ${MINUTES_PER_SAVE_DOUBLING} * ln(1 + ${pins.saveCount}::float8) / ln(2))::integer`.mapWith(Number);
