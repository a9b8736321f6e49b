/**
 * The perceptual hash and colour signature of visual search: the same picture resized or
 * recompressed stays within a few bits, different pictures are far apart, a region asked of a
 * picture hashes like that region cut out, and the colours are CIELAB of each quarter.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArt } from './art.ts';
import { colorDistance, cropRect, featuresOf, hammingDistance, phashOfPixels, srgbToLab } from './features.ts';

const sig = (n: number) => n.toString(16).padStart(32, 'c');

describe('perceptual hash', () => {
  it('keeps a resized and recompressed copy within a few bits (< 10), and its colours close', async () => {
    for (const n of [1, 2, 3, 4]) {
      const original = await renderArt(sig(n), 800, 600, { quality: 92 });
      const copy = await sharp(original).resize(300).jpeg({ quality: 40 }).toBuffer();
      const webp = await sharp(original).resize(500).webp({ quality: 50 }).toBuffer();
      const a = await featuresOf(original);
      const b = await featuresOf(copy);
      const c = await featuresOf(webp);
      expect(hammingDistance(a.phash, b.phash)).toBeLessThan(10);
      expect(hammingDistance(a.phash, c.phash)).toBeLessThan(10);
      expect(colorDistance(a.colors, b.colors)).toBeLessThan(40);
    }
  });

  it('sets different pictures far apart (≥ 16 bits on average, and never within 10)', async () => {
    const hashes = await Promise.all([10, 11, 12, 13, 14, 15].map(async (n) => (await featuresOf(await renderArt(sig(n), 600, 800))).phash));
    const distances: number[] = [];
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) distances.push(hammingDistance(hashes[i]!, hashes[j]!));
    expect(Math.min(...distances)).toBeGreaterThanOrEqual(10);
    expect(distances.reduce((s, d) => s + d, 0) / distances.length).toBeGreaterThanOrEqual(16);
  });

  it('hashes a region of a picture like that region cut out and saved, and unlike the whole', async () => {
    const original = await renderArt(sig(21), 1000, 800);
    const box = { x: 0.5, y: 0.25, w: 0.4, h: 0.5 };
    const rect = cropRect(box, 1000, 800);
    expect(rect).toEqual({ left: 500, top: 200, width: 400, height: 400 });
    const cut = await sharp(original).extract(rect).jpeg({ quality: 70 }).toBuffer();
    const region = await featuresOf(original, box);
    const alone = await featuresOf(cut);
    const whole = await featuresOf(original);
    expect(hammingDistance(region.phash, alone.phash)).toBeLessThan(10);
    expect(colorDistance(region.colors, alone.colors)).toBeLessThan(40);
    expect(hammingDistance(region.phash, whole.phash)).toBeGreaterThan(hammingDistance(region.phash, alone.phash));
  });

  it('hashes the upright picture: an EXIF-rotated copy hashes as the picture turned', async () => {
    const upright = await renderArt(sig(31), 400, 300);
    // Stored sideways with orientation 6 (display turned 90° clockwise): the same picture, upright.
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(hammingDistance((await featuresOf(upright)).phash, (await featuresOf(sideways)).phash)).toBeLessThan(10);
  });

  it('is 64 bits as a signed bigint with the DC bit clear; a flat picture hashes to nothing set', () => {
    const ramp = Array.from({ length: 1024 }, (_, i) => (i % 32) * 8);
    const hash = phashOfPixels(ramp);
    expect(hash >= -(2n ** 63n) && hash < 2n ** 63n).toBe(true);
    expect(hash < 0n).toBe(false);
    expect(phashOfPixels(new Array(1024).fill(128))).toBe(0n);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(5n, 3n)).toBe(2);
  });
});

describe('colour signature', () => {
  it('converts sRGB to CIELAB (D65)', () => {
    expect(srgbToLab(255, 255, 255).map((v) => Math.round(v) + 0)).toEqual([100, 0, 0]);
    expect(srgbToLab(0, 0, 0).map((v) => Math.round(v) + 0)).toEqual([0, 0, 0]);
    expect(srgbToLab(255, 0, 0).map((v) => Math.round(v) + 0)).toEqual([53, 80, 67]);
    expect(srgbToLab(0, 0, 255).map((v) => Math.round(v) + 0)).toEqual([32, 79, -108]);
  });

  it('is the mean L, a, b of each quarter, in reading order, clamped to smallint ranges', async () => {
    // Left half red, right half blue: top-left and bottom-left red, the others blue.
    const left = await sharp({ create: { width: 50, height: 100, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const picture = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const { colors } = await featuresOf(picture);
    expect(colors).toHaveLength(12);
    const red = [53, 80, 67];
    const blue = [32, 79, -108];
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 2);
    expect(near(colors.slice(0, 3), red)).toBe(true);
    expect(near(colors.slice(3, 6), blue)).toBe(true);
    expect(near(colors.slice(6, 9), red)).toBe(true);
    expect(near(colors.slice(9, 12), blue)).toBe(true);
    expect(colors.every((v) => Number.isInteger(v) && v >= -128 && v <= 127)).toBe(true);
  });

  it('flattens transparency on white', async () => {
    const clear = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect((await featuresOf(clear)).colors).toEqual([100, 0, 0, 100, 0, 0, 100, 0, 0, 100, 0, 0]);
  });
});
