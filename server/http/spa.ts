/**
 * The built client (dist/): hashed assets with long caching, and index.html for every page route.
 * Pages that do not exist get the same page with HTTP 404 (the client shows its Not Found page):
 * any path the client has no route for, /pin/{id}/ for a pin that is unknown or hidden, and
 * /{username}/ or /{username}/_saved/ for a reserved name or a person who is not there, and
 * /{username}/{boardSlug}/[{sectionSlug}/] for a board that is unknown or not public to everyone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReservedUsername } from '../v3/account/reserved.ts';
import { pinIdFromSlug } from '../v3/pin/slug.ts';
import { BOARD_SLUG } from '../v3/board/routes.ts';
import type { V3Pin } from '../v3/types.ts';
import { USERNAME } from '../v3/user/routes.ts';
import { pinMeta, pinRemoved, withPinMeta } from './pin-meta.ts';
import { criticalCss, loadCriticalCssIndex } from './critical-css.ts';
import type { DiscoveryPage } from './pages/index.ts';
import { loadServerEntry, renderPage, type Rendered } from './ssr.ts';

export interface SpaOptions {
  distDir: string;
  /**
   * The pin as a logged-out visitor sees it (undefined: no such page, 404); it also fills the page's
   * title and Open Graph tags.
   */
  pin: (id: number) => Promise<V3Pin | undefined>;
  /**
   * The pin as the visitor asking sees it, with their session cookie (undefined without a session or
   * when it is not theirs to see): asked only when the logged-out visitor does not see the pin, so
   * /pin/{id}/[edit|analytics|repin]/ of a pin on a secret board is a page for its owner and
   * collaborators, and 404 for everyone else. Public pins cost nothing more.
   */
  pinForVisitor?: (id: number, request: FastifyRequest) => Promise<V3Pin | undefined>;
  /** PUBLIC_URL: makes og:url and og:image absolute. */
  publicUrl?: string;
  /** Whether a profile page exists for this (unreserved, well-formed) username. */
  userExists: (username: string) => Promise<boolean>;
  /**
   * Whether a board page exists at /{username}/{slug}/ for the visitor asking (a secret board is
   * there for its owner and collaborators, with their session cookie, and 404 for everyone else).
   */
  boardExists?: (username: string, slug: string, request: FastifyRequest) => Promise<boolean>;
  /** The discovery pages (issue 17, ./pages/): their title and meta, or 404. */
  pages?: readonly DiscoveryPage[];
  /** Render pages on the server when a server build is there (default false; server/http/ssr.ts). */
  serverRendering?: boolean;
}

/**
 * Pages are compressed here: @fastify/compress's hooks do not reach the not-found handler that
 * serves them (a server-rendered page is ~170 kB of markup and records, ~18 kB gzipped).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

/** The built page's stylesheet link (build/purged-stylesheet.ts). */
const STYLESHEET_LINK = /<link rel="stylesheet" id="app-css" href="([^"]+)"[^>]*>/;

/**
 * The scripts of a server-rendered page. The page shows without them: they start loading after the
 * load event and the frame that follows it (the first screen's images are painted by then, and
 * nothing competes with them for a phone's bandwidth), with the whole stylesheet (what the critical
 * rules leave out: menus, dialogs, what renders later; client/main.tsx hydrates once it is there).
 * The libraries' chunks run one task each before the entry: a module graph otherwise runs in one
 * task, the longest of a phone's start-up.
 */
function deferredEntry(indexHtml: string): string {
  const src = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1];
  if (!src) throw new Error('the built index.html has no entry script');
  const stylesheet = STYLESHEET_LINK.exec(indexHtml)?.[1];
  const chunks = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  const script = `
      const run = async () => {
        for (const href of ${JSON.stringify([src, ...chunks])}) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.append(link);
        }
        ${stylesheet ? `const sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.id = 'app-css';
        sheet.href = ${JSON.stringify(stylesheet)};
        document.head.append(sheet);` : ''}
        for (const chunk of ${JSON.stringify(chunks)}) {
          await import(chunk);
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        await import(${JSON.stringify(src)});
      };
      const afterLoad = () => requestAnimationFrame(() => setTimeout(run, 0));
      if (document.readyState === 'complete') afterLoad();
      else addEventListener('load', afterLoad, { once: true });`;
  return `<script type="module">${script.replace(/\s*\n\s*/g, ' ').trim()}</script>`;
}

/** The page with the server-rendered markup in #root, its records, and its critical rules in <head>. */
function withRendered(html: string, rendered: { html: string; recordsScript: string; colorScheme: string }, mobile: boolean, css: string, earlyInputScript: string, scripts: string): string {
  return html
    // First in <head>: what the visitor does before hydration is kept (client/ssr/earlyInput.ts).
    .replace('<head>', () => `<head>\n    <script>${earlyInputScript}</script>`)
    // The page shows without its scripts and stylesheet: they load once it has (deferredEntry).
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => scripts)
    .replace(STYLESHEET_LINK, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
    .replace('<html lang="en">', () => `<html lang="en" data-color-scheme="${rendered.colorScheme}" data-viewport="${mobile ? 'mobile' : 'desktop'}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.recordsScript}`)
    .replace('</head>', () => `<style id="critical-css">${css}</style>\n  </head>`);
}

