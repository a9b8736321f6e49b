/**
 * Who may edit, archive, unarchive, reorder and delete a board (issue 14): the owner alone. For each board privacy
 * and each other person, every such write gets its refusal and changes nothing; then the owner's go through.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boards, follows, pins, type BoardRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { BOARD_PRIVACIES as PRIVACIES, boardWriteRefusal, limitedSessionToken, type BoardPrivacy as Privacy, type BoardWriter } from '../../testing/board-writes.ts';

const PEOPLE = ['collaborator', 'other', 'blocked', 'anonymous', 'limited owner'] as const satisfies readonly BoardWriter[];
type Person = (typeof PEOPLE)[number];

interface Pair {
  live: BoardRow;
  archived: BoardRow;
}

/** The writes, each on the pair of one privacy (a live board and an archived one of the same owner). */
const WRITES: { name: string; method: 'PUT' | 'POST' | 'DELETE'; url: (p: Pair) => string; body?: (p: Pair) => unknown }[] = [
  { name: 'edit', method: 'PUT', url: (p) => `/v3/boards/${p.live.id}/`, body: () => ({ name: 'Taken over', privacy: 'public', description: 'x' }) },
  { name: 'archive', method: 'POST', url: (p) => `/v3/boards/${p.live.id}/archive/` },
  { name: 'unarchive', method: 'DELETE', url: (p) => `/v3/boards/${p.archived.id}/archive/` },
  { name: 'position', method: 'PUT', url: (p) => `/v3/boards/${p.live.id}/position/`, body: (p) => ({ after_board_id: p.archived.id }) },
  { name: 'delete', method: 'DELETE', url: (p) => `/v3/boards/${p.live.id}/` },
  { name: 'delete archived', method: 'DELETE', url: (p) => `/v3/boards/${p.archived.id}/` },
];

describe.each(backends())('v3 board write matrix (edit, archive, position, delete) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  const tokens = new Map<Person, string | undefined>();
  const pairs = new Map<Privacy, Pair>();

  const send = (write: (typeof WRITES)[number], pair: Pair, token: string | undefined): Promise<V3Answer> =>
    v3Call(server, write.url(pair), { method: write.method, cookie: token, body: write.body?.(pair) });

  /** Everything the writes could touch: the owner's boards, their pins and the follows of them. */
  const snapshot = async () => {
    const rows = await storage.db.select().from(boards).where(eq(boards.ownerId, owner.row.id)).orderBy(boards.id);
    const ids = rows.map((r) => r.id);
    return {
      boards: rows,
      pins: await storage.db.select().from(pins).where(inArray(pins.boardId, ids)).orderBy(pins.id),
      follows: await storage.db.select().from(follows).where(and(eq(follows.targetType, 'board'), inArray(follows.targetId, ids))).orderBy(follows.targetId),
    };
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'mx_owner');
    const collaborator = await signUp(server, storage, 'mx_collab');
    const other = await signUp(server, storage, 'mx_other');
    const blocked = await signUp(server, storage, 'mx_blocked');
    await storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
    tokens.set('collaborator', collaborator.token).set('other', other.token).set('blocked', blocked.token).set('anonymous', undefined);
    // A second session of the owner, opened from an emailed log-in link.
    tokens.set('limited owner', await limitedSessionToken(storage.db, owner.row.id));
    for (const [i, privacy] of PRIVACIES.entries()) {
      const live = await makeBoard(storage.db, owner.row, { name: `Live ${privacy}`, privacy, isCollaborative: true, customOrder: 2 * i });
      const archived = await makeBoard(storage.db, owner.row, { name: `Archived ${privacy}`, privacy, archived: true, customOrder: 2 * i + 1 });
      for (const board of [live, archived]) {
        await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: collaborator.row.id, status: 'accepted' });
        await makePin(storage.db, board);
        await storage.db.insert(follows).values({ followerId: other.row.id, targetType: 'board', targetId: board.id });
      }
      pairs.set(privacy, { live, archived });
    }
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe.each(PRIVACIES)('a %s board', (privacy) => {
    it.each(PEOPLE)('refuses the %s every write and changes nothing', async (person) => {
      const before = await snapshot();
      const [status, code, message] = boardWriteRefusal(person, privacy, 'owner')!;
      for (const write of WRITES) {
        const answer = await send(write, pairs.get(privacy)!, tokens.get(person));
        expect(answer.status, write.name).toBe(status);
        expect(v3Error(answer)?.code, write.name).toBe(code);
        if (message !== '') expect(v3Error(answer)?.message, write.name).toBe(message);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  // Last: the owner's writes change the boards.
  it.each(PRIVACIES)('lets the owner make every write on a %s board', async (privacy) => {
    const pair = pairs.get(privacy)!;
    const expected: Record<string, (a: V3Answer) => void> = {
      edit: (a) => expect(v3Data(a)).toMatchObject({ name: 'Taken over', privacy: 'public', description: 'x' }),
      archive: (a) => expect(v3Data(a)).toMatchObject({ archived: true }),
      unarchive: (a) => expect(v3Data(a)).toMatchObject({ archived: false }),
      position: (a) => expect(v3Data(a)).toMatchObject({ id: String(pair.live.id) }),
      delete: (a) => expect(v3Data(a)).toEqual({ id: String(pair.live.id), deleted: 'board' }),
      'delete archived': (a) => expect(v3Data(a)).toEqual({ id: String(pair.archived.id), deleted: 'board' }),
    };
    for (const write of WRITES) {
      // Undo the archive first so that the rest of the writes meet a live board.
      if (write.name === 'position') await v3Call(server, `/v3/boards/${pair.live.id}/archive/`, { method: 'DELETE', cookie: owner.token });
      const answer = await send(write, pair, owner.token);
      expect(answer.status, `${write.name}: ${JSON.stringify(answer.body)}`).toBe(200);
      expected[write.name]!(answer);
    }
    const left = await storage.db.select().from(boards).where(inArray(boards.id, [pair.live.id, pair.archived.id]));
    expect(left).toEqual([]);
    const gone = and(eq(follows.targetType, 'board'), inArray(follows.targetId, [pair.live.id, pair.archived.id]));
    expect(await storage.db.select().from(follows).where(gone)).toEqual([]);
  });
});
