/**
 * The visual search pages as a browser or a link unfurler meets them: /pin/{id}/visual-search/ and
 * …/products/ with the pin's title in the head, 404 for unknown, secret (to others) or removed pins,
 * and a plain head for a pin only its owner may see.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../db/client.ts';
import { makePin, smallWorld } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { SESSION_COOKIE } from '../../v3/session/cookies.ts';
import { createSession } from '../../v3/session/store.ts';

describe('visual search pages', () => {
  let storage: Storage;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-visual-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Corkboard</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>');
    storage = await openStorage({});
    world = await smallWorld(storage.db);
    server = await startTestServer(storage, { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("titles the page with the pin's title, by id or slug--id, with and without the trailing slash", async () => {
    const pin = world.publicPins[0]!;
    for (const url of [`/pin/${pin.id}/visual-search/`, `/pin/${pin.id}/visual-search`, `/pin/tomato-soup-0--${pin.id}/visual-search/`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>More like this: Tomato soup 0 | Corkboard</title>');
      expect(page.body).toContain(`content="/pin/${pin.id}/visual-search/"`);
      expect(page.body).toContain('og:image');
    }
    const products = await get(`/pin/${pin.id}/visual-search/products/`);
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('<title>Products like this: Tomato soup 0 | Corkboard</title>');
  });

  it('says "More like this | Corkboard" for a pin without a title', async () => {
    const untitled = await makePin(storage.db, world.recipes, { title: '' });
    expect((await get(`/pin/${untitled.id}/visual-search/`)).body).toContain('<title>More like this | Corkboard</title>');
  });

  it('answers 404 for unknown, malformed, deleted and secret pins and other paths below', async () => {
    for (const url of ['/pin/999999/visual-search/', `/pin/${world.secretPin.id}/visual-search/`, `/pin/${world.deletedPin.id}/visual-search/products/`, '/pin/not-a-pin/visual-search/', `/pin/${world.bobPin.id}/visual-search/other/`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("shows a secret pin's page to its owner only, with nothing of the pin in the head", async () => {
    const request = { headers: {}, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const owner = (await createSession(storage.db, world.ada.id, request, new Date())).token;
    const other = (await createSession(storage.db, world.bob.id, request, new Date())).token;
    const url = `/pin/${world.secretPin.id}/visual-search/`;
    const mine = await get(url, `${SESSION_COOKIE}=${owner}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('<title>More like this | Corkboard</title>');
    expect(mine.body).not.toContain('A secret pin');
    expect((await get(url, `${SESSION_COOKIE}=${other}`)).statusCode).toBe(404);
  });
});
