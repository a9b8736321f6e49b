/**
 * Background jobs of this room (issue 17): assemble_today ({}), which assembles the articles of the
 * UTC day it runs in (./assemble.ts) and then queues the next run at the next UTC midnight.
 *
 * At start-up each process makes sure a run is queued: at once when today has no articles yet,
 * else at the next midnight. However many replicas start, at most one assemble_today is queued at a
 * time: the check and the enqueue happen in one transaction under an advisory lock, and an earlier
 * run moves the queued one forward instead of adding another. A run whose every attempt failed still
 * queues the next midnight's (onFailed), so the daily chain does not stop.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, todayArticles } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { V3Deps } from '../deps.ts';
import { assembleToday, nextUtcMidnight, utcDay } from './assemble.ts';

export const ASSEMBLE_TODAY_JOB = 'assemble_today';
const SCHEDULE_LOCK = sql`select pg_advisory_xact_lock(hashtext('corkboard:schedule_assemble_today'))`;

export interface TodayJobOptions {
  /** Milliseconds since the epoch (default Date.now): which day is today, when midnight is. */
  clock?: () => number;
  log?: (message: string, error: unknown) => void;
}

/**
 * Makes sure one assemble_today is queued to run by `runAt` (undefined: at once). A queued one due
 * later is moved forward; one due earlier is left alone. 'At once' while one is running adds nothing
 * (that run assembles today and queues the next).
 */
export async function ensureAssemblyQueued(db: Db, queue: JobQueue, runAt: Date | undefined, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(SCHEDULE_LOCK);
    const [queued] = await tx
      .select({ id: jobs.id, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, ASSEMBLE_TODAY_JOB), eq(jobs.status, 'queued')))
      .orderBy(asc(jobs.runAt))
      .limit(1);
    const due = runAt ?? new Date(now);
    if (queued) {
      if (queued.runAt.getTime() > due.getTime()) await tx.update(jobs).set({ runAt: due }).where(eq(jobs.id, queued.id));
      return;
    }
    if (!runAt) {
      const [running] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, ASSEMBLE_TODAY_JOB), eq(jobs.status, 'running'), gt(jobs.lockedUntil, new Date(now))))
        .limit(1);
      if (running) return;
    }
    await queue.enqueue(ASSEMBLE_TODAY_JOB, {}, { tx, runAt });
  });
}

/** Whether the UTC day of `now` has articles. */
export async function todayHasArticles(db: Db, now: number): Promise<boolean> {
  const [row] = await db.select({ id: todayArticles.id }).from(todayArticles).where(eq(todayArticles.day, utcDay(now))).limit(1);
  return row !== undefined;
}

/** Start-up: a run at once when today has no articles, else the next midnight's. */
export async function scheduleAtStart(db: Db, queue: JobQueue, now: number): Promise<void> {
  const has = await todayHasArticles(db, now);
  await ensureAssemblyQueued(db, queue, has ? nextUtcMidnight(now) : undefined, now);
}

/**
 * Registers assemble_today and schedules its run (scheduleAtStart). Answers the start-up scheduling,
 * which never rejects (a failure is logged; the next process start tries again).
 */
export function registerTodayJobs(deps: Pick<V3Deps, 'db'> & { jobs: JobQueue }, options: TodayJobOptions = {}): Promise<void> {
  const { db, jobs: queue } = deps;
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((message, error) => console.warn(`[today] ${message}`, error));
  queue.register(
    ASSEMBLE_TODAY_JOB,
    async () => {
      const now = clock();
      await assembleToday(db, now);
      await ensureAssemblyQueued(db, queue, nextUtcMidnight(now), now);
    },
    { onFailed: async () => ensureAssemblyQueued(db, queue, nextUtcMidnight(clock()), clock()) },
  );
  return scheduleAtStart(db, queue, clock()).catch((error: unknown) => log('could not schedule assemble_today at start-up', error));
}
