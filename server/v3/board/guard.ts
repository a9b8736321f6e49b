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
 * Group boards (issue 15), mayInvite: the owner invites (by username, e-mail or invite code); an accepted
 * collaborator too while the board's collaborators_can_invite is on; nobody on an archived board.
 * boardForMembers: what only the owner and accepted collaborators read (a board's open invites).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { boardColumns, boards, users, type BoardRow } from '../../db/schema.ts';
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

/** The board `boardId` if the viewer may see it (else 404), with the viewer's role on it (null: none). */
async function seenBoard(db: Db, viewer: Viewer, boardId: number, lock = false): Promise<Omit<WritableBoard, 'role'> & { role: BoardRole | null }> {
  const query = db
    .select({ board: boardColumns, ownerUsername: users.username, writable: sql<boolean>`(${mayWrite(viewer)})` })
    .from(boards)
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(and(eq(boards.id, boardId), boardVisible(viewer)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: boards }) : await query;
  if (!row) throw V3Error.notFound(`board ${boardId} not found`);
  const role: BoardRole | null = row.board.ownerId === viewer.userId ? 'owner' : row.writable ? 'collaborator' : null;
  return { board: row.board, ownerUsername: row.ownerUsername, role };
}

/**
 * The board `boardId`, checked for a write by the viewer (see the rule above); `db` may be a transaction.
 * boardForSave (./writable.ts) is the same check for a save, with the save's own messages.
 */
export async function boardForWrite(db: Db, viewer: Viewer, boardId: number, options: BoardWriteOptions): Promise<WritableBoard> {
  writerId(viewer);
  const param = options.param ?? 'board_id';
  const { board, ownerUsername, role } = await seenBoard(db, viewer, boardId, options.lock);
  if (role === null) throw new V3Error(403, 'forbidden', "You can't change this board.", param);
  if (options.needs === 'owner' && role !== 'owner') {
    throw new V3Error(403, 'forbidden', 'Only the board owner can do that.', param);
  }
  if (board.archived && !options.archivedOk) {
    throw new V3Error(403, 'forbidden', 'This board is archived. Unarchive it to change it.', param);
  }
  return { board, ownerUsername, role };
}

/** Whether `role` may invite people to `board` (issue 15): the owner, or a collaborator while collaborators_can_invite. */
export function mayInvite(role: BoardRole, board: Pick<BoardRow, 'collaboratorsCanInvite'>): boolean {
  return role === 'owner' || board.collaboratorsCanInvite;
}

/**
 * The board `boardId`, checked for inviting by the viewer (mayInvite): a write on its contents (boardForWrite:
 * 401, 403 limited_login, 404 unseen, 403 neither owner nor collaborator, 403 archived unless `archivedOk`), and
 * a collaborator's only while the owner lets collaborators invite (403).
 */
export async function boardForInviting(db: Db, viewer: Viewer, boardId: number, options: Omit<BoardWriteOptions, 'needs'> = {}): Promise<WritableBoard> {
  const found = await boardForWrite(db, viewer, boardId, { ...options, needs: 'collaborator' });
  if (!mayInvite(found.role, found.board)) {
    throw new V3Error(403, 'forbidden', 'Only the board owner can invite people to this board.', options.param ?? 'board_id');
  }
  return found;
}

/**
 * The board `boardId` for a read only its owner and accepted collaborators make (its open invites): 404 when the
 * viewer may not see it, 401 signed out, 403 forbidden for anyone else who sees it. A limited login reads.
 */
export async function boardForMembers(db: Db, viewer: Viewer, boardId: number): Promise<WritableBoard> {
  const { board, ownerUsername, role } = await seenBoard(db, viewer, boardId);
  if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  if (role === null) throw new V3Error(403, 'forbidden', "Only the board's owner and collaborators can see this.", 'board_id');
  return { board, ownerUsername, role };
}
