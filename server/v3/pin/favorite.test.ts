import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, pinFavorites, sessions, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3FavoriteResult, V3Pin } from '../types.ts';

describe.each(backends())('v3 pin stars (PUT/DELETE /v3/pins/{id}/favorite/, favorited_by_me) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let limited: Member;
  let board: BoardRow;
  let pin: PinRow;
  let other: PinRow;
  let secretPin: PinRow;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const star = (member: Member | null, id: number, on = true) =>
    call(`/v3/pins/${id}/favorite/`, { method: on ? 'PUT' : 'DELETE', ...(member ? { cookie: member.token } : {}) });
  const starred = async (member: Member | null, id: number) => {
    const answer = await call(`/v3/pins/${id}/`, member ? { cookie: member.token } : {});
    return v3Data<V3Pin>(answer).favorited_by_me;
  };
  const stars = () => storage.db.select().from(pinFavorites).orderBy(pinFavorites.userId, pinFavorites.pinId);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_star');
    bob = await signUp(server, storage, 'bob_star');
    limited = await signUp(server, storage, 'lim_star');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    board = await makeBoard(storage.db, ada.row, { name: 'Stars' });
    pin = await makePin(storage.db, board);
    other = await makePin(storage.db, board);
    secretPin = await makePin(storage.db, await makeBoard(storage.db, ada.row, { name: 'Hidden', privacy: 'secret' }));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('stars and unstars a pin, idempotently; the star is the viewer’s own', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await star(bob, pin.id);
      expect(answer.status).toBe(200);
      expect(v3Data<V3FavoriteResult>(answer)).toEqual({ pin_id: String(pin.id), favorited: true });
    }
    expect(await stars()).toEqual([{ userId: bob.row.id, pinId: pin.id, createdAt: expect.any(Date) }]);
    expect(await starred(bob, pin.id)).toBe(true);
    expect(await starred(ada, pin.id)).toBe(false);
    expect(await starred(null, pin.id)).toBe(false);
    expect(await starred(bob, other.id)).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      expect(v3Data<V3FavoriteResult>(await star(bob, pin.id, false))).toEqual({ pin_id: String(pin.id), favorited: false });
    }
    expect(await stars()).toEqual([]);
    expect(await starred(bob, pin.id)).toBe(false);
  });

  it('marks favorited_by_me on every pin answer (batched reads, board pins, the grid field set)', async () => {
    await star(ada, other.id);
    const batch = v3Data<(V3Pin | null)[]>(await call(`/v3/pins/?ids=${pin.id},${other.id}`, { cookie: ada.token }));
    expect(batch.map((p) => p?.favorited_by_me)).toEqual([false, true]);
    const page = v3Data<V3Pin[]>(await call(`/v3/boards/${board.id}/pins/`, { cookie: ada.token }));
    expect(Object.fromEntries(page.map((p) => [p.id, p.favorited_by_me]))).toEqual({ [pin.id]: false, [other.id]: true });
    const grid = v3Data<Record<string, unknown>[]>(await call(`/v3/boards/${board.id}/pins/?field_set_key=grid`, { cookie: ada.token }));
    expect(Object.fromEntries(grid.map((p) => [p.id, p.favorited_by_me]))).toEqual({ [pin.id]: false, [other.id]: true });
    await star(ada, other.id, false);
  });

  it('needs a full session: 401 signed out, 403 limited login; nothing is starred', async () => {
    for (const on of [true, false]) {
      const anonymous = await star(null, pin.id, on);
      expect(anonymous.status).toBe(401);
      expect(v3Error(anonymous)).toMatchObject({ code: 'unauthenticated' });
      const half = await star(limited, pin.id, on);
      expect(half.status).toBe(403);
      expect(v3Error(half)).toMatchObject({ code: 'limited_login' });
    }
    expect(await stars()).toEqual([]);
  });

  it('404 for a pin the viewer may not see: secret, deleted, unknown, across a block; 400 for a bad id', async () => {
    const deleted = await makePin(storage.db, board, { deletedAt: new Date() });
    const dan = await signUp(server, storage, 'dan_star');
    await storage.db.insert(blocks).values({ blockerId: dan.row.id, blockedId: ada.row.id });
    for (const id of [secretPin.id, deleted.id, 999_999_999]) {
      const answer = await star(bob, id);
      expect(answer.status).toBe(404);
      expect(v3Error(answer)).toEqual({ code: 'not_found', message: `pin ${id} not found` });
    }
    expect((await star(dan, pin.id)).status).toBe(404);
    expect((await star(ada, secretPin.id)).status).toBe(200);
    const bad = await call('/v3/pins/abc/favorite/', { method: 'PUT', cookie: bob.token });
    expect(v3Error(bad)).toMatchObject({ code: 'invalid_parameter', param: 'id' });
    expect(await stars()).toEqual([{ userId: ada.row.id, pinId: secretPin.id, createdAt: expect.any(Date) }]);
    await storage.db.delete(pinFavorites).where(and(eq(pinFavorites.userId, ada.row.id), eq(pinFavorites.pinId, secretPin.id)));
  });
});
