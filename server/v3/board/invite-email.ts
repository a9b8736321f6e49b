/**
 * E-mail invites to boards (issue 15; platform §3 group boards, §6 sign-up): inviting an address no member has
 * keeps a board_email_invites row (once per board and address, whatever its case) and mails a sign-up link
 * (kind 'board_invite'); signing up with that address turns each such row into an open invite ('invited'
 * board_collaborators row, inviter and time kept) for the new member, and the e-mail rows go.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { boardCollaborators, boardEmailInvites, type BoardRow, type UserRow } from '../../db/schema.ts';
import { sendMail } from '../account/mail.ts';
import type { V3Deps } from '../deps.ts';
import type { EmailInviteRow } from './invite-load.ts';
import { boardUrl } from './serialize.ts';

const sameEmail = (email: string) => sql`lower(${boardEmailInvites.email}) = lower(${email})`;

/**
 * The e-mail invite of `email` to `board` (inside the invite's transaction): the one there already, or a new one
 * (`created` true: its mail is to be sent, once the transaction is done).
 */
export async function emailInviteFor(db: Db, board: BoardRow, email: string, inviterId: number, now: Date): Promise<{ row: EmailInviteRow; created: boolean }> {
  const [made] = await db.insert(boardEmailInvites).values({ boardId: board.id, email, inviterId, createdAt: now }).onConflictDoNothing().returning();
  if (made) return { row: made, created: true };
  const [existing] = await db.select().from(boardEmailInvites).where(sql`${boardEmailInvites.boardId} = ${board.id} and ${sameEmail(email)}`);
  return { row: existing!, created: false };
}

/** The invite mail: who invites to which board, and the sign-up link that leads back to the board to accept. */
export async function mailEmailInvite(deps: V3Deps, log: FastifyBaseLogger, email: string, board: BoardRow, ownerUsername: string, inviter: UserRow): Promise<void> {
  const back = `${boardUrl({ username: ownerUsername }, board)}?accept_invite=true`;
  const link = `${deps.publicUrl ?? ''}/signup/?next=${encodeURIComponent(back)}`;
  const name = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.username;
  await sendMail(deps.db, log, {
    kind: 'board_invite',
    recipient: email,
    subject: `${name} invited you to join their board ${board.name} on Corkboard`,
    body: `${name} (${inviter.username}) invited you to collaborate on the board "${board.name}" on Corkboard.\n\nSign up with this e-mail address to see the invite:\n${link}\n\nIf you don't know them, ignore this e-mail.\n`,
  }, deps);
}

/** At sign-up (`db` the sign-up's transaction): every e-mail invite of the new member's address becomes an open invite. */
export async function claimEmailInvites(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  if (!user.email) return;
  await db.execute(sql`
    insert into ${boardCollaborators} (board_id, user_id, status, inviter_id, created_at)
    select ${boardEmailInvites.boardId}, ${user.id}::bigint, 'invited', ${boardEmailInvites.inviterId}, ${boardEmailInvites.createdAt}
    from ${boardEmailInvites} where ${sameEmail(user.email)}
    on conflict do nothing`);
  await db.delete(boardEmailInvites).where(sameEmail(user.email));
}
