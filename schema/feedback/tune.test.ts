import { eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { boards, interests } from '../../server/db/schema.ts';
import { makeBoard, makeUser } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const FOLLOWED = `query ($first: Int!, $after: String, $topics: Int!) { viewer {
  followedBoards(first: $first, after: $after) { edges { node { id entityId name followedByMe owner { username } } } pageInfo { hasNextPage endCursor } }
  followedTopics(first: $topics) { edges { node { id entityId name urlName followedByMe } } pageInfo { hasNextPage } } } }`;

interface Edges<N> {
  edges: { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}
interface Followed {
  followedBoards: Edges<{ id: string; entityId: string; name: string; followedByMe: boolean; owner: { username: string } }>;
  followedTopics: Edges<{ entityId: string; name: string; urlName: string; followedByMe: boolean }>;
}

describe.each(backends())('Viewer.followedBoards and Viewer.followedTopics (/edit) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let browser: TestBrowser;
  const boardIds: string[] = [];
  let topicId = '';

  const followed = async (variables: Record<string, unknown>, as = browser) => {
    const { result } = await as.gql(FOLLOWED, { topics: 25, ...variables });
    return { data: (result.data?.viewer ?? null) as Followed | null, errors: result.errors };
  };
  const names = (f: Followed | null) => f!.followedBoards.edges.map((e) => e.node.name);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ({ browser } = await signedIn(server, 'tess_tune'));
    const owner = await makeUser(storage.db, { username: 'olga_owner' });
    for (const name of ['Lamps', 'Rugs', 'Tiles']) {
      const board = await makeBoard(storage.db, owner, { name });
      const { result } = await browser.gql('query($id: String!) { board(id: $id) { id } }', { id: String(board.id) });
      boardIds.push((result.data?.board as { id: string }).id);
    }
    for (const id of boardIds) {
      const { result } = await browser.gql('mutation($id: ID!) { followBoard(boardId: $id) { errors { message } } }', { id });
      expect(result.data).toEqual({ followBoard: { errors: [] } });
    }
    const [topic] = await storage.db.insert(interests).values({ name: 'Ceramics', urlName: 'art:ceramics' }).returning();
    topicId = String(topic!.id);
    const { result } = await browser.gql('mutation($id: String!) { followInterest(interestId: $id, follow: true) { following errors { message } } }', { id: topicId });
    expect(result.data).toEqual({ followInterest: { following: true, errors: [] } });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('lists the boards and topics the viewer follows, newest follow first, and pages by endCursor', async () => {
    const first = await followed({ first: 2 });
    expect(first.errors).toBeUndefined();
    expect(names(first.data)).toEqual(['Tiles', 'Rugs']);
    expect(first.data!.followedBoards.edges[0]!.node).toMatchObject({ id: boardIds[2], followedByMe: true, owner: { username: 'olga_owner' } });
    expect(first.data!.followedBoards.pageInfo.hasNextPage).toBe(true);
    const rest = await followed({ first: 2, after: first.data!.followedBoards.pageInfo.endCursor });
    expect(names(rest.data)).toEqual(['Lamps']);
    expect(rest.data!.followedBoards.pageInfo.hasNextPage).toBe(false);
    expect(first.data!.followedTopics).toEqual({
      edges: [{ node: { id: expect.any(String), entityId: topicId, name: 'Ceramics', urlName: 'art:ceramics', followedByMe: true } }],
      pageInfo: { hasNextPage: false },
    });
  });

  it('takes first from 1 to 50 (v3 page cap), and is empty for a visitor', async () => {
    expect((await followed({ first: 50, topics: 50 })).errors).toBeUndefined();
    for (const [first, topics] of [
      [51, 25],
      [0, 25],
      [25, 51],
    ] as const) {
      const bad = await followed({ first, topics });
      expect(bad.errors?.[0]?.message).toBe(`first must be an integer from 1 to 50, got ${first === 25 ? topics : first}`);
    }
    const visitor = await followed({ first: 25 }, testBrowser(server));
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data).toEqual({
      followedBoards: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
      followedTopics: { edges: [], pageInfo: { hasNextPage: false } },
    });
  });

  it('drops a board once unfollowed or turned secret, and brings it back first when followed again', async () => {
    const unfollow = await browser.gql('mutation($id: ID!) { unfollowBoard(boardId: $id) { board { followedByMe } errors { message } } }', { id: boardIds[0] });
    expect(unfollow.result.data).toEqual({ unfollowBoard: { board: { followedByMe: false }, errors: [] } });
    expect(names((await followed({ first: 25 })).data)).toEqual(['Tiles', 'Rugs']);
    await browser.gql('mutation($id: ID!) { followBoard(boardId: $id) { errors { message } } }', { id: boardIds[0] });
    expect(names((await followed({ first: 25 })).data)).toEqual(['Lamps', 'Tiles', 'Rugs']);

    const [rugs] = await storage.db.select().from(boards).where(eq(boards.name, 'Rugs'));
    await storage.db.update(boards).set({ privacy: 'secret' }).where(eq(boards.id, rugs!.id));
    expect(names((await followed({ first: 25 })).data)).toEqual(['Lamps', 'Tiles']);
    await storage.db.update(boards).set({ privacy: 'public' }).where(eq(boards.id, rugs!.id));

    const off = await browser.gql('mutation($id: String!) { followInterest(interestId: $id, follow: false) { following } }', { id: topicId });
    expect(off.result.data).toEqual({ followInterest: { following: false } });
    expect((await followed({ first: 25 })).data!.followedTopics.edges).toEqual([]);
  });

  it('counts both connections in the cost rule by their first, times what their nodes hold', () => {
    const doc = (first: number, inner: number) =>
      parse(`{ viewer { followedBoards(first: ${first}) { edges { node { pins(first: ${inner}) { edges { cursor } } } } } followedTopics(first: ${first}) { edges { node { pins(first: ${inner}) { edges { cursor } } } } } } }`);
    expect(nodeCount(getSchema(), doc(50, 10), {})).toBe(2 * 50 * (1 + 10));
    expect(nodeCount(getSchema(), doc(50, 100), {})).toBeGreaterThan(DEFAULT_LIMITS.maxNodes);
  });
});
