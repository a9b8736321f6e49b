import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { interests, pins, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser, smallWorld } from '../../testing/fixtures.ts';
import type { V3Envelope } from '../../testing/harness.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

describe.each(backends())('related pins (More to explore) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;
  let source: PinRow;
  let onTopic: PinRow;
  let similar: PinRow;
  let nearlySimilar: PinRow;
  let other: PinRow;
  let copy: PinRow;
  let removed: PinRow;

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as V3Envelope };
  };
  const ids = (body: V3Envelope) => (body.resource_response.data as { id: string }[]).map((pin) => pin.id);

  beforeAll(async () => {
    storage = await backend.open();
    world = await smallWorld(storage.db);
    const [soups] = await storage.db.insert(interests).values({ name: 'Soups', urlName: 'soups' }).returning();
    const carol = await makeUser(storage.db, { username: 'carol' });
    const kitchen = await makeBoard(storage.db, carol, { name: 'Kitchen', slug: 'kitchen' });
    source = world.publicPins[0]!;
    await storage.db.update(pins).set({ sourceInterestId: soups!.id, dominantColor: '#a1b2c3' }).where(eq(pins.id, source.id));
    // Everything else in the world gets a far colour, so only the pins below are "similar".
    await storage.db.update(pins).set({ dominantColor: '#102030' }).where(eq(pins.boardId, world.recipes.id));
    await storage.db.update(pins).set({ dominantColor: '#a1b2c3' }).where(eq(pins.id, source.id));
    await storage.db.update(pins).set({ dominantColor: '#ff0000' }).where(eq(pins.boardId, world.bobs.id));
    onTopic = await makePin(storage.db, kitchen, { title: 'Leek soup', sourceInterestId: soups!.id, dominantColor: '#000000' });
    // 4 + 2 + 3 = 9 ≤ 48: similar; 16 + 16 + 17 = 49: not.
    similar = await makePin(storage.db, kitchen, { title: 'Blue-grey bowl', dominantColor: '#a5b0c0' });
    nearlySimilar = await makePin(storage.db, kitchen, { title: 'Slate bowl', dominantColor: '#b1c2d4' });
    other = await makePin(storage.db, kitchen, { title: 'Red chair', dominantColor: '#ee1111' });
    copy = await makePin(storage.db, kitchen, { title: 'Same image again', imageSignature: source.imageSignature, dominantColor: '#a1b2c3' });
    // A story pin its creator deleted, on the same topic and colour: it would rank high if listed.
    removed = await makePin(storage.db, kitchen, { title: 'Deleted story', sourceInterestId: soups!.id, dominantColor: '#a1b2c3', storyPinData: { is_deleted: true } });
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('lists the same board first, then the same topic, then similar colours, then the feed, each newest first', async () => {
    const { status, body } = await get(`/v3/pins/${source.id}/related/?page_size=50`);
    expect(status).toBe(200);
    const sameBoard = world.publicPins.slice(1).map((pin) => pin.id).sort((a, b) => b - a).map(String);
    const shown = ids(body);
    expect(shown.slice(0, 4)).toEqual(sameBoard);
    expect(shown[4]).toBe(String(onTopic.id));
    expect(shown[5]).toBe(String(similar.id));
    // The rest of the feed, newest first: the slate bowl (49 apart) is not "similar".
    expect(shown.slice(6)).toEqual([other.id, nearlySimilar.id, world.bobPin.id].sort((a, b) => b - a).map(String));
    expect(body.resource_response.bookmark).toBe('-end-');
  });

  it('never lists the pin itself, another copy of its image, removed, hidden or deleted pins', async () => {
    const shown = ids((await get(`/v3/pins/${source.id}/related/?page_size=50`)).body);
    for (const hidden of [source, copy, removed, world.secretPin, world.protectedPin, world.deletedPin]) expect(shown).not.toContain(String(hidden.id));
  });

  it('pages by bookmark across the tiers without repeating or skipping a pin', async () => {
    const all = ids((await get(`/v3/pins/${source.id}/related/?page_size=50`)).body);
    const paged: string[] = [];
    let bookmark: string | null = null;
    for (let i = 0; i < 20; i += 1) {
      const query: string = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
      const { body } = await get(`/v3/pins/${source.id}/related/?page_size=3${query}`);
      paged.push(...ids(body));
      bookmark = body.resource_response.bookmark;
      if (bookmark === '-end-') break;
    }
    expect(paged).toEqual(all);
  });

  it('answers 404 under a pin the viewer may not see or its creator removed, and 400 for a forged bookmark', async () => {
    expect((await get(`/v3/pins/${world.secretPin.id}/related/`)).status).toBe(404);
    expect((await get(`/v3/pins/${removed.id}/related/`)).status).toBe(404);
    expect((await get('/v3/pins/999999/related/')).status).toBe(404);
    expect((await get(`/v3/pins/${source.id}/related/?bookmark=forged`)).status).toBe(400);
  });
});
