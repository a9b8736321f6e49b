/** Cookie parsing and Set-Cookie serialisation (RFC 6265), without a cookie package. */
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'cb_session';
/** 30 days, in seconds. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Name → value of a Cookie header; the first of duplicate names wins; undecodable values are kept raw. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    cookies.set(name, value);
  }
  return cookies;
}

export interface CookieOptions {
  maxAge: number;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether the browser reached us over HTTPS (directly, or through a proxy that says so). */
export function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' || request.protocol === 'https';
}

export function sessionCookie(request: FastifyRequest, token: string): string {
  return serializeCookie(SESSION_COOKIE, token, { maxAge: SESSION_MAX_AGE, secure: isHttps(request) });
}

export function clearedSessionCookie(request: FastifyRequest): string {
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0, secure: isHttps(request) });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return parseCookies(request.headers.cookie).get(SESSION_COOKIE);
}
