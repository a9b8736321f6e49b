import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/client.ts';
import { makePin, makeSave, makeUser, smallWorld } from '../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import type { V3Envelope } from '../testing/harness.ts';
import { backends } from '../testing/storage.ts';

describe.each(backends())('v3 REST on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;

  const get = async (path: string) => {
    const response = await server.app.inject({ method: 'GET', url: path });
    return { status: response.statusCode, body: response.json() as V3Envelope, raw: response.body };
  };
  const ids = (body: V3Envelope) => (body.resource_response.data as { id: string }[]).map((p) => p.id);

  beforeAll(async () => {
    storage = await backend.open();
    world = await smallWorld(storage.db);
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('home feed', () => {
    it('answers in the envelope with the newest public pins first', async () => {
      const { status, body } = await get('/v3/feeds/home/');
      expect(status).toBe(200);
      expect(body.resource_response.error).toBeNull();
      expect(body.resource_response.http_status).toBe(200);
      const expected = [world.bobPin, ...world.publicPins].map((p) => p.id).sort((a, b) => b - a).map(String);
      expect(ids(body)).toEqual(expected);
      expect(body.resource_response.bookmark).toBe('-end-');
    });

    it('never shows secret, protected or deleted pins', async () => {
      const { body } = await get('/v3/feeds/home/?page_size=100');
      const shown = ids(body);
      for (const hidden of [world.secretPin, world.protectedPin, world.deletedPin]) expect(shown).not.toContain(String(hidden.id));
    });

    it('pages by bookmark without gaps or repeats and ends with -end-', async () => {
      const seen: string[] = [];
      let bookmark: string | null = null;
      let pages = 0;
      do {
        const query: string = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
        const { body } = await get(`/v3/feeds/home/?page_size=2${query}`);
        seen.push(...ids(body));
        bookmark = body.resource_response.bookmark;
        pages += 1;
      } while (bookmark !== '-end-' && pages < 10);
      expect(pages).toBe(3);
      const all = ids((await get('/v3/feeds/home/?page_size=100')).body);
      expect(seen).toEqual(all);
    });

    it.each([
      ['0', 'page_size must be an integer from 1 to 100, got "0"'],
      ['101', 'page_size must be an integer from 1 to 100, got "101"'],
      ['abc', 'page_size must be an integer from 1 to 100, got "abc"'],
      ['2.5', 'page_size must be an integer from 1 to 100, got "2.5"'],
    ])('refuses page_size=%s with a 400 that says why', async (value, message) => {
      const { status, body, raw } = await get(`/v3/feeds/home/?page_size=${value}`);
      expect(status).toBe(400);
      expect(body.resource_response).toMatchObject({ data: null, http_status: 400, error: { message, param: 'page_size' } });
      expect(raw).not.toMatch(/at .*\.ts:\d+/);
    });

    it.each(['1', '100'])('accepts page_size=%s at the edges of the range', async (value) => {
      const { status, body } = await get(`/v3/feeds/home/?page_size=${value}`);
      expect(status).toBe(200);
      expect(ids(body).length).toBe(Math.min(Number(value), 6));
    });

    it('refuses a tampered bookmark and one from another list', async () => {
      const first = (await get('/v3/feeds/home/?page_size=2')).body.resource_response.bookmark!;
      const [payload, mac] = first.split('.');
      const forged = `${Buffer.from(JSON.stringify(['feeds/home', [1]])).toString('base64url')}.${mac}`;
      for (const bad of [forged, `${payload}.AAAA`, 'garbage', `${payload}`]) {
        const { status, body } = await get(`/v3/feeds/home/?bookmark=${encodeURIComponent(bad)}`);
        expect(status).toBe(400);
        expect(body.resource_response.error).toMatchObject({ param: 'bookmark', code: 'invalid_parameter' });
      }
      const boardBookmark = (await get(`/v3/boards/${world.recipes.id}/pins/?page_size=1`)).body.resource_response.bookmark!;
      const { status } = await get(`/v3/feeds/home/?bookmark=${encodeURIComponent(boardBookmark)}`);
      expect(status).toBe(400);
    });

    it('says the list has ended when asked past the end marker', async () => {
      const { status, body } = await get('/v3/feeds/home/?bookmark=-end-');
      expect(status).toBe(400);
      expect(body.resource_response.error?.message).toMatch(/ended/);
    });

    it('refuses a parameter given twice', async () => {
      const { status, body } = await get('/v3/feeds/home/?page_size=1&page_size=2');
      expect(status).toBe(400);
      expect(body.resource_response.error?.message).toBe('page_size must be given once');
    });
  });

  describe('pins', () => {
    it('reads one pin with the card fields, images in every size, pinner and board embedded', async () => {
      const pin = world.publicPins[0]!;
      const { status, body } = await get(`/v3/pins/${pin.id}/`);
      expect(status).toBe(200);
      const data = body.resource_response.data as Record<string, unknown>;
      expect(data).toMatchObject({
        id: String(pin.id),
        title: 'Tomato soup 0',
        dominant_color: '#a1b2c3',
        domain: 'example.com',
        seo_url: `/pin/tomato-soup-0--${pin.id}/`,
        is_promoted: false,
        pinner: { username: 'ada', full_name: 'Ada Lovelace' },
        board: { name: 'Recipes', url: '/ada/recipes/', privacy: 'public' },
        section: { title: 'Soups', url: '/ada/recipes/soups/' },
      });
      const images = data.images as Record<string, { url: string; width: number; height: number }>;
      expect(Object.keys(images).sort()).toEqual(['136x136', '170x', '236x', '474x', '564x', '600x315', '60x60', '736x', 'orig'].sort());
      expect(images['236x']).toEqual({ url: `/images/236x/${pin.imageSignature}.jpg`, width: 236, height: 354, dominant_color: '#a1b2c3' });
      expect(images['60x60']).toMatchObject({ width: 60, height: 60 });
      expect(images.orig).toMatchObject({ width: 1000, height: 1500 });
    });

    it('works with or without the trailing slash', async () => {
      expect((await get(`/v3/pins/${world.publicPins[0]!.id}`)).status).toBe(200);
    });

    it('answers 404 for unknown, deleted and secret pins and 200 for a protected one', async () => {
      expect((await get('/v3/pins/987654321/')).status).toBe(404);
      expect((await get(`/v3/pins/${world.deletedPin.id}/`)).status).toBe(404);
      const secret = await get(`/v3/pins/${world.secretPin.id}/`);
      expect(secret.status).toBe(404);
      expect(secret.body.resource_response.error).toEqual({ message: `pin ${world.secretPin.id} not found`, code: 'not_found' });
      expect((await get(`/v3/pins/${world.protectedPin.id}/`)).status).toBe(200);
    });

    it('answers 400 for an id that is not numeric', async () => {
      const { status, body } = await get('/v3/pins/abc/');
      expect(status).toBe(400);
      expect(body.resource_response.error?.message).toBe('id must be a numeric id, got "abc"');
    });

    it('reads a batch in the order asked, with null for what cannot be seen', async () => {
      const [a, b] = world.publicPins;
      const { body } = await get(`/v3/pins/?ids=${b!.id},${world.secretPin.id},${a!.id},999999`);
      const data = body.resource_response.data as ({ id: string } | null)[];
      expect(data.map((p) => p?.id ?? null)).toEqual([String(b!.id), null, String(a!.id), null]);
    });

    it('takes at most 100 ids in a batch', async () => {
      const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
      expect((await get(`/v3/pins/?ids=${hundred}`)).status).toBe(200);
      const { status, body } = await get(`/v3/pins/?ids=${hundred},101`);
      expect(status).toBe(400);
      expect(body.resource_response.error?.message).toBe('ids takes at most 100 ids, got 101');
      expect((await get('/v3/pins/')).status).toBe(400);
    });
  });

  describe('users and boards', () => {
    it('reads a user by username with counts that leave out what the viewer cannot see', async () => {
      const { status, body } = await get('/v3/users/ADA/');
      expect(status).toBe(200);
      expect(body.resource_response.data).toMatchObject({
        username: 'ada',
        full_name: 'Ada Lovelace',
        board_count: 1,
        pin_count: 5,
        follower_count: 0,
      });
      expect((await get('/v3/users/nobody-here/')).status).toBe(404);
      expect((await get('/v3/users/bad%20name/')).status).toBe(400);
    });

    it("lists a user's public boards only, with the boards-list options", async () => {
      const zed = await makeUser(storage.db, { username: 'zed' });
      const { makeBoard } = await import('../testing/fixtures.ts');
      await makeBoard(storage.db, zed, { name: 'banana', slug: 'banana', customOrder: 2 });
      await makeBoard(storage.db, zed, { name: 'Apple', slug: 'apple', customOrder: 3 });
      await makeBoard(storage.db, zed, { name: 'cherry', slug: 'cherry', customOrder: 1 });
      // Archived boards are listed to their owner and collaborators only (issue 14).
      await makeBoard(storage.db, zed, { name: 'damson', slug: 'damson', customOrder: 0, archived: true });
      await makeBoard(storage.db, zed, { name: 'Hidden', slug: 'hidden', privacy: 'secret' });
      const names = async (query: string) =>
        ((await get(`/v3/users/zed/boards/?${query}`)).body.resource_response.data as { name: string }[]).map((b) => b.name);
      expect(await names('sort=alphabetical')).toEqual(['Apple', 'banana', 'cherry']);
      expect(await names('sort=newest')).toEqual(['cherry', 'Apple', 'banana']);
      expect(await names('sort=oldest')).toEqual(['banana', 'Apple', 'cherry']);
      expect(await names('sort=custom')).toEqual(['cherry', 'banana', 'Apple']);
      expect(await names('sort=alphabetical&include_archived=false')).toEqual(['Apple', 'banana', 'cherry']);
      expect(await names('filter=ARCHIVED')).toEqual([]);
      expect(await names('privacy_filter=secret')).toEqual([]);
      const paged = await get('/v3/users/zed/boards/?sort=alphabetical&page_size=2');
      expect((paged.body.resource_response.data as unknown[]).length).toBe(2);
      const next = await get(
        `/v3/users/zed/boards/?sort=alphabetical&page_size=2&bookmark=${encodeURIComponent(paged.body.resource_response.bookmark!)}`,
      );
      expect((next.body.resource_response.data as { name: string }[]).map((b) => b.name)).toEqual(['cherry']);
      expect(next.body.resource_response.bookmark).toBe('-end-');
      // The bookmark is bound to the sort it was made for.
      const other = await get(
        `/v3/users/zed/boards/?sort=newest&page_size=2&bookmark=${encodeURIComponent(paged.body.resource_response.bookmark!)}`,
      );
      expect(other.status).toBe(400);
      const bad = await get('/v3/users/zed/boards/?sort=random');
      expect(bad.status).toBe(400);
      expect(bad.body.resource_response.error?.message).toBe(
        'sort must be one of alphabetical, last_pinned_to, oldest, newest, group_boards_at_top, custom, got "random"',
      );
      expect((await get('/v3/users/zed/boards/?include_archived=maybe')).status).toBe(400);
    });

    it('reads a board with counts and sections, and hides a secret one', async () => {
      const { body } = await get(`/v3/boards/${world.recipes.id}/`);
      expect(body.resource_response.data).toMatchObject({ name: 'Recipes', pin_count: 5, section_count: 1, owner: { username: 'ada' } });
      const sections = await get(`/v3/boards/${world.recipes.id}/sections/`);
      expect(sections.body.resource_response.data).toEqual([
        expect.objectContaining({ title: 'Soups', slug: 'soups', url: '/ada/recipes/soups/' }),
      ]);
      expect((await get(`/v3/boards/${world.diary.id}/`)).status).toBe(404);
      expect((await get(`/v3/boards/${world.diary.id}/pins/`)).status).toBe(404);
      expect((await get(`/v3/boards/${world.gifts.id}/`)).status).toBe(200);
    });

    it("lists a board's pins and saves together, newest first, across pages", async () => {
      const carol = await makeUser(storage.db, { username: 'carol' });
      const { makeBoard } = await import('../testing/fixtures.ts');
      const board = await makeBoard(storage.db, carol, { name: 'Mixed', slug: 'mixed' });
      const own1 = await makePin(storage.db, board, { createdAt: new Date('2026-03-01T00:00:00Z') });
      await makeSave(storage.db, world.bobPin, board, carol, new Date('2026-03-02T00:00:00Z'));
      const own2 = await makePin(storage.db, board, { createdAt: new Date('2026-03-03T00:00:00Z') });
      // Same instant as own2: the save sorts first.
      await makeSave(storage.db, world.publicPins[1]!, board, carol, new Date('2026-03-03T00:00:00Z'));
      const expected = [world.publicPins[1]!.id, own2.id, world.bobPin.id, own1.id].map(String);
      expect(ids((await get(`/v3/boards/${board.id}/pins/`)).body)).toEqual(expected);
      const walked: string[] = [];
      let bookmark = '';
      do {
        const page = await get(`/v3/boards/${board.id}/pins/?page_size=1${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`);
        walked.push(...ids(page.body));
        bookmark = page.body.resource_response.bookmark!;
      } while (bookmark !== '-end-' && walked.length < 10);
      expect(walked).toEqual(expected);
    });
  });

  describe('the API as a whole', () => {
    it('answers unknown routes with a 404 envelope', async () => {
      const { status, body } = await get('/v3/nothing/here/');
      expect(status).toBe(404);
      expect(body.resource_response).toEqual({
        data: null,
        bookmark: null,
        error: { message: 'no v3 resource at GET /v3/nothing/here/', code: 'not_found' },
        http_status: 404,
      });
    });

    it('describes itself in OpenAPI at /v3/docs/', async () => {
      const html = await server.app.inject({ method: 'GET', url: '/v3/docs/', headers: { accept: 'text/html' } });
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain('/v3/feeds/home/');
      const doc = await server.app.inject({ method: 'GET', url: '/v3/docs/openapi.json' });
      expect(doc.json()).toMatchObject({ openapi: '3.0.3', paths: { '/v3/pins/{id}/': { get: expect.any(Object) } } });
    });
  });
});
