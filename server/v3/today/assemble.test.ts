/**
 * The /today assembly (issue 17) with a fake clock: trending topics computed from the saves of the
 * window (both ends of it), only content in discovery, one day's re-run replacing its rows, and the
 * daily schedule (at start-up when today is empty, then each next UTC midnight, one queued at a time).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, Storage } from '../../db/client.ts';
import { interests, jobs, todayArticles, type BoardRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { jobQueue } from '../../jobs/queue.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { backends } from '../../testing/storage.ts';
import { DAY_MS, TREND_WINDOW_MS, assembleToday, nextUtcMidnight, topicSlug, utcDay } from './assemble.ts';
import { ASSEMBLE_TODAY_JOB, ensureAssemblyQueued, registerTodayJobs, scheduleAtStart } from './jobs.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 30);
const START = NOW - TREND_WINDOW_MS;

describe.each(backends())('today assembly on $name', (backend) => {
  let storage: Storage;
  let db: Db;
  let owner: UserRow;
  let savers: UserRow[];
  let saverBoards: BoardRow[];
  let topicIds: Record<'fresh' | 'old' | 'edge' | 'secret' | 'late', number>;
  const pinsOf: Record<string, PinRow[]> = {};

  async function topic(name: string, urlName: string): Promise<number> {
    const [row] = await db.insert(interests).values({ name, urlName }).returning();
    return row!.id;
  }
  /** `count` saves of `pin` at `at`, each by another saver. */
  async function saveMany(pin: PinRow, count: number, at: number) {
    for (let i = 0; i < count; i += 1) await makeSave(db, pin, saverBoards[i]!, savers[i]!, new Date(at));
  }
  const rows = (day = utcDay(NOW)) => db.select().from(todayArticles).where(eq(todayArticles.day, day)).orderBy(todayArticles.slug);
  const tabTopics = async (tab: string) =>
    (await db.select().from(todayArticles).where(and(eq(todayArticles.day, utcDay(NOW)), eq(todayArticles.tab, tab))).orderBy(todayArticles.id)).map((r) => r.interestId);

  beforeAll(async () => {
    storage = await backend.open();
    db = storage.db;
    owner = await makeUser(db, { username: 'today_owner' });
    savers = [];
    saverBoards = [];
    for (let i = 0; i < 12; i += 1) {
      const saver = await makeUser(db, { username: `today_saver${i}` });
      savers.push(saver);
      saverBoards.push(await makeBoard(db, saver, { name: 'Saved', slug: `saved-${i}`, privacy: i % 2 ? 'secret' : 'public' }));
    }
    topicIds = {
      fresh: await topic('Weeknight Dinners', 'food:weeknight-dinners'),
      old: await topic('Old Favourites', 'old-favourites'),
      edge: await topic('Window Edge', 'window-edge'),
      secret: await topic('Hidden Things', 'hidden-things'),
      late: await topic('Just Outside', 'just-outside'),
    };
    const publicBoard = await makeBoard(db, owner, { name: 'Public', slug: 'public' });
    // The board's topic stands in for a pin without a source interest.
    const oldBoard = await makeBoard(db, owner, { name: 'Old', slug: 'old', interestId: topicIds.old });
    const secretBoard = await makeBoard(db, owner, { name: 'Secret', slug: 'secret', privacy: 'secret' });
    pinsOf.fresh = [await makePin(db, publicBoard, { sourceInterestId: topicIds.fresh }), await makePin(db, publicBoard, { sourceInterestId: topicIds.fresh })];
    pinsOf.old = [await makePin(db, oldBoard)];
    pinsOf.edge = [await makePin(db, publicBoard, { sourceInterestId: topicIds.edge })];
    pinsOf.late = [await makePin(db, publicBoard, { sourceInterestId: topicIds.late })];
    pinsOf.secret = [
      await makePin(db, secretBoard, { sourceInterestId: topicIds.secret }),
      await makePin(db, publicBoard, { sourceInterestId: topicIds.secret, deletedAt: new Date(NOW - DAY_MS) }),
      await makePin(db, publicBoard, { sourceInterestId: topicIds.secret, type: 'story', storyPinData: { is_deleted: true } }),
    ];
    // fresh: 3 saves this week (and a save of its second pin); old: 10 saves the week before, 1 this week.
    await saveMany(pinsOf.fresh[0]!, 3, NOW - DAY_MS);
    await saveMany(pinsOf.fresh[1]!, 1, NOW - 2 * DAY_MS);
    await saveMany(pinsOf.old[0]!, 10, START - DAY_MS);
    await makeSave(db, pinsOf.old[0]!, saverBoards[11]!, savers[11]!, new Date(NOW - 3 * DAY_MS));
    // edge: one save exactly at the window's start (in), one a millisecond before it (the previous window).
    await makeSave(db, pinsOf.edge[0]!, saverBoards[0]!, savers[0]!, new Date(START));
    await makeSave(db, pinsOf.edge[0]!, saverBoards[1]!, savers[1]!, new Date(START - 1));
    // late: a save a millisecond after now is not in the window yet.
    await makeSave(db, pinsOf.late[0]!, saverBoards[0]!, savers[0]!, new Date(NOW + 1));
    // secret: many saves, but of a pin on a secret board, a deleted pin and a removed story pin.
    for (const pin of pinsOf.secret) await saveMany(pin, 8, NOW - DAY_MS);
  });
  afterAll(async () => {
    await storage?.close();
  });
  beforeEach(async () => {
    await db.delete(todayArticles);
    await db.delete(jobs);
  });

  it('ranks a topic with more recent saves above one with more old saves', async () => {
    await assembleToday(db, NOW);
    const article = await tabTopics('article');
    expect(article.indexOf(topicIds.fresh)).toBe(0);
    expect(article.indexOf(topicIds.old)).toBeGreaterThan(0);
    expect((await tabTopics('popular')).slice(0, 1)).toEqual([topicIds.fresh]);
    // Its fall from 10 to 1 is no rise; fresh rose by 4.
    const trending = await tabTopics('trending');
    expect(trending[0]).toBe(topicIds.fresh);
    expect(trending).not.toContain(topicIds.old);
    // All time, old has the most saves.
    expect((await tabTopics('best'))[0]).toBe(topicIds.old);
  });

  it('counts a save at the start of the window and at now, not a millisecond before or after', async () => {
    await assembleToday(db, NOW);
    const article = await tabTopics('article');
    expect(article).toContain(topicIds.edge);
    expect(article).not.toContain(topicIds.late);
    const [edge] = (await rows()).filter((r) => r.interestId === topicIds.edge && r.tab === 'popular');
    // One save in, the one before the start is the previous window's.
    expect(edge?.score).toBe(1);
    expect(edge?.description).toContain('1 save ');
    // A millisecond later the start's save has left the window, and the late save is in it.
    await assembleToday(db, NOW + 1);
    const later = await tabTopics('article');
    expect(later).not.toContain(topicIds.edge);
    expect(later).toContain(topicIds.late);
  });

  it('leaves out pins on secret boards, deleted pins and removed story pins, and their topics', async () => {
    await assembleToday(db, NOW);
    const all = await rows();
    expect(all.map((r) => r.interestId)).not.toContain(topicIds.secret);
    const hidden = new Set(pinsOf.secret!.map((p) => p.id));
    expect(all.flatMap((r) => r.pinIds).filter((id) => hidden.has(id))).toEqual([]);
  });

  it('writes readable, unique slugs, a title and description from the numbers, a cover and the pins best first', async () => {
    await assembleToday(db, NOW);
    const all = await rows();
    const article = all.find((r) => r.tab === 'article' && r.interestId === topicIds.fresh)!;
    expect(article.slug).toBe('weeknight-dinners-2026-11-27');
    expect(all.find((r) => r.tab === 'best' && r.interestId === topicIds.fresh)?.slug).toBe('weeknight-dinners-best-2026-11-27');
    expect(new Set(all.map((r) => r.slug)).size).toBe(all.length);
    expect(article.title).toBe('Weeknight Dinners people are saving this week');
    expect(article.description).toBe('4 saves of Weeknight Dinners pins in the 7 days to 27 November 2026, 4 more than the week before.');
    expect(article.pinIds).toEqual([pinsOf.fresh![0]!.id, pinsOf.fresh![1]!.id]);
    expect(article.coverPinId).toBe(pinsOf.fresh![0]!.id);
    expect(article.score).toBe(4);
    expect(topicSlug('food:weeknight-dinners')).toBe('weeknight-dinners');
  });

  it('re-running a day replaces its rows; other days stay', async () => {
    const first = await assembleToday(db, NOW - DAY_MS);
    const again = await assembleToday(db, NOW);
    const before = (await rows()).map((r) => [r.slug, r.pinIds]);
    const rerun = await assembleToday(db, NOW);
    expect(rerun).toEqual(again);
    expect((await rows()).map((r) => [r.slug, r.pinIds])).toEqual(before);
    expect((await rows(first.day)).length).toBe(first.articles);
    expect(first.articles).toBeGreaterThan(0);
  });

  it('takes the week up to the newest save when no save is in the window (a quiet site)', async () => {
    const later = NOW + 30 * DAY_MS;
    const { articles } = await assembleToday(db, later);
    expect(articles).toBeGreaterThan(0);
    const [row] = (await rows(utcDay(later))).filter((r) => r.tab === 'article');
    // The newest save (the late one, NOW + 1 ms) ends the window.
    expect(row?.title).toMatch(/people saved in the week to 27 November 2026$/);
  });

  it('finds the next UTC midnight', () => {
    expect(nextUtcMidnight(NOW).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(nextUtcMidnight(Date.UTC(2026, 11, 31, 23, 59, 59, 999)).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextUtcMidnight(Date.UTC(2026, 10, 28)).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  describe('the schedule', () => {
    const queued = () => db.select().from(jobs).where(and(eq(jobs.kind, ASSEMBLE_TODAY_JOB), eq(jobs.status, 'queued')));

    it('runs at start-up when today is empty, then each next midnight, one queued however many replicas start', async () => {
      let now = NOW;
      const clock = () => now;
      const queue = jobQueue(db, { clock });
      const replica = jobQueue(db, { clock });
      await Promise.all([registerTodayJobs({ db, jobs: queue }, { clock }), registerTodayJobs({ db, jobs: replica }, { clock })]);
      expect((await queued()).map((j) => j.runAt.getTime())).toEqual([NOW]);
      await queue.drain();
      expect((await rows()).length).toBeGreaterThan(0);
      expect((await queued()).map((j) => j.runAt.toISOString())).toEqual(['2026-11-28T00:00:00.000Z']);
      // Another start-up today: articles are there, the midnight run is queued already.
      await scheduleAtStart(db, replica, now);
      expect((await queued()).length).toBe(1);
      // A millisecond before midnight nothing runs; at midnight the new day is assembled.
      now = Date.UTC(2026, 10, 27, 23, 59, 59, 999);
      await queue.drain();
      expect((await rows('2026-11-28')).length).toBe(0);
      now = Date.UTC(2026, 10, 28);
      await queue.drain();
      expect((await rows('2026-11-28')).length).toBeGreaterThan(0);
      expect((await queued()).map((j) => j.runAt.toISOString())).toEqual(['2026-11-29T00:00:00.000Z']);
    });

    it('moves a queued run forward rather than queueing a second', async () => {
      const queue = jobQueue(db, { clock: () => NOW });
      await ensureAssemblyQueued(db, queue, nextUtcMidnight(NOW), NOW);
      await ensureAssemblyQueued(db, queue, undefined, NOW);
      await ensureAssemblyQueued(db, queue, nextUtcMidnight(NOW + DAY_MS), NOW);
      expect((await queued()).map((j) => j.runAt.getTime())).toEqual([NOW]);
    });
  });
});
