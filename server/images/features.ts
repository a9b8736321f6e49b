/**
 * What visual search compares (issue 17): two features of an upright picture, computed with sharp.
 *
 * - A 64-bit perceptual hash (pHash): the picture shrunk to 32×32 greyscale (aspect ignored), its 2-D
 *   DCT-II, and of the top-left 8×8 low frequencies one bit each: set when the coefficient is above
 *   the median of the 63 that are not the DC term (the DC term's bit, the top bit, is always clear). A
 *   picture resized, recompressed or slightly retouched keeps nearly every bit; different pictures
 *   differ in about half of them. Stored as a signed bigint (the same 64 bits).
 * - A colour signature: the mean CIELAB colour (D65) of each cell of a 2×2 grid, in reading order,
 *   12 whole numbers: L 0–100, a and b −128…127.
 *
 * featuresOf takes any image sharp reads (EXIF orientation applied, transparency flattened on white);
 * a region (fractions of the upright picture) may be asked for instead of the whole.
 */
import sharp from 'sharp';

export interface ImageFeatures {
  /** The 64-bit perceptual hash as PostgreSQL's signed bigint. */
  phash: bigint;
  /** [L, a, b] of the top-left, top-right, bottom-left and bottom-right quarters. */
  colors: number[];
}

/** A region of a picture as fractions (0–1) of its upright width and height. */
export interface CropBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const HASH_SIZE = 32;
const LOW = 8;
/** The shrunk copy the colour cells are averaged over. */
const COLOR_SIZE = 32;

/** cos((2x + 1)uπ / 2N) for x, u in 0…N-1, with the orthonormal scale folded in. */
const DCT: Float64Array = (() => {
  const n = HASH_SIZE;
  const table = new Float64Array(n * n);
  for (let u = 0; u < n; u++) {
    const scale = u === 0 ? Math.sqrt(1 / n) : Math.sqrt(2 / n);
    for (let x = 0; x < n; x++) table[u * n + x] = scale * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * n));
  }
  return table;
})();

/** The top-left LOW×LOW coefficients (row-major, v then u, rounded) of the 2-D DCT of an N×N greyscale picture. */
export function lowFrequencies(pixels: ArrayLike<number>): Float64Array {
  const n = HASH_SIZE;
  // Rows first: for each row y, its LOW lowest horizontal frequencies.
  const rows = new Float64Array(n * LOW);
  for (let y = 0; y < n; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let x = 0; x < n; x++) sum += DCT[u * n + x]! * pixels[y * n + x]!;
      rows[y * LOW + u] = sum;
    }
  }
  const out = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < n; y++) sum += DCT[v * n + y]! * rows[y * LOW + u]!;
      // Whole numbers (pixels are 0–255, coefficients up to ±8160): a frequency the picture lacks is
      // exactly 0 rather than rounding noise whose sign would flip from one copy to the next.
      out[v * LOW + u] = Math.round(sum) + 0;
    }
  }
  return out;
}

/** The hash of 32×32 greyscale pixels: bit 63 − i is coefficient i (row-major) above the median; bit 63 (DC) clear. */
export function phashOfPixels(pixels: ArrayLike<number>): bigint {
  const coefficients = lowFrequencies(pixels);
  const ac = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = ac[(ac.length - 1) >> 1]!;
  let bits = 0n;
  for (let i = 1; i < LOW * LOW; i++) if (coefficients[i]! > median) bits |= 1n << BigInt(63 - i);
  return BigInt.asIntN(64, bits);
}

/** Differing bits of two hashes (0–64). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);

/** CIELAB (D65) of an sRGB colour. */
export function srgbToLab(r: number, g: number, b: number): [number, number, number] {
  const R = linear(r);
  const G = linear(g);
  const B = linear(b);
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

// `+ 0` makes -0 (a rounded -0.3) plain 0.
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(v))) + 0;

/** The mean Lab of each quarter of an RGB picture `size`×`size` (3 channels, row-major). */
export function colorSignatureOfPixels(rgb: ArrayLike<number>, size: number): number[] {
  const sums = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
  const half = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 3;
      const [L, a, b] = srgbToLab(rgb[at]!, rgb[at + 1]!, rgb[at + 2]!);
      const cell = sums[(y < half ? 0 : 2) + (x < half ? 0 : 1)]!;
      cell[0]! += L;
      cell[1]! += a;
      cell[2]! += b;
      cell[3]! += 1;
    }
  }
  return sums.flatMap(([L, a, b, n]) => [clamp(L! / n!, 0, 100), clamp(a! / n!, -128, 127), clamp(b! / n!, -128, 127)]);
}

/** Sum of the absolute differences of two colour signatures (0 … 4 × (100 + 255 + 255)). */
export function colorDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum;
}

/** The smallest crop side, as a fraction of the picture: a smaller region has too few pixels to compare. */
export const MIN_CROP = 0.05;

/** Pixel rectangle of a crop box in a width × height picture (at least 1×1, inside it). */
export function cropRect(box: CropBox, width: number, height: number): { left: number; top: number; width: number; height: number } {
  const left = Math.min(width - 1, Math.max(0, Math.round(box.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(box.y * height)));
  const right = Math.min(width, Math.max(left + 1, Math.round((box.x + box.w) * width)));
  const bottom = Math.min(height, Math.max(top + 1, Math.round((box.y + box.h) * height)));
  return { left, top, width: right - left, height: bottom - top };
}

/** The working copy's bound: plenty for a 32×32 hash of a region a twentieth of the side. */
const WORK_SIZE = 1024;

/** The features of raw pixels (sRGB, 3 or 4 channels). */
export async function featuresOfRaw(data: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }): Promise<ImageFeatures> {
  const image = sharp(data, { raw }).removeAlpha();
  const [grey, colour] = await Promise.all([
    image.clone().resize(HASH_SIZE, HASH_SIZE, { fit: 'fill' }).greyscale().raw().toBuffer(),
    image.clone().resize(COLOR_SIZE, COLOR_SIZE, { fit: 'fill' }).raw().toBuffer(),
  ]);
  return { phash: phashOfPixels(grey), colors: colorSignatureOfPixels(colour, COLOR_SIZE) };
}

/**
 * The features of a picture sharp reads (JPEG, PNG, WebP, GIF, AVIF, SVG …), upright, or of a region
 * of it. Decoded shrunk (at most WORK_SIZE a side), once.
 */
export async function featuresOf(input: Buffer, crop?: CropBox): Promise<ImageFeatures> {
  const { data, info } = await sharp(input, { limitInputPixels: 50_000_000, animated: false })
    .rotate()
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 3 as const };
  if (!crop) return featuresOfRaw(data, raw);
  const rect = cropRect(crop, info.width, info.height);
  const region = await sharp(data, { raw }).extract(rect).raw().toBuffer();
  return featuresOfRaw(region, { width: rect.width, height: rect.height, channels: 3 });
}
