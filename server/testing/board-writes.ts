/**
 * The board write rule (server/v3/board/guard.ts) as test expectations, for the write matrices of issue 14:
 * which answer each kind of person gets for a write on a board of each privacy.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { createSession } from '../v3/session/store.ts';

export const BOARD_PRIVACIES = ['public', 'protected', 'secret'] as const;
export type BoardPrivacy = (typeof BOARD_PRIVACIES)[number];
/** Who writes: the owner, an accepted collaborator, another member, one the owner blocked, nobody, the owner limited. */
export type BoardWriter = 'owner' | 'collaborator' | 'other' | 'blocked' | 'anonymous' | 'limited owner';

/**
 * The refusal [status, code, message] `writer` gets for a write needing `needs` on a board of `privacy`
 * (message '' where the 404 names the board), or null when the write goes through.
 */
export function boardWriteRefusal(writer: BoardWriter, privacy: BoardPrivacy, needs: 'owner' | 'collaborator'): [number, string, string] | null {
  switch (writer) {
    case 'owner':
      return null;
    case 'collaborator':
      return needs === 'owner' ? [403, 'forbidden', 'Only the board owner can do that.'] : null;
    case 'other':
      return privacy === 'secret' ? [404, 'not_found', ''] : [403, 'forbidden', "You can't change this board."];
    case 'blocked':
      return [404, 'not_found', ''];
    case 'anonymous':
      return [401, 'unauthenticated', 'You need to log in first.'];
    case 'limited owner':
      return [403, 'limited_login', 'Confirm your password to continue.'];
  }
}

/** A limited-login session of `userId` (as opened from an emailed log-in link): its cookie token. */
export async function limitedSessionToken(db: Db, userId: number): Promise<string> {
  const request = { headers: {}, ip: '127.0.0.1' } as FastifyRequest;
  return (await createSession(db, userId, request, new Date(), { limited: true })).token;
}
