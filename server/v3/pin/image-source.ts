/**
 * The image a new pin (or one carousel slot or story page) shows, from what the create names (issue 16;
 * platform §7 Create PinResource): an upload_id (a VIPResource slot of the viewer that succeeded) or an
 * image_signature (an `images` row). Each refusal is a 4xx naming the field:
 *   unknown signature, unknown upload or someone else's  400 invalid_parameter
 *   an upload still registered or processing             409 upload_not_ready
 *   a failed or expired upload                           400 upload_failed (with why)
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, uploads, type ImageRow } from '../../db/schema.ts';
import { V3Error } from '../envelope.ts';

/** What a pin keeps of its image. */
export interface PinImage {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
  animated: boolean;
}

export const SIGNATURE_PATTERN = /^[0-9a-f]{32}$/;

export const pinImageOf = (row: ImageRow): PinImage => ({
  signature: row.signature,
  width: row.width,
  height: row.height,
  dominantColor: row.dominantColor,
  animated: row.animated,
});

/** A reference to a stored image: exactly one of the two. */
export type ImageRef = { uploadId: string; param: string } | { signature: string; param: string };

export async function imageBySignature(db: Db, signature: string, param: string): Promise<PinImage> {
  if (!SIGNATURE_PATTERN.test(signature)) throw V3Error.badParam(param, `${param} must be an image signature (32 hex digits).`);
  const [row] = await db.select().from(images).where(eq(images.signature, signature));
  if (!row) throw V3Error.badParam(param, `There is no image ${signature}. Upload it first.`);
  return pinImageOf(row);
}

/** The image of the viewer's succeeded upload `uploadId`; see the refusals above. */
export async function imageOfUpload(db: Db, ownerId: number, uploadId: string, param: string, now: Date): Promise<PinImage> {
  const [slot] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, ownerId)));
  if (!slot) throw V3Error.badParam(param, `There is no upload ${uploadId} of yours.`);
  if (slot.status === 'registered' && slot.expiresAt <= now) {
    throw new V3Error(400, 'upload_failed', 'This upload expired before its image arrived. Upload the image again.', param);
  }
  if (slot.status === 'registered' || slot.status === 'processing') {
    throw new V3Error(409, 'upload_not_ready', 'The image is still being processed. Try again in a moment.', param);
  }
  if (slot.status !== 'succeeded' || !slot.signature) {
    throw new V3Error(400, 'upload_failed', `${slot.errorMessage ?? 'This upload failed.'} Upload the image again.`, param);
  }
  return imageBySignature(db, slot.signature, param);
}

/** The `upload_id` / `image_signature` pair of `source` as one reference, or null when neither is there. */
export function imageRefOf(source: Record<string, unknown>, prefix: string): ImageRef | null {
  const uploadId = source.upload_id;
  const signature = source.image_signature;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (given(uploadId) && given(signature)) {
    throw V3Error.badParam(`${prefix}upload_id`, 'Give either upload_id or image_signature, not both.');
  }
  if (given(uploadId)) {
    if (typeof uploadId !== 'string' || uploadId.length > 64) throw V3Error.badParam(`${prefix}upload_id`, 'upload_id must be an upload id.');
    return { uploadId, param: `${prefix}upload_id` };
  }
  if (given(signature)) {
    if (typeof signature !== 'string') throw V3Error.badParam(`${prefix}image_signature`, 'image_signature must be a string.');
    return { signature, param: `${prefix}image_signature` };
  }
  return null;
}

export function resolveImageRef(db: Db, ownerId: number, ref: ImageRef, now: Date): Promise<PinImage> {
  return 'uploadId' in ref ? imageOfUpload(db, ownerId, ref.uploadId, ref.param, now) : imageBySignature(db, ref.signature, ref.param);
}

