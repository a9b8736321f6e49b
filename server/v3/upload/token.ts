/**
 * The credential of a VIPResource upload URL (issue 16): upload_parameters {expires, signature}, where
 * signature is an HMAC with the app's secret (the bookmark codec's key, SECRET_KEY) over the upload id and
 * expires (Unix seconds). It proves the slot was handed out by this site for that id until that time;
 * single use is the slot's own received_at (./receive.ts). Compared in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { BookmarkCodec } from '../bookmark.ts';

/** How long an upload URL may be used (platform §7 Create VIPResource). */
export const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;
/** upload_id: 26 random base32 characters (130 bits). */
export const UPLOAD_ID_PATTERN = /^[a-z2-7]{26}$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** What the signed payload is named, so no other signed value of the codec passes for one. */
const SIGNED_AS = 'vip-upload';

export function newUploadId(): string {
  return [...randomBytes(26)].map((byte) => BASE32[byte & 31]).join('');
}

export interface UploadParameters {
  /** Unix seconds, as text (multipart fields are text). */
  expires: string;
  signature: string;
}

function mac(codec: BookmarkCodec, uploadId: string, expires: string): string {
  // encode() is base64url(payload) + '.' + HMAC(payload): the HMAC part alone is the signature.
  return codec.encode(SIGNED_AS, [uploadId, expires]).split('.')[1]!;
}

export function signUpload(codec: BookmarkCodec, uploadId: string, expiresAt: Date): UploadParameters {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return { expires, signature: mac(codec, uploadId, expires) };
}

export type UploadCheck = 'ok' | 'bad_signature' | 'expired';

/** Whether `given` are the parameters handed out for `uploadId`, and not past their time at `now`. */
export function checkUpload(codec: BookmarkCodec, uploadId: string, given: { expires?: unknown; signature?: unknown }, now: Date): UploadCheck {
  const { expires, signature } = given;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'bad_signature';
  const expected = Buffer.from(mac(codec, uploadId, expires));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'bad_signature';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'ok';
}
