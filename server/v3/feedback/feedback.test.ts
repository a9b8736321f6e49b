/**
 * Feedback on pins through v3 as a client meets it (issue 18): hiding from each surface and its undo,
 * idempotently; a hidden pin leaves every discovery feed of the person who hid it — and only theirs —
 * while boards and profiles keep it; reports with a reason count once per person; the person's hidden
 * pins, newest hide first; 401 / 403 / 404 / 400 answers; the report rate limit.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boards, interests, pinHides, pinReports, sessions, type BoardRow, type PinRow } from '../../db/schema.ts';
import { renderArt } from '../../images/art.ts';
import { processImage } from '../../images/process.ts';
import { memoryBlobStore } from '../../storage/index.ts';
import { makeBoard, makePin, makeSave } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { REPORTS_PER_HOUR } from '../session/rate-limit.ts';
import { assembleToday, utcDay } from '../today/assemble.ts';
import { REPORT_REASONS } from './reasons.ts';
import type { V3HideResult, V3ReportResult } from './routes.ts';

type Surface = 'feedback' | 'news_hub' | 'p2p' | 'search';
const SURFACES: Surface[] = ['feedback', 'news_hub', 'p2p', 'search'];

/** The request that hides (or, with on = false, unhides) pin `id` from `surface`. */
function hideRequest(surface: Surface, id: number | string, on: boolean): { url: string; options: V3CallOptions } {
  switch (surface) {
    case 'feedback':
      return { url: `/v3/pins/${id}/feedback/`, options: on ? { method: 'PUT', body: { feedback_type: 1 } } : { method: 'DELETE' } };
    case 'news_hub':
      return { url: `/v3/news_hub/n-42/pin/${id}/${on ? 'hide' : 'undo'}/`, options: { method: 'PUT' } };
    case 'p2p':
      return { url: `/v3/p2p/${id}/${on ? 'hide' : 'unhide'}/`, options: { method: 'PUT' } };
    case 'search':
      return { url: `/v3/search/${id}/${on ? 'hide' : 'unhide'}/`, options: { method: 'PUT', body: { query: '  velvet   lamp ', pin_type: 'pin' } } };
  }
}

