/**
 * The outbound pages (issue 18; pin-card §2, platform §2): GET /offsite/ (query token, url, pin,
 * isThirdPartyAd, csr, client_tracking_params, aux_data) redirects to url only when the token was
 * signed for that url and pin and has not expired; GET /pin_redirect (domain, domainImageUrl, origin,
 * pinCategory, pinImageUrl, redirectUrl, with the same token) is the interstitial for new or
 * upsell-eligible visitors. Anything else gets a page that says why and links back, never a redirect.
 *
 * The pages are small server-rendered HTML (no client bundle): every value escaped, noindex, never
 * cached, no referrer sent on, and a Content-Security-Policy that allows no script at all.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { V3Deps } from '../v3/deps.ts';
import { isWebUrl } from '../v3/offsite/pin-url.ts';
import { checkLink } from '../v3/offsite/store.ts';
import type { LinkVerdict } from '../v3/offsite/check.ts';
import { escapeHtml, SITE_NAME } from './pin-meta.ts';

export interface OffsitePagesOptions {
  readonly deps: V3Deps;
}

/** Where 'Learn more' on the blocked-link page goes (the terms' community guidelines). */
export const LEARN_MORE_PATH = '/terms#community-guidelines';
/** Query values longer than this are not read (a signed url is at most OFFSITE_URL_MAX anyway). */
const MAX_VALUE = 8192;
/** A same-origin path: one leading '/', not '//' or '/\' (protocol-relative), printable ASCII only. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;
/** A same-origin image of ours (server/images/routes.ts): /images/… with no '..' segment. */
const OUR_IMAGE = /^\/images\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;
/** A pin id as in /pin/{id}/. */
const PIN_ID = /^[1-9]\d{0,18}$/;
/** A pin category slug (home_decor). */
const CATEGORY = /^[a-z][a-z_]{0,39}$/;

type Query = Record<string, string | string[] | undefined>;

/** One value of a single-valued parameter: absent, repeated (an array) or too long reads as undefined. */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' && value.length <= MAX_VALUE ? value : undefined;
}

