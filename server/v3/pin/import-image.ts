/**
 * A new pin's image given in the create itself (issue 16; platform §5, §7):
 *   image_base64  a data: URL, decoded, checked and processed here (platform §5: an image must be a string,
 *                 a string starting with 'data' is taken as the file, anything else is 'Invalid Image')
 *   image_url     fetched by the server through safeFetch (../../net/safe-fetch.ts: http/https only, every
 *                 resolved address checked on every redirect, time and size limits), then processed
 * Processing (../../images/process.ts) stores every size and the `images` row. Refusals are 4xx naming
 * the field: 'Invalid Image' (400 invalid_image) for a base64 value that is not a data: URL of an image;
 * the image checks' own refusals (413 too_large, 422 too_many_pixels, 400 polyglot, 415 unsupported_format);
 * a refused fetch with its status and code (400 invalid_url, forbidden_address, 502 http_error, 504 timeout…).
 */
import { checkImage, ImageRefused, MAX_UPLOAD_BYTES, processImage } from '../../images/process.ts';
import { FetchRefused, safeFetch } from '../../net/safe-fetch.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import type { PinImage } from './image-source.ts';

/** platform §5's message for an image_base64 that is not an image. */
export const INVALID_IMAGE = 'Invalid Image';
/** How long the server waits for an image_url. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
/** A create's body may carry a data: URL of an image of MAX_UPLOAD_BYTES (base64: 4 characters per 3 bytes). */
export const IMAGE_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;
export const IMAGE_BODY_TOO_LARGE = `The image is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

const invalidImage = (): V3Error => new V3Error(400, 'invalid_image', INVALID_IMAGE, 'image_base64');

/** The file in a data: URL (base64 or percent-encoded); 'Invalid Image' for anything else. */
export function decodeDataUrl(value: unknown): Buffer {
  if (typeof value !== 'string' || !value.startsWith('data')) throw invalidImage();
  const comma = value.indexOf(',');
  const header = comma === -1 ? '' : value.slice(0, comma);
  if (!/^data:[\w.+/-]*(;[\w.+-]+=[\w.+-]+)*(;base64)?$/i.test(header)) throw invalidImage();
  const payload = value.slice(comma + 1);
  let file: Buffer;
  if (/;base64$/i.test(header)) {
    const text = payload.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw invalidImage();
    if (Math.floor((text.length * 3) / 4) > MAX_UPLOAD_BYTES + 3) throw new V3Error(413, 'too_large', IMAGE_BODY_TOO_LARGE, 'image_base64');
    file = Buffer.from(text, 'base64');
  } else {
    try {
      file = Buffer.from(decodeURIComponent(payload), 'latin1');
    } catch {
      throw invalidImage();
    }
  }
  if (file.length === 0) throw invalidImage();
  if (file.length > MAX_UPLOAD_BYTES) throw new V3Error(413, 'too_large', IMAGE_BODY_TOO_LARGE, 'image_base64');
  return file;
}

/** An image refusal as the v3 answer naming `param`. */
export function refusalOf(error: ImageRefused, param: string): V3Error {
  if (param === 'image_base64' && error.code === 'not_an_image') return invalidImage();
  return new V3Error(error.status, error.code, error.message, param);
}

/** Checks and processes `file` for the viewer; the image as a pin keeps it. */
async function stored(deps: V3Deps, file: Buffer, ownerId: number, param: string): Promise<PinImage> {
  try {
    await checkImage(file);
    const image = await processImage({ db: deps.db, blobs: deps.blobs }, file, ownerId);
    return { signature: image.signature, width: image.width, height: image.height, dominantColor: image.dominantColor, animated: image.animated };
  } catch (error) {
    if (error instanceof ImageRefused) throw refusalOf(error, param);
    throw error;
  }
}

export function imageFromBase64(deps: V3Deps, value: unknown, ownerId: number): Promise<PinImage> {
  return stored(deps, decodeDataUrl(value), ownerId, 'image_base64');
}

export async function imageFromUrl(deps: V3Deps, url: string, ownerId: number): Promise<PinImage> {
  let body: Buffer;
  try {
    ({ body } = await safeFetch(url, {
      maxBytes: MAX_UPLOAD_BYTES,
      timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
      accept: 'image/*',
      ...(deps.imageFetchAllow ? { allow: deps.imageFetchAllow } : {}),
    }));
  } catch (error) {
    if (error instanceof FetchRefused) throw new V3Error(error.status, error.code, error.message, 'image_url');
    throw error;
  }
  return stored(deps, body, ownerId, 'image_url');
}
