/**
 * The search pages' server-rendered title and meta (issue 17): `/search/{scope}/?q=` for the scopes
 * with a page is `<q> | Corkboard` (`Search | Corkboard` without words), with a description; any
 * other scope is Not Found. `/search` and `/search/` are the page the client sends on to
 * `/search/pins/?q=`.
 */
import type { FastifyRequest } from 'fastify';
import { cutDescription, SITE_NAME, type PinMeta } from '../pin-meta.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

/** The scopes with a page (client/search/searchPaths.ts) and what each finds. */
export const SEARCH_PAGE_SCOPES: Readonly<Record<string, string>> = {
  pins: 'Pins',
  videos: 'videos',
  buyable_pins: 'products',
  idea_pins: 'Idea Pins',
  boards: 'boards',
  users: 'people',
  my_pins: 'your Pins',
};

/** The words of the address (`?q=`), trimmed, at most 100 characters as search takes them; '' without. */
function wordsOf(request: FastifyRequest): string {
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  const value = typeof q === 'string' ? q : Array.isArray(q) && typeof q[0] === 'string' ? q[0] : '';
  return [...value.trim().replace(/\s+/g, ' ')].slice(0, 100).join('');
}

export function searchPages({ publicUrl }: PagesDeps): DiscoveryPage[] {
  const meta = (scope: string, request: FastifyRequest): PinMeta => {
    const words = wordsOf(request);
    const what = SEARCH_PAGE_SCOPES[scope] ?? 'Pins';
    const path = `/search/${scope}/${words ? `?q=${encodeURIComponent(words)}` : ''}`;
    return {
      title: words ? `${words} | ${SITE_NAME}` : `Search | ${SITE_NAME}`,
      description: cutDescription(words ? `Find ${what} for “${words}” on ${SITE_NAME}: ideas saved by people like you.` : `Search ${SITE_NAME} for ${what}, boards and people.`),
      image: null,
      url: publicUrl ? `${publicUrl}${path}` : path,
    };
  };
  return [
    {
      pattern: /^\/search\/?$/,
      meta: async (_match, request) => meta('pins', request),
    },
    {
      pattern: /^\/search\/([^/]+)\/?$/,
      meta: async (match, request) => {
        const scope = match[1]!;
        return Object.hasOwn(SEARCH_PAGE_SCOPES, scope) ? meta(scope, request) : null;
      },
    },
    {
      // Deeper paths under /search/ are no page.
      pattern: /^\/search\/.+/,
      meta: async () => null,
    },
  ];
}
