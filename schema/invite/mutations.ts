/**
 * Group board mutations (issue 15; platform §3, §7): invite by username or e-mail, accept, decline,
 * remove an invite or a collaborator, leave, make, revoke and redeem invite links. Errors as data, as
 * the neighbouring board mutations (../board/write.ts): a v3 4xx is a UserError naming the input field
 * at fault; 5xx and timeouts stay errors. Payloads carry what a Relay store needs: the global id of
 * what went (for @deleteRecord / @deleteEdge), the board with its new counts, or the viewer (its
 * received-invite count).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { BoardRef } from '../board/board.ts';
import { freshBoard, primeBoard } from '../board/edit.ts';
import { BOARD_NOT_FOUND, boardWrite } from '../board/write.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { UserRef } from '../user/user.ts';
import type { Board } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';
import { InviteCodeRef, inviteKey, InviteRef } from './invite.ts';
import type { EmailInvite, Invite, InviteCode, InviteResult } from './types.ts';

const INVITE_NOT_FOUND = { field: 'inviteId', message: 'That invite does not exist.' } as const;
const CODE_NOT_FOUND = { field: 'inviteCode', message: 'This invite link is not valid any more.' } as const;

/**
 * A v3 write; a 4xx becomes UserErrors. A 404 about a named v3 param (the invited username, the
 * collaborator) keeps v3's words; any other 404 is about the thing the mutation names (`notFound`).
 */
/** An invite write: a 404 about the board or the invite code is the mutation's own NOT_FOUND. */
const write = <T>(run: () => Promise<T>, notFound: { field: string; message: string }, fields: Record<string, string> = {}) =>
  boardWrite(run, { notFound, fields, notFoundFields: ['boardId', 'code'] });

const notFoundError = (notFound: { field: string; message: string }): UserErrorShape[] => [{ ...notFound, code: 'NOT_FOUND' }];

/** The invite's key when it is the viewer's own (accept and decline act on one's own invite only). */
async function ownInvite(ctx: Context, id: string) {
  const key = inviteKey(id);
  const viewer = await me(ctx);
  return key && viewer && viewer.id === key.userId ? key : null;
}

const viewerField = { type: ViewerRef, resolve: () => ({}) } as const;

