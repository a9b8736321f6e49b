/**
 * Seeded pins, generated one at a time in id order (ids are explicit; newest id is newest pin).
 * The newest pins follow a fixed showcase so the first page of the home feed, and any small seed,
 * holds every type and variant; older pins are drawn at random with the same mix.
 */
import type { NewPin } from '../schema.ts';
import type { SeedBoard } from './boards.ts';
import {
  carouselData,
  collectionItems,
  gifPin,
  newImage,
  productParts,
  recipeParts,
  storyPinData,
  videoPin,
  type ProductVariant,
  type SeedImage,
} from './pin-kinds.ts';
import { BASE_TIME, DAY, WeightedIndex, type Random } from './random.ts';
import { altText, capitalize, description, longTitle, pageLink, topicTitle, type DescriptionKind } from './text.ts';
import { siteName, TOPICS, type Topic } from './topics.ts';
import type { SeedUser } from './users.ts';

export const PIN_TYPES = ['image', 'video', 'gif', 'carousel', 'product', 'recipe', 'story'] as const;
export type PinType = (typeof PIN_TYPES)[number];

/** Pins span the 365 days before BASE_TIME. */
export const PINS_START = BASE_TIME - 365 * DAY;

interface PinPlan {
  type: PinType;
  product?: ProductVariant;
  promoted?: boolean;
  downstream?: boolean;
  sponsored?: boolean;
  repin?: boolean;
  deletedStory?: boolean;
  unrated?: boolean;
  desc?: DescriptionKind;
  title?: 'normal' | 'empty' | 'long';
}

/** Newest first: SHOWCASE[0] is the pin with the largest id. Promoted entries sit after (older than) the downstream ones. */
const SHOWCASE: readonly PinPlan[] = [
  { type: 'image' },
  { type: 'video' },
  { type: 'product', product: 'single' },
  { type: 'recipe' },
  { type: 'carousel' },
  { type: 'story' },
  { type: 'product', product: 'sale', promoted: true },
  { type: 'gif' },
  { type: 'image', desc: 'long' },
  { type: 'product', product: 'range' },
  { type: 'image', downstream: true },
  { type: 'recipe', unrated: true },
  { type: 'product', product: 'sale' },
  { type: 'image', sponsored: true },
  { type: 'story', deletedStory: true },
  { type: 'video', promoted: true },
  { type: 'product', product: 'sold_out' },
  { type: 'image', desc: 'empty' },
  { type: 'carousel', promoted: true },
  { type: 'product', product: 'stale' },
  { type: 'image', desc: 'short' },
  { type: 'image', title: 'long' },
  { type: 'story', title: 'empty' },
  { type: 'image', promoted: true },
  { type: 'product', product: 'single', title: 'empty' },
];

const TYPE_WEIGHTS: readonly (readonly [PinType, number])[] = [
  ['image', 40],
  ['video', 12],
  ['gif', 4],
  ['carousel', 7],
  ['product', 15],
  ['recipe', 11],
  ['story', 11],
];

const VARIANT_WEIGHTS: readonly (readonly [ProductVariant, number])[] = [
  ['single', 50],
  ['range', 18],
  ['sale', 18],
  ['sold_out', 7],
  ['stale', 7],
];

const ASPECTS: readonly (readonly [number, number])[] = [
  [1.5, 34],
  [1.25, 12],
  [1, 10],
  [1.7778, 10],
  [2, 4],
  [2.2, 2],
  [0.75, 8],
  [0.6667, 5],
  [0.5625, 4],
  [0.5, 2],
  [-1, 9], // any aspect from 0.5 to 2.2
];
const VIDEO_ASPECTS: readonly (readonly [number, number])[] = [
  [1.7778, 50],
  [1, 15],
  [1.25, 15],
  [0.5625, 20],
];
const ORIG_WIDTHS: readonly (readonly [number, number])[] = [
  [736, 8],
  [1000, 15],
  [1080, 25],
  [1200, 20],
  [1280, 10],
  [1440, 10],
  [1600, 12],
];

export interface PinStats {
  byType: Record<PinType, number>;
  productVariants: Record<ProductVariant, number>;
  promoted: number;
  downstreamPromoted: number;
  sponsored: number;
  repins: number;
  deletedStories: number;
}

/** A board picker over a subset of boards, weighted by activity. */
class BoardPool {
  private readonly picker: WeightedIndex;

  constructor(readonly boards: readonly SeedBoard[]) {
    this.picker = new WeightedIndex(boards.map((b) => b.weight));
  }

