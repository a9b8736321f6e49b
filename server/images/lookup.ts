/**
 * Finds the original size of an image by its signature: an uploaded or imported image (the `images`
 * table, kept in the blob store), a pin image, a user avatar, or a carousel slot inside
 * pins.carousel_data. One query; each branch stops at its first row.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { images, pins, users } from '../db/schema.ts';

export interface ImageDimensions {
  width: number;
  height: number;
  /** An `images` row: its original and sizes are in the blob store (server/images/process.ts). */
  stored?: boolean;
}

export type ImageLookup = (signature: string) => Promise<ImageDimensions | null>;

/** Avatars are square; this is their original size (users have no width/height columns). */
export const AVATAR_ORIG_SIZE = 280;

export function dbImageLookup(db: Db): ImageLookup {
  return async (signature) => {
    const fromImages = db
      .select({ width: images.width, height: images.height, stored: sql<boolean>`true` })
      .from(images)
      .where(eq(images.signature, signature))
      .limit(1);
    const fromPins = db
      .select({ width: pins.imageWidth, height: pins.imageHeight, stored: sql<boolean>`false` })
      .from(pins)
      .where(eq(pins.imageSignature, signature))
      .limit(1);
    const fromUsers = db
      .select({ width: sql<number>`${AVATAR_ORIG_SIZE}::int`, height: sql<number>`${AVATAR_ORIG_SIZE}::int`, stored: sql<boolean>`false` })
      .from(users)
      .where(eq(users.imageSignature, signature))
      .limit(1);
    const containment = JSON.stringify({ carousel_slots: [{ image_signature: signature }] });
    const slot = sql`jsonb_path_query_first(${pins.carouselData}, '$.carousel_slots[*] ? (@.image_signature == $sig)', jsonb_build_object('sig', ${signature}::text))`;
    const fromSlots = db
      .select({ width: sql<number>`(${slot} ->> 'width')::int`, height: sql<number>`(${slot} ->> 'height')::int`, stored: sql<boolean>`false` })
      .from(pins)
      .where(sql`${pins.carouselData} @> ${containment}::jsonb`)
      .limit(1);
    const rows = await fromImages.unionAll(fromPins).unionAll(fromUsers).unionAll(fromSlots).limit(1);
    const row = rows[0];
    if (!row) return null;
    const width = Number(row.width);
    const height = Number(row.height);
    if (!(width > 0 && height > 0)) return null;
    return row.stored === true || String(row.stored) === 'true' ? { width, height, stored: true } : { width, height };
  };
}
