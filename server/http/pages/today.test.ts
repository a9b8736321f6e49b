/**
 * The today pages' heads and 404s (issue 17): each tab has its title, an article its own title,
 * description, cover and canonical URL at /today/article/{slug} and /discover/article/{slug}; an
 * unknown tab path or slug is a 404 page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { interests } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { assembleToday, utcDay } from '../../v3/today/assemble.ts';

describe('today pages', () => {
  const [pglite] = backends();
  let storage: Storage;
  let server: TestServer;
  let dist: string;
  const NOW = Date.now();
  const slug = `weeknight-dinners-${utcDay(NOW)}`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-today-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Corkboard</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>');
    storage = await pglite!.open();
    server = await startTestServer(storage, { distDir: dist, jobs: false });
    const db = storage.db;
    const [topic] = await db.insert(interests).values({ name: 'Weeknight Dinners', urlName: 'food:weeknight-dinners' }).returning();
    const cook = await makeUser(db);
    const board = await makeBoard(db, cook, { interestId: topic!.id });
    const pin = await makePin(db, board);
    const saver = await makeUser(db);
    await makeSave(db, pin, await makeBoard(db, saver), saver, new Date(NOW - 60_000));
    await assembleToday(db, NOW);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`);
    return { status: response.status, html: await response.text() };
  };

  it('titles /today and each tab', async () => {
    for (const [pathname, title] of [
      ['/today', 'Today | Corkboard'],
      ['/today/', 'Today | Corkboard'],
      ['/today/article/', 'Today | Corkboard'],
      ['/today/best/', 'Best of the week | Corkboard'],
      ['/today/trending', 'Trending | Corkboard'],
      ['/today/popular/', 'Popular | Corkboard'],
      ['/today/shop/', 'Shop | Corkboard'],
    ]) {
      const answer = await page(pathname!);
      expect(answer.status, pathname).toBe(200);
      expect(answer.html).toContain(`<title>${title}</title>`);
    }
  });

  it("gives an article its title, description, cover and canonical URL, on both paths", async () => {
    for (const pathname of [`/today/article/${slug}`, `/discover/article/${slug}/`]) {
      const answer = await page(pathname);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('<title>Weeknight Dinners people are saving this week | Corkboard</title>');
      expect(answer.html).toMatch(/<meta name="description" content="1 save of Weeknight Dinners pins in the 7 days to /);
      expect(answer.html).toMatch(/<meta property="og:image" content="\/images\/736x\/[0-9a-f]+\.jpg" \/>/);
      expect(answer.html).toContain(`<meta property="og:url" content="/today/article/${slug}/" />`);
    }
  });

  it('answers 404 for an unknown tab, an unknown slug and deeper paths', async () => {
    for (const pathname of ['/today/news/', '/today/best/x', `/today/article/${slug}/more`, '/today/article/no-such-2020-01-01', '/discover/article/no-such/', '/discover/article/']) {
      expect((await page(pathname)).status, pathname).toBe(404);
    }
  });
});
