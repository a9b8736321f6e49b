/**
 * The signed-in person's picture:
 *   PUT    /v3/users/me/avatar/   body: the picture's bytes, Content-Type image/jpeg, image/png, image/webp
 *                                 or image/gif, at most AVATAR_MAX_BYTES → Me (with the new image URLs)
 *   DELETE /v3/users/me/avatar/   back to the default picture → Me
 *
 * The upload is decoded and normalised here, never stored as sent: its real format must be one of the
 * four (whatever the Content-Type says), its header must declare at most AVATAR_MAX_PIXELS (a
 * decompression bomb is refused before any pixel is decoded, and sharp's limitInputPixels stops the
 * decoder too), it is turned upright by its EXIF orientation, centre-cropped to an AVATAR_ORIG_SIZE
 * square, flattened on white and written as a JPEG without metadata (no camera or GPS data is kept).
 * That JPEG is stored like any uploaded image (server/images/process.ts: an `images` row and every size
 * in the blob store, so every replica serves it, S3 included), its signature being the first 32 hex
 * digits of the JPEG's SHA-256, and /images/{size}/{signature}.jpg serves it (server/images/routes.ts).
 * Pictures stored before that, as {DATA_DIR}/uploads/{signature}.jpg, are still served from there.
 *
 * Writes need a full session (401 unauthenticated, 403 limited_login) and, from a browser, pass the
 * CSRF check of every cookie-authenticated v3 write (./../session/csrf.ts: Fetch Metadata, then
 * Origin); the browser client sends the file here directly (a same-origin fetch), as programs do with
 * an access token. Who may upload and how often (AVATAR_UPLOADS_PER_HOUR a person) is decided before
 * the body is read.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { users } from '../../db/schema.ts';
import { AVATAR_ORIG_SIZE } from '../../images/lookup.ts';
import { processImage } from '../../images/process.ts';
import { meOf, requireMe } from '../account/me.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { viewerOf, writerId } from '../viewer.ts';

/** The largest picture accepted, in bytes (10 MB). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a picture may declare (40 megapixels, more than any phone camera's JPEG). */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The formats sharp may find in the bytes, for those types. */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const JPEG_QUALITY = 86;

export const AVATAR_TOO_BIG = `The picture is too big: upload one of at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;
export const AVATAR_WRONG_TYPE = 'Upload a JPEG, PNG, WebP or GIF picture.';
export const AVATAR_UNREADABLE = "This picture couldn't be read. It may be damaged; try another one.";
export const AVATAR_TOO_MANY_PIXELS = `This picture has too many pixels: at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels.`;
export const AVATAR_EMPTY = 'The request has no picture in it: send the image bytes as the body.';

export interface AvatarOptions {
  /** Uploads per person and window (AccountLimits.avatarPerAccount). */
  limiter: FixedWindowLimiter;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 says on this route (the v3 error handler reads it). */
    tooLargeMessage?: string;
  }
}

const mediaType = (request: FastifyRequest): string => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The upload as an upright AVATAR_ORIG_SIZE-square JPEG, or a 4xx saying what is wrong with it. */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new V3Error(400, 'invalid_image', AVATAR_EMPTY);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new V3Error(400, 'invalid_image', AVATAR_UNREADABLE);
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new V3Error(415, 'unsupported_media_type', AVATAR_WRONG_TYPE);
  if (!meta.width || !meta.height) throw new V3Error(400, 'invalid_image', AVATAR_UNREADABLE);
  if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw new V3Error(400, 'image_too_large', AVATAR_TOO_MANY_PIXELS);
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_ORIG_SIZE, AVATAR_ORIG_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    throw new V3Error(400, 'invalid_image', AVATAR_UNREADABLE);
  }
}

export function avatarRoutes(app: FastifyInstance, deps: V3Deps, options: AvatarOptions): void {
  // Its own scope: only these routes take image bodies (every other route keeps JSON only).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.put(
      '/users/me/avatar/',
      {
        bodyLimit: AVATAR_MAX_BYTES,
        config: { tooLargeMessage: AVATAR_TOO_BIG },
        // Before the body is read: who asks, how often, what they say it is, and its declared length.
        preParsing: async (request) => {
          const me = writerId(viewerOf(request));
          if (!(AVATAR_TYPES as readonly string[]).includes(mediaType(request))) {
            throw new V3Error(415, 'unsupported_media_type', AVATAR_WRONG_TYPE);
          }
          const declared = Number(request.headers['content-length']);
          if (Number.isFinite(declared) && declared > AVATAR_MAX_BYTES) throw new V3Error(413, 'too_large', AVATAR_TOO_BIG);
          await options.limiter.hit(String(me));
        },
      },
      async (request) => {
        const row = await requireMe(deps, viewerOf(request));
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { signature } = await processImage(deps, await normaliseAvatar(body), row.id);
        const [updated] = await deps.db.update(users).set({ imageSignature: signature }).where(eq(users.id, row.id)).returning();
        return ok(await meOf(deps, updated ?? row));
      },
    );

    scope.delete('/users/me/avatar/', async (request) => {
      writerId(viewerOf(request));
      const row = await requireMe(deps, viewerOf(request));
      const [updated] = await deps.db.update(users).set({ imageSignature: null }).where(eq(users.id, row.id)).returning();
      return ok(await meOf(deps, updated ?? row));
    });
  });
}
