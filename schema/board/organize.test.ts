import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { pins, saves, type BoardRow, type PinRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave, makeSection, signature } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { cast, gid, payload, sharedBoard } from '../testing/boards.ts';

const DELETE = `mutation($input: DeletePinsInput!) { deletePins(input: $input) { count deletedPinIds board { id pinCount } errors { field code } } }`;
const MOVE = `mutation($input: MovePinsInput!) { movePins(input: $input) { count movedPinIds board { id pinCount } toBoard { id pinCount } toSection { id title pinCount } errors { field code } } }`;

type Errors = { field: string | null; code: string }[];

/** Pin ids shown on the board (pinned there, not deleted; or saved there), and in which section. */
async function onBoard(db: Db, board: BoardRow): Promise<Map<number, number | null>> {
  const pinned = await db.select().from(pins).where(and(eq(pins.boardId, board.id), isNull(pins.deletedAt)));
  const saved = await db.select().from(saves).where(eq(saves.boardId, board.id));
  return new Map([...pinned.map((p) => [p.id, p.sectionId] as const), ...saved.map((s) => [s.pinId, s.sectionId] as const)]);
}

/** `n` pins pinned to `board` in one statement. */
async function manyPins(db: Db, board: BoardRow, n: number): Promise<PinRow[]> {
  return db
    .insert(pins)
    .values(
      Array.from({ length: n }, (_, i) => ({
        pinnerId: board.ownerId,
        boardId: board.id,
        title: `Bulk ${i}`,
        imageSignature: signature(`bulk-${board.id}-${i}`),
        imageWidth: 100,
        imageHeight: 100,
        dominantColor: '#336699',
      })),
    )
    .returning();
}

