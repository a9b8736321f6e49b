/**
 * Image features in the database (`image_features`, issue 17): written when an image is stored
 * (processImage), back-filled for pictures that never were (the seed's generative art, images stored
 * before), and computed on demand. A picture is either an `images` row (its sizes are in the blob
 * store) or, without one, the deterministic generative art of its signature (./art.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { imageFeatures, images } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { renderArt } from './art.ts';
import { featuresOf, type CropBox, type ImageFeatures } from './features.ts';
import { blobKey } from './process.ts';

export interface FeatureDeps {
  db: Db;
  blobs: BlobStore;
}

/** The side the back-fill renders generative art at: the hash reads 32×32, the colours 32×32. */
export const ART_FEATURE_SIZE = 64;
/** The width a region is cut from: a crop of a twentieth of the side still has ~50 px. */
export const CROP_SOURCE_WIDTH = 1024;

export async function saveFeatures(db: Db, signature: string, features: ImageFeatures): Promise<void> {
  await db.insert(imageFeatures).values({ signature, phash: features.phash, colors: features.colors }).onConflictDoNothing();
}

export async function storedFeatures(db: Db, signature: string): Promise<ImageFeatures | null> {
  const [row] = await db.select({ phash: imageFeatures.phash, colors: imageFeatures.colors }).from(imageFeatures).where(eq(imageFeatures.signature, signature)).limit(1);
  return row ? { phash: BigInt(row.phash), colors: row.colors.map(Number) } : null;
}

/** Whether the signature is an `images` row (an upload or an imported picture). */
async function isStored(db: Db, signature: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(images).where(eq(images.signature, signature)).limit(1);
  return row !== undefined;
}

/**
 * The picture of a signature, at least `width` wide when it can be: a stored image's 736x rendition
 * (or its original, or 236x), else the generative art drawn at `width` with the aspect width × height.
 * null: a stored image whose files are gone.
 */
export async function pictureOf(deps: FeatureDeps, signature: string, size: { width: number; height: number }, width: number): Promise<Buffer | null> {
  if (await isStored(deps.db, signature)) {
    for (const name of width <= 236 ? (['236x', '736x', 'orig'] as const) : (['736x', 'orig', '236x'] as const)) {
      const file = await deps.blobs.get(blobKey(name, signature));
      if (file) return file;
    }
    return null;
  }
  const w = Math.max(1, Math.min(width, size.width));
  const h = Math.max(1, Math.round((w * size.height) / Math.max(1, size.width)));
  return renderArt(signature, w, h);
}

/** The stored features of a picture, or computed now (and stored); null when its files are gone. */
export async function featuresFor(deps: FeatureDeps, signature: string, size: { width: number; height: number }): Promise<ImageFeatures | null> {
  const known = await storedFeatures(deps.db, signature);
  if (known) return known;
  const picture = await pictureOf(deps, signature, size, ART_FEATURE_SIZE);
  if (!picture) return null;
  const features = await featuresOf(picture);
  await saveFeatures(deps.db, signature, features);
  return features;
}

/** The features of a region of a picture (not stored); null when its files are gone. */
export async function regionFeatures(deps: FeatureDeps, signature: string, size: { width: number; height: number }, crop: CropBox): Promise<ImageFeatures | null> {
  const picture = await pictureOf(deps, signature, size, CROP_SOURCE_WIDTH);
  return picture ? featuresOf(picture, crop) : null;
}
