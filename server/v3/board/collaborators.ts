/**
 * A board's collaborators over v3 (issue 15; platform §3 group boards, §9 paging), the BoardCollaboratorResource:
 *   GET    /v3/boards/{board_id}/collaborators/            → V3BoardCollaborator[] accepted collaborators, oldest first
 *          (accepted_at, else the row's created_at, then user id); anyone who may read the board (boardVisible);
 *          people who blocked the viewer are left out.
 *   DELETE /v3/boards/{board_id}/collaborators/{user_id}/  → {deleted: true, board_id, user_id}: the owner removes
 *          any accepted collaborator, a collaborator removes only themself (leaving; user_id may be `me`); anyone
 *          else who sees the board 403. An open invite is not a collaborator (409 not_a_collaborator). Allowed on an
 *          archived board. boards.is_collaborative follows (./collaborative.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardCollaborators, boardColumns, boards, users } from '../../db/schema.ts';
import { boardVisible, userVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import { utcText } from '../time.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { syncCollaborative } from './collaborative.ts';
import { collaboratorJsons } from './invite-load.ts';

const boardIdOf = (request: FastifyRequest): number => idParam((request.params as { board_id: string }).board_id, 'board_id');

const joinedAt = utcText(sql`coalesce(${boardCollaborators.acceptedAt}, ${boardCollaborators.createdAt})`);
const OLDEST_FIRST: KeyColumn[] = [
  { column: joinedAt, dir: 'asc' },
  { column: boardCollaborators.userId, dir: 'asc' },
];

export function collaboratorRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;

  app.get('/boards/:board_id/collaborators/', async (request) => {
    const viewer = viewerOf(request);
    const boardId = boardIdOf(request);
    const [board] = await db.select({ id: boards.id }).from(boards).where(and(eq(boards.id, boardId), boardVisible(viewer)));
    if (!board) throw V3Error.notFound(`board ${boardId} not found`);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const list = `boards/${boardId}/collaborators`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const rows = await db
      .select({ row: boardCollaborators, k0: joinedAt })
      .from(boardCollaborators)
      .innerJoin(users, eq(users.id, boardCollaborators.userId))
      .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.status, 'accepted'), userVisible(viewer), position ? after(OLDEST_FIRST, position) : undefined))
      .orderBy(...OLDEST_FIRST.map((k) => asc(k.column)))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (r) => [r.k0, r.row.userId]);
    return ok(await collaboratorJsons(deps, page.items.map((r) => r.row)), page.bookmark);
  });

  app.delete('/boards/:board_id/collaborators/:user_id/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const boardId = boardIdOf(request);
    const raw = (request.params as { user_id: string }).user_id;
    const userId = raw === 'me' ? me : idParam(raw, 'user_id');
    await db.transaction(async (tx) => {
      const [board] = await tx.select(boardColumns).from(boards).where(and(eq(boards.id, boardId), boardVisible(viewer))).for('update', { of: boards });
      if (!board) throw V3Error.notFound(`board ${boardId} not found`);
      if (board.ownerId !== me && userId !== me) {
        throw new V3Error(403, 'forbidden', 'Only the board owner can remove collaborators.', 'user_id');
      }
      const [row] = await tx
        .select()
        .from(boardCollaborators)
        .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId)));
      if (!row) throw new V3Error(404, 'not_found', 'collaborator not found', 'user_id');
      if (row.status !== 'accepted') {
        throw new V3Error(409, 'not_a_collaborator', 'This person has not joined the board yet: remove the invite instead.', 'user_id');
      }
      await tx.delete(boardCollaborators).where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId)));
      await syncCollaborative(tx, boardId);
    });
    return ok({ deleted: true, board_id: String(boardId), user_id: String(userId) });
  });
}
