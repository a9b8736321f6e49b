/**
 * The news hub through v3 (issue 20): follows, saves, board invites and their acceptance, and comments
 * become notifications for the person concerned, grouped ("Ana and 2 others saved your Pin"), with
 * read state and the unread count, live events, paging, and the block rule over their actors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import type { BoardRow, PinRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, v3Data, type V3CallOptions } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Inbox } from '../conversation/types.ts';
import type { V3InboxEvent } from '../inbox/events.ts';
import type { V3NotificationGroup } from './text.ts';

describe.each(backends())('v3 notifications on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ana: Member;
  let ben: Member;
  let cleo: Member;
  let dan: Member;
  let benBoard: BoardRow;
  let benPin: PinRow;
  let anaBoard: BoardRow;
  let cleoBoard: BoardRow;
  let danBoard: BoardRow;

  const as = (member: Member | null, url: string, options: V3CallOptions = {}) =>
    v3Call(server, url, { ...options, ...(member ? { cookie: member.token } : {}) });
  const ok = async (member: Member, url: string, options: V3CallOptions = {}) => {
    const answer = await as(member, url, options);
    expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer;
  };
  const hub = async (member: Member, query = '') => v3Data<V3NotificationGroup[]>(await ok(member, `/v3/users/me/notifications/${query}`));
  const unread = async (member: Member) => v3Data<V3Inbox>(await ok(member, '/v3/users/me/inbox/')).unread_notifications;
  const follow = (who: Member, whom: Member) => ok(who, `/v3/users/${whom.username}/follow/`, { method: 'PUT' });
  const save = (who: Member, pin: PinRow, board: BoardRow) => ok(who, `/v3/pins/${pin.id}/repin/`, { method: 'POST', body: { board_id: board.id } });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    [ana, ben, cleo, dan] = (await Promise.all(['nh_ana', 'nh_ben', 'nh_cleo', 'nh_dan'].map((name) => signUp(server, storage, name)))) as [Member, Member, Member, Member];
    benBoard = await makeBoard(storage.db, ben.row, { name: 'Soups', slug: 'soups' });
    benPin = await makePin(storage.db, benBoard, { title: 'Minestrone' });
    anaBoard = await makeBoard(storage.db, ana.row, { name: 'Ana saves', slug: 'ana-saves' });
    cleoBoard = await makeBoard(storage.db, cleo.row, { name: 'Cleo saves', slug: 'cleo-saves' });
    danBoard = await makeBoard(storage.db, dan.row, { name: 'Dan saves', slug: 'dan-saves' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('groups saves of a Pin into one line, newest saver first, and counts it unread', async () => {
    await save(ana, benPin, anaBoard);
    expect((await hub(ben))[0]).toMatchObject({ kind: 'save', text: 'nh_ana saved your Pin', actor_count: 1, unread: true, pin: { id: String(benPin.id) } });
    await save(cleo, benPin, cleoBoard);
    expect((await hub(ben))[0]!.text).toBe('nh_cleo and nh_ana saved your Pin');
    await save(dan, benPin, danBoard);
    const [group] = await hub(ben);
    expect(group).toMatchObject({ text: 'nh_dan and 2 others saved your Pin', actor_count: 3 });
    expect(group!.actors.map((a) => a.username)).toEqual(['nh_dan', 'nh_cleo', 'nh_ana']);
    expect(await unread(ben)).toBe(1);
    // Saving one's own Pin tells nobody.
    await save(ben, benPin, await makeBoard(storage.db, ben.row, { name: 'More soups', slug: 'more-soups' }));
    expect((await hub(ben)).filter((g) => g.kind === 'save')).toHaveLength(1);
    expect((await hub(ben))[0]!.actor_count).toBe(3);
  });

  it('tells of a follow once while it is unread, and marks everything read', async () => {
    await follow(ana, ben);
    await ok(ana, `/v3/users/${ben.username}/follow/`, { method: 'DELETE' });
    await follow(ana, ben);
    const follows = (await hub(ben)).filter((g) => g.kind === 'follow');
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ text: 'nh_ana followed you', actor_count: 1, unread: true });
    expect(await unread(ben)).toBeGreaterThanOrEqual(2);
    expect(v3Data(await ok(ben, '/v3/users/me/notifications/read/', { method: 'PUT' }))).toEqual({ unread_notifications: 0 });
    expect(await unread(ben)).toBe(0);
    expect((await hub(ben)).every((g) => !g.unread)).toBe(true);
  });

  it('tells of a board invite, and the inviter when it is accepted', async () => {
    const board = await makeBoard(storage.db, cleo.row, { name: 'Picnic', slug: 'picnic' });
    await ok(cleo, `/v3/boards/${board.id}/invites/`, { method: 'POST', body: { username: dan.username } });
    expect((await hub(dan))[0]).toMatchObject({ kind: 'board_invite', text: 'nh_cleo invited you to join their board Picnic', board: { name: 'Picnic', url: '/nh_cleo/picnic/' } });
    await ok(dan, `/v3/boards/${board.id}/invites/me/accept/`, { method: 'POST' });
    expect((await hub(cleo))[0]).toMatchObject({ kind: 'invite_accepted', text: 'nh_dan joined your board Picnic' });
  });

  it("tells a Pin's creator of a comment, with its text, and delivers it as a live event", async () => {
    const before = v3Data<V3Inbox>(await ok(ben, '/v3/users/me/inbox/')).last_event_id;
    await ok(cleo, `/v3/pins/${benPin.id}/comments/`, { method: 'POST', body: { text: 'Looks delicious' } });
    // The comment hook runs after the answer: the notification follows shortly.
    await expect.poll(async () => (await hub(ben))[0]?.kind).toBe('comment');
    expect((await hub(ben))[0]).toMatchObject({ text: 'nh_cleo commented on your Pin', comment_text: 'Looks delicious', pin: { id: String(benPin.id) } });
    const events = v3Data<V3InboxEvent[]>(await ok(ben, `/v3/users/me/inbox_events/?after=${before}`));
    expect(events.map((e) => e.kind)).toContain('notification');
  });

  it('leaves out actors across a block, and pages groups by bookmark to the end', async () => {
    const eve = await signUp(server, storage, 'nh_eve');
    await follow(ana, eve);
    await follow(cleo, eve);
    await save(ana, await makePin(storage.db, await makeBoard(storage.db, eve.row, { name: 'Eve', slug: 'eve' }), { title: 'Eve pin' }), anaBoard);
    await ok(eve, '/v3/blocks/', { method: 'POST', body: { blocked_user_id: cleo.row.id } });
    const groups = await hub(eve);
    expect(groups.find((g) => g.kind === 'follow')).toMatchObject({ text: 'nh_ana followed you', actor_count: 1 });
    const first = await ok(eve, '/v3/users/me/notifications/?page_size=1');
    expect(v3Data<V3NotificationGroup[]>(first)).toHaveLength(1);
    const bookmark = first.body.resource_response.bookmark!;
    const second = await ok(eve, `/v3/users/me/notifications/?page_size=1&bookmark=${encodeURIComponent(bookmark)}`);
    expect(v3Data<V3NotificationGroup[]>(second)[0]!.id).not.toBe(v3Data<V3NotificationGroup[]>(first)[0]!.id);
    expect(second.body.resource_response.bookmark).toBe('-end-');
  });

  it("hides a news item's whole line with its Pin through news_hub, and undo brings it back", async () => {
    const line = (await hub(ben)).find((g) => g.kind === 'save')!;
    await ok(ben, `/v3/news_hub/${line.id}/pin/${benPin.id}/hide/`, { method: 'PUT' });
    expect((await hub(ben)).map((g) => g.kind)).not.toContain('save');
    await ok(ben, `/v3/news_hub/${line.id}/pin/${benPin.id}/undo/`, { method: 'PUT' });
    expect((await hub(ben)).find((g) => g.kind === 'save')).toMatchObject({ actor_count: 3 });
    // Someone else's news id changes nothing of Ben's.
    await ok(ana, `/v3/news_hub/${line.id}/pin/${benPin.id}/hide/`, { method: 'PUT' });
    expect((await hub(ben)).map((g) => g.kind)).toContain('save');
  });

  it('answers 401 logged out', async () => {
    expect((await as(null, '/v3/users/me/notifications/')).status).toBe(401);
    expect((await as(null, '/v3/users/me/notifications/read/', { method: 'PUT' })).status).toBe(401);
  });
});
