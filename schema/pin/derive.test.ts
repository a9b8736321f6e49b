import { describe, expect, it } from 'vitest';
import { aiDisclosure, derivePinType, IMAGE_PROVENANCE, imageProvenance, isPromoted, shoppingFlagCodes, type PinTypeInput } from './derive.ts';

const IMAGE: PinTypeInput = {
  type: 'image',
  storyPinDataId: null,
  hasStoryPinData: false,
  hasVideo: false,
  embedType: null,
  shoppingFlags: [],
  richTypeName: null,
  hasRichProducts: false,
  isOneTap: false,
};
const pin = (overrides: Partial<PinTypeInput>): PinTypeInput => ({ ...IMAGE, ...overrides });

describe('derivePinType (pin-card §3)', () => {
  it('is image for a plain pin, a carousel and an article', () => {
    expect(derivePinType(IMAGE)).toBe('image');
    expect(derivePinType(pin({ type: 'carousel' }))).toBe('image');
    expect(derivePinType(pin({ richTypeName: 'article' }))).toBe('image');
  });

  it.each<[string, Partial<PinTypeInput>]>([
    ['story data id', { storyPinDataId: '77' }],
    ['story data', { hasStoryPinData: true }],
    ['type story', { type: 'story' }],
  ])('is storyPin with %s', (_, overrides) => expect(derivePinType(pin(overrides))).toBe('storyPin'));

  it.each<[string, Partial<PinTypeInput>]>([
    ['a video list', { hasVideo: true }],
    ['a video embed', { embedType: 'video' }],
    ['type video', { type: 'video' }],
  ])('is video with %s', (_, overrides) => expect(derivePinType(pin(overrides))).toBe('video'));

  it.each<[string, Partial<PinTypeInput>]>([
    ['a gif embed', { embedType: 'gif' }],
    ['type gif', { type: 'gif' }],
  ])('is gif with %s', (_, overrides) => expect(derivePinType(pin(overrides))).toBe('gif'));

  it.each<[string, Partial<PinTypeInput>]>([
    ['shopping flag 5', { shoppingFlags: [5] }],
    ['shopping flag 6', { shoppingFlags: [1, 6] }],
    ['type product', { type: 'product' }],
    ['rich products', { hasRichProducts: true }],
  ])('is product with %s', (_, overrides) => expect(derivePinType(pin(overrides))).toBe('product'));

  it('is not product for the other shopping flags (1, 2, 10) alone', () => {
    expect(derivePinType(pin({ shoppingFlags: [1, 2, 10] }))).toBe('image');
    expect(derivePinType(pin({ shoppingFlags: [4, 7] }))).toBe('image');
  });

  it.each<[string, Partial<PinTypeInput>]>([
    ['rich summary typeName recipe', { richTypeName: 'recipe' }],
    ['type recipe', { type: 'recipe' }],
  ])('is recipe with %s', (_, overrides) => expect(derivePinType(pin(overrides))).toBe('recipe'));

  it('takes the first match: oneTap > storyPin > video > gif > product > recipe > image', () => {
    const everything = pin({ isOneTap: true, storyPinDataId: '1', hasVideo: true, embedType: 'gif', shoppingFlags: [5], richTypeName: 'recipe' });
    expect(derivePinType(everything)).toBe('oneTap');
    expect(derivePinType({ ...everything, isOneTap: false })).toBe('storyPin');
    expect(derivePinType({ ...everything, isOneTap: false, storyPinDataId: null })).toBe('video');
    expect(derivePinType({ ...everything, isOneTap: false, storyPinDataId: null, hasVideo: false })).toBe('gif');
    expect(derivePinType({ ...everything, isOneTap: false, storyPinDataId: null, hasVideo: false, embedType: null })).toBe('product');
    expect(derivePinType({ ...everything, isOneTap: false, storyPinDataId: null, hasVideo: false, embedType: null, shoppingFlags: [] })).toBe('recipe');
  });
});

describe('shoppingFlagCodes', () => {
  it('names codes 1, 2, 5, 6 and 10 and ignores the rest', () => {
    expect(shoppingFlagCodes([1, 2, 5, 6, 10])).toEqual({ available: true, shopTheLook: true, productPinV2: true, richProductPin: true, organicProductCarousel: true });
    expect(shoppingFlagCodes([0, 3, 4, 7, 9, 11])).toEqual({ available: false, shopTheLook: false, productPinV2: false, richProductPin: false, organicProductCarousel: false });
    expect(shoppingFlagCodes([10])).toMatchObject({ organicProductCarousel: true, available: false });
  });
});

describe('isPromoted', () => {
  it('is exactly "has a promoter and is not a downstream promotion"', () => {
    expect(isPromoted({ hasPromoter: true, isDownstreamPromotion: false })).toBe(true);
    expect(isPromoted({ hasPromoter: true, isDownstreamPromotion: true })).toBe(false);
    expect(isPromoted({ hasPromoter: false, isDownstreamPromotion: false })).toBe(false);
    expect(isPromoted({ hasPromoter: false, isDownstreamPromotion: true })).toBe(false);
  });
});

describe('imageProvenance', () => {
  it('maps codes 0–15 in the spec order and nothing outside', () => {
    expect(IMAGE_PROVENANCE).toHaveLength(16);
    expect(imageProvenance(0)).toBe('DIGITAL_CAPTURE');
    expect(imageProvenance(4)).toBe('MINOR_HUMAN_EDITS');
    expect(imageProvenance(11)).toBe('TRAINED_ALGORITHMIC_MEDIA');
    expect(imageProvenance(15)).toBe('MULTI_PIN_TRAINED_ALGORITHMIC_MEDIA');
    expect(imageProvenance(16)).toBeNull();
    expect(imageProvenance(-1)).toBeNull();
    expect(imageProvenance(1.5)).toBeNull();
    expect(imageProvenance(null)).toBeNull();
  });
});

describe('aiDisclosure', () => {
  it('maps AI provenances of promoted pins to the three messages', () => {
    expect(aiDisclosure(true, 'TRAINED_ALGORITHMIC_MEDIA')).toBe('made_with_ai');
    expect(aiDisclosure(true, 'ALGORITHMIC_MEDIA')).toBe('made_with_ai');
    expect(aiDisclosure(true, 'MULTI_PIN_TRAINED_ALGORITHMIC_MEDIA')).toBe('made_with_ai');
    expect(aiDisclosure(true, 'ALGORITHMICALLY_ENHANCED')).toBe('modified_with_ai');
    expect(aiDisclosure(true, 'COMPOSITE_SYNTHETIC')).toBe('parts_made_with_ai');
    expect(aiDisclosure(true, 'COMPOSITE_WITH_TRAINED_ALGORITHMIC_MEDIA')).toBe('parts_made_with_ai');
  });

  it('is null for non-AI provenances, an unknown provenance and pins that are not promoted', () => {
    const nonAi = IMAGE_PROVENANCE.filter((_, code) => ![6, 10, 11, 12, 13, 15].includes(code));
    for (const provenance of nonAi) expect(aiDisclosure(true, provenance)).toBeNull();
    expect(aiDisclosure(true, null)).toBeNull();
    expect(aiDisclosure(false, 'TRAINED_ALGORITHMIC_MEDIA')).toBeNull();
  });
});