  get empty(): boolean {
    return this.boards.length === 0;
  }

  pick(rng: Random): SeedBoard {
    return this.boards[this.picker.pick(rng)] as SeedBoard;
  }
}

const RING = 4096;

/** A pin before it is placed on a board. */
type PinBody = Omit<NewPin, 'pinnerId' | 'boardId'>;

/** The pin shows `image` (a demo video's or GIF's own picture) instead of the one drawn for it. */
function showImage(pin: PinBody, image: SeedImage): void {
  pin.imageSignature = image.signature;
  pin.imageWidth = image.width;
  pin.imageHeight = image.height;
  pin.dominantColor = image.dominantColor;
}

interface RecentPin {
  pin: NewPin;
  topic: number;
}

export class PinFactory {
  readonly stats: PinStats = {
    byType: { image: 0, video: 0, gif: 0, carousel: 0, product: 0, recipe: 0, story: 0 },
    productVariants: { single: 0, range: 0, sale: 0, sold_out: 0, stale: 0 },
    promoted: 0,
    downstreamPromoted: 0,
    sponsored: 0,
    repins: 0,
    deletedStories: 0,
  };
  /** Per pin id (index = id): who pinned it, when, whether anyone may see it, and its topic. */
  readonly pinner: Int32Array;
  readonly time: Float64Array;
  readonly visible: Uint8Array;
  readonly topic: Uint8Array;

  private readonly usersById: Map<number, SeedUser>;
  private readonly all: BoardPool;
  private readonly people: BoardPool;
  private readonly merchant: BoardPool;
  private readonly merchantShop: BoardPool;
  private readonly shop: BoardPool;
  private readonly food: BoardPool;
  private readonly byTopic: BoardPool[];
  private readonly merchants: SeedUser[];
  /** Recent pins, for repins and story pages. */
  private readonly recent: RecentPin[] = [];
  private readonly recentImages: SeedImage[] = [];
  private readonly promotedPins: RecentPin[] = [];
  private readonly step: number;

  constructor(
    private readonly rng: Random,
    users: readonly SeedUser[],
    boards: readonly SeedBoard[],
    private readonly total: number,
  ) {
    this.usersById = new Map(users.map((u) => [u.id, u]));
    this.merchants = users.filter((u) => u.isMerchant);
    const hasProducts = (b: SeedBoard) => Boolean(TOPICS[b.topic]?.products);
    this.all = new BoardPool(boards);
    this.people = new BoardPool(boards.filter((b) => !b.ownerIsMerchant));
    this.merchant = new BoardPool(boards.filter((b) => b.ownerIsMerchant && b.privacy === 'public'));
    this.merchantShop = new BoardPool(boards.filter((b) => b.ownerIsMerchant && b.privacy === 'public' && hasProducts(b)));
    this.shop = new BoardPool(boards.filter(hasProducts));
    this.food = new BoardPool(boards.filter((b) => Boolean(TOPICS[b.topic]?.recipes)));
    this.byTopic = TOPICS.map((_, t) => new BoardPool(boards.filter((b) => b.topic === t)));
    this.pinner = new Int32Array(total + 1);
    this.time = new Float64Array(total + 1);
    this.visible = new Uint8Array(total + 1);
    this.topic = new Uint8Array(total + 1);
    this.step = (BASE_TIME - PINS_START) / Math.max(1, total);
  }

  private plan(id: number): PinPlan {
    const showcase = SHOWCASE[this.total - id];
    if (showcase) return showcase;
    const rng = this.rng;
    const type = rng.weighted(TYPE_WEIGHTS);
    const plan: PinPlan = { type };
    if (type === 'product') plan.product = rng.weighted(VARIANT_WEIGHTS);
    if (type === 'recipe' && rng.chance(0.1)) plan.unrated = true;
    const promotable = type === 'image' || type === 'video' || type === 'product' || type === 'carousel';
    if (promotable && rng.chance(0.035)) plan.promoted = true;
    else if (rng.chance(0.015)) plan.downstream = true;
    else if (rng.chance(0.02)) plan.sponsored = true;
    else if (rng.chance(0.1)) plan.repin = true;
    const d = rng.next();
    plan.desc = d < 0.07 ? 'empty' : d < 0.1 ? 'short' : d < 0.14 ? 'long' : 'normal';
    const t = rng.next();
    plan.title = t < (type === 'story' ? 0.45 : type === 'product' ? 0.1 : 0.04) ? 'empty' : t > 0.99 ? 'long' : 'normal';
    return plan;
  }

