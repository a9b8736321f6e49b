import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const SAVED = `query($after: String) { user(username: "sal") { savedPins(first: 2, after: $after) { edges { node { id title } } pageInfo { hasNextPage endCursor } } } }`;

describe.each(backends())('profiles through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  const row = async (username: string): Promise<UserRow> => (await env().storage.db.select().from(users).where(eq(users.username, username)))[0]!;

  it('pages the pins a person saved, newest first, hiding saves into secret boards from others', async () => {
    const sal = await signedIn(env().server, 'sal');
    await signedIn(env().server, 'pip');
    const salRow = await row('sal');
    const source = await makeBoard(env().storage.db, await row('pip'), { name: 'Source' });
    const shelf = await makeBoard(env().storage.db, salRow, { name: 'Shelf' });
    const hideout = await makeBoard(env().storage.db, salRow, { name: 'Hideout', privacy: 'secret' });
    for (const title of ['one', 'two', 'three']) await makeSave(env().storage.db, await makePin(env().storage.db, source, { title }), shelf, salRow);
    await makeSave(env().storage.db, await makePin(env().storage.db, source, { title: 'secret' }), hideout, salRow);

    const titles = async (browser: ReturnType<typeof testBrowser>) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const { result } = await browser.gql(SAVED, { after });
        expect(result.errors).toBeUndefined();
        const page = (result.data!.user as { savedPins: { edges: { node: { title: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }).savedPins;
        seen.push(...page.edges.map((e) => e.node.title));
        if (!page.pageInfo.hasNextPage) return seen;
        after = page.pageInfo.endCursor;
      }
    };
    expect(await titles(testBrowser(env().server))).toEqual(['three', 'two', 'one']);
    expect(await titles(sal.browser)).toEqual(['secret', 'three', 'two', 'one']);
  });

  it('says whether the profile is the signed-in viewer', async () => {
    const vic = await signedIn(env().server, 'vic');
    await signedIn(env().server, 'wes');
    const query = `{ vic: user(username: "vic") { isViewer } wes: user(username: "wes") { isViewer } }`;
    expect((await vic.browser.gql(query)).result.data).toEqual({ vic: { isViewer: true }, wes: { isViewer: false } });
    expect((await testBrowser(env().server).gql(query)).result.data).toEqual({ vic: { isViewer: false }, wes: { isViewer: false } });
  });

  it('knows the viewer from the answer that read the person, without asking /v3/users/me/', async () => {
    const una = await signedIn(env().server, 'una');
    const meReads = async () => {
      const text = await (await fetch(`${env().server.url}/metrics`)).text();
      return Number(/http_requests_total\{method="GET",route="\/v3\/users\/me\/",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await meReads();
    expect((await una.browser.gql(`{ user(username: "una") { isViewer } }`)).result.data).toEqual({ user: { isViewer: true } });
    expect(await meReads()).toBe(before);
  });
});
