/**
 * The member's home feed (issue 18): composed from their sources, newest first, each pin with the
 * reason that brought it (the first that matches); then the newest pins no source matches, without
 * a reason; paging across the two without duplicates or gaps; blocks, secret boards, hidden pins
 * and the member's own pins never there. Visitors keep the newest pins.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, follows, interests, pinHides, type BoardRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { v3Call, v3Data } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import type { V3RecommendationReason } from '../types.ts';

const DAY = 86_400_000;
/** The server's fixed clock: recent activity is counted back from it. */
const NOW = Date.UTC(2026, 5, 15, 12);

interface FeedPin {
  id: string;
  recommendation_reason: V3RecommendationReason | null;
}

describe.each(backends())('the home feed on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let vic: Member;
  let ada: UserRow;
  let bob: UserRow;
  let carl: UserRow;
  let dan: UserRow;
  let recipes: BoardRow;
  let diary: BoardRow;
  let vicsTravel: BoardRow;
  const p: Record<string, PinRow> = {};
  const topic: Record<string, number> = {};

  /** A page of the feed as vic sees it, or as `cookie`'s member (null: a visitor). */
  const feed = async (query = 'page_size=100', cookie: string | null = vic.token) => {
    const answer = await v3Call(server, `/v3/feeds/home/?${query}`, cookie === null ? {} : { cookie });
    expect(answer.status, query).toBe(200);
    return { pins: v3Data<FeedPin[]>(answer), bookmark: answer.body.resource_response.bookmark };
  };
  const reasons = async () => new Map((await feed()).pins.map((pin) => [pin.id, pin.recommendation_reason]));
  const kind = (map: Map<string, V3RecommendationReason | null>, pin: PinRow) => (map.has(String(pin.id)) ? (map.get(String(pin.id))?.reason ?? 'none') : 'absent');

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => NOW });
    const db = storage.db;
    vic = await signUp(server, storage, 'vic');
    [ada, bob, carl, dan] = [
      await makeUser(db, { username: 'ada_home', firstName: 'Ada', lastName: 'Lovelace' }),
      await makeUser(db, { username: 'bob_home', firstName: 'Bob', lastName: 'Baker' }),
      await makeUser(db, { username: 'carl_home', firstName: 'Carl', lastName: 'Cook' }),
      await makeUser(db, { username: 'dan_home', firstName: 'Dan', lastName: 'Drew' }),
    ];
    for (const [key, name] of [
      ['garden', 'Gardening'],
      ['travel', 'Travel'],
      ['knit', 'Knitting'],
      ['pottery', 'Pottery'],
      ['birds', 'Birds'],
    ] as const) {
      const [row] = await db.insert(interests).values({ name, urlName: key }).returning();
      topic[key] = row!.id;
    }
    recipes = await makeBoard(db, ada, { name: 'Recipes', slug: 'recipes' });
    diary = await makeBoard(db, ada, { name: 'Secret diary', slug: 'secret-diary', privacy: 'secret' });
    const adaOther = await makeBoard(db, ada, { name: 'Other things', slug: 'other' });
    const bobs = await makeBoard(db, bob, { name: 'Workshop', slug: 'workshop' });
    const carls = await makeBoard(db, carl, { name: 'Kitchen', slug: 'kitchen' });
    const carlsBirds = await makeBoard(db, carl, { name: 'Bird tables', slug: 'bird-tables', interestId: topic.birds });
    const dans = await makeBoard(db, dan, { name: 'Dan board', slug: 'dan' });
    vicsTravel = await makeBoard(db, vic.row, { name: 'Trips to take', slug: 'trips', interestId: topic.travel });
    const vicsOther = await makeBoard(db, vic.row, { name: 'Vic saves', slug: 'saves' });

    // Pins in id order (oldest first); the feed shows them newest first.
    p.unrelatedOld = await makePin(db, carls, { title: 'Unrelated, old' });
    p.knitSaved = await makePin(db, carls, { title: 'Knitting saved 29 days ago', sourceInterestId: topic.knit });
    p.potterySaved = await makePin(db, carls, { title: 'Pottery saved 31 days ago', sourceInterestId: topic.pottery });
    p.board = await makePin(db, recipes, { title: 'On a followed board' });
    p.boardAndMore = await makePin(db, recipes, { pinnerId: bob.id, sourceInterestId: topic.garden, title: 'Followed board, person and topic' });
    p.user = await makePin(db, bobs, { title: 'By a followed person' });
    p.userAndTopic = await makePin(db, bobs, { sourceInterestId: topic.garden, title: 'Followed person and topic' });
    p.topic = await makePin(db, carls, { sourceInterestId: topic.garden, title: 'Followed topic' });
    p.topicByBoard = await makePin(db, carlsBirds, { title: 'Of a followed topic through its board' });
    p.topicAndYourBoard = await makePin(db, carls, { sourceInterestId: topic.travel, title: 'Travel, also followed' });
    p.yourBoard = await makePin(db, adaOther, { sourceInterestId: topic.travel, title: 'Travel' });
    p.knit = await makePin(db, carls, { sourceInterestId: topic.knit, title: 'Knitting' });
    p.pottery = await makePin(db, carls, { sourceInterestId: topic.pottery, title: 'Pottery' });
    p.secret = await makePin(db, diary, { title: 'On a followed secret board' });
    p.blocked = await makePin(db, dans, { sourceInterestId: topic.garden, title: 'By a followed person who blocked vic' });
    p.hidden = await makePin(db, recipes, { title: 'Hidden by vic' });
    p.own = await makePin(db, vicsTravel, { sourceInterestId: topic.garden, title: "Vic's own" });
    p.unrelated = await makePin(db, carls, { title: 'Unrelated, new' });

    await db.insert(follows).values([
      { followerId: vic.row.id, targetType: 'board', targetId: recipes.id },
      { followerId: vic.row.id, targetType: 'board', targetId: diary.id },
      { followerId: vic.row.id, targetType: 'user', targetId: bob.id },
      { followerId: vic.row.id, targetType: 'user', targetId: dan.id },
      { followerId: vic.row.id, targetType: 'interest', targetId: topic.garden! },
      { followerId: vic.row.id, targetType: 'interest', targetId: topic.birds! },
      // Followed and the topic of one of vic's boards: followed wins.
      { followerId: vic.row.id, targetType: 'interest', targetId: topic.travel! },
    ]);
    await db.insert(blocks).values({ blockerId: dan.id, blockedId: vic.row.id });
    await db.insert(pinHides).values({ userId: vic.row.id, pinId: p.hidden.id, surface: 'feedback' });
    await makeSave(db, p.knitSaved, vicsOther, vic.row, new Date(NOW - 29 * DAY));
    await makeSave(db, p.potterySaved, vicsOther, vic.row, new Date(NOW - 31 * DAY));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('names the board of a pin on a followed board', async () => {
    const pin = (await feed()).pins.find((x) => x.id === String(p.board!.id));
    expect(pin?.recommendation_reason).toEqual({
      reason: 'followed_board',
      reason_id: String(recipes.id),
      board: { id: String(recipes.id), name: 'Recipes', url: '/ada_home/recipes/' },
      user: null,
      topic: null,
    });
  });

  it('names the person, the topic and your board for the other sources', async () => {
    const { pins } = await feed();
    const reason = (pin: PinRow) => pins.find((x) => x.id === String(pin.id))?.recommendation_reason;
    expect(reason(p.user!)).toEqual({ reason: 'followed_user', reason_id: String(bob.id), board: null, user: { id: String(bob.id), username: 'bob_home', full_name: 'Bob Baker' }, topic: null });
    const garden = { id: String(topic.garden), name: 'Gardening', url_name: 'garden' };
    expect(reason(p.topic!)).toEqual({ reason: 'followed_topic', reason_id: String(topic.garden), board: null, user: null, topic: garden });
    expect(reason(p.topicByBoard!)).toMatchObject({ reason: 'followed_topic', topic: { name: 'Birds' } });
    expect(reason(p.knit!)).toEqual({ reason: 'recent_activity', reason_id: String(topic.knit), board: null, user: null, topic: { id: String(topic.knit), name: 'Knitting', url_name: 'knit' } });
    // The source pin saved 29 days ago is a sourced pin of its own topic too.
    expect(reason(p.knitSaved!)?.reason).toBe('recent_activity');
  });

  it("gives a pin of one of the member's boards' topics that board's reason", async () => {
    await storage.db.delete(follows).where(sqlFollow(vic.row.id, 'interest', topic.travel!));
    try {
      const pin = (await feed()).pins.find((x) => x.id === String(p.yourBoard!.id));
      expect(pin?.recommendation_reason).toEqual({
        reason: 'your_board',
        reason_id: String(vicsTravel.id),
        board: { id: String(vicsTravel.id), name: 'Trips to take', url: '/vic/trips/' },
        user: null,
        topic: { id: String(topic.travel), name: 'Travel', url_name: 'travel' },
      });
    } finally {
      await storage.db.insert(follows).values({ followerId: vic.row.id, targetType: 'interest', targetId: topic.travel! });
    }
  });

  it('gives a pin matching several sources the first of followed board, person, topic, your board, recent activity', async () => {
    const map = await reasons();
    expect(kind(map, p.boardAndMore!)).toBe('followed_board');
    expect(kind(map, p.userAndTopic!)).toBe('followed_user');
    expect(kind(map, p.topicAndYourBoard!)).toBe('followed_topic');
  });

  it('counts saves of the last 30 days: 29 days ago is recent activity, 31 days ago is not', async () => {
    const map = await reasons();
    expect(kind(map, p.knit!)).toBe('recent_activity');
    expect(kind(map, p.pottery!)).toBe('none');
    expect(kind(map, p.potterySaved!)).toBe('none');
  });

  it('lists the sourced pins newest first, then the newest pins no source matches, without a reason', async () => {
    const { pins, bookmark } = await feed();
    const sourced = [p.knit, p.yourBoard, p.topicAndYourBoard, p.topicByBoard, p.topic, p.userAndTopic, p.user, p.boardAndMore, p.board, p.knitSaved].map((x) => String(x!.id));
    const rest = [p.unrelated, p.pottery, p.potterySaved, p.unrelatedOld].map((x) => String(x!.id));
    expect(pins.map((x) => x.id)).toEqual([...sourced, ...rest]);
    expect(pins.slice(sourced.length).every((x) => x.recommendation_reason === null)).toBe(true);
    expect(bookmark).toBe('-end-');
  });

  it("never shows blocked people's pins, secret boards, hidden pins or the member's own pins", async () => {
    const map = await reasons();
    for (const pin of [p.secret, p.blocked, p.hidden, p.own]) expect(kind(map, pin!), pin!.title).toBe('absent');
  });

  it.each([1, 2, 3, 7, 30])('pages across the change of phase without duplicates or gaps (page_size %i)', async (size) => {
    const whole = (await feed()).pins.map((x) => x.id);
    const seen: FeedPin[] = [];
    let bookmark: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const answer = await feed(`page_size=${size}${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`);
      seen.push(...answer.pins);
      bookmark = answer.bookmark;
      if (bookmark === '-end-') break;
    }
    expect(bookmark).toBe('-end-');
    expect(seen.map((x) => x.id)).toEqual(whole);
    const again = new Map((await feed()).pins.map((x) => [x.id, x.recommendation_reason]));
    for (const pin of seen) expect(pin.recommendation_reason).toEqual(again.get(pin.id));
  });

  it("shows a followed person's public pins behind more than a page of their newest pins on a secret board", async () => {
    const db = storage.db;
    const fay = await makeUser(db, { username: 'fay_home', firstName: 'Fay', lastName: 'Field' });
    const open = await makeBoard(db, fay, { name: 'Open', slug: 'open' });
    const closed = await makeBoard(db, fay, { name: 'Closed', slug: 'closed', privacy: 'secret' });
    const visible = [await makePin(db, open, { title: 'Older, public' }), await makePin(db, open, { title: 'Public' })];
    for (let i = 0; i < 30; i += 1) await makePin(db, closed, { title: `Secret ${i}` });
    await db.insert(follows).values({ followerId: vic.row.id, targetType: 'user', targetId: fay.id });
    try {
      const { pins } = await feed('page_size=5');
      expect(pins.slice(0, 2).map((x) => [x.id, x.recommendation_reason?.reason])).toEqual(visible.reverse().map((pin) => [String(pin.id), 'followed_user']));
    } finally {
      await db.delete(follows).where(sqlFollow(vic.row.id, 'user', fay.id));
    }
  });

  it('serves the reason in the grid field set too', async () => {
    const { pins } = await feed('page_size=100&field_set_key=grid');
    expect(pins.find((x) => x.id === String(p.board!.id))?.recommendation_reason?.reason).toBe('followed_board');
  });

  it('unfollowing a board takes its reason away at once, and following again brings it back', async () => {
    expect(kind(await reasons(), p.board!)).toBe('followed_board');
    expect((await v3Call(server, `/v3/boards/${recipes.id}/follow/`, { method: 'DELETE', cookie: vic.token })).status).toBe(200);
    try {
      const map = await reasons();
      expect(kind(map, p.board!)).toBe('none');
      // Still sourced by the followed person and topic.
      expect(kind(map, p.boardAndMore!)).toBe('followed_user');
    } finally {
      expect((await v3Call(server, `/v3/boards/${recipes.id}/follow/`, { method: 'PUT', cookie: vic.token })).status).toBe(200);
    }
    expect(kind(await reasons(), p.board!)).toBe('followed_board');
  });

  it('gives a member with no sources the newest pins, and visitors the newest pins without reasons', async () => {
    const eve = await signUp(server, storage, 'eve_home');
    const visitor = await feed('page_size=100', null);
    const member = await feed('page_size=100', eve.token);
    expect(member.pins.map((x) => x.id)).toEqual(visitor.pins.map((x) => x.id));
    expect([...member.pins, ...visitor.pins].every((x) => x.recommendation_reason === null)).toBe(true);
    expect(visitor.pins.map((x) => x.id)).toContain(String(p.own!.id));
    expect(visitor.pins.map((x) => x.id)).not.toContain(String(p.secret!.id));
  });

  it("refuses another list's bookmark, and continues a visitor's bookmark with the newest pins", async () => {
    const foreign = (await v3Call(server, `/v3/boards/${recipes.id}/pins/?page_size=1`)).body.resource_response.bookmark;
    expect(foreign).not.toBe('-end-');
    const refused = await v3Call(server, `/v3/feeds/home/?bookmark=${encodeURIComponent(foreign!)}`, { cookie: vic.token });
    expect(refused.status).toBe(400);
    expect(refused.body.resource_response.error?.param).toBe('bookmark');
    const first = await feed('page_size=1', null);
    const next = await feed(`page_size=100&bookmark=${encodeURIComponent(first.bookmark!)}`);
    expect(next.pins.length).toBeGreaterThan(0);
    expect(next.pins.every((x) => Number(x.id) < Number(first.pins[0]!.id) && x.recommendation_reason === null)).toBe(true);
  });
});

function sqlFollow(followerId: number, targetType: 'user' | 'board' | 'interest', targetId: number): SQL {
  return and(eq(follows.followerId, followerId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)) as SQL;
}
