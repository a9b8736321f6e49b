import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { pins, saves, sessions, type BoardRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3DeleteResult, V3Pin } from '../types.ts';

describe.each(backends())('v3 DELETE /v3/pins/{id}/ (unsave, delete a pin) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let limited: Member;
  let adaBoard: BoardRow;
  let adaSecret: BoardRow;
  let bobBoard: BoardRow;
  let bobOther: BoardRow;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const remove = (member: Member, pinId: number, body?: Record<string, unknown>, query = '') =>
    call(`/v3/pins/${pinId}/${query}`, { method: 'DELETE', cookie: member.token, ...(body ? { body } : {}) });
  const pinIds = (pinsList: V3Pin[]) => pinsList.map((p) => p.id);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_del');
    bob = await signUp(server, storage, 'bob_del');
    limited = await signUp(server, storage, 'lim_del');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    adaBoard = await makeBoard(storage.db, ada.row, { name: 'Recipes', slug: 'recipes' });
    adaSecret = await makeBoard(storage.db, ada.row, { name: 'Diary', privacy: 'secret' });
    bobBoard = await makeBoard(storage.db, bob.row, { name: 'Dinner', slug: 'dinner' });
    bobOther = await makeBoard(storage.db, bob.row, { name: 'Lunch', slug: 'lunch' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('only_saves with board_id takes the pin out of that board: saved_info, the board feed and the saved list follow', async () => {
    const pin = await makePin(storage.db, adaBoard);
    const save = await makeSave(storage.db, pin, bobBoard, bob.row);
    expect(v3Data<V3Pin>(await call(`/v3/pins/${pin.id}/`, { cookie: bob.token })).saved_info?.local_pin_id).toBe(String(save.id));
    expect(pinIds(v3Data(await call(`/v3/boards/${bobBoard.id}/pins/`)))).toContain(String(pin.id));
    expect(pinIds(v3Data(await call('/v3/users/bob_del/saved/')))).toContain(String(pin.id));

    const r = await remove(bob, pin.id, { board_id: String(bobBoard.id), only_saves: true, client_tracking_params: 'ctp' });
    expect(r.status).toBe(200);
    expect(v3Data<V3DeleteResult>(r)).toEqual({ id: String(pin.id), deleted: 'save', board_ids: [String(bobBoard.id)] });
    expect(v3Data<V3Pin>(await call(`/v3/pins/${pin.id}/`, { cookie: bob.token })).saved_info).toBeNull();
    expect(pinIds(v3Data(await call(`/v3/boards/${bobBoard.id}/pins/`)))).not.toContain(String(pin.id));
    expect(pinIds(v3Data(await call('/v3/users/bob_del/saved/')))).not.toContain(String(pin.id));
    // The pin itself stays; unsaving again is a 404.
    expect((await call(`/v3/pins/${pin.id}/`)).status).toBe(200);
    const again = await remove(bob, pin.id, { board_id: String(bobBoard.id), only_saves: true });
    expect(again.status).toBe(404);
    expect(v3Error(again)!.code).toBe('not_found');
  });

  it("only_saves without board_id removes every one of the viewer's saves, and only the viewer's", async () => {
    const pin = await makePin(storage.db, adaBoard);
    await makeSave(storage.db, pin, bobBoard, bob.row);
    await makeSave(storage.db, pin, bobOther, bob.row);
    await makeSave(storage.db, pin, adaBoard, ada.row);
    const r = await remove(bob, pin.id, { only_saves: true });
    expect(v3Data<V3DeleteResult>(r).board_ids.sort()).toEqual([String(bobBoard.id), String(bobOther.id)].sort());
    const left = await storage.db.select().from(saves).where(eq(saves.pinId, pin.id));
    expect(left.map((s) => s.userId)).toEqual([ada.row.id]);
    expect((await remove(bob, pin.id, { only_saves: true })).status).toBe(404);
  });

  it('takes its arguments from the query string too', async () => {
    const pin = await makePin(storage.db, adaBoard);
    await makeSave(storage.db, pin, bobBoard, bob.row);
    await makeSave(storage.db, pin, bobOther, bob.row);
    const r = await remove(bob, pin.id, undefined, `?only_saves=true&board_id=${bobOther.id}`);
    expect(v3Data<V3DeleteResult>(r)).toEqual({ id: String(pin.id), deleted: 'save', board_ids: [String(bobOther.id)] });
    expect(v3Data<V3Pin>(await call(`/v3/pins/${pin.id}/`, { cookie: bob.token })).saved_info?.board_id).toBe(String(bobBoard.id));
    const bad = await remove(bob, pin.id, undefined, '?only_saves=maybe');
    expect(v3Error(bad)).toMatchObject({ code: 'invalid_parameter', param: 'only_saves' });
  });

  it('deletes a pin for its pinner (soft), then answers 404; it leaves the feeds', async () => {
    const pin = await makePin(storage.db, adaBoard);
    await makeSave(storage.db, pin, bobBoard, bob.row);
    const r = await remove(ada, pin.id, { client_tracking_params: 'ctp' });
    expect(r.status).toBe(200);
    expect(v3Data<V3DeleteResult>(r)).toEqual({ id: String(pin.id), deleted: 'pin', board_ids: [] });
    const [row] = await storage.db.select().from(pins).where(eq(pins.id, pin.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await call(`/v3/pins/${pin.id}/`)).status).toBe(404);
    expect(pinIds(v3Data(await call(`/v3/boards/${adaBoard.id}/pins/?page_size=100`)))).not.toContain(String(pin.id));
    expect(pinIds(v3Data(await call(`/v3/boards/${bobBoard.id}/pins/?page_size=100`)))).not.toContain(String(pin.id));
    expect(pinIds(v3Data(await call('/v3/users/bob_del/saved/?page_size=100')))).not.toContain(String(pin.id));
    const again = await remove(ada, pin.id);
    expect(again.status).toBe(404);
  });

  it("refuses anyone but the pinner (403), a pin the viewer cannot see (404), and is a gated write", async () => {
    const pin = await makePin(storage.db, adaBoard);
    const other = await remove(bob, pin.id);
    expect(other.status).toBe(403);
    expect(v3Error(other)).toMatchObject({ code: 'forbidden', message: 'Only the person who created this Pin can delete it.' });
    const secret = await makePin(storage.db, adaSecret);
    expect((await remove(bob, secret.id)).status).toBe(404);
    expect((await remove(bob, 987654321)).status).toBe(404);
    const out = await call(`/v3/pins/${pin.id}/`, { method: 'DELETE' });
    expect(out.status).toBe(401);
    expect(v3Error(out)).toMatchObject({ code: 'unauthenticated' });
    const lim = await remove(limited, pin.id);
    expect(lim.status).toBe(403);
    expect(v3Error(lim)).toMatchObject({ code: 'limited_login' });
    const [row] = await storage.db.select().from(pins).where(eq(pins.id, pin.id));
    expect(row!.deletedAt).toBeNull();
  });
});
