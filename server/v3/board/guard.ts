/**
 * Who may write what on a board (issue 14), one rule for every board write:
 *   owner         — everything: the board's details (name, description, privacy, cover, topic, layout),
 *                   archive and unarchive, delete, and all that a collaborator may do.
 *   collaborator  — (an accepted one) the board's contents: save, move, copy and delete its pins, star them,
 *                   and make, rename, reorder and delete its sections.
 *   anyone else   — nothing: 404 when they may not even see the board (unknown, secret to them, across a
 *                   block), 403 forbidden when they may see it.
 * An archived board is read-only: every write but unarchive and delete answers 403 (param board_id).
 * Signed out 401, limited login 403 limited_login (writerId).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { boards, users, type BoardRow } from '../../db/schema.ts';
import { boardVisible, boardWritable, notBlockedWith } from '../access.ts';
import type { Db } from '../../db/client.ts';
import { V3Error } from '../envelope.ts';
import { writerId, type Viewer } from '../viewer.ts';

export type BoardRole = 'owner' | 'collaborator';

export interface WritableBoard {
  board: BoardRow;
  /** The owner's username, for the board's url. */
  ownerUsername: string;
  /** The viewer's role on it. */
  role: BoardRole;
}

export interface BoardWriteOptions {
  /** The least role the write needs: 'collaborator' (contents) or 'owner' (the board itself). */
  needs: BoardRole;
  /** Whether the write is allowed on an archived board (unarchive, delete). */
  archivedOk?: boolean;
  /** The request parameter errors name; 'board_id' unless given. */
  param?: string;
  /** Lock the board row (FOR UPDATE) inside a transaction. */
  lock?: boolean;
}

/** Boards the viewer may write to: owned, or an accepted collaborator not across a block with the owner. */
export function mayWrite(viewer: Viewer): SQL {
  return and(boardWritable(viewer), notBlockedWith(viewer, boards.ownerId)) as SQL;
}

/**
 * The board `boardId`, checked for a write by the viewer (see the rule above); `db` may be a transaction.
 * boardForSave (./writable.ts) is the same check for a save, with the save's own messages.
 */
export async function boardForWrite(db: Db, viewer: Viewer, boardId: number, options: BoardWriteOptions): Promise<WritableBoard> {
  const me = writerId(viewer);
  const param = options.param ?? 'board_id';
  const query = db
    .select({ board: boards, ownerUsername: users.username, writable: sql<boolean>`(${mayWrite(viewer)})` })
    .from(boards)
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(and(eq(boards.id, boardId), boardVisible(viewer)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: boards }) : await query;
  if (!row) throw V3Error.notFound(`board ${boardId} not found`);
  const role: BoardRole | null = row.board.ownerId === me ? 'owner' : row.writable ? 'collaborator' : null;
  if (role === null) throw new V3Error(403, 'forbidden', "You can't change this board.", param);
  if (options.needs === 'owner' && role !== 'owner') {
    throw new V3Error(403, 'forbidden', 'Only the board owner can do that.', param);
  }
  if (row.board.archived && !options.archivedOk) {
    throw new V3Error(403, 'forbidden', 'This board is archived. Unarchive it to change it.', param);
  }
  return { board: row.board, ownerUsername: row.ownerUsername, role };
}
