import { mkdtemp, mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/client.ts';
import { memoryBlobStore } from '../storage/index.ts';
import { animatedGif, solid } from '../testing/images.ts';
import { backends } from '../testing/storage.ts';
import { artSpec } from './art.ts';
import { dbImageLookup, type ImageLookup } from './lookup.ts';
import { processImage } from './process.ts';
import imagesRoutes, { BufferLru } from './routes.ts';

const KNOWN = '0123456789abcdef0123456789abcdef';
const UNKNOWN = 'ffffffffffffffffffffffffffffffff';

function fakeLookup(): ImageLookup & { calls: number } {
  const fn = Object.assign(
    async (signature: string) => {
      fn.calls++;
      return signature === KNOWN ? { width: 1000, height: 1500 } : null;
    },
    { calls: 0 },
  );
  return fn;
}

async function makeApp(lookup: ImageLookup, dataDir?: string) {
  const app = fastify();
  await app.register(imagesRoutes, { lookup, dataDir });
  await app.ready();
  return app;
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('GET /images/:size/:file', () => {
  it('serves each size as a JPEG of the right dimensions with immutable caching headers', async () => {
    const app = await makeApp(fakeLookup());
    const expected: [string, number, number][] = [
      ['236x', 236, 354],
      ['736x', 736, 1104],
      ['60x60', 60, 60],
      ['136x136', 136, 136],
      ['600x315', 600, 315],
      ['orig', 1000, 1500],
    ];
    for (const [size, width, height] of expected) {
      const res = await app.inject({ method: 'GET', url: `/images/${size}/${KNOWN}.jpg` });
      expect(res.statusCode, size).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBe(`"${KNOWN}-${size}"`);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], size).toEqual(['jpeg', width, height]);
    }
    await app.close();
  });

  it('answers 304 when the ETag matches', async () => {
    const app = await makeApp(fakeLookup());
    const first = await app.inject({ method: 'GET', url: `/images/236x/${KNOWN}.jpg` });
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: `/images/236x/${KNOWN}.jpg`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({ method: 'GET', url: `/images/474x/${KNOWN}.jpg`, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('answers 400 in the v3 envelope for a bad size or signature', async () => {
    const app = await makeApp(fakeLookup());
    for (const url of [
      `/images/237x/${KNOWN}.jpg`,
      `/images/huge/${KNOWN}.jpg`,
      `/images/236x/${KNOWN.toUpperCase()}.jpg`,
      `/images/236x/${KNOWN.slice(1)}.jpg`,
      `/images/236x/${KNOWN}.png`,
      `/images/236x/${KNOWN}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body).toEqual({
        resource_response: { data: null, bookmark: null, error: { message: expect.any(String), code: 'invalid_parameter' }, http_status: 400 },
      });
    }
    await app.close();
  });

  it('answers 404 in the v3 envelope for an unknown signature', async () => {
    const app = await makeApp(fakeLookup());
    const res = await app.inject({ method: 'GET', url: `/images/236x/${UNKNOWN}.jpg` });
    expect(res.statusCode).toBe(404);
    expect(res.json().resource_response).toMatchObject({ data: null, error: { code: 'not_found' }, http_status: 404 });
    await app.close();
  });

  it('renders concurrent requests for one image once and then serves from memory', async () => {
    const lookup = fakeLookup();
    const app = await makeApp(lookup);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: `/images/564x/${KNOWN}.jpg` })),
    );
    expect(lookup.calls).toBe(1);
    const bodies = responses.map((r) => r.rawPayload);
    expect(bodies.every((b) => b.equals(bodies[0] as Buffer))).toBe(true);
    await app.inject({ method: 'GET', url: `/images/564x/${KNOWN}.jpg` });
    await app.inject({ method: 'GET', url: `/images/170x/${KNOWN}.jpg` });
    // The original size is remembered across sizes.
    expect(lookup.calls).toBe(1);
    await app.close();
  });

  it('draws a picture whose main colour is the signature dominant colour', async () => {
    const app = await makeApp(fakeLookup());
    const res = await app.inject({ method: 'GET', url: `/images/236x/${KNOWN}.jpg` });
    const { dominant } = await sharp(res.rawPayload).stats();
    const n = parseInt(artSpec(KNOWN).dominantColor.slice(1), 16);
    expect(Math.hypot(dominant.r - ((n >> 16) & 255), dominant.g - ((n >> 8) & 255), dominant.b - (n & 255))).toBeLessThan(24);
    await app.close();
  });

  it('keeps rendered images on disk under dataDir and resizes uploads', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'corkboard-images-'));
    dirs.push(dataDir);
    const first = await makeApp(fakeLookup(), dataDir);
    const a = await first.inject({ method: 'GET', url: `/images/236x/${KNOWN}.jpg` });
    await first.close();
    const cached = await readdir(path.join(dataDir, 'image-cache'), { recursive: true });
    expect(cached.some((f) => f.endsWith(`${KNOWN}.jpg`))).toBe(true);

    const second = fakeLookup();
    const app = await makeApp(second, dataDir);
    const b = await app.inject({ method: 'GET', url: `/images/236x/${KNOWN}.jpg` });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(second.calls).toBe(0);

    // An upload wins over generated art; its size comes from the file when the lookup does not know it.
    const upload = 'abcdefabcdefabcdefabcdefabcdef12';
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
      .png()
      .toFile(path.join(dataDir, 'uploads', `${upload}.png`));
    const res = await app.inject({ method: 'GET', url: `/images/236x/${upload}.jpg` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([236, 118]);
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(60);
    await app.close();
  });
});

describe.each(backends())('GET /images/ for uploaded images (an images row) on $name', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await backend.open();
  });
  afterAll(async () => {
    await storage?.close();
  });

  async function storedApp() {
    const blobs = memoryBlobStore();
    const app = fastify();
    await app.register(imagesRoutes, { lookup: dbImageLookup(storage.db), blobs });
    await app.ready();
    return { app, blobs };
  }

  it('serves every size from the blob store, as processImage wrote it', async () => {
    const { app, blobs } = await storedApp();
    const done = await processImage({ db: storage.db, blobs }, await solid(1000, 700, '#00aa00'), null);
    for (const size of ['236x', '60x60', '600x315', 'orig']) {
      const res = await app.inject({ method: 'GET', url: `/images/${size}/${done.signature}.jpg` });
      expect(res.statusCode, size).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals((await blobs.get(`images/${size}/${done.signature}.jpg`))!), size).toBe(true);
    }
    await app.close();
  });

  it('cuts a size missing from the store from the stored original and writes it back', async () => {
    const { app, blobs } = await storedApp();
    const done = await processImage({ db: storage.db, blobs }, await solid(900, 1200, '#0000cc', 'png'), null);
    await blobs.delete(`images/474x/${done.signature}.jpg`);
    const res = await app.inject({ method: 'GET', url: `/images/474x/${done.signature}.jpg` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 474, 632]);
    expect((await blobs.get(`images/474x/${done.signature}.jpg`))?.equals(res.rawPayload)).toBe(true);
    // Without its original too, the image is gone: 404.
    await blobs.delete(`images/170x/${done.signature}.jpg`);
    await blobs.delete(`images/orig/${done.signature}.jpg`);
    expect((await app.inject({ method: 'GET', url: `/images/170x/${done.signature}.jpg` })).statusCode).toBe(404);
    await app.close();
  });

  it('serves an animated original as /images/orig/{signature}.gif, and 404 for one never stored', async () => {
    const { app, blobs } = await storedApp();
    const gif = await animatedGif(60, 40);
    const done = await processImage({ db: storage.db, blobs }, gif, null);
    const res = await app.inject({ method: 'GET', url: `/images/orig/${done.signature}.gif` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.equals(gif)).toBe(true);
    const again = await app.inject({ method: 'GET', url: `/images/orig/${done.signature}.gif`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const still = await app.inject({ method: 'GET', url: `/images/236x/${done.signature}.jpg` });
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect((await app.inject({ method: 'GET', url: `/images/orig/${UNKNOWN}.gif` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/images/236x/${done.signature}.gif` })).statusCode).toBe(400);
    await app.close();
  });
});

describe('BufferLru', () => {
  it('evicts the least recently used entries beyond its byte bound', () => {
    const lru = new BufferLru(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.get('a');
    lru.set('c', Buffer.alloc(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.size).toBe(8);
    lru.set('huge', Buffer.alloc(11));
    expect(lru.get('huge')).toBeUndefined();
  });
});
