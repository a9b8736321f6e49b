/**
 * GET /v3/search/typeahead/ and Query.searchTypeahead: suggested searches, people, boards and topics, as
 * the header's search field shows them — searches starting with the words first (most weighty first),
 * then ones resembling them (typos); names starting with the words first; only what the viewer may see
 * (no secret board of someone else, nobody across a block either way); at most page_size of each; and a
 * clear 400 for a query or page size out of bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, testBrowser, type TestBrowser } from '../../../schema/testing/browser.ts';
import type { Storage } from '../../db/client.ts';
import { follows, interests, searchSuggestions, type UserRow } from '../../db/schema.ts';
import { makeBoard } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

interface Answer {
  status: number;
  queries: string[];
  users: string[];
  boards: string[];
  topics: { name: string; url_name: string; followed_by_me: boolean; node_type: string }[];
  keys: string[];
  message: string | undefined;
}

describe.each(backends())('search typeahead on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: TestBrowser;
  let other: TestBrowser;
  let blocker: TestBrowser;

  async function typeahead(query: string, browser?: TestBrowser): Promise<Answer> {
    const response = await fetch(`${server.url}/v3/search/typeahead/?${query}`, { headers: browser?.cookie ? { cookie: browser.cookie } : {} });
    const body = (await response.json()) as {
      resource_response: {
        data: { queries: { term: string }[]; users: { username: string }[]; boards: { name: string }[]; topics: Answer['topics'] } | null;
        error: { message: string } | null;
      };
    };
    const data = body.resource_response.data;
    return {
      status: response.status,
      queries: data?.queries.map((query) => query.term) ?? [],
      users: data?.users.map((u) => u.username) ?? [],
      boards: data?.boards.map((b) => b.name) ?? [],
      topics: data?.topics ?? [],
      keys: Object.keys(data ?? {}).sort(),
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
    await makeBoard(storage.db, await row('tk_other'), { name: 'Other kitchen', slug: 'other-kitchen', privacy: 'public' });
    // tk_blocker2 blocks tk_other: neither sees the other's person or boards.
    blocker = testBrowser(server);
    await signedIn(server, 'tk_blocker2', blocker);
    await makeBoard(storage.db, await row('tk_blocker2'), { name: 'Kitchen of a blocker', slug: 'kitchen-of-a-blocker', privacy: 'public' });
    const { result } = await blocker.gql('mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { errors { message } } }', { id: otherPerson.id });
    expect(result.errors).toBeUndefined();
    // Suggested searches as the hourly job leaves them (normalised terms with weights).
    await storage.db.insert(searchSuggestions).values(
      [
        ['kitchen island', 80],
        ['kitchen ideas', 50],
        ['kitchenette', 5],
        ['chocolate cake', 40],
        ['chocolate', 10],
        ['hot chocolate', 500],
        ['creme brulee', 7],
        ['garden party', 300],
      ].map(([term, weight]) => ({ term: String(term), weight: Number(weight) })),
    );
    const topics = await storage.db
      .insert(interests)
      .values([
        { name: 'Kitchen Design', urlName: 'kitchen-design' },
        { name: 'Kitchen Gardens', urlName: 'kitchen-gardens' },
        { name: 'Small Kitchens', urlName: 'small-kitchens' },
        { name: 'Gardening', urlName: 'gardening' },
      ])
      .returning();
    await storage.db.insert(follows).values({ followerId: mine.id, targetType: 'interest', targetId: topics[0]!.id });
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

  it('hides the blocked person and their boards from the one who blocked them too', async () => {
    const mine = await typeahead('q=kitchen&page_size=10', blocker);
    expect(mine.boards).not.toContain('Other kitchen');
    expect(mine.boards).toContain('Kitchen of a blocker');
    expect((await typeahead('q=tk_other', blocker)).users).toEqual([]);
    expect((await typeahead('q=tk_other', owner)).users).toEqual(['tk_other']);
    expect((await typeahead('q=kitchen&page_size=10', owner)).boards).toContain('Other kitchen');
  });

  it('never shows someone else\'s secret board, to a member or a visitor', async () => {
    for (const viewer of [other, blocker, undefined]) {
      const answer = await typeahead('q=secret', viewer);
      expect(answer.status).toBe(200);
      expect(answer.boards).toEqual([]);
    }
    expect((await typeahead('q=secret', owner)).boards).toEqual(['Secret kitchen']);
  });

  it('answers queries, users, boards and topics in one call', async () => {
    const answer = await typeahead('q=kitchen');
    expect(answer.keys).toEqual(['boards', 'queries', 'topics', 'users']);
    expect(answer.queries.length).toBeGreaterThan(0);
    expect(answer.boards.length).toBeGreaterThan(0);
    expect(answer.topics.length).toBeGreaterThan(0);
  });

  it('suggests searches starting with the words first, most weighty first, then ones resembling them', async () => {
    // hot chocolate weighs most but does not start with the words: after the two that do.
    expect((await typeahead('q=chocolate')).queries).toEqual(['chocolate cake', 'chocolate', 'hot chocolate']);
    expect((await typeahead('q=Kitchen')).queries.slice(0, 3)).toEqual(['kitchen island', 'kitchen ideas', 'kitchenette']);
    // A full page of searches starting with the words: no look-alike is added.
    expect((await typeahead('q=chocolate&page_size=2')).queries).toEqual(['chocolate cake', 'chocolate']);
  });

  it('suggests searches for a query with a typo, closest first, and matches without accents or case', async () => {
    // Equally close look-alikes: the weightier first.
    expect((await typeahead('q=chocolte')).queries).toEqual(['chocolate', 'hot chocolate', 'chocolate cake']);
    expect((await typeahead('q=kitchn')).queries).toContain('kitchenette');
    expect((await typeahead('q=Cr%C3%A8me%20%20Br')).queries).toEqual(['creme brulee']);
    // One or two letters: only searches starting with them (too few letters to compare for typos).
    expect((await typeahead('q=ch')).queries).toEqual(['chocolate cake', 'chocolate']);
    expect((await typeahead('q=xq')).queries).toEqual([]);
  });

  it('finds topics by name, starting with the words first, and by a typo; followed_by_me for the viewer', async () => {
    const visitor = await typeahead('q=kitchen');
    expect(visitor.topics.map((t) => t.name)).toEqual(['Kitchen Design', 'Kitchen Gardens', 'Small Kitchens']);
    expect(visitor.topics[0]).toEqual({ id: expect.any(String), node_type: 'interest', name: 'Kitchen Design', url_name: 'kitchen-design', followed_by_me: false });
    const mine = await typeahead('q=kitchen', owner);
    expect(mine.topics.map((t) => [t.name, t.followed_by_me])).toEqual([
      ['Kitchen Design', true],
      ['Kitchen Gardens', false],
      ['Small Kitchens', false],
    ]);
    expect((await typeahead('q=gardning')).topics.map((t) => t.name)).toEqual(['Gardening']);
    expect((await typeahead('q=zzz')).topics).toEqual([]);
  });

  it('takes page_size 1 to 10 and says so beyond', async () => {
    expect((await typeahead('q=kitchen&page_size=1')).boards).toHaveLength(1);
    // page_size caps each kind.
    const two = await typeahead('q=kitchen&page_size=2');
    expect([two.queries.length, two.boards.length, two.topics.length]).toEqual([2, 2, 2]);
    expect((await typeahead('q=tk&page_size=2')).users).toHaveLength(2);
    const three = await typeahead('q=kitchen&page_size=3');
    expect([three.queries.length, three.boards.length, three.topics.length]).toEqual([3, 3, 3]);
    // The default is 5 of each.
    const fallback = await typeahead('q=kitchen');
    expect(fallback.boards).toHaveLength(5);
    expect((await typeahead('q=kitchen&page_size=10')).boards.length).toBeGreaterThan(5);
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
