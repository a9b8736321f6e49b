/**
 * Open invites and collaborators over v3 (issue 15; platform §3 group boards), on PGlite and PostgreSQL: a board's
 * invite list (owner and collaborators, newest first, paged), one invite by id (owner, collaborator, inviter, invited),
 * removing an invite (owner or inviter; 409 once accepted), accept and decline, the received list and its count,
 * the collaborators list, removing a collaborator (owner) and leaving (self; 409 for an invite), with
 * collaborator_count and is_collaborative following, and a secret board seen on accept and 404 right after removal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blocks, boards } from '../../db/schema.ts';
import { END_BOOKMARK } from '../envelope.ts';
import { groupScene, type GroupScene } from '../../testing/group-boards.ts';
import { v3Data, v3Error } from '../../testing/harness.ts';
import type { Member } from '../../testing/members.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Board, V3BoardCollaborator, V3BoardInvite } from '../types.ts';

describe.each(backends())('v3 board invites and collaborators on $name', (backend) => {
  let s: GroupScene;
  let owner: Member;
  let collaborator: Member;
  let stranger: Member;
  let names = 0;
  const fresh = () => s.member(`col_m${(names += 1)}`);
  const get = (url: string, who?: string) => s.call(url, { cookie: who });
  const post = (url: string, who?: string) => s.call(url, { method: 'POST', cookie: who });
  const del = (url: string, who?: string) => s.call(url, { method: 'DELETE', cookie: who });
  const inviteBy = async (board: { id: number }, who: Member, guest: Member) => {
    const answer = await s.call(`/v3/boards/${board.id}/invites/`, { method: 'POST', cookie: who.token, body: { username: guest.username } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    s = await groupScene(backend, 'col_owner');
    owner = s.owner;
    collaborator = await s.member('col_collab');
    stranger = await s.member('col_stranger');
  });
  afterAll(async () => {
    await s?.close();
  });

  describe("a board's open invites", () => {
    it('lists open invites newest first to the owner and collaborators, paged by bookmark; accepted rows are not invites', async () => {
      const [a, b, c] = [await fresh(), await fresh(), await fresh()];
      const board = await s.board({}, { accepted: [collaborator] });
      await inviteBy(board, owner, a);
      s.now.ms += 1000;
      await inviteBy(board, collaborator, b);
      s.now.ms += 1000;
      await inviteBy(board, owner, c);
      for (const who of [owner, collaborator]) {
        const first = await get(`/v3/boards/${board.id}/invites/?page_size=2`, who.token);
        expect(v3Data<V3BoardInvite[]>(first).map((i) => i.invited_user.username)).toEqual([c.username, b.username]);
        const bookmark = first.body.resource_response.bookmark!;
        const second = await get(`/v3/boards/${board.id}/invites/?page_size=2&bookmark=${encodeURIComponent(bookmark)}`, who.token);
        expect(v3Data<V3BoardInvite[]>(second).map((i) => i.invited_user.username)).toEqual([a.username]);
        expect(second.body.resource_response.bookmark).toBe(END_BOOKMARK);
      }
    });

    it('refuses the invite list to others who see the board (403), visitors (401), and hides a secret board (404)', async () => {
      const board = await s.board({}, { accepted: [collaborator] });
      const secret = await s.board({ privacy: 'secret' }, { accepted: [collaborator] });
      const guest = await fresh();
      await inviteBy(secret, owner, guest);
      expect((await get(`/v3/boards/${board.id}/invites/`, stranger.token)).status).toBe(403);
      expect((await get(`/v3/boards/${board.id}/invites/`)).status).toBe(401);
      expect((await get(`/v3/boards/${secret.id}/invites/`, stranger.token)).status).toBe(404);
      // Invited is not a member: the secret board's invites are as hidden from them as the board.
      expect((await get(`/v3/boards/${secret.id}/invites/`, guest.token)).status).toBe(404);
    });

    it('shows one invite to the owner, a collaborator, the inviter and the invited person, 404 to anyone else', async () => {
      const helper = await fresh();
      const board = await s.board({ privacy: 'secret' }, { accepted: [collaborator, helper] });
      const guest = await fresh();
      await inviteBy(board, helper, guest);
      const url = `/v3/boards/${board.id}/invites/${guest.row.id}/`;
      for (const who of [owner, collaborator, helper, guest]) {
        const answer = await get(url, who.token);
        expect(answer.status, who.username).toBe(200);
        expect(v3Data<V3BoardInvite>(answer)).toMatchObject({ id: `${board.id}:${guest.row.id}`, status: 'invited', board: { name: board.name }, inviter: { id: String(helper.row.id) } });
      }
      for (const who of [stranger.token, undefined]) expect((await get(url, who)).status).toBe(404);
      expect((await get(`/v3/boards/${board.id}/invites/${stranger.row.id}/`, owner.token)).status).toBe(404);
    });

    it('lets the owner and the inviter remove an open invite, refuses others (403) and an accepted one (409)', async () => {
      const helper = await fresh();
      const board = await s.board({}, { accepted: [collaborator, helper] });
      const [a, b, c] = [await fresh(), await fresh(), await fresh()];
      await inviteBy(board, collaborator, a);
      await inviteBy(board, collaborator, b);
      await inviteBy(board, owner, c);
      const url = (m: Member) => `/v3/boards/${board.id}/invites/${m.row.id}/?field_set_key=boardEdit`;
      for (const who of [helper, stranger, c]) {
        const refused = await del(url(c), who.token);
        expect(refused.status, who.username).toBe(403);
        expect(v3Error(refused)?.code).toBe('forbidden');
      }
      expect((await del(url(c))).status).toBe(401);
      expect(v3Data(await del(url(a), owner.token))).toEqual({ deleted: true, id: `${board.id}:${a.row.id}` });
      expect(v3Data(await del(url(b), collaborator.token))).toEqual({ deleted: true, id: `${board.id}:${b.row.id}` });
      expect(await s.rowOf(board, a)).toBeUndefined();
      expect(await s.rowOf(board, b)).toBeUndefined();
      expect((await del(url(a), owner.token)).status).toBe(404);
      const accepted = await del(url(helper), owner.token);
      expect(accepted.status).toBe(409);
      expect(v3Error(accepted)?.code).toBe('not_an_invite');
      expect((await s.rowOf(board, helper))?.status).toBe('accepted');
      // On an archived board too.
      await s.storage.db.update(boards).set({ archived: true }).where(eq(boards.id, board.id));
      expect((await del(url(c), owner.token)).status).toBe(200);
    });
  });

  describe('accepting and declining', () => {
    it('accept makes the invited person a collaborator: the secret board is theirs to read, counted and collaborative', async () => {
      const board = await s.board({ privacy: 'secret' });
      const guest = await fresh();
      await inviteBy(board, owner, guest);
      expect((await get(`/v3/boards/${board.id}/`, guest.token)).status).toBe(404);
      expect(v3Data<V3Board>(await get(`/v3/boards/${board.id}/`, owner.token))).toMatchObject({ collaborator_count: 0, is_collaborative: false });
      const accepted = await post(`/v3/boards/${board.id}/invites/me/accept/`, guest.token);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(v3Data<V3Board>(accepted)).toMatchObject({ id: String(board.id), collaborated_by_me: true, collaborator_count: 1, is_collaborative: true, viewer_can_invite: true });
      expect(await s.rowOf(board, guest)).toMatchObject({ status: 'accepted', acceptedAt: new Date(s.now.ms), inviterId: owner.row.id });
      expect((await s.boardRow(board)).isCollaborative).toBe(true);
      expect((await get(`/v3/boards/${board.id}/pins/`, guest.token)).status).toBe(200);
      const again = await post(`/v3/boards/${board.id}/invites/me/accept/`, guest.token);
      expect(again.status).toBe(404);
      expect(v3Error(again)?.message).toBe('invite not found');
    });

    it('decline deletes the invite; without an open invite accept and decline are 404; signed out 401', async () => {
      const board = await s.board();
      const guest = await fresh();
      await inviteBy(board, owner, guest);
      expect((await post(`/v3/boards/${board.id}/invites/me/decline/`)).status).toBe(401);
      expect((await post(`/v3/boards/${board.id}/invites/me/accept/`, stranger.token)).status).toBe(404);
      const declined = await post(`/v3/boards/${board.id}/invites/me/decline/`, guest.token);
      expect(v3Data(declined)).toEqual({ declined: true, id: `${board.id}:${guest.row.id}` });
      expect(await s.rowOf(board, guest)).toBeUndefined();
      expect((await post(`/v3/boards/${board.id}/invites/me/decline/`, guest.token)).status).toBe(404);
      expect((await post(`/v3/boards/${board.id}/invites/me/accept/`, guest.token)).status).toBe(404);
      expect((await s.boardRow(board)).isCollaborative).toBe(false);
    });

    it("lists the viewer's open invites newest first with their count, leaving out boards across a block", async () => {
      const guest = await fresh();
      const other = await fresh();
      const first = await s.board({ privacy: 'secret' });
      s.now.ms += 1000;
      const second = await s.board({}, { owner: other });
      await inviteBy(first, owner, guest);
      s.now.ms += 1000;
      await inviteBy(second, other, guest);
      const accepted = await s.board({}, { accepted: [guest] });
      const received = v3Data<V3BoardInvite[]>(await get('/v3/users/me/board_invites/', guest.token));
      expect(received.map((i) => i.board.id)).toEqual([String(second.id), String(first.id)]);
      expect(received[1]).toMatchObject({ board: { name: first.name, privacy: 'secret', owner: { id: String(owner.row.id) } }, inviter: { id: String(owner.row.id) } });
      expect(received.some((i) => i.board.id === String(accepted.id))).toBe(false);
      expect(v3Data(await get('/v3/users/me/board_invites/count/', guest.token))).toEqual({ count: 2 });
      const paged = await get('/v3/users/me/board_invites/?page_size=1', guest.token);
      expect(v3Data<V3BoardInvite[]>(paged).map((i) => i.board.id)).toEqual([String(second.id)]);
      expect(paged.body.resource_response.bookmark).not.toBe(END_BOOKMARK);
      await s.storage.db.insert(blocks).values({ blockerId: guest.row.id, blockedId: other.row.id });
      expect(v3Data<V3BoardInvite[]>(await get('/v3/users/me/board_invites/', guest.token)).map((i) => i.board.id)).toEqual([String(first.id)]);
      expect(v3Data(await get('/v3/users/me/board_invites/count/', guest.token))).toEqual({ count: 1 });
      expect((await post(`/v3/boards/${second.id}/invites/me/accept/`, guest.token)).status).toBe(404);
      expect((await get('/v3/users/me/board_invites/count/')).status).toBe(401);
    });
  });

  describe('collaborators', () => {
    it('lists accepted collaborators oldest first to anyone who reads the board; 404 where the board is hidden', async () => {
      const [a, b] = [await fresh(), await fresh()];
      const board = await s.board({}, { accepted: [a] });
      s.now.ms += 1000;
      const guest = await fresh();
      await inviteBy(board, owner, b);
      await inviteBy(board, owner, guest);
      await post(`/v3/boards/${board.id}/invites/me/accept/`, b.token);
      for (const who of [owner.token, stranger.token, undefined]) {
        const list = v3Data<V3BoardCollaborator[]>(await get(`/v3/boards/${board.id}/collaborators/`, who));
        expect(list.map((c) => c.user.username)).toEqual([a.username, b.username]);
        expect(list[1]).toMatchObject({ board_id: String(board.id), status: 'accepted', accepted_at: new Date(s.now.ms).toISOString(), inviter: { id: String(owner.row.id) } });
      }
      const paged = await get(`/v3/boards/${board.id}/collaborators/?page_size=1`, owner.token);
      expect(v3Data<V3BoardCollaborator[]>(paged).map((c) => c.user.username)).toEqual([a.username]);
      const rest = await get(`/v3/boards/${board.id}/collaborators/?page_size=1&bookmark=${encodeURIComponent(paged.body.resource_response.bookmark!)}`, owner.token);
      expect(v3Data<V3BoardCollaborator[]>(rest).map((c) => c.user.username)).toEqual([b.username]);
      const secret = await s.board({ privacy: 'secret' }, { accepted: [a] });
      expect((await get(`/v3/boards/${secret.id}/collaborators/`, stranger.token)).status).toBe(404);
      expect((await get(`/v3/boards/${secret.id}/collaborators/`, a.token)).status).toBe(200);
    });

    it('the owner removes a collaborator: counts follow and the secret board is 404 to them at once', async () => {
      const [a, b] = [await fresh(), await fresh()];
      const board = await s.board({ privacy: 'secret' }, { accepted: [a, b] });
      expect(v3Data<V3Board>(await get(`/v3/boards/${board.id}/`, owner.token))).toMatchObject({ collaborator_count: 2, is_collaborative: true });
      expect(v3Data(await del(`/v3/boards/${board.id}/collaborators/${a.row.id}/`, owner.token))).toEqual({ deleted: true, board_id: String(board.id), user_id: String(a.row.id) });
      expect((await get(`/v3/boards/${board.id}/`, a.token)).status).toBe(404);
      expect((await get(`/v3/boards/${board.id}/pins/`, a.token)).status).toBe(404);
      expect(v3Data<V3Board>(await get(`/v3/boards/${board.id}/`, owner.token))).toMatchObject({ collaborator_count: 1, is_collaborative: true });
      expect((await del(`/v3/boards/${board.id}/collaborators/${a.row.id}/`, owner.token)).status).toBe(404);
      expect(v3Data(await del(`/v3/boards/${board.id}/collaborators/${b.row.id}/`, owner.token))).toMatchObject({ deleted: true });
      expect(v3Data<V3Board>(await get(`/v3/boards/${board.id}/`, owner.token))).toMatchObject({ collaborator_count: 0, is_collaborative: false });
      expect((await s.boardRow(board)).isCollaborative).toBe(false);
    });

    it('a collaborator leaves (me or their id) but may not remove another (403); an invite is not a collaborator (409)', async () => {
      const [a, b] = [await fresh(), await fresh()];
      const board = await s.board({}, { accepted: [a, b] });
      const guest = await fresh();
      await inviteBy(board, owner, guest);
      const other = await del(`/v3/boards/${board.id}/collaborators/${b.row.id}/`, a.token);
      expect(other.status).toBe(403);
      expect(v3Error(other)).toMatchObject({ code: 'forbidden', param: 'user_id' });
      expect((await del(`/v3/boards/${board.id}/collaborators/${b.row.id}/`, stranger.token)).status).toBe(403);
      expect((await del(`/v3/boards/${board.id}/collaborators/${b.row.id}/`)).status).toBe(401);
      for (const [who, id] of [[owner, String(guest.row.id)], [guest, 'me']] as const) {
        const invite = await del(`/v3/boards/${board.id}/collaborators/${id}/`, who.token);
        expect(invite.status).toBe(409);
        expect(v3Error(invite)?.code).toBe('not_a_collaborator');
      }
      expect((await s.rowOf(board, guest))?.status).toBe('invited');
      expect(v3Data(await del(`/v3/boards/${board.id}/collaborators/me/`, a.token))).toEqual({ deleted: true, board_id: String(board.id), user_id: String(a.row.id) });
      expect((await s.boardRow(board)).isCollaborative).toBe(true);
      // Leaving an archived board is allowed; the last one out clears is_collaborative.
      const archived = await s.board({ archived: true }, { accepted: [b] });
      expect((await del(`/v3/boards/${archived.id}/collaborators/${b.row.id}/`, b.token)).status).toBe(200);
      expect((await s.boardRow(archived)).isCollaborative).toBe(false);
      expect((await del(`/v3/boards/${board.id}/collaborators/me/`, b.token)).status).toBe(200);
      expect((await s.boardRow(board)).isCollaborative).toBe(false);
    });
  });
});
