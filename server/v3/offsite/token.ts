/**
 * The /offsite/ token (issue 18): `{a}-{b}.{expires}.{mac}` — a and b two random numbers up to 1000
 * (platform §7), expires in seconds since the epoch, and mac an HMAC-SHA256 with SECRET_KEY over the
 * nonce, the expiry, the pin id, the url and isThirdPartyAd. A token is valid only for that url and
 * pin until it expires, so /offsite/ and /pin_redirect are never open redirects.
 */
import { createHmac, createSecretKey, randomInt, timingSafeEqual } from 'node:crypto';

export interface OffsiteTarget {
  readonly url: string;
  /** The pin's id (numeric string), or the third-party ad's id when isThirdPartyAd. */
  readonly pin: string;
  readonly isThirdPartyAd?: boolean;
}

export interface OffsiteTokens {
  /** A fresh token for the target. */
  sign(target: OffsiteTarget): string;
  /** Whether the token was signed for exactly this target and has not expired. */
  verify(token: string, target: OffsiteTarget): boolean;
}

/** How long a token is good for: 24 hours, in seconds. */
export const OFFSITE_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** a and b are drawn from 0…NONCE_MAX (platform §7: two random numbers up to 1000). */
export const OFFSITE_NONCE_MAX = 1000;
/**
 * A pin or third-party ad id: letters, digits, '_' and '-' only. The MAC's fields are separated by
 * newlines, so an id that could hold one would let (pin, flag, url) triples collide.
 */
const PIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** `{a}-{b}.{expires}.{mac}`: a, b without leading zeros, expires up to 12 digits, mac 32 bytes of base64url. */
const TOKEN = /^(0|[1-9]\d{0,3})-(0|[1-9]\d{0,3})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
/** Longer urls are never signed nor verified (the pins table and browsers stop well before). */
export const OFFSITE_URL_MAX = 8192;

const validTarget = (target: OffsiteTarget): boolean =>
  typeof target.url === 'string' &&
  target.url.length > 0 &&
  target.url.length <= OFFSITE_URL_MAX &&
  typeof target.pin === 'string' &&
  PIN_ID.test(target.pin) &&
  (target.isThirdPartyAd === undefined || typeof target.isThirdPartyAd === 'boolean');

/**
 * The signer and verifier for one SECRET_KEY. `clock` answers milliseconds since the epoch (the
 * app's clock, so tests move time). Neither call throws: a malformed token or target verifies false.
 */
export function offsiteTokens(secret: string, clock: () => number = Date.now): OffsiteTokens {
  // One key object for every MAC: a string key would be set up again for each pin served.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const mac = (nonce: string, expires: string, target: OffsiteTarget): Buffer =>
    createHmac('sha256', key)
      .update(`offsite\n${nonce}\n${expires}\n${target.pin}\n${target.isThirdPartyAd ? 1 : 0}\n${target.url}`)
      .digest();
  const nowSeconds = () => Math.floor(clock() / 1000);
  return {
    sign(target) {
      if (!validTarget(target)) throw new Error('offsite token: the pin must be an id and the url a non-empty string');
      const nonce = `${randomInt(0, OFFSITE_NONCE_MAX + 1)}-${randomInt(0, OFFSITE_NONCE_MAX + 1)}`;
      const expires = String(nowSeconds() + OFFSITE_TOKEN_TTL_SECONDS);
      return `${nonce}.${expires}.${mac(nonce, expires, target).toString('base64url')}`;
    },
    verify(token, target) {
      if (typeof token !== 'string' || token.length > 80 || !validTarget(target)) return false;
      const parts = TOKEN.exec(token);
      if (!parts) return false;
      const [, a, b, expires, given] = parts as unknown as [string, string, string, string, string];
      if (Number(a) > OFFSITE_NONCE_MAX || Number(b) > OFFSITE_NONCE_MAX) return false;
      // Expired at the second it names: valid while now < expires.
      if (Number(expires) <= nowSeconds()) return false;
      const givenMac = Buffer.from(given, 'base64url');
      // 43 base64url characters may carry stray low bits: only the canonical spelling is accepted.
      if (givenMac.length !== 32 || givenMac.toString('base64url') !== given) return false;
      return timingSafeEqual(givenMac, mac(`${a}-${b}`, expires, target));
    },
  };
}
