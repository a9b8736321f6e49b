import type { BoardRow, BoardSectionRow, PinRow } from '../../db/schema.ts';
import { imageSet, IMAGE_SIZES, type ImageSize } from '../../images/sizes.ts';
import { boardSummary, boardUrl, sectionJson } from '../board/serialize.ts';
import type { V3CarouselSlot, V3Pin } from '../types.ts';
import { userSummary, type UserSummaryRow } from '../user/serialize.ts';
import { offsiteUrl, pinOffsiteUrl } from '../offsite/pin-url.ts';
import type { OffsiteTokens } from '../offsite/token.ts';
import { collectionItems } from './collection.ts';
import { GRID_IMAGE_SIZES, GRID_PART_IMAGE_SIZES, type PinFieldSet, type V3GridPin } from './field-sets.ts';
import { pinSeoUrl } from './slug.ts';

export interface PinRelations {
  users: Map<number, UserSummaryRow>;
  sections: Map<number, BoardSectionRow>;
  interests: Map<number, { id: number; name: string; urlName: string }>;
  collaboratorCounts: Map<number, number>;
  /** Signs each outbound link's offsite_url (issue 18); absent: offsite_url is null. */
  offsiteTokens?: OffsiteTokens;
}

interface StoredSlot {
  slot_id?: string | number;
  title?: string;
  details?: string;
  link?: string | null;
  image_signature: string;
  width: number;
  height: number;
  dominant_color: string;
}

