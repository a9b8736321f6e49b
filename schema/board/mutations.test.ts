import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { interests } from '../../server/db/schema.ts';
import { counterValue, startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const CREATE = `mutation($input: CreateBoardInput!) { createBoard(input: $input) { board { name privacy layout url } errors { field code message } } }`;
const QUICK = `mutation { createQuickSavesBoard { board { id name layout privacy } errors { field code } } }`;
const SAVE_BEHAVIOR = `{ viewer { saveBehavior hasQuickSaveBoard } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { errors { field } } }`;

describe.each(backends())('board create, Quick Saves, save behaviour and interests through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const upstream = () => counterValue(server.metrics, 'v3_client_requests_total');

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('creates a board; a name over 50 characters or a blank one comes back as a UserError on name', async () => {
    const { browser } = await signedIn(server, 'gina');
    const made = await browser.gql(CREATE, { input: { name: ' Travel ', privacy: 'secret', description: 'trips' } });
    expect(made.result.data!.createBoard).toEqual({ board: { name: 'Travel', privacy: 'secret', layout: 'default', url: '/gina/travel/' }, errors: [] });
    const fifty = await browser.gql(CREATE, { input: { name: 'n'.repeat(50) } });
    expect(fifty.result.data!.createBoard).toMatchObject({ board: { privacy: 'public' }, errors: [] });
    const long = await browser.gql(CREATE, { input: { name: 'n'.repeat(51) } });
    expect(long.result.data!.createBoard).toEqual({
      board: null,
      errors: [{ field: 'name', code: 'INVALID_PARAMETER', message: 'A board name can be at most 50 characters.' }],
    });
    const blank = await browser.gql(CREATE, { input: { name: '  ' } });
    expect(blank.result.data!.createBoard).toMatchObject({ board: null, errors: [{ field: 'name' }] });
  });

  it('tells a signed-out visitor to log in, as data', async () => {
    const { result } = await testBrowser(server).gql(CREATE, { input: { name: 'Nope' } });
    expect(result.data!.createBoard).toMatchObject({ board: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('createQuickSavesBoard creates the board once and answers the same one again', async () => {
    const { browser } = await signedIn(server, 'hal');
    expect((await browser.gql(SAVE_BEHAVIOR)).result.data).toEqual({ viewer: { saveBehavior: 1, hasQuickSaveBoard: false } });
    const first = await browser.gql(QUICK);
    expect(first.result.data!.createQuickSavesBoard).toMatchObject({ board: { name: 'Quick Saves', layout: 'quick_saves', privacy: 'public' }, errors: [] });
    const second = await browser.gql(QUICK);
    const board = (r: typeof first) => (r.result.data!.createQuickSavesBoard as { board: { id: string } }).board.id;
    expect(board(second)).toBe(board(first));
    expect((await browser.gql(SAVE_BEHAVIOR)).result.data).toEqual({ viewer: { saveBehavior: 1, hasQuickSaveBoard: true } });
  });

  it('updateProfile(saveBehavior: 0) leaves a Quick Saves board behind', async () => {
    const { browser } = await signedIn(server, 'ivy');
    expect((await browser.gql(UPDATE, { input: { saveBehavior: 0 } })).result.data!.updateProfile).toEqual({ errors: [] });
    expect((await browser.gql(SAVE_BEHAVIOR)).result.data).toEqual({ viewer: { saveBehavior: 0, hasQuickSaveBoard: true } });
  });

  it('is null signed out', async () => {
    expect((await testBrowser(server).gql(SAVE_BEHAVIOR)).result.data).toEqual({ viewer: { saveBehavior: null, hasQuickSaveBoard: null } });
    expect((await testBrowser(server).gql(`{ viewer { storedSaveBehavior } }`)).result.data).toEqual({ viewer: { storedSaveBehavior: null } });
  });

  it('fetches save behaviour once per request below 5 boards, and answers 1 without asking v3 at 5', async () => {
    const { browser } = await signedIn(server, 'jay');
    await browser.gql(UPDATE, { input: { saveBehavior: 0 } }); // Quick Saves: board 1
    for (const name of ['b2', 'b3', 'b4']) await browser.gql(CREATE, { input: { name } });
    const count = async () => {
      const before = await upstream();
      const { result } = await browser.gql(`{ viewer { saveBehavior hasQuickSaveBoard again: saveBehavior } }`);
      return { data: result.data, requests: (await upstream()) - before };
    };
    // 4 boards: GET /v3/users/me/ and one GET /v3/users/me/?field_set_key=save_behavior.
    expect(await count()).toEqual({ data: { viewer: { saveBehavior: 0, hasQuickSaveBoard: true, again: 0 } }, requests: 2 });
    await browser.gql(CREATE, { input: { name: 'b5' } });
    // 5 boards: only GET /v3/users/me/; the board picker without asking.
    expect(await count()).toEqual({ data: { viewer: { saveBehavior: 1, hasQuickSaveBoard: null, again: 1 } }, requests: 1 });
    // Settings still shows the stored choice, read from the same GET /v3/users/me/.
    const before = await upstream();
    const stored = await browser.gql(`{ viewer { storedSaveBehavior saveBehavior } }`);
    expect(stored.result.data).toEqual({ viewer: { storedSaveBehavior: 0, saveBehavior: 1 } });
    expect((await upstream()) - before).toBe(1);
  });

  it('lists interests with followedByMe, paged, and followInterest changes it', async () => {
    await storage.db.insert(interests).values([
      { name: 'Baking', urlName: 'baking' },
      { name: 'Architecture', urlName: 'architecture' },
      { name: 'Cycling', urlName: 'cycling' },
    ]);
    const { browser } = await signedIn(server, 'kim');
    const LIST = `query($after: String) { interests(first: 2, after: $after) { edges { node { entityId name urlName followedByMe } } pageInfo { hasNextPage endCursor } } }`;
    const first = await browser.gql(LIST);
    const page = first.result.data!.interests as {
      edges: { node: { entityId: string; name: string; urlName: string; followedByMe: boolean } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(page.edges.map((e) => e.node.name)).toEqual(['Architecture', 'Baking']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const follow = await browser.gql(`mutation($id: String!) { followInterest(interestId: $id, follow: true) { following errors { code } } }`, {
      id: page.edges[1]!.node.entityId,
    });
    expect(follow.result.data!.followInterest).toEqual({ following: true, errors: [] });
    const again = (await browser.gql(LIST)).result.data!.interests as typeof page;
    expect(again.edges.map((e) => [e.node.urlName, e.node.followedByMe])).toEqual([['architecture', false], ['baking', true]]);
    const next = (await browser.gql(LIST, { after: page.pageInfo.endCursor })).result.data!.interests as typeof page;
    expect(next.edges.map((e) => e.node.name)).toEqual(['Cycling']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });
});
