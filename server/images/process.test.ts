import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/client.ts';
import { images } from '../db/schema.ts';
import { memoryBlobStore } from '../storage/index.ts';
import { animatedGif, halves, jpegClaiming, pngClaiming, solid, withGifComment, withJpegSegment, withPngChunk, zipOf } from '../testing/images.ts';
import { backends } from '../testing/storage.ts';
import { checkImage, ImageRefused, MAX_UPLOAD_BYTES, processImage, signatureOf } from './process.ts';
import { IMAGE_SIZES, sizeBox } from './sizes.ts';

async function refusal(file: Buffer): Promise<{ status: number; code: string; message: string }> {
  try {
    await checkImage(file);
  } catch (error) {
    if (error instanceof ImageRefused) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('checkImage', () => {
  it('takes JPEG, PNG, WebP and GIF, saying format, upright size and the SHA-256 signature', async () => {
    const jpeg = await solid(120, 80, '#336699');
    expect(await checkImage(jpeg)).toEqual({ format: 'jpeg', width: 120, height: 80, animated: false, bytes: jpeg.length, signature: signatureOf(jpeg) });
    expect(signatureOf(jpeg)).toMatch(/^[0-9a-f]{32}$/);
    expect((await checkImage(await solid(50, 60, '#ffffff', 'png'))).format).toBe('png');
    expect((await checkImage(await solid(50, 60, '#ffffff', 'webp'))).format).toBe('webp');
    expect((await checkImage(await sharp({ create: { width: 32, height: 24, channels: 3, background: '#abcdef' } }).avif({ effort: 0 }).toBuffer())).format).toBe('avif');
    expect(await checkImage(await animatedGif())).toMatchObject({ format: 'gif', width: 40, height: 30, animated: true });
    const turned = await (await halves(300, 200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await checkImage(turned)).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses what is not an image with 415 not_an_image, and an empty or damaged file with 400', async () => {
    for (const file of [Buffer.from('hello, world'), Buffer.from('<html><body>hi</body></html>'), zipOf('a.txt', 'a'), Buffer.from('%PDF-1.4\n%…')]) {
      expect(await refusal(file)).toMatchObject({ status: 415, code: 'not_an_image', message: expect.stringContaining('not an image') });
    }
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ status: 400, code: 'not_an_image' });
    const jpeg = await solid(200, 200, '#123456');
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toMatchObject({ status: 400, code: 'not_an_image', message: expect.stringContaining("couldn't be read") });
  });

  it('refuses other image formats with 415 unsupported_format, naming them', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect(await refusal(tiff)).toMatchObject({ status: 415, code: 'unsupported_format', message: expect.stringContaining('TIFF') });
    expect(await refusal(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ status: 415, code: 'unsupported_format' });
  });

  it('refuses a file over MAX_UPLOAD_BYTES with 413 too_large before looking inside', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    (await solid(10, 10, '#fff')).copy(big);
    expect(await refusal(big)).toMatchObject({ status: 413, code: 'too_large', message: expect.stringContaining('20 MB') });
  });

  it('refuses a header declaring more than MAX_INPUT_PIXELS with 422 too_many_pixels (a bomb is never decoded)', async () => {
    const jpegBomb = jpegClaiming(await solid(16, 16, '#fff'), 60_000, 60_000);
    expect(await refusal(jpegBomb)).toMatchObject({ status: 422, code: 'too_many_pixels', message: expect.stringContaining('60000 × 60000') });
    const pngBomb = pngClaiming(await solid(16, 16, '#fff', 'png'), 10_000, 5001);
    expect(await refusal(pngBomb)).toMatchObject({ status: 422, code: 'too_many_pixels' });
    // 50 megapixels exactly is allowed by the header check.
    expect((await checkImage(pngClaiming(await solid(16, 16, '#fff', 'png'), 10_000, 5000))).width).toBe(10_000);
  });

  it('refuses polyglots with 422 polyglot', async () => {
    const jpeg = await solid(64, 48, '#884422');
    const png = await solid(64, 48, '#884422', 'png');
    const gif = await animatedGif();
    const cases: [string, Buffer][] = [
      ['JPEG + ZIP', Buffer.concat([jpeg, zipOf('shell.php', '<?php system($_GET["c"]); ?>')])],
      ['JPEG + HTML after EOI', Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')])],
      ['JPEG with PHP in a comment', withJpegSegment(jpeg, 0xfe, Buffer.from('<?php echo 1; ?>'))],
      ['JPEG with a PDF in APP15', withJpegSegment(jpeg, 0xef, Buffer.from('%PDF-1.7\n1 0 obj'))],
      ['JPEG with a ZIP in APP2', withJpegSegment(jpeg, 0xe2, zipOf('x.txt', 'x'))],
      ['PNG + HTML after IEND', Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')])],
      ['PNG with HTML in a tEXt chunk', withPngChunk(png, 'tEXt', Buffer.from('Comment\0<HTML><BODY onload=alert(1)>'))],
      ['PNG with a ZIP in a chunk', withPngChunk(png, 'zzZz', zipOf('a.js', 'alert(1)'))],
      ['GIF + JS (header comment)', Buffer.concat([Buffer.from('GIF89a/*', 'latin1'), gif.subarray(8)])],
      ['GIF + JS after the trailer', Buffer.concat([gif, Buffer.from('*/=1;alert(1);')])],
      ['GIF with JS in a comment block', withGifComment(gif, '*/=alert(1);/*')],
      ['GIF with HTML in a comment block', withGifComment(gif, '<script src=//evil.example/x.js></script>')],
      ['WebP + HTML after the RIFF', Buffer.concat([await solid(64, 48, '#884422', 'webp'), Buffer.from('<svg onload=alert(1)>')])],
    ];
    for (const [name, file] of cases) {
      expect(await refusal(file), name).toMatchObject({ status: 422, code: 'polyglot', message: expect.stringContaining('something else') });
    }
  });

  it('takes ordinary metadata and padding: EXIF, ICC, XMP-ish text, a GIF comment, zero bytes after the end', async () => {
    const jpeg = await (await halves(64, 48)).jpeg().withMetadata({ orientation: 3, exif: { IFD0: { Copyright: 'Me <me@example.com>', ImageDescription: 'A <b>bold</b> claim' } } }).toBuffer();
    expect((await checkImage(jpeg)).format).toBe('jpeg');
    expect((await checkImage(Buffer.concat([jpeg, Buffer.alloc(100)]))).format).toBe('jpeg');
    const png = await solid(64, 48, '#884422', 'png');
    expect((await checkImage(withPngChunk(png, 'iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')))).format).toBe('png');
    expect((await checkImage(withGifComment(await animatedGif(), 'made with love'))).animated).toBe(true);
    // A photo with a second JPEG after the first (multi-picture / HDR gain map) is one photo.
    expect((await checkImage(Buffer.concat([jpeg, await solid(16, 16, '#000')]))).format).toBe('jpeg');
  });
});

