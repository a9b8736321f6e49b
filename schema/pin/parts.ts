/** The structured parts of a pin (pin-card §3): rich summary, products, videos, carousel, story data. */
import { BoardRef, SectionRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { ImageRef, ImageSize, pickImage } from '../image/image.ts';
import type { Pin } from '../v3/types.ts';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const rec = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(rec) : []);

type Obj = Record<string, unknown>;

export const OfferSummary = builder.objectRef<Obj>('OfferSummary').implement({
  description: 'Prices of a product: a single price, a min–max range, and the original (standard) price.',
  fields: (t) => ({
    price: t.string({ nullable: true, resolve: (o) => str(o.price) }),
    minPrice: t.string({ nullable: true, resolve: (o) => str(o.minPrice) }),
    maxPrice: t.string({ nullable: true, resolve: (o) => str(o.maxPrice) }),
    standardPrice: t.string({ nullable: true, resolve: (o) => str(o.standardPrice) }),
    currency: t.string({ nullable: true, resolve: (o) => str(o.currency) }),
  }),
});

export const Product = builder.objectRef<Obj>('Product').implement({
  fields: (t) => ({
    productId: t.string({ nullable: true, resolve: (p) => str(p.productId) ?? (num(p.productId)?.toString() ?? null) }),
    name: t.string({ nullable: true, resolve: (p) => str(p.name) }),
    brandName: t.string({ nullable: true, resolve: (p) => str(rec(p.brand).name) }),
    offerSummary: t.field({ type: OfferSummary, nullable: true, resolve: (p) => (p.offerSummary ? rec(p.offerSummary) : null) }),
    labels: t.stringList({ resolve: (p) => (Array.isArray(rec(p.labelInfo).labels) ? (rec(p.labelInfo).labels as unknown[]).map(String) : []) }),
  }),
});

export const AggregateRating = builder.objectRef<Obj>('AggregateRating').implement({
  fields: (t) => ({
    ratingValue: t.float({ nullable: true, resolve: (r) => num(r.ratingValue) }),
    bestRating: t.float({ nullable: true, resolve: (r) => num(r.bestRating) }),
    reviewCount: t.int({ nullable: true, resolve: (r) => num(r.reviewCount) }),
  }),
});

export const RichSummary = builder.objectRef<Obj>('RichSummary').implement({
  description: 'What the linked page is: its name, site, type, products, rating and cook time.',
  fields: (t) => ({
    displayName: t.string({ nullable: true, resolve: (r) => str(r.displayName) }),
    siteName: t.string({ nullable: true, resolve: (r) => str(r.siteName) }),
    typeName: t.string({ nullable: true, resolve: (r) => str(r.typeName) }),
    url: t.string({ nullable: true, resolve: (r) => str(r.url) }),
    products: t.field({ type: [Product], resolve: (r) => list(r.products) }),
    aggregateRating: t.field({ type: AggregateRating, nullable: true, resolve: (r) => (r.aggregateRating ? rec(r.aggregateRating) : null) }),
    displayCookTime: t.int({ nullable: true, description: 'Minutes.', resolve: (r) => num(r.displayCookTime) }),
  }),
});

interface VideoVariantShape {
  name: string;
  url: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
}

