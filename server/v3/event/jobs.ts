/**
 * Background job of the impressions room (issue 19): purge_impression_receipts deletes impression
 * receipts older than 7 days (a batch retried later than that is long given up by the client) and ad
 * serves older than AD_SERVE_KEEP_DAYS (30; an impression of an older serve counts for the pin only),
 * in chunks, then queues the next run an hour later. As with the other hourly chains
 * (server/v3/search/jobs.ts): one is queued at start-up (at once), only one is ever queued (an advisory
 * lock around the look-and-enqueue), and a run given up on still queues the next.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { adServes, impressionReceipts, jobs as jobRows } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AD_SERVE_KEEP_DAYS } from '../ad/serve-routes.ts';

export const PURGE_RECEIPTS_JOB = 'purge_impression_receipts';
export const RECEIPT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const PURGE_RECEIPTS_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so a purge after a long pause holds no long lock. */
const PURGE_CHUNK = 5000;
/** pg_advisory_xact_lock key of the enqueue (this room's own constant). */
const SCHEDULE_LOCK = 1_701_700_019;

export interface ImpressionJobDeps {
  db: Db;
  jobs: JobQueue;
  /** Milliseconds since the epoch (default Date.now). */
  clock?: () => number;
}

/** Deletes the rows of `table` whose `time` is before `before`, PURGE_CHUNK at a time by `key`; answers how many. */
async function purgeBefore(db: Db, table: PgTable, key: PgColumn, time: PgColumn, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const chunk = db.select({ key }).from(table).where(lt(time, before)).limit(PURGE_CHUNK);
    const deleted = await db.delete(table).where(inArray(key, chunk)).returning({ key });
    total += deleted.length;
    if (deleted.length < PURGE_CHUNK) return total;
  }
}

/** Deletes the receipts received more than 7 days before `now`; answers how many. */
export function purgeImpressionReceipts(db: Db, now: Date): Promise<number> {
  return purgeBefore(db, impressionReceipts, impressionReceipts.impressionId, impressionReceipts.receivedAt, new Date(now.getTime() - RECEIPT_KEEP_MS));
}

/** Deletes the ad serves older than AD_SERVE_KEEP_DAYS days before `now`; answers how many. */
export function purgeAdServes(db: Db, now: Date): Promise<number> {
  return purgeBefore(db, adServes, adServes.id, adServes.servedAt, new Date(now.getTime() - AD_SERVE_KEEP_DAYS * 86_400_000));
}

/** Makes sure a purge is queued to run by `runAt`: a queued later one is moved sooner; answers its id. */
export async function scheduleReceiptPurge(deps: ImpressionJobDeps, runAt: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id, runAt: jobRows.runAt })
      .from(jobRows)
      .where(and(eq(jobRows.kind, PURGE_RECEIPTS_JOB), eq(jobRows.status, 'queued')))
      .orderBy(asc(jobRows.runAt))
      .limit(1);
    if (!queued) return deps.jobs.enqueue(PURGE_RECEIPTS_JOB, {}, { runAt, tx: tx as unknown as Db });
    if (queued.runAt > runAt) await tx.update(jobRows).set({ runAt }).where(eq(jobRows.id, queued.id));
    return queued.id;
  });
}

const startups = new WeakMap<JobQueue, Promise<void>>();

/** For tests: settles once the start-up scheduling of the app whose queue this is has run. */
export function impressionJobsStarted(jobs: JobQueue): Promise<void> {
  return startups.get(jobs) ?? Promise.resolve();
}

export function registerImpressionJobs(deps: ImpressionJobDeps): void {
  const clock = deps.clock ?? Date.now;
  const next = () => scheduleReceiptPurge(deps, new Date(clock() + PURGE_RECEIPTS_EVERY_MS));
  deps.jobs.register(
    PURGE_RECEIPTS_JOB,
    async () => {
      await purgeImpressionReceipts(deps.db, new Date(clock()));
      await purgeAdServes(deps.db, new Date(clock()));
      await next();
    },
    { onFailed: async () => void (await next()) },
  );
  startups.set(
    deps.jobs,
    scheduleReceiptPurge(deps, new Date(clock())).then(
      () => undefined,
      () => undefined,
    ),
  );
}