/** The home feed: rendered on the server (with the closeup, profiles and boards) when that is on. */
const BROWSE_ROUTES = [/^\/$/, /^\/homefeed\/?$/];
/** Paths the client has a page for (anything else gets its Not Found page with HTTP 404). */
const PAGE_ROUTES = [
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
  // Board and section editors (issues 14, 15): the page itself says when the board is not the viewer's to edit.
  /^\/board\/[1-9]\d{0,15}\/edit(?:\/collaborators|\/add_collaborators)?\/?$/,
  /^\/boardsection\/[1-9]\d{0,15}\/edit\/?$/,
  // Received board invites (issue 15; the inbox view invitesRequestsView).
  /^\/notifications\/invites\/?$/,
  // The pin builders (issue 16): members only, the page sends a visitor to log in.
  /^\/(?:pin-builder|pin-editor|idea-pin-builder|story-pin-builder|pin\/create)\/?$/,
  // The inbox and a conversation (issue 20): members only; a conversation not the viewer's is the page's own Not Found.
  /^\/(?:inbox|conversation)(?:\/[1-9]\d{0,15})?\/?$/,
  /^\/notifications\/?$/,
];
/**
 * /pin/{id}/, its save page /pin/{id}/repin/, its analytics page /pin/{id}/analytics/, its editor
 * /pin/{id}/edit/, its report page /pin/{id}/feedback/ (issue 18), and the closeup as
 * /pin/{id}/comments/ and /pin/{id}/sent/ (issue 20).
 */
const PIN_ROUTE = /^\/pin\/([^/]+)(?:\/repin|\/analytics|\/edit|\/feedback|\/comments|\/sent)?\/?$/;
/** The closeup itself (not its save or analytics page), also with its comments in view or as a pin sent to you. */
const CLOSEUP_ROUTE = /^\/pin\/[^/]+(?:\/comments|\/sent)?\/?$/;
/** A profile and its saved pins; checked after PAGE_ROUTES, whose first segments are all reserved. */
const PROFILE_ROUTE = /^\/([^/]+)(?:\/_saved)?\/?$/;
/** A board, optionally one of its sections; checked after PROFILE_ROUTE (so `_saved` is never a board). */
const BOARD_ROUTE = /^\/([^/]+)\/([^/]+)(?:\/[^/]+)?\/?$/;

export async function spa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const serverEntry = options.serverRendering ? await loadServerEntry(options.distDir) : undefined;
  const cssIndex = serverEntry ? loadCriticalCssIndex(options.distDir) : undefined;
  // The same for every server-rendered page: built once.
  const renderedScripts = serverEntry ? deferredEntry(indexHtml) : '';
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
    /** A page of the browse loop (home, closeup, profile, board): rendered on the server when that is on. */
    browse?: boolean;
    /** The page holds what only the visitor may see (a secret pin's title): no shared cache may keep it. */
    personal?: boolean;
  }

  async function pageFor(pathname: string, request: FastifyRequest): Promise<Page> {
    const page = (status: number, html = indexHtml, browse = false): Page => ({ status, html, browse });
    if (BROWSE_ROUTES.some((route) => route.test(pathname))) return page(200, indexHtml, true);
    if (PAGE_ROUTES.some((route) => route.test(pathname))) return page(200);
    for (const discovery of options.pages ?? []) {
      const match = discovery.pattern.exec(pathname);
      if (!match) continue;
      const meta = await discovery.meta(match, request);
      return meta ? page(200, withPinMeta(indexHtml, meta)) : page(404);
    }
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
      const visible = await options.pin(Number(id));
      // Not public (or no such pin): there only for a signed-in viewer who may see it (their session).
      const found = visible ?? (await options.pinForVisitor?.(Number(id), request));
      if (!found || pinRemoved(found)) return page(404);
      return { ...page(200, withPinMeta(indexHtml, pinMeta(found, options.publicUrl)), CLOSEUP_ROUTE.test(pathname)), personal: visible === undefined };
    }
    const profile = PROFILE_ROUTE.exec(pathname);
    if (profile) {
      const name = profile[1]!;
      if (!USERNAME.test(name) || isReservedUsername(name)) return page(404);
      return (await options.userExists(name)) ? page(200, indexHtml, true) : page(404);
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
      return (await options.boardExists(name, slug, request)) ? page(200, indexHtml, true) : page(404);
    }
    return page(404);
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { status, html, browse, personal } = await pageFor(pathname, request);
    const rendered: Rendered | null = serverEntry && cssIndex && browse && request.method === 'GET' ? await renderPage(app, serverEntry, request) : null;
    // A rendered page is the visitor's own (their feed, their records): no shared cache may keep it.
    reply.header('cache-control', rendered || personal ? 'private, no-cache' : 'no-cache');
    if (rendered && rendered.setCookies.length > 0) reply.header('set-cookie', rendered.setCookies);
    if (rendered?.result.kind === 'redirect') return reply.redirect(rendered.result.url, rendered.result.status);
    const body = rendered?.result.kind === 'page' ? withRendered(html, rendered.result, rendered.mobile, criticalCss(cssIndex!, rendered.result.html), serverEntry!.EARLY_INPUT_SCRIPT, renderedScripts) : html;
    reply.status(status).type('text/html; charset=utf-8');
    return sendCompressed(request, reply, body);
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not Found', message: `no route for ${request.method} ${request.url.split('?')[0]}` });
    }
    return page(request, reply);
  });
}
