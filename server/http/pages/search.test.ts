/**
 * The search pages as the server sends them (issue 17): a known scope is a page titled with the
 * words (escaped), or "Search" without them; an unknown scope or a deeper path is Not Found.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';

describe('search pages of the built client', () => {
  let storage: Storage;
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Corkboard</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>');
    storage = await openStorage({});
    server = await startTestServer(storage, { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, title: /<title>([^<]*)<\/title>/.exec(response.body)?.[1], body: response.body };
  };
  const description = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];

  it('titles each scope page with its words', async () => {
    for (const scope of ['pins', 'videos', 'buyable_pins', 'idea_pins', 'boards', 'users', 'my_pins']) {
      const page = await get(`/search/${scope}/?q=lemon+cake&rs=typed`);
      expect(page.status, scope).toBe(200);
      expect(page.title, scope).toBe('lemon cake | Corkboard');
    }
    const boards = await get('/search/boards/?q=lemon');
    expect(description(boards.body)).toBe('Find boards for “lemon” on Corkboard: ideas saved by people like you.');
    expect(boards.body).toContain('<meta property="og:url" content="/search/boards/?q=lemon" />');
    // Without the trailing slash too.
    expect((await get('/search/users?q=ada')).title).toBe('ada | Corkboard');
  });

  it('is "Search | Corkboard" without words (blank words too)', async () => {
    for (const url of ['/search/pins/', '/search/pins/?q=', '/search/boards/?q=%20%20', '/search', '/search/', '/search?q=']) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.title, url).toBe('Search | Corkboard');
    }
    expect((await get('/search?q=lemon')).title).toBe('lemon | Corkboard');
  });

  it('escapes the words in the head', async () => {
    const page = await get(`/search/pins/?q=${encodeURIComponent('<script>alert(1)</script> "x"')}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; | Corkboard');
  });

  it('cuts the title words at 100 characters, as search takes them', async () => {
    const page = await get(`/search/pins/?q=${'a'.repeat(150)}`);
    expect(page.title).toBe(`${'a'.repeat(100)} | Corkboard`);
  });

  it('answers Not Found for an unknown scope or a deeper path', async () => {
    for (const url of ['/search/everything/?q=lemon', '/search/my_content/?q=a', '/search/PINS/?q=a', '/search/pins/extra', '/search/0/?q=a', '/search/pins/x/y']) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.body).toContain('<div id="root">');
    }
  });
});
