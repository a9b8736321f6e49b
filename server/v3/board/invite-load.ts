/**
 * Board invites as v3 answers them (issue 15; platform §3 group boards): V3BoardInvite for board_collaborators rows
 * (an 'invited' row is an open invite), V3PendingEmailInvite for board_email_invites rows, V3BoardCollaborator for
 * accepted rows. The callers decide who may read which rows; these only read what the answers embed, in a fixed
 * number of statements per page (boards, people, accepted counts).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardCollaborators, boardColumns, boardEmailInvites, boards, type BoardRow } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { usersById } from '../related.ts';
import type { V3BoardCollaborator, V3BoardInvite, V3PendingEmailInvite } from '../types.ts';
import { userSummary } from '../user/serialize.ts';
import { boardSummary } from './serialize.ts';

export type CollaboratorRow = typeof boardCollaborators.$inferSelect;
export type EmailInviteRow = typeof boardEmailInvites.$inferSelect;

/** An invite's id: `{board id}:{invited user id}`. */
export const inviteId = (row: Pick<CollaboratorRow, 'boardId' | 'userId'>): string => `${row.boardId}:${row.userId}`;

/** Accepted collaborators of each board (open invites do not count). */
async function acceptedCounts(db: Db, boardIds: number[]): Promise<Map<number, number>> {
  if (boardIds.length === 0) return new Map();
  const rows = await db
    .select({ boardId: boardCollaborators.boardId, n: count() })
    .from(boardCollaborators)
    .where(and(inArray(boardCollaborators.boardId, boardIds), eq(boardCollaborators.status, 'accepted')))
    .groupBy(boardCollaborators.boardId);
  return new Map(rows.map((r) => [r.boardId, Number(r.n)]));
}

/** The invites `rows` (in their order), each with its board's summary, the invited person and the inviter. */
export async function inviteJsons(deps: V3Deps, rows: readonly CollaboratorRow[]): Promise<V3BoardInvite[]> {
  if (rows.length === 0) return [];
  const boardIds = [...new Set(rows.map((r) => r.boardId))];
  const boardRows: BoardRow[] = await deps.db.select(boardColumns).from(boards).where(inArray(boards.id, boardIds));
  const byId = new Map(boardRows.map((b) => [b.id, b]));
  const [people, counts] = await Promise.all([
    usersById(deps.db, [...rows.flatMap((r) => [r.userId, r.inviterId]), ...boardRows.map((b) => b.ownerId)]),
    acceptedCounts(deps.db, boardIds),
  ]);
  return rows.flatMap((row) => {
    const board = byId.get(row.boardId);
    const owner = board && people.get(board.ownerId);
    const invited = people.get(row.userId);
    if (!board || !owner || !invited) return [];
    const inviter = row.inviterId === null ? undefined : people.get(row.inviterId);
    return [{
      id: inviteId(row),
      node_type: 'invite' as const,
      status: row.status === 'accepted' ? ('accepted' as const) : ('invited' as const),
      board: boardSummary(board, owner, counts.get(board.id) ?? 0, deps.imageBaseUrl),
      invited_user: userSummary(invited, deps.imageBaseUrl),
      inviter: inviter ? userSummary(inviter, deps.imageBaseUrl) : null,
      created_at: row.createdAt.toISOString(),
    }];
  });
}

export async function inviteJson(deps: V3Deps, row: CollaboratorRow): Promise<V3BoardInvite> {
  const [invite] = await inviteJsons(deps, [row]);
  if (!invite) throw new Error(`invite ${inviteId(row)} has no board or person`);
  return invite;
}

export function emailInviteJson(row: EmailInviteRow): V3PendingEmailInvite {
  return { email: row.email, node_type: 'email_invite', board_id: String(row.boardId), created_at: row.createdAt.toISOString() };
}

/** Accepted collaborators `rows` (in their order), each with the person and who invited them. */
export async function collaboratorJsons(deps: V3Deps, rows: readonly CollaboratorRow[]): Promise<V3BoardCollaborator[]> {
  const people = await usersById(deps.db, rows.flatMap((r) => [r.userId, r.inviterId]));
  return rows.flatMap((row) => {
    const user = people.get(row.userId);
    if (!user) return [];
    const inviter = row.inviterId === null ? undefined : people.get(row.inviterId);
    return [{
      user: userSummary(user, deps.imageBaseUrl),
      board_id: String(row.boardId),
      status: 'accepted' as const,
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      inviter: inviter ? userSummary(inviter, deps.imageBaseUrl) : null,
    }];
  });
}