  private board(plan: PinPlan): SeedBoard {
    const rng = this.rng;
    const pools: BoardPool[] = [];
    if (plan.promoted) pools.push(plan.type === 'product' ? this.merchantShop : this.merchant);
    else if (plan.sponsored || plan.downstream) pools.push(this.people);
    if (plan.type === 'product') pools.push(rng.chance(0.35) ? this.merchantShop : this.shop, this.shop);
    if (plan.type === 'recipe') pools.push(this.food);
    pools.push(this.all);
    const pool = pools.find((p) => !p.empty);
    if (!pool) throw new Error('pins need at least one board');
    return pool.pick(rng);
  }

  private timeOf(id: number): number {
    return Math.round(PINS_START + (id - 0.5 + this.rng.range(-0.4, 0.4)) * this.step);
  }

  /** The pin with this id. Call with ids 1, 2, 3 … in order. */
  make(id: number): NewPin {
    const rng = this.rng;
    const plan = { ...this.plan(id) };
    if (plan.downstream && this.promotedPins.length === 0) {
      plan.downstream = false;
      plan.promoted = plan.type !== 'gif' && plan.type !== 'recipe' && plan.type !== 'story';
    }
    if (plan.repin && this.recent.length === 0) plan.repin = false;

    const origin = plan.downstream ? rng.pick(this.promotedPins) : plan.repin ? rng.pick(this.recent) : undefined;
    // A repin keeps the original's type and topic, so pick a board for those.
    const type = (origin?.pin.type as PinType | undefined) ?? plan.type;
    const topicPool = origin && !plan.downstream ? this.byTopic[origin.topic] : undefined;
    const board = topicPool && !topicPool.empty ? topicPool.pick(rng) : this.board({ ...plan, type });
    let topic = TOPICS[board.topic] as Topic;
    let effectiveType = type;
    if (!origin && effectiveType === 'product' && !topic.products) effectiveType = 'image';
    if (!origin && effectiveType === 'recipe' && !topic.recipes) effectiveType = 'image';
    const owner = this.usersById.get(board.ownerId);
    const pinnerId = board.collaborators.length > 0 && rng.chance(0.35) ? rng.pick(board.collaborators) : board.ownerId;
    const sectionId = board.sectionIds.length > 0 && rng.chance(0.55) ? rng.pick(board.sectionIds) : null;
    const createdAt = this.timeOf(id);

    let body: PinBody;
    if (origin) {
      body = this.repinOf(origin.pin, plan.downstream === true);
      topic = TOPICS[origin.topic] ?? topic;
    } else {
      body = this.original(effectiveType, plan, topic, owner);
    }
    // body is a fresh object: complete it in place rather than copying ~45 fields.
    const pin = body as NewPin;
    pin.id = id;
    pin.pinnerId = pinnerId;
    pin.boardId = board.id;
    pin.sectionId = sectionId;
    pin.createdAt = new Date(createdAt);
    pin.sourceInterestId = rng.chance(0.45) ? TOPICS.indexOf(topic) + 1 : null;
    if (plan.sponsored && this.merchants.length > 0) {
      pin.sponsorship = { status: 1, sponsor_id: String(rng.pick(this.merchants).id) };
      this.stats.sponsored++;
    }

    this.record(id, pin, board, topic, plan);
    return pin;
  }

  private record(id: number, pin: NewPin, board: SeedBoard, topic: Topic, plan: PinPlan): void {
    const type = (pin.type ?? 'image') as PinType;
    this.stats.byType[type]++;
    if (pin.isRepin) this.stats.repins++;
    if (pin.promoterId != null && pin.isDownstreamPromotion) this.stats.downstreamPromoted++;
    else if (pin.promoterId != null) this.stats.promoted++;
    if (plan.deletedStory && !pin.isRepin) this.stats.deletedStories++;
    if (type === 'product' && !pin.isRepin && plan.product) this.stats.productVariants[plan.product]++;
    this.pinner[id] = pin.pinnerId ?? 0;
    this.time[id] = (pin.createdAt as Date).getTime();
    this.visible[id] = board.privacy === 'public' && !board.archived && !plan.deletedStory ? 1 : 0;
    const topicIndex = TOPICS.indexOf(topic);
    this.topic[id] = topicIndex;
    const deleted = plan.deletedStory === true;
    if (!deleted && pin.promoterId == null && pin.sponsorship == null) {
      if (this.recent.length < RING) this.recent.push({ pin, topic: topicIndex });
      else this.recent[id % RING] = { pin, topic: topicIndex };
    }
    if (!deleted) {
      const image = { signature: pin.imageSignature, width: pin.imageWidth, height: pin.imageHeight, dominantColor: pin.dominantColor };
      if (this.recentImages.length < RING) this.recentImages.push(image);
      else this.recentImages[id % RING] = image;
    }
    if (pin.promoterId != null && !pin.isDownstreamPromotion) {
      if (this.promotedPins.length < 512) this.promotedPins.push({ pin, topic: topicIndex });
      else this.promotedPins[id % 512] = { pin, topic: topicIndex };
    }
  }

