/**
 * Image sizes of pin-card §3. Fixed-width sizes ("236x") keep the original's aspect ratio; boxed
 * sizes ("60x60", "600x315") are centre-cropped to exactly that box; "orig" is the original.
 * Every image is addressed as /images/{size}/{signature}.jpg.
 */
export const IMAGE_SIZES = ['60x60', '136x136', '170x', '236x', '474x', '564x', '736x', '600x315', 'orig'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export interface ImageDetails {
  url: string;
  width: number;
  height: number;
  dominant_color: string;
}

export interface SizeBox {
  width: number;
  height: number;
  /** true when cropped to a fixed box. */
  crop: boolean;
}

export const isImageSize = (value: string): value is ImageSize => (IMAGE_SIZES as readonly string[]).includes(value);

/** The dimensions an image of the given original size has at `size`. Never upscales a fixed-width size. */
export function sizeBox(size: ImageSize, origWidth: number, origHeight: number): SizeBox {
  if (size === 'orig') return { width: origWidth, height: origHeight, crop: false };
  const [w, h] = size.split('x');
  const width = Number(w);
  if (h) return { width, height: Number(h), crop: true };
  const scaledWidth = Math.min(width, origWidth);
  return { width: scaledWidth, height: Math.max(1, Math.round((origHeight * scaledWidth) / origWidth)), crop: false };
}

export function imageUrl(baseUrl: string, size: ImageSize, signature: string): string {
  return `${baseUrl}/images/${size}/${signature}.jpg`;
}

/** Every size of one image (or the `sizes` named: a slim field set), keyed by size name, as v3 serves them. */
export function imageSet(
  baseUrl: string,
  signature: string,
  origWidth: number,
  origHeight: number,
  dominantColor: string,
  sizes: readonly ImageSize[] = IMAGE_SIZES,
): Record<ImageSize, ImageDetails> {
  const out = {} as Record<ImageSize, ImageDetails>;
  for (const size of sizes) {
    const box = sizeBox(size, origWidth, origHeight);
    out[size] = { url: imageUrl(baseUrl, size, signature), width: box.width, height: box.height, dominant_color: dominantColor };
  }
  return out;
}
