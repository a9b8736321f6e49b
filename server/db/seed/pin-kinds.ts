/**
 * The type-specific parts of seeded pins (pin-card §3): videos, gif embeds, carousels, products
 * with their price variants, recipes and story pins. Shapes are snake_case, as v3 serves them.
 */
import { artSpec } from '../../images/art.ts';
import { clipFor, gifFor, gifPath, hlsMasterPath, mediaUrl, mp4Path, posterImage } from '../../media/demo.ts';
import type { Random } from './random.ts';
import { description, formatPrice, pageLink, price, topicTitle, type Link } from './text.ts';
import { siteName, type Topic } from './topics.ts';
import { DIETS, FILLER_SENTENCES, RECIPE_INGREDIENTS } from './words.ts';

export interface SeedImage {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

export function newImage(rng: Random, width: number, aspect: number): SeedImage {
  const signature = rng.hex(32);
  return { signature, width, height: Math.max(1, Math.round(width * aspect)), dominantColor: artSpec(signature).dominantColor };
}

/**
 * A video pin plays one of the demo clips made locally under DATA_DIR (../../media/demo.ts): the
 * one nearest the drawn image's aspect. The pin shows the clip's picture as its image (the poster is
 * the first frame), so the drawn image is replaced. Both URLs are same-origin paths.
 */
export function videoPin(rng: Random, drawn: SeedImage) {
  // Kept from when durations were drawn, so the rest of the seed stays the same.
  rng.int(5, 90);
  rng.int(0, 999);
  const clip = clipFor(drawn.height / drawn.width, drawn.signature);
  return {
    image: posterImage(clip) satisfies SeedImage,
    videos: {
      video_list: {
        V_720P: { url: mediaUrl(mp4Path(clip)), width: clip.width, height: clip.height, duration: clip.durationMs },
        V_HLSV4: { url: mediaUrl(hlsMasterPath(clip)), width: clip.width, height: clip.height, duration: clip.durationMs },
      },
    },
  };
}

/** A GIF pin shows a demo GIF made locally (same-origin path), and the GIF's picture as its still image. */
export function gifPin(drawn: SeedImage) {
  const gif = gifFor(drawn.height / drawn.width, drawn.signature);
  return {
    image: posterImage(gif) satisfies SeedImage,
    embed: { type: 'gif', src: mediaUrl(gifPath(gif)), width: gif.width, height: gif.height },
  };
}

export function carouselData(rng: Random, topic: Topic, first: SeedImage, host: string | undefined) {
  const count = rng.int(2, 5);
  const slots = [];
  for (let i = 0; i < count; i++) {
    const image = i === 0 ? first : newImage(rng, first.width, first.height / first.width);
    const name = topic.products ? rng.pick(topic.products.names) : topicTitle(rng, topic).text;
    slots.push({
      slot_id: rng.digits(15),
      title: name,
      details: rng.pick(FILLER_SENTENCES),
      link: pageLink(rng, topic, name, topic.products ? 'product' : 'article', host).link,
      image_signature: image.signature,
      width: image.width,
      height: image.height,
      dominant_color: image.dominantColor,
    });
  }
  return { index: 0, carousel_slots: slots };
}

export type ProductVariant = 'single' | 'range' | 'sale' | 'sold_out' | 'stale';
export const PRODUCT_VARIANTS: readonly ProductVariant[] = ['single', 'range', 'sale', 'sold_out', 'stale'];

export interface ProductParts {
  name: string;
  brand: string;
  link: Link;
  richSummary: Record<string, unknown>;
  richMetadata: Record<string, unknown>;
  shoppingFlags: number[];
  isOosProduct: boolean;
  isStaleProduct: boolean;
  isEligibleForPdp: boolean;
}

export function productParts(
  rng: Random,
  topic: Topic,
  variant: ProductVariant,
  brand: string | undefined,
  linkFor: (productName: string) => Link,
): ProductParts {
  const catalog = topic.products;
  if (!catalog) throw new Error(`topic ${topic.name} sells nothing`);
  const name = rng.pick(catalog.names);
  const brandName = brand ?? rng.pick(catalog.brands);
  const link = linkFor(name);
  const base = price(rng, catalog.price[0], catalog.price[1]);
  const offer: Record<string, string> = { price: formatPrice(base), currency: 'USD' };
  if (variant === 'range') {
    const max = Math.round(base * rng.range(1.3, 2.6)) + 0.99;
    Object.assign(offer, { min_price: formatPrice(base), max_price: formatPrice(max) });
  } else if (variant === 'sale') {
    const sale = Math.max(1, Math.round(base * rng.range(0.5, 0.85))) + 0.99;
    const standard = Math.max(base, sale + 5);
    Object.assign(offer, { price: formatPrice(sale), standard_price: formatPrice(standard) });
  }
  const product: Record<string, unknown> = {
    product_id: rng.digits(16),
    item_id: rng.digits(12),
    item_set_id: rng.digits(12),
    name,
    brand: { name: brandName },
    offer_summary: offer,
    label_info: { labels: [] },
  };
  if (rng.chance(0.3)) product.shipping_info = { free_shipping_price: formatPrice(50), free_shipping_value: 50 };
  const about = description(rng, topic, { subject: name.toLowerCase(), adjective: rng.pick(topic.adjectives), text: name }, 'normal');
  const flags =
    variant === 'sold_out'
      ? [5]
      : variant === 'stale'
        ? [6]
        : rng.weighted<number[]>([
            [[1, 5], 55],
            [[6], 30],
            [[1, 6], 10],
            [[1, 5, 10], 5],
          ]);
  return {
    name,
    brand: brandName,
    link,
    richSummary: { type_name: 'product', display_name: name, site_name: brandName, url: link.link, products: [product] },
    richMetadata: { type: 'product', title: name, description: about, site_name: brandName, url: link.link, products: [product] },
    shoppingFlags: flags,
    isOosProduct: variant === 'sold_out',
    isStaleProduct: variant === 'stale',
    isEligibleForPdp: variant !== 'stale' && rng.chance(0.85),
  };
}

const COOK_TIMES = [10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 120, 180, 240];


export function recipeParts(rng: Random, title: string, about: string, link: Link, rated: boolean) {
  const total = rng.pick(COOK_TIMES);
  const prep = Math.min(total, rng.pick([5, 10, 15, 20, 30]));
  const rating = rng.chance(0.05) ? 5 : Math.round(rng.range(3.4, 5) * 10) / 10;
  const reviews = Math.max(1, Math.round(Math.pow(rng.next(), 3) * 4800));
  const site = siteName(link.domain);
  const ingredients = rng.sample(RECIPE_INGREDIENTS, rng.int(5, 11)).map(([name, amount, unit]) => ({ name, amounts: [{ amount, unit }] }));
  return {
    richSummary: {
      type_name: 'recipe',
      display_name: title,
      site_name: site,
      url: link.link,
      ...(rated ? { aggregate_rating: { rating_value: rating, best_rating: 5, review_count: reviews } } : {}),
      display_cook_time: total,
    },
    richMetadata: {
      type: 'recipe',
      title,
      description: about,
      site_name: site,
      url: link.link,
      recipe: {
        name: title,
        servings_summary: { serves: rng.pick([2, 4, 4, 6, 8, 12]) },
        cook_times: { total, prep, cook: total - prep },
        categorized_ingredients: [{ category: 'Ingredients', ingredients }],
        diets: rng.sample(DIETS, rng.int(0, 2)),
      },
    },
  };
}

/** Story (idea) pin pages; later pages reuse earlier pins' images so their signatures resolve. */
export function storyPinData(rng: Random, title: string, cover: SeedImage, earlier: readonly SeedImage[], deleted: boolean) {
  const pageCount = rng.int(2, 6);
  const pages = [];
  let totalVideo = 0;
  // Static pages are the pages without a video (platform §5: they count a constant each, videos their length).
  let staticPages = 0;
  for (let i = 0; i < pageCount; i++) {
    const image = i === 0 || earlier.length === 0 ? cover : rng.pick(earlier);
    const blocks: Record<string, unknown>[] = [];
    if (i > 0 && rng.chance(0.2)) {
      const duration = rng.int(3, 15) * 1000;
      totalVideo += duration;
      blocks.push({ block_type: 'video', image_signature: image.signature, width: image.width, height: image.height, duration });
    } else {
      staticPages += 1;
      blocks.push({ block_type: 'image', image_signature: image.signature, width: image.width, height: image.height, dominant_color: image.dominantColor });
    }
    if (rng.chance(0.45)) blocks.push({ block_type: 'text', text: rng.pick(FILLER_SENTENCES) });
    pages.push({ id: rng.digits(12), layout: 0, style: { background_color: image.dominantColor }, blocks });
  }
  return {
    is_deleted: deleted,
    has_product_pins: rng.chance(0.1),
    static_page_count: staticPages,
    total_video_duration: totalVideo,
    metadata: { pin_title: title, pin_image_signature: cover.signature },
    pages,
  };
}

/**
 * Collection pins (pin-card §5): about a quarter of original product pins, chosen by their image
 * signature (no random draws, so the rest of the seed is unchanged), list 2 to 5 earlier product
 * pins of the same topic as items. Stored in rich_metadata.collection_items; v3 serves them as
 * collection_items. Pins with 2 items exercise "no chips below 3".
 */
export function collectionItems(
  image: SeedImage,
  earlier: (wanted: number) => readonly { id?: number | null; link?: string | null; imageSignature: string; imageWidth: number; imageHeight: number; dominantColor: string }[],
) {
  const digit = parseInt(image.signature[0] ?? 'f', 16);
  if (!(digit < 4)) return null;
  const wanted = 2 + digit;
  const items = earlier(wanted).filter((pin) => typeof pin.id === 'number');
  if (items.length < wanted) return null;
  return items.map((pin) => ({
    pin_id: String(pin.id),
    link: pin.link ?? null,
    image_signature: pin.imageSignature,
    width: pin.imageWidth,
    height: pin.imageHeight,
    dominant_color: pin.dominantColor,
  }));
}