const InviteToBoardPayload = builder
  .objectRef<{ invite: Invite | null; emailInvite: EmailInvite | null; board: Board | null; errors: UserErrorShape[] }>('InviteToBoardPayload')
  .implement({
    description: 'The invite made (or the pending one already there), or the e-mail invite to someone without an account; or what went wrong.',
    fields: (t) => ({
      invite: t.field({ type: InviteRef, nullable: true, resolve: (p) => p.invite }),
      emailInvite: t.field({ type: EmailInviteRef, nullable: true, resolve: (p) => p.emailInvite }),
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const EmailInviteRef = builder.objectRef<EmailInvite>('EmailInvite').implement({
  description: 'An invite sent by e-mail to someone without an account: it becomes an Invite when they sign up.',
  fields: (t) => ({
    email: t.exposeString('email'),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
  }),
});

const AcceptPayload = builder
  .objectRef<{ board: Board | null; acceptedInviteId: string | null; errors: UserErrorShape[] }>('AcceptBoardInvitePayload')
  .implement({
    description: 'The board now collaborated on and the accepted invite’s global id; or what went wrong.',
    fields: (t) => ({
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      acceptedInviteId: t.id({ nullable: true, resolve: (p) => (p.acceptedInviteId === null ? null : encodeGlobalID('Invite', p.acceptedInviteId)) }),
      viewer: t.field(viewerField),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const DeclinePayload = builder.objectRef<{ declinedInviteId: string | null; errors: UserErrorShape[] }>('DeclineBoardInvitePayload').implement({
  description: 'The declined invite’s global id (for @deleteEdge); or what went wrong.',
  fields: (t) => ({
    declinedInviteId: t.id({ nullable: true, resolve: (p) => (p.declinedInviteId === null ? null : encodeGlobalID('Invite', p.declinedInviteId)) }),
    viewer: t.field(viewerField),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const RemoveInvitePayload = builder
  .objectRef<{ removedInviteId: string | null; board: Board | null; errors: UserErrorShape[] }>('RemoveBoardInvitePayload')
  .implement({
    description: 'The removed invite’s global id (for @deleteEdge) and its board; or what went wrong.',
    fields: (t) => ({
      removedInviteId: t.id({ nullable: true, resolve: (p) => (p.removedInviteId === null ? null : encodeGlobalID('Invite', p.removedInviteId)) }),
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const RemoveCollaboratorPayload = builder
  .objectRef<{ removedUserId: string | null; board: Board | null; errors: UserErrorShape[] }>('RemoveBoardCollaboratorPayload')
  .implement({
    description: 'The removed collaborator’s user global id and the board with its new collaborator count; or what went wrong.',
    fields: (t) => ({
      removedUserId: t.id({ nullable: true, resolve: (p) => (p.removedUserId === null ? null : encodeGlobalID('User', p.removedUserId)) }),
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const LeavePayload = builder.objectRef<{ leftBoardId: string | null; errors: UserErrorShape[] }>('LeaveBoardPayload').implement({
  description: 'The left board’s global id; or what went wrong.',
  fields: (t) => ({
    leftBoardId: t.id({ nullable: true, resolve: (p) => (p.leftBoardId === null ? null : encodeGlobalID('Board', p.leftBoardId)) }),
    viewer: t.field(viewerField),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const InviteCodePayload = builder
  .objectRef<{ inviteCode: InviteCode | null; board: Board | null; errors: UserErrorShape[] }>('CreateBoardInviteCodePayload')
  .implement({
    description: 'The invite link (a new one, or the active one of this board, channel and inviter); or what went wrong.',
    fields: (t) => ({
      inviteCode: t.field({ type: InviteCodeRef, nullable: true, resolve: (p) => p.inviteCode }),
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const RevokeCodePayload = builder
  .objectRef<{ revokedCode: string | null; board: Board | null; errors: UserErrorShape[] }>('RevokeBoardInviteCodePayload')
  .implement({
    description: 'The revoked code; or what went wrong.',
    fields: (t) => ({
      revokedCode: t.string({ nullable: true, resolve: (p) => p.revokedCode }),
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const RedeemPayload = builder.objectRef<{ board: Board | null; errors: UserErrorShape[] }>('RedeemBoardInviteCodePayload').implement({
  description: 'The board the viewer now collaborates on; or what went wrong (INVITE_USED once they left or were removed).',
  fields: (t) => ({
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const InviteToBoardInput = builder.inputType('InviteToBoardInput', {
  description: 'Invite a member by username, or anyone by e-mail (exactly one of the two).',
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    username: t.string(),
    email: t.string({ description: 'A member’s e-mail invites that member; any other gets an e-mail with a sign-up link.' }),
  }),
});
const InviteIdInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ inviteId: t.globalID({ required: true, for: InviteRef }) }) });
const AcceptInput = InviteIdInput('AcceptBoardInviteInput');
const DeclineInput = InviteIdInput('DeclineBoardInviteInput');
const RemoveInviteInput = InviteIdInput('RemoveBoardInviteInput');
const RemoveCollaboratorInput = builder.inputType('RemoveBoardCollaboratorInput', {
  fields: (t) => ({ boardId: t.globalID({ required: true, for: BoardRef }), userId: t.globalID({ required: true, for: UserRef }) }),
});
const LeaveInput = builder.inputType('LeaveBoardInput', { fields: (t) => ({ boardId: t.globalID({ required: true, for: BoardRef }) }) });
const CreateCodeInput = builder.inputType('CreateBoardInviteCodeInput', {
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    channel: t.int({ description: 'Where the link will be shared, 0 to 99 (1, copy link, when left out).' }),
  }),
});
const RevokeCodeInput = builder.inputType('RevokeBoardInviteCodeInput', {
  fields: (t) => ({ boardId: t.globalID({ required: true, for: BoardRef }), code: t.string({ required: true }) }),
});
const RedeemCodeInput = builder.inputType('RedeemBoardInviteCodeInput', { fields: (t) => ({ inviteCode: t.string({ required: true }) }) });

/** Invite codes are base64url; anything else is refused here as v3 would (NOT_FOUND), without a request. */
const INVITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

builder.mutationFields((t) => ({
  inviteToBoard: t.field({
    type: InviteToBoardPayload,
    description: 'Invite someone to collaborate on a board (its owner, or a collaborator while collaboratorsCanInvite). Inviting again answers the pending invite.',
    args: { input: t.arg({ type: InviteToBoardInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const body: Record<string, unknown> = {};
      if (input.username != null) body.username = input.username;
      if (input.email != null) body.email = input.email;
      const { value, errors: raw } = await asUserErrors(() => ctx.v3.post<InviteResult>(`/v3/boards/${boardId}/invites/`, body));
      // v3's 404 'user not found' (unknown, or across a block) is about whom to invite; any other 404 is the board.
      const who = input.username != null ? 'username' : 'email';
      const errors = raw.map((e): UserErrorShape => {
        if (e.code !== 'NOT_FOUND') return e;
        return /user/i.test(e.message) || e.field === 'username' || e.field === 'email' ? { ...e, field: who } : { ...BOARD_NOT_FOUND, code: 'NOT_FOUND' };
      });
      if (!value) return { invite: null, emailInvite: null, board: null, errors };
      if (value.invite) InviteRef.getDataloader(ctx).clear(value.invite.id).prime(value.invite.id, value.invite);
      return { invite: value.invite ?? null, emailInvite: value.emailInvite ?? null, board: await freshBoard(ctx, boardId), errors };
    },
  }),
  acceptBoardInvite: t.field({
    type: AcceptPayload,
    description: 'Accept an invite the viewer received: they become a collaborator of the board.',
    args: { input: t.arg({ type: AcceptInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const key = await ownInvite(ctx, input.inviteId.id);
      if (!key) return { board: null, acceptedInviteId: null, errors: notFoundError(INVITE_NOT_FOUND) };
      const { value, errors } = await write(() => ctx.v3.post<Board>(`/v3/boards/${key.boardId}/invites/me/accept/`), INVITE_NOT_FOUND);
      if (!value) return { board: null, acceptedInviteId: null, errors };
      InviteRef.getDataloader(ctx).clear(input.inviteId.id);
      return { board: primeBoard(ctx, value), acceptedInviteId: input.inviteId.id, errors };
    },
  }),
  declineBoardInvite: t.field({
    type: DeclinePayload,
    description: 'Decline an invite the viewer received (it is deleted).',
    args: { input: t.arg({ type: DeclineInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const key = await ownInvite(ctx, input.inviteId.id);
      if (!key) return { declinedInviteId: null, errors: notFoundError(INVITE_NOT_FOUND) };
      const { value, errors } = await write(() => ctx.v3.post<unknown>(`/v3/boards/${key.boardId}/invites/me/decline/`), INVITE_NOT_FOUND);
      if (errors.length > 0 || value === null) return { declinedInviteId: null, errors };
      InviteRef.getDataloader(ctx).clear(input.inviteId.id);
      return { declinedInviteId: input.inviteId.id, errors };
    },
  }),
  removeBoardInvite: t.field({
    type: RemoveInvitePayload,
    description: 'Take back a pending invite (the board’s owner, or whoever sent it).',
    args: { input: t.arg({ type: RemoveInviteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const key = inviteKey(input.inviteId.id);
      if (!key) return { removedInviteId: null, board: null, errors: notFoundError(INVITE_NOT_FOUND) };
      const { errors } = await write(
        () => ctx.v3.send<unknown>('DELETE', `/v3/boards/${key.boardId}/invites/${key.userId}/?field_set_key=boardEdit`),
        INVITE_NOT_FOUND,
      );
      if (errors.length > 0) return { removedInviteId: null, board: null, errors };
      InviteRef.getDataloader(ctx).clear(input.inviteId.id);
      return { removedInviteId: input.inviteId.id, board: await freshBoard(ctx, key.boardId), errors };
    },
  }),
  removeBoardCollaborator: t.field({
    type: RemoveCollaboratorPayload,
    description: 'Remove an accepted collaborator from a board (its owner only; a collaborator leaves with leaveBoard).',
    args: { input: t.arg({ type: RemoveCollaboratorInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const userId = input.userId.id;
      const { errors } = await write(() => ctx.v3.send<unknown>('DELETE', `/v3/boards/${boardId}/collaborators/${userId}/`), BOARD_NOT_FOUND, {
        userId: 'userId',
      });
      if (errors.length > 0) return { removedUserId: null, board: null, errors };
      return { removedUserId: userId, board: await freshBoard(ctx, boardId), errors };
    },
  }),
  leaveBoard: t.field({
    type: LeavePayload,
    description: 'Stop collaborating on a board (an accepted collaborator; the owner cannot leave their own board).',
    args: { input: t.arg({ type: LeaveInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const { errors } = await write(() => ctx.v3.send<unknown>('DELETE', `/v3/boards/${boardId}/collaborators/me/`), BOARD_NOT_FOUND);
      if (errors.length > 0) return { leftBoardId: null, errors };
      BoardRef.getDataloader(ctx).clear(boardId);
      return { leftBoardId: boardId, errors };
    },
  }),
  createBoardInviteCode: t.field({
    type: InviteCodePayload,
    description: 'Make (or get the active) invite link of a board for a channel (its owner, or a collaborator while collaboratorsCanInvite).',
    args: { input: t.arg({ type: CreateCodeInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const body = input.channel == null ? {} : { channel: input.channel };
      const { value, errors } = await write(() => ctx.v3.post<InviteCode>(`/v3/boards/${boardId}/invite_codes/`, body), BOARD_NOT_FOUND);
      if (!value) return { inviteCode: null, board: null, errors };
      return { inviteCode: value, board: (await BoardRef.getDataloader(ctx).load(boardId)) ?? null, errors };
    },
  }),
  revokeBoardInviteCode: t.field({
    type: RevokeCodePayload,
    description: 'Revoke an invite link (the board’s owner, or whoever made it): it stops working at once.',
    args: { input: t.arg({ type: RevokeCodeInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const notFound = { field: 'code', message: CODE_NOT_FOUND.message };
      if (!INVITE_CODE.test(input.code)) return { revokedCode: null, board: null, errors: notFoundError(notFound) };
      const { errors } = await write(() => ctx.v3.send<unknown>('DELETE', `/v3/boards/${boardId}/invite_codes/${input.code}/`), notFound);
      if (errors.length > 0) return { revokedCode: null, board: null, errors };
      return { revokedCode: input.code, board: (await BoardRef.getDataloader(ctx).load(boardId)) ?? null, errors };
    },
  }),
  redeemBoardInviteCode: t.field({
    type: RedeemPayload,
    description: 'Join a board through its invite link: the viewer becomes a collaborator. Once per person.',
    args: { input: t.arg({ type: RedeemCodeInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      if (!INVITE_CODE.test(input.inviteCode)) return { board: null, errors: notFoundError(CODE_NOT_FOUND) };
      const { value, errors } = await write(() => ctx.v3.post<Board>(`/v3/invite_codes/${input.inviteCode}/redeem/`), CODE_NOT_FOUND, {
        code: 'inviteCode',
      });
      return { board: value ? primeBoard(ctx, value) : null, errors };
    },
  }),
}));
