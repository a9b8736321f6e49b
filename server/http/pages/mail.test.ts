/** /email/subscription, /email/unsubscribe and /email/user_survey as a browser or a crawler meets them: 200 with their own title and noindex; other /email/ paths 404. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';

describe('the mail pages', () => {
  let storage: Storage;
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-mail-dist-'));
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

  it('answers the settings page and the unsubscribe link with 200, their titles and noindex', async () => {
    for (const [url, title] of [
      ['/email/subscription', 'E-mail settings'],
      ['/email/subscription/', 'E-mail settings'],
      ['/email/unsubscribe?email=a%40b.c&category=invites&token=abc', 'Unsubscribe'],
      ['/email/user_survey?email=a%40b.c&category=invites&token=abc', 'Tell us why'],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(`<title>${title} | Corkboard</title>`);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('any other path under /email/ is Not Found', async () => {
    for (const url of ['/email', '/email/', '/email/other', '/email/subscription/extra', '/email/user_survey/x']) expect((await get(url)).statusCode, url).toBe(404);
  });
});
