/**
 * Who may make, rename, reorder and delete a board's sections (issue 14): its owner and accepted collaborators,
 * on a board that is not archived. For each board privacy and each other person, every section write gets its
 * refusal (server/testing/board-writes.ts) and changes nothing; on an archived board even the owner's and the
 * collaborator's do; then the owner's and the collaborator's go through.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boardSections, boards, pins, saves, type BoardRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSection } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { BOARD_PRIVACIES as PRIVACIES, boardWriteRefusal, limitedSessionToken, type BoardPrivacy as Privacy, type BoardWriter } from '../../testing/board-writes.ts';

const REFUSED = ['other', 'blocked', 'anonymous', 'limited owner'] as const satisfies readonly BoardWriter[];
const ALLOWED = ['owner', 'collaborator'] as const satisfies readonly BoardWriter[];

interface Target {
  board: BoardRow;
  /** A section holding a pin pinned to it and a save into it. */
  full: number;
  /** An empty section, after `full`. */
  empty: number;
}

/** The section writes, each aimed at one board's sections. */
const WRITES: { name: string; method: 'POST' | 'PUT' | 'DELETE'; url: (t: Target) => string; body?: (t: Target) => unknown }[] = [
  { name: 'create', method: 'POST', url: (t) => `/v3/boards/${t.board.id}/sections/`, body: () => ({ title: 'Taken over' }) },
  { name: 'rename', method: 'PUT', url: (t) => `/v3/board_sections/${t.full}/`, body: () => ({ title: 'Renamed' }) },
  { name: 'position', method: 'PUT', url: (t) => `/v3/board_sections/${t.empty}/position/`, body: () => ({ after_section_id: null }) },
  { name: 'delete keep', method: 'DELETE', url: (t) => `/v3/board_sections/${t.empty}/?pins=keep` },
  { name: 'delete with pins', method: 'DELETE', url: (t) => `/v3/board_sections/${t.full}/?pins=delete` },
];