describe.each(backends())('processImage on $name', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await backend.open();
  });
  afterAll(async () => {
    await storage?.close();
  });

  async function sizesOf(blobs: ReturnType<typeof memoryBlobStore>, signature: string) {
    const out: Record<string, [number, number, string | undefined, boolean]> = {};
    for (const size of IMAGE_SIZES) {
      const blob = await blobs.get(`images/${size}/${signature}.jpg`);
      expect(blob, size).not.toBeNull();
      const meta = await sharp(blob!).metadata();
      out[size] = [meta.width!, meta.height!, meta.format, Boolean(meta.exif || meta.orientation || meta.xmp || meta.icc)];
    }
    return out;
  }

  const expected = (width: number, height: number) =>
    Object.fromEntries(IMAGE_SIZES.map((size) => [size, [sizeBox(size, width, height).width, sizeBox(size, width, height).height, 'jpeg', false]]));

  it('writes every size with the right dimensions for a landscape, a portrait and a tiny picture (never upscaled)', async () => {
    const blobs = memoryBlobStore();
    for (const [width, height] of [
      [1600, 1200],
      [900, 1600],
      [100, 80],
    ] as const) {
      const file = await solid(width, height, '#4080c0');
      const done = await processImage({ db: storage.db, blobs }, file, null);
      expect(done).toMatchObject({ width, height, format: 'jpeg', animated: false, signature: signatureOf(file) });
      expect(await sizesOf(blobs, done.signature)).toEqual(expected(width, height));
    }
    // Spot checks of the table: the fixed widths of a tiny picture keep its own width.
    const tiny = signatureOf(await solid(100, 80, '#4080c0'));
    expect((await sharp((await blobs.get(`images/736x/${tiny}.jpg`))!).metadata()).width).toBe(100);
    expect((await sharp((await blobs.get(`images/600x315/${tiny}.jpg`))!).metadata()).height).toBe(315);
  });

  it('turns an EXIF-rotated photo upright and keeps no EXIF, GPS or other metadata', async () => {
    const blobs = memoryBlobStore();
    const file = await (await halves(300, 200))
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Phone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N' } } })
      .toBuffer();
    expect((await sharp(file).metadata()).exif).toBeDefined();
    const done = await processImage({ db: storage.db, blobs }, file, null);
    expect([done.width, done.height]).toEqual([200, 300]);
    const sizes = await sizesOf(blobs, done.signature);
    expect(sizes.orig).toEqual([200, 300, 'jpeg', false]);
    expect(sizes['236x']).toEqual([200, 300, 'jpeg', false]);
    // Orientation 6 turns the picture a quarter clockwise: its left half (red) is now on top.
    const { data, info } = await sharp((await blobs.get(`images/orig/${done.signature}.jpg`))!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topR, , topB] = pixel(100, 20);
    const [bottomR, , bottomB] = pixel(100, 280);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('finds the dominant colour, stores the images row once, and returns it again for the same file', async () => {
    const blobs = memoryBlobStore();
    const file = await solid(400, 300, '#ff0000', 'png');
    const first = await processImage({ db: storage.db, blobs }, file, null);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(first.dominantColor.slice(i, i + 2), 16));
    expect(first.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    const again = await processImage({ db: storage.db, blobs }, file, null);
    expect(again).toEqual(first);
    const rows = await storage.db.select().from(images).where(eq(images.signature, first.signature));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ width: 400, height: 300, format: 'png', animated: false, bytes: file.length, dominantColor: first.dominantColor });
  });

  it('flattens a transparent PNG on white', async () => {
    const blobs = memoryBlobStore();
    const file = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const done = await processImage({ db: storage.db, blobs }, file, null);
    const stats = await sharp((await blobs.get(`images/236x/${done.signature}.jpg`))!).stats();
    expect(stats.channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });

  it('keeps an animated GIF as images/orig/{signature}.gif with a still JPEG for every size', async () => {
    const blobs = memoryBlobStore();
    const file = await animatedGif(80, 60);
    const done = await processImage({ db: storage.db, blobs }, file, null);
    expect(done).toMatchObject({ format: 'gif', animated: true, width: 80, height: 60 });
    const kept = (await blobs.get(`images/orig/${done.signature}.gif`))!;
    expect(kept.equals(file)).toBe(true);
    expect((await sharp(kept).metadata()).pages).toBe(3);
    expect(await sizesOf(blobs, done.signature)).toEqual(expected(80, 60));
    const [row] = await storage.db.select().from(images).where(eq(images.signature, done.signature));
    expect(row?.animated).toBe(true);
  });

  it('refuses what checkImage refuses, storing nothing', async () => {
    const blobs = memoryBlobStore();
    await expect(processImage({ db: storage.db, blobs }, Buffer.from('not an image'), null)).rejects.toMatchObject({ status: 415, code: 'not_an_image' });
    expect(blobs.keys()).toEqual([]);
  });
});
