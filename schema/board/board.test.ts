import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSection } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const BOARD = `query($username: String!, $slug: String!) {
  boardByPath(username: $username, slug: $slug) {
    id name description privacy pinCount followerCount followedByMe
    owner { username }
    sections { title slug }
    pins(first: 2) { edges { node { title } } pageInfo { hasNextPage } }
  }
}`;
const FOLLOW = `mutation($id: ID!) { followBoard(boardId: $id) { board { id followedByMe followerCount } errors { code } } }`;

describe.each(backends())('boards by path through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  const row = async (username: string): Promise<UserRow> => (await env().storage.db.select().from(users).where(eq(users.username, username)))[0]!;

  it('answers the board page: header fields, sections and a page of pins; follow shows on the next read', async () => {
    await signedIn(env().server, 'gwen');
    const fan = await signedIn(env().server, 'finn');
    const board = await makeBoard(env().storage.db, await row('gwen'), { name: 'Garden', slug: 'garden', description: 'Green things' });
    await makeSection(env().storage.db, board, 'Herbs');
    for (const title of ['basil', 'mint', 'sage']) await makePin(env().storage.db, board, { title });

    const { result } = await testBrowser(env().server).gql(BOARD, { username: 'gwen', slug: 'garden' });
    expect(result.errors).toBeUndefined();
    const data = result.data!.boardByPath as { id: string; pins: { edges: { node: { title: string } }[] } };
    expect(data).toMatchObject({
      name: 'Garden',
      description: 'Green things',
      privacy: 'public',
      pinCount: 3,
      followerCount: 0,
      followedByMe: false,
      owner: { username: 'gwen' },
      sections: [{ title: 'Herbs', slug: 'herbs' }],
      pins: { pageInfo: { hasNextPage: true } },
    });
    expect(data.pins.edges).toHaveLength(2);

    const follow = await fan.browser.gql(FOLLOW, { id: data.id });
    expect(follow.result.data!.followBoard).toEqual({ board: { id: data.id, followedByMe: true, followerCount: 1 }, errors: [] });
    const after = await fan.browser.gql(BOARD, { username: 'gwen', slug: 'garden' });
    expect(after.result.data!.boardByPath).toMatchObject({ followedByMe: true, followerCount: 1 });
  });

  it('is null for unknown, malformed or secret-to-the-viewer boards, and shows a secret board to its owner', async () => {
    const owner = await signedIn(env().server, 'sue');
    await makeBoard(env().storage.db, await row('sue'), { name: 'Plans', slug: 'plans', privacy: 'secret' });
    const anonymous = testBrowser(env().server);
    for (const variables of [
      { username: 'sue', slug: 'plans' },
      { username: 'sue', slug: 'nothing-here' },
      { username: 'nobody_here', slug: 'plans' },
      { username: 'sue', slug: 'bad slug/..' },
      { username: 'bad name!', slug: 'plans' },
    ]) {
      const { result } = await anonymous.gql(BOARD, variables);
      expect(result.errors, JSON.stringify(variables)).toBeUndefined();
      expect(result.data, JSON.stringify(variables)).toEqual({ boardByPath: null });
    }
    const own = await owner.browser.gql(BOARD, { username: 'sue', slug: 'plans' });
    expect(own.result.data!.boardByPath).toMatchObject({ name: 'Plans', privacy: 'secret' });
  });
});
