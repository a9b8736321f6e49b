/**
 * The topic landings' server-rendered title and meta (issue 17), and their 404s: /topics and
 * /topics/{url_name or slug}, /ideas and /ideas/{slug}/{id}, /videos/ and /videos/{slug}/{id},
 * /shopping/ and /shopping/{slug}/{id}. An unknown topic (or an id that is not one) is a 404 page; a
 * known id under another slug is the page (the client goes on to the right address). /shopping/{slug}/
 * is the topic's shopping page when the slug names one, else the product search the client goes to.
 */
import { SITE_NAME, cutDescription, type PinMeta } from '../pin-meta.ts';
import { findTopic, serializeTopics, type TopicRow } from '../../v3/topic/load.ts';
import { ANONYMOUS } from '../../v3/viewer.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

type Landing = 'topics' | 'ideas' | 'videos' | 'shopping';

const TITLES: Record<Landing, (name: string) => string> = {
  topics: (name) => name,
  ideas: (name) => `${name} ideas`,
  videos: (name) => `${name} videos`,
  shopping: (name) => `Shop ${name}`,
};
const ABOUT: Record<Landing, (name: string) => string> = {
  topics: (name) => `Discover ${name} ideas on ${SITE_NAME}: the most saved pins of the topic, and the newest.`,
  ideas: (name) => `Discover ${name} ideas on ${SITE_NAME}: the most saved pins of the topic, and the newest.`,
  videos: (name) => `Watch ${name} videos on ${SITE_NAME}.`,
  shopping: (name) => `Shop ${name} products on ${SITE_NAME}, in stock first.`,
};

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const part = encodeURIComponent;

export function topicPages({ deps, publicUrl }: PagesDeps): DiscoveryPage[] {
  const absolute = (path: string) => `${publicUrl}${path}`;

  /** The page of a site-wide landing (no topic). */
  const plain = (pattern: RegExp, title: string, description: string, path: string): DiscoveryPage => ({
    pattern,
    meta: async () => ({ title: `${title} | ${SITE_NAME}`, description, image: null, url: absolute(path) }),
  });

  async function topicMeta(landing: Landing, topic: TopicRow): Promise<PinMeta> {
    const [answer] = await serializeTopics(deps, ANONYMOUS, [topic]);
    const slug = answer!.slug;
    const path = landing === 'topics' ? `/topics/${part(slug)}/` : `/${landing}/${part(slug)}/${topic.id}/`;
    const cover = answer!.cover_image;
    const image = cover ? { url: cover.url.startsWith('/') ? absolute(cover.url) : cover.url, width: cover.width, height: cover.height } : null;
    return { title: `${TITLES[landing](topic.name)} | ${SITE_NAME}`, description: cutDescription(ABOUT[landing](topic.name)), image, url: absolute(path) };
  }

  /** /{landing}/{slug}/{id}: the topic by id (digits only), whatever the slug. */
  const byId = (landing: Exclude<Landing, 'topics'>): DiscoveryPage => ({
    pattern: new RegExp(`^/${landing}/([^/]+)/([^/]+)/?$`),
    meta: async (match) => {
      const id = match[2]!;
      if (!/^\d{1,16}$/.test(id)) return null;
      const topic = await findTopic(deps.db, id, 'id');
      return topic ? topicMeta(landing, topic) : null;
    },
  });

  return [
    plain(/^\/topics\/?$/, 'Topics', `Every topic on ${SITE_NAME}: pick one to see its ideas.`, '/topics/'),
    {
      pattern: /^\/topics\/([^/]+)\/?$/,
      meta: async (match) => {
        const key = decoded(match[1]!);
        const topic = key === null ? null : await findTopic(deps.db, key, 'url_name');
        return topic ? topicMeta('topics', topic) : null;
      },
    },
    plain(/^\/ideas\/?$/, 'Explore ideas', `Follow the topics you love on ${SITE_NAME}.`, '/ideas/'),
    byId('ideas'),
    plain(/^\/videos\/?$/, 'Videos', `Watch ideas from every topic on ${SITE_NAME}.`, '/videos/'),
    byId('videos'),
    plain(/^\/shopping\/?$/, 'Shop ideas', `Products from every topic on ${SITE_NAME}, in stock first.`, '/shopping/'),
    {
      pattern: /^\/shopping\/([^/]+)\/?$/,
      meta: async (match) => {
        const key = decoded(match[1]!);
        if (key === null) return null;
        const topic = await findTopic(deps.db, key, 'url_name');
        if (topic) return topicMeta('shopping', topic);
        // Not a topic: the client searches products for the words (/search/buyable_pins/?q=…).
        const words = key.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
        if (words === '' || words.length > 100) return null;
        const q = encodeURIComponent(words);
        return { title: `Shop ${words} | ${SITE_NAME}`, description: cutDescription(`Shop ${words} on ${SITE_NAME}.`), image: null, url: absolute(`/search/buyable_pins/?q=${q}`) };
      },
    },
    byId('shopping'),
  ];
}
