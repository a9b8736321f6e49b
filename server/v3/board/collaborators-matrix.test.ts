/**
 * Who may read and write a group board (issue 15, the contract's authorisation matrix), on PGlite and PostgreSQL.
 * Viewers: the owner, an accepted collaborator, one invited (not accepted), one removed (accepted, then removed),
 * one who declined, a stranger, a visitor signed out, and a collaborator the owner blocked after they joined; each
 * state made through the real endpoints (invite, accept, decline, remove, block). Reads (the board by id and by path,
 * its pins, sections, collaborators and invites) on a secret and on a public board; writes (save a pin, make a
 * section, invite, remove someone, edit privacy, delete) on a secret board, refusals as the write rule answers them
 * (boardWriteRefusal, server/testing/board-writes.ts) changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, boards, boardSections, pins, saves, type BoardRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { boardWriteRefusal, type BoardWriter } from '../../testing/board-writes.ts';
import { makeBoard, makePin, makeSection, makeUser } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, type V3CallOptions, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

const VIEWERS = ['owner', 'accepted', 'invited', 'removed', 'declined', 'stranger', 'signed out', 'blocked'] as const;
type ViewerKind = (typeof VIEWERS)[number];

/** Each viewer as the board write rule sees them. */
const AS_WRITER: Record<ViewerKind, BoardWriter> = {
  owner: 'owner',
  accepted: 'collaborator',
  invited: 'other',
  removed: 'other',
  declined: 'other',
  stranger: 'other',
  'signed out': 'anonymous',
  blocked: 'blocked',
};

/** The board and what its reads and writes need. */
interface Scene {
  board: BoardRow;
  owner: Member;
  /** An accepted collaborator only the owner's 'remove someone' takes off. */
  victim: Member;
}

interface Read {
  name: string;
  url: (s: Scene) => string;
  /** Only the owner and accepted collaborators read it (others who see the board: 403). */
  members?: boolean;
}

const READS: Read[] = [
  { name: 'board by id', url: (s) => `/v3/boards/${s.board.id}/` },
  { name: 'board by path', url: (s) => `/v3/users/${s.owner.username}/boards/${s.board.slug}/` },
  { name: 'pins', url: (s) => `/v3/boards/${s.board.id}/pins/` },
  { name: 'sections', url: (s) => `/v3/boards/${s.board.id}/sections/` },
  { name: 'collaborators', url: (s) => `/v3/boards/${s.board.id}/collaborators/` },
  { name: 'invites', url: (s) => `/v3/boards/${s.board.id}/invites/`, members: true },
];

interface Write {
  name: string;
  needs: 'owner' | 'collaborator';
  method: 'POST' | 'PUT' | 'DELETE';
  url: (s: Scene, n: number) => string;
  body?: (s: Scene, n: number) => unknown;
}

