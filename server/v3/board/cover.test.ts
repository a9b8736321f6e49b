import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boards } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import type { V3Envelope } from '../../testing/harness.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

interface Cover {
  image_cover_url: string | null;
  has_cover_pin: boolean;
  collage_images: { '236x': { url: string } }[];
}

describe.each(backends())('board covers on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const board = async (id: number) => (await server.app.inject({ method: 'GET', url: `/v3/boards/${id}/` })).json() as V3Envelope;
  const cover = async (id: number) => (await board(id)).resource_response.data as Cover;
  const signatureOf = (url: string | null | undefined) => /\/([^/]+)\.jpg$/.exec(url ?? '')?.[1];
  let sigs: Record<string, string>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    storage = await backend.open();
    const owner = await makeUser(storage.db, { username: 'covers' });
    const saver = await makeUser(storage.db, { username: 'saver' });
    const collage = await makeBoard(storage.db, owner, { name: 'Collage', slug: 'collage' });
    const chosen = await makeBoard(storage.db, owner, { name: 'Chosen', slug: 'chosen' });
    const empty = await makeBoard(storage.db, owner, { name: 'Empty', slug: 'empty' });
    const single = await makeBoard(storage.db, owner, { name: 'Single', slug: 'single' });
    const elsewhere = await makeBoard(storage.db, saver, { name: 'Elsewhere', slug: 'elsewhere' });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const oldest = await makePin(storage.db, collage, { createdAt: at(1) });
    const older = await makePin(storage.db, collage, { createdAt: at(2) });
    const newer = await makePin(storage.db, collage, { createdAt: at(3) });
    const deleted = await makePin(storage.db, collage, { createdAt: at(9), deletedAt: at(10) });
    const removed = await makePin(storage.db, collage, { createdAt: at(8), storyPinData: { is_deleted: true } });
    // A save into the board is a pin of the board too, at the time of the save.
    const savedIn = await makePin(storage.db, elsewhere, { createdAt: at(0) });
    await makeSave(storage.db, savedIn, collage, owner, at(5));
    const first = await makePin(storage.db, chosen, { createdAt: at(1) });
    const second = await makePin(storage.db, chosen, { createdAt: at(2) });
    await storage.db.update(boards).set({ coverPinId: first.id }).where(eq(boards.id, chosen.id));
    const only = await makePin(storage.db, single, { createdAt: at(1) });
    sigs = { deleted: deleted.imageSignature, removed: removed.imageSignature, oldest: oldest.imageSignature, older: older.imageSignature, newer: newer.imageSignature, savedIn: savedIn.imageSignature, first: first.imageSignature, second: second.imageSignature, only: only.imageSignature };
    ids = { collage: collage.id, chosen: chosen.id, empty: empty.id, single: single.id };
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('without a cover pin: a collage of the three latest pins (saves included), newest first, and the newest as the cover image', async () => {
    const answer = await cover(ids.collage!);
    expect(answer.has_cover_pin).toBe(false);
    expect(answer.collage_images.map((images) => signatureOf(images['236x'].url))).toEqual([sigs.savedIn, sigs.newer, sigs.older]);
    expect(signatureOf(answer.image_cover_url)).toBe(sigs.savedIn);
  });

  it('leaves removed and deleted pins out of the collage, though they are the newest', async () => {
    const answer = await cover(ids.collage!);
    const shown = answer.collage_images.map((images) => signatureOf(images['236x'].url));
    expect(shown).toHaveLength(3);
    for (const gone of [sigs.deleted, sigs.removed]) {
      expect(shown).not.toContain(gone);
      expect(signatureOf(answer.image_cover_url)).not.toBe(gone);
    }
  });

  it('with a cover pin: that image, flagged as chosen', async () => {
    const answer = await cover(ids.chosen!);
    expect(answer.has_cover_pin).toBe(true);
    expect(signatureOf(answer.image_cover_url)).toBe(sigs.first);
  });

  it('a board with one pin has it as its cover; a board without pins has none', async () => {
    const single = await cover(ids.single!);
    expect(signatureOf(single.image_cover_url)).toBe(sigs.only);
    expect(single.collage_images).toHaveLength(1);
    const empty = await cover(ids.empty!);
    expect(empty.image_cover_url).toBeNull();
    expect(empty.collage_images).toEqual([]);
  });
});
