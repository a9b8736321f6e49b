import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { id explicitlyFollowedByMe followerCount } errors { code message } } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(userId: $id) { user { id explicitlyFollowedByMe followerCount } errors { code } } }`;
const BLOCK = `mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { user { id blockedByMe explicitlyFollowedByMe } errors { code } } }`;
const UNBLOCK = `mutation($id: ID!) { unblockUser(userId: $id) { user { id blockedByMe } errors { code } } }`;

describe.each(backends())('the social graph through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('follows and unfollows a person, with the new state in the payload, and lists followers', async () => {
    const ann = await signedIn(env().server, 'ann');
    const ben = await signedIn(env().server, 'ben');
    const follow = await ann.browser.gql(FOLLOW, { id: ben.id });
    expect(follow.result.data!.followUser).toEqual({ user: { id: ben.id, explicitlyFollowedByMe: true, followerCount: 1 }, errors: [] });
    const again = await ann.browser.gql(FOLLOW, { id: ben.id });
    expect(again.result.data!.followUser).toMatchObject({ user: { followerCount: 1 } });
    const lists = await ann.browser.gql(
      `{ user(username: "ben") { followers(first: 10) { edges { node { username } } } } me: user(username: "ann") { following(first: 50) { edges { node { username } } } } }`,
    );
    expect(lists.result.data).toEqual({
      user: { followers: { edges: [{ node: { username: 'ann' } }] } },
      me: { following: { edges: [{ node: { username: 'ben' } }] } },
    });
    const unfollow = await ann.browser.gql(UNFOLLOW, { id: ben.id });
    expect(unfollow.result.data!.unfollowUser).toEqual({ user: { id: ben.id, explicitlyFollowedByMe: false, followerCount: 0 }, errors: [] });
  });

  it('refuses followers pages over 50', async () => {
    const { result } = await testBrowser(env().server).gql(`{ user(username: "ann") { followers(first: 51) { edges { cursor } } } }`);
    expect(result.errors?.[0]?.message).toBe('first must be an integer from 1 to 50, got 51');
  });

  it('tells a signed-out visitor to sign in, as data', async () => {
    const cam = await signedIn(env().server, 'cam');
    const { result } = await testBrowser(env().server).gql(FOLLOW, { id: cam.id });
    expect(result.data!.followUser).toMatchObject({ user: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('blocks: follows end, the blocked person cannot follow back (the blocker is not there for them), and unblock restores nothing but the block', async () => {
    const dee = await signedIn(env().server, 'dee');
    const eve = await signedIn(env().server, 'eve');
    await eve.browser.gql(FOLLOW, { id: dee.id });
    const blocked = await dee.browser.gql(BLOCK, { id: eve.id });
    expect(blocked.result.data!.blockUser).toEqual({ user: { id: eve.id, blockedByMe: true, explicitlyFollowedByMe: false }, errors: [] });
    expect((await dee.browser.gql(`{ user(username: "dee") { followerCount } }`)).result.data).toEqual({ user: { followerCount: 0 } });
    const followBack = await eve.browser.gql(FOLLOW, { id: dee.id });
    // Someone who blocked you is not there (access.ts userVisible): following them finds no account.
    expect(followBack.result.data!.followUser).toMatchObject({ user: null, errors: [{ code: 'NOT_FOUND' }] });
    const unblocked = await dee.browser.gql(UNBLOCK, { id: eve.id });
    expect(unblocked.result.data!.unblockUser).toEqual({ user: { id: eve.id, blockedByMe: false }, errors: [] });
    const followAfter = await eve.browser.gql(FOLLOW, { id: dee.id });
    expect(followAfter.result.data!.followUser).toMatchObject({ user: { explicitlyFollowedByMe: true }, errors: [] });
  });

  it("lists a profile's boards with the platform §3 options", async () => {
    const { result } = await testBrowser(env().server).gql(
      `{ user(username: "ann") { boards(first: 25, sort: alphabetical, privacyFilter: all, includeArchived: true, groupBy: visibility) { edges { node { name } } pageInfo { hasNextPage } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ user: { boards: { edges: [], pageInfo: { hasNextPage: false } } } });
  });
});
