import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, boards, pins, saves, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeSection, signature } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3BulkDeleteResult, V3BulkMoveResult } from '../types.ts';
import { MAX_BULK_PINS } from './organize.ts';

describe.each(backends())('v3 organize (bulk delete, move, copy) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let cat: Member;
  let source: BoardRow;
  let counter = 0;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const bulk = (member: Member, body: Record<string, unknown>) => call('/v3/bulk_edit/', { method: 'DELETE', cookie: member.token, body });
  const selectAll = (member: Member, body: Record<string, unknown>) => call('/v3/bulk_edit/select_all/', { method: 'DELETE', cookie: member.token, body });
  const move = (member: Member, body: Record<string, unknown>) => call('/v3/bulk_edit/move/', { method: 'POST', cookie: member.token, body });

  /** A board of ada's holding two pinned pins (one in section s) and three saves of pins pinned to `source` (one in s). */
  async function world() {
    counter += 1;
    const board = await makeBoard(storage.db, ada.row, { name: `Organize ${counter}`, isCollaborative: true });
    await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: cat.row.id, status: 'accepted' });
    const section = await makeSection(storage.db, board, `Part ${counter}`);
    const pinned = [await makePin(storage.db, board, { sectionId: section.id }), await makePin(storage.db, board)];
    const savedPins = [await makePin(storage.db, source), await makePin(storage.db, source), await makePin(storage.db, source)];
    const saved = [];
    for (const pin of savedPins) saved.push(await makeSave(storage.db, pin, board, ada.row));
    await storage.db.update(saves).set({ sectionId: section.id }).where(eq(saves.id, saved[0]!.id));
    return { board, section, pinned, savedPins, saved };
  }

  /** The pin ids a board shows (as GET /v3/boards/{id}/pins/ lists them), sorted. */
  async function shown(board: BoardRow, member: Member = ada): Promise<number[]> {
    const answer = await call(`/v3/boards/${board.id}/pins/?page_size=100`, { cookie: member.token });
    return v3Data<{ id: string }[]>(answer)
      .map((p) => Number(p.id))
      .sort((a, b) => a - b);
  }

  const sorted = (pinList: PinRow[]) => pinList.map((p) => p.id).sort((a, b) => a - b);

  /** Every row the organize writes could touch, to show that a refused or failed write changed nothing. */
  const snapshot = async () => ({
    pins: await storage.db.select().from(pins).orderBy(pins.id),
    saves: await storage.db.select().from(saves).orderBy(saves.id),
    boards: await storage.db.select().from(boards).orderBy(boards.id),
  });

  /** `n` pins pinned to `board`, in one insert. */
  async function manyPins(board: BoardRow, n: number): Promise<PinRow[]> {
    counter += 1;
    const rows = Array.from({ length: n }, (_, i) => ({
      pinnerId: board.ownerId,
      boardId: board.id,
      imageSignature: signature(`many-${counter}-${i}`),
      imageWidth: 100,
      imageHeight: 100,
      dominantColor: '#808080',
    }));
    return storage.db.insert(pins).values(rows).returning();
  }

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_organize');
    cat = await signUp(server, storage, 'cat_organize');
    source = await makeBoard(storage.db, ada.row, { name: 'Source' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('DELETE /v3/bulk_edit/', () => {
    it('deletes the saves named and soft-deletes the pins pinned there; the rest stays', async () => {
      const w = await world();
      const answer = await bulk(ada, { board_id: String(w.board.id), pin_ids: [w.pinned[0]!.id, String(w.savedPins[1]!.id), w.pinned[0]!.id] });
      expect(answer.status).toBe(200);
      expect(v3Data<V3BulkDeleteResult>(answer)).toEqual({ deleted: 2, board_id: String(w.board.id), section_id: null });
      const [gonePin] = await storage.db.select().from(pins).where(eq(pins.id, w.pinned[0]!.id));
      expect(gonePin!.deletedAt).not.toBeNull();
      expect(await storage.db.select().from(saves).where(eq(saves.id, w.saved[1]!.id))).toEqual([]);
      // The saved pin itself stays on its own board.
      const [kept] = await storage.db.select().from(pins).where(eq(pins.id, w.savedPins[1]!.id));
      expect(kept!.deletedAt).toBeNull();
      expect(await shown(w.board)).toEqual(sorted([w.pinned[1]!, w.savedPins[0]!, w.savedPins[2]!]));
    });

    it('takes comma-separated pin_ids from the query', async () => {
      const w = await world();
      const answer = await call(`/v3/bulk_edit/?board_id=${w.board.id}&pin_ids=${w.pinned[1]!.id},${w.savedPins[2]!.id}`, { method: 'DELETE', cookie: ada.token });
      expect(v3Data<V3BulkDeleteResult>(answer)).toMatchObject({ deleted: 2 });
      expect(await shown(w.board)).toEqual(sorted([w.pinned[0]!, w.savedPins[0]!, w.savedPins[1]!]));
    });

    it('is all or nothing: a pin not on the board is a 400 naming the first such pin, and nothing is deleted', async () => {
      const w = await world();
      const other = await world();
      const deleted = await makePin(storage.db, w.board, { deletedAt: new Date() });
      const before = await snapshot();
      const answer = await bulk(ada, { board_id: w.board.id, pin_ids: [w.pinned[0]!.id, other.pinned[0]!.id, deleted.id] });
      expect(answer.status).toBe(400);
      expect(v3Error(answer)).toEqual({ code: 'invalid_parameter', param: 'pin_ids', message: `Pin ${other.pinned[0]!.id} is not on board ${w.board.id}.` });
      const again = await bulk(ada, { board_id: w.board.id, pin_ids: [deleted.id, w.savedPins[0]!.id] });
      expect(v3Error(again)?.message).toBe(`Pin ${deleted.id} is not on board ${w.board.id}.`);
      expect(await snapshot()).toEqual(before);
    });

      it('a save hidden behind the pin pinned there is not a pin of its own', async () => {
      const w = await world();
      // cat's save into the board of a pin pinned to it: the pin shows once, as pinned, and goes once.
      await makeSave(storage.db, w.pinned[1]!, w.board, cat.row);
      const answer = await bulk(ada, { board_id: w.board.id, pin_ids: [w.pinned[1]!.id] });
      expect(v3Data<V3BulkDeleteResult>(answer)).toMatchObject({ deleted: 1 });
    });

    it('within a section: only pins in it; a pin elsewhere on the board is a stranger; a section of another board is a 400', async () => {
      const w = await world();
      const other = await world();
      const before = await snapshot();
      const outside = await bulk(ada, { board_id: w.board.id, section_id: w.section.id, pin_ids: [w.pinned[0]!.id, w.pinned[1]!.id] });
      expect(v3Error(outside)).toEqual({
        code: 'invalid_parameter',
        param: 'pin_ids',
        message: `Pin ${w.pinned[1]!.id} is not in section ${w.section.id} of board ${w.board.id}.`,
      });
      const foreign = await bulk(ada, { board_id: w.board.id, section_id: other.section.id, pin_ids: [w.pinned[0]!.id] });
      expect(v3Error(foreign)).toEqual({ code: 'invalid_parameter', param: 'section_id', message: `Section ${other.section.id} is not a section of board ${w.board.id}.` });
      expect(await snapshot()).toEqual(before);
      const answer = await bulk(ada, { board_id: w.board.id, section_id: String(w.section.id), pin_ids: [w.pinned[0]!.id, w.savedPins[0]!.id] });
      expect(v3Data<V3BulkDeleteResult>(answer)).toEqual({ deleted: 2, board_id: String(w.board.id), section_id: String(w.section.id) });
    });

    it(`takes 1 to ${MAX_BULK_PINS} pin ids: none or ${MAX_BULK_PINS + 1} are a 400`, async () => {
      const board = await makeBoard(storage.db, ada.row, { name: 'Many to delete' });
      const many = await manyPins(board, MAX_BULK_PINS + 1);
      const ids = many.map((p) => p.id);
      const before = await snapshot();
      const over = await bulk(ada, { board_id: board.id, pin_ids: ids });
      expect(v3Error(over)).toEqual({ code: 'invalid_parameter', param: 'pin_ids', message: `pin_ids takes at most ${MAX_BULK_PINS} pin ids, got ${MAX_BULK_PINS + 1}.` });
      for (const empty of [[], '', undefined]) {
        const answer = await bulk(ada, { board_id: board.id, pin_ids: empty });
        expect(v3Error(answer)).toEqual({ code: 'invalid_parameter', param: 'pin_ids', message: `pin_ids is required: 1 to ${MAX_BULK_PINS} pin ids.` });
      }
      const bad = await bulk(ada, { board_id: board.id, pin_ids: [ids[0], 'x1'] });
      expect(v3Error(bad)).toMatchObject({ code: 'invalid_parameter', param: 'pin_ids' });
      expect(await snapshot()).toEqual(before);
      const answer = await bulk(ada, { board_id: board.id, pin_ids: ids.slice(0, MAX_BULK_PINS) });
      expect(v3Data<V3BulkDeleteResult>(answer)).toMatchObject({ deleted: MAX_BULK_PINS });
      expect(await shown(board)).toEqual([ids[MAX_BULK_PINS]]);
    });

    it('board_id is required; select_all belongs to the select_all resource', async () => {
      const w = await world();
      expect(v3Error(await bulk(ada, { pin_ids: [w.pinned[0]!.id] }))).toMatchObject({ param: 'board_id', message: 'board_id is required.' });
      expect(v3Error(await bulk(ada, { board_id: w.board.id, select_all: true }))).toMatchObject({ param: 'select_all' });
      expect(v3Error(await bulk(ada, { board_id: w.board.id, pin_ids: [w.pinned[0]!.id], except_pin_ids: [1] }))).toMatchObject({ param: 'except_pin_ids' });
    });

    it('an archived board is read-only', async () => {
      const w = await world();
      await storage.db.update(boards).set({ archived: true }).where(eq(boards.id, w.board.id));
      const answer = await bulk(ada, { board_id: w.board.id, pin_ids: [w.pinned[0]!.id] });
      expect(answer.status).toBe(403);
      expect(v3Error(answer)).toEqual({ code: 'forbidden', param: 'board_id', message: 'This board is archived. Unarchive it to change it.' });
    });
  });

  describe('DELETE /v3/bulk_edit/select_all/', () => {
    it('takes every pin of the board off but those excepted', async () => {
      const w = await world();
      const answer = await selectAll(ada, { board_id: w.board.id, select_all: true, except_pin_ids: [w.pinned[1]!.id, w.savedPins[2]!.id, 999_999_999] });
      expect(v3Data<V3BulkDeleteResult>(answer)).toEqual({ deleted: 3, board_id: String(w.board.id), section_id: null });
      expect(await shown(w.board)).toEqual(sorted([w.pinned[1]!, w.savedPins[2]!]));
      // The saved pins stay pinned to their own board.
      expect((await shown(source)).length).toBeGreaterThanOrEqual(3);
    });

    it('within a section takes only the section’s pins', async () => {
      const w = await world();
      const answer = await selectAll(ada, { board_id: w.board.id, section_id: w.section.id });
      expect(v3Data<V3BulkDeleteResult>(answer)).toMatchObject({ deleted: 2, section_id: String(w.section.id) });
      expect(await shown(w.board)).toEqual(sorted([w.pinned[1]!, w.savedPins[1]!, w.savedPins[2]!]));
    });

    it(`takes up to ${MAX_BULK_PINS} except_pin_ids, and no pin_ids`, async () => {
      const board = await makeBoard(storage.db, ada.row, { name: 'Many to keep' });
      const ids = (await manyPins(board, MAX_BULK_PINS + 2)).map((p) => p.id);
      const before = await snapshot();
      const over = await selectAll(ada, { board_id: board.id, except_pin_ids: ids.slice(0, MAX_BULK_PINS + 1) });
      expect(v3Error(over)).toEqual({ code: 'invalid_parameter', param: 'except_pin_ids', message: `except_pin_ids takes at most ${MAX_BULK_PINS} pin ids, got ${MAX_BULK_PINS + 1}.` });
      expect(v3Error(await selectAll(ada, { board_id: board.id, pin_ids: [ids[0]] }))).toMatchObject({ param: 'pin_ids', message: 'Give pin_ids or select_all, not both.' });
      expect(await snapshot()).toEqual(before);
      const answer = await selectAll(ada, { board_id: board.id, except_pin_ids: ids.slice(0, MAX_BULK_PINS).join(',') });
      expect(v3Data<V3BulkDeleteResult>(answer)).toMatchObject({ deleted: 2 });
      const left = await storage.db.select({ id: pins.id }).from(pins).where(and(eq(pins.boardId, board.id), isNull(pins.deletedAt)));
      expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.slice(0, MAX_BULK_PINS));
    });
  });

  describe('POST /v3/bulk_edit/move/', () => {
    it('moves saves and pinned pins to another board and section; the target becomes the last pinned to', async () => {
      const w = await world();
      const target = await makeBoard(storage.db, ada.row, { name: `Target ${counter}` });
      const targetSection = await makeSection(storage.db, target, 'Landing');
      // A collaborator's save into the board of a pin pinned there: hidden now, it would show once the pin moves.
      await makeSave(storage.db, w.pinned[0]!, w.board, cat.row);
      const answer = await move(ada, { board_id: w.board.id, pin_ids: [w.pinned[0]!.id, w.savedPins[0]!.id], to_board_id: target.id, to_section_id: targetSection.id });
      expect(answer.status).toBe(200);
      expect(v3Data<V3BulkMoveResult>(answer)).toEqual({ moved: 2, to_board_id: String(target.id), to_section_id: String(targetSection.id) });
      const [pin] = await storage.db.select().from(pins).where(eq(pins.id, w.pinned[0]!.id));
      expect(pin).toMatchObject({ boardId: target.id, sectionId: targetSection.id, deletedAt: null });
      const [save] = await storage.db.select().from(saves).where(eq(saves.id, w.saved[0]!.id));
      expect(save).toMatchObject({ boardId: target.id, sectionId: targetSection.id, userId: ada.row.id });
      expect(await storage.db.select().from(saves).where(and(eq(saves.pinId, w.pinned[0]!.id), eq(saves.boardId, w.board.id)))).toEqual([]);
      expect(await shown(w.board)).toEqual(sorted([w.pinned[1]!, w.savedPins[1]!, w.savedPins[2]!]));
      expect(await shown(target)).toEqual(sorted([w.pinned[0]!, w.savedPins[0]!]));
      const [touched] = await storage.db.select().from(boards).where(eq(boards.id, target.id));
      expect(touched!.lastPinnedAt).not.toBeNull();
    });

    it('merges where the target already holds the pin, instead of failing on the unique (pin, board) index', async () => {
      const w = await world();
      const target = await makeBoard(storage.db, ada.row, { name: `Merge ${counter}` });
      const landing = await makeSection(storage.db, target, 'Landing');
      // Pin 0 is saved there already; pin 1 of the saves is pinned there (a save into the board is moved onto it).
      const there = await makeSave(storage.db, w.savedPins[0]!, target, cat.row);
      await storage.db.update(saves).set({ description: 'moved text' }).where(eq(saves.id, w.saved[0]!.id));
      const pinnedThere = await makePin(storage.db, target);
      await makeSave(storage.db, pinnedThere, w.board, ada.row);
      // And the board's own pinned pin 1 has a save in the target: the pin moves, that save goes.
      const redundant = await makeSave(storage.db, w.pinned[1]!, target, cat.row);
      const answer = await move(ada, {
        board_id: w.board.id,
        pin_ids: [w.savedPins[0]!.id, pinnedThere.id, w.pinned[1]!.id],
        to_board_id: target.id,
        to_section_id: landing.id,
      });
      expect(v3Data<V3BulkMoveResult>(answer)).toEqual({ moved: 3, to_board_id: String(target.id), to_section_id: String(landing.id) });
      const [kept] = await storage.db.select().from(saves).where(eq(saves.id, there.id));
      expect(kept).toMatchObject({ boardId: target.id, sectionId: landing.id, userId: cat.row.id, description: 'moved text' });
      expect(await storage.db.select().from(saves).where(eq(saves.id, w.saved[0]!.id))).toEqual([]);
      const [pinnedRow] = await storage.db.select().from(pins).where(eq(pins.id, pinnedThere.id));
      expect(pinnedRow).toMatchObject({ boardId: target.id, sectionId: landing.id });
      expect(await storage.db.select().from(saves).where(eq(saves.id, redundant.id))).toEqual([]);
      const [movedPin] = await storage.db.select().from(pins).where(eq(pins.id, w.pinned[1]!.id));
      expect(movedPin).toMatchObject({ boardId: target.id, sectionId: landing.id });
      expect(await shown(w.board)).toEqual(sorted([w.pinned[0]!, w.savedPins[1]!, w.savedPins[2]!]));
      expect(await shown(target)).toEqual(sorted([w.savedPins[0]!, pinnedThere, w.pinned[1]!]));
    });

    it('within one board moves pins into a section and back out', async () => {
      const w = await world();
      const into = await move(ada, { board_id: w.board.id, pin_ids: [w.pinned[1]!.id, w.savedPins[1]!.id], to_board_id: w.board.id, to_section_id: w.section.id });
      expect(v3Data<V3BulkMoveResult>(into)).toEqual({ moved: 2, to_board_id: String(w.board.id), to_section_id: String(w.section.id) });
      const inSection = await storage.db.select({ id: saves.id }).from(saves).where(eq(saves.sectionId, w.section.id));
      expect(inSection.map((r) => r.id).sort((a, b) => a - b)).toEqual([w.saved[0]!.id, w.saved[1]!.id]);
      const out = await move(ada, { board_id: w.board.id, section_id: w.section.id, select_all: true, to_board_id: w.board.id });
      expect(v3Data<V3BulkMoveResult>(out)).toEqual({ moved: 4, to_board_id: String(w.board.id), to_section_id: null });
      expect(await storage.db.select().from(saves).where(eq(saves.sectionId, w.section.id))).toEqual([]);
      expect(await storage.db.select().from(pins).where(eq(pins.sectionId, w.section.id))).toEqual([]);
      expect(await shown(w.board)).toHaveLength(5);
    });

    it('select_all moves every pin but those excepted, and back again', async () => {
      const w = await world();
      const target = await makeBoard(storage.db, ada.row, { name: `All ${counter}` });
      const there = await move(ada, { board_id: w.board.id, select_all: true, except_pin_ids: [w.savedPins[2]!.id], to_board_id: target.id });
      expect(v3Data<V3BulkMoveResult>(there)).toMatchObject({ moved: 4 });
      expect(await shown(w.board)).toEqual([w.savedPins[2]!.id]);
      const back = await move(ada, { board_id: target.id, select_all: true, to_board_id: w.board.id, to_section_id: w.section.id });
      expect(v3Data<V3BulkMoveResult>(back)).toMatchObject({ moved: 4 });
      expect(await shown(target)).toEqual([]);
      expect(await shown(w.board)).toHaveLength(5);
    });

    it('copies: a save of each by the viewer, none for a pin pinned to the target nor where a save is there already', async () => {
      const w = await world();
      const target = await makeBoard(storage.db, cat.row, { name: `Cat copy ${counter}` });
      const there = await makeSave(storage.db, w.savedPins[1]!, target, cat.row);
      const pinnedThere = await makePin(storage.db, target);
      await makeSave(storage.db, pinnedThere, w.board, ada.row);
      const before = await shown(w.board);
      const answer = await move(cat, { board_id: w.board.id, select_all: true, to_board_id: target.id, copy: true });
      expect(v3Data<V3BulkMoveResult>(answer)).toEqual({ copied: 4, to_board_id: String(target.id), to_section_id: null });
      expect(await shown(w.board)).toEqual(before);
      expect(await shown(target, cat)).toEqual(before);
      const made = await storage.db.select().from(saves).where(and(eq(saves.boardId, target.id), eq(saves.userId, cat.row.id)));
      expect(made).toHaveLength(5);
      const [old] = await storage.db.select().from(saves).where(eq(saves.id, there.id));
      expect(old).toEqual(there);
    });

    it('refuses a bad target and changes nothing', async () => {
      const w = await world();
      const other = await world();
      const archived = await makeBoard(storage.db, ada.row, { name: `Archived ${counter}`, archived: true });
      const catsBoard = await makeBoard(storage.db, cat.row, { name: `Cat only ${counter}` });
      const before = await snapshot();
      const base = { board_id: w.board.id, pin_ids: [w.pinned[0]!.id] };
      const answers = [
        await move(ada, { ...base, to_board_id: other.board.id, to_section_id: w.section.id }),
        await move(ada, { ...base, to_board_id: archived.id }),
        await move(ada, { ...base, to_board_id: catsBoard.id }),
        await move(ada, { ...base, to_board_id: 999_999_999 }),
        await move(ada, { ...base, pin_ids: [w.pinned[0]!.id, other.savedPins[0]!.id], to_board_id: other.board.id }),
        await move(ada, { ...base }),
      ];
      expect(answers.map((a) => [a.status, v3Error(a)])).toEqual([
        [400, { code: 'invalid_parameter', param: 'to_section_id', message: `Section ${w.section.id} is not a section of board ${other.board.id}.` }],
        [403, { code: 'forbidden', param: 'to_board_id', message: 'This board is archived. Unarchive it to change it.' }],
        [403, { code: 'forbidden', param: 'to_board_id', message: "You can't change this board." }],
        [404, { code: 'not_found', message: 'board 999999999 not found' }],
        [400, { code: 'invalid_parameter', param: 'pin_ids', message: `Pin ${other.savedPins[0]!.id} is not on board ${w.board.id}.` }],
        [400, { code: 'invalid_parameter', param: 'to_board_id', message: 'to_board_id is required.' }],
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('the source board errs first, whichever id is lower', async () => {
      const target = await makeBoard(storage.db, ada.row, { name: `Low ${counter}` });
      const catsBoard = await makeBoard(storage.db, cat.row, { name: `Cat high ${counter}` });
      const answer = await move(ada, { board_id: catsBoard.id, pin_ids: [1], to_board_id: 999_999_999 });
      expect(v3Error(answer)).toMatchObject({ code: 'forbidden', param: 'board_id' });
      const lower = await move(ada, { board_id: catsBoard.id, pin_ids: [1], to_board_id: target.id });
      expect(v3Error(lower)).toMatchObject({ code: 'forbidden', param: 'board_id' });
    });

    it(`moves ${MAX_BULK_PINS} named pins; ${MAX_BULK_PINS + 1} are a 400`, async () => {
      const board = await makeBoard(storage.db, ada.row, { name: `Many to move ${counter}` });
      const target = await makeBoard(storage.db, ada.row, { name: `Many moved ${counter}` });
      const ids = (await manyPins(source, MAX_BULK_PINS + 1)).map((p) => p.id);
      await storage.db.insert(saves).values(ids.map((pinId) => ({ pinId, boardId: board.id, userId: ada.row.id })));
      const over = await move(ada, { board_id: board.id, pin_ids: ids, to_board_id: target.id });
      expect(v3Error(over)).toMatchObject({ param: 'pin_ids', message: `pin_ids takes at most ${MAX_BULK_PINS} pin ids, got ${MAX_BULK_PINS + 1}.` });
      const answer = await move(ada, { board_id: board.id, pin_ids: ids.slice(1), to_board_id: target.id });
      expect(v3Data<V3BulkMoveResult>(answer)).toMatchObject({ moved: MAX_BULK_PINS });
      expect(await storage.db.select({ id: saves.id }).from(saves).where(and(eq(saves.boardId, target.id), inArray(saves.pinId, ids)))).toHaveLength(MAX_BULK_PINS);
      expect(await shown(board)).toEqual([ids[0]]);
    });
  });

  it('leaves out pins of people blocked either way: they are strangers to the viewer', async () => {
    const w = await world();
    const dan = await signUp(server, storage, `dan_organize`);
    const dansPin = await makePin(storage.db, await makeBoard(storage.db, dan.row, { name: 'Dan' }));
    await makeSave(storage.db, dansPin, w.board, ada.row);
    await call(`/v3/blocks/`, { method: 'POST', cookie: ada.token, body: { blocked_user_id: String(dan.row.id) } });
    const answer = await bulk(ada, { board_id: w.board.id, pin_ids: [dansPin.id] });
    expect(v3Error(answer)).toMatchObject({ param: 'pin_ids', message: `Pin ${dansPin.id} is not on board ${w.board.id}.` });
    const all = await selectAll(ada, { board_id: w.board.id });
    expect(v3Data<V3BulkDeleteResult>(all)).toMatchObject({ deleted: 5 });
    expect(await storage.db.select().from(saves).where(and(eq(saves.pinId, dansPin.id), eq(saves.boardId, w.board.id)))).toHaveLength(1);
  });

});
