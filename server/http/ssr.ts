/**
 * Server rendering of the client's pages (client/ssr/entry-server.tsx, built into dist-ssr/): the
 * first screen arrives as HTML, styled by its critical rules inline, so the browser paints pins
 * and starts their images before any script runs; the scripts then hydrate the same markup from the
 * Relay records sent with it. GraphQL is asked in-process (app.inject) as the visitor: their
 * cookie, language, user agent and IP, so the same visibility rules, limits and budget apply as
 * to the browser's own requests. A render that fails or passes SSR_DEADLINE_MS is dropped: the
 * page goes out as the plain client page, which renders in the browser as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderResult, ServerEntry } from '../../client/ssr/contract.ts';

/** How long a page may take to render on the server before the client renders it instead. */
export const SSR_DEADLINE_MS = 1500;

/** The server build's entry, relative to client/ (vite.config.ts's root). */
export const SSR_ENTRY = 'ssr/entry-server.tsx';

/** The server build next to a client build: `dist/` → `dist-ssr/`. */
export const ssrDirFor = (distDir: string): string => `${distDir.replace(/[\\/]+$/, '')}-ssr`;

/** Loads the server build, or undefined when there is none (the client renders every page then). */
export async function loadServerEntry(distDir: string): Promise<ServerEntry | undefined> {
  const entry = path.join(ssrDirFor(distDir), 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}

/** Request headers GraphQL reads to answer as the visitor (schema/context.ts forwards them to v3). */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-proto', 'host'] as const;

/**
 * Whether the request looks like a phone's: the Sec-CH-UA-Mobile client hint, else "Mobi" in the
 * User-Agent (the usual test; tablets do not say it). The page is rendered in that layout.
 */
export function isMobileRequest(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  const agent = headers['user-agent'];
  return typeof agent === 'string' && agent.includes('Mobi');
}

export interface Rendered {
  readonly result: RenderResult;
  /** Rendered in the phone layout (isMobileRequest). */
  readonly mobile: boolean;
  /** Cookies v3 set while answering (a renewed session): sent with the page. */
  readonly setCookies: string[];
}

/** Renders the page at `request.url` as its visitor; null when it failed or took too long. */
export async function renderPage(app: FastifyInstance, entry: ServerEntry, request: FastifyRequest): Promise<Rendered | null> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const setCookies: string[] = [];
  const signal = AbortSignal.timeout(SSR_DEADLINE_MS);
  const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      remoteAddress: request.ip,
      payload: typeof init?.body === 'string' ? init.body : '',
      signal,
    });
    const cookies = response.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  }) as typeof fetch;
  try {
    const mobile = isMobileRequest(request.headers);
    const result = await entry.render({ url: request.url, fetchImpl, signal, mobile });
    return { result, mobile, setCookies };
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'server rendering failed; the client renders the page');
    return null;
  }
}
