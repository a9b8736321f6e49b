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
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import type { PinImage } from './image-source.ts';

// Interim until server/images/process.ts (part A2) lands: its MAX_UPLOAD_BYTES, and no processing yet.
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const notYet = (param: string): V3Error => new V3Error(503, 'uploads_unavailable', 'Images can not be processed on this server yet.', param);

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

export async function imageFromBase64(_deps: V3Deps, value: unknown, _ownerId: number): Promise<PinImage> {
  decodeDataUrl(value);
  throw notYet('image_base64');
}

export async function imageFromUrl(_deps: V3Deps, _url: string, _ownerId: number): Promise<PinImage> {
  throw notYet('image_url');
}
