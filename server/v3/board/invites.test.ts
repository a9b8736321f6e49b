/**
 * Inviting people to a board over v3 (issue 15; platform §3 group boards), on PGlite and PostgreSQL: who may invite
 * (owner; a collaborator while collaborators_can_invite; not archived, signed out or limited), whom (not yourself,
 * the owner, someone unknown or across a block either way, an accepted collaborator), an open invite answered again,
 * e-mail invites (a member's address, a stranger's with its mail, claimed at sign-up whatever the case), the
 * 50-an-hour limit by the server clock, and viewer_can_invite / collaborators_can_invite on board answers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, boardEmailInvites, outbox } from '../../db/schema.ts';
import { limitedSessionToken } from '../../testing/board-writes.ts';
import { groupScene, type GroupScene } from '../../testing/group-boards.ts';
import { v3Data, v3Error } from '../../testing/harness.ts';
import type { Member } from '../../testing/members.ts';
import { backends } from '../../testing/storage.ts';
import { BOARD_INVITES_PER_HOUR } from '../session/rate-limit.ts';
import type { V3Board, V3BoardInvite, V3InviteResult } from '../types.ts';

const HOUR_MS = 60 * 60 * 1000;
const USER_NOT_FOUND = (param: string) => ({ code: 'not_found', message: 'user not found', param });

describe.each(backends())('v3 board invites on $name', (backend) => {
  let s: GroupScene;
  let owner: Member;
  let collaborator: Member;
  let stranger: Member;
  let names = 0;
  const fresh = () => s.member(`inv_m${(names += 1)}`);

  const invited = async (answer: Awaited<ReturnType<GroupScene['invite']>>) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v3Data<V3InviteResult>(answer);
  };
  const boardAs = async (id: number, who?: string) => v3Data<V3Board>(await s.call(`/v3/boards/${id}/`, { cookie: who }));

  beforeAll(async () => {
    s = await groupScene(backend, 'inv_owner');
    owner = s.owner;
    collaborator = await s.member('inv_collab');
    stranger = await s.member('inv_stranger');
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('by username', () => {
    it('makes an open invite naming the board, the invited person and the inviter; asking again answers the same one', async () => {
      const board = await s.board({ privacy: 'secret' });
      const guest = await fresh();
      const result = await invited(await s.invite(board, owner.token, { username: guest.username.toUpperCase(), orbac_subject_id: '123' }));
      expect(result.email_invite).toBeNull();
      const invite = result.invite!;
      expect(invite).toMatchObject({
        id: `${board.id}:${guest.row.id}`,
        node_type: 'invite',
        status: 'invited',
        board: { id: String(board.id), name: board.name, privacy: 'secret', collaborator_count: 0, is_collaborative: false },
        invited_user: { id: String(guest.row.id), username: guest.username },
        inviter: { id: String(owner.row.id) },
        created_at: new Date(s.now.ms).toISOString(),
      });
      expect((await s.rowOf(board, guest))).toMatchObject({ status: 'invited', inviterId: owner.row.id, acceptedAt: null });
      s.now.ms += 1000;
      const again = await invited(await s.invite(board, owner.token, { username: guest.username }));
      expect(again.invite).toEqual(invite);
      // An open invite grants nothing: the secret board is still unknown to them, and is not collaborative.
      expect((await s.call(`/v3/boards/${board.id}/`, { cookie: guest.token })).status).toBe(404);
      expect((await s.boardRow(board)).isCollaborative).toBe(false);
    });

    it('refuses yourself and the owner (400), someone unknown (404) and an accepted collaborator (409)', async () => {
      const board = await s.board({}, { accepted: [collaborator] });
      const self = await s.invite(board, owner.token, { username: owner.username });
      expect(self.status).toBe(400);
      expect(v3Error(self)).toMatchObject({ code: 'invalid_parameter', param: 'username', message: "You can't invite yourself." });
      const theOwner = await s.invite(board, collaborator.token, { username: owner.username });
      expect(theOwner.status).toBe(400);
      expect(v3Error(theOwner)?.message).toBe('The board owner is already on this board.');
      const unknown = await s.invite(board, owner.token, { username: 'nobody_here_at_all' });
      expect(unknown.status).toBe(404);
      expect(v3Error(unknown)).toEqual(USER_NOT_FOUND('username'));
      const already = await s.invite(board, owner.token, { username: collaborator.username });
      expect(already.status).toBe(409);
      expect(v3Error(already)?.code).toBe('already_collaborator');
      expect((await s.rowOf(board, collaborator))?.status).toBe('accepted');
    });

    it('answers 400 for neither or both of username and email, and for a bad address', async () => {
      const board = await s.board();
      for (const body of [{}, { username: 'a', email: 'a@example.com' }, { username: '  ' }]) {
        const answer = await s.invite(board, owner.token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(v3Error(answer)?.code).toBe('invalid_body');
      }
      const bad = await s.invite(board, owner.token, { email: 'not an address' });
      expect(bad.status).toBe(400);
      expect(v3Error(bad)?.param).toBe('email');
    });

    it('answers as for an unknown user across a block, either way, with the inviter or the owner', async () => {
      const board = await s.board({}, { accepted: [collaborator] });
      const blocksMe = await fresh();
      const iBlock = await fresh();
      const blocksOwner = await fresh();
      await s.storage.db.insert(blocks).values([
        { blockerId: blocksMe.row.id, blockedId: owner.row.id },
        { blockerId: owner.row.id, blockedId: iBlock.row.id },
        { blockerId: blocksOwner.row.id, blockedId: owner.row.id },
      ]);
      for (const [who, target] of [[owner, blocksMe], [owner, iBlock], [collaborator, blocksOwner]] as const) {
        for (const body of [{ username: target.username }, { email: target.row.email }]) {
          const answer = await s.invite(board, who.token, body);
          expect(answer.status, `${who.username} → ${target.username}`).toBe(404);
          expect(v3Error(answer)).toEqual(USER_NOT_FOUND('username' in body ? 'username' : 'email'));
        }
        expect(await s.rowOf(board, target)).toBeUndefined();
      }
      const unblocked = await fresh();
      expect((await invited(await s.invite(board, collaborator.token, { username: unblocked.username }))).invite?.inviter?.id).toBe(String(collaborator.row.id));
    });
  });

  describe('who may invite', () => {
    it('refuses strangers, the blocked, visitors, a limited login and an archived board, inviting nobody', async () => {
      const board = await s.board({}, { accepted: [collaborator] });
      const secret = await s.board({ privacy: 'secret' });
      const archived = await s.board({ archived: true }, { accepted: [collaborator] });
      const blockedOne = await fresh();
      await s.storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blockedOne.row.id });
      const limited = await limitedSessionToken(s.storage.db, owner.row.id);
      const target = await fresh();
      const cases: [typeof board, string | undefined, number, string][] = [
        [board, stranger.token, 403, 'forbidden'],
        [secret, stranger.token, 404, 'not_found'],
        [board, blockedOne.token, 404, 'not_found'],
        [board, undefined, 401, 'unauthenticated'],
        [board, limited, 403, 'limited_login'],
        [archived, owner.token, 403, 'forbidden'],
        [archived, collaborator.token, 403, 'forbidden'],
      ];
      for (const [where, who, status, code] of cases) {
        const answer = await s.invite(where, who, { username: target.username });
        expect(answer.status, `${where.name} ${code}`).toBe(status);
        expect(v3Error(answer)?.code).toBe(code);
        expect(await s.rowOf(where, target)).toBeUndefined();
      }
    });

    it('lets a collaborator invite only while collaborators_can_invite, which only the owner changes', async () => {
      const board = await s.board({}, { accepted: [collaborator] });
      expect(await boardAs(board.id, collaborator.token)).toMatchObject({ collaborators_can_invite: true, viewer_can_invite: true });
      const refusedEdit = await s.call(`/v3/boards/${board.id}/`, { method: 'PUT', cookie: collaborator.token, body: { collaborators_can_invite: false } });
      expect(refusedEdit.status).toBe(403);
      expect(v3Error(refusedEdit)?.message).toBe('Only the board owner can do that.');
      const edited = await s.call(`/v3/boards/${board.id}/`, { method: 'PUT', cookie: owner.token, body: { collaborators_can_invite: false } });
      expect(v3Data<V3Board>(edited)).toMatchObject({ collaborators_can_invite: false, viewer_can_invite: true });
      expect(await boardAs(board.id, collaborator.token)).toMatchObject({ collaborators_can_invite: false, viewer_can_invite: false });
      const target = await fresh();
      const refused = await s.invite(board, collaborator.token, { username: target.username });
      expect(refused.status).toBe(403);
      expect(v3Error(refused)).toEqual({ code: 'forbidden', message: 'Only the board owner can invite people to this board.', param: 'board_id' });
      expect((await s.invite(board, owner.token, { username: target.username })).status).toBe(200);
      await s.call(`/v3/boards/${board.id}/`, { method: 'PUT', cookie: owner.token, body: { collaborators_can_invite: true } });
      const other = await fresh();
      expect((await s.invite(board, collaborator.token, { username: other.username })).status).toBe(200);
      const bad = await s.call(`/v3/boards/${board.id}/`, { method: 'PUT', cookie: owner.token, body: { collaborators_can_invite: 'maybe' } });
      expect(bad.status).toBe(400);
      expect(v3Error(bad)?.param).toBe('collaborators_can_invite');
    });

    it('says viewer_can_invite: the owner and collaborators, not strangers, visitors or anyone on an archived board', async () => {
      const board = await s.board({}, { accepted: [collaborator] });
      const archived = await s.board({ archived: true }, { accepted: [collaborator] });
      expect((await boardAs(board.id, owner.token)).viewer_can_invite).toBe(true);
      expect((await boardAs(board.id, collaborator.token)).viewer_can_invite).toBe(true);
      expect((await boardAs(board.id, stranger.token)).viewer_can_invite).toBe(false);
      expect((await boardAs(board.id)).viewer_can_invite).toBe(false);
      expect((await boardAs(archived.id, owner.token)).viewer_can_invite).toBe(false);
      expect((await boardAs(archived.id, collaborator.token)).viewer_can_invite).toBe(false);
    });
  });

  describe('by e-mail', () => {
    it("invites the member who has the address, whatever its case", async () => {
      const board = await s.board();
      const guest = await fresh();
      const result = await invited(await s.invite(board, owner.token, { email: ` ${guest.row.email!.toUpperCase()} ` }));
      expect(result.email_invite).toBeNull();
      expect(result.invite?.invited_user.id).toBe(String(guest.row.id));
      expect(await s.storage.db.$count(boardEmailInvites, eq(boardEmailInvites.boardId, board.id))).toBe(0);
    });

    it('keeps an e-mail invite for an address nobody has and mails it once; the sign-up with it makes an open invite', async () => {
      const board = await s.board({ privacy: 'secret' });
      const other = await s.board();
      const result = await invited(await s.invite(board, owner.token, { email: 'Late.Comer@Example.COM' }));
      expect(result).toEqual({
        invite: null,
        email_invite: { email: 'late.comer@example.com', node_type: 'email_invite', board_id: String(board.id), created_at: new Date(s.now.ms).toISOString() },
      });
      expect((await invited(await s.invite(board, owner.token, { email: 'late.comer@example.com' }))).email_invite).toEqual(result.email_invite);
      await invited(await s.invite(other, owner.token, { email: 'LATE.comer@example.com' }));
      const mails = await s.storage.db.select().from(outbox).where(sql`${outbox.kind} = 'board_invite' and ${outbox.recipient} = 'late.comer@example.com'`);
      expect(mails).toHaveLength(2);
      expect(mails[0]!.body).toContain(`/signup/?next=${encodeURIComponent(`/inv_owner/${board.slug}/?accept_invite=true`)}`);
      expect(mails[0]!.subject).toContain(board.name);

      const newcomer = await s.server.app.inject({
        method: 'POST',
        url: '/v3/register/',
        remoteAddress: '10.99.0.1',
        payload: { email: 'Late.Comer@example.com', password: 'correct horse battery', birthday: '1990-05-04', username: 'late_comer' },
      });
      expect(newcomer.statusCode).toBe(201);
      const token = /^cb_session=([^;]*)/.exec(String(newcomer.headers['set-cookie']))![1]!;
      const received = v3Data<V3BoardInvite[]>(await s.call('/v3/users/me/board_invites/', { cookie: token }));
      expect(received.map((i) => [i.board.id, i.status, i.inviter?.id]).sort()).toEqual(
        [[String(board.id), 'invited', String(owner.row.id)], [String(other.id), 'invited', String(owner.row.id)]].sort(),
      );
      expect(await s.storage.db.$count(boardEmailInvites, sql`lower(${boardEmailInvites.email}) = 'late.comer@example.com'`)).toBe(0);
      const accepted = await s.call(`/v3/boards/${board.id}/invites/me/accept/`, { method: 'POST', cookie: token });
      expect(v3Data<V3Board>(accepted)).toMatchObject({ id: String(board.id), collaborated_by_me: true, collaborator_count: 1 });
    });
  });

  describe('the hourly limit', () => {
    it(`takes ${BOARD_INVITES_PER_HOUR} invites an hour from one account, refuses the next with Retry-After, and takes more the next hour`, async () => {
      const busy = await fresh();
      const board = await s.board({}, { owner: busy });
      for (let n = 0; n < BOARD_INVITES_PER_HOUR; n += 1) {
        await invited(await s.invite(board, busy.token, { email: `limit${n}@example.com` }));
      }
      const over = await s.invite(board, busy.token, { email: 'limit-over@example.com' });
      expect(over.status).toBe(429);
      expect(v3Error(over)?.code).toBe('rate_limited');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not limited by it.
      const guest = await fresh();
      expect((await s.invite(await s.board(), owner.token, { username: guest.username })).status).toBe(200);
      s.now.ms += HOUR_MS;
      expect((await s.invite(board, busy.token, { email: 'limit-over@example.com' })).status).toBe(200);
      expect(BOARD_INVITES_PER_HOUR).toBe(50);
    });
  });
});
