/**
 * Derived display facts on Pin (pin-card §3, §5), computed by the pure rules in ./derive.ts:
 * pinType, shoppingFlagCodes, imageProvenance, aiDisclosure. (isPromoted is in ./pin.ts.)
 */
import { builder } from '../builder.ts';
import type { Pin } from '../v3/types.ts';
import {
  aiDisclosure,
  DERIVED_PIN_TYPES,
  derivePinType,
  IMAGE_PROVENANCE,
  imageProvenance,
  isPromoted,
  shoppingFlagCodes,
  type ShoppingFlagName,
} from './derive.ts';
import { videoVariants } from './parts.ts';
import { PinRef } from './refs.ts';

const rec = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const DerivedPinTypeEnum = builder.enumType('DerivedPinType', {
  description:
    'pin-card §3. First match wins: oneTap (no per-pin signal yet, so never), storyPin, video, gif, product (shopping flag 5/6, type product or rich products), recipe, else image.',
  values: DERIVED_PIN_TYPES,
});

export const ImageProvenanceEnum = builder.enumType('ImageProvenance', {
  description: 'pin-card §3: the image provenance codes 0–15, in order.',
  values: IMAGE_PROVENANCE,
});

export const AiDisclosureEnum = builder.enumType('AiDisclosure', {
  description:
    "Promoted pins only: made_with_ai (provenance 11, 13, 15) 'This ad was made with AI'; modified_with_ai (6) 'This ad was modified with AI'; parts_made_with_ai (10, 12) 'Parts of this ad were made with AI'.",
  values: ['made_with_ai', 'modified_with_ai', 'parts_made_with_ai'] as const,
});

const ShoppingFlagCodes = builder.objectRef<Record<ShoppingFlagName, boolean>>('ShoppingFlagCodes').implement({
  description: 'pin-card §3 shopping flag codes: 1 available, 2 shop-the-look, 5 product pin v2, 6 rich product pin, 10 organic product carousel.',
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    shopTheLook: t.exposeBoolean('shopTheLook'),
    productPinV2: t.exposeBoolean('productPinV2'),
    richProductPin: t.exposeBoolean('richProductPin'),
    organicProductCarousel: t.exposeBoolean('organicProductCarousel'),
  }),
});

export function pinTypeOf(pin: Pin) {
  const summary = rec(pin.richSummary);
  const products = summary.products;
  return derivePinType({
    type: pin.type,
    storyPinDataId: pin.storyPinDataId,
    hasStoryPinData: pin.storyPinData !== null && pin.storyPinData !== undefined,
    hasVideo: videoVariants(pin).length > 0,
    embedType: text(rec(pin.embed).type),
    shoppingFlags: pin.shoppingFlags,
    richTypeName: text(summary.typeName),
    hasRichProducts: Array.isArray(products) && products.length > 0,
    isOneTap: false,
  });
}

const provenanceOf = (pin: Pin) => imageProvenance(pin.imageProvenance);

builder.objectFields(PinRef, (t) => ({
  pinType: t.field({ type: DerivedPinTypeEnum, resolve: pinTypeOf }),
  shoppingFlagCodes: t.field({ type: ShoppingFlagCodes, resolve: (pin) => shoppingFlagCodes(pin.shoppingFlags) }),
  imageProvenance: t.field({ type: ImageProvenanceEnum, nullable: true, resolve: provenanceOf }),
  aiDisclosure: t.field({
    type: AiDisclosureEnum,
    nullable: true,
    description: 'Which AI disclosure a promoted pin shows, from its image provenance; null for other pins.',
    resolve: (pin) => aiDisclosure(isPromoted({ hasPromoter: pin.promoter !== null, isDownstreamPromotion: pin.isDownstreamPromotion }), provenanceOf(pin)),
  }),
}));
