/**
 * Server-rendered <head> for a pin page (/pin/{id}/): title, description and Open Graph / Twitter
 * card tags, so links unfurl and crawlers read the pin without running the client. Pure functions.
 */
import type { V3Pin } from '../v3/types.ts';

export const SITE_NAME = 'Corkboard';
/** Longest meta description; longer text is cut at a word boundary and ends with '…'. */
export const DESCRIPTION_MAX = 160;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Collapses whitespace; cuts text over `max` characters at the last space (if any in the last third) and adds '…'. */
export function cutDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space >= (max * 2) / 3 ? room.slice(0, space) : room).trimEnd()}…`;
}

/** A story pin its creator deleted: Not Found as a page (boards that hold it show 'Unavailable'). */
export function pinRemoved(pin: V3Pin): boolean {
  const story = pin.story_pin_data;
  return typeof story === 'object' && story !== null && (story as { is_deleted?: unknown }).is_deleted === true;
}

export interface PinMeta {
  title: string;
  description: string;
  image: { url: string; width: number; height: number } | null;
  url: string;
  /** A robots directive ('noindex' for a member's own page, such as /edit); none when left out. */
  robots?: string;
}

const absolute = (url: string, publicUrl: string): string => (url.startsWith('/') && publicUrl ? `${publicUrl}${url}` : url);

/** What the head says about a pin; sensitive pins use only their neutral SEO text (pin-card §5). */
export function pinMeta(pin: V3Pin, publicUrl = ''): PinMeta {
  const ownTitle = pin.is_sensitive ? pin.seo_title : pin.title.trim();
  const ownDescription = pin.is_sensitive ? pin.seo_description : pin.description.trim() || pin.seo_description;
  const image = pin.images['736x'];
  return {
    title: ownTitle ? `${ownTitle} | ${SITE_NAME}` : SITE_NAME,
    description: cutDescription(ownDescription),
    image: image ? { url: absolute(image.url, publicUrl), width: image.width, height: image.height } : null,
    url: absolute(pin.seo_url, publicUrl),
  };
}

export function metaTags(meta: PinMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image
      ? [tag('property', 'og:image', meta.image.url), tag('property', 'og:image:width', String(meta.image.width)), tag('property', 'og:image:height', String(meta.image.height))]
      : []),
    tag('name', 'twitter:card', 'summary_large_image'),
    ...(meta.robots ? [tag('name', 'robots', meta.robots)] : []),
  ];
  return tags.join('\n    ');
}

/** index.html with its title and description replaced by the pin's tags. */
export function withPinMeta(indexHtml: string, meta: PinMeta): string {
  const withoutDescription = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const tags = metaTags(meta);
  // A function replacement: `$` in the tags must not be read as a pattern.
  if (/<title>[\s\S]*?<\/title>/i.test(withoutDescription)) return withoutDescription.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
