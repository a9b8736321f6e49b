/** The addresses of the topic landings (platform §2): one place, so links, redirects and tests agree. */
export type TopicLanding = 'topics' | 'ideas' | 'videos' | 'shopping';

export interface TopicAddress {
  readonly slug: string;
  readonly entityId: string;
}

const part = (text: string) => encodeURIComponent(text);

/** /topics/{slug}/, /ideas/{slug}/{id}/, /videos/{slug}/{id}/ or /shopping/{slug}/{id}/. */
export function topicPath(landing: TopicLanding, topic: TopicAddress): string {
  return landing === 'topics' ? `/topics/${part(topic.slug)}/` : `/${landing}/${part(topic.slug)}/${part(topic.entityId)}/`;
}

/** The words of a shopping landing's slug ('linen-throw-pillow' → 'linen throw pillow'). */
export function slugWords(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch (_error) {
    // Keep the raw segment.
  }
  return decoded.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Where a /shopping/{slug}/ that names no topic goes: a product search for its words. */
export const productSearchPath = (slug: string): string => `/search/buyable_pins/?q=${encodeURIComponent(slugWords(slug))}`;
