/**
 * The today pages' server-rendered meta (issue 17): /today and its tabs /today/article/, /today/best/,
 * /today/trending/, /today/popular/, /today/shop/; an article at /today/article/{slug} and
 * /discover/article/{slug} (the same page; og:url names the first). Any other /today/… path and an
 * unknown slug are 404 pages. An article's head is what a logged-out visitor sees of it.
 */
import { cutDescription, SITE_NAME, type PinMeta } from '../pin-meta.ts';
import { V3Error } from '../../v3/envelope.ts';
import { articleBySlug } from '../../v3/today/routes.ts';
import { serializeArticles } from '../../v3/today/load.ts';
import { ANONYMOUS } from '../../v3/viewer.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

/** Each tab's path segment and head. */
export const TODAY_TAB_PAGES: Record<string, { title: string; description: string }> = {
  article: { title: 'Today', description: 'Ideas people are saving this week, in articles assembled each day from the trending topics.' },
  best: { title: 'Best of the week', description: 'The all-time favourite pins of the topics people are saving this week.' },
  trending: { title: 'Trending', description: 'The topics people save more of this week than the week before.' },
  popular: { title: 'Popular', description: 'The pins saved most this week, topic by topic.' },
  shop: { title: 'Shop', description: 'Products from the topics people are saving this week.' },
};

export function todayPages({ deps, publicUrl }: PagesDeps): DiscoveryPage[] {
  const absolute = (url: string) => (url.startsWith('/') && publicUrl ? `${publicUrl}${url}` : url);
  const tabMeta = (tab: string): PinMeta | null => {
    const page = TODAY_TAB_PAGES[tab];
    if (!page) return null;
    return { title: `${page.title} | ${SITE_NAME}`, description: page.description, image: null, url: absolute(tab === 'article' ? '/today/' : `/today/${tab}/`) };
  };
  const articleMeta = async (rawSlug: string): Promise<PinMeta | null> => {
    let slug: string;
    try {
      slug = decodeURIComponent(rawSlug);
    } catch {
      return null;
    }
    try {
      const row = await articleBySlug(deps, slug);
      const [article] = await serializeArticles(deps, ANONYMOUS, [row], false);
      if (!article) return null;
      const cover = article.cover_images?.['736x'];
      return {
        title: `${article.title} | ${SITE_NAME}`,
        description: cutDescription(article.description),
        image: cover ? { url: absolute(cover.url), width: cover.width, height: cover.height } : null,
        url: absolute(article.url),
      };
    } catch (error) {
      if (error instanceof V3Error && error.status === 404) return null;
      throw error;
    }
  };
  return [
    {
      // /today, /today/{tab}/ and /today/article/{slug}; anything deeper or unknown is no page.
      pattern: /^\/today(?:\/([^/]+))?(?:\/([^/]+))?\/?$/,
      meta: async (match) => {
        const [, tab, slug] = match;
        if (!tab) return tabMeta('article');
        if (slug === undefined) return tabMeta(tab);
        return tab === 'article' ? articleMeta(slug) : null;
      },
    },
    { pattern: /^\/today\/.+$/, meta: async () => null },
    { pattern: /^\/discover\/article\/([^/]+)\/?$/, meta: async (match) => articleMeta(match[1]!) },
  ];
}
