/**
 * refresh_search_suggestions (issue 17): what the rebuild takes from the site — normalised titles, board
 * and topic names of live pins on public boards only, weighed by pins — and its schedule on the app's
 * queue with a fake clock: at start-up when never rebuilt or an hour old, else an hour after the last
 * rebuild; then hourly; one queued at a time however many replicas start.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Storage } from '../../db/client.ts';
import { interests, jobs, pins, searchSuggestions, type BoardRow, type UserRow } from '../../db/schema.ts';
import { createMetrics } from '../../metrics.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { backends } from '../../testing/storage.ts';
import { REFRESH_SUGGESTIONS_JOB, searchJobsStarted, SUGGESTIONS_EVERY_MS } from './jobs.ts';
import { refreshSearchSuggestions } from './suggestions.ts';

const START = Date.parse('2026-03-02T10:00:00.000Z');
const MINUTE = 60_000;

describe.each(backends())('search suggestions on $name', (backend) => {
  let storage: Storage;
  let person: UserRow;
  let open: BoardRow;

  const terms = async () =>
    Object.fromEntries((await storage.db.select().from(searchSuggestions).orderBy(searchSuggestions.term)).map((row) => [row.term, row.weight]));
  const queued = () =>
    storage.db
      .select({ id: jobs.id, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, REFRESH_SUGGESTIONS_JOB), eq(jobs.status, 'queued')));
  const succeeded = async () => (await storage.db.select().from(jobs).where(and(eq(jobs.kind, REFRESH_SUGGESTIONS_JOB), eq(jobs.status, 'succeeded')))).length;

  beforeAll(async () => {
    storage = await backend.open();
    person = await makeUser(storage.db, { username: 'sugg_person' });
    open = await makeBoard(storage.db, person, { name: 'Garden Ideas', slug: 'garden-ideas', privacy: 'public' });
  });
  afterAll(async () => {
    await storage?.close();
  });
  beforeEach(async () => {
    await storage.db.delete(jobs);
    await storage.db.delete(searchSuggestions);
    await storage.db.delete(pins);
  });

  describe('the rebuild', () => {
    let secret: BoardRow;
    let protectedBoard: BoardRow;
    let topic: number;

    beforeAll(async () => {
      secret = await makeBoard(storage.db, person, { name: 'Surprise Party Plans', slug: 'surprise', privacy: 'secret' });
      protectedBoard = await makeBoard(storage.db, person, { name: 'Protected Things', slug: 'protected', privacy: 'protected' });
      const [row] = await storage.db.insert(interests).values({ name: 'Gardening', urlName: 'gardening-sugg' }).returning();
      topic = row!.id;
    });

    it('takes normalised titles, board and topic names of live pins on public boards, weighed by pins', async () => {
      await makePin(storage.db, open, { title: '  Crème   Brûlée  Tart ', sourceInterestId: topic });
      await makePin(storage.db, open, { title: 'CRÈME brûlée tart' });
      await makePin(storage.db, open, { title: 'Garden Ideas' });
      // Too short, the longest allowed, too long.
      await makePin(storage.db, open, { title: 'x' });
      await makePin(storage.db, open, { title: `a${'b'.repeat(99)}` });
      await makePin(storage.db, open, { title: `a${'b'.repeat(100)}` });
      // Not in discovery: a secret or protected board, a deleted pin, a removed story pin.
      await makePin(storage.db, secret, { title: 'Secret cake' });
      await makePin(storage.db, protectedBoard, { title: 'Protected cake' });
      await makePin(storage.db, open, { title: 'Deleted cake', deletedAt: new Date() });
      await makePin(storage.db, open, { title: 'Removed story', type: 'story', storyPinData: { is_deleted: true } });
      await makePin(storage.db, open, { title: 'Live story', type: 'story', storyPinData: { is_deleted: false } });

      await refreshSearchSuggestions(storage.db, new Date(START));
      expect(await terms()).toEqual({
        'creme brulee tart': 2,
        // Seven live pins on the board; the one titled like the board counts once.
        'garden ideas': 7,
        gardening: 1,
        [`a${'b'.repeat(99)}`]: 1,
        'live story': 1,
      });
      const [row] = await storage.db.select().from(searchSuggestions).limit(1);
      expect(row?.updatedAt.toISOString()).toBe(new Date(START).toISOString());
    });

    it('replaces the old terms: gone ones deleted, weights moved, unchanged ones left as they were', async () => {
      await storage.db.insert(searchSuggestions).values([
        { term: 'stale term', weight: 9, updatedAt: new Date(START - 5 * MINUTE) },
        { term: 'garden ideas', weight: 1, updatedAt: new Date(START - 5 * MINUTE) },
        { term: 'pancakes', weight: 1, updatedAt: new Date(START - 5 * MINUTE) },
      ]);
      await makePin(storage.db, open, { title: 'Pancakes' });
      await makePin(storage.db, open, { title: 'Waffles' });
      await refreshSearchSuggestions(storage.db, new Date(START));
      const rows = await storage.db.select().from(searchSuggestions).orderBy(searchSuggestions.term);
      expect(rows.map((row) => [row.term, row.weight, row.updatedAt.getTime() - START])).toEqual([
        ['garden ideas', 2, 0],
        ['pancakes', 1, -5 * MINUTE],
        ['waffles', 1, 0],
      ]);
    });

    it('never takes a secret board\'s name, even with pins on it', async () => {
      await makePin(storage.db, secret, { title: 'Balloons' });
      await makePin(storage.db, open, { title: 'Streamers' });
      await refreshSearchSuggestions(storage.db, new Date(START));
      expect(Object.keys(await terms())).toEqual(['garden ideas', 'streamers']);
    });
  });

  describe('the schedule', () => {
    let now = START;
    const clock = () => now;
    const app = async () => {
      const built = await buildApp({ storage, metrics: createMetrics(), secret: 'test-secret', v3ApiUrl: () => '', distDir: '/nonexistent', clock });
      if (!built.jobs) throw new Error('no job queue');
      await searchJobsStarted(built.jobs);
      return { built, queue: built.jobs };
    };

    beforeEach(() => {
      now = START;
    });

    it('rebuilds at once on a site never rebuilt, then every hour', async () => {
      await makePin(storage.db, open, { title: 'First pin' });
      const { built, queue } = await app();
      try {
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START]);
        await queue.drain();
        expect(await terms()).toEqual({ 'first pin': 1, 'garden ideas': 1 });
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START + SUGGESTIONS_EVERY_MS]);

        await makePin(storage.db, open, { title: 'Second pin' });
        now = START + SUGGESTIONS_EVERY_MS - MINUTE;
        await queue.drain();
        expect(await succeeded()).toBe(1);
        expect(await terms()).not.toHaveProperty('second pin');

        now = START + SUGGESTIONS_EVERY_MS;
        await queue.drain();
        expect(await succeeded()).toBe(2);
        expect(await terms()).toHaveProperty('second pin', 1);
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START + 2 * SUGGESTIONS_EVERY_MS]);
      } finally {
        await built.close();
      }
    });

    it('waits for the hour when the suggestions are fresh (the seed\'s), and rebuilds at once when they are an hour old', async () => {
      await makePin(storage.db, open, { title: 'Seeded pin' });
      await refreshSearchSuggestions(storage.db, new Date(START - 10 * MINUTE));
      const fresh = await app();
      expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START + 50 * MINUTE]);
      await fresh.queue.drain();
      expect(await succeeded()).toBe(0);
      await fresh.built.close();

      // Restarted after the hour: the rebuild queued for then is the one that runs, not a second.
      now = START + 70 * MINUTE;
      const stale = await app();
      try {
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START + 50 * MINUTE]);
        await stale.queue.drain();
        expect(await succeeded()).toBe(1);
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([now + SUGGESTIONS_EVERY_MS]);
      } finally {
        await stale.built.close();
      }
    });

    it('moves a rebuild queued for later to now when the suggestions are an hour old', async () => {
      await makePin(storage.db, open, { title: 'Old pin' });
      await refreshSearchSuggestions(storage.db, new Date(START - 2 * SUGGESTIONS_EVERY_MS));
      await storage.db.insert(jobs).values({ kind: REFRESH_SUGGESTIONS_JOB, payload: {}, runAt: new Date(START + 3 * SUGGESTIONS_EVERY_MS) });
      const { built, queue } = await app();
      try {
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START]);
        await queue.drain();
        expect(await succeeded()).toBe(1);
      } finally {
        await built.close();
      }
    });

    it('queues one rebuild however many replicas start at once', async () => {
      await makePin(storage.db, open, { title: 'Replica pin' });
      const replicas = await Promise.all([app(), app(), app()]);
      try {
        expect(await queued()).toHaveLength(1);
        await Promise.all(replicas.map((replica) => replica.queue.drain()));
        expect(await succeeded()).toBe(1);
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START + SUGGESTIONS_EVERY_MS]);
      } finally {
        await Promise.all(replicas.map((replica) => replica.built.close()));
      }
    });

    it('waits for the hourly rebuild on a site without pins', async () => {
      const { built } = await app();
      try {
        expect((await queued()).map((job) => job.runAt.getTime())).toEqual([START + SUGGESTIONS_EVERY_MS]);
      } finally {
        await built.close();
      }
    });
  });
});