describe.each(backends())('v3 board section write matrix on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  let source: BoardRow;
  const tokens = new Map<BoardWriter, string | undefined>();
  const live = new Map<Privacy, Target>();
  const archived = new Map<Privacy, Target>();

  const send = (write: (typeof WRITES)[number], target: Target, token: string | undefined): Promise<V3Answer> =>
    v3Call(server, write.url(target), { method: write.method, cookie: token, body: write.body?.(target) });

  /** Everything a section write could touch on the owner's boards: sections, pins and saves. */
  const snapshot = async () => {
    const ids = (await storage.db.select({ id: boards.id }).from(boards).where(eq(boards.ownerId, owner.row.id))).map((b) => b.id);
    return {
      sections: await storage.db.select().from(boardSections).where(inArray(boardSections.boardId, ids)).orderBy(boardSections.id),
      pins: await storage.db.select().from(pins).where(inArray(pins.boardId, ids)).orderBy(pins.id),
      saves: await storage.db.select().from(saves).where(inArray(saves.boardId, ids)).orderBy(saves.id),
    };
  };

  const target = async (privacy: Privacy, isArchived: boolean, collaboratorId: number): Promise<Target> => {
    const board = await makeBoard(storage.db, owner.row, { name: `${isArchived ? 'Archived' : 'Live'} ${privacy}`, privacy, isCollaborative: true, archived: isArchived });
    await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: collaboratorId, status: 'accepted' });
    const full = await makeSection(storage.db, board, 'Full');
    const empty = await makeSection(storage.db, board, 'Empty');
    await storage.db.update(boardSections).set({ position: 1 }).where(eq(boardSections.id, empty.id));
    await makePin(storage.db, board, { sectionId: full.id });
    const elsewhere = await makePin(storage.db, source);
    await storage.db.insert(saves).values({ pinId: elsewhere.id, boardId: board.id, userId: owner.row.id, sectionId: full.id });
    return { board, full: full.id, empty: empty.id };
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'smx_owner');
    const collaborator = await signUp(server, storage, 'smx_collab');
    const other = await signUp(server, storage, 'smx_other');
    const blocked = await signUp(server, storage, 'smx_blocked');
    await storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
    tokens.set('owner', owner.token).set('collaborator', collaborator.token).set('other', other.token).set('blocked', blocked.token).set('anonymous', undefined);
    tokens.set('limited owner', await limitedSessionToken(storage.db, owner.row.id));
    source = await makeBoard(storage.db, other.row, { name: 'Source', slug: 'source' });
    for (const privacy of PRIVACIES) {
      live.set(privacy, await target(privacy, false, collaborator.row.id));
      archived.set(privacy, await target(privacy, true, collaborator.row.id));
    }
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe.each(PRIVACIES)('a %s board', (privacy) => {
    it.each(REFUSED)('refuses the %s every section write and changes nothing', async (person) => {
      const before = await snapshot();
      const [status, code, message] = boardWriteRefusal(person, privacy, 'collaborator')!;
      for (const write of WRITES) {
        const answer = await send(write, live.get(privacy)!, tokens.get(person));
        expect(answer.status, write.name).toBe(status);
        expect(v3Error(answer)?.code, write.name).toBe(code);
        if (message !== '') expect(v3Error(answer)?.message, write.name).toBe(message);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each(ALLOWED)('refuses the %s every section write on an archived board and changes nothing', async (person) => {
      const before = await snapshot();
      for (const write of WRITES) {
        const answer = await send(write, archived.get(privacy)!, tokens.get(person));
        expect(answer.status, write.name).toBe(403);
        expect(v3Error(answer), write.name).toMatchObject({ code: 'forbidden', message: 'This board is archived. Unarchive it to change it.' });
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  // Last: the writes change the boards.
  describe.each(ALLOWED)('the %s', (person) => {
    it.each(PRIVACIES)('makes every section write on a %s board', async (privacy) => {
      const t = live.get(privacy)!;
      const token = tokens.get(person);
      if (person === 'collaborator') {
        // The owner went first on this board: give it its two sections back.
        t.full = (await makeSection(storage.db, t.board, 'Full')).id;
        t.empty = (await makeSection(storage.db, t.board, 'Empty')).id;
        await makePin(storage.db, t.board, { sectionId: t.full });
      }
      const expected: Record<string, (a: V3Answer) => void> = {
        create: (a) => expect(v3Data(a)).toMatchObject({ title: 'Taken over', board_id: String(t.board.id) }),
        rename: (a) => expect(v3Data(a)).toMatchObject({ id: String(t.full), title: 'Renamed' }),
        position: (a) => expect(v3Data(a)).toMatchObject({ id: String(t.empty), position: 0 }),
        'delete keep': (a) => expect(v3Data(a)).toEqual({ id: String(t.empty), deleted: 'section', pins: 'keep' }),
        'delete with pins': (a) => expect(v3Data(a)).toEqual({ id: String(t.full), deleted: 'section', pins: 'delete' }),
      };
      for (const write of WRITES) {
        const answer = await send(write, t, token);
        expect(answer.status, `${write.name}: ${JSON.stringify(answer.body)}`).toBe(write.name === 'create' ? 201 : 200);
        expected[write.name]!(answer);
        // The created section goes, so that the next person's create meets a free title.
        if (write.name === 'create') await storage.db.delete(boardSections).where(eq(boardSections.id, Number(v3Data<{ id: string }>(answer).id)));
      }
      const left = await storage.db.select().from(boardSections).where(eq(boardSections.boardId, t.board.id));
      expect(left).toEqual([]);
      const inFull = await storage.db.select().from(pins).where(eq(pins.boardId, t.board.id));
      expect(inFull.every((pin) => pin.deletedAt !== null)).toBe(true);
      expect(await storage.db.select().from(saves).where(eq(saves.boardId, t.board.id))).toEqual([]);
    });
  });
});
