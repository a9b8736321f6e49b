/** The advertiser area's pages as a browser or a crawler meets them on a reload: 200, their own title, noindex. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';

describe('the advertiser pages heads', () => {
  let storage: Storage;
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-ads-dist-'));
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

  it.each([
    ['/business/convert', 'Convert to a business account', '/business/convert'],
    ['/business/convert?next=%2Fbusiness%2Fhub', 'Convert to a business account', '/business/convert'],
    ['/business/hub', 'Business hub', '/business/hub'],
    ['/business/hub/', 'Business hub', '/business/hub'],
    ['/business/hub/bulk?tab=history', 'Bulk editing', '/business/hub/bulk'],
    ['/advertiser/quick-promote?pin=123', 'Promote your Pin', '/advertiser/quick-promote'],
  ])('%s answers 200 titled "%s", not indexed', async (url, title, canonical) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${title} | Corkboard</title>`);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(page.body).not.toContain('content="x"');
  });

  it('a path below them is not one of them', async () => {
    const page = await get('/business/hub/bulk/more');
    expect(page.body).not.toContain('<title>Bulk editing | Corkboard</title>');
  });
});
