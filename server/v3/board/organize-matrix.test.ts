/**
 * Who may organize a board's pins (issue 14): its owner and accepted collaborators. For each board privacy and
 * each other person, every organize write (bulk delete, select-all delete, move, copy, section move, and a move
 * from their own board into it) gets its refusal and changes nothing; the owner's and the collaborator's go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boards, pins, saves, type BoardRow, type BoardSectionRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { BOARD_PRIVACIES as PRIVACIES, boardWriteRefusal, limitedSessionToken, type BoardPrivacy as Privacy } from '../../testing/board-writes.ts';
import { makeBoard, makePin, makeSave, makeSection } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

const REFUSED = ['other', 'blocked', 'anonymous', 'limited owner'] as const;
type Refused = (typeof REFUSED)[number];

/** The owner's board `from` (a pinned pin, a saved one, a section) and a second board `to`, one privacy. */
interface Pair {
  from: BoardRow;
  to: BoardRow;
  section: BoardSectionRow;
  pinned: PinRow;
  saved: PinRow;
}

interface Write {
  name: string;
  method: 'POST' | 'DELETE';
  url: string;
  /** The body; `own` is a board of the person writing (the source of a move into the pair's board). */
  body: (p: Pair, own: BoardRow) => Record<string, unknown>;
  /** The parameter a refusal names, when a board check refuses it. */
  param: string;
  /** What the owner or a collaborator gets. */
  done: (p: Pair) => Record<string, unknown>;
}

const WRITES: Write[] = [
  {
    name: 'section move',
    method: 'POST',
    url: '/v3/bulk_edit/move/',
    body: (p) => ({ board_id: p.from.id, pin_ids: [p.saved.id], to_board_id: p.from.id, to_section_id: p.section.id }),
    param: 'board_id',
    done: (p) => ({ moved: 1, to_board_id: String(p.from.id), to_section_id: String(p.section.id) }),
  },
  {
    name: 'copy',
    method: 'POST',
    url: '/v3/bulk_edit/move/',
    body: (p) => ({ board_id: p.from.id, select_all: true, to_board_id: p.to.id, copy: true }),
    param: 'board_id',
    done: (p) => ({ copied: 2, to_board_id: String(p.to.id), to_section_id: null }),
  },
  {
    name: 'move',
    method: 'POST',
    url: '/v3/bulk_edit/move/',
    body: (p) => ({ board_id: p.from.id, pin_ids: [p.pinned.id], to_board_id: p.to.id }),
    param: 'board_id',
    done: (p) => ({ moved: 1, to_board_id: String(p.to.id), to_section_id: null }),
  },
  {
    name: 'move into',
    method: 'POST',
    url: '/v3/bulk_edit/move/',
    body: (p, own) => ({ board_id: own.id, select_all: true, to_board_id: p.from.id }),
    param: 'to_board_id',
    done: (p) => ({ moved: 1, to_board_id: String(p.from.id), to_section_id: null }),
  },
  {
    name: 'delete',
    method: 'DELETE',
    url: '/v3/bulk_edit/',
    body: (p) => ({ board_id: p.from.id, pin_ids: [p.saved.id] }),
    param: 'board_id',
    done: (p) => ({ deleted: 1, board_id: String(p.from.id), section_id: null }),
  },
  {
    name: 'select all delete',
    method: 'DELETE',
    url: '/v3/bulk_edit/select_all/',
    body: (p) => ({ board_id: p.from.id }),
    param: 'board_id',
    done: (p) => ({ deleted: 1, board_id: String(p.from.id), section_id: null }),
  },
];

describe.each(backends())('v3 organize write matrix (bulk delete, move, copy) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  let collaborator: Member;
  let source: BoardRow;
  let counter = 0;
  const tokens = new Map<Refused, string | undefined>();
  /** Each person's own board (with a pin of theirs), the source of 'move into'. */
  const ownBoards = new Map<string, BoardRow>();
  const pairs = new Map<Privacy, Pair>();

  async function makePair(privacy: Privacy): Promise<Pair> {
    counter += 1;
    const from = await makeBoard(storage.db, owner.row, { name: `From ${privacy} ${counter}`, privacy, isCollaborative: true });
    const to = await makeBoard(storage.db, owner.row, { name: `To ${privacy} ${counter}`, privacy, isCollaborative: true });
    await storage.db.insert(boardCollaborators).values([
      { boardId: from.id, userId: collaborator.row.id, status: 'accepted' },
      { boardId: to.id, userId: collaborator.row.id, status: 'accepted' },
    ]);
    const section = await makeSection(storage.db, from, `Part ${counter}`);
    const pinned = await makePin(storage.db, from);
    const saved = await makePin(storage.db, source);
    await makeSave(storage.db, saved, from, owner.row);
    return { from, to, section, pinned, saved };
  }

  async function ownBoard(user: UserRow): Promise<BoardRow> {
    counter += 1;
    const board = await makeBoard(storage.db, user, { name: `Own ${counter}` });
    await makePin(storage.db, board);
    return board;
  }

  const send = (write: Write, pair: Pair, own: BoardRow, token: string | undefined): Promise<V3Answer> =>
    v3Call(server, write.url, { method: write.method, cookie: token, body: write.body(pair, own) });

  const snapshot = async () => ({
    pins: await storage.db.select().from(pins).orderBy(pins.id),
    saves: await storage.db.select().from(saves).orderBy(saves.id),
    boards: await storage.db.select().from(boards).orderBy(boards.id),
  });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'om_owner');
    collaborator = await signUp(server, storage, 'om_collab');
    const other = await signUp(server, storage, 'om_other');
    const blocked = await signUp(server, storage, 'om_blocked');
    await storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
    const limited = await limitedSessionToken(storage.db, owner.row.id);
    tokens.set('other', other.token).set('blocked', blocked.token).set('anonymous', undefined).set('limited owner', limited);
    source = await makeBoard(storage.db, owner.row, { name: 'Source' });
    ownBoards.set('other', await ownBoard(other.row)).set('blocked', await ownBoard(blocked.row));
    ownBoards.set('anonymous', await ownBoard(owner.row)).set('limited owner', await ownBoard(owner.row));
    for (const privacy of PRIVACIES) pairs.set(privacy, await makePair(privacy));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe.each(PRIVACIES)('a %s board', (privacy) => {
    it.each(REFUSED)('refuses the %s every organize write and changes nothing', async (person) => {
      const before = await snapshot();
      const [status, code, message] = boardWriteRefusal(person, privacy, 'collaborator')!;
      for (const write of WRITES) {
        const answer = await send(write, pairs.get(privacy)!, ownBoards.get(person)!, tokens.get(person));
        expect(answer.status, write.name).toBe(status);
        expect(v3Error(answer)?.code, write.name).toBe(code);
        if (message !== '') expect(v3Error(answer)?.message, write.name).toBe(message);
        if (code === 'forbidden') expect(v3Error(answer)?.param, write.name).toBe(write.param);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each(['owner', 'collaborator'] as const)('lets the %s make every organize write', async (who) => {
      const member = who === 'owner' ? owner : collaborator;
      const pair = await makePair(privacy);
      const own = await ownBoard(member.row);
      for (const write of WRITES) {
        const answer = await send(write, pair, own, member.token);
        expect(answer.status, `${write.name}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(v3Data(answer), write.name).toEqual(write.done(pair));
      }
    });
  });
});
