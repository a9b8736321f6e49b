/**
 * VIPResource (platform §7, §4, §9; issue 16), the upload slots of the pin builder:
 *   POST /v3/vips/ {type: 'pinimage'} → 201 {upload_id, upload_url, upload_parameters: {expires, signature},
 *     status: 'registered'}. The file goes to upload_url (/uploads/{upload_id}, after PUBLIC_URL when set) as
 *     a multipart POST of the upload_parameters fields and then `file` (./receive.ts), within
 *     UPLOAD_URL_TTL_MS (1 hour), once. UPLOAD_SLOTS_PER_HOUR per account. Signed out 401, limited login 403.
 *   GET /v3/vips/?upload_ids=a,b → {[id]: {status, signature?, image_url?, width?, height?, error_code?,
 *     error_message?}}: registered | processing (poll again after 5 s, platform §4/§9) | succeeded (with the
 *     image's signature, its 736x URL and its original size) | failed (why). An id that is not the
 *     viewer's (or not an id) is {status: 'unknown'}; a registered slot past its time reads failed (expired).
 *     Signed out 401.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { images, uploads, type UploadRow } from '../../db/schema.ts';
import { imageUrl } from '../../images/sizes.ts';
import { bodyOf, stringField } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { MAX_BATCH_IDS, stringParam } from '../params.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { newUploadId, signUpload, UPLOAD_ID_PATTERN, UPLOAD_URL_TTL_MS, type UploadParameters } from './token.ts';

export const UPLOAD_TYPES = ['pinimage'] as const;
export const UPLOAD_EXPIRED_MESSAGE = 'The upload expired before its image arrived. Upload the image again.';

export interface V3CreatedUpload {
  upload_id: string;
  upload_url: string;
  upload_parameters: UploadParameters;
  status: 'registered';
}

export type V3UploadStatus = 'registered' | 'processing' | 'succeeded' | 'failed' | 'unknown';

export interface V3UploadState {
  status: V3UploadStatus;
  signature?: string;
  image_url?: string;
  width?: number;
  height?: number;
  error_code?: string;
  error_message?: string;
}

export interface UploadRoutesOptions {
  /** Upload slots made per account and window (AccountLimits.uploadCreatePerAccount). */
  limiter: FixedWindowLimiter;
  now: () => Date;
}

/** The path the file is sent to (the receiver is outside /v3: server/app.ts). */
export const uploadPath = (uploadId: string): string => `/uploads/${uploadId}`;

function stateOf(slot: UploadRow, image: { width: number; height: number } | undefined, imageBaseUrl: string, now: Date): V3UploadState {
  switch (slot.status) {
    case 'registered':
      return slot.expiresAt <= now ? { status: 'failed', error_code: 'expired', error_message: UPLOAD_EXPIRED_MESSAGE } : { status: 'registered' };
    case 'processing':
      return { status: 'processing' };
    case 'succeeded':
      if (!slot.signature || !image) return { status: 'processing' };
      return { status: 'succeeded', signature: slot.signature, image_url: imageUrl(imageBaseUrl, '736x', slot.signature), width: image.width, height: image.height };
    default:
      return { status: 'failed', error_code: slot.errorCode ?? 'failed', error_message: slot.errorMessage ?? 'The upload failed. Upload the image again.' };
  }
}

export function uploadRoutes(app: FastifyInstance, deps: V3Deps, options: UploadRoutesOptions): void {
  const { db } = deps;

  app.post('/vips/', async (request, reply) => {
    const me = writerId(viewerOf(request));
    const body = bodyOf(request.body);
    const type = stringField(body, 'type');
    if (type === undefined || !(UPLOAD_TYPES as readonly string[]).includes(type)) {
      throw V3Error.badParam('type', `type must be one of: ${UPLOAD_TYPES.join(', ')}.`);
    }
    await options.limiter.hit(String(me));
    const uploadId = newUploadId();
    const expiresAt = new Date(options.now().getTime() + UPLOAD_URL_TTL_MS);
    await db.insert(uploads).values({ id: uploadId, ownerId: me, type, status: 'registered', expiresAt });
    const created: V3CreatedUpload = {
      upload_id: uploadId,
      upload_url: `${deps.publicUrl ?? ''}${uploadPath(uploadId)}`,
      upload_parameters: signUpload(deps.bookmarks, uploadId, expiresAt),
      status: 'registered',
    };
    const answer = ok(created);
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });

  app.get('/vips/', async (request) => {
    const me = viewerOf(request).userId;
    if (me === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const raw = stringParam(request.query as Record<string, unknown>, 'upload_ids');
    if (raw === undefined || raw.trim() === '') throw V3Error.badParam('upload_ids', 'upload_ids is required: upload ids separated by commas.');
    const asked = [...new Set(raw.split(',').map((id) => id.trim()).filter((id) => id !== ''))];
    if (asked.length > MAX_BATCH_IDS) throw V3Error.badParam('upload_ids', `At most ${MAX_BATCH_IDS} upload ids at a time.`);
    const ids = asked.filter((id) => UPLOAD_ID_PATTERN.test(id));
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({ slot: uploads, width: images.width, height: images.height })
            .from(uploads)
            .leftJoin(images, eq(images.signature, uploads.signature))
            .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, me)));
    const byId = new Map(rows.map((row) => [row.slot.id, row]));
    const now = options.now();
    const data: Record<string, V3UploadState> = {};
    for (const id of asked) {
      const row = byId.get(id);
      const image = row && row.width !== null && row.height !== null ? { width: row.width, height: row.height } : undefined;
      data[id] = row ? stateOf(row.slot, image, deps.imageBaseUrl, now) : { status: 'unknown' };
    }
    return ok(data);
  });
}
