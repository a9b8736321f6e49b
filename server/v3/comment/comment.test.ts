/**
 * Comments and replies on pins through v3 as a client meets them (issue 20): the lists, paged by
 * bookmark to '-end-'; the one visibility rule (secret boards, blocks both ways, comments of people
 * across a block left out); who may write, edit and delete; replies one level deep; the text's
 * limits, mentions and links (only through /offsite/); the per-account rate limit; the onComment hook.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, comments, pins, sessions, type BoardRow, type PinRow } from '../../db/schema.ts';
import { createMetrics } from '../../metrics.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { v3Call, v3Data, v3Error, type V3Answer, type V3CallOptions } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { memoryBlobStore } from '../../storage/index.ts';
import { bookmarkCodec } from '../bookmark.ts';
import { END_BOOKMARK } from '../envelope.ts';
import { v3Api } from '../index.ts';
import { COMMENTS_PER_HOUR } from '../session/rate-limit.ts';
import { COMMENT_TEXT_MAX } from './text.ts';
import type { CommentEvent, V3Comment, V3CommentDeleted, V3CommentPage } from './types.ts';

describe.each(backends())('v3 comments and replies on pins on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  /** ada created the pins; bob and carol comment; dave is blocked by ada; erin blocked ada; limited has a limited-login session. */
  let ada: Member, bob: Member, carol: Member, dave: Member, erin: Member, limited: Member;
  let board: BoardRow;
  let pin: PinRow;
  let secretPin: PinRow;
  let protectedPin: PinRow;

  const call = (url: string, member: Member | null, options: V3CallOptions = {}) => v3Call(server, url, { ...options, ...(member ? { cookie: member.token } : {}) });
  const list = (member: Member | null, pinId: number, query = '') => call(`/v3/pins/${pinId}/comments/${query}`, member);
  const replies = (member: Member | null, id: string, query = '') => call(`/v3/comments/${id}/replies/${query}`, member);
  const post = (member: Member | null, pinId: number, body: unknown) => call(`/v3/pins/${pinId}/comments/`, member, { method: 'POST', body });
  const edit = (member: Member | null, id: string, body: unknown) => call(`/v3/comments/${id}/`, member, { method: 'PATCH', body });
  const remove = (member: Member | null, id: string) => call(`/v3/comments/${id}/`, member, { method: 'DELETE' });
  /** A new comment's id, after checking it was made. */
  const commented = async (member: Member, pinId: number, text: string, parentId?: string): Promise<V3Comment> => {
    const answer = await post(member, pinId, { text, ...(parentId ? { parent_id: parentId } : {}) });
    expect(answer.status, JSON.stringify(v3Error(answer))).toBe(201);
    return v3Data<V3Comment>(answer);
  };
  const texts = (answer: V3Answer) => v3Data<V3CommentPage>(answer).comments.map((c) => c.text);
  const freshPin = (title = 'A pin') => makePin(storage.db, board, { title });
  const refused = (answer: V3Answer) => ({ status: answer.status, code: v3Error(answer)?.code, param: v3Error(answer)?.param });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: windowAlignedClock() });
    ada = await signUp(server, storage, 'cm_ada');
    bob = await signUp(server, storage, 'cm_bob');
    carol = await signUp(server, storage, 'cm_carol');
    dave = await signUp(server, storage, 'cm_dave');
    erin = await signUp(server, storage, 'cm_erin');
    limited = await signUp(server, storage, 'cm_limited');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    await storage.db.insert(blocks).values([
      { blockerId: ada.row.id, blockedId: dave.row.id },
      { blockerId: erin.row.id, blockedId: ada.row.id },
    ]);
    board = await makeBoard(storage.db, ada.row, { name: 'Lamps', slug: 'lamps' });
    pin = await makePin(storage.db, board, { title: 'A velvet lamp' });
    secretPin = await makePin(storage.db, await makeBoard(storage.db, ada.row, { name: 'Drafts', slug: 'drafts', privacy: 'secret' }), { title: 'Secret' });
    protectedPin = await makePin(storage.db, await makeBoard(storage.db, ada.row, { name: 'Links', slug: 'links', privacy: 'protected' }), { title: 'Protected' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('makes a comment (201) with its author, text, times, counts and what the viewer may do', async () => {
    const answer = await post(bob, pin.id, { text: '  Love this lamp  ' });
    expect(answer.status).toBe(201);
    expect(answer.body.resource_response.http_status).toBe(201);
    const made = v3Data<V3Comment>(answer);
    expect(made).toEqual({
      id: expect.stringMatching(/^\d+$/),
      node_type: 'aggregatedcomment',
      pin_id: String(pin.id),
      parent_id: null,
      author: expect.objectContaining({ id: String(bob.row.id), username: 'cm_bob', node_type: 'user' }),
      text: 'Love this lamp',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      edited_at: null,
      is_edited: false,
      reply_count: 0,
      viewer_can_edit: true,
      viewer_can_delete: true,
      mentions: [],
      links: [],
    });
    const [row] = await storage.db.select().from(comments).where(eq(comments.id, Number(made.id)));
    expect(row).toMatchObject({ pinId: pin.id, userId: bob.row.id, parentId: null, text: 'Love this lamp', editedAt: null });
    // Others see it with what they may do: the pin's creator may delete, not edit; a third member neither.
    const seen = (answer: V3Answer) => v3Data<V3CommentPage>(answer).comments.find((c) => c.id === made.id);
    expect(seen(await list(ada, pin.id))).toMatchObject({ viewer_can_edit: false, viewer_can_delete: true });
    expect(seen(await list(carol, pin.id))).toMatchObject({ viewer_can_edit: false, viewer_can_delete: false });
    expect(seen(await list(null, pin.id))).toMatchObject({ viewer_can_edit: false, viewer_can_delete: false });
  });

  it('reads comments signed out on public and protected pins; writes need a full session (401, 403 limited_login)', async () => {
    expect((await list(null, pin.id)).status).toBe(200);
    expect((await list(null, protectedPin.id)).status).toBe(200);
    const target = await commented(bob, pin.id, 'gated');
    expect(refused(await post(null, pin.id, { text: 'hi' }))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(refused(await edit(null, target.id, { text: 'hi' }))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(refused(await remove(null, target.id))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(refused(await post(limited, pin.id, { text: 'hi' }))).toMatchObject({ status: 403, code: 'limited_login' });
    expect(refused(await remove(limited, target.id))).toMatchObject({ status: 403, code: 'limited_login' });
    // The limited session still reads, and may do nothing with what it reads.
    const mine = v3Data<V3CommentPage>(await list(limited, pin.id)).comments.find((c) => c.id === target.id);
    expect(mine).toMatchObject({ viewer_can_edit: false, viewer_can_delete: false });
  });

  it('a pin on a secret board is a 404 to others (list, write, replies, by id) and there for its owner', async () => {
    const own = await commented(ada, secretPin.id, 'my secret note');
    expect((await list(ada, secretPin.id)).status).toBe(200);
    for (const member of [bob, null]) {
      expect(refused(await list(member, secretPin.id))).toMatchObject({ status: 404, code: 'not_found' });
      expect((await replies(member, own.id)).status).toBe(404);
      expect(v3Data(await call(`/v3/comments/?ids=${own.id}`, member))).toEqual([null]);
    }
    expect(refused(await post(bob, secretPin.id, { text: 'hi' }))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await edit(bob, own.id, { text: 'x' })).status).toBe(404);
    expect((await remove(bob, own.id)).status).toBe(404);
    expect((await list(bob, 987654321)).status).toBe(404);
    const gone = await freshPin();
    await storage.db.update(pins).set({ deletedAt: new Date() }).where(eq(pins.id, gone.id));
    expect((await list(ada, gone.id)).status).toBe(404);
    expect((await post(ada, gone.id, { text: 'hi' })).status).toBe(404);
  });

  it("across a block with the pin's creator, either way: the comments are a 404 and a comment is a 403 'blocked'", async () => {
    for (const member of [dave, erin]) {
      expect(refused(await list(member, pin.id))).toMatchObject({ status: 404, code: 'not_found' });
      const answer = await post(member, pin.id, { text: 'hi' });
      expect(refused(answer)).toMatchObject({ status: 403, code: 'blocked' });
      expect(v3Error(answer)?.message).toBe("You can't comment on this Pin: you or its creator blocked the other.");
    }
    expect(await storage.db.select().from(comments).where(inArray(comments.userId, [dave.row.id, erin.row.id]))).toEqual([]);
  });

  it('leaves out comments (and their replies) of people across a block with the viewer, either way, and does not count them', async () => {
    const target = await freshPin('Blocks');
    const fromBob = await commented(bob, target.id, 'from bob');
    await commented(ada, target.id, 'reply to bob', fromBob.id);
    await commented(carol, target.id, 'from carol');
    await storage.db.insert(blocks).values({ blockerId: carol.row.id, blockedId: bob.row.id });
    try {
      const page = (member: Member) => list(member, target.id).then((a) => ({ texts: texts(a), count: v3Data<V3CommentPage>(a).comment_count }));
      expect(await page(ada)).toEqual({ texts: ['from carol', 'from bob'], count: 3 });
      expect(await page(carol)).toEqual({ texts: ['from carol'], count: 1 });
      expect(await page(bob)).toEqual({ texts: ['from bob'], count: 2 });
      expect((await replies(carol, fromBob.id)).status).toBe(404);
      expect(v3Data(await call(`/v3/comments/?ids=${fromBob.id}`, carol))).toEqual([null]);
      expect((await post(carol, target.id, { text: 'hi', parent_id: fromBob.id })).status).toBe(404);
      expect((await remove(carol, fromBob.id)).status).toBe(404);
    } finally {
      await storage.db.delete(blocks).where(eq(blocks.blockerId, carol.row.id));
    }
  });

  it('replies are one level deep: a reply to a reply joins its top-level comment; listed oldest first; counted', async () => {
    const target = await freshPin('Replies');
    const top = await commented(bob, target.id, 'top');
    const first = await commented(carol, target.id, 'first reply', top.id);
    const second = await commented(ada, target.id, 'reply to the reply', first.id);
    expect([first.parent_id, second.parent_id]).toEqual([top.id, top.id]);
    expect(v3Data<V3Comment[]>(await replies(null, top.id)).map((c) => c.text)).toEqual(['first reply', 'reply to the reply']);
    const page = v3Data<V3CommentPage>(await list(null, target.id));
    expect(page.comments.map((c) => [c.text, c.reply_count])).toEqual([['top', 2]]);
    expect(page.comment_count).toBe(3);
    expect(refused(await replies(null, first.id))).toMatchObject({ status: 400, param: 'id' });
    const elsewhere = await commented(bob, pin.id, 'on another pin');
    expect(refused(await post(carol, target.id, { text: 'x', parent_id: elsewhere.id }))).toMatchObject({ status: 404, param: 'parent_id' });
    expect(refused(await post(carol, target.id, { text: 'x', parent_id: 'nope' }))).toMatchObject({ status: 400, param: 'parent_id' });
  });

  it('edits: the author only (403 for the pin creator and others); sets edited_at and is_edited', async () => {
    const mine = await commented(bob, pin.id, 'typo');
    expect(refused(await edit(carol, mine.id, { text: 'not mine' }))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(refused(await edit(ada, mine.id, { text: 'not mine' }))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(refused(await edit(bob, mine.id, { text: '   ' }))).toMatchObject({ status: 400, param: 'text' });
    const answer = await edit(bob, mine.id, { text: 'fixed' });
    expect(answer.status).toBe(200);
    expect(v3Data<V3Comment>(answer)).toMatchObject({ id: mine.id, text: 'fixed', is_edited: true, edited_at: expect.stringMatching(/Z$/), created_at: mine.created_at });
    expect((await edit(bob, '987654321', { text: 'x' })).status).toBe(404);
  });

  it('deletes: the author or the pin creator, not a third member; replies go with it', async () => {
    const target = await freshPin('Deletes');
    const top = await commented(bob, target.id, 'top');
    await commented(carol, target.id, 'reply', top.id);
    await commented(ada, target.id, 'another', top.id);
    expect(refused(await remove(carol, top.id))).toMatchObject({ status: 403, code: 'forbidden' });
    const byCreator = await remove(ada, top.id);
    expect(byCreator.status).toBe(200);
    expect(v3Data<V3CommentDeleted>(byCreator)).toEqual({ id: top.id, deleted: true, reply_count: 2 });
    expect(await storage.db.select().from(comments).where(eq(comments.pinId, target.id))).toEqual([]);
    expect((await remove(ada, top.id)).status).toBe(404);
    const own = await commented(carol, target.id, 'mine');
    expect(v3Data<V3CommentDeleted>(await remove(carol, own.id))).toEqual({ id: own.id, deleted: true, reply_count: 0 });
  });

  it(`takes text of ${COMMENT_TEXT_MAX} characters, refuses ${COMMENT_TEXT_MAX + 1}, empty or missing with a 400 naming text`, async () => {
    const target = await freshPin('Lengths');
    expect((await post(bob, target.id, { text: 'x'.repeat(COMMENT_TEXT_MAX) })).status).toBe(201);
    const tooLong = await post(bob, target.id, { text: 'x'.repeat(COMMENT_TEXT_MAX + 1) });
    expect(refused(tooLong)).toEqual({ status: 400, code: 'invalid_parameter', param: 'text' });
    expect(v3Error(tooLong)?.message).toBe(`text may hold at most ${COMMENT_TEXT_MAX} characters, got ${COMMENT_TEXT_MAX + 1}.`);
    for (const body of [{ text: '' }, { text: ' \n ' }, {}, { text: 7 }]) expect(refused(await post(bob, target.id, body))).toMatchObject({ status: 400, param: 'text' });
    expect(v3Data<V3Comment>(await post(bob, target.id, { text: 'a\u0000b\u202Ec\r\nd' })).text).toBe('abc\nd');
    expect(v3Data<V3CommentPage>(await list(null, target.id)).comment_count).toBe(2);
  });

  it('answers mentions of people the viewer may see, and links only as http(s) through the signed /offsite/ page', async () => {
    const text = 'Hi @CM_carol, @cm_erin and @nobody_here: <b>see</b> https://example.com/lamp?x=1. not javascript:alert(1) nor https://javascript:alert(1)';
    const made = await commented(bob, pin.id, text);
    expect(made.text).toBe(text);
    const at = (needle: string) => ({ start: text.indexOf(needle), end: text.indexOf(needle) + needle.length });
    expect(made.mentions).toEqual([
      { username: 'cm_carol', user_id: String(carol.row.id), ...at('@CM_carol') },
      { username: 'cm_erin', user_id: String(erin.row.id), ...at('@cm_erin') },
    ]);
    expect(made.links).toEqual([{ url: 'https://example.com/lamp?x=1', offsite_url: expect.stringMatching(/^\/offsite\/\?token=/), ...at('https://example.com/lamp?x=1') }]);
    expect(JSON.stringify(made.links)).not.toMatch(/javascript/i);
    // erin blocked ada: to ada, @cm_erin names nobody.
    const seenByAda = v3Data<V3CommentPage>(await list(ada, pin.id)).comments.find((c) => c.id === made.id)!;
    expect(seenByAda.mentions.map((m) => m.username)).toEqual(['cm_carol']);
    // The offsite address is signed for this url and pin: it redirects there (after the link check).
    const opened = await server.app.inject({ method: 'GET', url: made.links[0]!.offsite_url! });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('https://example.com/lamp?x=1');
  });

  it('pages newest first (replies oldest first) by bookmark to -end-; page_size 1 to 50', async () => {
    const target = await freshPin('Paging');
    for (let i = 1; i <= 5; i += 1) await commented(carol, target.id, `c${i}`);
    const seen: string[] = [];
    let bookmark: string | null = null;
    const bookmarks: string[] = [];
    do {
      const answer: V3Answer = await list(null, target.id, `?page_size=2${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`);
      expect(answer.status).toBe(200);
      seen.push(...texts(answer));
      bookmark = answer.body.resource_response.bookmark;
      bookmarks.push(bookmark!);
    } while (bookmark !== END_BOOKMARK);
    expect(seen).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    expect(bookmarks).toHaveLength(3);
    expect((await list(null, target.id, '?page_size=50')).status).toBe(200);
    expect(refused(await list(null, target.id, '?page_size=51'))).toMatchObject({ status: 400, param: 'page_size' });
    expect(refused(await list(null, target.id, '?bookmark=forged'))).toMatchObject({ status: 400 });

    const top = v3Data<V3CommentPage>(await list(null, target.id, '?page_size=1')).comments[0]!;
    for (let i = 1; i <= 3; i += 1) await commented(bob, target.id, `r${i}`, top.id);
    const first = await replies(null, top.id, '?page_size=2');
    expect(v3Data<V3Comment[]>(first).map((c) => c.text)).toEqual(['r1', 'r2']);
    const rest = await replies(null, top.id, `?page_size=2&bookmark=${encodeURIComponent(first.body.resource_response.bookmark!)}`);
    expect(v3Data<V3Comment[]>(rest).map((c) => c.text)).toEqual(['r3']);
    expect(rest.body.resource_response.bookmark).toBe(END_BOOKMARK);
  });

  it('reads comments by id in the order asked, null for unknown ones', async () => {
    const a = await commented(bob, pin.id, 'by id a');
    const b = await commented(carol, pin.id, 'by id b');
    const answer = await call(`/v3/comments/?ids=${b.id},987654321,${a.id}`, null);
    expect(v3Data<(V3Comment | null)[]>(answer).map((c) => c?.text ?? null)).toEqual(['by id b', null, 'by id a']);
  });

  it(`allows ${COMMENTS_PER_HOUR} comments an hour per account, then 429 with Retry-After; refused ones are not counted`, async () => {
    const eager = await signUp(server, storage, 'cm_eager');
    const target = await freshPin('Busy');
    expect((await post(eager, target.id, { text: '' })).status).toBe(400);
    for (let i = 0; i < COMMENTS_PER_HOUR; i += 1) expect((await post(eager, target.id, { text: `n${i}` })).status).toBe(201);
    const over = await post(eager, target.id, { text: 'one too many' });
    expect(refused(over)).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await storage.db.select().from(comments).where(eq(comments.userId, eager.row.id))).length).toBe(COMMENTS_PER_HOUR);
    expect((await post(carol, target.id, { text: 'someone else' })).status).toBe(201);
  });

  it('tells the onComment hook who commented on whose pin, and whose comment a reply answers; a failing hook fails nothing', async () => {
    const events: CommentEvent[] = [];
    const app: FastifyInstance = Fastify();
    const deps = {
      db: storage.db,
      bookmarks: bookmarkCodec('test-secret'),
      imageBaseUrl: '',
      blobs: memoryBlobStore(),
      onComment: (event: CommentEvent) => {
        events.push(event);
        if (event.parentAuthorId !== null) throw new Error('a failing hook does not fail the comment');
      },
    };
    await app.register((v3, _opts, done) => void v3Api(v3, deps).then(() => done(), done), { prefix: '/v3' });
    await app.ready();
    try {
      const hooked: TestServer = { app, url: '', metrics: createMetrics(), close: () => app.close() };
      const target = await freshPin('Hooked');
      const send = (member: Member, body: object) => v3Call(hooked, `/v3/pins/${target.id}/comments/`, { method: 'POST', cookie: member.token, body });
      const top = v3Data<V3Comment>(await send(bob, { text: 'top' }));
      const reply = await send(ada, { text: 'reply', parent_id: top.id });
      expect(reply.status).toBe(201);
      await new Promise((resolve) => setImmediate(resolve));
      expect(events).toEqual([
        { commentId: Number(top.id), pinId: target.id, authorId: bob.row.id, pinOwnerId: ada.row.id, parentAuthorId: null },
        { commentId: Number(v3Data<V3Comment>(reply).id), pinId: target.id, authorId: ada.row.id, pinOwnerId: ada.row.id, parentAuthorId: bob.row.id },
      ]);
    } finally {
      await app.close();
    }
  });
});
