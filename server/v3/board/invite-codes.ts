/**
 * Board invite codes over v3 (issue 15; platform §3, §7, §9; pin-card §5), codes kept by ./invite-code-store.ts:
 *   POST   /v3/boards/{board_id}/invite_codes/ {channel?}  → V3InviteCode: the newest active code of this board,
 *          channel and inviter, else a new one. The owner, or an accepted collaborator when
 *          collaborators_can_invite; not on an archived board (boardForInviting, ./guard.ts).
 *   GET    /v3/boards/{board_id}/invite_codes/              → V3InviteCode[] active codes, newest first (the same people).
 *   DELETE /v3/boards/{board_id}/invite_codes/{code}/       → {revoked: true, code}: the owner or the code's inviter.
 *   GET    /v3/invite_codes/{code}/                         → V3InviteCodeMetadata (InviteCodeMetadataResource), public.
 *   POST   /v3/invite_codes/{code}/redeem/                  → V3Board: the viewer joins as an accepted collaborator,
 *          once per person (410 invite_used after leaving or removal).
 * Unknown, revoked, expired, a board gone and a sender across a block all answer one 404 'invite not found'.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { boardCollaborators, boardColumns, boardInviteCodes, boardInviteRedemptions, boards, users, type BoardRow } from '../../db/schema.ts';
import { boardVisible } from '../access.ts';
import { bodyOf } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import { usersById } from '../related.ts';
import type { V3InviteCodeMetadata } from '../types.ts';
import { userSummary } from '../user/serialize.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { boardJson } from './create.ts';
import { syncCollaborative } from './collaborative.ts';
import { boardForInviting } from './guard.ts';
import { activeCode, channelOf, codeFor, codeParam, findActiveCode, inviteCodeJson, inviteNotFound, type ActiveCode } from './invite-code-store.ts';
import { boardUrl } from './serialize.ts';

/** The sender's first name as the landing shows it (pin-card §5): at most 30 characters (code points). */
export const MAX_SENDER_FIRST_NAME = 30;

const boardIdOf = (params: unknown): number => idParam((params as { board_id: string }).board_id, 'board_id');

function metadataJson(found: ActiveCode, imageBaseUrl: string): V3InviteCodeMetadata {
  const { code, board, sender } = found;
  return {
    invite_code: code.code,
    invite_channel: code.channel,
    sender: {
      id: String(sender.id),
      username: sender.username,
      first_name: [...sender.firstName].slice(0, MAX_SENDER_FIRST_NAME).join(''),
      image_medium_url: userSummary(sender, imageBaseUrl).image_medium_url,
      is_default_image: sender.imageSignature === null,
      should_show_messaging: sender.shouldShowMessaging,
    },
    board: { id: String(board.id), name: board.name, url: boardUrl({ username: found.ownerUsername }, board) },
  };
}

/**
 * The viewer joins `found`'s board (inside the transaction `tx`, the board's row locked): an 'invited' row
 * becomes accepted, none becomes an accepted one; already accepted changes nothing. Refused: the owner (400),
 * an archived board (403), and a second redemption of the code by someone who left or was removed (410).
 */
async function redeem(tx: Db, viewerId: number, found: ActiveCode, now: Date): Promise<BoardRow> {
  const [board] = await tx.select(boardColumns).from(boards).where(eq(boards.id, found.board.id)).for('update');
  if (!board) throw inviteNotFound();
  if (board.ownerId === viewerId) throw V3Error.badParam('invite_code', "You can't join your own board.");
  if (board.archived) throw new V3Error(403, 'forbidden', 'This board is archived. Unarchive it to change it.', 'invite_code');
  const [row] = await tx
    .select({ status: boardCollaborators.status })
    .from(boardCollaborators)
    .where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, viewerId)));
  if (row?.status === 'accepted') return board;
  const used = await tx
    .insert(boardInviteRedemptions)
    .values({ code: found.code.code, userId: viewerId, createdAt: now })
    .onConflictDoNothing()
    .returning({ code: boardInviteRedemptions.code });
  if (used.length === 0) throw new V3Error(410, 'invite_used', "You've already used this invite link.", 'invite_code');
  await tx
    .insert(boardCollaborators)
    .values({ boardId: board.id, userId: viewerId, status: 'accepted', inviterId: found.code.inviterId, createdAt: now, acceptedAt: now })
    .onConflictDoUpdate({ target: [boardCollaborators.boardId, boardCollaborators.userId], set: { status: 'accepted', acceptedAt: now } });
  return syncCollaborative(tx, board.id);
}

