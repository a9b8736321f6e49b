/**
 * Board invite codes over v3 (issue 15; platform §3, §7, §9; pin-card §5), on PGlite and PostgreSQL: who may make,
 * list and revoke them, reuse, expiry on both sides of 30 days by the server's clock, redemption once per person,
 * and InviteCodeMetadataResource (first name cut at 30, default image, channels, one 404 for every lookup miss).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boardInviteRedemptions, boards, users, type BoardRow } from '../../db/schema.ts';
import { limitedSessionToken } from '../../testing/board-writes.ts';
import { makeBoard, signature } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { groupScene, type GroupScene } from '../../testing/group-boards.ts';
import type { TestServer } from '../../testing/server.ts';
import { type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Board, V3InviteCode, V3InviteCodeMetadata, V3User } from '../types.ts';
import { INVITE_CODE_TTL_DAYS } from './invite-code-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = { code: 'not_found', message: 'invite not found' };

describe.each(backends())('v3 board invite codes on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  /** The scene (server/testing/group-boards.ts); its clock is still unless a test moves it (and puts it back). */
  let g: GroupScene;
  let started = 0;
  let owner: Member;
  let collaborator: Member;
  let stranger: Member;
  let blocked: Member;
  let limited: string;
  let boardCount = 0;

  const call = (url: string, options?: V3CallOptions) => g.call(url, options);
  const newBoard = (values: Partial<BoardRow> = {}, accepted: Member[] = [collaborator]) => g.board(values, { accepted });
  const make = (board: BoardRow, who: string | undefined, body: unknown = {}) =>
    call(`/v3/boards/${board.id}/invite_codes/`, { method: 'POST', cookie: who, body });
  const made = async (board: BoardRow, who: Member = owner, channel?: number) => {
    const answer = await make(board, who.token, channel === undefined ? {} : { channel });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v3Data<V3InviteCode>(answer);
  };
  const list = async (board: BoardRow, who: Member = owner) => v3Data<V3InviteCode[]>(await call(`/v3/boards/${board.id}/invite_codes/`, { cookie: who.token }));
  const revoke = (board: BoardRow, code: string, who: string | undefined) =>
    call(`/v3/boards/${board.id}/invite_codes/${code}/`, { method: 'DELETE', cookie: who });
  const metadata = (code: string, who?: string) => call(`/v3/invite_codes/${code}/`, { cookie: who });
  const redeem = (code: string, who: string | undefined) => call(`/v3/invite_codes/${code}/redeem/`, { method: 'POST', cookie: who });
  const statusOf = (board: BoardRow, member: Member) => g.rowOf(board, member);
  const isCollaborative = async (board: BoardRow) => (await g.boardRow(board)).isCollaborative;

  beforeAll(async () => {
    g = await groupScene(backend, 'ic_owner');
    ({ storage, server, owner } = g);
    started = g.now.ms;
    collaborator = await signUp(server, storage, 'ic_collab');
    stranger = await signUp(server, storage, 'ic_stranger');
    blocked = await signUp(server, storage, 'ic_blocked');
    await storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
    limited = await limitedSessionToken(storage.db, owner.row.id);
  });
  afterAll(async () => {
    await g?.close();
  });

  describe('making a code', () => {
    it('answers a new unguessable code with the board link, channel 1 and an expiry 30 days on, then the same code again', async () => {
      const board = await newBoard();
      const code = await made(board);
      expect(code.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(code).toMatchObject({
        board_id: String(board.id),
        url: `/ic_owner/${board.slug}/?invite_code=${code.code}`,
        channel: 1,
        created_at: new Date(g.now.ms).toISOString(),
        expires_at: new Date(g.now.ms + INVITE_CODE_TTL_DAYS * DAY_MS).toISOString(),
      });
      expect(code.inviter).toMatchObject({ id: String(owner.row.id), username: 'ic_owner' });
      expect(INVITE_CODE_TTL_DAYS).toBe(30);
      expect((await made(board)).code).toBe(code.code);
      expect((await made(board, owner, 1)).code).toBe(code.code);
    });

    it('makes one code per channel and per inviter, and lists the active ones to the owner and collaborators', async () => {
      const board = await newBoard();
      const first = await made(board);
      const other = await made(board, owner, 7);
      const theirs = await made(board, collaborator);
      expect(new Set([first.code, other.code, theirs.code]).size).toBe(3);
      expect(theirs.inviter.id).toBe(String(collaborator.row.id));
      expect(other.channel).toBe(7);
      const codes = (await list(board)).map((c) => c.code).sort();
      expect(codes).toEqual([first.code, other.code, theirs.code].sort());
      expect((await list(board, collaborator)).map((c) => c.code).sort()).toEqual(codes);
    });

    it('takes channels 0 to 99 as plain numbers and refuses anything else (400 param channel)', async () => {
      const board = await newBoard();
      expect((await made(board, owner, 0)).channel).toBe(0);
      expect((await made(board, owner, 99)).channel).toBe(99);
      for (const channel of [100, -1, 1.5, '5', true]) {
        const answer = await make(board, owner.token, { channel });
        expect(answer.status, String(channel)).toBe(400);
        expect(v3Error(answer)).toMatchObject({ code: 'invalid_parameter', param: 'channel' });
      }
    });

    it('lets a collaborator make codes only while collaborators may invite', async () => {
      const board = await newBoard({ collaboratorsCanInvite: false });
      for (const answer of [await make(board, collaborator.token), await call(`/v3/boards/${board.id}/invite_codes/`, { cookie: collaborator.token })]) {
        expect(answer.status).toBe(403);
        expect(v3Error(answer)).toEqual({ code: 'forbidden', message: 'Only the board owner can invite people to this board.', param: 'board_id' });
      }
      await storage.db.update(boards).set({ collaboratorsCanInvite: true }).where(eq(boards.id, board.id));
      expect((await made(board, collaborator)).inviter.id).toBe(String(collaborator.row.id));
    });

    it('refuses strangers, the blocked, visitors, a limited login and every code on an archived board', async () => {
      const board = await newBoard();
      const secret = await newBoard({ privacy: 'secret' });
      const archived = await newBoard({ archived: true });
      const expectations: [BoardRow, string | undefined, number, string][] = [
        [board, stranger.token, 403, 'forbidden'],
        [secret, stranger.token, 404, 'not_found'],
        [board, blocked.token, 404, 'not_found'],
        [board, undefined, 401, 'unauthenticated'],
        [board, limited, 403, 'limited_login'],
        [archived, owner.token, 403, 'forbidden'],
        [archived, collaborator.token, 403, 'forbidden'],
      ];
      for (const [target, who, status, code] of expectations) {
        const answer = await make(target, who);
        expect(answer.status, `${target.name} ${code}`).toBe(status);
        expect(v3Error(answer)?.code).toBe(code);
      }
      expect(v3Error(await make(archived, owner.token))?.message).toBe('This board is archived. Unarchive it to change it.');
      expect((await call(`/v3/boards/${board.id}/invite_codes/`, { cookie: stranger.token })).status).toBe(403);
      expect((await call(`/v3/boards/${secret.id}/invite_codes/`)).status).toBe(401);
    });
  });

  describe('revoking a code', () => {
    it('lets the owner revoke any code and the inviter their own; then the code is not found anywhere', async () => {
      const board = await newBoard();
      const mine = await made(board);
      const theirs = await made(board, collaborator);
      const refused = await revoke(board, mine.code, collaborator.token);
      expect(refused.status).toBe(403);
      expect(v3Error(refused)?.code).toBe('forbidden');
      expect((await revoke(board, mine.code, stranger.token)).status).toBe(403);
      expect((await revoke(board, mine.code, undefined)).status).toBe(401);
      const done = await revoke(board, theirs.code, owner.token);
      expect(v3Data(done)).toEqual({ revoked: true, code: theirs.code });
      expect(v3Data(await revoke(board, mine.code, owner.token))).toEqual({ revoked: true, code: mine.code });
      for (const code of [mine.code, theirs.code]) {
        expect(v3Error(await metadata(code))).toEqual(NOT_FOUND);
        expect(v3Error(await redeem(code, stranger.token))).toEqual(NOT_FOUND);
        const again = await revoke(board, code, owner.token);
        expect(again.status).toBe(404);
        expect(v3Error(again)).toEqual(NOT_FOUND);
      }
      expect(await list(board)).toEqual([]);
      const fresh = await made(board);
      expect(fresh.code).not.toBe(mine.code);
      const own = await made(board, collaborator);
      expect(v3Data(await revoke(board, own.code, collaborator.token))).toEqual({ revoked: true, code: own.code });
    });

    it('revokes on an archived board too, and not through another board', async () => {
      const board = await newBoard();
      const other = await newBoard();
      const code = await made(board);
      expect((await revoke(other, code.code, owner.token)).status).toBe(404);
      await storage.db.update(boards).set({ archived: true }).where(eq(boards.id, board.id));
      expect((await revoke(board, code.code, owner.token)).status).toBe(200);
    });
  });

  describe('expiry by the server clock', () => {
    it('finds a code until the instant it expires (30 days on), and never from then on', async () => {
      // Made a day before the members' sessions began, so the sessions (30 days) outlive the code.
      g.now.ms = started - DAY_MS;
      try {
        const board = await newBoard();
        const code = await made(board);
        const expiresMs = g.now.ms + INVITE_CODE_TTL_DAYS * DAY_MS;
        g.now.ms = expiresMs - 1;
        expect((await metadata(code.code)).status).toBe(200);
        expect((await list(board)).map((c) => c.code)).toEqual([code.code]);
        expect((await made(board)).code).toBe(code.code);
        g.now.ms = expiresMs;
        expect(v3Error(await metadata(code.code))).toEqual(NOT_FOUND);
        expect(v3Error(await redeem(code.code, stranger.token))).toEqual(NOT_FOUND);
        expect(await list(board)).toEqual([]);
        expect(v3Error(await revoke(board, code.code, owner.token))).toEqual(NOT_FOUND);
        g.now.ms = expiresMs + DAY_MS;
        expect(v3Error(await metadata(code.code))).toEqual(NOT_FOUND);
        g.now.ms = expiresMs - 1;
        expect((await redeem(code.code, stranger.token)).status).toBe(200);
        g.now.ms = expiresMs;
        const renewed = await made(board);
        expect(renewed.code).not.toBe(code.code);
        expect(renewed.expires_at).toBe(new Date(expiresMs + INVITE_CODE_TTL_DAYS * DAY_MS).toISOString());
      } finally {
        g.now.ms = started;
      }
    });
  });

  describe('redeeming a code', () => {
    it('makes the viewer an accepted collaborator of a secret board, once: after removal the link answers 410', async () => {
      const joiner = await signUp(server, storage, 'ic_joiner');
      const second = await signUp(server, storage, 'ic_second');
      const board = await newBoard({ privacy: 'secret' }, []);
      const code = await made(board);
      expect((await call(`/v3/boards/${board.id}/`, { cookie: joiner.token })).status).toBe(404);
      const joined = await redeem(code.code, joiner.token);
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(v3Data<V3Board>(joined)).toMatchObject({ id: String(board.id), is_collaborative: true });
      expect(await statusOf(board, joiner)).toMatchObject({ status: 'accepted', inviterId: owner.row.id, acceptedAt: new Date(g.now.ms) });
      expect(await isCollaborative(board)).toBe(true);
      expect((await call(`/v3/boards/${board.id}/`, { cookie: joiner.token })).status).toBe(200);
      // Already a collaborator: nothing changes.
      expect((await redeem(code.code, joiner.token)).status).toBe(200);
      // Removed (the row goes, platform rule of removal): the same link is used up for them.
      await storage.db.delete(boardCollaborators).where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, joiner.row.id)));
      const used = await redeem(code.code, joiner.token);
      expect(used.status).toBe(410);
      expect(v3Error(used)).toEqual({ code: 'invite_used', message: "You've already used this invite link.", param: 'invite_code' });
      expect(await statusOf(board, joiner)).toBeUndefined();
      expect((await call(`/v3/boards/${board.id}/`, { cookie: joiner.token })).status).toBe(404);
      // Someone else still may.
      expect((await redeem(code.code, second.token)).status).toBe(200);
      const redemptions = await storage.db.select().from(boardInviteRedemptions).where(eq(boardInviteRedemptions.code, code.code));
      expect(redemptions.map((r) => r.userId).sort()).toEqual([joiner.row.id, second.row.id].sort());
    });

    it("turns an open invite into an accepted collaborator, keeping the invite's inviter", async () => {
      const invited = await signUp(server, storage, 'ic_invited');
      const board = await newBoard({}, []);
      await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: invited.row.id, status: 'invited', inviterId: collaborator.row.id });
      expect(await isCollaborative(board)).toBe(false);
      const code = await made(board);
      expect((await redeem(code.code, invited.token)).status).toBe(200);
      expect(await statusOf(board, invited)).toMatchObject({ status: 'accepted', inviterId: collaborator.row.id, acceptedAt: new Date(g.now.ms) });
      expect(await isCollaborative(board)).toBe(true);
    });

    it('refuses the owner (400), visitors (401), a limited login (403), the blocked (404) and an archived board (403)', async () => {
      const board = await newBoard();
      const code = await made(board);
      const own = await redeem(code.code, owner.token);
      expect(own.status).toBe(400);
      expect(v3Error(own)?.param).toBe('invite_code');
      expect((await redeem(code.code, undefined)).status).toBe(401);
      expect(v3Error(await redeem(code.code, limited))?.code).toBe('limited_login');
      expect(v3Error(await redeem(code.code, blocked.token))).toEqual(NOT_FOUND);
      expect(v3Error(await redeem('no-such-code', stranger.token))).toEqual(NOT_FOUND);
      await storage.db.update(boards).set({ archived: true }).where(eq(boards.id, board.id));
      const archived = await redeem(code.code, stranger.token);
      expect(archived.status).toBe(403);
      expect(await statusOf(board, stranger)).toBeUndefined();
    });
  });

  describe('InviteCodeMetadataResource', () => {
    const named = async (firstName: string, imageSignature: string | null = null) => {
      boardCount += 1;
      const sender = await signUp(server, storage, `ic_sender${boardCount}`);
      await storage.db.update(users).set({ firstName, imageSignature }).where(eq(users.id, sender.row.id));
      const board = await makeBoard(storage.db, sender.row, { name: `Sent ${boardCount}`, slug: `sent-${boardCount}` });
      return { sender, board, code: await made(board, sender) };
    };

    it('answers the sender, channel and board to anyone, a visitor too', async () => {
      const { sender, board, code } = await named('Ada', signature('ada'));
      const user = v3Data<V3User>(await call(`/v3/users/${sender.username}/`));
      for (const who of [undefined, stranger.token, sender.token]) {
        const answer = await metadata(code.code, who);
        expect(answer.status).toBe(200);
        expect(v3Data<V3InviteCodeMetadata>(answer)).toEqual({
          invite_code: code.code,
          invite_channel: 1,
          sender: {
            id: String(sender.row.id),
            username: sender.username,
            first_name: 'Ada',
            image_medium_url: user.image_medium_url,
            is_default_image: false,
            should_show_messaging: true,
          },
          board: { id: String(board.id), name: board.name, url: `/${sender.username}/${board.slug}/` },
        });
      }
    });

    it('cuts the first name at 30 characters (code points): 30 stay whole, 31 lose the last', async () => {
      const thirty = 'Å'.repeat(28) + '😀x';
      const whole = await named(thirty);
      const long = await named(`${thirty}y`);
      const first = (answer: Awaited<ReturnType<typeof metadata>>) => v3Data<V3InviteCodeMetadata>(answer).sender;
      expect(first(await metadata(whole.code.code))).toMatchObject({ first_name: thirty, is_default_image: true });
      expect(first(await metadata(long.code.code)).first_name).toBe(thirty);
      expect([...first(await metadata(long.code.code)).first_name]).toHaveLength(30);
      const user = v3Data<V3User>(await call(`/v3/users/${whole.sender.username}/`));
      expect(first(await metadata(whole.code.code)).image_medium_url).toBe(user.image_medium_url);
    });

    it('stores and answers any channel: 4, 5, 8, 9, 11, 12, 15, 16 alike', async () => {
      const board = await newBoard();
      for (const channel of [4, 5, 8, 9, 11, 12, 15, 16]) {
        const code = await made(board, owner, channel);
        expect(code.channel).toBe(channel);
        expect(v3Data<V3InviteCodeMetadata>(await metadata(code.code)).invite_channel).toBe(channel);
      }
    });

    it('answers one identical 404 for unknown, malformed, a sender across a block either way, and a board gone', async () => {
      const { sender, board, code } = await named('Blocky');
      const answers = [await metadata('AAAAAAAAAAAAAAAAAAAAAA'), await metadata('not%20a%20code'), await metadata('x'.repeat(65))];
      const viewer = await signUp(server, storage, 'ic_viewer');
      await storage.db.insert(blocks).values({ blockerId: sender.row.id, blockedId: viewer.row.id });
      answers.push(await metadata(code.code, viewer.token));
      const blocker = await signUp(server, storage, 'ic_blocker');
      await storage.db.insert(blocks).values({ blockerId: blocker.row.id, blockedId: sender.row.id });
      answers.push(await metadata(code.code, blocker.token));
      expect((await metadata(code.code, stranger.token)).status).toBe(200);
      await storage.db.delete(boards).where(eq(boards.id, board.id));
      answers.push(await metadata(code.code));
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body.resource_response.error).toEqual(NOT_FOUND);
      }
    });
  });
});
