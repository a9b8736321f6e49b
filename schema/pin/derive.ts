/**
 * Pure rules that derive display facts from a pin's v3 data (pin-card §3, §5). Unit-tested in
 * derive.test.ts; exposed on the GraphQL Pin by ./derived.ts.
 */

/** pin-card §3 derived pin types. */
export const DERIVED_PIN_TYPES = ['oneTap', 'video', 'gif', 'product', 'recipe', 'storyPin', 'image'] as const;
export type DerivedPinType = (typeof DERIVED_PIN_TYPES)[number];

export interface PinTypeInput {
  /** v3 `type`: image, video, gif, carousel, product, recipe, story. */
  readonly type: string;
  readonly storyPinDataId: string | null;
  readonly hasStoryPinData: boolean;
  /** A video list with at least one variant. */
  readonly hasVideo: boolean;
  /** embed.type ('gif' | 'video') or null. */
  readonly embedType: string | null;
  readonly shoppingFlags: readonly number[];
  /** richSummary.typeName ('product', 'recipe', 'article' …) or null. */
  readonly richTypeName: string | null;
  readonly hasRichProducts: boolean;
  /**
   * Whether saving this pin is one tap (no board picker). The data has no per-pin signal for it
   * yet (one-tap save is a mode of the explore-local surface, pin-card §2/§4, not of the pin), so
   * callers pass false and oneTap does not occur yet; the rule is here for when such a flag exists.
   */
  readonly isOneTap: boolean;
}

/**
 * The derived type, first match wins: oneTap; storyPin (story data or id, or type story); video (a
 * video list, a video embed, or type video); gif (gif embed or type gif); product (shopping flag 5
 * or 6, type product, or rich products); recipe (rich summary typeName recipe or type recipe); else
 * image (carousels included).
 */
export function derivePinType(pin: PinTypeInput): DerivedPinType {
  if (pin.isOneTap) return 'oneTap';
  if (pin.storyPinDataId !== null || pin.hasStoryPinData || pin.type === 'story') return 'storyPin';
  if (pin.hasVideo || pin.embedType === 'video' || pin.type === 'video') return 'video';
  if (pin.embedType === 'gif' || pin.type === 'gif') return 'gif';
  if (pin.shoppingFlags.includes(SHOPPING_FLAG.productPinV2) || pin.shoppingFlags.includes(SHOPPING_FLAG.richProductPin) || pin.type === 'product' || pin.hasRichProducts) {
    return 'product';
  }
  if (pin.richTypeName === 'recipe' || pin.type === 'recipe') return 'recipe';
  return 'image';
}

/** pin-card §3 shopping flag codes. */
export const SHOPPING_FLAG = {
  available: 1,
  shopTheLook: 2,
  productPinV2: 5,
  richProductPin: 6,
  organicProductCarousel: 10,
} as const;

export type ShoppingFlagName = keyof typeof SHOPPING_FLAG;

/** Each named code → whether the pin's shopping_flags carry it. Unknown codes are ignored. */
export function shoppingFlagCodes(flags: readonly number[]): Record<ShoppingFlagName, boolean> {
  const out = {} as Record<ShoppingFlagName, boolean>;
  for (const [name, code] of Object.entries(SHOPPING_FLAG) as [ShoppingFlagName, number][]) out[name] = flags.includes(code);
  return out;
}

/** pin-card §3: promoted means it has a promoter and is not a downstream promotion. */
export function isPromoted(pin: { readonly hasPromoter: boolean; readonly isDownstreamPromotion: boolean }): boolean {
  return pin.hasPromoter && !pin.isDownstreamPromotion;
}

/** pin-card §3 image provenance, codes 0–15 in this order (IPTC digital source types). */
export const IMAGE_PROVENANCE = [
  'DIGITAL_CAPTURE',
  'NEGATIVE_FILM',
  'POSITIVE_FILM',
  'PRINT',
  'MINOR_HUMAN_EDITS',
  'COMPOSITE_CAPTURE',
  'ALGORITHMICALLY_ENHANCED',
  'DATA_DRIVEN_MEDIA',
  'DIGITAL_ART',
  'VIRTUAL_RECORDING',
  'COMPOSITE_SYNTHETIC',
  'TRAINED_ALGORITHMIC_MEDIA',
  'COMPOSITE_WITH_TRAINED_ALGORITHMIC_MEDIA',
  'ALGORITHMIC_MEDIA',
  'SOFTWARE_IMAGE',
  'MULTI_PIN_TRAINED_ALGORITHMIC_MEDIA',
] as const;
export type ImageProvenance = (typeof IMAGE_PROVENANCE)[number];

/** The provenance for a v3 code; null for null, non-integers and codes outside 0–15. */
export function imageProvenance(code: number | null | undefined): ImageProvenance | null {
  if (code === null || code === undefined || !Number.isInteger(code)) return null;
  return IMAGE_PROVENANCE[code] ?? null;
}

export type AiDisclosure = 'made_with_ai' | 'modified_with_ai' | 'parts_made_with_ai';

/**
 * The AI disclosure of a promoted pin (pin-card §5 messages), from its image provenance:
 * made with AI — TRAINED_ALGORITHMIC_MEDIA (11), ALGORITHMIC_MEDIA (13), MULTI_PIN_TRAINED_ALGORITHMIC_MEDIA (15);
 * modified with AI — ALGORITHMICALLY_ENHANCED (6);
 * parts made with AI — COMPOSITE_SYNTHETIC (10), COMPOSITE_WITH_TRAINED_ALGORITHMIC_MEDIA (12);
 * none for capture, film, print, human edits, data-driven media, digital art, virtual recording,
 * software images, an unknown provenance, or a pin that is not promoted.
 */
export function aiDisclosure(promoted: boolean, provenance: ImageProvenance | null): AiDisclosure | null {
  if (!promoted || provenance === null) return null;
  switch (provenance) {
    case 'TRAINED_ALGORITHMIC_MEDIA':
    case 'ALGORITHMIC_MEDIA':
    case 'MULTI_PIN_TRAINED_ALGORITHMIC_MEDIA':
      return 'made_with_ai';
    case 'ALGORITHMICALLY_ENHANCED':
      return 'modified_with_ai';
    case 'COMPOSITE_SYNTHETIC':
    case 'COMPOSITE_WITH_TRAINED_ALGORITHMIC_MEDIA':
      return 'parts_made_with_ai';
    default:
      return null;
  }
}
