/**
 * Who is asking. The v3 plugin resolves the session cookie once per request (./session/plugin.ts)
 * and stores the viewer on the request; authorisation rules are written against this type.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { V3Error } from './envelope.ts';
import type { AccessScope } from './token/scopes.ts';

export interface Viewer {
  /** The signed-in user's id, or null for a logged-out visitor. */
  userId: number | null;
  /**
   * A limited-login session (platform §1, §6): it reads as the person, but gated writes answer
   * 403 limited_login until the password is confirmed. Absent means a full session.
   */
  limited?: boolean;
  /**
   * Set when the request was authenticated with a personal access token (Authorization: Bearer)
   * rather than the session cookie: the token's id and scopes. Absent for cookie sessions.
   */
  token?: { readonly id: number; readonly scopes: readonly AccessScope[] };
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null });

/**
 * A signed-in viewer whose id is bound when a prepared statement runs (placeholder `me`), so the
 * access rules (./access.ts) build once for every signed-in request. The id is not a number until then.
 */
export const BOUND_VIEWER: Viewer & { userId: number } = Object.freeze({ userId: sql.placeholder('me') as unknown as number });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the v3 session hook; null before it runs or outside /v3. */
    v3Viewer: Viewer | null;
    /** The id (sha256 of the token) of the request's live session, if any. */
    v3SessionId: string | null;
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  return request.v3Viewer ?? ANONYMOUS;
}

/**
 * The id of a viewer allowed to make a gated write (save, follow, block, edit, create): 401
 * unauthenticated when logged out, 403 limited_login for a limited-login session.
 */
export function writerId(viewer: Viewer): number {
  if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  if (viewer.limited) throw new V3Error(403, 'limited_login', 'Confirm your password to continue.');
  return viewer.userId;
}

/** A signed-in viewer: userId is known. */
export type SignedIn = Viewer & { userId: number };

/** The signed-in reader of the viewer's own data (a limited-login session reads): 401 logged out. */
export function readerOf(request: FastifyRequest): SignedIn {
  const viewer = viewerOf(request);
  if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  return viewer as SignedIn;
}

/** The signed-in writer with a full session (writerId's 401 and 403 limited_login), as a viewer. */
export function writerOf(request: FastifyRequest): SignedIn {
  const viewer = viewerOf(request);
  writerId(viewer);
  return viewer as SignedIn;
}