function carousel(pin: PinRow, imageBaseUrl: string, sizes: readonly ImageSize[], tokens: OffsiteTokens | undefined): V3Pin['carousel_data'] {
  const data = pin.carouselData as { index?: number; carousel_slots?: StoredSlot[] } | null;
  if (!data || !Array.isArray(data.carousel_slots)) return null;
  const slots: V3CarouselSlot[] = data.carousel_slots.map((slot, i) => ({
    slot_id: String(slot.slot_id ?? i),
    title: slot.title ?? '',
    details: slot.details ?? '',
    link: slot.link ?? null,
    offsite_url: offsiteUrl(tokens, slot.link, String(pin.id), pin.isThirdPartyAd),
    image_signature: slot.image_signature,
    images: imageSet(imageBaseUrl, slot.image_signature, slot.width, slot.height, slot.dominant_color, sizes),
  }));
  return { index: data.index ?? 0, carousel_slots: slots };
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const landingSlug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * pin-card §3 pinJoin, derived from what the pin already holds (no column of its own): visual
 * annotations are the pin's interest, category, product names and recipe ingredients; shopping
 * landing paths are /shopping/{product-name}/ for the products of a product pin.
 */
function pinJoin(pin: PinRow, interestName: string | null): V3Pin['pin_join'] {
  const summary = (pin.richSummary ?? {}) as { products?: { name?: unknown }[] };
  const recipe = ((pin.richMetadata ?? {}) as { recipe?: { categorized_ingredients?: { ingredients?: { name?: unknown }[] }[] } }).recipe;
  const products = (Array.isArray(summary.products) ? summary.products : []).flatMap((p) => (typeof p.name === 'string' ? [p.name] : []));
  const ingredients = (recipe?.categorized_ingredients ?? []).flatMap((c) => (c.ingredients ?? []).flatMap((i) => (typeof i.name === 'string' ? [i.name] : [])));
  // Categories are slugs (home_decor); ingredients carry preparation after a comma ('Feta, crumbled').
  const names = [interestName, pin.category?.replace(/_/g, ' '), ...products, ...ingredients.map((i) => i.split(',')[0] ?? '')].flatMap((n) =>
    n && n.trim() ? [capitalise(n.trim())] : [],
  );
  const seen = new Set<string>();
  const annotations = names.filter((name) => !seen.has(name.toLowerCase()) && Boolean(seen.add(name.toLowerCase())));
  const slugs = products.map(landingSlug).filter((slug) => slug !== '');
  return {
    visual_annotation: annotations,
    shopping_klp_urls: [...new Set(slugs)].map((slug) => `/shopping/${slug}/`),
  };
}

/** What the full and the grid shape share, worked out once. */
function common(pin: PinRow, board: BoardRow, rel: PinRelations, imageBaseUrl: string) {
  const pinner = rel.users.get(pin.pinnerId);
  const owner = rel.users.get(board.ownerId);
  if (!pinner || !owner) throw new Error(`pin ${pin.id} is missing its pinner or board owner`);
  const promoterRow = pin.promoterId === null ? undefined : rel.users.get(pin.promoterId);
  const sponsorship = pin.sponsorship as { status?: number; sponsor_id?: number } | null;
  const sponsor = sponsorship?.sponsor_id === undefined ? undefined : rel.users.get(sponsorship.sponsor_id);
  return {
    owner,
    domain: pin.domain ?? hostOf(pin.link),
    story: pin.storyPinData as Record<string, unknown> | null,
    pinner: userSummary(pinner, imageBaseUrl),
    board: boardSummary(board, owner, rel.collaboratorCounts.get(board.id) ?? 0, imageBaseUrl),
    promoter: promoterRow ? userSummary(promoterRow, imageBaseUrl) : null,
    sponsorship: sponsorship ? { status: sponsorship.status ?? 0, sponsor: sponsor ? userSummary(sponsor, imageBaseUrl) : null } : null,
  };
}

/** The grid pin's fields (GRID_PIN_KEYS, in order), with images in the sizes given: the start of every pin. */
function gridFields(pin: PinRow, board: BoardRow, c: ReturnType<typeof common>, rel: PinRelations, imageBaseUrl: string, sizes: readonly ImageSize[], partSizes: readonly ImageSize[]): V3GridPin {
  return {
    id: String(pin.id),
    node_type: 'pin',
    type: pin.type,
    title: pin.title,
    description: pin.description,
    alt_text: pin.altText,
    auto_alt_text: pin.autoAltText,
    link: pin.link,
    offsite_url: pinOffsiteUrl(rel.offsiteTokens, pin),
    domain: c.domain,
    seo_url: pinSeoUrl(pin.id, pin.title),
    dominant_color: pin.dominantColor,
    image_crop: pin.imageCropMinY !== null && pin.imageCropMaxY !== null ? { min_y: pin.imageCropMinY, max_y: pin.imageCropMaxY } : null,
    images: imageSet(imageBaseUrl, pin.imageSignature, pin.imageWidth, pin.imageHeight, pin.dominantColor, sizes),
    pinner: c.pinner,
    board: c.board,
    // Viewer-relative: filled by serializePinRows (./saved-info.ts).
    saved_info: null,
    // Viewer-relative: markPin (../viewer-fields.ts) sets it for a signed-in viewer; false when signed out.
    favorited_by_me: false,
    rich_metadata: pin.richMetadata ?? null,
    rich_summary: pin.richSummary ?? null,
    videos: pin.videos ?? null,
    embed: pin.embed ?? null,
    carousel_data: carousel(pin, imageBaseUrl, partSizes, rel.offsiteTokens),
    story_pin_data_id: c.story ? String(pin.id) : null,
    story_pin_data: c.story,
    shopping_flags: pin.shoppingFlags,
    is_shoppable: pin.shoppingFlags.length > 0,
    is_oos_product: pin.isOosProduct,
    is_stale_product: pin.isStaleProduct,
    promoter: c.promoter,
    is_promoted: pin.promoterId !== null && !pin.isDownstreamPromotion,
    is_downstream_promotion: pin.isDownstreamPromotion,
    ad_destination_url: pin.adDestinationUrl,
    advertiser_id: pin.advertiserId,
    campaign_id: pin.campaignId,
    pin_promotion_id: pin.pinPromotionId,
    ad_match_reason: pin.adMatchReason,
    // Set on a served ad only (../ad/serve.ts): organic pins carry these defaults.
    ad_serve_id: null,
    attribution_source_id: null,
    ad_targeting_attribution: null,
    is_eligible_for_promoted_partnership: false,
    promoted_partnership_advertiser_name: null,
    promoted_partnership_attribution_name: null,
    sponsorship: c.sponsorship,
    is_sensitive: pin.isSensitive,
    // pin-card §5: what a sensitive pin shows instead of its own text; no user-written text of the pin itself.
    seo_title: `Pin on ${board.name}`,
    seo_description: 'Discover (and save!) your own Pins on Corkboard.',
    access: [],
    collection_items: collectionItems(pin, imageBaseUrl, partSizes),
    // No pins column holds it yet (a migration is needed); served so clients can read it.
    image_provenance: pin.imageProvenance ?? null,
    // Set by the home feed (../feed/home.ts), the one list that knows why a pin is there.
    recommendation_reason: null,
    is_third_party_ad: pin.isThirdPartyAd,
    category: pin.category,
    tracking_params: pin.trackingParams,
  };
}

export function serializePin(pin: PinRow, board: BoardRow, rel: PinRelations, imageBaseUrl: string, fieldSet: 'grid'): V3GridPin;
export function serializePin(pin: PinRow, board: BoardRow, rel: PinRelations, imageBaseUrl: string, fieldSet?: 'full'): V3Pin;
export function serializePin(pin: PinRow, board: BoardRow, rel: PinRelations, imageBaseUrl: string, fieldSet?: PinFieldSet): V3Pin | V3GridPin;
export function serializePin(pin: PinRow, board: BoardRow, rel: PinRelations, imageBaseUrl: string, fieldSet: PinFieldSet = 'full'): V3Pin | V3GridPin {
  const c = common(pin, board, rel, imageBaseUrl);
  if (fieldSet === 'grid') return gridFields(pin, board, c, rel, imageBaseUrl, GRID_IMAGE_SIZES, GRID_PART_IMAGE_SIZES);
  const section = pin.sectionId === null ? undefined : rel.sections.get(pin.sectionId);
  const interest = pin.sourceInterestId === null ? undefined : rel.interests.get(pin.sourceInterestId);
  return {
    ...gridFields(pin, board, c, rel, imageBaseUrl, IMAGE_SIZES, IMAGE_SIZES),
    mobile_link: pin.mobileLink,
    tracked_link: pin.link,
    created_at: pin.createdAt.toISOString(),
    image_signature: pin.imageSignature,
    is_repin: pin.isRepin,
    pinned_to_board: { id: String(board.id) },
    section: section ? sectionJson(section, boardUrl(c.owner, board)) : null,
    source_interest: interest ? { id: String(interest.id), name: interest.name, url_name: interest.urlName } : null,
    is_eligible_for_pdp: pin.isEligibleForPdp,
    link_domain: c.domain ? { domain: c.domain, official_user: null } : null,
    pin_join: pinJoin(pin, interest?.name ?? null),
    reaction_counts_data: [],
    aggregated_pin_data: { creator_analytics: { thirty_day_realtime: null } },
  };
}
