/**
 * boards.is_collaborative kept in step with the board's people (issue 15; platform §3 group boards): true iff the
 * board has at least one accepted collaborator. Called after every change of a board_collaborators row that can
 * add or take away an accepted one (accept, redeem an invite code, remove, leave).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardCollaborators, boards, type BoardRow } from '../../db/schema.ts';

/** Sets is_collaborative from the board's accepted collaborators (`db` may be a transaction); the board as it is then. */
export async function syncCollaborative(db: Db, boardId: number): Promise<BoardRow> {
  const accepted = sql<boolean>`exists (select 1 from ${boardCollaborators} where ${boardCollaborators.boardId} = ${boardId} and ${boardCollaborators.status} = 'accepted')`;
  const [board] = await db.update(boards).set({ isCollaborative: accepted }).where(eq(boards.id, boardId)).returning();
  if (!board) throw new Error(`board ${boardId} is gone`);
  return board;
}
