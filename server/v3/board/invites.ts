/**
 * Board invites over v3 (issue 15; platform §3 group boards, §9 paging), the BoardInviteResource:
 *   POST   /v3/boards/{board_id}/invites/ {username | email}   → V3InviteResult (./invite-create.ts)
 *   GET    /v3/boards/{board_id}/invites/                      → V3BoardInvite[] open invites, newest first; the owner
 *          and accepted collaborators (boardForMembers, ./guard.ts)
 *   GET    /v3/boards/{board_id}/invites/{invited_user_id}/    → V3BoardInvite: the owner, an accepted collaborator,
 *          the inviter or the invited person; 404 for anyone else (GraphQL loads Invite nodes through it)
 *   DELETE /v3/boards/{board_id}/invites/{invited_user_id}/    → {deleted: true, id}: the owner or the inviter, open
 *          invites only (an accepted one: 409 not_an_invite)
 *   POST   /v3/boards/{board_id}/invites/me/accept/            → V3Board: the viewer's open invite accepted
 *   POST   /v3/boards/{board_id}/invites/me/decline/           → {declined: true, id}: the viewer's open invite gone
 *   GET    /v3/users/me/board_invites/                         → V3BoardInvite[] the viewer's open invites, newest
 *          first, boards across a block with their owner left out; .../count/ → {count}
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { boardCollaborators, boardColumns, boards } from '../../db/schema.ts';
import { boardVisible, notBlockedWith } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { utcText } from '../time.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { syncCollaborative } from './collaborative.ts';
import { boardJson } from './create.ts';
import { boardForMembers, mayWrite } from './guard.ts';
import { inviteToBoard, parseInviteTarget } from './invite-create.ts';
import { inviteId, inviteJson, inviteJsons, type CollaboratorRow } from './invite-load.ts';
import { notify } from '../notification/notify.ts';

const boardIdOf = (request: FastifyRequest): number => idParam((request.params as { board_id: string }).board_id, 'board_id');
const inviteNotFound = () => V3Error.notFound('invite not found');

/**
 * One page of open invites matching `where`, newest first (created_at, then the other side's id: the invited
 * person's on a board's list, the board's on a person's), bound to the list `list`.
 */
async function invitePage(deps: V3Deps, request: FastifyRequest, list: string, where: SQL | undefined, tiebreak: 'userId' | 'boardId') {
  const query = request.query as Record<string, unknown>;
  const size = pageSize(query);
  const keys: KeyColumn[] = [
    { column: utcText(boardCollaborators.createdAt), dir: 'desc' },
    { column: boardCollaborators[tiebreak], dir: 'desc' },
  ];
  const position = deps.bookmarks.decode(list, bookmarkParam(query));
  const rows = await deps.db
    .select({ row: boardCollaborators, k0: utcText(boardCollaborators.createdAt) })
    .from(boardCollaborators)
    .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
    .where(and(eq(boardCollaborators.status, 'invited'), where, position ? after(keys, position) : undefined))
    .orderBy(...keys.map((k) => desc(k.column)))
    .limit(size + 1);
  const page = pageOf(rows, size, deps.bookmarks, list, (r) => [r.k0, r.row[tiebreak]]);
  return ok(await inviteJsons(deps, page.items.map((r) => r.row)), page.bookmark);
}

/** The viewer's open invites: boards across a block with their owner are left out. */
const receivedBy = (viewer: Viewer, me: number) => and(eq(boardCollaborators.userId, me), notBlockedWith(viewer, boards.ownerId));

/**
 * The invite of `userId` to `boardId` if the viewer may read it: the board's owner or an accepted collaborator
 * (not across a block with the owner), its inviter, or the invited person; undefined otherwise.
 */
async function readableInvite(db: Db, viewer: Viewer, boardId: number, userId: number): Promise<CollaboratorRow | undefined> {
  const me = viewer.userId;
  if (me === null) return undefined;
  const [found] = await db
    .select({ row: boardCollaborators, member: sql<boolean>`(${mayWrite(viewer)})` })
    .from(boardCollaborators)
    .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
    .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId), notBlockedWith(viewer, boards.ownerId)));
  if (!found) return undefined;
  return found.member || found.row.inviterId === me || found.row.userId === me ? found.row : undefined;
}

