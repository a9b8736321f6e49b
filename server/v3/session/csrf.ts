/**
 * CSRF protection for cookie-authenticated writes on /v3 (Fetch Metadata, then Origin).
 *
 * A write (POST, PUT, PATCH, DELETE) that carries the session cookie is accepted only when the
 * browser says it came from this site (Sec-Fetch-Site same-origin, same-site or none), or, from a
 * browser that sends no Sec-Fetch-Site, when its Origin is this server's own origin. A request
 * without the session cookie has no ambient authority to abuse and passes, except that a browser
 * declaring Sec-Fetch-Site: cross-site is always refused (no cross-site page may write here,
 * which also stops login CSRF).
 *
 * A request with an access token (Authorization: Bearer) and no session cookie is a program's, not
 * a browser's ambient authority: none of these browser rules apply to it (a cross-site page cannot
 * attach that header without a CORS preflight, which this server never grants). A request with
 * both a cookie and a bearer token is checked as a cookie request (the browser rules apply), and
 * then acts as the token's owner: the bearer wins over the cookie (./plugin.ts).
 */
import type { FastifyRequest } from 'fastify';
import { V3Error } from '../envelope.ts';
import { bearerOf } from '../token/bearer.ts';
import { UNSAFE_METHODS } from '../token/scopes.ts';
import { isHttps, SESSION_COOKIE, parseCookies } from './cookies.ts';

const TRUSTED_SITES = new Set(['same-origin', 'same-site', 'none']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function ownOrigin(request: FastifyRequest): string | undefined {
  const host = header(request, 'host');
  return host ? `${isHttps(request) ? 'https' : 'http'}://${host.toLowerCase()}` : undefined;
}

/**
 * The origins this request may come from: this server's, and the one a proxy or the GraphQL layer
 * names in X-Forwarded-Host (the browser's host on the hop to v3). A cross-site page cannot set that
 * header without a CORS preflight, which this server never grants.
 */
function acceptedOrigins(request: FastifyRequest): string[] {
  const scheme = isHttps(request) ? 'https' : 'http';
  const forwarded = header(request, 'x-forwarded-host')?.split(',')[0]?.trim().toLowerCase();
  return [ownOrigin(request), forwarded ? `${scheme}://${forwarded}` : undefined].filter((o): o is string => o !== undefined);
}

/** Why the request is refused, or null when it may proceed. */
export function csrfRefusal(request: FastifyRequest): string | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  const hasCookie = parseCookies(request.headers.cookie).has(SESSION_COOKIE);
  if (!hasCookie && bearerOf(request) !== undefined) return null;
  const site = header(request, 'sec-fetch-site')?.toLowerCase();
  if (site === 'cross-site') return 'cross-site request';
  if (!hasCookie) return null;
  if (site !== undefined) return TRUSTED_SITES.has(site) ? null : `Sec-Fetch-Site ${site}`;
  const origin = header(request, 'origin')?.toLowerCase();
  if (origin === undefined) return 'no Origin or Sec-Fetch-Site header';
  return acceptedOrigins(request).includes(origin) ? null : `Origin ${origin}`;
}

export function checkCsrf(request: FastifyRequest): void {
  const reason = csrfRefusal(request);
  if (reason !== null) {
    request.log.warn({ reason, url: request.url }, 'v3 write refused by CSRF protection');
    throw new V3Error(403, 'csrf', 'This request was refused because it did not come from this site.');
  }
}