describe.each(backends())('v3 feedback on pins (hide, report, hidden pins) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const blobs = memoryBlobStore();
  let ada: Member;
  let bob: Member;
  let carol: Member;
  let limited: Member;
  let board: BoardRow;
  let secretBoard: BoardRow;
  let target: PinRow;
  let source: PinRow;
  let secretPin: PinRow;
  const topicSlug = 'feedback-topic';

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const as = (member: Member | null, request: { url: string; options: V3CallOptions }) =>
    call(request.url, { ...request.options, ...(member ? { cookie: member.token } : {}) });
  const hideBy = (member: Member | null, surface: Surface, id: number | string, on = true) => as(member, hideRequest(surface, id, on));
  const report = (member: Member | null, id: number | string, reason: unknown = 'spam') =>
    as(member, { url: `/v3/pins/${id}/report/`, options: { method: 'POST', body: { reason } } });
  const unreport = (member: Member | null, id: number | string) => as(member, { url: `/v3/pins/${id}/report/`, options: { method: 'DELETE' } });
  /** The pins of a list answer (search answers hold them in `results`). */
  const ids = (answer: V3Answer) => {
    const data = v3Data<({ id: string } | null)[] | { results: { id: string }[] }>(answer);
    return (Array.isArray(data) ? data : data.results).map((p) => p?.id ?? null);
  };
  const hides = () => storage.db.select().from(pinHides).orderBy(pinHides.userId, pinHides.pinId);
  const reports = () => storage.db.select().from(pinReports).orderBy(pinReports.userId, pinReports.pinId);

  /** Every discovery feed the target pin is in for everyone, by name: the pin ids each shows `member`. */
  const discovery: Record<string, () => string> = {
    home: () => '/v3/feeds/home/?page_size=100',
    'search pins': () => '/v3/search/pins/?q=velvet&page_size=50',
    'related pins': () => `/v3/pins/${source.id}/related/?page_size=100`,
    'topic pins': () => `/v3/topics/${topicSlug}/pins/?page_size=50`,
    'topic videos': () => `/v3/topics/${topicSlug}/videos/?page_size=50`,
    'video feed': () => '/v3/feeds/videos/?page_size=50',
    'shopping feed': () => '/v3/feeds/products/?page_size=50',
    'today pins': () => '/v3/today/pins/?page_size=50',
    'today article': () => `/v3/today/articles/${topicSlug}-${utcDay(Date.now())}/pins/?page_size=50`,
    'visual search': () => `/v3/visual_search/${source.id}/?page_size=50`,
  };
  /** Places that keep a hidden pin: its board, the saver's profile, the pin itself. */
  const kept: Record<string, () => string> = {
    'board pins': () => `/v3/boards/${board.id}/pins/?page_size=100`,
    'profile saved': () => `/v3/users/${carol.username}/saved/?page_size=100`,
    'pin by id': () => `/v3/pins/?ids=${target.id}`,
  };
  const shows = async (member: Member, paths: Record<string, () => string>) => {
    const seen: Record<string, boolean> = {};
    for (const [name, path] of Object.entries(paths)) {
      const answer = await call(path(), { cookie: member.token });
      expect(answer.status, name).toBe(200);
      seen[name] = ids(answer).includes(String(target.id));
    }
    return seen;
  };
  const everywhere = (paths: Record<string, () => string>, value: boolean) => Object.fromEntries(Object.keys(paths).map((name) => [name, value]));

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { blobs });
    ada = await signUp(server, storage, 'fb_ada');
    bob = await signUp(server, storage, 'fb_bob');
    carol = await signUp(server, storage, 'fb_carol');
    limited = await signUp(server, storage, 'fb_limited');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    const [topic] = await storage.db.insert(interests).values({ name: 'Feedback topic', urlName: topicSlug }).returning();
    board = await makeBoard(storage.db, carol.row, { name: 'Lamps', slug: 'lamps', interestId: topic!.id });
    secretBoard = await makeBoard(storage.db, carol.row, { name: 'Drafts', slug: 'drafts', privacy: 'secret' });
    // Two pictures alike (a copy, re-encoded): visual search from the source finds the target.
    const picture = await renderArt('f'.repeat(32), 800, 600, { quality: 92 });
    const copy = await sharp(picture).resize(640).jpeg({ quality: 80 }).toBuffer();
    const stored = async (file: Buffer) => (await processImage({ db: storage.db, blobs }, file, null)).signature;
    source = await makePin(storage.db, board, { title: 'A brass sconce', imageSignature: await stored(picture), imageWidth: 800, imageHeight: 600 });
    target = await makePin(storage.db, board, {
      title: 'A velvet lamp',
      sourceInterestId: topic!.id,
      shoppingFlags: [5],
      videos: { video_list: { V_720P: { url: '/media/lamp.mp4', width: 720, height: 1280, duration: 5000 } } },
      imageSignature: await stored(copy),
      imageWidth: 640,
      imageHeight: 480,
    });
    secretPin = await makePin(storage.db, secretBoard, { title: 'A secret velvet lamp' });
    await makeSave(storage.db, target, board, carol.row);
    await assembleToday(storage.db, Date.now());
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it.each(SURFACES)('hides a pin from the %s surface and undoes it, each idempotently', async (surface) => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await hideBy(ada, surface, target.id);
      expect(answer.status).toBe(200);
      expect(v3Data<V3HideResult>(answer)).toEqual({ pin_id: String(target.id), hidden: true, reported: false });
    }
    const context = { feedback: null, news_hub: 'n-42', p2p: null, search: 'velvet lamp' }[surface];
    expect(await hides()).toEqual([{ userId: ada.row.id, pinId: target.id, surface, context, createdAt: expect.any(Date) }]);
    for (let i = 0; i < 2; i += 1) {
      const answer = await hideBy(ada, surface, target.id, false);
      expect(answer.status).toBe(200);
      expect(v3Data<V3HideResult>(answer)).toEqual({ pin_id: String(target.id), hidden: false, reported: false });
    }
    expect(await hides()).toEqual([]);
  });

  it('a hidden pin leaves every discovery feed of the person who hid it, and only theirs; boards and profiles keep it; undo brings it back', async () => {
    const all = { ...discovery, ...kept };
    expect(await shows(ada, all)).toEqual(everywhere(all, true));
    expect(await shows(bob, all)).toEqual(everywhere(all, true));

    await hideBy(ada, 'feedback', target.id);
    expect(await shows(ada, discovery)).toEqual(everywhere(discovery, false));
    expect(await shows(ada, kept)).toEqual(everywhere(kept, true));
    expect(await shows(bob, all)).toEqual(everywhere(all, true));
    // Its neighbours stay: only the hidden pin went.
    expect(ids(await call(discovery.home!(), { cookie: ada.token }))).toContain(String(source.id));

    // Hidden from another surface, undone from a third: a hide is one per person and pin.
    await hideBy(ada, 'p2p', target.id);
    await hideBy(ada, 'search', target.id, false);
    expect(await shows(ada, all)).toEqual(everywhere(all, true));
  });

  it('refuses a feedback_type other than 1 and bad fields with a 400 naming them, storing nothing', async () => {
    const cases: [string, V3CallOptions, string][] = [
      [`/v3/pins/${target.id}/feedback/`, { method: 'PUT', body: { feedback_type: 2 } }, 'feedback_type'],
      [`/v3/pins/${target.id}/feedback/`, { method: 'PUT', body: { feedback_type: 'hide' } }, 'feedback_type'],
      [`/v3/pins/${target.id}/feedback/`, { method: 'PUT', body: {} }, 'feedback_type'],
      [`/v3/pins/abc/feedback/`, { method: 'PUT', body: { feedback_type: 1 } }, 'id'],
      [`/v3/news_hub/${'n'.repeat(65)}/pin/${target.id}/hide/`, { method: 'PUT' }, 'news_id'],
      [`/v3/news_hub/n-1/pin/0/hide/`, { method: 'PUT' }, 'pin_id'],
      [`/v3/p2p/-1/hide/`, { method: 'PUT' }, 'pin'],
      [`/v3/search/${target.id}/hide/`, { method: 'PUT', body: { query: 'x'.repeat(101) } }, 'query'],
      [`/v3/search/${target.id}/hide/`, { method: 'PUT', body: { query: 'lamp', pin_type: 'a pin' } }, 'pin_type'],
      [`/v3/pins/${target.id}/report/`, { method: 'POST', body: { reason: 'boring' } }, 'reason'],
      [`/v3/pins/${target.id}/report/`, { method: 'POST', body: {} }, 'reason'],
    ];
    for (const [url, options, param] of cases) {
      const answer = await call(url, { ...options, cookie: ada.token });
      expect(answer.status, url).toBe(400);
      expect(v3Error(answer), url).toMatchObject({ code: 'invalid_parameter', param });
    }
    // The boundaries' other side: a query of 100 characters and feedback_type "1" are fine.
    expect((await call(`/v3/search/${target.id}/hide/`, { method: 'PUT', body: { query: 'x'.repeat(100) }, cookie: ada.token })).status).toBe(200);
    expect((await call(`/v3/pins/${target.id}/feedback/`, { method: 'PUT', body: { feedback_type: '1' }, cookie: ada.token })).status).toBe(200);
    await hideBy(ada, 'feedback', target.id, false);
    expect(await hides()).toEqual([]);
    expect(await reports()).toEqual([]);
  });

  it('needs a full session (401 signed out, 403 limited login) and a pin the viewer may see (404: secret, deleted, unknown, across a block)', async () => {
    const deleted = await makePin(storage.db, board, { deletedAt: new Date() });
    const dan = await signUp(server, storage, 'fb_dan');
    await storage.db.insert(blocks).values({ blockerId: carol.row.id, blockedId: dan.row.id });
    for (const surface of SURFACES) {
      for (const on of [true, false]) {
        const visitor = await hideBy(null, surface, target.id, on);
        expect([visitor.status, v3Error(visitor)?.code]).toEqual([401, 'unauthenticated']);
        const half = await hideBy(limited, surface, target.id, on);
        expect([half.status, v3Error(half)?.code]).toEqual([403, 'limited_login']);
        for (const id of [secretPin.id, deleted.id, 999_999_999]) {
          const answer = await hideBy(ada, surface, id, on);
          expect([answer.status, v3Error(answer)]).toEqual([404, { code: 'not_found', message: `pin ${id} not found` }]);
        }
        expect((await hideBy(dan, surface, target.id, on)).status).toBe(404);
      }
    }
    for (const write of [report, unreport]) {
      expect((await write(null, target.id)).status).toBe(401);
      expect((await write(limited, target.id)).status).toBe(403);
      expect((await write(ada, secretPin.id)).status).toBe(404);
      expect((await write(dan, target.id)).status).toBe(404);
    }
    expect(await hides()).toEqual([]);
    expect(await reports()).toEqual([]);
    // The other side: the secret board's owner may hide and report their own secret pin.
    expect(v3Data(await hideBy(carol, 'feedback', secretPin.id))).toEqual({ pin_id: String(secretPin.id), hidden: true, reported: false });
    expect(v3Data(await report(carol, secretPin.id))).toEqual({ pin_id: String(secretPin.id), reported: true });
    expect(v3Data(await unreport(carol, secretPin.id))).toEqual({ pin_id: String(secretPin.id), reported: false });
    expect(await hides()).toEqual([]);
  });

  it('reports with a reason: once per person (a repeat updates the reason), hiding the pin; unhide keeps the report, unreport takes both', async () => {
    expect(v3Data<V3ReportResult>(await report(ada, target.id, 'spam'))).toEqual({ pin_id: String(target.id), reported: true });
    expect(v3Data<V3ReportResult>(await report(ada, target.id, 'violence'))).toEqual({ pin_id: String(target.id), reported: true });
    await report(bob, target.id, 'privacy');
    expect(await reports()).toEqual([
      { userId: ada.row.id, pinId: target.id, reason: 'violence', createdAt: expect.any(Date), updatedAt: expect.any(Date) },
      { userId: bob.row.id, pinId: target.id, reason: 'privacy', createdAt: expect.any(Date), updatedAt: expect.any(Date) },
    ]);
    expect((await hides()).map((h) => [h.userId, h.surface])).toEqual([
      [ada.row.id, 'report'],
      [bob.row.id, 'report'],
    ]);
    expect(await shows(ada, discovery)).toEqual(everywhere(discovery, false));

    // Unhiding a reported pin brings it back and says the report stands.
    expect(v3Data(await hideBy(ada, 'feedback', target.id, false))).toEqual({ pin_id: String(target.id), hidden: false, reported: true });
    expect(await shows(ada, { home: discovery.home! })).toEqual({ home: true });
    expect(v3Data(await hideBy(ada, 'feedback', target.id))).toEqual({ pin_id: String(target.id), hidden: true, reported: true });

    for (let i = 0; i < 2; i += 1) {
      expect(v3Data<V3ReportResult>(await unreport(ada, target.id))).toEqual({ pin_id: String(target.id), reported: false });
    }
    expect((await reports()).map((r) => r.userId)).toEqual([bob.row.id]);
    expect((await hides()).map((h) => h.userId)).toEqual([bob.row.id]);
    expect(await shows(ada, discovery)).toEqual(everywhere(discovery, true));
    await unreport(bob, target.id);
    expect(await reports()).toEqual([]);
  });

  it('describes every feedback route in /v3/docs/openapi.json', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/v3/docs/openapi.json' })).json() as { paths: Record<string, object> };
    const described = Object.fromEntries(Object.entries(doc.paths).map(([path, methods]) => [path, Object.keys(methods).sort()]));
    expect(described).toMatchObject({
      '/v3/pins/{id}/feedback/': ['delete', 'put'],
      '/v3/news_hub/{news_id}/pin/{pin_id}/hide/': ['put'],
      '/v3/news_hub/{news_id}/pin/{pin_id}/undo/': ['put'],
      '/v3/p2p/{pin}/hide/': ['put'],
      '/v3/p2p/{pin}/unhide/': ['put'],
      '/v3/search/{pin_id}/hide/': ['put'],
      '/v3/search/{pin_id}/unhide/': ['put'],
      '/v3/pins/{id}/report/': ['delete', 'post'],
      '/v3/report_reasons/': ['get'],
      '/v3/users/me/hidden_pins/': ['get'],
    });
  });

  it('lists the report reasons, codes and labels', async () => {
    const answer = await call('/v3/report_reasons/');
    expect(answer.status).toBe(200);
    expect(v3Data(answer)).toEqual(REPORT_REASONS.map(({ code, label }) => ({ code, label })));
    expect(v3Data<{ code: string }[]>(answer).map((r) => r.code)).toEqual([
      'spam',
      'nudity',
      'self_harm',
      'misinformation',
      'hateful',
      'dangerous_goods',
      'harassment',
      'violence',
      'privacy',
      'intellectual_property',
    ]);
  });

  it('GET /v3/users/me/hidden_pins/: the viewer’s own hidden pins, newest hide first, paged by bookmark; 401 signed out', async () => {
    const more = [await makePin(storage.db, board), await makePin(storage.db, board), await makePin(storage.db, board)];
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes, 0, 123));
    // The same second for two of them: the pin id breaks the tie.
    await storage.db.insert(pinHides).values([
      { userId: ada.row.id, pinId: more[0]!.id, surface: 'feedback', createdAt: at(1) },
      { userId: ada.row.id, pinId: more[1]!.id, surface: 'search', context: 'lamp', createdAt: at(5) },
      { userId: ada.row.id, pinId: more[2]!.id, surface: 'p2p', createdAt: at(5) },
      { userId: bob.row.id, pinId: more[0]!.id, surface: 'feedback', createdAt: at(9) },
    ]);
    await report(ada, target.id, 'spam');
    const newestFirst = [target.id, more[2]!.id, more[1]!.id, more[0]!.id].map(String);

    const pages: string[][] = [];
    let bookmark: string | null = null;
    do {
      const answer: V3Answer = await call(`/v3/users/me/hidden_pins/?page_size=3${bookmark ? `&bookmark=${bookmark}` : ''}`, { cookie: ada.token });
      expect(answer.status).toBe(200);
      pages.push(ids(answer) as string[]);
      bookmark = answer.body.resource_response.bookmark;
    } while (bookmark && bookmark !== '-end-');
    expect(pages).toEqual([newestFirst.slice(0, 3), newestFirst.slice(3)]);
    const grid = await call('/v3/users/me/hidden_pins/?field_set_key=grid', { cookie: ada.token });
    expect(ids(grid)).toEqual(newestFirst);
    expect(ids(await call('/v3/users/me/hidden_pins/', { cookie: bob.token }))).toEqual([String(more[0]!.id)]);

    // A limited login reads its list; a visitor is asked to log in; another list's bookmark is refused.
    expect(ids(await call('/v3/users/me/hidden_pins/', { cookie: limited.token }))).toEqual([]);
    const visitor = await call('/v3/users/me/hidden_pins/');
    expect([visitor.status, v3Error(visitor)?.code]).toEqual([401, 'unauthenticated']);
    const first = await call('/v3/users/me/hidden_pins/?page_size=1', { cookie: ada.token });
    const foreign = await call(`/v3/users/me/hidden_pins/?bookmark=${first.body.resource_response.bookmark}`, { cookie: bob.token });
    expect(v3Error(foreign)).toMatchObject({ code: 'invalid_parameter', param: 'bookmark' });

    // A pin the viewer may no longer see leaves the list: across a block, or its board turned secret.
    await storage.db.insert(blocks).values({ blockerId: carol.row.id, blockedId: ada.row.id });
    expect(ids(await call('/v3/users/me/hidden_pins/', { cookie: ada.token }))).toEqual([]);
    await storage.db.delete(blocks).where(eq(blocks.blockedId, ada.row.id));
    expect(ids(await call('/v3/users/me/hidden_pins/', { cookie: ada.token }))).toEqual(newestFirst);
    await storage.db.update(boards).set({ privacy: 'secret' }).where(eq(boards.id, board.id));
    expect(ids(await call('/v3/users/me/hidden_pins/', { cookie: ada.token }))).toEqual([]);
    expect(ids(await call('/v3/users/me/hidden_pins/', { cookie: carol.token }))).toEqual([]);
    await storage.db.update(boards).set({ privacy: 'public' }).where(eq(boards.id, board.id));
    await unreport(ada, target.id);
    await storage.db.delete(pinHides);
  });
});

