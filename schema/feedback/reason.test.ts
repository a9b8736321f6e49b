/**
 * Pin.recommendationReason through GraphQL (issue 18): the home feed's pins carry v3's reason as the
 * types of the contract (global ids for the board and the person), null everywhere else; unfollowing
 * takes the reason away; blocked people's pins and secret boards are never in the feed.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { blocks, follows, interests } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { cast, gid, payload } from '../testing/boards.ts';

const REASON = `recommendationReason { reason reasonId board { id entityId name url } user { id entityId username fullName } topic { entityId name urlName } }`;
const HOME = `query { homefeed(first: 50) { edges { node { id ${REASON} } } } }`;
const PIN = `query($id: String!) { pin(id: $id) { id ${REASON} } }`;
const BOARD_PINS = `query($id: String!) { board(id: $id) { pins(first: 10) { edges { node { id ${REASON} } } } } }`;
const HOME_AND_PIN = `query($id: String!) { homefeed(first: 50) { edges { node { id ${REASON} createdAt } } } pin(id: $id) { id ${REASON} } }`;
const UNFOLLOW = `mutation($boardId: ID!) { unfollowBoard(boardId: $boardId) { errors { code } } }`;

type Node = { id: string; recommendationReason: Record<string, unknown> | null };
/** The home feed's pins in an answer's data: global id → reason. */
const nodes = (data: unknown) =>
  new Map((data as { homefeed: { edges: { node: Node }[] } }).homefeed.edges.map((e) => [e.node.id, e.node.recommendationReason]));

