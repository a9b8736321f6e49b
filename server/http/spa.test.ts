import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../v3/session/cookies.ts';
import { createSession } from '../v3/session/store.ts';
import { openStorage, type Storage } from '../db/client.ts';
import { pins } from '../db/schema.ts';
import { smallWorld } from '../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';

describe('pages of the built client', () => {
  let storage: Storage;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Corkboard</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("a pin");\n'.repeat(500));
    storage = await openStorage({});
    world = await smallWorld(storage.db);
    server = await startTestServer(storage, { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const status = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;

  it('serves the page for the feed and for a pin that exists, by id or slug--id', async () => {
    const pin = world.publicPins[0]!;
    expect(await status('/')).toBe(200);
    expect(await status('/homefeed/')).toBe(200);
    for (const page of ['/login', '/signup/', '/password/reset/', '/pw/ada?token=abc', '/settings', '/login/link/Ab_c-9d/']) expect(await status(page), page).toBe(200);
    for (const page of ['/signup/steps/gender', '/signup/steps/interests/', '/signup/steps/use-case', '/terms', '/privacy/']) expect(await status(page), page).toBe(200);
    for (const page of ['/signup/steps/', '/signup/steps/avatar', '/signup/steps/gender/extra']) expect(await status(page), page).toBe(404);
    for (const page of ['/board/12/edit', '/board/12/edit/collaborators/', '/board/12/edit/add_collaborators', '/boardsection/7/edit', '/notifications/invites/']) {
      expect(await status(page), page).toBe(200);
    }
    for (const page of ['/board/0/edit', '/board/x/edit', '/board/12/edit/owners', '/boardsection/7/edit/more', '/notifications/other/']) expect(await status(page), page).toBe(404);
    expect(await status(`/pin/${pin.id}/`)).toBe(200);
    expect(await status(`/pin/${pin.id}`)).toBe(200);
    expect(await status(`/pin/${pin.id}/repin/`)).toBe(200);
    expect(await status(`/pin/${pin.id}/analytics/`)).toBe(200);
    // The pin builders and a pin's editor (issue 16): a reload of them is a page, not Not Found.
    for (const page of ['/pin-builder', '/pin-builder/', '/pin/create/', '/pin/create', '/pin-editor/', '/idea-pin-builder', '/story-pin-builder/', `/pin/${pin.id}/edit/`, `/pin/${pin.id}/edit`]) {
      expect(await status(page), page).toBe(200);
    }
    for (const page of ['/pin-builder/x', '/pin/create/x', '/pin/999999/edit/', `/pin/${pin.id}/edit/x`]) expect(await status(page), page).toBe(404);
    // The inbox and a conversation (issue 20): a reload is a page; a malformed id is Not Found.
    for (const page of ['/inbox', '/inbox/', '/conversation/12/', '/conversation/12']) expect(await status(page), page).toBe(200);
    for (const page of ['/conversation/x/', '/inbox/x', '/conversation/12/x']) expect(await status(page), page).toBe(404);
    expect(await status(`/pin/${world.secretPin.id}/analytics/`)).toBe(404);
    expect(await status('/pin/999999/analytics/')).toBe(404);
    // Its report page (issue 18): a page for a pin there is, Not Found for one there is not.
    expect(await status(`/pin/${pin.id}/feedback/`)).toBe(200);
    expect(await status(`/pin/${pin.id}/feedback`)).toBe(200);
    expect(await status('/pin/999999/feedback/')).toBe(404);
    expect(await status(`/pin/${world.secretPin.id}/feedback/`)).toBe(404);
    expect(await status(`/pin/tomato-soup-0--${pin.id}/`)).toBe(200);
    // The closeup with its comments in view, and a pin sent to you (issue 20): pages of a pin there is.
    for (const page of [`/pin/${pin.id}/comments/`, `/pin/${pin.id}/comments`, `/pin/${pin.id}/sent/`, `/pin/tomato-soup-0--${pin.id}/sent`]) expect(await status(page), page).toBe(200);
    for (const page of ['/pin/999999/comments/', `/pin/${world.secretPin.id}/comments/`, `/pin/${world.deletedPin.id}/sent/`, `/pin/${pin.id}/comments/x`, `/pin/${pin.id}/sent/extra/`]) expect(await status(page), page).toBe(404);
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('answers 404 with the same page for unknown, secret or malformed pins and unknown paths', async () => {
    for (const url of ['/pin/999999/', `/pin/${world.secretPin.id}/`, `/pin/${world.deletedPin.id}/`, '/pin/not-a-pin/', '/pin/a--/', '/pin/999999/repin/', `/pin/${world.secretPin.id}/repin/`, '/pin/1/repin/x/extra', '/no/such/page', '/pw/', '/settings/extra', '/login/link/', '/login/link/a.b/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves a profile and its saved pins when the person exists, and 404 for unknown or reserved names', async () => {
    for (const url of ['/ada/', '/ada', '/ADA/', '/bob/', '/ada/_saved/', '/ada/_saved', '/settings', '/settings/', '/login/']) {
      expect(await status(url), url).toBe(200);
    }
    for (const url of ['/nobody_here/', '/nobody_here/_saved/', '/about/', '/about/_saved/', '/pins/', '/_saved/', '/ada/_created/', '/ada/_saved/x', '/bad%20name/', '/ada.name!/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves a board page (and its sections) when the board is readable logged out, and 404 otherwise', async () => {
    for (const url of ['/ada/recipes/', '/ada/recipes', '/ADA/recipes/', '/ada/recipes/soups/', '/ada/gift-ideas/', '/bob/workshop/']) {
      expect(await status(url), url).toBe(200);
    }
    for (const url of ['/ada/secret-diary/', '/ada/no-such-board/', '/bob/recipes/', '/nobody_here/recipes/', '/about/recipes/', '/pin/recipes/', '/ada/recipes/soups/extra/', '/ada/bad%20slug/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("serves a secret board's page to its owner (signed in) and 404 to other members", async () => {
    const request = { headers: {}, ip: '127.0.0.1' } as FastifyRequest;
    const owner = (await createSession(storage.db, world.ada.id, request, new Date())).token;
    const other = (await createSession(storage.db, world.bob.id, request, new Date())).token;
    const page = (token: string) => server.app.inject({ method: 'GET', url: '/ada/secret-diary/', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect((await page(owner)).statusCode).toBe(200);
    expect((await page(other)).statusCode).toBe(404);
    expect((await page('not-a-session')).statusCode).toBe(404);
  });

  it("serves the pages of a pin on a secret board (edit, analytics, closeup) to its owner on a reload, and 404 to other members and visitors", async () => {
    const request = { headers: {}, ip: '127.0.0.1' } as FastifyRequest;
    const owner = (await createSession(storage.db, world.ada.id, request, new Date())).token;
    const other = (await createSession(storage.db, world.bob.id, request, new Date())).token;
    const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });
    for (const url of [`/pin/${world.secretPin.id}/edit/`, `/pin/${world.secretPin.id}/edit`, `/pin/${world.secretPin.id}/analytics/`, `/pin/${world.secretPin.id}/`]) {
      const mine = await get(url, owner);
      expect(mine.statusCode, url).toBe(200);
      // The page carries the secret pin's title: the owner's own, kept by no shared cache.
      expect(mine.body, url).toContain('A secret pin');
      expect(mine.headers['cache-control'], url).toBe('private, no-cache');
      for (const response of [await get(url, other), await get(url), await get(url, 'not-a-session')]) {
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('A secret pin');
      }
    }
    // Unknown and deleted pins stay 404 with a session too; a public pin's page is the shared one.
    for (const url of ['/pin/999999/edit/', `/pin/${world.deletedPin.id}/edit/`]) expect((await get(url, owner)).statusCode, url).toBe(404);
    const open = await get(`/pin/${world.publicPins[0]!.id}/edit/`, other);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long caching and the page without', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses assets for browsers that accept it, and not for those that do not', async () => {
    const gzipped = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(1000);
    const plain = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe('console.log("a pin");\n'.length * 500);
  });

  it('puts the pin in the head of /pin/{id}/: title, description, Open Graph and Twitter card, all escaped', async () => {
    const pin = world.publicPins[1]!;
    await storage.db.update(pins).set({ title: `Tom's "best" <script>alert(1)</script>`, description: 'Soup & bread <b>hot</b>' }).where(eq(pins.id, pin.id));
    const { body, statusCode } = await server.app.inject({ method: 'GET', url: `/pin/${pin.id}/` });
    expect(statusCode).toBe(200);
    expect(body).not.toContain('<script>alert');
    expect(body).toContain('<title>Tom&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Corkboard</title>');
    expect(body).toContain('<meta name="description" content="Soup &amp; bread &lt;b&gt;hot&lt;/b&gt;" />');
    expect(body).toContain('<meta property="og:title" content="Tom&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Corkboard" />');
    expect(body).toContain('<meta property="og:description" content="Soup &amp; bread &lt;b&gt;hot&lt;/b&gt;" />');
    expect(body).toMatch(/<meta property="og:image" content="[^"]*\/736x\/[^"]+\.jpg" \/>/);
    expect(body).toMatch(new RegExp(`<meta property="og:url" content="/pin/[a-z0-9-]*--${pin.id}/" />`));
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body.match(/<title>/g)).toHaveLength(1);
    // Other pages keep the plain title.
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>Corkboard</title>');
  });

  it('uses the neutral SEO text for a sensitive pin and "Corkboard" for an untitled one', async () => {
    const [sensitive, untitled] = [world.publicPins[2]!, world.publicPins[3]!];
    await storage.db.update(pins).set({ isSensitive: true, title: 'Private thing', description: 'Do not index me' }).where(eq(pins.id, sensitive.id));
    await storage.db.update(pins).set({ title: '' }).where(eq(pins.id, untitled.id));
    const body = (await server.app.inject({ method: 'GET', url: `/pin/${sensitive.id}/` })).body;
    expect(body).not.toContain('Private thing');
    expect(body).not.toContain('Do not index me');
    expect(body).toMatch(/<title>Pin on [^<]+ \| Corkboard<\/title>/);
    expect((await server.app.inject({ method: 'GET', url: `/pin/${untitled.id}/` })).body).toContain('<title>Corkboard</title>');
  });

  it('answers a health check', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', storage: 'pglite' });
  });
});
