/**
 * GET /v3/today/…, Query.today and Query.todayArticle (issue 17) as a client meets them: a tab's
 * articles paged by bookmark, a 400 for an unknown tab, a 404 for an unknown slug, an article's pins
 * best first, and every pin checked again when read — a board made secret or a pinner who blocked
 * the viewer takes the pin out of the article, its cover and its count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestBrowser } from '../../../schema/testing/browser.ts';
import type { Storage } from '../../db/client.ts';
import { boards, interests, todayArticles, type BoardRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { assembleToday, utcDay } from './assemble.ts';

interface Envelope<T> {
  resource_response: { data: T | null; bookmark: string | null; error: { message: string; param?: string } | null };
}
interface Article {
  slug: string;
  tab: string;
  title: string;
  url: string;
  interest: { name: string } | null;
  cover_pin_id: string | null;
  cover_images: Record<string, { url: string }> | null;
  pin_count: number;
}

describe.each(backends())('today on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let viewer: TestBrowser;
  let blocker: TestBrowser;
  let dinnerPins: PinRow[];
  let blockerPin: PinRow;
  let dinnerBoard: BoardRow;
  let slug: string;
  const NOW = Date.now();

  async function get<T>(path: string, browser?: TestBrowser) {
    const response = await fetch(`${server.url}${path}`, { headers: browser?.cookie ? { cookie: browser.cookie } : {} });
    const body = (await response.json()) as Envelope<T>;
    return { status: response.status, data: body.resource_response.data, bookmark: body.resource_response.bookmark, error: body.resource_response.error };
  }
  const pinIds = async (path: string, browser?: TestBrowser) => ((await get<{ id: string }[]>(path, browser)).data ?? []).map((p) => Number(p.id));

  beforeAll(async () => {
    storage = await backend.open();
    // The schedule is assembly.test.ts's: here the day is assembled when the rows are there.
    server = await startTestServer(storage, { jobs: false });
    const viewerPerson = await signedIn(server, 'td_viewer');
    viewer = viewerPerson.browser;
    blocker = (await signedIn(server, 'td_blocker')).browser;
    const db = storage.db;
    const row = async (username: string) => (await db.query.users.findFirst({ where: (users, { eq: is }) => is(users.username, username) })) as UserRow;
    const [dinners] = await db.insert(interests).values({ name: 'Weeknight Dinners', urlName: 'weeknight-dinners' }).returning();
    const [gardens] = await db.insert(interests).values({ name: 'Small Gardens', urlName: 'small-gardens' }).returning();
    const cook = await makeUser(db, { username: 'td_cook' });
    dinnerBoard = await makeBoard(db, cook, { name: 'Dinners', slug: 'dinners', interestId: dinners!.id });
    const blockerBoard = await makeBoard(db, await row('td_blocker'), { name: 'Blocker dinners', slug: 'blocker-dinners' });
    const gardenBoard = await makeBoard(db, cook, { name: 'Gardens', slug: 'gardens', interestId: gardens!.id });
    dinnerPins = [];
    for (let i = 0; i < 5; i += 1) dinnerPins.push(await makePin(db, dinnerBoard, { title: `Dinner ${i}` }));
    blockerPin = await makePin(db, blockerBoard, { title: 'Blocker dinner', sourceInterestId: dinners!.id });
    const gardenPin = await makePin(db, gardenBoard, { title: 'Garden' });
    const savers: { user: UserRow; board: BoardRow }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await makeUser(db, { username: `td_saver${i}` });
      savers.push({ user, board: await makeBoard(db, user, { name: 'Mine', slug: `mine-${i}` }) });
    }
    // Dinner i saved 6 - i times in the last day (best first: 0, 1, …); the blocker's pin most of all.
    for (let i = 0; i < 5; i += 1) for (const s of savers.slice(0, 5 - i)) await makeSave(db, dinnerPins[i]!, s.board, s.user, new Date(NOW - 3_600_000));
    for (const s of savers) await makeSave(db, blockerPin, s.board, s.user, new Date(NOW - 3_600_000));
    await makeSave(db, gardenPin, savers[0]!.board, savers[0]!.user, new Date(NOW - 3_600_000));
    await assembleToday(db, NOW);
    slug = `weeknight-dinners-${utcDay(NOW)}`;
    // td_blocker blocks td_viewer.
    const { result } = await blocker.gql('mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { errors { message } } }', { id: viewerPerson.id });
    expect(result.errors).toBeUndefined();
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it("lists a tab's articles, the day's highest score first, with a cover, a count and a link", async () => {
    const answer = await get<Article[]>('/v3/today/');
    expect(answer.status).toBe(200);
    expect(answer.data?.map((a) => a.slug)).toEqual([slug, `small-gardens-${utcDay(NOW)}`]);
    const [first] = answer.data!;
    expect(first).toMatchObject({ tab: 'article', url: `/today/article/${slug}/`, interest: { name: 'Weeknight Dinners' }, pin_count: 6, title: 'Weeknight Dinners people are saving this week' });
    expect(first?.cover_pin_id).toBe(String(blockerPin.id));
    expect(first?.cover_images?.['474x']?.url).toMatch(/\/images\/474x\/.+\.jpg$/);
    expect((await get<Article[]>('/v3/today/?tab=best')).data?.[0]?.slug).toBe(`weeknight-dinners-best-${utcDay(NOW)}`);
  });

  it('pages by bookmark to the end marker', async () => {
    const first = await get<Article[]>('/v3/today/?page_size=1');
    expect(first.data).toHaveLength(1);
    const second = await get<Article[]>(`/v3/today/?page_size=1&bookmark=${encodeURIComponent(first.bookmark!)}`);
    expect(second.data?.map((a) => a.slug)).toEqual([`small-gardens-${utcDay(NOW)}`]);
    expect(second.bookmark).toBe('-end-');
    // A bookmark of one tab is refused by another.
    const other = await get<Article[]>(`/v3/today/?tab=best&page_size=1&bookmark=${encodeURIComponent(first.bookmark!)}`);
    expect(other.status).toBe(400);
  });

  it('answers 400 for an unknown tab or a page size over 50', async () => {
    const tab = await get('/v3/today/?tab=news');
    expect(tab.status).toBe(400);
    expect(tab.error).toMatchObject({ param: 'tab', message: 'tab must be one of article, best, trending, popular, shop, got "news"' });
    expect((await get('/v3/today/pins/?tab=news')).status).toBe(400);
    expect((await get('/v3/today/?page_size=50')).status).toBe(200);
    expect((await get('/v3/today/?page_size=51')).error?.message).toBe('page_size must be an integer from 1 to 50, got "51"');
  });

  it('answers an article by slug, 404 for an unknown or malformed one', async () => {
    const found = await get<Article>(`/v3/today/articles/${slug}/`);
    expect(found.status).toBe(200);
    expect(found.data?.slug).toBe(slug);
    expect((await get(`/v3/today/articles/no-such-article-${utcDay(NOW)}/`)).status).toBe(404);
    expect((await get('/v3/today/articles/Bad%20Slug/')).status).toBe(404);
    expect((await get('/v3/today/articles/no-such/pins/')).status).toBe(404);
  });

  it("pages an article's pins best first, and the tab's pins article by article", async () => {
    const best = [blockerPin.id, ...dinnerPins.map((p) => p.id)];
    const first = await get<{ id: string }[]>(`/v3/today/articles/${slug}/pins/?page_size=4&field_set_key=grid`);
    expect(first.data?.map((p) => Number(p.id))).toEqual(best.slice(0, 4));
    const rest = await pinIds(`/v3/today/articles/${slug}/pins/?page_size=4&bookmark=${encodeURIComponent(first.bookmark!)}`);
    expect(rest).toEqual(best.slice(4));
    expect((await pinIds('/v3/today/pins/?page_size=50')).slice(0, 6)).toEqual(best);
  });

  it('leaves out, when read, pins of someone who blocked the viewer (cover and count too)', async () => {
    const seen = await get<Article>(`/v3/today/articles/${slug}/`, viewer);
    expect(seen.data?.pin_count).toBe(5);
    expect(seen.data?.cover_pin_id).toBe(String(dinnerPins[0]!.id));
    expect(await pinIds(`/v3/today/articles/${slug}/pins/`, viewer)).not.toContain(blockerPin.id);
    expect(await pinIds('/v3/today/pins/', viewer)).not.toContain(blockerPin.id);
    // Someone else (here a visitor) still sees them.
    expect(await pinIds(`/v3/today/articles/${slug}/pins/`)).toContain(blockerPin.id);
  });

  it('leaves out pins whose board became secret, and an article with none left', async () => {
    await storage.db.update(boards).set({ privacy: 'secret' }).where(eq(boards.id, dinnerBoard.id));
    try {
      expect(await pinIds(`/v3/today/articles/${slug}/pins/`)).toEqual([blockerPin.id]);
      const forViewer = await get<Article[]>('/v3/today/', viewer);
      expect(forViewer.data?.map((a) => a.slug)).not.toContain(slug);
      expect((await get<Article>(`/v3/today/articles/${slug}/`, viewer)).data).toMatchObject({ pin_count: 0, cover_pin_id: null, cover_images: null });
    } finally {
      await storage.db.update(boards).set({ privacy: 'public' }).where(eq(boards.id, dinnerBoard.id));
    }
  });

  it('keeps older days readable after a new day is assembled', async () => {
    const tomorrow = NOW + 24 * 3_600_000;
    await assembleToday(storage.db, tomorrow);
    try {
      const list = await get<Article[]>('/v3/today/?page_size=50');
      expect(list.data?.[0]?.slug).toBe(`weeknight-dinners-${utcDay(tomorrow)}`);
      expect(list.data?.map((a) => a.slug)).toContain(slug);
      expect((await get(`/v3/today/articles/${slug}/`)).status).toBe(200);
    } finally {
      await storage.db.delete(todayArticles).where(eq(todayArticles.day, utcDay(tomorrow)));
    }
  });

  describe('GraphQL', () => {
    it('answers Query.today and Query.todayArticle with its pins, through v3', async () => {
      const { result } = await viewer.gql(
        `query($slug: String!) {
          today(tab: ARTICLE, first: 10) { edges { node { slug title pinCount coverImage(size: W236) { url } interest { name } } } }
          todayArticle(slug: $slug) { tab day url pins(first: 2) { edges { node { entityId } } pageInfo { hasNextPage } } }
          missing: todayArticle(slug: "nothing-here") { slug }
          odd: todayArticle(slug: "../../v3") { slug }
        }`,
        { slug },
      );
      expect(result.errors).toBeUndefined();
      const data = result.data as {
        today: { edges: { node: { slug: string; pinCount: number; coverImage: { url: string } | null } }[] };
        todayArticle: { tab: string; day: string; url: string; pins: { edges: { node: { entityId: string } }[]; pageInfo: { hasNextPage: boolean } } };
        missing: null;
        odd: null;
      };
      expect(data.today.edges[0]?.node).toMatchObject({ slug, pinCount: 5 });
      expect(data.today.edges[0]?.node.coverImage?.url).toMatch(/236x/);
      expect(data.todayArticle).toMatchObject({ tab: 'ARTICLE', day: utcDay(NOW), url: `/today/article/${slug}/` });
      expect(data.todayArticle.pins.edges.map((e) => Number(e.node.entityId))).toEqual([dinnerPins[0]!.id, dinnerPins[1]!.id]);
      expect(data.todayArticle.pins.pageInfo.hasNextPage).toBe(true);
      expect(data.missing).toBeNull();
      expect(data.odd).toBeNull();
    });

    it('takes first 1 to 50 and says so beyond', async () => {
      const { result } = await viewer.gql('{ today(first: 51) { edges { cursor } } }');
      expect(result.errors?.[0]?.message).toBe('first must be an integer from 1 to 50, got 51');
      const pins = await viewer.gql(`{ todayArticle(slug: "${slug}") { pins(first: 51) { edges { cursor } } } }`);
      expect(pins.result.errors?.[0]?.message).toBe('first must be an integer from 1 to 50, got 51');
    });
  });
});