export const VideoVariant = builder.objectRef<VideoVariantShape>('VideoVariant').implement({
  fields: (t) => ({
    name: t.exposeString('name', { description: 'V_720P, V_HLSV4 …' }),
    url: t.exposeString('url', { nullable: true }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    duration: t.exposeInt('duration', { nullable: true, description: 'Milliseconds.' }),
  }),
});

export function videoVariants(pin: Pin): VideoVariantShape[] {
  const videoList = rec(rec(pin.videos).videoList);
  return Object.entries(videoList).map(([name, value]) => {
    const v = rec(value);
    return { name, url: str(v.url), width: num(v.width), height: num(v.height), duration: num(v.duration) };
  });
}

export const PinEmbed = builder.objectRef<Obj>('PinEmbed').implement({
  fields: (t) => ({
    type: t.string({ nullable: true, resolve: (e) => str(e.type) }),
    src: t.string({ nullable: true, resolve: (e) => str(e.src) }),
    width: t.int({ nullable: true, resolve: (e) => num(e.width) }),
    height: t.int({ nullable: true, resolve: (e) => num(e.height) }),
  }),
});

type Slot = NonNullable<Pin['carouselData']>['carouselSlots'][number];

export const CarouselSlot = builder.objectRef<Slot>('CarouselSlot').implement({
  fields: (t) => ({
    slotId: t.exposeString('slotId'),
    title: t.exposeString('title'),
    details: t.exposeString('details'),
    link: t.exposeString('link', { nullable: true }),
    imageSignature: t.exposeString('imageSignature'),
    image: t.field({
      type: ImageRef,
      nullable: true,
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W236' }) },
      resolve: (slot, args) => pickImage(slot.images, args.size ?? 'W236'),
    }),
  }),
});

export const CarouselData = builder.objectRef<NonNullable<Pin['carouselData']>>('CarouselData').implement({
  fields: (t) => ({
    index: t.exposeInt('index'),
    carouselSlots: t.field({ type: [CarouselSlot], resolve: (c) => c.carouselSlots }),
  }),
});

export const StoryPinData = builder.objectRef<Obj>('StoryPinData').implement({
  fields: (t) => ({
    isDeleted: t.boolean({ resolve: (s) => s.isDeleted === true }),
    hasProductPins: t.boolean({ resolve: (s) => s.hasProductPins === true }),
    staticPageCount: t.int({ description: 'Pages without a video.', resolve: (s) => num(s.staticPageCount) ?? 0 }),
    totalVideoDuration: t.int({ description: "The length of the story's videos, in milliseconds.", resolve: (s) => num(s.totalVideoDuration) ?? 0 }),
    pinTitle: t.string({ nullable: true, resolve: (s) => str(rec(s.metadata).pinTitle) }),
    pageCount: t.int({ resolve: (s) => list(s.pages).length }),
    pages: t.field({ type: 'JSON', resolve: (s) => s.pages ?? [] }),
  }),
});

export const ImageCrop = builder.objectRef<{ minY: number; maxY: number }>('ImageCrop').implement({
  fields: (t) => ({ minY: t.exposeFloat('minY'), maxY: t.exposeFloat('maxY') }),
});

export const Sponsorship = builder.objectRef<NonNullable<Pin['sponsorship']>>('Sponsorship').implement({
  fields: (t) => ({
    status: t.exposeInt('status'),
    sponsorName: t.string({ nullable: true, resolve: (s) => s.sponsor?.fullName ?? null }),
    sponsorUsername: t.string({ nullable: true, resolve: (s) => s.sponsor?.username ?? null }),
  }),
});

export const SourceInterest = builder.objectRef<NonNullable<Pin['sourceInterest']>>('Interest').implement({
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    urlName: t.exposeString('urlName'),
  }),
});

export const SavedInfo = builder.objectRef<NonNullable<Pin['savedInfo']>>('SavedInfo').implement({
  description: "Where the viewer saved this pin (null until they have): the newest of the viewer's saves of it.",
  fields: (t) => ({
    boardId: t.exposeString('boardId', { description: 'The v3 id of the board the pin was saved to.' }),
    localPinId: t.exposeString('localPinId', { description: "The save's own v3 id." }),
    board: t.field({
      type: BoardRef,
      nullable: true,
      description: 'The board the pin was saved to (null if it is gone).',
      resolve: async (info, _a, ctx) => (await BoardRef.getDataloader(ctx).load(info.boardId)) ?? null,
    }),
    section: t.field({ type: SectionRef, nullable: true, resolve: (info) => info.section }),
  }),
});

export { rec };
