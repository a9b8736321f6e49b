/**
 * The topic landings as pages (issue 17): a title and meta in the head for each, 404 for an unknown
 * topic or a malformed id, and /shopping/{slug}/ a page whether or not the slug names a topic.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../db/client.ts';
import { interests } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';

describe('topic landing pages', () => {
  let storage: Storage;
  let server: TestServer;
  let dist: string;
  let recipes: number;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Corkboard</title><meta name="description" content="x"><div id="root"></div>');
    storage = await openStorage({});
    const [row] = await storage.db.insert(interests).values({ name: 'Recipes & <Soups>', urlName: 'food:recipes' }).returning();
    recipes = row!.id;
    const ada = await makeUser(storage.db, { username: 'ada' });
    await makePin(storage.db, await makeBoard(storage.db, ada), { sourceInterestId: recipes });
    await makePin(storage.db, await makeBoard(storage.db, ada, { privacy: 'secret' }), { sourceInterestId: recipes, saveCount: 99 });
    server = await startTestServer(storage, { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.body };
  };
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

  it('serves the site-wide landings with their titles', async () => {
    for (const [url, title] of [
      ['/topics', 'Topics | Corkboard'],
      ['/topics/', 'Topics | Corkboard'],
      ['/ideas/', 'Explore ideas | Corkboard'],
      ['/videos/', 'Videos | Corkboard'],
      ['/shopping/', 'Shop ideas | Corkboard'],
    ]) {
      const page = await get(url!);
      expect(page.status, url).toBe(200);
      expect(titleOf(page.body), url).toBe(title);
    }
  });

  it("serves a topic's landings by url_name, slug or id, named after it (escaped), with its cover", async () => {
    const expected: [string, string, string][] = [
      ['/topics/food:recipes/', 'Recipes &amp; &lt;Soups&gt; | Corkboard', '/topics/recipes/'],
      ['/topics/recipes', 'Recipes &amp; &lt;Soups&gt; | Corkboard', '/topics/recipes/'],
      [`/ideas/recipes/${recipes}/`, 'Recipes &amp; &lt;Soups&gt; ideas | Corkboard', `/ideas/recipes/${recipes}/`],
      [`/ideas/wrong-slug/${recipes}`, 'Recipes &amp; &lt;Soups&gt; ideas | Corkboard', `/ideas/recipes/${recipes}/`],
      [`/videos/recipes/${recipes}/`, 'Recipes &amp; &lt;Soups&gt; videos | Corkboard', `/videos/recipes/${recipes}/`],
      [`/shopping/recipes/${recipes}/`, 'Shop Recipes &amp; &lt;Soups&gt; | Corkboard', `/shopping/recipes/${recipes}/`],
      ['/shopping/recipes/', 'Shop Recipes &amp; &lt;Soups&gt; | Corkboard', `/shopping/recipes/${recipes}/`],
    ];
    for (const [url, title, canonical] of expected) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(titleOf(page.body), url).toBe(title);
      expect(page.body, url).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(page.body.match(/<title>/g), url).toHaveLength(1);
    }
    // The cover is the public pin's (the secret one has more saves).
    expect((await get('/topics/recipes/')).body).toMatch(/<meta property="og:image" content="[^"]*\/236x\/[0-9a-f]+\.jpg" \/>/);
  });

  it('answers 404 for an unknown topic, an unknown or malformed id, and deeper paths', async () => {
    for (const url of [
      '/topics/cooking/',
      '/topics/food:cooking/',
      `/ideas/recipes/${recipes + 1000}/`,
      '/ideas/recipes/abc/',
      '/ideas/recipes/',
      '/videos/recipes/0x1/',
      `/shopping/recipes/${recipes + 1000}/`,
      `/topics/recipes/${recipes}/`,
      `/ideas/recipes/${recipes}/more/`,
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('serves /shopping/{slug}/ that names no topic as the product search for its words', async () => {
    const page = await get('/shopping/linen-throw-pillow/');
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toBe('Shop linen throw pillow | Corkboard');
    expect(page.body).toContain('<meta property="og:url" content="/search/buyable_pins/?q=linen%20throw%20pillow" />');
    expect((await get(`/shopping/${'a-'.repeat(60)}/`)).status).toBe(404);
  });
});
