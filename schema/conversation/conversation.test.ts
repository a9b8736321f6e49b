/**
 * Conversations through GraphQL over the real v3 (issue 20): 'Send this pin' by global ids, the inbox
 * and its counts, contact requests, errors as data, the cost rule on the new connections, and the
 * inboxEvents subscription over Server-Sent Events: live, resumed by cursor after a dropped
 * connection, refused signed out, and delivered across two server instances through Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import type { BoardRow, PinRow } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { openSse, type SseStream } from '../../server/testing/sse.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';
import { users } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';

const SEND = `mutation($userIds: [String!], $conversationId: String, $text: String, $pinId: String) {
  sendMessage(userIds: $userIds, conversationId: $conversationId, text: $text, pinId: $pinId) {
    conversation { id entityId status unreadCount otherParticipants { username } }
    message { id text isMine pinUnavailable pin { id title } sender { username } }
    errors { code field message }
  }
}`;
const INBOX = `query($status: ConversationStatus) { viewer { inbox { unreadConversations contactRequests unreadNotifications lastEventId }
  conversations(first: 10, status: $status) { edges { node { id entityId status unreadCount otherParticipants { username }
    lastMessage { text isMine } messages(first: 5) { edges { node { text isMine } } pageInfo { hasNextPage } } } } } } }`;
const ACT = (name: string) => `mutation($id: String!) { ${name}(conversationId: $id) { conversation { id status unreadCount } errors { code field message } } }`;
const EVENTS = `subscription($after: String) { inboxEvents(after: $after) { cursor kind conversation { id unreadCount } message { text sender { username } } } }`;

interface Sent {
  conversation: { id: string; entityId: string; status: string; unreadCount: number; otherParticipants: { username: string }[] } | null;
  message: { id: string; text: string; isMine: boolean; pinUnavailable: boolean; pin: { id: string; title: string } | null; sender: { username: string } } | null;
  errors: { code: string; field: string | null; message: string }[];
}
interface InboxView {
  inbox: { unreadConversations: number; contactRequests: number; unreadNotifications: number; lastEventId: string } | null;
  conversations: { edges: { node: { id: string; entityId: string; status: string; unreadCount: number; otherParticipants: { username: string }[]; lastMessage: { text: string; isMine: boolean } | null; messages: { edges: { node: { text: string; isMine: boolean } }[] } } }[] };
}
interface EventFrame {
  cursor: string;
  kind: string;
  conversation: { id: string; unreadCount: number } | null;
  message: { text: string; sender: { username: string } } | null;
}

describe.each(backends())('conversations through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ana: { browser: TestBrowser; id: string; userId: number };
  let ben: { browser: TestBrowser; id: string; userId: number };
  let board: BoardRow;
  let pin: PinRow;
  const streams: SseStream[] = [];

  const send = async (from: TestBrowser, variables: Record<string, unknown>) => (await from.gql(SEND, variables)).result.data!.sendMessage as Sent;
  const view = async (member: TestBrowser, status?: string) => (await member.gql(INBOX, status ? { status } : {})).result.data!.viewer as InboxView;
  const subscribe = async (on: TestServer, member: TestBrowser, after?: string) => {
    const stream = await openSse(`${on.url}/graphql`, { cookie: member.cookie, 'sec-fetch-site': 'same-origin' }, { query: EVENTS, variables: after ? { after } : {} });
    streams.push(stream);
    return stream;
  };
  /** The next event a subscription delivers (Yoga's SSE: `event: next`, data {data}). */
  const nextEvent = async (stream: SseStream): Promise<EventFrame> => {
    const frame = JSON.parse((await stream.next('next')).data) as { data?: { inboxEvents: EventFrame }; errors?: unknown };
    expect(frame.errors).toBeUndefined();
    return frame.data!.inboxEvents;
  };
  /** Where to subscribe from so nothing after now is missed: the inbox's newest event id. */
  const lastEventId = async (member: TestBrowser) => (await view(member)).inbox!.lastEventId;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ana = await signedIn(server, 'gqlcv_ana');
    ben = await signedIn(server, 'gqlcv_ben');
    const [anaRow] = await storage.db.select().from(users).where(eq(users.id, ana.userId));
    board = await makeBoard(storage.db, anaRow!, { name: 'Lamps', slug: 'lamps' });
    pin = await makePin(storage.db, board, { title: 'A paper lamp' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
    await storage?.close();
  });

  it("sends a pin by global ids; the recipient gets a contact request, accepts it, reads it", async () => {
    const pinGlobalId = Buffer.from(`Pin:${pin.id}`).toString('base64');
    const sent = await send(ana.browser, { userIds: [ben.id], text: 'For your desk', pinId: pinGlobalId });
    expect(sent.errors).toEqual([]);
    expect(sent.message).toMatchObject({ text: 'For your desk', isMine: true, pinUnavailable: false, pin: { title: 'A paper lamp' }, sender: { username: 'gqlcv_ana' } });
    expect(sent.conversation).toMatchObject({ status: 'ACCEPTED', unreadCount: 0, otherParticipants: [{ username: 'gqlcv_ben' }] });

    // Ben does not follow Ana: a contact request, not in his inbox yet.
    expect((await view(ben.browser)).conversations.edges).toEqual([]);
    const pending = await view(ben.browser, 'PENDING');
    expect(pending.inbox).toMatchObject({ contactRequests: 1, unreadConversations: 0, unreadNotifications: 0 });
    expect(pending.conversations.edges[0]!.node).toMatchObject({
      id: sent.conversation!.id,
      status: 'PENDING',
      unreadCount: 1,
      otherParticipants: [{ username: 'gqlcv_ana' }],
      lastMessage: { text: 'For your desk', isMine: false },
    });

    const accepted = (await ben.browser.gql(ACT('acceptContactRequest'), { id: sent.conversation!.id })).result.data!.acceptContactRequest as { conversation: { status: string } };
    expect(accepted.conversation.status).toBe('ACCEPTED');
    const inbox = await view(ben.browser);
    expect(inbox.inbox).toMatchObject({ contactRequests: 0, unreadConversations: 1 });
    expect(inbox.conversations.edges[0]!.node.messages.edges.map((e) => e.node)).toEqual([{ text: 'For your desk', isMine: false }]);

    const read = (await ben.browser.gql(ACT('markConversationRead'), { id: sent.conversation!.entityId })).result.data!.markConversationRead as { conversation: { unreadCount: number } };
    expect(read.conversation.unreadCount).toBe(0);
    expect((await view(ben.browser)).inbox!.unreadConversations).toBe(0);

    const replied = await send(ben.browser, { conversationId: sent.conversation!.id, text: 'Love it' });
    expect(replied.errors).toEqual([]);
    expect(replied.conversation!.id).toBe(sent.conversation!.id);
  });

  it('gives what the person can fix as errors, and nothing to a visitor', async () => {
    const visitor = testBrowser(server);
    expect((await send(visitor, { userIds: [ben.id], text: 'hi' })).errors).toMatchObject([{ code: 'UNAUTHENTICATED' }]);
    expect((await view(visitor)).inbox).toBeNull();
    expect((await view(visitor)).conversations.edges).toEqual([]);
    expect((await send(ana.browser, { userIds: ['not-an-id'], text: 'hi' })).errors).toMatchObject([{ code: 'NOT_FOUND', field: 'userIds' }]);
    expect((await send(ana.browser, { userIds: ['987654321'], text: 'hi' })).errors).toMatchObject([{ code: 'NOT_FOUND', message: 'user 987654321 not found' }]);
    expect((await send(ana.browser, { userIds: [ben.id], text: ' ' })).errors).toMatchObject([{ code: 'INVALID_PARAMETER', field: 'text', message: 'Write a message or choose a Pin to send.' }]);
    expect((await send(ana.browser, { conversationId: '123456789', text: 'hi' })).errors).toMatchObject([{ code: 'NOT_FOUND' }]);
  });

  it('refuses a query whose conversations and messages could return too many nodes', async () => {
    // Each list counts 50 × (1 + 100) = 5,050 nodes: one fits the 10,000-node bound, two do not.
    const list = (alias: string) => `${alias}: conversations(first: 50, status: ACCEPTED) { edges { node { messages(first: 100) { edges { node { text } } } } } }`;
    const one = await ana.browser.gql(`{ viewer { ${list('a')} } }`);
    expect(one.result.errors).toBeUndefined();
    const two = await ana.browser.gql(`{ viewer { ${list('a')} ${list('b')} } }`);
    expect(two.result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } });
  });

  it('delivers a new message live to a subscriber, and resumes from the last cursor after a dropped connection', async () => {
    const stream = await subscribe(server, ben.browser, await lastEventId(ben.browser));
    const first = await send(ana.browser, { userIds: [ben.id], text: 'live 1' });
    expect(first.errors).toEqual([]);
    const seen = await nextEvent(stream);
    expect(seen).toMatchObject({ kind: 'MESSAGE', message: { text: 'live 1', sender: { username: 'gqlcv_ana' } } });
    stream.close();

    for (const text of ['while away 1', 'while away 2']) expect((await send(ana.browser, { userIds: [ben.id], text })).errors).toEqual([]);
    const resumed = await subscribe(server, ben.browser, seen.cursor);
    expect((await nextEvent(resumed)).message?.text).toBe('while away 1');
    const second = await nextEvent(resumed);
    expect(second.message?.text).toBe('while away 2');
    expect(Number(second.cursor)).toBeGreaterThan(Number(seen.cursor));
    resumed.close();
  });

  it('delivers a message sent through one instance to a subscriber on another, through Redis', async () => {
    const prefix = `cb:test:gql-live:${process.pid}:${Date.now()}:`;
    const one = await startTestServer(storage, { redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: prefix });
    const two = await startTestServer(storage, { redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: prefix });
    try {
      const stream = await subscribe(two, ben.browser, await lastEventId(ben.browser));
      // Ana's session cookie works on any instance: sessions live in the shared database.
      const sent = (await one.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: ana.browser.cookie },
        payload: { query: SEND, variables: { userIds: [ben.id], text: 'across instances' } },
      })).json() as { data: { sendMessage: Sent } };
      expect(sent.data.sendMessage.errors).toEqual([]);
      // Only Redis links the two: each instance's v3 stream reads its log on a poke (or every 30 s, past this test's timeout).
      expect((await nextEvent(stream)).message?.text).toBe('across instances');
      stream.close();
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('refuses a visitor’s subscription as UNAUTHENTICATED', async () => {
    const stream = await subscribe(server, testBrowser(server));
    const frame = JSON.parse((await stream.next('next')).data) as { errors?: { extensions?: { code?: string } }[] };
    expect(frame.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    stream.close();
  });
});
