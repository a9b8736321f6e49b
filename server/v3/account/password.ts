/**
 * Password hashing with scrypt (node:crypto), stored as `scrypt$N$r$p$saltB64$hashB64` so the cost
 * can be raised later without invalidating stored hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A well-formed hash of a random password: verifying against it costs what a real check costs. */
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${randomBytes(SALT_LENGTH).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`;

/**
 * True when `password` matches `stored`. With no stored hash (unknown account, or an account
 * without a password) a dummy hash is checked anyway, so the answer takes as long either way.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const real = stored != null;
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await verifyPassword(password, null);
    return false;
  }
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (!Number.isInteger(n) || n > 1 << 20 || !Number.isInteger(r) || !Number.isInteger(p) || expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });
  return timingSafeEqual(actual, expected) && real;
}
