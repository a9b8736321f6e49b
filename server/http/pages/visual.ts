/**
 * The visual search pages' server-rendered meta (issue 17): /pin/{id}/visual-search/ and
 * …/products/. "More like this: {pin title} | Corkboard" with the pin's picture for a public pin;
 * a pin only the visitor may see (their secret board) gets the plain title and no picture, since the
 * page may be cached; an unknown, removed or hidden pin is a 404.
 */
import type { FastifyRequest } from 'fastify';
import { cutDescription, pinMeta, pinRemoved, SITE_NAME, type PinMeta } from '../pin-meta.ts';
import { loadPins } from '../../v3/pin/load.ts';
import { pinIdFromSlug } from '../../v3/pin/slug.ts';
import { sessionTokenOf } from '../../v3/session/cookies.ts';
import { resolveSession } from '../../v3/session/store.ts';
import { ANONYMOUS, type Viewer } from '../../v3/viewer.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

const VISUAL_PAGE = /^\/pin\/([^/]+)\/visual-search(\/products)?\/?$/;

export function visualPages({ deps, publicUrl }: PagesDeps): DiscoveryPage[] {
  const sessionViewer = async (request: FastifyRequest): Promise<Viewer | null> => {
    const session = await resolveSession(deps.db, sessionTokenOf(request), new Date());
    if (!session) return null;
    return session.limited ? { userId: session.userId, limited: true } : { userId: session.userId };
  };
  return [
    {
      pattern: VISUAL_PAGE,
      async meta(match, request): Promise<PinMeta | null> {
        let slug: string;
        try {
          slug = decodeURIComponent(match[1]!);
        } catch {
          return null;
        }
        const id = pinIdFromSlug(slug);
        if (id === null || !/^[1-9]\d{0,15}$/.test(id)) return null;
        const products = match[2] !== undefined;
        const path = `/pin/${id}/visual-search/${products ? 'products/' : ''}`;
        const url = publicUrl ? `${publicUrl}${path}` : path;
        const what = products ? 'Products like this' : 'More like this';
        const pin = (await loadPins(deps, ANONYMOUS, [Number(id)])).get(Number(id));
        if (pin) {
          if (pinRemoved(pin)) return null;
          const own = pinMeta(pin, publicUrl);
          const title = own.title === SITE_NAME ? `${what} | ${SITE_NAME}` : `${what}: ${own.title}`;
          return { ...own, title, url, description: cutDescription(`Pins that look like this one on ${SITE_NAME}. ${own.description}`) };
        }
        // Not public: there only for a signed-in viewer who may see it; nothing of it in the head.
        const viewer = await sessionViewer(request);
        const mine = viewer ? (await loadPins(deps, viewer, [Number(id)])).get(Number(id)) : undefined;
        if (!mine || pinRemoved(mine)) return null;
        return { title: `${what} | ${SITE_NAME}`, description: `Pins that look like this one on ${SITE_NAME}.`, image: null, url };
      },
    },
  ];
}
