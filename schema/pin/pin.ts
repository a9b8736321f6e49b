import { BoardRef, SectionRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { IMAGE_SIZE_KEYS, ImageRef, ImageSize, pickImage, type ImageSizeKey } from '../image/image.ts';
import { UserRef } from '../user/user.ts';
import {
  CarouselData,
  ImageCrop,
  PinEmbed,
  RichSummary,
  SourceInterest,
  Sponsorship,
  StoryPinData,
  VideoVariant,
  rec,
  SavedInfo,
  videoVariants,
} from './parts.ts';
import { PinRef } from './refs.ts';
import type { Pin } from '../v3/types.ts';

const LinkDomain = builder.objectRef<NonNullable<Pin['linkDomain']>>('LinkDomain').implement({
  description: 'The site a pin links to, and the account that officially represents it.',
  fields: (t) => ({
    domain: t.exposeString('domain'),
    officialUser: t.field({ type: UserRef, nullable: true, resolve: (d) => d.officialUser }),
  }),
});

export const PinType = builder.enumType('PinType', {
  description: 'What kind of pin this is.',
  values: ['image', 'video', 'gif', 'carousel', 'product', 'recipe', 'story'] as const,
});

PinRef.implement({
  description: 'A pin: an image, video, product, recipe, carousel or idea someone saved to a board.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    type: t.field({ type: PinType, resolve: (pin) => pin.type }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    altText: t.exposeString('altText', { nullable: true }),
    autoAltText: t.exposeString('autoAltText', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    mobileLink: t.exposeString('mobileLink', { nullable: true }),
    trackedLink: t.exposeString('trackedLink', { nullable: true }),
    domain: t.exposeString('domain', { nullable: true }),
    seoUrl: t.exposeString('seoUrl', { description: 'The closeup path: /pin/{slug}--{id}/' }),
    createdAt: t.field({ type: 'DateTime', resolve: (pin) => pin.createdAt }),
    dominantColor: t.exposeString('dominantColor'),
    imageSignature: t.exposeString('imageSignature'),
    imageCrop: t.field({ type: ImageCrop, nullable: true, resolve: (pin) => pin.imageCrop }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      description: 'One size of the pin image.',
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W236' }) },
      resolve: (pin, args) => pickImage(pin.images, args.size ?? 'W236'),
    }),
    images: t.field({
      type: [ImageRef],
      description: 'The pin image in the sizes asked (all when none are named).',
      args: { sizes: t.arg({ type: [ImageSize] }) },
      resolve: (pin, args) =>
        ((args.sizes ?? Object.keys(IMAGE_SIZE_KEYS)) as ImageSizeKey[]).flatMap((size) => pickImage(pin.images, size) ?? []),
    }),
    isRepin: t.exposeBoolean('isRepin'),
    pinner: t.field({ type: UserRef, resolve: (pin) => pin.pinner }),
    board: t.field({ type: BoardRef, resolve: (pin) => pin.board }),
    pinnedToBoard: t.field({ type: BoardRef, description: 'The board the pin was pinned to.', resolve: (pin) => pin.board }),
    linkDomain: t.field({
      type: LinkDomain,
      nullable: true,
      resolve: (pin) => pin.linkDomain,
    }),
    savedInfo: t.field({ type: SavedInfo, nullable: true, resolve: (pin) => pin.savedInfo }),
    section: t.field({ type: SectionRef, nullable: true, resolve: (pin) => pin.section }),
    sourceInterest: t.field({ type: SourceInterest, nullable: true, resolve: (pin) => pin.sourceInterest }),
    richSummary: t.field({ type: RichSummary, nullable: true, resolve: (pin) => (pin.richSummary ? rec(pin.richSummary) : null) }),
    richMetadata: t.field({ type: 'JSON', nullable: true, resolve: (pin) => pin.richMetadata ?? null }),
    videoList: t.field({ type: [VideoVariant], resolve: (pin) => videoVariants(pin) }),
    videoDuration: t.int({
      nullable: true,
      description: 'Milliseconds, from the first video variant.',
      resolve: (pin) => videoVariants(pin).find((v) => v.duration !== null)?.duration ?? null,
    }),
    embed: t.field({ type: PinEmbed, nullable: true, resolve: (pin) => (pin.embed ? rec(pin.embed) : null) }),
    carouselData: t.field({ type: CarouselData, nullable: true, resolve: (pin) => pin.carouselData }),
    storyPinDataId: t.exposeString('storyPinDataId', { nullable: true }),
    storyPinData: t.field({ type: StoryPinData, nullable: true, resolve: (pin) => (pin.storyPinData ? rec(pin.storyPinData) : null) }),
    shoppingFlags: t.intList({ resolve: (pin) => pin.shoppingFlags }),
    isShoppable: t.exposeBoolean('isShoppable'),
    isOosProduct: t.exposeBoolean('isOosProduct'),
    isStaleProduct: t.exposeBoolean('isStaleProduct'),
    isEligibleForPdp: t.exposeBoolean('isEligibleForPdp'),
    promoter: t.field({ type: UserRef, nullable: true, resolve: (pin) => pin.promoter }),
    isPromoted: t.exposeBoolean('isPromoted', { description: 'Has a promoter and is not a downstream promotion.' }),
    isDownstreamPromotion: t.exposeBoolean('isDownstreamPromotion'),
    isThirdPartyAd: t.exposeBoolean('isThirdPartyAd'),
    adDestinationUrl: t.exposeString('adDestinationUrl', { nullable: true }),
    advertiserId: t.exposeString('advertiserId', { nullable: true }),
    campaignId: t.exposeString('campaignId', { nullable: true }),
    pinPromotionId: t.exposeString('pinPromotionId', { nullable: true }),
    adMatchReason: t.exposeInt('adMatchReason', { nullable: true }),
    sponsorship: t.field({ type: Sponsorship, nullable: true, resolve: (pin) => pin.sponsorship }),
    trackingParams: t.exposeString('trackingParams', { nullable: true }),
    isSensitive: t.exposeBoolean('isSensitive'),
    access: t.stringList({ resolve: (pin) => pin.access }),
  }),
});
