/** The news hub through GraphQL over the real v3 (issue 20): a follow becomes a line, read state, and nothing for a visitor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const HUB = `{ viewer { inbox { unreadNotifications } notifications(first: 10) { edges { node { id entityId kind text actorCount unread actors { username } } } pageInfo { hasNextPage } } } }`;
const READ = `mutation { markNotificationsRead { unreadNotifications errors { code } } }`;

interface Hub {
  inbox: { unreadNotifications: number } | null;
  notifications: { edges: { node: { kind: string; text: string; actorCount: number; unread: boolean; actors: { username: string }[] } }[] };
}

describe.each(backends())('notifications through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('shows a follow as a line, marks it read, and gives a visitor nothing', async () => {
    const ana = await signedIn(server, 'gqlnh_ana');
    const ben = await signedIn(server, 'gqlnh_ben');
    const followed = await ana.browser.gql('mutation($id: ID!) { followUser(userId: $id) { errors { message } } }', { id: ben.id });
    expect(followed.result.errors).toBeUndefined();
    const hub = (await ben.browser.gql(HUB)).result.data!.viewer as Hub;
    expect(hub.inbox!.unreadNotifications).toBe(1);
    expect(hub.notifications.edges.map((e) => e.node)).toMatchObject([{ kind: 'FOLLOW', text: 'gqlnh_ana followed you', actorCount: 1, unread: true, actors: [{ username: 'gqlnh_ana' }] }]);
    const read = (await ben.browser.gql(READ)).result.data!.markNotificationsRead;
    expect(read).toEqual({ unreadNotifications: 0, errors: [] });
    const after = (await ben.browser.gql(HUB)).result.data!.viewer as Hub;
    expect(after.inbox!.unreadNotifications).toBe(0);
    expect(after.notifications.edges[0]!.node.unread).toBe(false);

    const visitor = testBrowser(server);
    const nobody = (await visitor.gql(HUB)).result.data!.viewer as Hub;
    expect(nobody.notifications.edges).toEqual([]);
    expect(((await visitor.gql(READ)).result.data!.markNotificationsRead as { errors: { code: string }[] }).errors).toMatchObject([{ code: 'UNAUTHENTICATED' }]);
  });
});
