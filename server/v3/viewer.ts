/**
 * Who is asking. Until accounts land every request is anonymous; authorisation rules are written
 * against this type already so that signing in changes only how it is filled.
 */
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  /** The signed-in user's id, or null for a logged-out visitor. */
  userId: number | null;
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null });

export function viewerOf(_request: FastifyRequest): Viewer {
  return ANONYMOUS;
}
