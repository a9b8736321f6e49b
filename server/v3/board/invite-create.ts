/**
 * Inviting someone to a board (issue 15; platform §3 group boards): POST /v3/boards/{board_id}/invites/ with
 * {username} or {email} (exactly one; orbac_subject_id is taken and ignored).
 *   - Who: mayInvite (./guard.ts): the owner, or an accepted collaborator while collaborators_can_invite; not on an
 *     archived board. At most BOARD_INVITES_PER_HOUR invites per account an hour (429 with Retry-After).
 *   - Whom: a member by username, or by an e-mail they signed up with → an open invite ('invited' row), the same
 *     one again if it is open already; an address no member has → an e-mail invite and a sign-up mail
 *     (./invite-email.ts). Refused: yourself and the owner (400), someone unknown or across a block with the
 *     inviter or the owner, either way (404 'user not found'), an accepted collaborator (409 already_collaborator).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { blocks, boardCollaborators, users, type BoardRow, type UserRow } from '../../db/schema.ts';
import { bodyOf, checkEmail, stringField } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import type { V3InviteResult } from '../types.ts';
import { writerId, type Viewer } from '../viewer.ts';
import { boardForInviting } from './guard.ts';
import { emailInviteFor, mailEmailInvite } from './invite-email.ts';
import { emailInviteJson, inviteJson, type CollaboratorRow, type EmailInviteRow } from './invite-load.ts';
import { notify } from '../notification/notify.ts';

/** Whom an invite names: a username or an e-mail address (trimmed; the address lower-cased). */
export type InviteTarget = { username: string } | { email: string };

export function parseInviteTarget(raw: unknown): InviteTarget {
  const body = bodyOf(raw ?? {});
  const username = stringField(body, 'username')?.trim() || undefined;
  const email = stringField(body, 'email')?.trim() || undefined;
  if ((username === undefined) === (email === undefined)) {
    throw new V3Error(400, 'invalid_body', 'Give either a username or an email address.', username === undefined ? 'username' : 'email');
  }
  return username !== undefined ? { username } : { email: checkEmail(email) };
}

const userNotFound = (param: string) => new V3Error(404, 'not_found', 'user not found', param);

/** A block between `a` and the user row's person, either way. */
const blockedWith = (a: number) =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${a}))`;

/** The member `target` names, with whether a block stands between them and the inviter or the board owner. */
async function memberOf(db: Db, target: InviteTarget, inviterId: number, ownerId: number): Promise<{ user: UserRow; blocked: boolean } | undefined> {
  const named = 'username' in target ? sql`lower(${users.username}) = lower(${target.username})` : sql`lower(${users.email}) = ${target.email}`;
  const [row] = await db
    .select({ user: users, blocked: sql<boolean>`(${blockedWith(inviterId)} or ${blockedWith(ownerId)})` })
    .from(users)
    .where(named)
    .limit(1);
  return row;
}

/** The open invite of `user` to `board` (inside the transaction): the one there already, else a new one. */
async function openInvite(db: Db, board: BoardRow, user: UserRow, inviterId: number, param: string, now: Date): Promise<CollaboratorRow> {
  if (user.id === inviterId) throw V3Error.badParam(param, "You can't invite yourself.");
  if (user.id === board.ownerId) throw V3Error.badParam(param, 'The board owner is already on this board.');
  const [made] = await db
    .insert(boardCollaborators)
    .values({ boardId: board.id, userId: user.id, status: 'invited', inviterId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [existing] = await db
    .select()
    .from(boardCollaborators)
    .where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, user.id)));
  if (existing!.status === 'accepted') throw new V3Error(409, 'already_collaborator', `${user.username} is already a collaborator on this board.`, param);
  return existing!;
}

type Made =
  | { kind: 'member'; row: CollaboratorRow }
  | { kind: 'email'; row: EmailInviteRow; mail: { board: BoardRow; ownerUsername: string } | null };

export async function inviteToBoard(
  deps: V3Deps,
  log: FastifyBaseLogger,
  viewer: Viewer,
  boardId: number,
  target: InviteTarget,
  limiter: FixedWindowLimiter,
  now: Date,
): Promise<V3InviteResult> {
  const me = writerId(viewer);
  const param = 'username' in target ? 'username' : 'email';
  const made: Made = await deps.db.transaction(async (tx) => {
    const { board, ownerUsername } = await boardForInviting(tx, viewer, boardId, { lock: true });
    await limiter.hit(String(me));
    const member = await memberOf(tx, target, me, board.ownerId);
    if (member?.blocked) throw userNotFound(param);
    if (member) return { kind: 'member', row: await openInvite(tx, board, member.user, me, param, now) };
    if ('username' in target) throw userNotFound(param);
    const { row, created } = await emailInviteFor(tx, board, target.email, me, now);
    return { kind: 'email', row, mail: created ? { board, ownerUsername } : null };
  });
  if (made.kind === 'member') {
    // The news hub: the invited member hears of it (issue 20).
    await notify(deps, log, [{ kind: 'board_invite', userId: made.row.userId, actorId: me, boardId: made.row.boardId }]);
    return { invite: await inviteJson(deps, made.row), email_invite: null };
  }
  if (made.mail) {
    const [inviter] = await deps.db.select().from(users).where(eq(users.id, me));
    await mailEmailInvite(deps, log, made.row.email, made.mail.board, made.mail.ownerUsername, inviter!);
  }
  return { invite: null, email_invite: emailInviteJson(made.row) };
}
