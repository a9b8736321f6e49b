/**
 * Server-side sessions. The cookie carries a random 32-byte token (base64url); the database keeps
 * only sha256(token) as the session id, so reading the table does not give anyone a usable cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { sessions } from '../../db/schema.ts';
import { SESSION_MAX_AGE } from './cookies.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Every signed-in request reads its session: the statement is built once. */
const sessionById = preparedOnce((db) =>
  db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, limited: sessions.limited })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);
/** last_seen_at is refreshed at most this often, so most requests only read. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface CreatedSession {
  id: string;
  token: string;
}

/** A new session; `limited` opens a limited-login one (from an emailed log-in link). */
export async function createSession(
  db: Db,
  userId: number,
  request: FastifyRequest,
  now: Date,
  options: { limited?: boolean } = {},
): Promise<CreatedSession> {
  const token = newToken();
  const id = sha256Hex(token);
  const userAgent = request.headers['user-agent'];
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE * 1000),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    ip: request.ip,
    limited: options.limited ?? false,
  });
  return { id, token };
}

export interface ResolvedSession {
  id: string;
  userId: number;
  /** A limited-login session: gated writes need the password first. */
  limited: boolean;
}

/** The live session for a cookie token, or null. An expired session is deleted on sight. */
export async function resolveSession(db: Db, token: string | undefined, now: Date): Promise<ResolvedSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const id = sha256Hex(token);
  const [row] = await sessionById(db).execute({ id });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id, userId: row.userId, limited: row.limited };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