  /** Up to `wanted` recent original product pins of a topic (for collection items; scans from the end). */
  private recentProducts(topic: number, wanted: number): NewPin[] {
    const out: NewPin[] = [];
    for (let i = this.recent.length - 1; i >= 0 && out.length < wanted; i--) {
      const r = this.recent[i];
      if (r && r.topic === topic && r.pin.type === 'product' && !r.pin.isRepin) out.push(r.pin);
    }
    return out;
  }

  /** A copy of another pin saved as a new pin; a downstream promotion keeps the promoter. */
  private repinOf(origin: NewPin, downstream: boolean): PinBody {
    return {
      ...origin,
      isRepin: true,
      originPinId: origin.originPinId ?? origin.id ?? null,
      promoterId: downstream ? origin.promoterId : null,
      isDownstreamPromotion: downstream,
      adDestinationUrl: null,
      advertiserId: null,
      campaignId: null,
      pinPromotionId: null,
      adMatchReason: null,
      trackingParams: null,
      sponsorship: null,
    };
  }

  private original(type: PinType, plan: PinPlan, topic: Topic, owner: SeedUser | undefined): PinBody {
    const rng = this.rng;
    const aspectPick = rng.weighted(type === 'video' ? VIDEO_ASPECTS : type === 'story' ? [[1.7778, 1] as const] : ASPECTS);
    const aspect = aspectPick > 0 ? aspectPick : Math.round(rng.range(0.5, 2.2) * 1000) / 1000;
    const image = newImage(rng, rng.weighted(ORIG_WIDTHS), aspect);
    const phrase = topicTitle(rng, topic);
    const host = owner?.isMerchant ? owner.host : undefined;
    const link = pageLink(rng, topic, phrase.text, type === 'recipe' ? 'recipe' : type === 'product' ? 'product' : 'article', host);
    const hasLink = type === 'product' || type === 'recipe' || type === 'carousel' || plan.promoted || (type === 'story' ? rng.chance(0.15) : rng.chance(0.9));
    let title = plan.title === 'long' ? longTitle(rng, topic) : phrase.text;
    const about = description(rng, topic, phrase, plan.desc ?? 'normal');
    const alt = rng.chance(0.6) ? altText(rng, topic, phrase) : null;

    const pin: PinBody = {
      type,
      title,
      description: about,
      altText: alt,
      autoAltText: rng.chance(0.3) ? `This may contain: ${(alt ?? altText(rng, topic, phrase)).toLowerCase()}` : null,
      category: topic.category,
      link: hasLink ? link.link : null,
      mobileLink: hasLink && rng.chance(0.08) ? link.link.replace('://www.', '://m.') : null,
      domain: hasLink ? link.domain : null,
      imageSignature: image.signature,
      imageWidth: image.width,
      imageHeight: image.height,
      dominantColor: image.dominantColor,
      imageCropMinY: null,
      imageCropMaxY: null,
      isRepin: false,
      originPinId: null,
      richMetadata: null,
      richSummary: null,
      videos: null,
      embed: null,
      carouselData: null,
      storyPinData: null,
      shoppingFlags: [],
      isOosProduct: false,
      isStaleProduct: false,
      isEligibleForPdp: false,
      promoterId: null,
      isDownstreamPromotion: false,
      isThirdPartyAd: false,
      adDestinationUrl: null,
      advertiserId: null,
      campaignId: null,
      pinPromotionId: null,
      adMatchReason: null,
      sponsorship: null,
      trackingParams: null,
      isSensitive: rng.chance(0.002),
      deletedAt: null,
    };
    if (image.width !== image.height && rng.chance(0.08)) {
      pin.imageCropMinY = Math.round(rng.range(0, 0.25) * 100) / 100;
      pin.imageCropMaxY = Math.round(rng.range(0.75, 1) * 100) / 100;
    }

    switch (type) {
      case 'video': {
        const video = videoPin(rng, image);
        pin.videos = video.videos;
        showImage(pin, video.image);
        break;
      }
      case 'gif': {
        const animated = gifPin(image);
        pin.embed = animated.embed;
        showImage(pin, animated.image);
        break;
      }
      case 'carousel': {
        const data = carouselData(rng, topic, image, host);
        pin.carouselData = data;
        pin.link = data.carousel_slots[0]?.link ?? pin.link;
        pin.domain = pin.link ? new URL(pin.link).host.replace(/^www\./, '') : null;
        break;
      }
      case 'product': {
        const parts = productParts(rng, topic, plan.product ?? 'single', owner?.isMerchant ? owner.fullName : undefined, (name) =>
          pageLink(rng, topic, name, 'product', host),
        );
        if (plan.title !== 'long') {
          title = rng.weighted([
            [parts.name, 5],
            [`${parts.name} | ${parts.brand}`, 3],
            [`${capitalize(phrase.adjective)} ${parts.name.toLowerCase()}`, 2],
          ] as const);
        }
        Object.assign(pin, {
          link: parts.link.link,
          domain: parts.link.domain,
          richSummary: parts.richSummary,
          richMetadata: parts.richMetadata,
          shoppingFlags: parts.shoppingFlags,
          isOosProduct: parts.isOosProduct,
          isStaleProduct: parts.isStaleProduct,
          isEligibleForPdp: parts.isEligibleForPdp,
        });
        const items = collectionItems(image, (wanted) => this.recentProducts(TOPICS.indexOf(topic), wanted));
        if (items) pin.richMetadata = { ...parts.richMetadata, collection_items: items };
        break;
      }
      case 'recipe': {
        const parts = recipeParts(rng, phrase.text, about, link, !plan.unrated);
        pin.richSummary = parts.richSummary;
        pin.richMetadata = parts.richMetadata;
        break;
      }
      case 'story':
        pin.storyPinData = storyPinData(rng, phrase.text, image, this.recentImages, plan.deletedStory === true);
        break;
      default:
        if (hasLink && rng.chance(0.3)) {
          pin.richMetadata = { type: 'article', title: phrase.text, description: about, site_name: siteName(link.domain), url: link.link, article: { name: phrase.text } };
          pin.richSummary = { type_name: 'article', display_name: phrase.text, site_name: siteName(link.domain), url: link.link };
        }
    }
    pin.title = plan.title === 'empty' ? '' : title;
    pin.imageProvenance = provenanceFor(image.signature, plan.promoted === true && owner !== undefined);

    if (plan.promoted && owner) {
      const campaign = rng.digits(13);
      const url = pin.link ?? `https://${owner.host ?? 'www.example.com'}/`;
      pin.promoterId = owner.id;
      pin.adDestinationUrl = `${url}${url.includes('?') ? '&' : '?'}utm_source=corkboard&utm_medium=paid&utm_campaign=${campaign}`;
      pin.advertiserId = String(549755813888 + owner.id);
      pin.campaignId = campaign;
      pin.pinPromotionId = rng.digits(13);
      pin.adMatchReason = rng.pick([0, 0, 1, 2]);
      pin.trackingParams = Buffer.from(`cb:${campaign}:${image.signature.slice(0, 12)}`).toString('base64');
    }
    return pin;
  }
}

/**
 * pin-card §3 image provenance, from the image signature (no random draws, so the rest of the seed
 * stays as it was): promoted pins include the AI kinds the footer discloses (11 trained algorithmic
 * media, 6 algorithmically enhanced, 10 composite synthetic); others are captures, digital art or
 * unknown.
 */
export function provenanceFor(signature: string, promoted: boolean): number | null {
  const nibble = parseInt(signature.charAt(0), 16);
  if (promoted) return [11, 6, 10, 0][nibble % 4] ?? 0;
  return [0, 8, null, 0][nibble % 4] ?? null;
}

/**
 * Pins 1..total in batches of batchSize. Yields to the event loop every few hundred pins so that
 * a statement already sent keeps streaming to the database while the next batch is generated.
 */
export async function* pinBatches(factory: PinFactory, total: number, batchSize: number): AsyncGenerator<NewPin[]> {
  for (let start = 1; start <= total; start += batchSize) {
    const batch: NewPin[] = [];
    for (let id = start; id < Math.min(total + 1, start + batchSize); id++) {
      batch.push(factory.make(id));
      if (id % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    yield batch;
  }
}