/** isThirdPartyAd: absent or 'false' → false, 'true' → true, anything else → undefined (not valid). */
function thirdPartyFlag(query: Query): boolean | undefined {
  if (query.isThirdPartyAd === undefined) return false;
  const value = single(query, 'isThirdPartyAd');
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export interface SignedTarget {
  url: string;
  pin: string;
  isThirdPartyAd: boolean;
  token: string;
}

/** The target the query names, when its token verifies for exactly it (and it is a web link); else null. */
export function verifiedTarget(deps: V3Deps, query: Query, urlParam: 'url' | 'redirectUrl'): SignedTarget | null {
  const token = single(query, 'token');
  const url = single(query, urlParam);
  const pin = single(query, 'pin');
  const isThirdPartyAd = thirdPartyFlag(query);
  if (!deps.offsiteTokens || token === undefined || url === undefined || pin === undefined || isThirdPartyAd === undefined) return null;
  if (!deps.offsiteTokens.verify(token, { url, pin, isThirdPartyAd })) return null;
  // The signer signs only web links; checked again so that a leaked secret alone cannot send javascript:.
  return isWebUrl(url) ? { url, pin, isThirdPartyAd, token } : null;
}

/** The /offsite/ address of a verified target (what 'Continue' on /pin_redirect opens). */
export function offsitePath(target: SignedTarget): string {
  const params = new URLSearchParams({ token: target.token, url: target.url, pin: target.pin });
  if (target.isThirdPartyAd) params.set('isThirdPartyAd', 'true');
  return `/offsite/?${params.toString()}`;
}

/** A host fit to show: the URL's ASCII (punycode) host, www. left off; '' when there is none. */
export function shownHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The pin's closeup when `pin` is a pin id (not a third-party ad's). */
function pinPath(query: Query): string | null {
  const pin = single(query, 'pin');
  return pin !== undefined && PIN_ID.test(pin) && single(query, 'isThirdPartyAd') !== 'true' ? `/pin/${pin}/` : null;
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #111; background: #fff; }
  main { max-width: 480px; margin: 0 auto; padding: 48px 24px; }
  .brand { display: inline-block; color: #e60023; font-weight: 700; font-size: 20px; text-decoration: none; margin-bottom: 32px; }
  .label { margin: 0 0 4px; color: #767676; font-size: 14px; font-weight: 600; }
  h1 { margin: 0 0 16px; font-size: 28px; line-height: 1.2; }
  p { margin: 0 0 16px; }
  .host { font-weight: 700; overflow-wrap: anywhere; }
  .pin-image { display: block; max-width: 100%; max-height: 320px; margin: 0 0 24px; border-radius: 16px; }
  .domain { display: flex; align-items: center; gap: 8px; margin: 0 0 24px; }
  .domain img { width: 24px; height: 24px; border-radius: 50%; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 24px; }
  .button { display: inline-block; padding: 12px 20px; border-radius: 24px; font-weight: 700; text-decoration: none; background: #efefef; color: #111; }
  .button.primary { background: #e60023; color: #fff; }
  .button:focus-visible, a:focus-visible { outline: 3px solid #0074e8; outline-offset: 2px; }
  a { color: #111; }
  @media (min-width: 768px) { main { padding-top: 96px; } }
`;

/** A whole page around `body` (already escaped HTML). */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <title>${escapeHtml(title)} | ${SITE_NAME}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <a class="brand" href="/">${SITE_NAME}</a>
${body}
    </main>
  </body>
</html>
`;
}

/** The headers of every answer here: not cached, not indexed, no referrer, no script. */
function pageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return pageHeaders(reply).status(status).type('text/html; charset=utf-8').send(renderPage(title, body));
}

const link = (href: string, text: string, className = 'button') => `<a class="${className}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** 400: the link expired or is not valid (a tampered, foreign, expired or missing token); never a redirect. */
export function invalidPage(reply: FastifyReply, query: Query): FastifyReply {
  const back = pinPath(query);
  return sendPage(
    reply,
    400,
    'This link has expired',
    `      <h1>This link has expired or is not valid</h1>
      <p>Links to other websites from ${SITE_NAME} work for 24 hours from the page they were on. Go back to the Pin to open its link again.</p>
      <div class="actions">${back ? link(back, 'Back to the Pin', 'button primary') : ''}${link('/', `Go to ${SITE_NAME}`)}</div>`,
  );
}

/** 200: the link check stopped this link (blocked, suspicious or porn); no redirect. */
function blockedPage(reply: FastifyReply, query: Query, verdict: LinkVerdict, url: string): FastifyReply {
  const host = shownHost(verdict.url || url);
  const back = pinPath(query);
  return sendPage(
    reply,
    200,
    'Heads up!',
    `      <p class="label">We have blocked this link</p>
      <h1>Heads up!</h1>
      <p>${escapeHtml(verdict.message)}</p>
      ${host ? `<p>The link goes to <span class="host">${escapeHtml(host)}</span>.</p>` : ''}
      <p><a href="${LEARN_MORE_PATH}" target="_blank" rel="noopener noreferrer">Learn more</a></p>
      <div class="actions">${link(back ?? '/', back ? 'Back to the Pin' : `Go to ${SITE_NAME}`, 'button primary')}</div>`,
  );
}

/** 503: the check could not be made just now; the link is not opened. */
function uncheckedPage(reply: FastifyReply, query: Query, url: string): FastifyReply {
  const host = shownHost(url);
  const back = pinPath(query);
  return sendPage(
    reply,
    503,
    'Try again',
    `      <h1>We couldn't check this link just now</h1>
      <p>Try again in a moment${host ? `; the link goes to <span class="host">${escapeHtml(host)}</span>` : ''}.</p>
      <div class="actions">${link(back ?? '/', back ? 'Back to the Pin' : `Go to ${SITE_NAME}`, 'button primary')}</div>`,
  );
}

/** 'Back' on the interstitial: origin when it is a same-origin path, else the home page. */
function backPath(query: Query): string {
  const origin = single(query, 'origin');
  return origin !== undefined && origin.length <= 2000 && SAME_ORIGIN_PATH.test(origin) ? origin : '/';
}

/** An image to show on the interstitial: only our own /images/ paths. */
function ourImage(query: Query, name: string): string | null {
  const value = single(query, name);
  return value !== undefined && value.length <= 500 && OUR_IMAGE.test(value) ? value : null;
}

function interstitialPage(reply: FastifyReply, query: Query, target: SignedTarget): FastifyReply {
  // The host shown is the signed url's own, not the `domain` parameter: the token does not cover that.
  const host = shownHost(target.url);
  const pinImage = ourImage(query, 'pinImageUrl');
  const domainImage = ourImage(query, 'domainImageUrl');
  const category = single(query, 'pinCategory');
  const categoryText = category !== undefined && CATEGORY.test(category) ? category.replace(/_/g, ' ') : null;
  return sendPage(
    reply,
    200,
    "You're leaving Corkboard",
    `      <h1>You're leaving ${SITE_NAME}</h1>
      ${pinImage ? `<img class="pin-image" src="${escapeHtml(pinImage)}" alt="" />` : ''}
      ${categoryText ? `<p class="label">${escapeHtml(categoryText.charAt(0).toUpperCase() + categoryText.slice(1))}</p>` : ''}
      <p class="domain">${domainImage ? `<img src="${escapeHtml(domainImage)}" alt="" />` : ''}<span>This link goes to <span class="host">${escapeHtml(host)}</span>, a site ${SITE_NAME} does not run.</span></p>
      <div class="actions">${link(offsitePath(target), `Continue to ${host}`, 'button primary')}${link(backPath(query), 'Back')}</div>`,
  );
}

export async function offsitePages(app: FastifyInstance, { deps }: OffsitePagesOptions): Promise<void> {
  // After the app-wide security headers (observe.ts): these pages send no referrer at all.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  app.get('/offsite/', async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const query = request.query;
    const target = verifiedTarget(deps, query, 'url');
    if (!target) return invalidPage(reply, query);
    let verdict: LinkVerdict;
    try {
      verdict = await checkLink(deps, target.url);
    } catch (error) {
      request.log.error({ err: error }, 'offsite: the link check failed; the link is not opened');
      return uncheckedPage(reply, query, target.url);
    }
    if (verdict.redirect_status !== 'safe') return blockedPage(reply, query, verdict, target.url);
    // The WHATWG serialisation: the same address, with nothing a header could not carry.
    return pageHeaders(reply).redirect(new URL(target.url).href, 302);
  });

  app.get('/pin_redirect', async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const query = request.query;
    const target = verifiedTarget(deps, query, 'redirectUrl');
    if (!target) return invalidPage(reply, query);
    return interstitialPage(reply, query, target);
  });
}
