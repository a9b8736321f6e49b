/**
 * The grid field set end to end: v3's grid pin is the full pin cut to GRID_PIN_KEYS (and the card's
 * image sizes); the GraphQL layer asks for it exactly when the selection fits; and the client's own
 * operations answer the same whichever shape v3 sent.
 */
import type { FastifyRequest } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import type { Storage } from '../../server/db/client.ts';
import { saves } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed/index.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { GRID_IMAGE_SIZES, GRID_PART_IMAGE_SIZES, GRID_PIN_KEYS } from '../../server/v3/pin/field-sets.ts';
import { createSession } from '../../server/v3/session/store.ts';
import { infoFor, operationText, withoutAlias } from '../testing/operations.ts';
import { pinFieldSetFor } from './field-set.ts';

type Json = Record<string, unknown>;

/** offsite_url / offsiteUrl carry a fresh token each time they are served (random nonce): compared without it. */
const withoutOffsiteTokens = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/([?&]token=)[\w.%-]+/g, '$1…')) as unknown;

/**
 * A served ad's serving is new each time a feed is read (issue 19): its ad_serve_id / adServeId (and
 * attribution_source_id, the same number), and the node id made of it (`{pinId}~ad{serveId}`), are
 * compared without the serving's number.
 */
const withoutServings = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, v: unknown) => {
      if (['ad_serve_id', 'adServeId', 'attribution_source_id', 'attributionSourceId'].includes(key) && v !== null) return '…';
      if (key === 'id' && typeof v === 'string') {
        const decoded = Buffer.from(v, 'base64').toString('utf8');
        if (/^Pin:\d+~ad\d+$/.test(decoded)) return decoded.replace(/~ad\d+$/, '~ad…');
      }
      return v;
    }),
  ) as unknown;
const comparable = (value: unknown): unknown => withoutServings(withoutOffsiteTokens(value));

const FORCE_FULL = (text: string) => text.replace('fragment PinCard_pin on Pin {\n', 'fragment PinCard_pin on Pin {\n  forceFull: createdAt\n');

describe('pinFieldSetFor', () => {
  const homefeed = (node: string, variables: Json = {}) =>
    pinFieldSetFor(infoFor(parse(`query($s: ImageSize, $l: [ImageSize!]) { homefeed(first: 5) { edges { cursor node { ${node} } } pageInfo { hasNextPage } } }`), 'homefeed', variables));

  it("asks for the grid for every pin list the client's own operations read", () => {
    const cases: [string, string][] = [
      ['routes_HomeQuery', 'homefeed'],
      ['HomeFeedPaginationQuery', 'homefeed'],
      ['routes_BoardQuery', 'pins'],
      ['BoardPinsPaginationQuery', 'pins'],
      ['ProfileSavedPinsPaginationQuery', 'savedPins'],
      ['routes_PinQuery', 'related'],
    ];
    for (const [operation, field] of cases) expect(pinFieldSetFor(infoFor(parse(operationText(operation)), field)), operation).toBe('grid');
  });

  it('asks for the full pin once a field outside the grid is selected, directly or in a fragment', () => {
    expect(homefeed('id title')).toBe('grid');
    expect(homefeed('id mobileLink')).toBe('full');
    expect(homefeed('... on Pin { createdAt }')).toBe('full');
    expect(pinFieldSetFor(infoFor(parse(FORCE_FULL(operationText('routes_HomeQuery'))), 'homefeed'))).toBe('full');
  });

  it('asks for the full pin for an image size the grid does not carry', () => {
    expect(homefeed('image { url }')).toBe('grid');
    expect(homefeed('a: image(size: W236) { url } b: image(size: ORIG) { url }')).toBe('grid');
    expect(homefeed('image(size: W474) { url }')).toBe('full');
    expect(homefeed('images { url }')).toBe('full');
    expect(homefeed('images(sizes: [W236, ORIG]) { url }')).toBe('grid');
    expect(homefeed('images(sizes: [W236, W736]) { url }')).toBe('full');
    expect(homefeed('collectionItems { image { url } }')).toBe('grid');
    expect(homefeed('collectionItems { image(size: ORIG) { url } }')).toBe('full');
    expect(homefeed('carouselData { carouselSlots { image(size: W564) { url } } }')).toBe('full');
  });

  it('reads image sizes from variables each time', () => {
    expect(homefeed('image(size: $s) { url }', { s: 'W236' })).toBe('grid');
    expect(homefeed('image(size: $s) { url }', { s: 'W736' })).toBe('full');
    expect(homefeed('images(sizes: $l) { url }', { l: ['ORIG'] })).toBe('grid');
    expect(homefeed('images(sizes: $l) { url }', { l: ['S60X60'] })).toBe('full');
  });
});