describe.each(backends())('moving, copying and deleting many pins through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('deletes pins by id (a save goes, a pinned pin is deleted) and answers their global ids; a stranger id changes nothing', async () => {
    const people = await cast(env(), 'or1');
    const db = env().storage.db;
    const board = await sharedBoard(db, people, { name: 'Mixed', slug: 'mixed' });
    const elsewhere = await makeBoard(db, people.other.row, { name: 'Source', slug: 'source' });
    const pinned = await makePin(db, board);
    const keep = await makePin(db, board);
    const savedPin = await makePin(db, elsewhere);
    await makeSave(db, savedPin, board, people.collaborator.row);
    const stranger = await makePin(db, elsewhere);
    const boardId = gid('Board', board.id);
    const del = async (pinIds: number[], browser = people.collaborator.browser) =>
      payload<{ count: number; deletedPinIds: string[]; board: unknown; errors: Errors }>(
        await browser.gql(DELETE, { input: { boardId, pinIds: pinIds.map((id) => gid('Pin', id)) } }),
        'deletePins',
      );

    expect(await del([pinned.id, stranger.id])).toMatchObject({ count: 0, deletedPinIds: [], board: null, errors: [{ field: 'pinIds' }] });
    expect(await del([pinned.id], people.other.browser)).toMatchObject({ count: 0, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
    expect(await del([pinned.id], people.anonymous)).toMatchObject({ count: 0, errors: [{ code: 'UNAUTHENTICATED' }] });
    expect([...(await onBoard(db, board)).keys()].sort()).toEqual([pinned.id, keep.id, savedPin.id].sort());

    expect(await del([pinned.id, savedPin.id])).toEqual({
      count: 2,
      deletedPinIds: [gid('Pin', pinned.id), gid('Pin', savedPin.id)],
      board: { id: boardId, pinCount: 1 },
      errors: [],
    });
    expect([...(await onBoard(db, board)).keys()]).toEqual([keep.id]);
    // The saved pin itself stays on the board it was pinned to.
    expect((await db.select().from(pins).where(eq(pins.id, savedPin.id)))[0]!.deletedAt).toBeNull();
  });

  it(`takes 250 pin ids and refuses 251, changing nothing`, async () => {
    const people = await cast(env(), 'or2');
    const db = env().storage.db;
    const board = await makeBoard(db, people.owner.row, { name: 'Heaps', slug: 'heaps' });
    const made = await manyPins(db, board, 251);
    const del = async (rows: PinRow[]) =>
      payload<{ count: number; errors: Errors }>(
        await people.owner.browser.gql(DELETE, { input: { boardId: gid('Board', board.id), pinIds: rows.map((p) => gid('Pin', p.id)) } }),
        'deletePins',
      );
    expect(await del(made)).toMatchObject({ count: 0, errors: [{ field: 'pinIds' }] });
    expect((await onBoard(db, board)).size).toBe(251);
    expect(await del(made.slice(0, 250))).toMatchObject({ count: 250, errors: [] });
    expect([...(await onBoard(db, board)).keys()]).toEqual([made[250]!.id]);
  });

  it('deletes every pin of a section but some (selectAll), and leaves the rest of the board', async () => {
    const people = await cast(env(), 'or3');
    const db = env().storage.db;
    const board = await sharedBoard(db, people, { name: 'Attic', slug: 'attic' });
    const section = await makeSection(db, board, 'Boxes');
    const inSection = [await makePin(db, board, { sectionId: section.id }), await makePin(db, board, { sectionId: section.id }), await makePin(db, board, { sectionId: section.id })];
    const outside = await makePin(db, board);
    const answer = await people.owner.browser.gql(DELETE, {
      input: { boardId: gid('Board', board.id), sectionId: gid('BoardSection', section.id), selectAll: true, exceptPinIds: [gid('Pin', inSection[0]!.id)] },
    });
    expect(payload(answer, 'deletePins')).toEqual({ count: 2, deletedPinIds: [], board: { id: gid('Board', board.id), pinCount: 2 }, errors: [] });
    expect([...(await onBoard(db, board)).keys()].sort()).toEqual([inSection[0]!.id, outside.id].sort());
  });

  it('moves pins to another board and its section, copies without moving, and refuses a target the viewer may not write to', async () => {
    const people = await cast(env(), 'or4');
    const db = env().storage.db;
    const from = await sharedBoard(db, people, { name: 'From', slug: 'from' });
    const to = await makeBoard(db, people.owner.row, { name: 'To', slug: 'to' });
    const toSection = await makeSection(db, to, 'Shelf');
    const foreign = await makeBoard(db, people.other.row, { name: 'Foreign', slug: 'foreign' });
    const foreignSection = await makeSection(db, foreign, 'Theirs');
    const [a, b, c] = [await makePin(db, from), await makePin(db, from), await makePin(db, from)];
    const move = async (input: Record<string, unknown>, browser = people.owner.browser) =>
      payload<{ count: number; movedPinIds: string[]; errors: Errors }>(
        await browser.gql(MOVE, { input: { boardId: gid('Board', from.id), ...input } }),
        'movePins',
      );

    // The collaborator of `from` may not write to `to`; a section of another board is no target.
    expect(await move({ pinIds: [gid('Pin', a.id)], toBoardId: gid('Board', to.id) }, people.collaborator.browser)).toMatchObject({ count: 0, errors: [{ code: 'FORBIDDEN' }] });
    expect(await move({ pinIds: [gid('Pin', a.id)], toBoardId: gid('Board', to.id), toSectionId: gid('BoardSection', foreignSection.id) })).toMatchObject({ count: 0, errors: [{ field: 'toSectionId' }] });
    expect(await move({ pinIds: [gid('Pin', a.id)], toBoardId: gid('Board', foreign.id) })).toMatchObject({ count: 0, errors: [{ code: 'FORBIDDEN' }] });
    expect((await onBoard(db, from)).size).toBe(3);

    const moved = await people.owner.browser.gql(MOVE, {
      input: { boardId: gid('Board', from.id), pinIds: [gid('Pin', a.id), gid('Pin', b.id)], toBoardId: gid('Board', to.id), toSectionId: gid('BoardSection', toSection.id) },
    });
    expect(payload(moved, 'movePins')).toEqual({
      count: 2,
      movedPinIds: [gid('Pin', a.id), gid('Pin', b.id)],
      board: { id: gid('Board', from.id), pinCount: 1 },
      toBoard: { id: gid('Board', to.id), pinCount: 2 },
      toSection: { id: gid('BoardSection', toSection.id), title: 'Shelf', pinCount: 2 },
      errors: [],
    });
    expect([...(await onBoard(db, to)).entries()].sort()).toEqual([[a.id, toSection.id], [b.id, toSection.id]].sort());

    const copied = await move({ pinIds: [gid('Pin', c.id)], toBoardId: gid('Board', to.id), copy: true });
    expect(copied).toMatchObject({ count: 1, movedPinIds: [], errors: [] });
    expect((await onBoard(db, from)).has(c.id)).toBe(true);
    expect((await onBoard(db, to)).has(c.id)).toBe(true);
  });

  it('moves pins within the board into a section and back out', async () => {
    const people = await cast(env(), 'or5');
    const db = env().storage.db;
    const board = await sharedBoard(db, people, { name: 'Room', slug: 'room' });
    const section = await makeSection(db, board, 'Corner');
    const pin = await makePin(db, board);
    const into = await people.collaborator.browser.gql(MOVE, {
      input: { boardId: gid('Board', board.id), pinIds: [gid('Pin', pin.id)], toBoardId: gid('Board', board.id), toSectionId: gid('BoardSection', section.id) },
    });
    expect(payload(into, 'movePins')).toMatchObject({ count: 1, board: { pinCount: 1 }, toBoard: { pinCount: 1 }, toSection: { pinCount: 1 }, errors: [] });
    expect((await onBoard(db, board)).get(pin.id)).toBe(section.id);
    const out = await people.collaborator.browser.gql(MOVE, {
      input: { boardId: gid('Board', board.id), sectionId: gid('BoardSection', section.id), selectAll: true, toBoardId: gid('Board', board.id) },
    });
    expect(payload(out, 'movePins')).toMatchObject({ count: 1, movedPinIds: [], toSection: null, errors: [] });
    expect((await onBoard(db, board)).get(pin.id)).toBeNull();
  });
});