describe.each(backends())('v3 report rate limit on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const HOUR = 3_600_000;
  let now = Math.floor(Date.now() / HOUR) * HOUR + 1000;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it(`allows ${REPORTS_PER_HOUR} reports an hour per account, then 429 with Retry-After until the next hour; refused writes are not counted`, async () => {
    const eve = await signUp(server, storage, 'rl_eve');
    const fay = await signUp(server, storage, 'rl_fay');
    const board = await makeBoard(storage.db, fay.row, { name: 'Many' });
    const many: PinRow[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR + 1; i += 1) many.push(await makePin(storage.db, board));
    const report = (member: Member, pin: PinRow | number, reason = 'spam') =>
      v3Call(server, `/v3/pins/${typeof pin === 'number' ? pin : pin.id}/report/`, { method: 'POST', cookie: member.token, body: { reason } });

    // A bad reason and an unknown pin are not counted.
    expect((await report(eve, many[0]!, 'boring')).status).toBe(400);
    expect((await report(eve, 999_999_999)).status).toBe(404);
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) expect((await report(eve, many[i]!)).status).toBe(200);
    now += 30 * 60_000;
    const refused = await report(eve, many[REPORTS_PER_HOUR]!);
    expect(refused.status).toBe(429);
    expect(v3Error(refused)).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBe(30 * 60 - 1);
    expect(await storage.db.select().from(pinReports).where(eq(pinReports.pinId, many[REPORTS_PER_HOUR]!.id))).toEqual([]);
    // Another account has its own allowance; the next hour gives eve hers back.
    expect((await report(fay, many[REPORTS_PER_HOUR]!)).status).toBe(200);
    now += 30 * 60_000;
    expect((await report(eve, many[REPORTS_PER_HOUR]!)).status).toBe(200);
    expect((await storage.db.select().from(pinReports).where(eq(pinReports.userId, eve.row.id))).length).toBe(REPORTS_PER_HOUR + 1);
  });
});
