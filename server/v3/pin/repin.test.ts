import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, boards, events, saves, sessions, type BoardRow, type BoardSectionRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeSection } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Board, V3Pin, V3SaveResult } from '../types.ts';
import { PIN_SAVE_EVENT } from './repin.ts';

describe.each(backends())('v3 repin resource (save, edit a save) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let cat: Member;
  let dan: Member;
  let limited: Member;
  let adaBoard: BoardRow;
  let adaSecret: BoardRow;
  let adaShared: BoardRow;
  let bobBoard: BoardRow;
  let bobOther: BoardRow;
  let bobArchived: BoardRow;
  let bobSection: BoardSectionRow;
  let adaSection: BoardSectionRow;
  let pin: PinRow;
  let secretPin: PinRow;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const save = (member: Member, pinId: number, body: Record<string, unknown>) =>
    call(`/v3/pins/${pinId}/repin/`, { method: 'POST', cookie: member.token, body });
  const edit = (member: Member, pinId: number, body: Record<string, unknown>) =>
    call(`/v3/pins/${pinId}/repin/`, { method: 'PUT', cookie: member.token, body });
  const freshPin = async (board: BoardRow) => makePin(storage.db, board);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_repin');
    bob = await signUp(server, storage, 'bob_repin');
    cat = await signUp(server, storage, 'cat_repin');
    dan = await signUp(server, storage, 'dan_repin');
    limited = await signUp(server, storage, 'lim_repin');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    adaBoard = await makeBoard(storage.db, ada.row, { name: 'Recipes', slug: 'recipes' });
    adaSecret = await makeBoard(storage.db, ada.row, { name: 'Diary', privacy: 'secret' });
    adaShared = await makeBoard(storage.db, ada.row, { name: 'Shared', slug: 'shared', isCollaborative: true });
    await storage.db.insert(boardCollaborators).values([
      { boardId: adaShared.id, userId: cat.row.id, status: 'accepted' },
      { boardId: adaShared.id, userId: dan.row.id, status: 'invited' },
    ]);
    bobBoard = await makeBoard(storage.db, bob.row, { name: 'Dinner', slug: 'dinner' });
    bobOther = await makeBoard(storage.db, bob.row, { name: 'Lunch', slug: 'lunch' });
    bobArchived = await makeBoard(storage.db, bob.row, { name: 'Old', slug: 'old', archived: true });
    bobSection = await makeSection(storage.db, bobBoard, 'Soups');
    adaSection = await makeSection(storage.db, adaBoard, 'Stews');
    pin = await makePin(storage.db, adaBoard, { title: 'Tomato soup' });
    secretPin = await makePin(storage.db, adaSecret, { title: 'Secret' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('saves a pin to a board (201, created true); the same again makes nothing new (200, created false)', async () => {
    const first = await save(bob, pin.id, { board_id: String(bobBoard.id) });
    expect(first.status).toBe(201);
    expect(first.body.resource_response.http_status).toBe(201);
    const result = v3Data<V3SaveResult>(first);
    expect(result).toEqual({
      id: String(pin.id),
      local_pin_id: expect.stringMatching(/^\d+$/),
      board: { id: String(bobBoard.id), url: '/bob_repin/dinner/', name: 'Dinner', layout: 'default' },
      section: null,
      created: true,
    });
    const again = await save(bob, pin.id, { board_id: bobBoard.id });
    expect(again.status).toBe(200);
    expect(v3Data<V3SaveResult>(again)).toEqual({ ...result, created: false });
    const rows = await storage.db.select().from(saves).where(and(eq(saves.pinId, pin.id), eq(saves.boardId, bobBoard.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(bob.row.id);
  });

  it("a save shows on the board's page feed and the saver's saved list, and in the pin's saved_info", async () => {
    const target = await freshPin(adaBoard);
    const made = v3Data<V3SaveResult>(await save(bob, target.id, { board_id: bobOther.id }));
    const feed = v3Data<V3Pin[]>(await call(`/v3/boards/${bobOther.id}/pins/`));
    expect(feed.map((p) => p.id)).toContain(String(target.id));
    const saved = v3Data<V3Pin[]>(await call('/v3/users/bob_repin/saved/'));
    expect(saved.map((p) => p.id)).toContain(String(target.id));
    const asBob = v3Data<V3Pin>(await call(`/v3/pins/${target.id}/`, { cookie: bob.token }));
    expect(asBob.saved_info).toEqual({ board_id: String(bobOther.id), local_pin_id: made.local_pin_id, section: null });
    // Other people, and visitors, do not see bob's save as theirs.
    expect(v3Data<V3Pin>(await call(`/v3/pins/${target.id}/`, { cookie: cat.token })).saved_info).toBeNull();
    expect(v3Data<V3Pin>(await call(`/v3/pins/${target.id}/`)).saved_info).toBeNull();
  });

  it("makes the board the last pinned to (last_pinned_at), which puts it first in the writable list", async () => {
    const target = await freshPin(adaBoard);
    await storage.db.update(boards).set({ lastPinnedAt: null }).where(eq(boards.id, bobOther.id));
    await save(bob, target.id, { board_id: bobOther.id });
    const board = v3Data<V3Board>(await call(`/v3/boards/${bobOther.id}/`, { cookie: bob.token }));
    expect(board.last_pinned_at).not.toBeNull();
    const writable = v3Data<V3Board[]>(await call('/v3/boards/writable/?page_size=1', { cookie: bob.token }));
    expect(writable.map((b) => b.id)).toEqual([String(bobOther.id)]);
  });

  it('saves into a section of that board; a section of another board is a 400 naming section', async () => {
    const target = await freshPin(adaBoard);
    const ok = await save(bob, target.id, { board_id: bobBoard.id, section: String(bobSection.id) });
    expect(v3Data<V3SaveResult>(ok).section).toEqual({
      id: String(bobSection.id),
      node_type: 'boardsection',
      title: 'Soups',
      slug: 'soups',
      url: '/bob_repin/dinner/soups/',
      board_id: String(bobBoard.id),
    });
    const asBob = v3Data<V3Pin>(await call(`/v3/pins/${target.id}/`, { cookie: bob.token }));
    expect(asBob.saved_info?.section?.url).toBe('/bob_repin/dinner/soups/');
    const other = await freshPin(adaBoard);
    const wrong = await save(bob, other.id, { board_id: bobBoard.id, section: String(adaSection.id) });
    expect(wrong.status).toBe(400);
    expect(v3Error(wrong)).toMatchObject({ code: 'invalid_parameter', param: 'section' });
    const junk = await save(bob, other.id, { board_id: bobBoard.id, section: 'soups' });
    expect(v3Error(junk)).toMatchObject({ code: 'invalid_parameter', param: 'section' });
    // Nothing was saved by the refused requests.
    expect(await storage.db.select().from(saves).where(eq(saves.pinId, other.id))).toEqual([]);
  });

  it('takes a description of 500 characters and refuses 501', async () => {
    const target = await freshPin(adaBoard);
    const long = await save(bob, target.id, { board_id: bobBoard.id, description: 'd'.repeat(501) });
    expect(long.status).toBe(400);
    expect(v3Error(long)).toEqual({ code: 'invalid_parameter', param: 'description', message: 'A description can be at most 500 characters.' });
    const fits = await save(bob, target.id, { board_id: bobBoard.id, description: 'd'.repeat(500) });
    expect(fits.status).toBe(201);
    const [row] = await storage.db.select().from(saves).where(eq(saves.id, Number(v3Data<V3SaveResult>(fits).local_pin_id)));
    expect(row!.description).toBe('d'.repeat(500));
  });

  it('needs board_id', async () => {
    const r = await save(bob, pin.id, {});
    expect(r.status).toBe(400);
    expect(v3Error(r)).toMatchObject({ code: 'invalid_parameter', param: 'board_id' });
  });

  it('is a gated write: 401 signed out, 403 limited_login', async () => {
    const out = await call(`/v3/pins/${pin.id}/repin/`, { method: 'POST', body: { board_id: bobBoard.id }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(401);
    expect(v3Error(out)).toMatchObject({ code: 'unauthenticated' });
    const lim = await save(limited, pin.id, { board_id: bobBoard.id });
    expect(lim.status).toBe(403);
    expect(v3Error(lim)).toMatchObject({ code: 'limited_login' });
  });

  it('answers 404 for a pin the viewer may not see, the same as for an unknown pin', async () => {
    const hidden = await save(bob, secretPin.id, { board_id: bobBoard.id });
    const unknown = await save(bob, 987654321, { board_id: bobBoard.id });
    expect(hidden.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(v3Error(hidden)!.code).toBe('not_found');
    expect(v3Error(unknown)!.code).toBe('not_found');
  });

  it("refuses someone else's board (403), an archived one (403), and treats a secret or unknown board as 404", async () => {
    const target = await freshPin(adaBoard);
    const others = await save(bob, target.id, { board_id: adaBoard.id });
    expect(others.status).toBe(403);
    expect(v3Error(others)).toMatchObject({ code: 'forbidden', param: 'board_id' });
    const archived = await save(bob, target.id, { board_id: bobArchived.id });
    expect(archived.status).toBe(403);
    expect(v3Error(archived)).toMatchObject({ code: 'forbidden', message: 'This board is archived. Unarchive it to save Pins to it.' });
    expect((await save(bob, target.id, { board_id: adaSecret.id })).status).toBe(404);
    expect((await save(bob, target.id, { board_id: 987654321 })).status).toBe(404);
    expect(await storage.db.select().from(saves).where(eq(saves.pinId, target.id))).toEqual([]);
  });

  it('lets an accepted collaborator save to the board, not a pending one', async () => {
    const target = await freshPin(bobBoard);
    const accepted = await save(cat, target.id, { board_id: adaShared.id });
    expect(accepted.status).toBe(201);
    expect(v3Data<V3SaveResult>(accepted).board).toEqual({ id: String(adaShared.id), url: '/ada_repin/shared/', name: 'Shared', layout: 'default' });
    const pending = await save(dan, target.id, { board_id: adaShared.id });
    expect(pending.status).toBe(403);
  });

  it('concurrent duplicate saves make one save and no errors', async () => {
    const target = await freshPin(adaBoard);
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(bob, target.id, { board_id: bobBoard.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const results = answers.map((a) => v3Data<V3SaveResult>(a));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.local_pin_id)).size).toBe(1);
    expect(await storage.db.select().from(saves).where(eq(saves.pinId, target.id))).toHaveLength(1);
  });

  it('logs the save event (type 2) with event_context as aux_data, unless disable_event_log_info', async () => {
    expect(PIN_SAVE_EVENT).toBe(2);
    const target = await freshPin(adaBoard);
    await save(bob, target.id, { board_id: bobBoard.id, event_context: '{"view_type":3}', client_tracking_params: 'ctp' });
    const logged = await storage.db.select().from(events).where(and(eq(events.eventType, 2), eq(events.objectIdStr, String(target.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ userId: bob.row.id, auxData: { view_type: 3 } });

    const quiet = await freshPin(adaBoard);
    expect((await save(bob, quiet.id, { board_id: bobBoard.id, disable_event_log_info: true })).status).toBe(201);
    expect(await storage.db.select().from(events).where(eq(events.objectIdStr, String(quiet.id)))).toEqual([]);

    const bad = await save(bob, quiet.id, { board_id: bobOther.id, event_context: 'not json' });
    expect(bad.status).toBe(400);
    expect(v3Error(bad)).toMatchObject({ param: 'event_context' });
    expect(await storage.db.select().from(saves).where(and(eq(saves.pinId, quiet.id), eq(saves.boardId, bobOther.id)))).toEqual([]);
  });

  it("saved_info is the viewer's newest save into a board they can still read", async () => {
    const target = await freshPin(adaBoard);
    const older = await makeSave(storage.db, target, bobOther, bob.row, new Date('2026-01-01T00:00:00Z'));
    await makeSave(storage.db, target, adaSecret, bob.row, new Date('2026-03-01T00:00:00Z'));
    const newer = await makeSave(storage.db, target, bobBoard, bob.row, new Date('2026-02-01T00:00:00Z'));
    // The save into ada's secret board is the newest (created_at), but bob cannot read that board.
    const asBob = v3Data<V3Pin>(await call(`/v3/pins/${target.id}/`, { cookie: bob.token }));
    expect(asBob.saved_info).toEqual({ board_id: String(bobBoard.id), local_pin_id: String(newer.id), section: null });
    await storage.db.delete(saves).where(eq(saves.id, newer.id));
    const batch = v3Data<(V3Pin | null)[]>(await call(`/v3/pins/?ids=${target.id},${pin.id},${secretPin.id}`, { cookie: bob.token }));
    expect(batch.map((p) => p?.saved_info?.local_pin_id ?? null)).toEqual([String(older.id), expect.any(String), null]);
    expect(batch[2]).toBeNull();
  });

  it('is described in the OpenAPI document, with DELETE /v3/pins/{id}/ and GET /v3/boards/writable/', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/v3/docs/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/v3/pins/{id}/repin/']!).sort()).toEqual(['post', 'put']);
    expect(Object.keys(doc.paths['/v3/pins/{id}/']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/v3/boards/writable/']!)).toEqual(['get']);
  });

  describe('PUT: editing a save', () => {
    it('moves a save to another board, with a section and a description', async () => {
      const target = await freshPin(adaBoard);
      const made = v3Data<V3SaveResult>(await save(bob, target.id, { board_id: bobOther.id, description: 'before' }));
      const moved = await edit(bob, target.id, {
        board_id: bobOther.id,
        new_board_id: bobBoard.id,
        section: String(bobSection.id),
        description: 'after',
      });
      expect(moved.status).toBe(200);
      expect(v3Data<V3SaveResult>(moved)).toMatchObject({
        id: String(target.id),
        local_pin_id: made.local_pin_id,
        board: { id: String(bobBoard.id), name: 'Dinner' },
        section: { id: String(bobSection.id), url: '/bob_repin/dinner/soups/' },
        created: false,
      });
      const rows = await storage.db.select().from(saves).where(eq(saves.pinId, target.id));
      expect(rows).toEqual([expect.objectContaining({ boardId: bobBoard.id, sectionId: bobSection.id, description: 'after' })]);
      const feed = v3Data<V3Pin[]>(await call(`/v3/boards/${bobOther.id}/pins/?page_size=100`));
      expect(feed.map((p) => p.id)).not.toContain(String(target.id));
      // '' clears the section; the description stays when not given.
      const cleared = await edit(bob, target.id, { board_id: bobBoard.id, section: '' });
      expect(v3Data<V3SaveResult>(cleared).section).toBeNull();
      const [row] = await storage.db.select().from(saves).where(eq(saves.pinId, target.id));
      expect(row).toMatchObject({ sectionId: null, description: 'after' });
    });

    it('moving to a board that already holds the pin merges the two saves', async () => {
      const target = await freshPin(adaBoard);
      await save(bob, target.id, { board_id: bobOther.id, description: 'my note' });
      const kept = v3Data<V3SaveResult>(await save(bob, target.id, { board_id: bobBoard.id }));
      const merged = await edit(bob, target.id, { board_id: bobOther.id, new_board_id: bobBoard.id });
      expect(merged.status).toBe(200);
      expect(v3Data<V3SaveResult>(merged)).toMatchObject({ local_pin_id: kept.local_pin_id, board: { id: String(bobBoard.id) }, created: false });
      const rows = await storage.db.select().from(saves).where(eq(saves.pinId, target.id));
      expect(rows).toEqual([expect.objectContaining({ id: Number(kept.local_pin_id), boardId: bobBoard.id, description: 'my note' })]);
    });

    it('404 without a save of the pin in board_id; the new board gets the same write checks', async () => {
      const target = await freshPin(adaBoard);
      const none = await edit(bob, target.id, { board_id: bobBoard.id, description: 'x' });
      expect(none.status).toBe(404);
      await save(bob, target.id, { board_id: bobBoard.id });
      // cat has no save of it in bob's board: bob's save is not cat's to edit.
      expect((await edit(cat, target.id, { board_id: bobBoard.id, description: 'x' })).status).toBe(404);
      const archived = await edit(bob, target.id, { board_id: bobBoard.id, new_board_id: bobArchived.id });
      expect(archived.status).toBe(403);
      const foreign = await edit(bob, target.id, { board_id: bobBoard.id, new_board_id: adaBoard.id });
      expect(foreign.status).toBe(403);
      const wrongSection = await edit(bob, target.id, { board_id: bobBoard.id, new_board_id: bobOther.id, section: String(bobSection.id) });
      expect(v3Error(wrongSection)).toMatchObject({ code: 'invalid_parameter', param: 'section' });
      const tooLong = await edit(bob, target.id, { board_id: bobBoard.id, description: 'd'.repeat(501) });
      expect(v3Error(tooLong)).toMatchObject({ param: 'description' });
      expect((await edit(bob, target.id, { board_id: bobBoard.id, description: 'd'.repeat(500) })).status).toBe(200);
      const rows = await storage.db.select().from(saves).where(eq(saves.pinId, target.id));
      expect(rows).toEqual([expect.objectContaining({ boardId: bobBoard.id, description: 'd'.repeat(500) })]);
      expect((await edit(limited, target.id, { board_id: bobBoard.id })).status).toBe(403);
    });
  });
  it('a pin saved to the board it is pinned on shows once on that board; saved to another board it shows there too', async () => {
    const pinCount = async (board: BoardRow) => v3Data<V3Board>(await call(`/v3/boards/${board.id}/`, { cookie: ada.token })).pin_count;
    const own = await freshPin(adaBoard);
    const [ownCount, sharedCount] = [await pinCount(adaBoard), await pinCount(adaShared)];
    expect((await save(ada, own.id, { board_id: adaBoard.id })).status).toBe(201);
    const onBoard = async (board: BoardRow) =>
      v3Data<V3Pin[]>(await call(`/v3/boards/${board.id}/pins/?page_size=100`, { cookie: ada.token })).filter((p) => p.id === String(own.id));
    expect(await onBoard(adaBoard)).toHaveLength(1);
    // pin_count agrees with the board's pins: the save into the pin's own board is not counted again.
    expect(await pinCount(adaBoard)).toBe(ownCount);
    expect((await save(ada, own.id, { board_id: adaShared.id })).status).toBe(201);
    expect(await onBoard(adaShared)).toHaveLength(1);
    expect(await onBoard(adaBoard)).toHaveLength(1);
    expect(await pinCount(adaShared)).toBe(sharedCount + 1);
    expect(await pinCount(adaBoard)).toBe(ownCount);
  });
});
