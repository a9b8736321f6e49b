/**
 * Pin.visuallySimilar: the near-identical picture first through GraphQL, a crop box passed on (a bad
 * one refused naming its side), productsOnly, the 50-a-page cap, and the cost rule counting it.
 */
import { parse } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import type { PinRow, UserRow } from '../../server/db/schema.ts';
import { renderArt } from '../../server/images/art.ts';
import { processImage } from '../../server/images/process.ts';
import { memoryBlobStore } from '../../server/storage/index.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const count = (query: string) => nodeCount(getSchema(), parse(query), {});

describe('the cost rule counts Pin.visuallySimilar', () => {
  it('visuallySimilar(first: n) × 100 nested nodes: n × 101 — 100 refused, 99 runs', () => {
    const query = (n: number) => `{ pin(id: "1") { visuallySimilar(first: ${n}) { edges { node { related(first: 100) { edges { node { id } } } } } } } }`;
    expect(count(query(99))).toBe(99 * 101);
    expect(count(query(100))).toBeGreaterThan(DEFAULT_LIMITS.maxNodes);
    expect(count(query(99))).toBeLessThanOrEqual(DEFAULT_LIMITS.maxNodes);
  });
});

describe.each(backends())('Pin.visuallySimilar on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let browser: TestBrowser;
  const blobs = memoryBlobStore();
  const pin: Record<string, PinRow> = {};

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { blobs });
    browser = testBrowser(server);
    await signedIn(server, 'vsg_owner');
    const owner = (await storage.db.query.users.findFirst({ where: (users, { eq }) => eq(users.username, 'vsg_owner') })) as UserRow;
    const board = await makeBoard(storage.db, owner, { name: 'Looks', slug: 'looks', privacy: 'public' });
    const pinOf = async (file: Buffer, values: Parameters<typeof makePin>[2] = {}) => {
      const image = await processImage({ db: storage.db, blobs }, file, null);
      return makePin(storage.db, board, { imageSignature: image.signature, imageWidth: image.width, imageHeight: image.height, ...values });
    };
    const base = await renderArt('7'.repeat(32), 800, 600);
    pin.source = await pinOf(base);
    pin.twin = await pinOf(await sharp(base).resize(400).jpeg({ quality: 50 }).toBuffer(), { type: 'product' });
    for (let n = 1; n <= 3; n++) pin[`other${n}`] = await pinOf(await renderArt(String(n).repeat(32), 800, 600));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const QUERY = `query($id: String!, $first: Int!, $crop: CropInput, $products: Boolean) {
    pin(id: $id) { visuallySimilar(first: $first, crop: $crop, productsOnly: $products) { edges { node { entityId } } pageInfo { hasNextPage } } }
  }`;
  const ask = async (variables: Record<string, unknown>) => {
    const { result } = await browser.gql(QUERY, { id: String(pin.source!.id), first: 10, ...variables });
    const pinAnswer = result.data?.pin as { visuallySimilar: { edges: { node: { entityId: string } }[] } | null } | null;
    const edges = pinAnswer?.visuallySimilar?.edges ?? [];
    return { pin: pinAnswer, ids: edges.map((e) => Number(e.node.entityId)), errors: result.errors as { extensions?: { code?: string; param?: string } }[] | undefined };
  };

  it('answers the near-identical picture first, and only products with productsOnly', async () => {
    const all = await ask({});
    expect(all.errors).toBeUndefined();
    expect(all.ids[0]).toBe(pin.twin!.id);
    expect(all.ids).toHaveLength(4);
    expect((await ask({ products: true })).ids).toEqual([pin.twin!.id]);
  });

  it('passes a crop box on, and refuses a bad one naming its side', async () => {
    expect((await ask({ crop: { x: 0.25, y: 0.25, w: 0.5, h: 0.5 } })).errors).toBeUndefined();
    const bad = await ask({ crop: { x: 0.8, y: 0, w: 0.5, h: 0.5 } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_PARAMETER', param: 'w', upstreamStatus: 400 });
    // The pin still answers; only its look-alikes are null.
    expect(bad.pin).toEqual({ visuallySimilar: null });
  });

  it('takes at most 50 a page', async () => {
    expect((await ask({ first: 50 })).errors).toBeUndefined();
    expect((await ask({ first: 51 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
