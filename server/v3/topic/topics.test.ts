/**
 * Topics, videos and shopping landings through v3 (issue 17), on PGlite and PostgreSQL: a topic by
 * its url_name, its slug (the part after the colon) or its id; 404s; feeds that never show a secret
 * board's pin, a removed or deleted pin, or anything across a block; ranking by saves and recency;
 * the price filter on both sides of its bounds; paging by bookmark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { interests, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

interface TopicJson {
  id: string;
  name: string;
  url_name: string;
  slug: string;
  follower_count: number;
  followed_by_me: boolean;
  cover_image: { url: string; pin_id: string } | null;
  related_topics?: TopicJson[];
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const product = (price: Record<string, string>) => ({ type_name: 'product', products: [{ name: 'Thing', offer_summary: { currency: 'USD', ...price } }] });

describe.each(backends())('v3 topics on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let viewer: Member;
  let blocker: Member;
  let recipes: number;
  let garden: number;
  let decor: number;
  const pinIds: Record<string, string> = {};

  const call = (url: string, cookie?: string) => v3Call(server, url, cookie ? { cookie } : {});
  const titles = async (url: string, cookie?: string): Promise<string[]> => {
    const answer = await call(url, cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v3Data<{ title: string }[]>(answer).map((pin) => pin.title);
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    const db = storage.db;
    [{ id: recipes }, { id: garden }, { id: decor }] = await db
      .insert(interests)
      .values([
        { name: 'Recipes', urlName: 'food:recipes' },
        { name: 'Gardening', urlName: 'gardening' },
        { name: 'Home Decor', urlName: 'home-decor' },
      ])
      .returning({ id: interests.id }) as [{ id: number }, { id: number }, { id: number }];
    viewer = await signUp(server, storage, 'tp_viewer');
    blocker = await signUp(server, storage, 'tp_blocker');
    const ada = await makeUser(db, { username: 'tp_ada' });
    const kitchen = await makeBoard(db, ada, { name: 'Kitchen', slug: 'kitchen' });
    const soups = await makeBoard(db, ada, { name: 'Soups', slug: 'soups', interestId: recipes });
    const secret = await makeBoard(db, ada, { name: 'Secret', slug: 'secret', privacy: 'secret' });
    const gifts = await makeBoard(db, ada, { name: 'Gifts', slug: 'gifts', privacy: 'protected' });
    const blockers = await makeBoard(db, blocker.row, { name: 'Blocker board', slug: 'blocker-board' });
    const add = async (key: string, board: BoardRow, values: Parameters<typeof makePin>[2]): Promise<PinRow> => {
      const pin = await makePin(db, board, { title: key, ...values });
      pinIds[key] = String(pin.id);
      return pin;
    };
    await add('old image', kitchen, { sourceInterestId: recipes, createdAt: day(0) });
    const popular = await add('popular image', kitchen, { sourceInterestId: recipes, createdAt: day(1) });
    await add('board topic image', soups, { createdAt: day(20) });
    await add('new image', kitchen, { sourceInterestId: recipes, createdAt: day(10) });
    await add('garden image', kitchen, { sourceInterestId: garden, createdAt: day(11) });
    await add('secret image', secret, { sourceInterestId: recipes, createdAt: day(12) });
    await add('protected image', gifts, { sourceInterestId: recipes, createdAt: day(12) });
    await add('blocker image', blockers, { sourceInterestId: recipes, createdAt: day(12) });
    await add('deleted image', kitchen, { sourceInterestId: recipes, createdAt: day(12), deletedAt: day(13) });
    await add('removed idea', kitchen, { sourceInterestId: recipes, type: 'story', createdAt: day(12), storyPinData: { is_deleted: true, total_video_duration: 5000 } });
    const clip = { video_list: { V_720P: { url: '/media/a.mp4', width: 720, height: 1280, duration: 9000 } } };
    await add('video', kitchen, { sourceInterestId: recipes, type: 'video', videos: clip, createdAt: day(5) });
    await add('garden video', kitchen, { sourceInterestId: garden, type: 'video', videos: clip, createdAt: day(5) });
    await add('video idea', kitchen, { sourceInterestId: recipes, type: 'story', storyPinData: { is_deleted: false, total_video_duration: 6000 }, createdAt: day(4) });
    await add('still idea', kitchen, { sourceInterestId: recipes, type: 'story', storyPinData: { is_deleted: false, total_video_duration: 0 }, createdAt: day(4) });
    await add('secret video', secret, { sourceInterestId: recipes, type: 'video', videos: clip, createdAt: day(5) });
    await add('blocker video', blockers, { sourceInterestId: recipes, type: 'video', videos: clip, createdAt: day(5) });
    await add('twenty dollars', kitchen, { sourceInterestId: recipes, type: 'product', richSummary: product({ price: '$20.00' }), createdAt: day(3) });
    await add('thirty to sixty sold out', kitchen, {
      sourceInterestId: recipes,
      shoppingFlags: [5],
      isOosProduct: true,
      richSummary: product({ price: '$30.00', min_price: '$30.00', max_price: '$60.00' }),
      createdAt: day(9),
    });
    await add('thousand dollars', kitchen, { sourceInterestId: decor, shoppingFlags: [1, 6], richSummary: product({ price: '$1,000.00' }), createdAt: day(2) });
    await add('shop the look only', kitchen, { sourceInterestId: recipes, shoppingFlags: [2], richSummary: product({ price: '$5.00' }), createdAt: day(2) });
    await add('secret product', secret, { sourceInterestId: recipes, type: 'product', richSummary: product({ price: '$25.00' }), createdAt: day(2) });
    await add('blocker product', blockers, { sourceInterestId: recipes, type: 'product', richSummary: product({ price: '$25.00' }), createdAt: day(2) });
    // Three saves are worth two weeks of recency: the pin of day 1 outranks the one of day 10.
    for (let i = 0; i < 3; i += 1) {
      const saver = await makeUser(db, { username: `tp_saver${i}` });
      await makeSave(db, popular, await makeBoard(db, saver), saver);
    }
    // The viewer follows Recipes and Gardening; two others follow Recipes and Home Decor: related topics.
    expect((await v3Call(server, `/v3/interests/${recipes}/follow/`, { method: 'PUT', cookie: viewer.token })).status).toBe(200);
    expect((await v3Call(server, `/v3/interests/${garden}/follow/`, { method: 'PUT', cookie: viewer.token })).status).toBe(200);
    for (const member of [blocker, await signUp(server, storage, 'tp_fan')]) {
      await v3Call(server, `/v3/interests/${recipes}/follow/`, { method: 'PUT', cookie: member.token });
      await v3Call(server, `/v3/interests/${decor}/follow/`, { method: 'PUT', cookie: member.token });
    }
    // The blocker blocks the viewer: neither sees the other's pins.
    expect((await v3Call(server, '/v3/blocks/', { method: 'POST', cookie: blocker.token, body: { blocked_user_id: String(viewer.row.id) } })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('a topic', () => {
    it('is found by its url_name, by its slug (the part after the colon) and by its id, alike', async () => {
      const answers = await Promise.all(['food:recipes', 'recipes', 'RECIPES', String(recipes)].map((key) => call(`/v3/topics/${encodeURIComponent(key)}/`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(v3Data<TopicJson>(answer)).toMatchObject({ id: String(recipes), name: 'Recipes', url_name: 'food:recipes', slug: 'recipes' });
      }
      // A url_name without a colon is its own slug.
      expect(v3Data<TopicJson>(await call('/v3/topics/gardening/')).slug).toBe('gardening');
    });

    it('answers 404 for an unknown url_name or id, a malformed key, and an id asked for by url_name', async () => {
      for (const key of ['cooking', 'food:', 'food:cooking', '999999', '0', 'a b', String(recipes) + 'x']) {
        const answer = await call(`/v3/topics/${encodeURIComponent(key)}/`);
        expect(answer.status, key).toBe(404);
        expect(v3Error(answer)?.code).toBe('not_found');
      }
      expect((await call(`/v3/topics/${recipes}/?by=url_name`)).status).toBe(404);
      expect((await call(`/v3/topics/recipes/?by=id`)).status).toBe(404);
      expect((await call(`/v3/topics/recipes/?by=name`)).status).toBe(400);
      expect((await call('/v3/topics/cooking/pins/')).status).toBe(404);
      expect((await call('/v3/topics/999999/products/')).status).toBe(404);
    });

    it('counts followers, says whether the viewer follows, and lists related topics (co-followed) with their own follow', async () => {
      const anonymous = v3Data<TopicJson>(await call('/v3/topics/recipes/'));
      expect(anonymous).toMatchObject({ follower_count: 3, followed_by_me: false });
      expect(anonymous.related_topics?.map((t) => [t.name, t.followed_by_me])).toEqual([
        ['Home Decor', false],
        ['Gardening', false],
      ]);
      const mine = v3Data<TopicJson>(await call('/v3/topics/recipes/', viewer.token));
      expect(mine.followed_by_me).toBe(true);
      expect(mine.related_topics?.map((t) => [t.name, t.followed_by_me])).toEqual([
        ['Home Decor', false],
        ['Gardening', true],
      ]);
    });

    it("takes its cover from its most saved pin the viewer may see, never a secret or a blocked person's pin", async () => {
      const topic = v3Data<TopicJson>(await call('/v3/topics/recipes/', viewer.token));
      expect(topic.cover_image?.pin_id).toBe(pinIds['popular image']);
      expect(topic.cover_image?.url).toMatch(/\/images\/236x\/[0-9a-f]+\.jpg$/);
      // A topic without pins has no cover.
      await storage.db.insert(interests).values({ name: 'Empty', urlName: 'empty' });
      expect(v3Data<TopicJson>(await call('/v3/topics/empty/')).cover_image).toBeNull();
    });

    it('lists every topic by name, paged by bookmark, with the page size capped at 50', async () => {
      const first = await call('/v3/topics/?page_size=2', viewer.token);
      expect(v3Data<TopicJson[]>(first).map((t) => [t.name, t.followed_by_me])).toEqual([
        ['Empty', false],
        ['Gardening', true],
      ]);
      const next = await call(`/v3/topics/?page_size=2&bookmark=${encodeURIComponent(first.body.resource_response.bookmark!)}`);
      expect(v3Data<TopicJson[]>(next).map((t) => t.name)).toEqual(['Home Decor', 'Recipes']);
      expect(next.body.resource_response.bookmark).toBe('-end-');
      expect((await call('/v3/topics/?page_size=50')).status).toBe(200);
      expect(v3Error(await call('/v3/topics/?page_size=51'))?.param).toBe('page_size');
    });
  });

  describe("a topic's pins", () => {
    const visible = ['board topic image', 'popular image', 'new image', 'thirty to sixty sold out', 'video', 'still idea', 'video idea', 'twenty dollars', 'shop the look only', 'old image'];

    it('are its source-interest and board-topic pins in discovery, ranked by saves and recency', async () => {
      // Three saves lift the pin of day 1 two weeks (above day 10); equal ranks go newest id first.
      expect(await titles('/v3/topics/recipes/pins/?page_size=50')).toEqual([
        'board topic image',
        'popular image',
        'blocker image',
        'new image',
        'thirty to sixty sold out',
        'blocker video',
        'video',
        'still idea',
        'video idea',
        'twenty dollars',
        'blocker product',
        'shop the look only',
        'old image',
      ]);
    });

    it("never hold a secret, protected, deleted or removed pin, nor a pin of someone blocked either way", async () => {
      const seen = await titles('/v3/topics/recipes/pins/?page_size=50', viewer.token);
      expect(seen).toEqual(visible);
      const theirs = await titles('/v3/topics/recipes/pins/?page_size=50', blocker.token);
      expect(theirs).toContain('blocker image');
      expect(theirs).not.toContain('secret image');
    });

    it('page by bookmark without losing or repeating a pin, and refuse a bookmark of another feed', async () => {
      const seen: string[] = [];
      let bookmark: string | null = null;
      for (let page = 0; page < 10 && bookmark !== '-end-'; page += 1) {
        const answer = await call(`/v3/topics/recipes/pins/?page_size=3${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`, viewer.token);
        seen.push(...v3Data<{ title: string }[]>(answer).map((p) => p.title));
        bookmark = answer.body.resource_response.bookmark;
      }
      expect(seen).toEqual(visible);
      const first = await call('/v3/topics/recipes/pins/?page_size=3');
      const other = await call(`/v3/topics/recipes/videos/?bookmark=${encodeURIComponent(first.body.resource_response.bookmark!)}`);
      expect(other.status).toBe(400);
      expect(v3Error(other)?.param).toBe('bookmark');
      expect(v3Error(await call('/v3/topics/recipes/pins/?page_size=51'))?.param).toBe('page_size');
    });
  });

  describe('videos', () => {
    it('are video pins and idea pins with a video, of the topic or of every topic, in discovery only', async () => {
      expect(await titles('/v3/topics/recipes/videos/', viewer.token)).toEqual(['video', 'video idea']);
      expect(await titles('/v3/feeds/videos/', viewer.token)).toEqual(['garden video', 'video', 'video idea']);
      expect(await titles('/v3/feeds/videos/')).toContain('blocker video');
      expect(await titles('/v3/feeds/videos/', viewer.token)).not.toContain('blocker video');
    });
  });

  describe('shopping', () => {
    it('lists product pins (type product, flag 5 or 6), in stock first, of the topic or of every topic', async () => {
      expect(await titles('/v3/topics/recipes/products/', viewer.token)).toEqual(['twenty dollars', 'thirty to sixty sold out']);
      expect(await titles('/v3/feeds/products/', viewer.token)).toEqual(['twenty dollars', 'thousand dollars', 'thirty to sixty sold out']);
      const anonymous = await titles('/v3/feeds/products/');
      expect(anonymous).toContain('blocker product');
      expect(anonymous).not.toContain('secret product');
      expect(anonymous).not.toContain('shop the look only');
    });

    it('filters by price on both sides of each bound (a range meets the filter when it overlaps it)', async () => {
      const shop = (filter: string) => titles(`/v3/feeds/products/?${filter}`, viewer.token);
      expect(await shop('price_min=20')).toEqual(['twenty dollars', 'thousand dollars', 'thirty to sixty sold out']);
      expect(await shop('price_min=20.01')).toEqual(['thousand dollars', 'thirty to sixty sold out']);
      expect(await shop('price_min=60')).toEqual(['thousand dollars', 'thirty to sixty sold out']);
      expect(await shop('price_min=60.01')).toEqual(['thousand dollars']);
      expect(await shop('price_max=19.99')).toEqual([]);
      expect(await shop('price_max=20')).toEqual(['twenty dollars']);
      expect(await shop('price_max=30')).toEqual(['twenty dollars', 'thirty to sixty sold out']);
      expect(await shop('price_max=999.99')).toEqual(['twenty dollars', 'thirty to sixty sold out']);
      expect(await shop('price_max=1000')).toEqual(['twenty dollars', 'thousand dollars', 'thirty to sixty sold out']);
      expect(await shop('price_min=25&price_max=25')).toEqual([]);
      expect(await shop('price_min=40&price_max=50')).toEqual(['thirty to sixty sold out']);
      expect(await titles('/v3/topics/home-decor/products/?price_min=0&price_max=1000000')).toEqual(['thousand dollars']);
    });

    it('answers 400 naming the parameter for a bad price', async () => {
      for (const [filter, param] of [
        ['price_min=abc', 'price_min'],
        ['price_min=-1', 'price_min'],
        ['price_max=1000000.01', 'price_max'],
        ['price_max=1e3', 'price_max'],
        ['price_min=1.234', 'price_min'],
        ['price_min=50&price_max=49.99', 'price_min'],
        ['price_min=1&price_min=2', 'price_min'],
      ] as const) {
        const answer = await call(`/v3/feeds/products/?${filter}`);
        expect(answer.status, filter).toBe(400);
        expect(v3Error(answer)?.param, filter).toBe(param);
      }
      expect((await call('/v3/feeds/products/?price_min=50&price_max=50')).status).toBe(200);
    });
  });
});
