/**
 * GET /images/{size}/{signature}.jpg: every size of every image, rendered on demand.
 * GET /images/orig/{signature}.gif: the original of an animated GIF.
 *
 * An uploaded or imported image (an `images` row, ./process.ts) is read from the blob store; a size
 * missing there is cut from the stored original and written back. An avatar under {dataDir}/uploads/
 * is resized; any other known signature is drawn by the generative art of ./art.ts. Encoded images are kept in a bounded in-memory LRU and, when a
 * data directory is given, on disk under {dataDir}/image-cache/. Concurrent requests for the same
 * image share one render.
 */
import { failure } from '../v3/envelope.ts';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { BlobStore } from '../storage/blob-store.ts';
import { renderArt } from './art.ts';
import { animatedKey, blobKey, renderSize } from './process.ts';
import type { ImageDimensions, ImageLookup } from './lookup.ts';
import { isImageSize, sizeBox, type ImageSize } from './sizes.ts';

export interface ImagesRoutesOptions {
  /** Where uploads/ and image-cache/ live. Without it: no uploads and no disk cache. */
  dataDir?: string | undefined;
  /** The original size of a known signature, or null when the signature is unknown. */
  lookup: ImageLookup;
  /** Bound of the in-memory cache of encoded images, in bytes. Default 64 MiB. */
  memoryCacheBytes?: number;
  /** Where processed images (those with an `images` row) are kept. */
  blobs?: BlobStore;
}

const SIGNATURE = /^([0-9a-f]{32})\.jpg$/;
const GIF_SIGNATURE = /^([0-9a-f]{32})\.gif$/;
/** Bump when the art changes, so stale disk-cached pictures are not served. */
const DISK_CACHE_VERSION = 'v1';
const UPLOAD_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
const JPEG_QUALITY = 82;

/** A byte-bounded LRU of buffers (a Map keeps insertion order; a hit moves the key to the end). */
export class BufferLru {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  get size(): number {
    return this.bytes;
  }
}

const CODES: Record<number, string> = { 400: 'invalid_parameter', 404: 'not_found', 500: 'internal_error' };

function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send(failure(status, { message, code: CODES[status] ?? 'error' }));
}

