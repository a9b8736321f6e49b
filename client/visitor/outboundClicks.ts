/**
 * Clickthroughs (platform §3, §4): a logged-out visitor following a pin's outbound link (the pin
 * card's domain button and source line, the closeup's source link, a carousel slot's link). One
 * listener on the document sees them all, so no link component needs to know about the visitor's
 * state: a link to another site inside an element carrying the pin's id (data-pin-id, the card
 * and the closeup both have it) is that pin's clickthrough. A link to this site's /offsite/ page
 * is one to the site its url parameter names.
 */
import { OFFSITE_PATH } from '../offsite/rules';
import type { Clickthrough } from './loggedOutState';

/** /images/{size}/{signature}.{ext} (server/images): the pin image's signature. */
const IMAGE_PATH = /\/images\/[^/]+\/([A-Za-z0-9_-]+)\.[a-z0-9]+(?:[?#]|$)/;

/** The clickthrough a click on `target` is, or null (not a link, not a pin's, or within the site). */
export function clickthroughOf(target: EventTarget | null, origin: string = window.location.origin): Clickthrough | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
    // A pin's outbound link goes through this site's /offsite/ page (issue 18): its destination is the url parameter.
    if (url.origin === origin && url.pathname === OFFSITE_PATH) url = new URL(url.searchParams.get('url') ?? '');
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === origin) return null;
  const pin = anchor.closest<HTMLElement>('[data-pin-id]');
  const pinId = pin?.dataset.pinId;
  if (!pin || !pinId) return null;
  const image = pin.querySelector<HTMLImageElement>('img[src*="/images/"]');
  const imageSignature = (image && IMAGE_PATH.exec(image.getAttribute('src') ?? '')?.[1]) ?? '';
  return { pinId, link: url.href, imageSignature, domain: url.hostname.replace(/^www\./, '') };
}

/** Calls `onClickthrough` for each clickthrough (a click or a middle click); answers how to stop. */
export function listenForClickthroughs(onClickthrough: (click: Clickthrough) => void): () => void {
  const listener = (event: MouseEvent) => {
    // A middle click opens the link too; other buttons do not.
    if (event.type === 'auxclick' && event.button !== 1) return;
    const click = clickthroughOf(event.target);
    if (click) onClickthrough(click);
  };
  document.addEventListener('click', listener, true);
  document.addEventListener('auxclick', listener, true);
  return () => {
    document.removeEventListener('click', listener, true);
    document.removeEventListener('auxclick', listener, true);
  };
}
