/**
 * Board pin filters (issue 14) on a board's and a section's pins, each matching and not matching, pinned and
 * saved pins alike; their refusals; bookmarks bound to the filter; and GET /v3/boards/{id}/pin_filters/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, interests, pinFavorites, saves, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSection } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

describe.each(backends())('v3 board pin filters on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  let friend: Member;
  let blocked: Member;
  let board: BoardRow;
  let sectionId: number;
  let cats: number;
  let dogs: number;
  let birds: number;
  /** red cat (owner, pinned, starred by owner), blue dog (owner, in section), green bird (friend, saved into the section, starred by owner), blue none (friend, pinned, starred by friend). */
  const p: Record<string, PinRow> = {};

  const ids = (answer: V3Answer) => v3Data<{ id: string }[]>(answer).map((pin) => Number(pin.id)).sort((a, b) => a - b);
  const sorted = (...pins: PinRow[]) => pins.map((pin) => pin.id).sort((a, b) => a - b);
  /** As the owner unless another token, or null (signed out), is given. */
  const boardPins = (query: string, token: string | null = owner.token) => v3Call(server, `/v3/boards/${board.id}/pins/?${query}`, { cookie: token ?? undefined });
  const sectionPins = (query: string, token: string | null = owner.token) => v3Call(server, `/v3/board_sections/${sectionId}/pins/?${query}`, { cookie: token ?? undefined });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'flt_owner');
    friend = await signUp(server, storage, 'flt_friend');
    blocked = await signUp(server, storage, 'flt_blocked');
    await storage.db.insert(blocks).values({ blockerId: blocked.row.id, blockedId: owner.row.id });
    const db = storage.db;
    [cats, dogs, birds] = (await db.insert(interests).values([{ name: 'Cats', urlName: 'flt-cats' }, { name: 'Dogs', urlName: 'flt-dogs' }, { name: 'Birds', urlName: 'flt-birds' }]).returning()).map((i) => i.id) as [number, number, number];
    board = await makeBoard(db, owner.row, { name: 'Animals', slug: 'animals' });
    const theirs = await makeBoard(db, friend.row, { name: 'Theirs', slug: 'theirs' });
    sectionId = (await makeSection(db, board, 'Some')).id;
    p.redCat = await makePin(db, board, { dominantColor: '#e01010', sourceInterestId: cats });
    p.blueDog = await makePin(db, board, { dominantColor: '#1030e0', sourceInterestId: dogs, sectionId });
    p.greenBird = await makePin(db, theirs, { pinnerId: friend.row.id, dominantColor: '#10c020', sourceInterestId: birds });
    await db.insert(saves).values({ pinId: p.greenBird.id, boardId: board.id, userId: friend.row.id, sectionId });
    p.blueNone = await makePin(db, board, { pinnerId: friend.row.id, dominantColor: '#2040d0' });
    // Not shown: a deleted pin, and a pin by someone who blocked the owner (hidden from the owner only).
    await makePin(db, board, { dominantColor: '#e01010', sourceInterestId: cats, deletedAt: new Date() });
    p.byBlocker = await makePin(db, board, { pinnerId: blocked.row.id, dominantColor: '#e01010', sourceInterestId: cats });
    await db.insert(pinFavorites).values([
      { userId: owner.row.id, pinId: p.redCat.id },
      { userId: owner.row.id, pinId: p.greenBird.id },
      { userId: owner.row.id, pinId: p.byBlocker.id },
      { userId: friend.row.id, pinId: p.blueNone.id },
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('COLORS lists the pins of the colour families asked, pinned or saved', async () => {
    expect(ids(await boardPins('filter=COLORS&colors=blue'))).toEqual(sorted(p.blueDog!, p.blueNone!));
    expect(ids(await boardPins('filter=COLORS&colors=green,red'))).toEqual(sorted(p.redCat!, p.greenBird!));
    expect(ids(await boardPins('filter=COLORS&colors=purple'))).toEqual([]);
    expect(ids(await sectionPins('filter=COLORS&colors=green'))).toEqual(sorted(p.greenBird!));
    expect(ids(await sectionPins('filter=COLORS&colors=red'))).toEqual([]);
    // Signed out the blocker's pin is there.
    expect(ids(await boardPins('filter=COLORS&colors=red', null))).toEqual(sorted(p.redCat!, p.byBlocker!));
  });

  it('INTERESTS lists the pins whose source interest is one of interest_ids', async () => {
    expect(ids(await boardPins(`filter=INTERESTS&interest_ids=${cats},${birds}`))).toEqual(sorted(p.redCat!, p.greenBird!));
    expect(ids(await boardPins(`filter=INTERESTS&interest_ids=${dogs}`))).toEqual(sorted(p.blueDog!));
    expect(ids(await boardPins(`filter=INTERESTS&interest_ids=999999`))).toEqual([]);
    expect(ids(await sectionPins(`filter=INTERESTS&interest_ids=${dogs}`))).toEqual(sorted(p.blueDog!));
    expect(ids(await sectionPins(`filter=INTERESTS&interest_ids=${cats}`))).toEqual([]);
  });

  it('CREATED_BY_ME, FAVORITED and FAVORITED_AND_CREATED_BY_ME are the viewer’s own', async () => {
    expect(ids(await boardPins('filter=CREATED_BY_ME'))).toEqual(sorted(p.redCat!, p.blueDog!));
    expect(ids(await boardPins('filter=CREATED_BY_ME', friend.token))).toEqual(sorted(p.greenBird!, p.blueNone!));
    expect(ids(await boardPins('filter=FAVORITED'))).toEqual(sorted(p.redCat!, p.greenBird!));
    expect(ids(await boardPins('filter=FAVORITED', friend.token))).toEqual(sorted(p.blueNone!));
    expect(ids(await boardPins('filter=FAVORITED_AND_CREATED_BY_ME'))).toEqual(sorted(p.redCat!));
    expect(ids(await boardPins('filter=FAVORITED_AND_CREATED_BY_ME', friend.token))).toEqual(sorted(p.blueNone!));
    expect(ids(await sectionPins('filter=FAVORITED_AND_CREATED_BY_ME', friend.token))).toEqual([]);
    expect(ids(await sectionPins('filter=CREATED_BY_ME'))).toEqual(sorted(p.blueDog!));
    expect(ids(await sectionPins('filter=FAVORITED'))).toEqual(sorted(p.greenBird!));
    expect(ids(await sectionPins('filter=FAVORITED_AND_CREATED_BY_ME'))).toEqual([]);
    // No filter (absent or empty): everything shown.
    expect(ids(await boardPins('filter='))).toEqual(sorted(p.redCat!, p.blueDog!, p.greenBird!, p.blueNone!));
  });

  it('refuses an unknown filter, missing or unknown colours, missing interest ids, and the viewer’s filters signed out', async () => {
    const refusals: [string, number, string, string][] = [
      ['filter=NEWEST', 400, 'filter', 'filter must be one of COLORS, CREATED_BY_ME, FAVORITED, FAVORITED_AND_CREATED_BY_ME, INTERESTS, got "NEWEST"'],
      ['filter=COLORS', 400, 'colors', 'colors must be a comma-separated list of red, orange, brown, yellow, green, teal, blue, purple, pink, black, white, gray, got ""'],
      ['filter=COLORS&colors=red,mauve', 400, 'colors', 'colors must be a comma-separated list of red, orange, brown, yellow, green, teal, blue, purple, pink, black, white, gray, got "red,mauve"'],
      ['filter=INTERESTS', 400, 'interest_ids', 'interest_ids is required: a comma-separated list of ids'],
      ['filter=INTERESTS&interest_ids=cats', 400, 'interest_ids', 'interest_ids must be a numeric id, got "cats"'],
    ];
    for (const [query, status, param, message] of refusals) {
      for (const answer of [await boardPins(query), await sectionPins(query)]) {
        expect(answer.status, query).toBe(status);
        expect(v3Error(answer)).toEqual({ code: 'invalid_parameter', param, message });
      }
    }
    for (const filter of ['CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME']) {
      const answer = await boardPins(`filter=${filter}`, null);
      expect(answer.status).toBe(401);
      expect(v3Error(answer)).toEqual({ code: 'unauthenticated', param: 'filter', message: `Log in to see your own pins (filter ${filter}).` });
    }
  });

  it('pages a filtered list, its bookmarks bound to that filter (and its colours)', async () => {
    const first = await boardPins('filter=COLORS&colors=blue&page_size=1');
    const bookmark = encodeURIComponent(first.body.resource_response.bookmark!);
    const second = await boardPins(`filter=COLORS&colors=blue&page_size=1&bookmark=${bookmark}`);
    expect([...ids(first), ...ids(second)].sort((a, b) => a - b)).toEqual(sorted(p.blueDog!, p.blueNone!));
    expect(second.body.resource_response.bookmark).toBe('-end-');
    for (const query of [`bookmark=${bookmark}`, `filter=COLORS&colors=red&bookmark=${bookmark}`, `filter=CREATED_BY_ME&bookmark=${bookmark}`]) {
      const answer = await boardPins(query);
      expect(answer.status, query).toBe(400);
      expect(v3Error(answer)?.param).toBe('bookmark');
    }
    // The same colours in another order are the same list.
    expect((await boardPins(`filter=COLORS&colors=BLUE,blue&page_size=1&bookmark=${bookmark}`)).status).toBe(200);
    expect((await boardPins('filter=COLORS&colors=blue&page_size=100')).status).toBe(200);
    expect((await boardPins('filter=COLORS&colors=blue&page_size=101')).status).toBe(400);
  });

  it('pin_filters counts the chips over the pins the board shows the viewer', async () => {
    const counts = async (token: string | undefined) => v3Data(await v3Call(server, `/v3/boards/${board.id}/pin_filters/`, { cookie: token }));
    expect(await counts(owner.token)).toEqual({
      colors: [{ family: 'red', count: 1 }, { family: 'green', count: 1 }, { family: 'blue', count: 2 }],
      interests: [
        { id: String(cats), name: 'Cats', url_name: 'flt-cats', count: 1 },
        { id: String(dogs), name: 'Dogs', url_name: 'flt-dogs', count: 1 },
        { id: String(birds), name: 'Birds', url_name: 'flt-birds', count: 1 },
      ],
      created_by_me: 2,
      favorited: 2,
    });
    expect(await counts(friend.token)).toMatchObject({ colors: [{ family: 'red', count: 2 }, { family: 'green', count: 1 }, { family: 'blue', count: 2 }], created_by_me: 2, favorited: 1 });
    expect(await counts(undefined)).toMatchObject({ interests: [{ name: 'Cats', count: 2 }, { name: 'Dogs', count: 1 }, { name: 'Birds', count: 1 }], created_by_me: 0, favorited: 0 });
    const empty = await makeBoard(storage.db, owner.row, { name: 'Empty', slug: 'empty' });
    expect(v3Data(await v3Call(server, `/v3/boards/${empty.id}/pin_filters/`))).toEqual({ colors: [], interests: [], created_by_me: 0, favorited: 0 });
    const secret = await makeBoard(storage.db, owner.row, { name: 'Secret', slug: 'secret', privacy: 'secret' });
    expect((await v3Call(server, `/v3/boards/${secret.id}/pin_filters/`, { cookie: friend.token })).status).toBe(404);
  });
});
