import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, follows, interests, pinHides, pinReports, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error, type V3Envelope } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

describe.each(backends())('v3 social graph on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const data = v3Data;
  const error = v3Error;
  const ids = (r: { body: V3Envelope }) => data<({ id: string } | null)[]>(r).map((x) => x?.id ?? null);

  const signup = (username: string) => signUp(server, storage, username);

  let alice: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    alice = await signup('alice');
    bob = await signup('bob_b');
    carol = await signup('carol_c');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('follows', () => {
    it('follows and unfollows a user idempotently, with counts both ways', async () => {
      const put = () => call('/v3/users/bob_b/follow/', { method: 'PUT', cookie: alice.token });
      expect(data(await put())).toEqual({ following: true, follower_count: 1 });
      expect(data(await put())).toEqual({ following: true, follower_count: 1 });
      expect(data(await call('/v3/users/BOB_B/follow/', { method: 'PUT', cookie: carol.token }))).toEqual({ following: true, follower_count: 2 });

      const seen = data<Record<string, unknown>>(await call('/v3/users/bob_b/', { cookie: alice.token }));
      expect(seen).toMatchObject({ follower_count: 2, explicitly_followed_by_me: true, blocked_by_me: false });
      expect(data(await call('/v3/users/alice/', { cookie: alice.token }))).toMatchObject({ following_count: 1 });
      expect(data(await call('/v3/users/bob_b/'))).toMatchObject({ explicitly_followed_by_me: false, blocked_by_me: false });
      expect(data(await call(`/v3/users/?ids=${bob.row.id}`, { cookie: carol.token }))).toEqual([
        expect.objectContaining({ explicitly_followed_by_me: true }),
      ]);

      const del = () => call('/v3/users/bob_b/follow/', { method: 'DELETE', cookie: alice.token });
      expect(data(await del())).toEqual({ following: false, follower_count: 1 });
      expect(data(await del())).toEqual({ following: false, follower_count: 1 });
      expect(data(await call('/v3/users/bob_b/', { cookie: alice.token }))).toMatchObject({ explicitly_followed_by_me: false });
      await call('/v3/users/bob_b/follow/', { method: 'DELETE', cookie: carol.token });
    });

    it('refuses self-follows (400), unknown users (404), anonymous (401) and cross-site writes (403)', async () => {
      const self = await call('/v3/users/alice/follow/', { method: 'PUT', cookie: alice.token });
      expect(self.status).toBe(400);
      expect(error(self)?.code).toBe('invalid_parameter');
      expect((await call('/v3/users/nobody_at_all/follow/', { method: 'PUT', cookie: alice.token })).status).toBe(404);
      for (const url of ['/v3/users/bob_b/follow/', '/v3/interests/1/follow/', '/v3/boards/1/follow/']) {
        const anonymous = await call(url, { method: 'PUT' });
        expect(anonymous.status).toBe(401);
        expect(error(anonymous)?.code).toBe('unauthenticated');
      }
      expect((await call('/v3/blocks/', { method: 'POST', body: { blocked_user_id: String(bob.row.id) } })).status).toBe(401);
      const crossSite = await call('/v3/users/bob_b/follow/', {
        method: 'PUT',
        cookie: alice.token,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      expect(error(crossSite)?.code).toBe('csrf');
      expect(data(await call('/v3/users/bob_b/', { cookie: alice.token }))).toMatchObject({ follower_count: 0 });
    });

    it('follows and unfollows boards the viewer can read', async () => {
      const board = await makeBoard(storage.db, bob.row, { name: 'Birds' });
      const secret = await makeBoard(storage.db, bob.row, { name: 'Hidden', privacy: 'secret' });
      const url = `/v3/boards/${board.id}/follow/`;
      expect(data(await call(url, { method: 'PUT', cookie: alice.token }))).toEqual({ following: true, follower_count: 1 });
      expect(data(await call(url, { method: 'PUT', cookie: alice.token }))).toEqual({ following: true, follower_count: 1 });
      expect(data(await call(url, { method: 'PUT', cookie: carol.token }))).toEqual({ following: true, follower_count: 2 });
      expect(data(await call(`/v3/boards/${board.id}/`, { cookie: alice.token }))).toMatchObject({
        followed_by_me: true,
        collaborated_by_me: false,
        follower_count: 2,
      });
      expect(data(await call(`/v3/boards/${board.id}/`))).toMatchObject({ followed_by_me: false });
      expect(data(await call(url, { method: 'DELETE', cookie: alice.token }))).toEqual({ following: false, follower_count: 1 });
      expect(data(await call(url, { method: 'DELETE', cookie: alice.token }))).toEqual({ following: false, follower_count: 1 });
      expect((await call(`/v3/boards/${secret.id}/follow/`, { method: 'PUT', cookie: alice.token })).status).toBe(404);
      expect((await call('/v3/boards/987654321/follow/', { method: 'PUT', cookie: alice.token })).status).toBe(404);
    });

    it('follows and unfollows interests', async () => {
      expect((await call('/v3/docs/openapi.json')).body).toMatchObject({
        paths: { '/v3/users/{username}/follow/': { put: expect.any(Object) }, '/v3/blocks/': { post: expect.any(Object) } },
      });
      const [interest] = await storage.db.insert(interests).values({ name: 'Gardening', urlName: 'gardening' }).returning();
      const url = `/v3/interests/${interest!.id}/follow/`;
      expect(data(await call(url, { method: 'PUT', cookie: alice.token }))).toEqual({ following: true, follower_count: 1 });
      expect(data(await call(url, { method: 'PUT', cookie: alice.token }))).toEqual({ following: true, follower_count: 1 });
      expect(data(await call(url, { method: 'PUT', cookie: bob.token }))).toEqual({ following: true, follower_count: 2 });
      expect(data(await call(url, { method: 'DELETE', cookie: alice.token }))).toEqual({ following: false, follower_count: 1 });
      expect(data(await call(url, { method: 'DELETE', cookie: alice.token }))).toEqual({ following: false, follower_count: 1 });
      expect((await call('/v3/interests/987654321/follow/', { method: 'PUT', cookie: alice.token })).status).toBe(404);
    });

    it('lists followers and following newest first, paged by bookmark (page_size at most 50)', async () => {
      const star = await makeUser(storage.db, { username: 'star' });
      const fans: UserRow[] = [];
      for (let i = 0; i < 53; i += 1) fans.push(await makeUser(storage.db));
      // Two follows share an instant: the higher user id comes first.
      await storage.db.insert(follows).values(
        fans.map((fan, i) => ({
          followerId: fan.id,
          targetType: 'user' as const,
          targetId: star.id,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i === 1 ? 0 : i)),
        })),
      );
      await call(`/v3/users/${fans[0]!.username}/follow/`, { method: 'PUT', cookie: alice.token });
      const expected = [...fans.slice(2).reverse(), fans[1]!, fans[0]!].map((f) => String(f.id));

      const first = await call('/v3/users/star/followers/?page_size=50', { cookie: alice.token });
      expect(first.status).toBe(200);
      expect(ids(first)).toEqual(expected.slice(0, 50));
      const bookmark = first.body.resource_response.bookmark!;
      const second = await call(`/v3/users/star/followers/?page_size=50&bookmark=${encodeURIComponent(bookmark)}`, { cookie: alice.token });
      expect(ids(second)).toEqual(expected.slice(50));
      expect(second.body.resource_response.bookmark).toBe('-end-');
      const last = data<{ id: string; explicitly_followed_by_me: boolean; node_type: string }[]>(second);
      expect(last.at(-1)).toMatchObject({ id: String(fans[0]!.id), explicitly_followed_by_me: true, node_type: 'user' });
      expect(last[0]!.explicitly_followed_by_me).toBe(false);

      expect(ids(await call('/v3/users/star/followers/'))).toEqual(expected.slice(0, 25));
      const tooMany = await call('/v3/users/star/followers/?page_size=51');
      expect(tooMany.status).toBe(400);
      expect(error(tooMany)).toMatchObject({ param: 'page_size', code: 'invalid_parameter' });
      const wrongList = await call(`/v3/users/star/following/?bookmark=${encodeURIComponent(bookmark)}`);
      expect(wrongList.status).toBe(400);
      expect((await call('/v3/users/nobody_at_all/followers/')).status).toBe(404);

      const following = await call(`/v3/users/${fans[0]!.username}/following/`);
      expect(ids(following)).toEqual([String(star.id)]);
      expect(ids(await call('/v3/users/star/following/'))).toEqual([]);
    });
  });

  describe('blocks', () => {
    it('hides the blocked user both ways, ends follows, and unblocking restores', async () => {
      const dan = await signup('dan_d');
      const eve = await signup('eve_e');
      const dansBoard = await makeBoard(storage.db, dan.row, { name: 'Dan board' });
      const dansPin = await makePin(storage.db, dansBoard);
      const evesBoard = await makeBoard(storage.db, eve.row, { name: 'Eve board' });
      const evesPin = await makePin(storage.db, evesBoard);
      // A pin of Dan's saved into Eve's board, and one Dan pinned to it.
      await makeSave(storage.db, dansPin, evesBoard, eve.row);
      const dansPinOnEves = await makePin(storage.db, evesBoard, { pinnerId: dan.row.id });

      await call('/v3/users/dan_d/follow/', { method: 'PUT', cookie: eve.token });
      await call('/v3/users/eve_e/follow/', { method: 'PUT', cookie: dan.token });
      await call(`/v3/boards/${dansBoard.id}/follow/`, { method: 'PUT', cookie: eve.token });
      await call(`/v3/boards/${evesBoard.id}/follow/`, { method: 'PUT', cookie: dan.token });

      const feedIds = async (cookie?: string) => ids(await call('/v3/feeds/home/?page_size=100', { cookie }));
      expect(await feedIds(eve.token)).toEqual(expect.arrayContaining([String(dansPin.id), String(dansPinOnEves.id)]));

      const self = await call('/v3/blocks/', { method: 'POST', cookie: eve.token, body: { blocked_user_id: String(eve.row.id) } });
      expect(self.status).toBe(400);
      const block = () =>
        call('/v3/blocks/', {
          method: 'POST',
          cookie: eve.token,
          body: { blocked_user_id: String(dan.row.id), block_source: 'profile', block_context: 'menu' },
        });
      const blocked = await block();
      expect(blocked.status).toBe(200);
      expect(data(blocked)).toEqual({ blocked: true, user_id: String(dan.row.id) });
      expect(data(await block())).toEqual({ blocked: true, user_id: String(dan.row.id) });

      // Follows ended both ways, users and boards.
      const left = await storage.db.select().from(follows).where(eq(follows.followerId, eve.row.id));
      expect(left).toEqual([]);
      expect(await storage.db.select().from(follows).where(eq(follows.followerId, dan.row.id))).toEqual([]);

      // Dan's pins are gone from Eve's home feed, Eve's board and direct reads; and the other way round.
      const eveFeed = await feedIds(eve.token);
      // (Her own pins are never in her home feed, issue 18: the feed goes on with others' newest pins.)
      expect(eveFeed).not.toContain(String(evesPin.id));
      expect(eveFeed).not.toContain(String(dansPin.id));
      expect(eveFeed).not.toContain(String(dansPinOnEves.id));
      expect(await feedIds(dan.token)).not.toContain(String(evesPin.id));
      expect(await feedIds()).toEqual(expect.arrayContaining([String(dansPin.id), String(evesPin.id)]));
      expect(ids(await call(`/v3/boards/${evesBoard.id}/pins/`, { cookie: eve.token }))).toEqual([String(evesPin.id)]);
      expect(ids(await call(`/v3/boards/${evesBoard.id}/pins/`, { cookie: carol.token }))).toHaveLength(3);
      // Dan's board is unknown to Eve by id too (as by its path), with its pins.
      expect((await call(`/v3/boards/${dansBoard.id}/`, { cookie: eve.token })).status).toBe(404);
      expect((await call(`/v3/boards/${dansBoard.id}/pins/`, { cookie: eve.token })).status).toBe(404);
      expect(data(await call(`/v3/boards/?ids=${dansBoard.id}`, { cookie: eve.token }))).toEqual([null]);
      expect((await call(`/v3/pins/${dansPin.id}/`, { cookie: eve.token })).status).toBe(404);
      expect(ids(await call(`/v3/pins/?ids=${dansPin.id},${evesPin.id}`, { cookie: eve.token }))).toEqual([null, String(evesPin.id)]);
      expect(ids(await call('/v3/users/dan_d/boards/', { cookie: eve.token }))).toEqual([]);

      // Dan can't follow Eve or her boards, and Eve is not there for him; Eve still sees Dan, marked blocked.
      const follow = await call('/v3/users/eve_e/follow/', { method: 'PUT', cookie: dan.token });
      expect(follow.status).toBe(403);
      expect(error(follow)).toEqual({ code: 'blocked', message: "You can't follow this account." });
      expect((await call('/v3/users/dan_d/follow/', { method: 'PUT', cookie: eve.token })).status).toBe(403);
      expect((await call(`/v3/boards/${evesBoard.id}/follow/`, { method: 'PUT', cookie: dan.token })).status).toBe(403);
      expect((await call('/v3/users/eve_e/', { cookie: dan.token })).status).toBe(404);
      expect((await call('/v3/users/eve_e/boards/', { cookie: dan.token })).status).toBe(404);
      expect((await call('/v3/users/eve_e/')).status).toBe(200);
      expect(data(await call('/v3/users/dan_d/', { cookie: eve.token }))).toMatchObject({ blocked_by_me: true });

      const unblock = () => call(`/v3/blocks/${dan.row.id}/`, { method: 'DELETE', cookie: eve.token });
      expect(data(await unblock())).toEqual({ blocked: false, user_id: String(dan.row.id) });
      expect(data(await unblock())).toEqual({ blocked: false, user_id: String(dan.row.id) });
      expect(await feedIds(eve.token)).toEqual(expect.arrayContaining([String(dansPin.id), String(dansPinOnEves.id)]));
      expect(ids(await call(`/v3/boards/${evesBoard.id}/pins/`, { cookie: eve.token }))).toHaveLength(3);
      expect((await call('/v3/users/eve_e/', { cookie: dan.token })).status).toBe(200);
      expect(data(await call('/v3/users/dan_d/', { cookie: eve.token }))).toMatchObject({ blocked_by_me: false });
      expect(data(await call('/v3/users/eve_e/follow/', { method: 'PUT', cookie: dan.token }))).toEqual({ following: true, follower_count: 1 });
      expect((await call('/v3/blocks/', { method: 'POST', cookie: eve.token, body: { blocked_user_id: 'abc' } })).status).toBe(400);
      expect((await call('/v3/blocks/987654321/', { method: 'DELETE', cookie: eve.token })).status).toBe(404);
    });
  });

  describe('authorisation matrix', () => {
    const privacies = ['public', 'protected', 'secret'] as const;
    type Privacy = (typeof privacies)[number];
    // 'blocker' blocked the owner; the owner blocked 'blocked'. Across a block, either way, nothing of
    // the owner's is there, even for a collaborator of the owner's boards (access.ts boardVisible).
    type Who = 'anonymous' | 'owner' | 'member' | 'collaborator' | 'blocker' | 'blocked';
    const whos: Who[] = ['anonymous', 'owner', 'member', 'collaborator', 'blocker', 'blocked'];
    let owner: Member;
    let member: Member;
    let collaborator: Member;
    let blocker: Member;
    let blocked: Member;
    const boardIds = {} as Record<Privacy, number>;
    const pinIds = {} as Record<Privacy, number>;
    const cookieOf = (who: Who) =>
      who === 'anonymous' ? undefined : { owner, member, collaborator, blocker, blocked }[who].token;
    const acrossBlock = (who: Who) => who === 'blocker' || who === 'blocked';

    beforeAll(async () => {
      owner = await signup('m_owner');
      member = await signup('m_member');
      collaborator = await signup('m_collab');
      blocker = await signup('m_blocker');
      blocked = await signup('m_blocked');
      const block = async (by: Member, whom: Member) =>
        expect((await call('/v3/blocks/', { method: 'POST', cookie: by.token, body: { blocked_user_id: String(whom.row.id) } })).status).toBe(200);
      await block(blocker, owner);
      await block(owner, blocked);
      for (const privacy of privacies) {
        const board = await makeBoard(storage.db, owner.row, { name: `Matrix ${privacy}`, privacy });
        for (const who of [collaborator, blocker, blocked]) await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: who.row.id });
        boardIds[privacy] = board.id;
        const pin = await makePin(storage.db, board, { title: `matrix ${privacy}` });
        await makeSave(storage.db, pin, board, owner.row);
        pinIds[privacy] = pin.id;
      }
    });

    const readable = (privacy: Privacy, who: Who) => !acrossBlock(who) && (privacy !== 'secret' || who === 'owner' || who === 'collaborator');
    const cases = privacies.flatMap((privacy) => whos.map((who) => [privacy, who] as const));

    it.each(cases)('%s board × %s: GET board, board pins, pin by id, pins batch, related pins', async (privacy, who) => {
      const cookie = cookieOf(who);
      const can = readable(privacy, who);
      const board = await call(`/v3/boards/${boardIds[privacy]}/`, { cookie });
      expect(board.status).toBe(can ? 200 : 404);
      if (can) {
        expect(data(board)).toMatchObject({ privacy, collaborated_by_me: who === 'collaborator', followed_by_me: false });
      }
      const pinsOfBoard = await call(`/v3/boards/${boardIds[privacy]}/pins/`, { cookie });
      expect(pinsOfBoard.status).toBe(can ? 200 : 404);
      if (can) expect(ids(pinsOfBoard)).toEqual([String(pinIds[privacy])]);
      const pin = await call(`/v3/pins/${pinIds[privacy]}/`, { cookie });
      expect(pin.status).toBe(can ? 200 : 404);
      if (can) expect(data(pin)).toMatchObject({ board: { collaborated_by_me: who === 'collaborator' } });
      expect(ids(await call(`/v3/pins/?ids=${pinIds[privacy]}`, { cookie }))).toEqual([can ? String(pinIds[privacy]) : null]);
      // More to explore: only under a pin the viewer may see, and only pins of discovery (public boards).
      const related = await call(`/v3/pins/${pinIds[privacy]}/related/?page_size=100`, { cookie });
      expect(related.status).toBe(can ? 200 : 404);
      if (can) for (const hidden of ['protected', 'secret'] as const) expect(ids(related)).not.toContain(String(pinIds[hidden]));
      expect(data(await call(`/v3/boards/?ids=${boardIds[privacy]}`, { cookie }))).toEqual([
        can ? expect.objectContaining({ id: String(boardIds[privacy]) }) : null,
      ]);
    });

    it.each(whos)('home feed and the owner’s boards list (privacy_filter=all) for %s', async (who) => {
      const cookie = cookieOf(who);
      const feed = ids(await call('/v3/feeds/home/?page_size=100', { cookie }));
      // Nor does the owner see their own pin: a member's home feed leaves their own pins out (issue 18).
      if (acrossBlock(who) || who === 'owner') expect(feed).not.toContain(String(pinIds.public));
      else expect(feed).toContain(String(pinIds.public));
      expect(feed).not.toContain(String(pinIds.protected));
      expect(feed).not.toContain(String(pinIds.secret));
      const boardsList = await call('/v3/users/m_owner/boards/?privacy_filter=all&sort=oldest', { cookie });
      const saved = await call('/v3/users/m_owner/saved/', { cookie });
      if (who === 'blocked') {
        // Someone who blocked the viewer is not there at all.
        expect([boardsList.status, saved.status]).toEqual([404, 404]);
        return;
      }
      // The owner lists every board; a collaborator also the boards they collaborate on; others public
      // only; the blocker, who still sees the owner's profile (to unblock), none of them.
      const expected = acrossBlock(who) ? [] : who === 'owner' || who === 'collaborator' ? privacies : (['public'] as const);
      expect(ids(boardsList)).toEqual(expected.map((p) => String(boardIds[p])));
      if (who === 'blocker') expect(ids(saved)).toEqual([]);
      else expect(ids(saved)).toContain(String(pinIds.public));
    });

    // Feedback on pins (issue 18): hiding and reporting need a signed-in person and a pin they may see
    // (404 otherwise, as an unknown pin); a refusal stores nothing. Undone at once, so the lists above stand.
    it.each(cases)('%s board × %s: hide (PinFeedbackResource, p2p), report and their undo', async (privacy, who) => {
      const cookie = cookieOf(who);
      const status = who === 'anonymous' ? 401 : readable(privacy, who) ? 200 : 404;
      const pin = pinIds[privacy];
      const rows = async () => [
        (await storage.db.select().from(pinHides).where(eq(pinHides.pinId, pin))).length,
        (await storage.db.select().from(pinReports).where(eq(pinReports.pinId, pin))).length,
      ];
      expect((await call(`/v3/pins/${pin}/feedback/`, { method: 'PUT', cookie, body: { feedback_type: 1 } })).status).toBe(status);
      expect((await call(`/v3/p2p/${pin}/hide/`, { method: 'PUT', cookie })).status).toBe(status);
      expect((await call(`/v3/pins/${pin}/report/`, { method: 'POST', cookie, body: { reason: 'spam' } })).status).toBe(status);
      expect(await rows()).toEqual(status === 200 ? [1, 1] : [0, 0]);
      expect((await call(`/v3/pins/${pin}/report/`, { method: 'DELETE', cookie })).status).toBe(status);
      expect((await call(`/v3/p2p/${pin}/unhide/`, { method: 'PUT', cookie })).status).toBe(status);
      expect(await rows()).toEqual([0, 0]);
    });
  });
});
