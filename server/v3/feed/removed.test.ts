/**
 * Removed pins (a story pin its creator deleted): never in a feed, Not Found as a page, and the
 * 'Unavailable' placeholder only where a board still holds one (pin-card §2).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import type { PinRow } from '../../db/schema.ts';
import { makePin, makeSave, smallWorld } from '../../testing/fixtures.ts';
import type { V3Envelope } from '../../testing/harness.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

const story = (isDeleted: boolean) => ({ is_deleted: isDeleted, has_product_pins: false, static_page_count: 1, total_video_duration: 0, metadata: { pin_title: 'A story' }, pages: [] });

describe.each(backends())('removed pins on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let dist: string;
  let world: Awaited<ReturnType<typeof smallWorld>>;
  let removed: PinRow;
  let live: PinRow;

  const ids = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return ((response.json() as V3Envelope).resource_response.data as { id: string }[]).map((pin) => pin.id);
  };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'corkboard-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Corkboard</title><div id="root"></div>');
    storage = await backend.open();
    world = await smallWorld(storage.db);
    removed = await makePin(storage.db, world.recipes, { title: 'Deleted story', storyPinData: story(true) });
    live = await makePin(storage.db, world.recipes, { title: 'Live story', storyPinData: story(false) });
    // Bob saved both to his own board: his saved pins are a feed too.
    await makeSave(storage.db, removed, world.bobs, world.bob);
    await makeSave(storage.db, live, world.bobs, world.bob);
    server = await startTestServer(storage, { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the home feed leaves a removed pin out and keeps a live story pin', async () => {
    const shown = await ids('/v3/feeds/home/?page_size=100');
    expect(shown).toContain(String(live.id));
    expect(shown).not.toContain(String(removed.id));
  });

  it("a person's saved pins leave a removed pin out", async () => {
    const shown = await ids(`/v3/users/${world.bob.username}/saved/?page_size=100`);
    expect(shown).toContain(String(live.id));
    expect(shown).not.toContain(String(removed.id));
  });

  it('its page answers 404; a live story pin answers 200', async () => {
    expect((await server.app.inject({ method: 'GET', url: `/pin/${removed.id}/` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/pin/${live.id}/` })).statusCode).toBe(200);
  });

  it('the board that holds it still lists it, marked deleted, for the placeholder', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/v3/boards/${world.recipes.id}/pins/?page_size=100` });
    const pins = (response.json() as V3Envelope).resource_response.data as { id: string; story_pin_data: { is_deleted: boolean } | null }[];
    const held = pins.find((pin) => pin.id === String(removed.id));
    expect(held?.story_pin_data?.is_deleted).toBe(true);
  });
});
