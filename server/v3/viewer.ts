/**
 * Who is asking. The v3 plugin resolves the session cookie once per request (./session/plugin.ts)
 * and stores the viewer on the request; authorisation rules are written against this type.
 */
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  /** The signed-in user's id, or null for a logged-out visitor. */
  userId: number | null;
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null });

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
