import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { boardCollaborators, users, type UserRow } from '../../server/db/schema.ts';
import { makeBoard, makeUser } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const BOARDS = `query ($first: Int!, $after: String, $query: String) { viewer { saveBoards(first: $first, after: $after, query: $query) {
  edges { node { entityId name layout collaboratedByMe owner { username } } } pageInfo { hasNextPage endCursor } } } }`;

interface Connection {
  edges: { node: { entityId: string; name: string; layout: string; collaboratedByMe: boolean; owner: { username: string } } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe.each(backends())('Viewer.saveBoards (the board picker) through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let browser: TestBrowser;
  let me: UserRow;

  const boardsPage = async (variables: Record<string, unknown>, as = browser) => {
    const { result } = await as.gql(BOARDS, variables);
    return { connection: (result.data?.viewer as { saveBoards: Connection } | undefined)?.saveBoards, errors: result.errors };
  };
  const names = (c: Connection | undefined) => c!.edges.map((e) => e.node.name);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ({ browser } = await signedIn(server, 'pat_picker'));
    me = (await storage.db.select().from(users).where(eq(users.username, 'pat_picker')))[0]!;
    const friend = await makeUser(storage.db, { username: 'fred_friend' });
    await makeBoard(storage.db, me, { name: 'Kitchen', lastPinnedAt: at(3) });
    await makeBoard(storage.db, me, { name: 'Garden', lastPinnedAt: at(1) });
    await makeBoard(storage.db, me, { name: 'Old kitchen', archived: true, lastPinnedAt: at(9) });
    const shared = await makeBoard(storage.db, friend, { name: 'Shared kitchen', isCollaborative: true, lastPinnedAt: at(5) });
    const invited = await makeBoard(storage.db, friend, { name: 'Invited kitchen', isCollaborative: true, lastPinnedAt: at(6) });
    await makeBoard(storage.db, friend, { name: "Fred's kitchen", lastPinnedAt: at(7) });
    await storage.db.insert(boardCollaborators).values([
      { boardId: shared.id, userId: me.id, status: 'accepted' },
      { boardId: invited.id, userId: me.id, status: 'invited' },
    ]);
    // 23 more boards, never pinned to: 26 writable boards in all.
    for (let i = 1; i <= 23; i += 1) await makeBoard(storage.db, me, { name: `Extra ${String(i).padStart(2, '0')}` });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('lists the boards the viewer can save to, the board last pinned to first, with collaborator boards and without archived ones', async () => {
    const { connection, errors } = await boardsPage({ first: 4 });
    expect(errors).toBeUndefined();
    expect(names(connection)).toEqual(['Shared kitchen', 'Kitchen', 'Garden', 'Extra 23']);
    expect(connection!.edges[0]!.node).toMatchObject({ collaboratedByMe: true, owner: { username: 'fred_friend' }, layout: 'default' });
    expect(connection!.pageInfo.hasNextPage).toBe(true);
  });

  it('first 25 is fine (and pages on to the 26th); 26 and 0 are errors', async () => {
    const page = await boardsPage({ first: 25 });
    expect(page.errors).toBeUndefined();
    expect(page.connection!.edges).toHaveLength(25);
    expect(names(page.connection)).not.toContain('Old kitchen');
    expect(names(page.connection)).not.toContain('Invited kitchen');
    expect(page.connection!.pageInfo.hasNextPage).toBe(true);
    const rest = await boardsPage({ first: 25, after: page.connection!.pageInfo.endCursor });
    expect(names(rest.connection)).toEqual(['Extra 01']);
    expect(rest.connection!.pageInfo.hasNextPage).toBe(false);
    for (const first of [26, 0]) {
      const bad = await boardsPage({ first });
      expect(bad.errors?.[0]?.message).toBe(`first must be an integer from 1 to 25, got ${first}`);
    }
  });

  it('filters by name, case-insensitively, ignoring surrounding spaces', async () => {
    expect(names((await boardsPage({ first: 25, query: '  KITCHEN ' })).connection)).toEqual(['Shared kitchen', 'Kitchen']);
    expect(names((await boardsPage({ first: 25, query: 'extra 0' })).connection)).toHaveLength(9);
    expect(names((await boardsPage({ first: 25, query: 'nothing like it' })).connection)).toEqual([]);
  });

  it('is empty when signed out', async () => {
    const { connection, errors } = await boardsPage({ first: 5 }, testBrowser(server));
    expect(errors).toBeUndefined();
    expect(connection).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
});
