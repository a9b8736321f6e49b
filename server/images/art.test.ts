import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES, artSpec, artSvg, renderArt, type ArtStyle } from './art.ts';

const sig = (n: number) => createHash('md5').update(`art-test-${n}`).digest('hex');

/** One signature per style, found by walking a deterministic sequence. */
function signaturesByStyle(): Map<ArtStyle, string> {
  const out = new Map<ArtStyle, string>();
  for (let i = 0; out.size < ART_STYLES.length && i < 10_000; i++) {
    const s = sig(i);
    const style = artSpec(s).style;
    if (!out.has(style)) out.set(style, s);
  }
  return out;
}

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
};

describe('artSpec', () => {
  it('is a function of the signature alone', () => {
    for (let i = 0; i < 50; i++) {
      expect(artSpec(sig(i))).toEqual(artSpec(sig(i)));
      expect(artSpec(sig(i)).dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('varies with the signature and covers every style', () => {
    const colors = new Set(Array.from({ length: 60 }, (_, i) => artSpec(sig(i)).dominantColor));
    expect(colors.size).toBeGreaterThan(20);
    expect(signaturesByStyle().size).toBe(ART_STYLES.length);
  });

  it('accepts any string, not only hex signatures', () => {
    expect(artSpec('avatar:someone').dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('renderArt', () => {
  it('renders identical bytes for the same signature and different pictures for others', async () => {
    const a = await renderArt(sig(1), 236, 354);
    const b = await renderArt(sig(1), 236, 354);
    const c = await renderArt(sig(2), 236, 354);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(artSvg(sig(1), 236, 354)).not.toBe(artSvg(sig(2), 236, 354));
  });

  it('renders a JPEG of the requested size, or of the crop box', async () => {
    for (const [w, h] of [
      [236, 354],
      [736, 1635],
      [474, 237],
      [60, 60],
    ] as const) {
      const meta = await sharp(await renderArt(sig(3), w, h)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
    }
    const cropped = await sharp(await renderArt(sig(3), 600, 900, { crop: { width: 600, height: 315 } })).metadata();
    expect([cropped.width, cropped.height]).toEqual([600, 315]);
  });

  it('draws the same picture at every size (scale-independent)', async () => {
    const small = await sharp(await renderArt(sig(4), 236, 354)).resize(24, 36).raw().toBuffer();
    const large = await sharp(await renderArt(sig(4), 736, 1104)).resize(24, 36).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < small.length; i++) diff += Math.abs((small[i] ?? 0) - (large[i] ?? 0));
    expect(diff / small.length).toBeLessThan(12);
  });

  it('is mostly its dominant colour, whatever the style and aspect', async () => {
    const aspects = [0.5, 1, 1.5, 2.2];
    let k = 0;
    for (const [style, s] of signaturesByStyle()) {
      const aspect = aspects[k++ % aspects.length] ?? 1;
      const jpeg = await renderArt(s, 236, Math.round(236 * aspect));
      const [r, g, b] = rgb(artSpec(s).dominantColor);
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      let close = 0;
      const pixels = info.width * info.height;
      for (let p = 0; p < pixels; p++) {
        const o = p * info.channels;
        if (Math.hypot((data[o] ?? 0) - r, (data[o + 1] ?? 0) - g, (data[o + 2] ?? 0) - b) < 30) close++;
      }
      expect(close / pixels, style).toBeGreaterThan(0.4);
      const { dominant } = await sharp(jpeg).stats();
      expect(Math.hypot(dominant.r - r, dominant.g - g, dominant.b - b), style).toBeLessThan(24);
    }
  });
});