describe.each(backends())('the grid field set on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let saverCookie = '';

  const v3 = async (path: string, cookie = '') => {
    const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: (await response.json()) as { resource_response: { data: Json[]; error: { param?: string } | null } } };
  };
  const gql = async (query: string, variables: Json, cookie = '') => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Json; errors?: unknown };
  };

  beforeAll(async () => {
    storage = await backend.open();
    await seed(storage.db, { pins: 300, users: 20, boards: 40 });
    server = await startTestServer(storage);
    // Signed in as the seeded person with the most saves, so saved_info is filled in.
    const [saver] = await storage.db.select({ userId: saves.userId }).from(saves).groupBy(saves.userId).orderBy(desc(count()), saves.userId).limit(1);
    const userId = Number(saver!.userId);
    const session = await createSession(storage.db, userId, { headers: {}, ip: '127.0.0.1' } as FastifyRequest, new Date());
    saverCookie = `cb_session=${session.token}`;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const trim = (images: Json, sizes: readonly string[]) => Object.fromEntries(sizes.flatMap((s) => (s in images ? [[s, images[s]]] : [])));

  it.each([
    ['logged out', () => ''],
    ['signed in', () => saverCookie],
  ])('serves each grid pin as the full pin cut to its keys and image sizes (%s)', async (_label, cookie) => {
    const full = await v3('/v3/feeds/home/?page_size=100', cookie());
    const grid = await v3('/v3/feeds/home/?page_size=100&field_set_key=grid', cookie());
    expect(grid.status).toBe(200);
    const fullPins = full.body.resource_response.data;
    const gridPins = grid.body.resource_response.data;
    expect(gridPins.map((p) => p.id)).toEqual(fullPins.map((p) => p.id));
    expect(fullPins.some((p) => p.carousel_data) && fullPins.some((p) => (p.collection_items as unknown[]).length > 0)).toBe(true);
    if (cookie()) expect(gridPins.some((p) => p.saved_info !== null)).toBe(true);
    gridPins.forEach((pin, i) => {
      const whole = fullPins[i]!;
      expect(Object.keys(pin)).toEqual([...GRID_PIN_KEYS]);
      const expected: Json = Object.fromEntries(GRID_PIN_KEYS.map((key) => [key, whole[key]]));
      expected.images = trim(whole.images as Json, GRID_IMAGE_SIZES);
      const carousel = whole.carousel_data as { carousel_slots: { images: Json }[] } | null;
      if (carousel) expected.carousel_data = { ...carousel, carousel_slots: carousel.carousel_slots.map((s) => ({ ...s, images: trim(s.images, GRID_PART_IMAGE_SIZES) })) };
      expected.collection_items = (whole.collection_items as { images: Json }[]).map((item) => ({ ...item, images: trim(item.images, GRID_PART_IMAGE_SIZES) }));
      expect(comparable(pin)).toEqual(comparable(expected));
    });
  });

  it('takes field_set_key on every pin list, and refuses a field set it does not know', async () => {
    const [first] = (await v3('/v3/feeds/home/?page_size=1')).body.resource_response.data;
    const board = first!.board as { id: string; url: string };
    const username = board.url.split('/')[1];
    for (const path of [`/v3/boards/${board.id}/pins/`, `/v3/pins/${String(first!.id)}/related/`, `/v3/users/${username}/saved/`, `/v3/pins/?ids=${String(first!.id)}&`]) {
      const sep = path.endsWith('&') ? '' : '?';
      const answer = await v3(`${path}${sep}field_set_key=grid`);
      expect(answer.status, path).toBe(200);
      const pins = answer.body.resource_response.data.filter(Boolean);
      expect(pins.length, path).toBeGreaterThan(0);
      for (const pin of pins) expect(Object.keys(pin), path).toEqual([...GRID_PIN_KEYS]);
      const refused = await v3(`${path}${sep}field_set_key=closeup_everything`);
      expect(refused.status, path).toBe(400);
      expect(refused.body.resource_response.error?.param).toBe('field_set_key');
    }
  });

  it('lists the field sets in the OpenAPI document, on every pin list', async () => {
    const doc = (await (await fetch(`${server.url}/v3/docs/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: { enum?: string[] } }[] } }>;
      components: { schemas: { PinGrid: { required: string[] } } };
    };
    for (const path of ['/v3/feeds/home/', '/v3/pins/', '/v3/pins/{id}/related/', '/v3/boards/{id}/pins/', '/v3/users/{username}/saved/']) {
      const param = doc.paths[path]?.get.parameters.find((p) => p.name === 'field_set_key');
      expect(param?.schema.enum, path).toEqual(['full', 'grid']);
    }
    expect(doc.components.schemas.PinGrid.required).toEqual([...GRID_PIN_KEYS]);
  });

  it.each([
    ['logged out', () => ''],
    ['signed in', () => saverCookie],
  ])("answers the client's operations the same from grid pins as from full ones (%s)", async (_label, cookie) => {
    const [first] = (await v3('/v3/feeds/home/?page_size=1')).body.resource_response.data;
    const boardUrl = (first!.board as { url: string }).url.split('/');
    const operations: [string, Json][] = [
      ['routes_HomeQuery', { count: 100 }],
      ['routes_BoardQuery', { username: boardUrl[1], slug: boardUrl[2] }],
      ['routes_PinQuery', { pinId: String(first!.id) }],
    ];
    const withoutForceFull = withoutAlias('forceFull');
    for (const [name, variables] of operations) {
      const text = operationText(name);
      const grid = await gql(text, variables, cookie());
      const full = await gql(FORCE_FULL(text), variables, cookie());
      expect(grid.errors, name).toBeUndefined();
      expect(JSON.stringify(grid.data).length, name).toBeGreaterThan(2000);
      expect(comparable(grid.data), name).toEqual(comparable(withoutForceFull(full.data)));
    }
  });
});