describe.each(backends())('v3 group board authorisation matrix on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  const people = new Map<ViewerKind, Member | undefined>();
  /** Members invited by the writes (one for each try, so no try meets an invite already there). */
  const invitees: UserRow[] = [];
  const sourcePins: PinRow[] = [];
  let secret: Scene;
  let publicScene: Scene;
  let tries = 0;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const expectOk = (answer: V3Answer, what: string) => expect([200, 201], `${what}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
  const tokenOf = (kind: ViewerKind) => people.get(kind)?.token;

  const WRITES: Write[] = [
    { name: 'save a pin', needs: 'collaborator', method: 'POST', url: (_s, n) => `/v3/pins/${sourcePins[n]!.id}/repin/`, body: (s) => ({ board_id: String(s.board.id) }) },
    { name: 'make a section', needs: 'collaborator', method: 'POST', url: (s) => `/v3/boards/${s.board.id}/sections/`, body: (_s, n) => ({ title: `Part ${n}` }) },
    { name: 'invite', needs: 'collaborator', method: 'POST', url: (s) => `/v3/boards/${s.board.id}/invites/`, body: (_s, n) => ({ username: invitees[n]!.username }) },
    { name: 'remove someone', needs: 'owner', method: 'DELETE', url: (s) => `/v3/boards/${s.board.id}/collaborators/${s.victim.row.id}/` },
    { name: 'edit privacy', needs: 'owner', method: 'PUT', url: (s) => `/v3/boards/${s.board.id}/`, body: () => ({ privacy: 'secret' }) },
    { name: 'delete', needs: 'owner', method: 'DELETE', url: (s) => `/v3/boards/${s.board.id}/` },
  ];

  /** `member` invited to the board by its owner (through the invites endpoint). */
  const invite = async (board: BoardRow, member: Member) =>
    expectOk(await call(`/v3/boards/${board.id}/invites/`, { method: 'POST', cookie: owner.token, body: { username: member.username } }), `invite ${member.username}`);
  const accept = async (board: BoardRow, member: Member) =>
    expectOk(await call(`/v3/boards/${board.id}/invites/me/accept/`, { method: 'POST', cookie: member.token }), `accept ${member.username}`);

  /** A board of `privacy` with a pin and a section, and each viewer in their state on it (the block comes later). */
  async function scene(privacy: 'secret' | 'public'): Promise<Scene> {
    const board = await makeBoard(storage.db, owner.row, { name: `Group ${privacy}`, slug: `group-${privacy}`, privacy });
    await makePin(storage.db, board);
    await makeSection(storage.db, board, 'Ideas');
    const victim = await signUp(server, storage, `cm_victim_${privacy}`);
    for (const member of [people.get('accepted')!, people.get('removed')!, people.get('blocked')!, victim]) {
      await invite(board, member);
      await accept(board, member);
    }
    await invite(board, people.get('invited')!);
    await invite(board, people.get('declined')!);
    expectOk(await call(`/v3/boards/${board.id}/invites/me/decline/`, { method: 'POST', cookie: tokenOf('declined') }), 'decline');
    const removed = people.get('removed')!;
    expectOk(await call(`/v3/boards/${board.id}/collaborators/${removed.row.id}/`, { method: 'DELETE', cookie: owner.token }), 'remove');
    return { board, owner, victim };
  }

  const snapshot = async () => ({
    boards: await storage.db.select().from(boards).orderBy(boards.id),
    collaborators: await storage.db.select().from(boardCollaborators).orderBy(boardCollaborators.boardId, boardCollaborators.userId),
    sections: await storage.db.select().from(boardSections).orderBy(boardSections.id),
    saves: await storage.db.select().from(saves).orderBy(saves.id),
    pins: await storage.db.select().from(pins).orderBy(pins.id),
  });

  const send = (write: Write, who: ViewerKind) => {
    const n = tries;
    tries += 1;
    return call(write.url(secret, n), { method: write.method, cookie: tokenOf(who), body: write.body?.(secret, n) });
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'cm_owner');
    people.set('owner', owner).set('signed out', undefined);
    for (const kind of ['accepted', 'invited', 'removed', 'declined', 'stranger', 'blocked'] as const) {
      people.set(kind, await signUp(server, storage, `cm_${kind}`));
    }
    const source = await makeBoard(storage.db, owner.row, { name: 'Source', slug: 'source' });
    const writes = VIEWERS.length * 6;
    for (let n = 0; n < writes; n += 1) {
      sourcePins.push(await makePin(storage.db, source));
      invitees.push(await makeUser(storage.db, { username: `cm_invitee${n}` }));
    }
    secret = await scene('secret');
    publicScene = await scene('public');
    // The owner blocks a collaborator of both boards: the collaboration grants nothing from then on.
    const blocked = people.get('blocked')!;
    expectOk(await call('/v3/blocks/', { method: 'POST', cookie: owner.token, body: { blocked_user_id: String(blocked.row.id) } }), 'block');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  /** The status `who` gets for `read` on a board of `privacy`. */
  function readAnswer(read: Read, who: ViewerKind, privacy: 'secret' | 'public'): number {
    if (who === 'owner' || who === 'accepted') return 200;
    if (who === 'blocked' || privacy === 'secret') return 404;
    if (!read.members) return 200;
    return who === 'signed out' ? 401 : 403;
  }

  describe.each(['secret', 'public'] as const)('reads of a %s board', (privacy) => {
    it.each(VIEWERS)('answers the %s as the rule says', async (who) => {
      const s = privacy === 'secret' ? secret : publicScene;
      for (const read of READS) {
        const answer = await call(read.url(s), { cookie: tokenOf(who) });
        expect(answer.status, `${read.name}: ${JSON.stringify(answer.body)}`).toBe(readAnswer(read, who, privacy));
      }
    });
  });

  describe('writes to a secret board', () => {
    const refused = VIEWERS.filter((who) => who !== 'owner' && who !== 'accepted');
    it.each(refused)('refuses the %s every write and changes nothing', async (who) => {
      const before = await snapshot();
      for (const write of WRITES) {
        const [status, code, message] = boardWriteRefusal(AS_WRITER[who], 'secret', write.needs)!;
        const answer = await send(write, who);
        expect(answer.status, `${write.name}: ${JSON.stringify(answer.body)}`).toBe(status);
        expect(v3Error(answer)?.code, write.name).toBe(code);
        if (message !== '') expect(v3Error(answer)?.message, write.name).toBe(message);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lets an accepted collaborator save, make a section and invite, and refuses the owner\'s writes', async () => {
      for (const write of WRITES) {
        const answer = await send(write, 'accepted');
        const refusal = boardWriteRefusal('collaborator', 'secret', write.needs);
        if (refusal === null) {
          expectOk(answer, write.name);
        } else {
          expect(answer.status, `${write.name}: ${JSON.stringify(answer.body)}`).toBe(refusal[0]);
          expect(v3Error(answer)?.code, write.name).toBe(refusal[1]);
        }
      }
    });

    it('lets the owner make every write, the delete last', async () => {
      for (const write of WRITES) expectOk(await send(write, 'owner'), write.name);
      expect((await call(`/v3/boards/${secret.board.id}/`, { cookie: owner.token })).status).toBe(404);
    });
  });
});
