/**
 * Suggested usernames (sign-up, issue 12): from the name a person types, or from the email's local
 * part when they give none. A suggestion is always valid (USERNAME_PATTERN, not reserved) and free
 * when it is made; sign-up still answers 409 if someone takes it in between.
 */
import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { V3Error } from '../envelope.ts';
import { isReservedUsername } from './reserved.ts';
import { USERNAME_PATTERN } from './validate.ts';

/** The base keeps room for six digits within the 30-character limit. */
export const MAX_USERNAME_BASE = 24;

/**
 * What a username made from `text` starts with: accents dropped (é → e), then only the ASCII
 * letters, digits and underscores kept, lower-cased ("Zoë O'Neil" → "zoeoneil"). May be short or empty.
 */
export function usernameBase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, MAX_USERNAME_BASE);
}

/**
 * The names tried, best first: the base itself (when valid and not reserved), then the base with
 * ten 3-digit and ten 4-to-6-digit endings. A base shorter than 3 characters (or none: a name in
 * another script) only comes with digits, 'user' standing in for an empty one.
 */
export function usernameCandidates(base: string, random: (min: number, max: number) => number = randomInt): string[] {
  const stem = base === '' ? 'user' : base;
  const candidates: string[] = [];
  if (USERNAME_PATTERN.test(base) && !isReservedUsername(base)) candidates.push(base);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    candidates.push(`${stem}${attempt < 10 ? random(100, 1000) : random(1000, 1_000_000)}`);
  }
  return [...new Set(candidates)].filter((name) => USERNAME_PATTERN.test(name) && !isReservedUsername(name));
}

/** A free username starting with `base`: one query checks every candidate. */
export async function suggestUsername(db: Db, base: string): Promise<string> {
  const candidates = usernameCandidates(base);
  const taken = new Set(
    (
      await db
        .select({ name: sql<string>`lower(${users.username})` })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, candidates.map((name) => name.toLowerCase())))
    ).map((row) => row.name),
  );
  const free = candidates.find((name) => !taken.has(name.toLowerCase()));
  if (free === undefined) throw new V3Error(409, 'taken', 'Please choose a username.', 'username');
  return free;
}
