import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pinFavorites } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { cast, gid, payload } from '../testing/boards.ts';

const STAR = `mutation($input: FavoritePinInput!) { favoritePin(input: $input) { pin { id favoritedByMe } errors { field code } } }`;
const READ = `query($id: String!) { pin(id: $id) { id favoritedByMe } }`;
const STARRED = `query($id: String!) { board(id: $id) { pins(first: 10, filter: FAVORITED) { edges { node { id favoritedByMe } } } pinFilters { favorited } } }`;

describe.each(backends())('stars (favoritePin, Pin.favoritedByMe) through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('stars a pin and takes the star off; the star is the viewer’s own and FAVORITED lists it', async () => {
    const people = await cast(env(), 'fa1');
    const db = env().storage.db;
    const board = await makeBoard(db, people.owner.row, { name: 'Lamps', slug: 'lamps' });
    const pin = await makePin(db, board);
    await makePin(db, board);
    const id = gid('Pin', pin.id);
    const star = async (favorited: boolean, browser = people.other.browser, pinId = id) => payload(await browser.gql(STAR, { input: { pinId, favorited } }), 'favoritePin');

    expect(await star(true)).toEqual({ pin: { id, favoritedByMe: true }, errors: [] });
    expect(await star(true)).toEqual({ pin: { id, favoritedByMe: true }, errors: [] });
    expect(payload(await people.other.browser.gql(READ, { id: String(pin.id) }), 'pin')).toEqual({ id, favoritedByMe: true });
    expect(payload(await people.owner.browser.gql(READ, { id: String(pin.id) }), 'pin')).toEqual({ id, favoritedByMe: false });
    expect(payload(await people.anonymous.gql(READ, { id: String(pin.id) }), 'pin')).toEqual({ id, favoritedByMe: false });
    expect(payload(await people.other.browser.gql(STARRED, { id: String(board.id) }), 'board')).toEqual({
      pins: { edges: [{ node: { id, favoritedByMe: true } }] },
      pinFilters: { favorited: 1 },
    });
    expect(payload(await people.owner.browser.gql(STARRED, { id: String(board.id) }), 'board')).toEqual({ pins: { edges: [] }, pinFilters: { favorited: 0 } });

    expect(await star(false)).toEqual({ pin: { id, favoritedByMe: false }, errors: [] });
    expect(await db.select().from(pinFavorites).where(and(eq(pinFavorites.pinId, pin.id), eq(pinFavorites.userId, people.other.row.id)))).toEqual([]);
  });

  it('refuses a visitor (UNAUTHENTICATED) and a pin the viewer may not see (NOT_FOUND on pinId), storing nothing', async () => {
    const people = await cast(env(), 'fa2');
    const db = env().storage.db;
    const secret = await makeBoard(db, people.owner.row, { name: 'Hidden', slug: 'hidden', privacy: 'secret' });
    const pin = await makePin(db, secret);
    const open = await makePin(db, await makeBoard(db, people.owner.row, { name: 'Open', slug: 'open' }));
    expect(payload(await people.anonymous.gql(STAR, { input: { pinId: gid('Pin', open.id), favorited: true } }), 'favoritePin')).toMatchObject({ pin: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    expect(payload(await people.other.browser.gql(STAR, { input: { pinId: gid('Pin', pin.id), favorited: true } }), 'favoritePin')).toEqual({
      pin: null,
      errors: [{ code: 'NOT_FOUND', field: 'pinId' }],
    });
    expect(await db.select().from(pinFavorites).where(eq(pinFavorites.pinId, pin.id))).toEqual([]);
    expect(payload(await people.owner.browser.gql(STAR, { input: { pinId: gid('Pin', pin.id), favorited: true } }), 'favoritePin')).toMatchObject({ pin: { favoritedByMe: true }, errors: [] });
  });
});