describe.each(backends())('Pin.recommendationReason through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('answers each source of the home feed with its kind and what it names, and null outside the home feed', async () => {
    const people = await cast(env(), 'rr1');
    const db = env().storage.db;
    const me = people.other;
    const ada = await makeUser(db, { username: 'rr1_ada', firstName: 'Ada', lastName: 'Lovelace' });
    const dan = await makeUser(db, { username: 'rr1_dan', firstName: 'Dan', lastName: 'Drew' });
    const [garden, travel, knit] = await db
      .insert(interests)
      .values([
        { name: 'Gardening', urlName: 'rr1-garden' },
        { name: 'Travel', urlName: 'rr1-travel' },
        { name: 'Knitting', urlName: 'rr1-knit' },
      ])
      .returning();
    const recipes = await makeBoard(db, ada, { name: 'Recipes', slug: 'recipes' });
    const diary = await makeBoard(db, ada, { name: 'Diary', slug: 'diary', privacy: 'secret' });
    const others = await makeBoard(db, ada, { name: 'Other', slug: 'other' });
    const carls = await makeBoard(db, people.owner.row, { name: 'Carl', slug: 'carl' });
    const dans = await makeBoard(db, dan, { name: 'Dan', slug: 'dan' });
    const trips = await makeBoard(db, me.row, { name: 'Trips', slug: 'trips', interestId: travel!.id });
    const mine = await makeBoard(db, me.row, { name: 'Mine', slug: 'mine' });
    const knitSaved = await makePin(db, carls, { sourceInterestId: knit!.id });
    const onBoard = await makePin(db, recipes, { pinnerId: ada.id });
    const byAda = await makePin(db, others);
    const gardenPin = await makePin(db, carls, { sourceInterestId: garden!.id });
    const adasGardenPin = await makePin(db, others, { sourceInterestId: garden!.id });
    const travelPin = await makePin(db, carls, { sourceInterestId: travel!.id });
    const knitPin = await makePin(db, carls, { sourceInterestId: knit!.id });
    const secretPin = await makePin(db, diary);
    const blockedPin = await makePin(db, dans, { sourceInterestId: garden!.id });
    await db.insert(follows).values([
      { followerId: me.row.id, targetType: 'board', targetId: recipes.id },
      { followerId: me.row.id, targetType: 'board', targetId: diary.id },
      { followerId: me.row.id, targetType: 'user', targetId: ada.id },
      { followerId: me.row.id, targetType: 'user', targetId: dan.id },
      { followerId: me.row.id, targetType: 'interest', targetId: garden!.id },
    ]);
    await db.insert(blocks).values({ blockerId: me.row.id, blockedId: dan.id });
    await makeSave(db, knitSaved, mine, me.row);

    const first = (await me.browser.gql(HOME)).result;
    expect(first.errors).toBeUndefined();
    const home = nodes(first.data);
    expect(home.get(gid('Pin', onBoard.id))).toEqual({
      reason: 'FOLLOWED_BOARD',
      reasonId: String(recipes.id),
      board: { id: gid('Board', recipes.id), entityId: String(recipes.id), name: 'Recipes', url: '/rr1_ada/recipes/' },
      user: null,
      topic: null,
    });
    expect(home.get(gid('Pin', byAda.id))).toEqual({
      reason: 'FOLLOWED_USER',
      reasonId: String(ada.id),
      board: null,
      user: { id: encodeGlobalID('User', String(ada.id)), entityId: String(ada.id), username: 'rr1_ada', fullName: 'Ada Lovelace' },
      topic: null,
    });
    expect(home.get(gid('Pin', gardenPin.id))).toEqual({
      reason: 'FOLLOWED_TOPIC',
      reasonId: String(garden!.id),
      board: null,
      user: null,
      topic: { entityId: String(garden!.id), name: 'Gardening', urlName: 'rr1-garden' },
    });
    // A followed person's pin of a followed topic: the person comes first.
    expect(home.get(gid('Pin', adasGardenPin.id))).toMatchObject({ reason: 'FOLLOWED_USER', reasonId: String(ada.id) });
    expect(home.get(gid('Pin', travelPin.id))).toMatchObject({
      reason: 'YOUR_BOARD',
      reasonId: String(trips.id),
      board: { id: gid('Board', trips.id), name: 'Trips', url: '/rr1_oth/trips/' },
      topic: { entityId: String(travel!.id), name: 'Travel', urlName: 'rr1-travel' },
    });
    expect(home.get(gid('Pin', knitPin.id))).toMatchObject({ reason: 'RECENT_ACTIVITY', topic: { name: 'Knitting' } });
    for (const pin of [secretPin, blockedPin]) expect(home.has(gid('Pin', pin.id))).toBe(false);

    // The same pins read alone or on their board have no reason, even in the operation that read the home feed.
    expect(payload<Node>(await me.browser.gql(PIN, { id: String(onBoard.id) }), 'pin').recommendationReason).toBeNull();
    const board = payload<{ pins: { edges: { node: Node }[] } }>(await me.browser.gql(BOARD_PINS, { id: String(recipes.id) }), 'board');
    expect(board.pins.edges.map((e) => e.node.recommendationReason)).toEqual([null]);
    const both = (await me.browser.gql(HOME_AND_PIN, { id: String(onBoard.id) })).result;
    expect(both.errors).toBeUndefined();
    expect(nodes(both.data).get(gid('Pin', onBoard.id))).toMatchObject({ reason: 'FOLLOWED_BOARD' });
    expect((both.data!.pin as Node).recommendationReason).toBeNull();
  });

  it('loses the reason when the member unfollows the board, and a visitor sees none', async () => {
    const people = await cast(env(), 'rr2');
    const db = env().storage.db;
    const me = people.other;
    const board = await makeBoard(db, people.owner.row, { name: 'Lamps', slug: 'lamps' });
    const pin = await makePin(db, board);
    await db.insert(follows).values({ followerId: me.row.id, targetType: 'board', targetId: board.id });
    const reasonOf = async (browser = me.browser) => nodes((await browser.gql(HOME)).result.data).get(gid('Pin', pin.id));

    expect(await reasonOf()).toMatchObject({ reason: 'FOLLOWED_BOARD', board: { name: 'Lamps' } });
    expect(payload<{ errors: unknown[] }>(await me.browser.gql(UNFOLLOW, { boardId: gid('Board', board.id) }), 'unfollowBoard').errors).toEqual([]);
    expect(await reasonOf()).toBeNull();
    expect(await reasonOf(people.anonymous)).toBeNull();
  });
});
