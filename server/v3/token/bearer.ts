/**
 * `Authorization: Bearer cbpat_…`: a personal access token in place of the session cookie.
 *
 * The secret is looked up by its sha256 (the same hash the GraphQL layer's per-token budget uses,
 * schema/rate-limit.ts); a revoked, unknown or malformed one answers 401 invalid_token, and a write
 * (POST, PUT, PATCH, DELETE) with a read-only token 403 insufficient_scope, each with a
 * WWW-Authenticate challenge (RFC 6750 §3). Other Authorization schemes are ignored, as before.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';
import { V3Error } from '../envelope.ts';
import { sha256Hex } from '../session/store.ts';
import type { Viewer } from '../viewer.ts';
import { isAccessScope, UNSAFE_METHODS, type AccessScope } from './scopes.ts';

export const TOKEN_PREFIX = 'cbpat_';
/** cbpat_ and 32 random bytes in base64url. */
export const TOKEN_PATTERN = /^cbpat_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often, so most requests only read. */
export const LAST_USED_INTERVAL_MS = 60 * 1000;

/** A 401 or 403 refusal of a bearer token, with its WWW-Authenticate challenge (set by the v3 error handler). */
export class TokenRefused extends V3Error {
  constructor(
    status: 401 | 403,
    code: 'invalid_token' | 'insufficient_scope',
    message: string,
    readonly challenge: string,
  ) {
    super(status, code, message);
  }
}

const invalidToken = () =>
  new TokenRefused(401, 'invalid_token', 'The access token is invalid or has been revoked.', 'Bearer error="invalid_token"');

/**
 * The credential of an `Authorization: Bearer …` header: undefined when the request has no such
 * header, else what follows the scheme ('' when nothing does).
 */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^\s*Bearer(?:\s+(.*))?$/i.exec(header) : null;
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * The viewer a bearer credential stands for (a full viewer, with the token's scopes), or a thrown
 * TokenRefused. Refreshes the token's last_used_at when it is older than LAST_USED_INTERVAL_MS.
 */
export async function tokenViewer(db: Db, credential: string, now: Date): Promise<Viewer> {
  if (!TOKEN_PATTERN.test(credential)) throw invalidToken();
  const [row] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId, scopes: accessTokens.scopes, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, sha256Hex(credential)), isNull(accessTokens.revokedAt)))
    .limit(1);
  if (!row) throw invalidToken();
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.id));
  }
  const scopes: AccessScope[] = row.scopes.filter(isAccessScope);
  return Object.freeze({ userId: row.userId, token: Object.freeze({ id: row.id, scopes: Object.freeze(scopes) }) });
}

/** Refuses a write made with a token that lacks the write scope. */
export function checkScope(request: FastifyRequest, viewer: Viewer): void {
  if (!viewer.token || !UNSAFE_METHODS.has(request.method) || viewer.token.scopes.includes('write')) return;
  throw new TokenRefused(
    403,
    'insufficient_scope',
    'This access token can only read. Create a token with the write scope to make changes.',
    'Bearer error="insufficient_scope", scope="write"',
  );
}
