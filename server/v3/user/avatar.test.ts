import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { freshIp, signUp, type Member } from '../../testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { DEFAULT_AVATAR_SIGNATURE } from './serialize.ts';
import {
  AVATAR_EMPTY,
  AVATAR_MAX_BYTES,
  AVATAR_TOO_BIG,
  AVATAR_TOO_MANY_PIXELS,
  AVATAR_UNREADABLE,
  AVATAR_WRONG_TYPE,
} from './avatar.ts';

interface Answer {
  status: number;
  data: { image_small_url?: string; image_medium_url?: string } | null;
  error: { code: string; message: string } | null;
  headers: Record<string, unknown>;
}

/** Left half red, right half blue, stored turned (EXIF orientation 6: shown rotated 90° clockwise). */
async function turnedJpeg(): Promise<Buffer> {
  const half = (color: string) => sharp({ create: { width: 300, height: 400, channels: 3, background: color } }).png().toBuffer();
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 300, top: 0 },
    ])
    .jpeg()
    .toBuffer();
  return sharp(image).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

const png = (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();

/** A real PNG whose header claims `width` × `height` (a decompression bomb's calling card), with a valid CRC. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  // Signature (8 bytes), IHDR length (4) and type (4), then width and height; the CRC covers type + data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe.each(backends())('PUT/DELETE /v3/users/me/avatar/ on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let dataDir: string;
  let ada: Member;

  const send = async (
    method: 'PUT' | 'DELETE',
    body: Buffer | Readable | undefined,
    { type = 'image/jpeg', cookie = ada.token as string | null, headers = {} as Record<string, string> } = {},
  ): Promise<Answer> => {
    const response = await server.app.inject({
      method,
      url: '/v3/users/me/avatar/',
      remoteAddress: freshIp(),
      headers: {
        ...(body === undefined ? {} : { 'content-type': type }),
        ...(cookie ? { cookie: `cb_session=${cookie}`, 'sec-fetch-site': 'same-origin' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body }),
    });
    const envelope = response.json() as { resource_response: { data: Answer['data']; error: Answer['error'] } };
    return { status: response.statusCode, data: envelope.resource_response.data, error: envelope.resource_response.error, headers: response.headers };
  };
  const put = (body: Buffer | Readable, options?: Parameters<typeof send>[2]) => send('PUT', body, options);
  const signatureOf = (url: string | undefined) => /\/([0-9a-f]{32})\.jpg$/.exec(url ?? '')?.[1];
  const stored = async () => (await readdir(path.join(dataDir, 'blobs', 'images', 'orig')).catch(() => [])).filter((f) => f.endsWith('.jpg'));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cb-avatar-'));
    storage = await backend.open();
    // A clock whose hourly rate-limit window cannot roll over during the run.
    server = await startTestServer(storage, { dataDir, clock: windowAlignedClock() });
    ada = await signUp(server, storage, 'ada_avatar');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes a JPEG: upright by its EXIF orientation, centre-cropped to 280 × 280, served under /images/', async () => {
    const answer = await put(await turnedJpeg());
    expect(answer.status).toBe(200);
    const signature = signatureOf(answer.data?.image_small_url);
    expect(signature).toMatch(/^[0-9a-f]{32}$/);
    expect(signature).not.toBe(DEFAULT_AVATAR_SIGNATURE);
    expect(answer.data?.image_medium_url).toBe(`/images/136x136/${signature}.jpg`);
    // Stored like any uploaded image: in the blob store every replica shares (DATA_DIR/blobs here).
    expect(await stored()).toContain(`${signature}.jpg`);

    const original = await server.app.inject({ url: `/images/orig/${signature}.jpg` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(original.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([280, 280]);
    // Turned upright, the red half is on top and the blue half below.
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(140, 20)).toEqual([expect.toSatisfy((r: number) => r > 200), expect.toSatisfy((g: number) => g < 60), expect.toSatisfy((b: number) => b < 60)]);
    expect(pixel(140, 260)).toEqual([expect.toSatisfy((r: number) => r < 60), expect.toSatisfy((g: number) => g < 60), expect.toSatisfy((b: number) => b > 200)]);
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
    const small = await server.app.inject({ url: `/images/60x60/${signature}.jpg` });
    expect(small.statusCode).toBe(200);

    // Everyone sees it on the profile.
    const profile = await server.app.inject({ url: '/v3/users/ada_avatar/' });
    expect(profile.json().resource_response.data.image_small_url).toBe(`/images/60x60/${signature}.jpg`);
  });

  it('takes a PNG (transparency flattened on white) and a GIF, whatever their size, as a 280 square', async () => {
    const fromPng = await put(await png(64, 32), { type: 'image/png' });
    expect(fromPng.status).toBe(200);
    const gif = await sharp({ create: { width: 30, height: 90, channels: 3, background: '#336699' } }).gif().toBuffer();
    const fromGif = await put(gif, { type: 'image/gif' });
    expect(fromGif.status).toBe(200);
    for (const answer of [fromPng, fromGif]) {
      const served = await server.app.inject({ url: `/images/orig/${signatureOf(answer.data?.image_small_url)}.jpg` });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 280, 280, false]);
    }
  });

  it('refuses other types, by what they say and by what they are (415)', async () => {
    const text = await put(Buffer.from('hello'), { type: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.error).toEqual({ code: 'unsupported_media_type', message: AVATAR_WRONG_TYPE });
    expect((await put(await png(), { type: 'application/json' })).status).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const disguised = await put(svg, { type: 'image/png' });
    expect(disguised.status).toBe(415);
    expect(disguised.error?.message).toBe(AVATAR_WRONG_TYPE);
  });

  it('refuses corrupt bytes, an empty body and a cut-off JPEG (400)', async () => {
    const garbage = await put(Buffer.from('this is not a picture at all, just some words'.repeat(20)));
    expect(garbage.status).toBe(400);
    expect(garbage.error).toEqual({ code: 'invalid_image', message: AVATAR_UNREADABLE });
    const empty = await put(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe(AVATAR_EMPTY);
    const jpeg = await turnedJpeg();
    const cut = await put(jpeg.subarray(0, 200), { type: 'image/jpeg' });
    expect(cut.status).toBe(400);
    expect(cut.error?.code).toBe('invalid_image');
  });

  it('refuses a picture declaring too many pixels before decoding it (decompression bomb)', async () => {
    const bomb = await put(await pngClaiming(50_000, 50_000), { type: 'image/png' });
    expect(bomb.status).toBe(400);
    expect(bomb.error).toEqual({ code: 'image_too_large', message: AVATAR_TOO_MANY_PIXELS });
  });

  it('refuses a body over 10 MB with 413, by its Content-Length and while reading one without', async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 1);
    const declared = await put(big);
    expect(declared.status).toBe(413);
    expect(declared.error).toEqual({ code: 'too_large', message: AVATAR_TOO_BIG });
    // Chunked: no Content-Length, so the limit is found while reading.
    const chunked = await put(Readable.from([big.subarray(0, AVATAR_MAX_BYTES / 2), big.subarray(AVATAR_MAX_BYTES / 2)]));
    expect(chunked.status).toBe(413);
    expect(chunked.error).toEqual({ code: 'too_large', message: AVATAR_TOO_BIG });
  });

  it('needs a signed-in person (401) and, with a cookie, a request from this site (403 csrf)', async () => {
    const anonymous = await put(await png(), { type: 'image/png', cookie: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('unauthenticated');
    expect((await send('DELETE', undefined, { cookie: null })).status).toBe(401);
    const forged = await put(await png(), { type: 'image/png', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('csrf');
    const noMetadata = await server.app.inject({
      method: 'PUT',
      url: '/v3/users/me/avatar/',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'image/png', cookie: `cb_session=${ada.token}`, origin: 'https://evil.example' },
      payload: await png(),
    });
    expect(noMetadata.statusCode).toBe(403);
    expect(noMetadata.json().resource_response.error.code).toBe('csrf');
  });

  it('DELETE goes back to the default picture', async () => {
    expect((await put(await png(), { type: 'image/png' })).status).toBe(200);
    const removed = await send('DELETE', undefined);
    expect(removed.status).toBe(200);
    expect(signatureOf(removed.data?.image_small_url)).toBe(DEFAULT_AVATAR_SIGNATURE);
  });

  it('allows 20 uploads an hour a person, then 429 with Retry-After', async () => {
    const busy = await signUp(server, storage, 'busy_avatar');
    const picture = await png(16, 16);
    for (let i = 0; i < 20; i += 1) expect((await put(picture, { type: 'image/png', cookie: busy.token })).status).toBe(200);
    const refused = await put(picture, { type: 'image/png', cookie: busy.token });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back.
    expect((await put(picture, { type: 'image/png' })).status).toBe(200);
  });
});