const etagOf = (signature: string, size: ImageSize) => `"${signature}-${size}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function findUpload(dataDir: string | undefined, signature: string): Promise<string | null> {
  if (!dataDir) return null;
  for (const ext of UPLOAD_EXTENSIONS) {
    const file = path.join(dataDir, 'uploads', `${signature}.${ext}`);
    try {
      if ((await stat(file)).isFile()) return file;
    } catch {
      // Not this extension.
    }
  }
  return null;
}

class NotFound extends Error {}

export default async function imagesRoutes(app: FastifyInstance, opts: ImagesRoutesOptions): Promise<void> {
  const memory = new BufferLru(opts.memoryCacheBytes ?? 64 * 1024 * 1024);
  const inflight = new Map<string, Promise<Buffer>>();
  // Original sizes are immutable once known; unknown signatures are not remembered (they may appear).
  const dimensions = new Map<string, ImageDimensions>();
  const cacheDir = opts.dataDir ? path.join(opts.dataDir, 'image-cache', DISK_CACHE_VERSION) : null;

  async function originalSize(signature: string, upload: string | null): Promise<ImageDimensions | null> {
    const known = dimensions.get(signature);
    if (known) return known;
    let found = await opts.lookup(signature);
    if (!found && upload) {
      const meta = await sharp(upload).metadata();
      const turned = (meta.orientation ?? 1) >= 5;
      if (meta.width && meta.height) found = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    }
    if (found) {
      if (dimensions.size >= 50_000) dimensions.clear();
      dimensions.set(signature, found);
    }
    return found;
  }

  /** An `images` row's size from the blob store; a missing size is cut from the stored original and written back. */
  async function produceStored(blobs: BlobStore, signature: string, size: ImageSize, orig: ImageDimensions): Promise<Buffer> {
    const key = blobKey(size, signature);
    const stored = await blobs.get(key);
    if (stored) return stored;
    const original = await blobs.get(blobKey('orig', signature));
    if (!original) throw new NotFound();
    const image = await renderSize(original, size, orig.width, orig.height);
    try {
      await blobs.put(key, image, 'image/jpeg');
    } catch (err) {
      app.log.warn({ err, key }, 'image write-back to the blob store failed');
    }
    return image;
  }

  async function produce(signature: string, size: ImageSize): Promise<Buffer> {
    if (opts.blobs) {
      const known = await originalSize(signature, null);
      if (known?.stored) return produceStored(opts.blobs, signature, size, known);
    }
    const diskFile = cacheDir ? path.join(cacheDir, size, signature.slice(0, 2), `${signature}.jpg`) : null;
    if (diskFile) {
      try {
        return await readFile(diskFile);
      } catch {
        // Not cached yet.
      }
    }
    const upload = await findUpload(opts.dataDir, signature);
    const orig = await originalSize(signature, upload);
    if (!orig) throw new NotFound();
    const box = sizeBox(size, orig.width, orig.height);
    let image: Buffer;
    if (upload) {
      image = await sharp(upload)
        .rotate()
        .resize(box.width, box.height, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer();
    } else if (box.crop) {
      // Draw the whole picture just large enough to cover the box, then cut the box from its centre.
      const scale = Math.max(box.width / orig.width, box.height / orig.height);
      image = await renderArt(signature, Math.ceil(orig.width * scale), Math.ceil(orig.height * scale), {
        crop: { width: box.width, height: box.height },
        quality: JPEG_QUALITY,
      });
    } else {
      image = await renderArt(signature, box.width, box.height, { quality: JPEG_QUALITY });
    }
    if (diskFile) {
      try {
        await mkdir(path.dirname(diskFile), { recursive: true });
        const tmp = `${diskFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(tmp, image);
        await rename(tmp, diskFile);
      } catch (err) {
        app.log.warn({ err, file: diskFile }, 'image disk cache write failed');
      }
    }
    return image;
  }

  function load(signature: string, size: ImageSize): Promise<Buffer> {
    const key = `${size}/${signature}`;
    const cached = memory.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = inflight.get(key);
    if (!pending) {
      pending = produce(signature, size)
        .then((image) => {
          memory.set(key, image);
          return image;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  async function serveAnimated(signature: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const etag = `"${signature}-orig-gif"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' };
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).headers(headers).send();
    const key = animatedKey(signature);
    let gif = memory.get(key) ?? null;
    if (!gif) {
      try {
        gif = opts.blobs ? await opts.blobs.get(key) : null;
      } catch (err) {
        request.log.error({ err, key }, 'animated image read failed');
        return sendError(reply, 500, 'The image could not be read.');
      }
      if (!gif) return sendError(reply, 404, 'Image not found.');
      memory.set(key, gif);
    }
    return reply.code(200).headers(headers).type('image/gif').send(gif);
  }

  app.get<{ Params: { size: string; file: string } }>('/images/:size/:file', async (request, reply) => {
    const { size, file } = request.params;
    const animated = size === 'orig' ? GIF_SIGNATURE.exec(file)?.[1] : undefined;
    if (animated) return serveAnimated(animated, request, reply);
    if (!isImageSize(size)) return sendError(reply, 400, `Unknown image size "${size}".`);
    const signature = SIGNATURE.exec(file)?.[1];
    if (!signature) return sendError(reply, 400, 'An image is addressed as {32 lower-case hex digits}.jpg.');
    const etag = etagOf(signature, size);
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' };
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).headers(headers).send();
    let image: Buffer;
    try {
      image = await load(signature, size);
    } catch (err) {
      if (err instanceof NotFound) return sendError(reply, 404, 'Image not found.');
      request.log.error({ err, signature, size }, 'image render failed');
      return sendError(reply, 500, 'The image could not be rendered.');
    }
    return reply.code(200).headers(headers).type('image/jpeg').send(image);
  });
}
