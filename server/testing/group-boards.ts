/**
 * Group-board scenes for v3 integration tests (issue 15): a server on a still clock, members, boards with accepted
 * collaborators and open invites written straight to the tables, and the calls of the invite and collaborator
 * resources (server/v3/board/invites.ts, ./collaborators.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../db/client.ts';
import { boardCollaborators, boardColumns, boards, type BoardRow } from '../db/schema.ts';
import type { Backend } from './storage.ts';
import { makeBoard } from './fixtures.ts';
import { v3Call, type V3Answer, type V3CallOptions } from './harness.ts';
import { signUp, type Member } from './members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from './server.ts';

export interface GroupScene {
  storage: Storage;
  server: TestServer;
  /** The server's clock in ms: still unless a test moves it. */
  now: { ms: number };
  owner: Member;
  call(url: string, options?: V3CallOptions): Promise<V3Answer>;
  /** A member signed up as `name` (its e-mail `{name}@example.com`). */
  member(name: string): Promise<Member>;
  /** A board of the owner (or `owner`) with `accepted` collaborators and open invites (from the owner) to `invited`. */
  board(values?: Partial<BoardRow>, people?: { accepted?: Member[]; invited?: Member[]; owner?: Member }): Promise<BoardRow>;
  /** `member`'s board_collaborators row on `board`, if any. */
  rowOf(board: BoardRow, member: Member): Promise<typeof boardCollaborators.$inferSelect | undefined>;
  boardRow(board: BoardRow): Promise<BoardRow>;
  invite(board: BoardRow, who: string | undefined, body: unknown): Promise<V3Answer>;
  close(): Promise<void>;
}

let boardCount = 0;

export async function groupScene(backend: Backend, ownerName: string): Promise<GroupScene> {
  const storage = await backend.open();
  const now = { ms: windowAlignedClock()() };
  const server = await startTestServer(storage, { clock: () => now.ms });
  const member = (name: string) => signUp(server, storage, name);
  const owner = await member(ownerName);
  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  return {
    storage,
    server,
    now,
    owner,
    call,
    member,
    async board(values = {}, people = {}) {
      boardCount += 1;
      const by = people.owner ?? owner;
      const accepted = people.accepted ?? [];
      const board = await makeBoard(storage.db, by.row, { name: `Group ${boardCount}`, slug: `group-${boardCount}`, isCollaborative: accepted.length > 0, ...values });
      for (const [who, status] of [...accepted.map((m) => [m, 'accepted'] as const), ...(people.invited ?? []).map((m) => [m, 'invited'] as const)]) {
        const at = new Date(now.ms);
        await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: who.row.id, status, inviterId: by.row.id, createdAt: at, acceptedAt: status === 'accepted' ? at : null });
      }
      return board;
    },
    async rowOf(board, who) {
      const [row] = await storage.db.select().from(boardCollaborators).where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, who.row.id)));
      return row;
    },
    async boardRow(board) {
      const [row] = await storage.db.select(boardColumns).from(boards).where(eq(boards.id, board.id));
      return row!;
    },
    invite: (board, who, body) => call(`/v3/boards/${board.id}/invites/`, { method: 'POST', cookie: who, body }),
    async close() {
      await server.close();
      await storage.close();
    },
  };
}