/** The viewer's open invite to `boardId` (locked, inside `tx`), on a board not across a block with its owner. */
async function myOpenInvite(tx: Db, viewer: Viewer, me: number, boardId: number): Promise<CollaboratorRow> {
  const [found] = await tx
    .select({ row: boardCollaborators })
    .from(boardCollaborators)
    .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
    .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, me), eq(boardCollaborators.status, 'invited'), notBlockedWith(viewer, boards.ownerId)))
    .for('update', { of: boardCollaborators });
  if (!found) throw inviteNotFound();
  return found.row;
}

export function inviteRoutes(app: FastifyInstance, deps: V3Deps, now: () => Date, limiter: FixedWindowLimiter): void {
  const { db } = deps;

  app.post('/boards/:board_id/invites/', async (request) => {
    const viewer = viewerOf(request);
    writerId(viewer);
    const target = parseInviteTarget(request.body);
    return ok(await inviteToBoard(deps, request.log, viewer, boardIdOf(request), target, limiter, now()));
  });

  app.get('/boards/:board_id/invites/', async (request) => {
    const { board } = await boardForMembers(db, viewerOf(request), boardIdOf(request));
    return invitePage(deps, request, `boards/${board.id}/invites`, eq(boardCollaborators.boardId, board.id), 'userId');
  });

  app.get('/users/me/board_invites/', async (request) => {
    const viewer = viewerOf(request);
    const me = viewer.userId;
    if (me === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    return invitePage(deps, request, `users/${me}/board_invites`, receivedBy(viewer, me), 'boardId');
  });

  app.get('/users/me/board_invites/count/', async (request) => {
    const viewer = viewerOf(request);
    const me = viewer.userId;
    if (me === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(boardCollaborators)
      .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
      .where(and(eq(boardCollaborators.status, 'invited'), receivedBy(viewer, me)));
    return ok({ count: Number(row?.n ?? 0) });
  });

  app.get('/boards/:board_id/invites/:invited_user_id/', async (request) => {
    const userId = idParam((request.params as { invited_user_id: string }).invited_user_id, 'invited_user_id');
    const row = await readableInvite(db, viewerOf(request), boardIdOf(request), userId);
    if (!row) throw inviteNotFound();
    return ok(await inviteJson(deps, row));
  });

  app.delete('/boards/:board_id/invites/:invited_user_id/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const boardId = boardIdOf(request);
    const userId = idParam((request.params as { invited_user_id: string }).invited_user_id, 'invited_user_id');
    // Removing an invite, like leaving, is allowed on an archived board; the board must be one the viewer may see.
    const [found] = await db
      .select({ row: boardCollaborators, ownerId: boards.ownerId })
      .from(boardCollaborators)
      .innerJoin(boards, eq(boards.id, boardCollaborators.boardId))
      .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId), boardVisible(viewer)));
    if (!found) throw inviteNotFound();
    if (found.ownerId !== me && found.row.inviterId !== me) {
      throw new V3Error(403, 'forbidden', 'Only the board owner or the person who sent this invite can remove it.', 'invited_user_id');
    }
    if (found.row.status !== 'invited') {
      throw new V3Error(409, 'not_an_invite', 'This person already joined the board: remove them as a collaborator instead.', 'invited_user_id');
    }
    await db
      .delete(boardCollaborators)
      .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId), eq(boardCollaborators.status, 'invited')));
    return ok({ deleted: true, id: inviteId(found.row) });
  });

  app.post('/boards/:board_id/invites/me/accept/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const boardId = boardIdOf(request);
    let inviterId: number | null = null;
    const board = await db.transaction(async (tx) => {
      const [locked] = await tx.select(boardColumns).from(boards).where(eq(boards.id, boardId)).for('update');
      if (!locked) throw inviteNotFound();
      inviterId = (await myOpenInvite(tx, viewer, me, boardId)).inviterId;
      if (locked.archived) throw new V3Error(403, 'forbidden', 'This board is archived. Unarchive it to change it.', 'board_id');
      const at = now();
      await tx
        .update(boardCollaborators)
        .set({ status: 'accepted', acceptedAt: at })
        .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, me)));
      return syncCollaborative(tx, boardId);
    });
    // The news hub: whoever invited them hears they joined (issue 20).
    if (inviterId !== null) await notify(deps, request.log, [{ kind: 'invite_accepted', userId: inviterId, actorId: me, boardId }]);
    return ok(await boardJson(deps, viewer, board));
  });

  app.post('/boards/:board_id/invites/me/decline/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const boardId = boardIdOf(request);
    const row = await db.transaction(async (tx) => {
      const open = await myOpenInvite(tx, viewer, me, boardId);
      await tx.delete(boardCollaborators).where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, me)));
      return open;
    });
    return ok({ declined: true, id: inviteId(row) });
  });
}