export function inviteCodeRoutes(app: FastifyInstance, deps: V3Deps, now: () => Date): void {
  const { db } = deps;

  app.post('/boards/:board_id/invite_codes/', async (request) => {
    const viewer = viewerOf(request);
    const boardId = boardIdOf(request.params);
    const made = await db.transaction(async (tx) => {
      const { board, ownerUsername } = await boardForInviting(tx, viewer, boardId, { lock: true });
      const channel = channelOf(bodyOf(request.body ?? {}).channel);
      return { board, ownerUsername, code: await codeFor(tx, board.id, writerId(viewer), channel, now()) };
    });
    const [inviter] = await db.select().from(users).where(eq(users.id, made.code.inviterId));
    return ok(inviteCodeJson(made.code, made.board, made.ownerUsername, inviter!, deps.imageBaseUrl));
  });

  app.get('/boards/:board_id/invite_codes/', async (request) => {
    const viewer = viewerOf(request);
    const { board, ownerUsername } = await boardForInviting(db, viewer, boardIdOf(request.params), { archivedOk: true });
    const codes = await db
      .select()
      .from(boardInviteCodes)
      .where(and(eq(boardInviteCodes.boardId, board.id), activeCode(now())))
      .orderBy(desc(boardInviteCodes.createdAt), desc(boardInviteCodes.code));
    const inviters = await usersById(db, codes.map((c) => c.inviterId));
    return ok(codes.map((c) => inviteCodeJson(c, board, ownerUsername, inviters.get(c.inviterId)!, deps.imageBaseUrl)));
  });

  app.delete('/boards/:board_id/invite_codes/:code/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const boardId = boardIdOf(request.params);
    const code = codeParam((request.params as { code: string }).code);
    // Revoking, like leaving, is allowed on an archived board; the board must be one the viewer may see.
    const [row] = await db
      .select({ inviterId: boardInviteCodes.inviterId, ownerId: boards.ownerId })
      .from(boardInviteCodes)
      .innerJoin(boards, eq(boards.id, boardInviteCodes.boardId))
      .where(and(eq(boardInviteCodes.code, code), eq(boardInviteCodes.boardId, boardId), activeCode(now()), boardVisible(viewer)));
    if (!row) throw inviteNotFound();
    if (row.ownerId !== me && row.inviterId !== me) {
      throw new V3Error(403, 'forbidden', 'Only the board owner or the person who made this link can revoke it.', 'code');
    }
    await db.update(boardInviteCodes).set({ revokedAt: now() }).where(eq(boardInviteCodes.code, code));
    return ok({ revoked: true, code });
  });

  app.get('/invite_codes/:code/', async (request) => {
    const found = await findActiveCode(db, viewerOf(request), codeParam((request.params as { code: string }).code), now());
    if (!found) throw inviteNotFound();
    return ok(metadataJson(found, deps.imageBaseUrl));
  });

  app.post('/invite_codes/:code/redeem/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const code = codeParam((request.params as { code: string }).code);
    const board = await db.transaction(async (tx) => {
      const found = await findActiveCode(tx, viewer, code, now());
      if (!found) throw inviteNotFound();
      return redeem(tx, me, found, now());
    });
    return ok(await boardJson(deps, viewer, board));
  });
}
