/** /edit ('Tune your home feed') as a browser or a crawler meets it: its own title and a noindex robots tag. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';

describe('the /edit page head', () => {
  let storage: Storage;
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-tune-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Corkboard</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>');
    storage = await openStorage({});
    server = await startTestServer(storage, { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('titles /edit and /edit/ "Tune your home feed" and asks not to be indexed', async () => {
    for (const url of ['/edit', '/edit/', '/edit?tab=boards']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>Tune your home feed | Corkboard</title>');
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect(page.body).toContain('<meta property="og:url" content="/edit" />');
      expect(page.body).not.toContain('content="x"');
    }
  });

  it('leaves other pages indexable, and a path below /edit is Not Found', async () => {
    const today = await get('/today/');
    expect(today.statusCode).toBe(200);
    expect(today.body).not.toContain('name="robots"');
    expect((await get('/edit/boards/')).statusCode).toBe(404);
  });
});
