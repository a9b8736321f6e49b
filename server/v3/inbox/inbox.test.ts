/**
 * The member's live event log through v3 (issue 20): the catch-up list, the Server-Sent Events stream
 * (live, and resumed after a dropped connection from its last id without losing or repeating an
 * event), its own-account rule, and delivery across two server instances through Redis pub/sub.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { openSse, type SseStream } from '../../testing/sse.ts';
import { v3Call, v3Data, v3Error, type V3CallOptions } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Inbox } from '../conversation/types.ts';
import type { V3InboxEvent } from './events.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe.each(backends())('v3 inbox events on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ana: Member;
  let ben: Member;
  let cleo: Member;
  const streams: SseStream[] = [];

  const as = (member: Member | null, url: string, options: V3CallOptions = {}) =>
    v3Call(server, url, { ...options, ...(member ? { cookie: member.token } : {}) });
  const send = (on: TestServer, from: Member, to: Member, text: string) =>
    v3Call(on, '/v3/conversations/', { method: 'POST', cookie: from.token, body: { user_ids: [String(to.row.id)], text } });
  const listen = async (on: TestServer, member: Member, headers: Record<string, string> = {}) => {
    const stream = await openSse(`${on.url}/v3/users/me/inbox_events/`, { cookie: `cb_session=${member.token}`, ...headers });
    streams.push(stream);
    return stream;
  };
  const inboxEvent = async (stream: SseStream) => {
    const frame = await stream.next('inbox');
    const event = JSON.parse(frame.data) as V3InboxEvent;
    expect(frame.id).toBe(event.id);
    return event;
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    [ana, ben, cleo] = await Promise.all(['ie_ana', 'ie_ben', 'ie_cleo'].map((name) => signUp(server, storage, name))) as [Member, Member, Member];
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
    await storage?.close();
  });

  it('lists a member’s own events after a cursor, oldest first', async () => {
    const before = v3Data<V3Inbox>(await as(ben, '/v3/users/me/inbox/')).last_event_id;
    expect((await send(server, ana, ben, 'one')).status).toBe(200);
    expect((await send(server, ana, ben, 'two')).status).toBe(200);
    const events = v3Data<V3InboxEvent[]>(await as(ben, `/v3/users/me/inbox_events/?after=${before}`));
    expect(events.map((e) => [e.kind, e.message?.text])).toEqual([
      ['message', 'one'],
      ['message', 'two'],
    ]);
    expect(Number(events[1]!.id)).toBeGreaterThan(Number(events[0]!.id));
    expect(events[1]!.conversation).toMatchObject({ unread_count: 2, status: expect.any(String) });
    expect(v3Data<V3InboxEvent[]>(await as(ben, `/v3/users/me/inbox_events/?after=${events[1]!.id}`))).toEqual([]);
    // Cleo sees none of them.
    const hers = v3Data<V3InboxEvent[]>(await as(cleo, '/v3/users/me/inbox_events/?after=0'));
    expect(hers).toEqual([]);
    const bad = await as(ben, '/v3/users/me/inbox_events/?after=-1');
    expect(bad.status).toBe(400);
    expect(v3Error(bad)?.param).toBe('after');
  });

  it('streams a new message live, as an event whose id is the cursor', async () => {
    const stream = await listen(server, ben);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('private, no-store');
    await stream.next('ready');
    expect((await send(server, ana, ben, 'live one')).status).toBe(200);
    const event = await inboxEvent(stream);
    expect(event).toMatchObject({ kind: 'message', message: { text: 'live one', sender: { username: ana.username } } });
    stream.close();
  });

  it('resumes after a dropped connection from the last id: the missed events once each, in order', async () => {
    const stream = await listen(server, ben);
    await stream.next('ready');
    expect((await send(server, ana, ben, 'seen')).status).toBe(200);
    const seen = await inboxEvent(stream);
    stream.close();
    for (const text of ['missed 1', 'missed 2']) expect((await send(server, ana, ben, text)).status).toBe(200);

    const resumed = await listen(server, ben, { 'last-event-id': seen.id });
    expect(JSON.parse((await resumed.next('ready')).data)).toEqual({ after: seen.id });
    expect((await inboxEvent(resumed)).message?.text).toBe('missed 1');
    expect((await inboxEvent(resumed)).message?.text).toBe('missed 2');
    expect((await send(server, ana, ben, 'after resume')).status).toBe(200);
    expect((await inboxEvent(resumed)).message?.text).toBe('after resume');
    resumed.close();
  });

  it('streams only to the signed-in member', async () => {
    const response = await fetch(`${server.url}/v3/users/me/inbox_events/`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
    await response.body?.cancel();
  });

  it('delivers a message written through one instance to a stream on another, through Redis', async () => {
    const prefix = `cb:test:live:${process.pid}:${Date.now()}:`;
    const a = await startTestServer(storage, { redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    const b = await startTestServer(storage, { redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    try {
      const stream = await listen(b, cleo);
      await stream.next('ready');
      expect((await send(a, ana, cleo, 'across replicas')).status).toBe(200);
      // Only the poke can bring it this fast: the stream's own catch-up runs every 30 s, past the test's timeout.
      expect((await inboxEvent(stream)).message?.text).toBe('across replicas');
      stream.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
