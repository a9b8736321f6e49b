/**
 * GET /v3/search/typeahead/ and Query.searchTypeahead: people and boards by name, as the header's
 * search field shows them — names starting with the words first, only what the viewer may see, and
 * a clear 400 for a query or page size out of bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, testBrowser, type TestBrowser } from '../../../schema/testing/browser.ts';
import type { Storage } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { makeBoard } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

interface Answer {
  status: number;
  users: string[];
  boards: string[];
  message: string | undefined;
}

describe.each(backends())('search typeahead on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: TestBrowser;
  let other: TestBrowser;

  async function typeahead(query: string, browser?: TestBrowser): Promise<Answer> {
    const response = await fetch(`${server.url}/v3/search/typeahead/?${query}`, { headers: browser?.cookie ? { cookie: browser.cookie } : {} });
    const body = (await response.json()) as {
      resource_response: { data: { users: { username: string }[]; boards: { name: string }[] } | null; error: { message: string } | null };
    };
    const data = body.resource_response.data;
    return {
      status: response.status,
      users: data?.users.map((u) => u.username) ?? [],
      boards: data?.boards.map((b) => b.name) ?? [],
      message: body.resource_response.error?.message,
    };
  }

  const row = async (username: string) => (await storage.db.query.users.findFirst({ where: (users, { eq }) => eq(users.username, username) })) as UserRow;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = (await signedIn(server, 'tk_owner')).browser;
    const otherPerson = await signedIn(server, 'tk_other');
    other = otherPerson.browser;
    await signedIn(server, 'tk_blocker');
    await signedIn(server, 'xtk_later');
    const mine = await row('tk_owner');
    await makeBoard(storage.db, mine, { name: 'Kitchen ideas', slug: 'kitchen-ideas', privacy: 'public' });
    await makeBoard(storage.db, mine, { name: 'Dream kitchen', slug: 'dream-kitchen', privacy: 'public' });
    await makeBoard(storage.db, mine, { name: 'Secret kitchen', slug: 'secret-kitchen', privacy: 'secret' });
    await makeBoard(storage.db, mine, { name: 'Old kitchen', slug: 'old-kitchen', privacy: 'public', archived: true });
    await makeBoard(storage.db, mine, { name: '100% kitchen', slug: 'hundred-kitchen', privacy: 'public' });
    await makeBoard(storage.db, await row('tk_blocker'), { name: 'Blocker kitchen', slug: 'blocker-kitchen', privacy: 'public' });
    // tk_blocker blocks tk_other: neither sees the other's person or boards.
    const blocker = testBrowser(server);
    await signedIn(server, 'tk_blocker2', blocker);
    await makeBoard(storage.db, await row('tk_blocker2'), { name: 'Kitchen of a blocker', slug: 'kitchen-of-a-blocker', privacy: 'public' });
    const { result } = await blocker.gql('mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { errors { message } } }', { id: otherPerson.id });
    expect(result.errors).toBeUndefined();
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('finds people by username, those whose name starts with the words first', async () => {
    const answer = await typeahead('q=tk_');
    expect(answer.status).toBe(200);
    expect(answer.users.slice(0, 4).sort()).toEqual(['tk_blocker', 'tk_blocker2', 'tk_other', 'tk_owner']);
    expect(answer.users).toContain('xtk_later');
    expect(answer.users.indexOf('xtk_later')).toBeGreaterThan(3);
  });

  it('reads % and _ as themselves, not as wildcards', async () => {
    expect((await typeahead('q=100%25')).boards).toEqual(['100% kitchen']);
    expect((await typeahead('q=tk%5Fo')).users.sort()).toEqual(['tk_other', 'tk_owner']);
    expect((await typeahead('q=%25%25%25')).boards).toEqual([]);
  });

  it('shows public boards to everyone and a secret board only to its owner; never an archived one', async () => {
    const visitor = await typeahead('q=kitchen&page_size=10');
    expect(visitor.boards).toContain('Kitchen ideas');
    expect(visitor.boards).not.toContain('Secret kitchen');
    expect(visitor.boards).not.toContain('Old kitchen');
    expect(visitor.boards.indexOf('Kitchen ideas')).toBeLessThan(visitor.boards.indexOf('Dream kitchen'));
    const mine = await typeahead('q=kitchen&page_size=10', owner);
    expect(mine.boards).toContain('Secret kitchen');
    expect(mine.boards).not.toContain('Old kitchen');
  });

  it('hides boards and people across a block', async () => {
    const blocked = await typeahead('q=kitchen&page_size=10', other);
    expect(blocked.boards).not.toContain('Kitchen of a blocker');
    expect(blocked.boards).toContain('Blocker kitchen');
    expect((await typeahead('q=tk_blocker2', other)).users).toEqual([]);
    expect((await typeahead('q=tk_blocker2')).users).toEqual(['tk_blocker2']);
  });

  it('takes page_size 1 to 10 and says so beyond', async () => {
    expect((await typeahead('q=kitchen&page_size=1')).boards).toHaveLength(1);
    expect((await typeahead('q=tk&page_size=10')).status).toBe(200);
    const over = await typeahead('q=tk&page_size=11');
    expect(over.status).toBe(400);
    expect(over.message).toBe('page_size must be an integer from 1 to 10, got "11"');
  });

  it('takes a query of 1 to 100 characters after trimming and says so otherwise', async () => {
    expect((await typeahead('q=k')).status).toBe(200);
    expect((await typeahead(`q=${'k'.repeat(100)}`)).status).toBe(200);
    const long = await typeahead(`q=${'k'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.message).toBe('q may hold at most 100 characters');
    for (const empty of ['', 'q=', 'q=%20%20']) {
      const answer = await typeahead(empty);
      expect(answer.status).toBe(400);
      expect(answer.message).toBe('q must hold at least one character to search for');
    }
  });

  it('answers through GraphQL with users and boards, null for a blank query, and checks first', async () => {
    const query = 'query($q: String!, $n: Int!) { searchTypeahead(query: $q, first: $n) { users { username } boards { name owner { username } } } }';
    const { result } = await testBrowser(server).gql(query, { q: ' Kitchen ideas ', n: 3 });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ searchTypeahead: { users: [], boards: [{ name: 'Kitchen ideas', owner: { username: 'tk_owner' } }] } });
    expect((await testBrowser(server).gql(query, { q: '   ', n: 3 })).result.data).toEqual({ searchTypeahead: null });
    for (const n of [0, 11]) {
      const refused = (await testBrowser(server).gql(query, { q: 'kitchen', n })).result;
      expect(refused.errors?.[0]?.message).toBe(`first must be an integer from 1 to 10, got ${n}`);
    }
    expect((await testBrowser(server).gql(query, { q: 'kitchen', n: 10 })).result.errors).toBeUndefined();
  });
});
