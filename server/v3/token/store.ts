/**
 * Personal access tokens at rest: the secret (cbpat_ and 32 random bytes, base64url) goes to its
 * owner once; the table keeps its sha256 and last four characters. Revoking sets revoked_at.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, users, type AccessTokenRow } from '../../db/schema.ts';
import { V3Error } from '../envelope.ts';
import { sha256Hex } from '../session/store.ts';
import type { V3AccessToken, V3CreatedAccessToken } from '../types.ts';
import { TOKEN_PREFIX } from './bearer.ts';
import { isAccessScope, type AccessScope } from './scopes.ts';

/** Live (unrevoked) tokens one person may hold. */
export const MAX_TOKENS_PER_USER = 50;

export function newSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

function serialize(row: AccessTokenRow): V3AccessToken {
  return {
    id: String(row.id),
    node_type: 'access_token',
    name: row.name,
    scopes: row.scopes.filter(isAccessScope),
    token_hint: `${TOKEN_PREFIX}…${row.lastFour}`,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

const live = (userId: number) => and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt));

/** A new token for `userId`; 409 token_limit when they already hold MAX_TOKENS_PER_USER. */
export async function createToken(db: Db, userId: number, name: string, scopes: AccessScope[], now: Date): Promise<V3CreatedAccessToken> {
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    // One creation at a time per person (the row lock), so two at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(accessTokens).where(live(userId));
    if (Number(held?.n ?? 0) >= MAX_TOKENS_PER_USER) {
      throw new V3Error(409, 'token_limit', `You can have at most ${MAX_TOKENS_PER_USER} access tokens. Revoke one you no longer use first.`);
    }
    const [inserted] = await tx
      .insert(accessTokens)
      .values({ userId, name, scopes, tokenHash: sha256Hex(secret), lastFour: secret.slice(-4), createdAt: now })
      .returning();
    return inserted!;
  });
  return { ...serialize(row), token: secret };
}

/** The person's live tokens, newest first (at most MAX_TOKENS_PER_USER), without secrets. */
export async function listTokens(db: Db, userId: number): Promise<V3AccessToken[]> {
  const rows = await db.select().from(accessTokens).where(live(userId)).orderBy(desc(accessTokens.id)).limit(MAX_TOKENS_PER_USER);
  return rows.map(serialize);
}

/** Revokes one of the person's live tokens; false when they have no such token. */
export async function revokeToken(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, id), live(userId)))
    .returning({ id: accessTokens.id });
  return revoked.length > 0;
}
