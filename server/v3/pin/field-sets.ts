/**
 * Pin field sets (platform §7, pin-card §7 `field_set_key`): a caller may ask a pin list for a
 * slimmer shape than the full pin. `full` (the default) is every field; `grid` is what a pin card in
 * a grid reads, with the card's image sizes only, and no reaction counts or analytics (so no query
 * for them either). Every grid field holds exactly what the full shape holds.
 */
import type { ImageSize } from '../../images/sizes.ts';
import { enumParam } from '../params.ts';
import type { V3Pin } from '../types.ts';

export const PIN_FIELD_SETS = ['full', 'grid'] as const;
export type PinFieldSet = (typeof PIN_FIELD_SETS)[number];

/** The top-level keys of a grid pin, in the order they are sent. */
export const GRID_PIN_KEYS = [
  'id',
  'node_type',
  'type',
  'title',
  'description',
  'alt_text',
  'auto_alt_text',
  'link',
  'offsite_url',
  'domain',
  'seo_url',
  'dominant_color',
  'image_crop',
  'images',
  'pinner',
  'board',
  'saved_info',
  'favorited_by_me',
  'rich_metadata',
  'rich_summary',
  'videos',
  'embed',
  'carousel_data',
  'story_pin_data_id',
  'story_pin_data',
  'shopping_flags',
  'is_shoppable',
  'is_oos_product',
  'is_stale_product',
  'promoter',
  'is_promoted',
  'is_downstream_promotion',
  'ad_destination_url',
  // A served ad's (issue 19): what a card's ad label, clickthrough and "Why am I seeing this Ad?" read.
  'advertiser_id',
  'campaign_id',
  'pin_promotion_id',
  'ad_match_reason',
  'ad_serve_id',
  'attribution_source_id',
  'ad_targeting_attribution',
  'is_eligible_for_promoted_partnership',
  'promoted_partnership_advertiser_name',
  'promoted_partnership_attribution_name',
  'sponsorship',
  'is_sensitive',
  'seo_title',
  'seo_description',
  'access',
  'collection_items',
  'image_provenance',
  'recommendation_reason',
  // What a card's outbound click sends to the link check and the clickthrough log (client/offsite/).
  'is_third_party_ad',
  'category',
  'tracking_params',
] as const satisfies readonly (keyof V3Pin)[];

export type V3GridPin = Pick<V3Pin, (typeof GRID_PIN_KEYS)[number]>;

/** Sizes of the pin's own image in a grid pin: the card's image and the original (for download). */
export const GRID_IMAGE_SIZES = ['236x', 'orig'] as const satisfies readonly ImageSize[];
/** Sizes of carousel slot and collection item images in a grid pin. */
export const GRID_PART_IMAGE_SIZES = ['236x'] as const satisfies readonly ImageSize[];

/** `?field_set_key=` of a pin list: full unless the caller asks for grid; anything else is a 400. */
export function pinFieldSetParam(query: Record<string, unknown>): PinFieldSet {
  return enumParam(query, 'field_set_key', PIN_FIELD_SETS, 'full');
}
