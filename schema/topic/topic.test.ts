/**
 * Topics through GraphQL (issue 17): Query.topic by slug (both forms) or id, null when unknown;
 * Query.topics; the feeds; following with followInterest shows on the topic; page sizes capped at
 * 50; and the cost rule counts topic connections (99 pins a topic run, 100 are refused).
 */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { interests } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { signedIn, testBrowser, type GraphQLResult, type TestBrowser } from '../testing/browser.ts';

const codes = (result: GraphQLResult) => (result.errors ?? []).map((e) => (e as { extensions?: { code?: string } }).extensions?.code);

describe.each(backends())('GraphQL topics on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let visitor: TestBrowser;
  let member: TestBrowser;
  let recipes: number;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    const [row] = await storage.db.insert(interests).values({ name: 'Recipes', urlName: 'food:recipes' }).returning();
    recipes = row!.id;
    await storage.db.insert(interests).values({ name: 'Travel', urlName: 'travel' });
    const ada = await makeUser(storage.db, { username: 'gt_ada' });
    const board = await makeBoard(storage.db, ada, { name: 'Food' });
    const offer = (price: string) => ({ products: [{ offer_summary: { price } }] });
    await makePin(storage.db, board, { title: 'Soup', sourceInterestId: recipes });
    await makePin(storage.db, board, { title: 'Clip', sourceInterestId: recipes, type: 'video', videos: { video_list: { V_720P: { url: '/a.mp4', width: 1, height: 1, duration: 1 } } } });
    await makePin(storage.db, board, { title: 'Pan', sourceInterestId: recipes, type: 'product', richSummary: offer('$40.00') });
    await makePin(storage.db, board, { title: 'Pot', sourceInterestId: recipes, type: 'product', richSummary: offer('$90.00') });
    visitor = testBrowser(server);
    member = (await signedIn(server, 'gt_member')).browser;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const TOPIC = `query($slug: String, $id: String) { topic(slug: $slug, id: $id) { id entityId name urlName slug followerCount followedByMe
    coverImage { url } pins(first: 10) { edges { node { title } } } videos(first: 10) { edges { node { title } } }
    products(first: 10, priceMin: 50) { edges { node { title } } } } }`;
  const titles = (connection: unknown) => (connection as { edges: { node: { title: string } }[] }).edges.map((e) => e.node.title);

  it('finds a topic by its slug, its url_name or its id, with its feeds; null when there is none', async () => {
    for (const variables of [{ slug: 'recipes' }, { slug: 'food:recipes' }, { id: String(recipes) }]) {
      const { result } = await visitor.gql(TOPIC, variables);
      expect(result.errors).toBeUndefined();
      const topic = result.data?.topic as Record<string, unknown>;
      expect(topic).toMatchObject({ entityId: String(recipes), name: 'Recipes', urlName: 'food:recipes', slug: 'recipes', followerCount: 0, followedByMe: false });
      expect(titles(topic.pins)).toEqual(['Pot', 'Pan', 'Clip', 'Soup']);
      expect(titles(topic.videos)).toEqual(['Clip']);
      expect(titles(topic.products)).toEqual(['Pot']);
    }
    for (const variables of [{ slug: 'cooking' }, { slug: 'a b' }, { id: '999999' }, { id: 'recipes' }, {}]) {
      const { result } = await visitor.gql(TOPIC, variables);
      expect(result.errors).toBeUndefined();
      expect(result.data?.topic).toBeNull();
    }
  });

  it('lists topics, and the videos and shopping feeds with a price filter', async () => {
    const { result } = await visitor.gql(`{ topics(first: 50) { edges { node { name slug } } }
      videoFeed(first: 5) { edges { node { title } } } shoppingFeed(first: 5, priceMax: 40) { edges { node { title } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.topics).toEqual({ edges: [{ node: { name: 'Recipes', slug: 'recipes' } }, { node: { name: 'Travel', slug: 'travel' } }] });
    expect(titles(result.data?.videoFeed)).toEqual(['Clip']);
    expect(titles(result.data?.shoppingFeed)).toEqual(['Pan']);
  });

  it('answers a bad price or a page over 50 with an error naming the argument', async () => {
    const bad = await visitor.gql('{ shoppingFeed(first: 5, priceMin: -1) { edges { cursor } } }');
    expect(bad.result.data?.shoppingFeed).toBeNull();
    expect(JSON.stringify(bad.result.errors)).toMatch(/price_min/);
    const over = await visitor.gql('{ topics(first: 51) { edges { cursor } } }');
    expect(codes(over.result)).toEqual(['BAD_USER_INPUT']);
    expect((await visitor.gql('{ videoFeed(first: 50) { edges { cursor } } }')).result.errors).toBeUndefined();
  });

  it('shows a follow made with followInterest on the topic, by global id too', async () => {
    const follow = await member.gql(`mutation($id: String!) { followInterest(interestId: $id, follow: true) { following followerCount errors { message } } }`, { id: String(recipes) });
    expect(follow.result.data?.followInterest).toEqual({ following: true, followerCount: 1, errors: [] });
    const { result } = await member.gql('query($slug: String) { topic(slug: $slug) { id followedByMe followerCount } }', { slug: 'recipes' });
    const topic = result.data?.topic as { id: string; followedByMe: boolean; followerCount: number };
    expect(topic).toMatchObject({ followedByMe: true, followerCount: 1 });
    const node = await member.gql('query($id: ID!) { node(id: $id) { ... on Topic { name followedByMe } } }', { id: topic.id });
    expect(node.result.data?.node).toEqual({ name: 'Recipes', followedByMe: true });
    expect(((await visitor.gql('{ topic(slug: "recipes") { followedByMe } }')).result.data?.topic as { followedByMe: boolean }).followedByMe).toBe(false);
  });

  describe('the cost rule', () => {
    // Two lists of 50 topics, each topic's pins(first: n): 2 × 50 × (1 + n) possible nodes.
    const twoLists = (inner: number) => {
      const one = (alias: string) => `${alias}: topics(first: 50) { edges { node { pins(first: ${inner}) { edges { node { id } } } } } }`;
      return `{ ${one('a')} ${one('b')} }`;
    };

    it('counts topics by their first, times the pins each holds: 99 run, 100 are refused', async () => {
      expect(nodeCount(getSchema(), parse(twoLists(99)), {})).toBe(DEFAULT_LIMITS.maxNodes);
      expect(codes((await visitor.gql(twoLists(100))).result)).toEqual(['QUERY_TOO_COSTLY']);
      expect(codes((await visitor.gql(twoLists(99))).result)).not.toContain('QUERY_TOO_COSTLY');
    });

    it('counts related topics as up to 8 each, and every feed by its first', () => {
      const related = (inner: number) => parse(`{ topic(slug: "x") { relatedTopics { products(first: ${inner}) { edges { node { id } } } } } }`);
      expect(nodeCount(getSchema(), related(50), {})).toBe(8 * 50);
      const feeds = parse(`{ videoFeed(first: 50) { edges { node { id } } } shoppingFeed(first: 40) { edges { node { id } } } topic(id: "1") { videos(first: 30) { edges { cursor } } } }`);
      expect(nodeCount(getSchema(), feeds, {})).toBe(50 + 40 + 30);
    });
  });
});
