/**
 * GET /v3/visual_search/{pin_id}/ as an API client meets it: pictures stored through the real
 * image pipeline (processImage) are found by their look — a near-identical copy first, a different
 * picture after — a crop box searches a region, products=true keeps product pins, nothing secret or
 * across a block appears, bad crop boxes are a 400 naming the parameter, and the back-fill job
 * gives every live pin's picture its features.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestBrowser } from '../../../schema/testing/browser.ts';
import type { Storage } from '../../db/client.ts';
import { imageFeatures, type BoardRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { renderArt } from '../../images/art.ts';
import { processImage } from '../../images/process.ts';
import { memoryBlobStore } from '../../storage/index.ts';
import { makeBoard, makePin, signature } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { computeFeaturesBatch, enqueueFeatureBackfill, missingFeatureCount } from './jobs.ts';

interface Answer {
  status: number;
  ids: number[];
  bookmark: string | null;
  message: string | undefined;
  param: string | undefined;
}

const art = (n: number) => n.toString(16).padStart(32, 'e');

describe.each(backends())('visual search on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const blobs = memoryBlobStore();
  let ada: TestBrowser;
  let carol: TestBrowser;
  const pin: Record<string, PinRow> = {};

  async function search(pinId: number, query = '', browser?: TestBrowser): Promise<Answer> {
    const response = await fetch(`${server.url}/v3/visual_search/${pinId}/?${query}`, { headers: browser?.cookie ? { cookie: browser.cookie } : {} });
    const body = (await response.json()) as {
      resource_response: { data: { id: string }[] | null; bookmark?: string | null; error: { message: string; param?: string } | null };
      bookmark?: string | null;
    };
    return {
      status: response.status,
      ids: (body.resource_response.data ?? []).map((p) => Number(p.id)),
      bookmark: body.resource_response.bookmark ?? body.bookmark ?? null,
      message: body.resource_response.error?.message,
      param: body.resource_response.error?.param,
    };
  }

  const row = async (username: string) => (await storage.db.query.users.findFirst({ where: (users, { eq }) => eq(users.username, username) })) as UserRow;
  /** A picture through the upload pipeline (every size, the images row and its features). */
  const stored = async (file: Buffer) => (await processImage({ db: storage.db, blobs }, file, null)).signature;
  const pinOf = async (board: BoardRow, file: Buffer, values: Parameters<typeof makePin>[2] = {}) => {
    const meta = await sharp(file).metadata();
    return makePin(storage.db, board, { imageSignature: await stored(file), imageWidth: meta.width, imageHeight: meta.height, ...values });
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { blobs });
    const adaPerson = await signedIn(server, 'vs_ada');
    ada = adaPerson.browser;
    await signedIn(server, 'vs_bob');
    carol = (await signedIn(server, 'vs_carol')).browser;
    const bob = await row('vs_bob');
    const bobs = await makeBoard(storage.db, bob, { name: 'Shapes', slug: 'shapes', privacy: 'public' });
    const bobsSecret = await makeBoard(storage.db, bob, { name: 'Hidden', slug: 'hidden', privacy: 'secret' });
    const adas = await makeBoard(storage.db, await row('vs_ada'), { name: 'Mine', slug: 'mine', privacy: 'public' });
    const carols = await makeBoard(storage.db, await row('vs_carol'), { name: 'Carols', slug: 'carols', privacy: 'public' });

    const base = await renderArt(art(1), 800, 600, { quality: 92 });
    // Copies of one picture, each its own file (and signature): resized, recompressed, re-encoded.
    const copy = (width: number, quality: number) => sharp(base).resize(width).jpeg({ quality }).toBuffer();
    pin.source = await pinOf(bobs, base, { title: 'The source' });
    pin.sameFile = await makePin(storage.db, bobs, { imageSignature: pin.source.imageSignature, title: 'Another pin of the same file' });
    pin.twin = await pinOf(bobs, await copy(600, 60), { title: 'Twin' });
    pin.productTwin = await pinOf(bobs, await copy(500, 55), { title: 'Twin for sale', type: 'product' });
    pin.secretTwin = await pinOf(bobsSecret, await copy(700, 70), { title: 'Secret twin' });
    pin.adaTwin = await pinOf(adas, await copy(650, 65), { title: "Ada's twin" });
    pin.carolTwin = await pinOf(carols, await copy(550, 50), { title: "Carol's twin" });
    for (let n = 2; n <= 6; n++) pin[`other${n}`] = await pinOf(bobs, await renderArt(art(n), 800, 600), { title: `Other ${n}` });
    pin.otherProduct = await pinOf(bobs, await renderArt(art(9), 600, 800), { title: 'Another product', type: 'product' });
    // A region of the source (its right half), cut out and uploaded as a picture of its own.
    pin.region = await pinOf(bobs, await sharp(base).extract({ left: 400, top: 150, width: 400, height: 300 }).jpeg({ quality: 80 }).toBuffer(), { title: 'A detail' });
    // Generative art with no images row and no features (like the seed's pins).
    pin.seedLike = await makePin(storage.db, bobs, { imageSignature: art(40), imageWidth: 600, imageHeight: 900 });

    // vs_carol blocks vs_ada: neither sees the other's pins.
    const { result } = await carol.gql('mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { errors { message } } }', { id: adaPerson.id });
    expect(result.errors).toBeUndefined();
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const twins = () => [pin.twin!.id, pin.productTwin!.id, pin.adaTwin!.id, pin.carolTwin!.id];

  it('answers the near-identical copies of the picture first, then different pictures; never the pin itself or another pin of the same file', async () => {
    const answer = await search(pin.source!.id);
    expect(answer.status).toBe(200);
    expect(answer.ids.slice(0, 4).sort()).toEqual(twins().sort());
    for (let n = 2; n <= 6; n++) expect(answer.ids.indexOf(pin[`other${n}`]!.id)).toBeGreaterThan(3);
    expect(answer.ids).not.toContain(pin.source!.id);
    expect(answer.ids).not.toContain(pin.sameFile!.id);
  });

  it('never shows a pin of a secret board, even to its owner', async () => {
    expect((await search(pin.source!.id)).ids).not.toContain(pin.secretTwin!.id);
    const bobBrowser = (await signedIn(server, 'vs_bob_again')).browser;
    expect((await search(pin.source!.id, '', bobBrowser)).ids).not.toContain(pin.secretTwin!.id);
  });

  it('hides pins across a block, either way', async () => {
    const forAda = await search(pin.source!.id, '', ada);
    expect(forAda.ids).toContain(pin.adaTwin!.id);
    expect(forAda.ids).not.toContain(pin.carolTwin!.id);
    const forCarol = await search(pin.source!.id, '', carol);
    expect(forCarol.ids).toContain(pin.carolTwin!.id);
    expect(forCarol.ids).not.toContain(pin.adaTwin!.id);
    // Searching from a blocked person's pin is as from an unknown one.
    expect((await search(pin.carolTwin!.id, '', ada)).status).toBe(404);
  });

  it('products=true keeps product pins only, the nearest first', async () => {
    const answer = await search(pin.source!.id, 'products=true');
    expect(answer.ids).toEqual([pin.productTwin!.id, pin.otherProduct!.id]);
    expect((await search(pin.source!.id, 'products=false')).ids.length).toBeGreaterThan(2);
    expect((await search(pin.source!.id, 'products=maybe')).param).toBe('products');
  });

  it('searches a region of the picture with a crop box: the detail cut from it comes first', async () => {
    const whole = await search(pin.source!.id);
    const region = await search(pin.source!.id, 'x=0.5&y=0.25&w=0.5&h=0.5');
    expect(region.status).toBe(200);
    expect(region.ids[0]).toBe(pin.region!.id);
    expect(whole.ids.indexOf(pin.region!.id)).toBeGreaterThan(0);
  });

  it('refuses a crop box that is incomplete, out of the picture or too small, naming the parameter', async () => {
    const cases: [string, string][] = [
      ['x=0.1&y=0.1&w=0.5', 'h'],
      ['x=-0.1&y=0&w=0.5&h=0.5', 'x'],
      ['x=1.5&y=0&w=0.5&h=0.5', 'x'],
      ['x=abc&y=0&w=0.5&h=0.5', 'x'],
      ['x=0.6&y=0&w=0.5&h=0.5', 'w'],
      ['x=0.5&y=0&w=0.502&h=0.5', 'w'],
      ['x=0&y=0.6&w=0.5&h=0.5', 'h'],
      ['x=0&y=0&w=0.049&h=0.5', 'w'],
      ['x=0&y=0&w=0.5&h=0.01', 'h'],
    ];
    for (const [query, param] of cases) {
      const answer = await search(pin.source!.id, query);
      expect([query, answer.status, answer.param]).toEqual([query, 400, param]);
      expect(answer.message).toBeTruthy();
    }
    // Just inside each bound.
    // A thousandth over the edge is a browser's rounding: the box is cut to the picture.
    for (const query of ['x=0&y=0&w=1&h=1', 'x=0.5&y=0.5&w=0.5&h=0.5', 'x=0.95&y=0.95&w=0.05&h=0.05', 'x=0.1563&y=0.1563&w=0.8438&h=0.8438', 'x=0.5&y=0&w=0.5009&h=0.5']) {
      expect((await search(pin.source!.id, query)).status).toBe(200);
    }
  });

  it('pages by bookmark without repeats; a bookmark of another crop or filter is refused', async () => {
    const all = await search(pin.source!.id, 'page_size=50');
    const first = await search(pin.source!.id, 'page_size=3');
    expect(first.ids).toEqual(all.ids.slice(0, 3));
    const second = await search(pin.source!.id, `page_size=3&bookmark=${encodeURIComponent(first.bookmark!)}`);
    expect(second.ids).toEqual(all.ids.slice(3, 6));
    expect((await search(pin.source!.id, `page_size=3&products=true&bookmark=${encodeURIComponent(first.bookmark!)}`)).param).toBe('bookmark');
    expect((await search(pin.source!.id, `page_size=3&x=0&y=0&w=0.5&h=0.5&bookmark=${encodeURIComponent(first.bookmark!)}`)).param).toBe('bookmark');
    expect((await search(pin.source!.id, 'page_size=51')).param).toBe('page_size');
    expect((await search(pin.source!.id, 'page_size=50')).status).toBe(200);
  });

  it('answers 404 for an unknown pin and for a pin of a secret board', async () => {
    expect((await search(987654321)).status).toBe(404);
    expect((await search(pin.secretTwin!.id)).status).toBe(404);
  });

  it('computes the features of a picture that has none when it is searched from', async () => {
    const before = await storage.db.select().from(imageFeatures).where(eq(imageFeatures.signature, pin.seedLike!.imageSignature));
    expect(before).toHaveLength(0);
    const answer = await search(pin.seedLike!.id);
    expect(answer.status).toBe(200);
    const after = await storage.db.select().from(imageFeatures).where(eq(imageFeatures.signature, pin.seedLike!.imageSignature));
    expect(after).toHaveLength(1);
  });

  it('back-fills the features of every live pin in batches, the job enqueuing the next batch until none is missing', async () => {
    const board = await makeBoard(storage.db, await row('vs_bob'), { name: 'Seeded', slug: 'seeded', privacy: 'public' });
    for (let n = 0; n < 5; n++) await makePin(storage.db, board, { imageSignature: signature(`seeded-${n}`) });
    expect(await missingFeatureCount(storage.db)).toBe(5);
    expect(await computeFeaturesBatch({ db: storage.db, blobs }, 2)).toEqual({ computed: 2, more: true });
    expect(await missingFeatureCount(storage.db)).toBe(3);
    const jobs = server.app.jobs!;
    expect(await enqueueFeatureBackfill({ db: storage.db, blobs, jobs })).toBe(true);
    // One is queued already: no second.
    expect(await enqueueFeatureBackfill({ db: storage.db, blobs, jobs })).toBe(false);
    await jobs.drain();
    expect(await missingFeatureCount(storage.db)).toBe(0);
    expect(await enqueueFeatureBackfill({ db: storage.db, blobs, jobs })).toBe(false);
  });
});
