/**
 * Board invite codes (issue 15; platform §3, §7, §9): the shareable `?invite_code=` link of a board. A code is
 * 128 random bits in base64url, lives INVITE_CODE_TTL_DAYS from its making, and is active while neither revoked
 * nor expired (expired from the instant `now` reaches expires_at). Times come from the v3 clock (`now`), so
 * tests move them. Making a code reuses the newest active one of the same board, channel and inviter.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardColumns, boardInviteCodes, boards, users, type BoardRow, type UserRow } from '../../db/schema.ts';
import { notBlockedWith } from '../access.ts';
import { V3Error } from '../envelope.ts';
import type { V3InviteCode } from '../types.ts';
import { userSummary } from '../user/serialize.ts';
import type { Viewer } from '../viewer.ts';
import { boardUrl } from './serialize.ts';

export const INVITE_CODE_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Channels are the client's numbers (0..99); the server stores and answers them, nothing more. */
export const MAX_INVITE_CHANNEL = 99;
export const DEFAULT_INVITE_CHANNEL = 1;
/** What a code looks like: base64url (ours are 22 characters); anything else is unknown without a lookup. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type InviteCodeRow = typeof boardInviteCodes.$inferSelect;

/** The one answer for an unknown, revoked or expired code, a board gone, or a sender across a block. */
export const inviteNotFound = (): V3Error => V3Error.notFound('invite not found');

export const newInviteCode = (): string => randomBytes(16).toString('base64url');

/** Codes neither revoked nor expired at `now`. */
export function activeCode(now: Date): SQL {
  return and(isNull(boardInviteCodes.revokedAt), gt(boardInviteCodes.expiresAt, now)) as SQL;
}

/** A well-formed code from the path, or the not-found answer (so a malformed one says nothing more). */
export function codeParam(raw: unknown): string {
  if (typeof raw !== 'string' || !CODE_PATTERN.test(raw)) throw inviteNotFound();
  return raw;
}

/** The optional `channel` of a create: a whole number 0..99, 1 when absent (400 param channel otherwise). */
export function channelOf(raw: unknown): number {
  if (raw === undefined || raw === null) return DEFAULT_INVITE_CHANNEL;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_INVITE_CHANNEL) {
    throw V3Error.badParam('channel', `channel must be a whole number from 0 to ${MAX_INVITE_CHANNEL}.`);
  }
  return raw;
}

/**
 * The newest active code of `boardId` for `channel` made by `inviterId`, or a new one; `db` is the transaction
 * that holds the board's row, so two makers do not both insert.
 */
export async function codeFor(db: Db, boardId: number, inviterId: number, channel: number, now: Date): Promise<InviteCodeRow> {
  const [existing] = await db
    .select()
    .from(boardInviteCodes)
    .where(and(eq(boardInviteCodes.boardId, boardId), eq(boardInviteCodes.inviterId, inviterId), eq(boardInviteCodes.channel, channel), activeCode(now)))
    .orderBy(desc(boardInviteCodes.createdAt))
    .limit(1);
  if (existing) return existing;
  const expiresAt = new Date(now.getTime() + INVITE_CODE_TTL_DAYS * DAY_MS);
  const [made] = await db.insert(boardInviteCodes).values({ code: newInviteCode(), boardId, inviterId, channel, expiresAt, createdAt: now }).returning();
  return made!;
}

export interface ActiveCode {
  code: InviteCodeRow;
  board: BoardRow;
  sender: UserRow;
  ownerUsername: string;
}

/**
 * The active code `code` with its board, sender (the inviter) and the board owner's name, as `viewer` may see
 * it: not across a block with the sender or the owner. Anything else is undefined, whatever the reason.
 */
export async function findActiveCode(db: Db, viewer: Viewer, code: string, now: Date): Promise<ActiveCode | undefined> {
  const [found] = await db
    .select({ code: boardInviteCodes, board: boardColumns, sender: users })
    .from(boardInviteCodes)
    .innerJoin(boards, eq(boards.id, boardInviteCodes.boardId))
    .innerJoin(users, eq(users.id, boardInviteCodes.inviterId))
    .where(and(eq(boardInviteCodes.code, code), activeCode(now), notBlockedWith(viewer, boardInviteCodes.inviterId), notBlockedWith(viewer, boards.ownerId)))
    .limit(1);
  if (!found) return undefined;
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, found.board.ownerId));
  return owner ? { ...found, ownerUsername: owner.username } : undefined;
}

/** A code as v3 answers it: its link is the board's url with `?invite_code=`. */
export function inviteCodeJson(code: InviteCodeRow, board: Pick<BoardRow, 'slug'>, ownerUsername: string, inviter: UserRow, imageBaseUrl: string): V3InviteCode {
  return {
    code: code.code,
    board_id: String(code.boardId),
    url: `${boardUrl({ username: ownerUsername }, board)}?invite_code=${code.code}`,
    channel: code.channel,
    expires_at: code.expiresAt.toISOString(),
    created_at: code.createdAt.toISOString(),
    inviter: userSummary(inviter, imageBaseUrl),
  };
}
