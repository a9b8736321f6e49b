/**
 * The built client (dist/): hashed assets with long caching, and index.html for every page route.
 * Pages that do not exist get the same page with HTTP 404 (the client shows its Not Found page):
 * any path the client has no route for, /pin/{id}/ for a pin that is unknown or hidden, and
 * /{username}/ or /{username}/_saved/ for a reserved name or a person who is not there, and
 * /{username}/{boardSlug}/[{sectionSlug}/] for a board that is unknown or not public to everyone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReservedUsername } from '../v3/account/reserved.ts';
import { pinIdFromSlug } from '../v3/pin/slug.ts';
import { BOARD_SLUG } from '../v3/board/routes.ts';
import type { V3Pin } from '../v3/types.ts';
import { USERNAME } from '../v3/user/routes.ts';
import { pinMeta, pinRemoved, withPinMeta } from './pin-meta.ts';

export interface SpaOptions {
  distDir: string;
  /**
   * The pin as a logged-out visitor sees it (undefined: no such page, 404); it also fills the page's
   * title and Open Graph tags.
   */
  pin: (id: number) => Promise<V3Pin | undefined>;
  /** PUBLIC_URL: makes og:url and og:image absolute. */
  publicUrl?: string;
  /** Whether a profile page exists for this (unreserved, well-formed) username. */
  userExists: (username: string) => Promise<boolean>;
  /** Whether a board page exists (readable by a logged-out visitor) at /{username}/{slug}/. */
  boardExists?: (username: string, slug: string) => Promise<boolean>;
}

/** Paths the client has a page for (anything else gets its Not Found page with HTTP 404). */
const PAGE_ROUTES = [
  /^\/$/,
  /^\/homefeed\/?$/,
  /^\/login\/?$/,
  /^\/login\/link\/[A-Za-z0-9_-]{1,100}\/?$/,
  /^\/signup\/?$/,
  // The sign-up steps (issue 12; client/account/onboardingSteps.ts).
  /^\/signup\/steps\/(?:gender|interests|use-case)\/?$/,
  /^\/terms\/?$/,
  /^\/privacy\/?$/,
  /^\/password\/reset\/?$/,
  /^\/pw\/[A-Za-z0-9_]{1,30}\/?$/,
  /^\/settings\/?$/,
];
/** /pin/{id}/, its save page /pin/{id}/repin/ and its analytics page /pin/{id}/analytics/. */
const PIN_ROUTE = /^\/pin\/([^/]+)(?:\/repin|\/analytics)?\/?$/;
/** A profile and its saved pins; checked after PAGE_ROUTES, whose first segments are all reserved. */
const PROFILE_ROUTE = /^\/([^/]+)(?:\/_saved)?\/?$/;
/** A board, optionally one of its sections; checked after PROFILE_ROUTE (so `_saved` is never a board). */
const BOARD_ROUTE = /^\/([^/]+)\/([^/]+)(?:\/[^/]+)?\/?$/;

export async function spa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  interface Page {
    status: number;
    html: string;
  }

  async function pageFor(pathname: string): Promise<Page> {
    const page = (status: number, html = indexHtml): Page => ({ status, html });
    if (PAGE_ROUTES.some((route) => route.test(pathname))) return page(200);
    const pin = PIN_ROUTE.exec(pathname);
    if (pin) {
      let slug: string;
      try {
        slug = decodeURIComponent(pin[1]!);
      } catch {
        return page(404);
      }
      const id = pinIdFromSlug(slug);
      if (id === null || !/^[1-9]\d{0,15}$/.test(id)) return page(404);
      const found = await options.pin(Number(id));
      return found && !pinRemoved(found) ? page(200, withPinMeta(indexHtml, pinMeta(found, options.publicUrl))) : page(404);
    }
    const profile = PROFILE_ROUTE.exec(pathname);
    if (profile) {
      const name = profile[1]!;
      if (!USERNAME.test(name) || isReservedUsername(name)) return page(404);
      return page((await options.userExists(name)) ? 200 : 404);
    }
    const board = BOARD_ROUTE.exec(pathname);
    if (board && options.boardExists) {
      const name = board[1]!;
      let slug: string;
      try {
        slug = decodeURIComponent(board[2]!);
      } catch {
        return page(404);
      }
      if (!USERNAME.test(name) || isReservedUsername(name) || !BOARD_SLUG.test(slug)) return page(404);
      return page((await options.boardExists(name, slug)) ? 200 : 404);
    }
    return page(404);
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { status, html } = await pageFor(pathname);
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not Found', message: `no route for ${request.method} ${request.url.split('?')[0]}` });
    }
    return page(request, reply);
  });
}
