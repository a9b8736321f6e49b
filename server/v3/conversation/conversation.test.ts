/**
 * Conversations through v3 as a client meets them (issue 20): 'Send this pin' to one or several
 * people, the inbox and its unread counts, contact requests from people you do not follow (accept,
 * decline, reply), only participants read or write a conversation, blocked people cannot message,
 * the message rules (text, pin, recipients) on both sides of each limit, and the rate limit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { sessions, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { v3Call, v3Data, v3Error, type V3Answer, type V3CallOptions } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { MESSAGES_PER_HOUR } from '../session/rate-limit.ts';
import type { V3InboxEvent } from '../inbox/events.ts';
import { MAX_RECIPIENTS, MESSAGE_TEXT_MAX } from './send.ts';
import type { V3ContactRequest, V3Conversation, V3ConversationMessage, V3Inbox } from './types.ts';

interface Sent {
  conversation: V3Conversation;
  message: V3ConversationMessage;
}

describe.each(backends())('v3 conversations on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ana: Member;
  let ben: Member;
  let cleo: Member;
  let dan: Member;
  let limited: Member;
  let board: BoardRow;
  let pin: PinRow;
  let secretPin: PinRow;

  const as = (member: Member | null, url: string, options: V3CallOptions = {}) =>
    v3Call(server, url, { ...options, ...(member ? { cookie: member.token } : {}) });
  const send = (from: Member | null, userIds: unknown, body: Record<string, unknown> = {}) =>
    as(from, '/v3/conversations/', { method: 'POST', body: { user_ids: userIds, ...body } });
  const reply = (from: Member | null, id: string, body: Record<string, unknown>) =>
    as(from, `/v3/conversations/${id}/messages/`, { method: 'POST', body });
  const inbox = async (member: Member, status = 'accepted') => v3Data<V3Conversation[]>(await as(member, `/v3/conversations/?status=${status}`));
  const counts = async (member: Member) => v3Data<V3Inbox>(await as(member, '/v3/users/me/inbox/'));
  const follow = (follower: Member, followed: Member) => as(follower, `/v3/users/${followed.username}/follow/`, { method: 'PUT' });
  const ok200 = (answer: V3Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer;
  };
  const sent = (answer: V3Answer) => v3Data<Sent>(ok200(answer));
  const id = (member: Member) => String(member.row.id);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: windowAlignedClock() });
    [ana, ben, cleo, dan, limited] = await Promise.all(['cv_ana', 'cv_ben', 'cv_cleo', 'cv_dan', 'cv_limited'].map((name) => signUp(server, storage, name))) as [Member, Member, Member, Member, Member];
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    board = await makeBoard(storage.db, ana.row, { name: 'Porches', slug: 'porches' });
    pin = await makePin(storage.db, board, { title: 'A blue porch swing' });
    const secret = await makeBoard(storage.db, ana.row, { name: 'Gifts', slug: 'gifts', privacy: 'secret' });
    secretPin = await makePin(storage.db, secret, { title: 'A surprise' });
    // Ben and Cleo follow Ana: her messages reach their inboxes; Dan does not: his get a contact request.
    ok200(await follow(ben, ana));
    ok200(await follow(cleo, ana));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it("sends a pin with a message to a follower: it is in both inboxes, unread only for the recipient", async () => {
    const answer = sent(await send(ana, [id(ben)], { text: 'For your porch?', pin_id: String(pin.id) }));
    expect(answer.message).toMatchObject({ text: 'For your porch?', pin_unavailable: false, sender: { username: ana.username } });
    expect(answer.message.pin?.id).toBe(String(pin.id));
    expect(answer.conversation).toMatchObject({ status: 'accepted', unread_count: 0 });
    expect(answer.conversation.participants.map((p) => p.username).sort()).toEqual([ana.username, ben.username]);

    const bens = await inbox(ben);
    expect(bens.map((c) => c.id)).toContain(answer.conversation.id);
    const mine = bens.find((c) => c.id === answer.conversation.id)!;
    expect(mine).toMatchObject({ status: 'accepted', unread_count: 1, last_message: { id: answer.message.id, text: 'For your porch?' } });
    expect(await counts(ben)).toMatchObject({ unread_conversations: 1, contact_requests: 0 });
    expect(await counts(ana)).toMatchObject({ unread_conversations: 0 });
  });

  it('continues the same conversation when sending to the same people again, and a reply reads it', async () => {
    const first = sent(await send(ana, [id(cleo)], { text: 'Hi Cleo' }));
    const again = sent(await send(ana, [String(cleo.row.id)], { text: 'Again' }));
    expect(again.conversation.id).toBe(first.conversation.id);
    expect((await inbox(cleo)).find((c) => c.id === first.conversation.id)?.unread_count).toBe(2);
    const answer = sent(await reply(cleo, first.conversation.id, { text: 'Hello!' }));
    expect(answer.conversation.unread_count).toBe(0);
    expect((await inbox(ana)).find((c) => c.id === first.conversation.id)).toMatchObject({ unread_count: 1, last_message: { text: 'Hello!' } });
  });

  it('marks a conversation read for its reader only', async () => {
    const { conversation } = sent(await send(ana, [id(ben)], { text: 'Read me' }));
    expect((await counts(ben)).unread_conversations).toBe(1);
    const read = v3Data<V3Conversation>(ok200(await as(ben, `/v3/conversations/${conversation.id}/read/`, { method: 'PUT' })));
    expect(read.unread_count).toBe(0);
    expect((await counts(ben)).unread_conversations).toBe(0);
    expect(ok200(await as(ben, `/v3/conversations/${conversation.id}/read/`, { method: 'PUT' })).status).toBe(200);
  });

  it("sends to someone who does not follow you as a contact request: accept moves it to the inbox", async () => {
    const { conversation } = sent(await send(ana, [id(dan)], { text: 'Hi Dan, nice boards' }));
    expect((await inbox(dan)).map((c) => c.id)).not.toContain(conversation.id);
    expect((await inbox(dan, 'pending')).map((c) => c.id)).toContain(conversation.id);
    const requests = v3Data<V3ContactRequest[]>(ok200(await as(dan, '/v3/contact_requests/')));
    expect(requests.find((r) => r.id === conversation.id)).toMatchObject({ node_type: 'contactrequest', sender: { username: ana.username } });
    expect((await counts(dan)).contact_requests).toBe(1);
    // The sender's side is an ordinary conversation: she is not told it is a request.
    expect((await inbox(ana)).find((c) => c.id === conversation.id)?.status).toBe('accepted');

    const accepted = v3Data<V3Conversation>(ok200(await as(dan, `/v3/contact_requests/${conversation.id}/accept/`, { method: 'PUT' })));
    expect(accepted.status).toBe('accepted');
    expect((await inbox(dan)).map((c) => c.id)).toContain(conversation.id);
    expect((await counts(dan)).contact_requests).toBe(0);
    // Accepting again is a no-op; declining an accepted conversation is refused.
    expect(ok200(await as(dan, `/v3/contact_requests/${conversation.id}/accept/`, { method: 'PUT' })).status).toBe(200);
    const decline = await as(dan, `/v3/contact_requests/${conversation.id}/decline/`, { method: 'PUT' });
    expect(decline.status).toBe(409);
    expect(v3Error(decline)?.message).toMatch(/not a contact request/);
  });

  it('a declined request disappears and brings its sender no further reach; replying to a request accepts it', async () => {
    const eve = await signUp(server, storage, 'cv_eve');
    const { conversation } = sent(await send(eve, [id(dan)], { text: 'Buy my course' }));
    ok200(await as(dan, `/v3/contact_requests/${conversation.id}/decline/`, { method: 'PUT' }));
    sent(await send(eve, [id(dan)], { text: 'Hello??' }));
    expect((await inbox(dan)).map((c) => c.id)).not.toContain(conversation.id);
    expect((await inbox(dan, 'pending')).map((c) => c.id)).not.toContain(conversation.id);
    const events = v3Data<V3InboxEvent[]>(ok200(await as(dan, '/v3/users/me/inbox_events/?after=0')));
    expect(events.filter((e) => e.kind === 'message' && e.conversation?.id === conversation.id).map((e) => e.message?.text)).toEqual(['Buy my course']);

    const fay = await signUp(server, storage, 'cv_fay');
    const request = sent(await send(fay, [id(dan)], { text: 'Hi from Fay' }));
    expect((await inbox(dan, 'pending')).map((c) => c.id)).toContain(request.conversation.id);
    sent(await reply(dan, request.conversation.id, { text: 'Hi Fay' }));
    expect((await inbox(dan)).map((c) => c.id)).toContain(request.conversation.id);
  });

  it('sends to several people at once as one group conversation', async () => {
    const answer = sent(await send(ana, `${id(ben)},${id(cleo)}`, { pin_id: pin.id }));
    expect(answer.conversation.participants.map((p) => p.username).sort()).toEqual([ana.username, ben.username, cleo.username].sort());
    expect(answer.message).toMatchObject({ text: '' });
    for (const member of [ben, cleo]) expect((await inbox(member)).map((c) => c.id)).toContain(answer.conversation.id);
  });

  it('only participants read or write a conversation', async () => {
    const { conversation } = sent(await send(ana, [id(ben)], { text: 'Just us' }));
    for (const url of [`/v3/conversations/${conversation.id}/`, `/v3/conversations/${conversation.id}/messages/`]) {
      expect((await as(cleo, url)).status).toBe(404);
      expect((await as(ben, url)).status).toBe(200);
    }
    expect((await reply(cleo, conversation.id, { text: 'Let me in' })).status).toBe(404);
    expect((await as(cleo, `/v3/conversations/${conversation.id}/read/`, { method: 'PUT' })).status).toBe(404);
    expect((await as(cleo, `/v3/contact_requests/${conversation.id}/accept/`, { method: 'PUT' })).status).toBe(404);
    expect((await as(cleo, '/v3/conversations/999999999/')).status).toBe(404);
  });

  it('blocked people cannot message you, in either direction, and an existing conversation closes', async () => {
    const gus = await signUp(server, storage, 'cv_gus');
    const hal = await signUp(server, storage, 'cv_hal');
    const { conversation } = sent(await send(gus, [id(hal)], { text: 'Before' }));
    ok200(await as(hal, '/v3/blocks/', { method: 'POST', body: { blocked_user_id: gus.row.id } }));
    const refused = await send(gus, [id(hal)], { text: 'After' });
    expect(refused.status).toBe(404);
    expect(v3Error(refused)?.message).toBe(`user ${hal.row.id} not found`);
    const blocker = await send(hal, [id(gus)], { text: 'From the blocker' });
    expect(blocker.status).toBe(403);
    expect(v3Error(blocker)?.message).toBe(`You blocked ${gus.username}. Unblock them to send a message.`);
    for (const [from, answer] of [[gus, 'gus'], [hal, 'hal']] as const) {
      const attempt = await reply(from, conversation.id, { text: `From ${answer}` });
      expect(attempt.status).toBe(403);
      expect(v3Error(attempt)?.message).toBe("You can't send messages in this conversation.");
    }
    // The blocker no longer sees the blocked person among the participants.
    const seen = v3Data<V3Conversation>(ok200(await as(gus, `/v3/conversations/${conversation.id}/`)));
    expect(seen.participants.map((p) => p.username)).toEqual([gus.username]);
    ok200(await as(hal, `/v3/blocks/${gus.row.id}/`, { method: 'DELETE' }));
    sent(await reply(gus, conversation.id, { text: 'Unblocked' }));
  });

  it('checks the message on both sides of each rule', async () => {
    expect(sent(await send(ana, [id(ben)], { text: 'x'.repeat(MESSAGE_TEXT_MAX) })).message.text).toHaveLength(MESSAGE_TEXT_MAX);
    const long = await send(ana, [id(ben)], { text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(v3Error(long)).toMatchObject({ param: 'text', message: `A message can be at most ${MESSAGE_TEXT_MAX} characters long.` });
    const empty = await send(ana, [id(ben)], { text: '   ' });
    expect(v3Error(empty)).toMatchObject({ param: 'text', message: 'Write a message or choose a Pin to send.' });
    expect(sent(await send(ana, [id(ben)], { text: ' a\u0007b\u0000 \n c ' })).message.text).toBe('ab \n c');

    const nobody = await send(ana, [], { text: 'hi' });
    expect(v3Error(nobody)).toMatchObject({ param: 'user_ids', message: 'Choose at least one person to send to.' });
    expect(v3Error(await send(ana, [id(ana)], { text: 'me' }))?.message).toBe("You can't send a message to yourself.");
    const many = Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => String(900000 + i));
    expect(v3Error(await send(ana, many, { text: 'all' }))?.message).toBe(`You can send to at most ${MAX_RECIPIENTS} people at once.`);
    expect((await send(ana, many.slice(0, MAX_RECIPIENTS), { text: 'all' })).status).toBe(404);
    expect(v3Error(await send(ana, ['abc'], { text: 'x' }))?.param).toBe('user_ids');
    expect(v3Error(await send(ana, [id(ben)], { text: 'x', pin_id: 'pin' }))?.param).toBe('pin_id');
    // A pin the sender may not see is as unknown.
    expect((await send(ben, [id(ana)], { pin_id: secretPin.id })).status).toBe(404);
  });

  it('shows a sent pin only to those who may see it', async () => {
    const answer = sent(await send(ana, [id(ben)], { text: 'Secret gift idea', pin_id: secretPin.id }));
    expect(answer.message.pin?.id).toBe(String(secretPin.id));
    const messages = v3Data<V3ConversationMessage[]>(ok200(await as(ben, `/v3/conversations/${answer.conversation.id}/messages/`)));
    expect(messages[0]).toMatchObject({ id: answer.message.id, pin: null, pin_unavailable: true, text: 'Secret gift idea' });
  });

  it('pages messages newest first by bookmark to the end marker', async () => {
    const ivy = await signUp(server, storage, 'cv_ivy');
    let conversationId = '';
    for (let i = 1; i <= 7; i += 1) conversationId = sent(await send(ivy, [id(ana)], { text: `m${i}` })).conversation.id;
    const first = ok200(await as(ana, `/v3/conversations/${conversationId}/messages/?page_size=5`));
    expect(v3Data<V3ConversationMessage[]>(first).map((m) => m.text)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3']);
    const bookmark = first.body.resource_response.bookmark!;
    expect(bookmark).not.toBe('-end-');
    const second = ok200(await as(ana, `/v3/conversations/${conversationId}/messages/?page_size=5&bookmark=${encodeURIComponent(bookmark)}`));
    expect(v3Data<V3ConversationMessage[]>(second).map((m) => m.text)).toEqual(['m2', 'm1']);
    expect(second.body.resource_response.bookmark).toBe('-end-');
    expect((await as(ana, `/v3/conversations/${conversationId}/messages/?page_size=101`)).status).toBe(400);
  });

  it('answers 401 logged out; a limited-login session reads but does not send', async () => {
    for (const url of ['/v3/conversations/', '/v3/contact_requests/', '/v3/users/me/inbox/', '/v3/users/me/inbox_events/']) {
      expect((await as(null, url)).status, url).toBe(401);
      expect((await as(limited, url)).status, url).toBe(200);
    }
    expect((await send(null, [id(ben)], { text: 'x' })).status).toBe(401);
    const refused = await send(limited, [id(ben)], { text: 'x' });
    expect(refused.status).toBe(403);
    expect(v3Error(refused)?.code).toBe('limited_login');
  });

  it(`allows ${MESSAGES_PER_HOUR} messages an hour per account, then 429`, async () => {
    const jay = await signUp(server, storage, 'cv_jay');
    const { conversation } = sent(await send(jay, [id(ana)], { text: '1' }));
    for (let i = 2; i <= MESSAGES_PER_HOUR; i += 20) {
      const batch = Array.from({ length: Math.min(20, MESSAGES_PER_HOUR - i + 1) }, (_, j) => reply(jay, conversation.id, { text: String(i + j) }));
      for (const answer of await Promise.all(batch)) ok200(answer);
    }
    const over = await reply(jay, conversation.id, { text: 'one too many' });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
