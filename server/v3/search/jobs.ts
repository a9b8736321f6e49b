/**
 * Background jobs of this room (issue 17): refresh_search_suggestions, the hourly rebuild of the
 * typeahead's suggested searches (./suggestions.ts).
 *
 * - At start-up: when the suggestions were never rebuilt or are an hour old or more, one runs at once
 *   (on a site with pins); otherwise one is due an hour after the last rebuild (the seed's, or another
 *   replica's).
 * - Each run, once done (or given up on by the queue), queues the next an hour later.
 * - Only one is ever queued: enqueueing takes a transaction-scoped advisory lock, then looks for a
 *   queued job of the kind first (every process of every replica does this at its start-up); one that
 *   is queued for later is moved sooner when a refresh is due now.
 * Times are the queue's clock (the app's `clock`), so tests move time without waiting.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs as jobRows, pins } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { V3Deps } from '../deps.ts';
import { refreshSearchSuggestions, suggestionsRebuiltAt } from './suggestions.ts';

export const REFRESH_SUGGESTIONS_JOB = 'refresh_search_suggestions';
export const SUGGESTIONS_EVERY_MS = 60 * 60 * 1000;
/** pg_advisory_xact_lock key of the enqueue (any constant of this room's own). */
const SCHEDULE_LOCK = 1_701_700_017;

export interface SearchJobDeps {
  db: Db;
  jobs: JobQueue;
  /** The queue's clock (milliseconds since the epoch; default Date.now). */
  clock?: () => number;
}

/**
 * Makes sure a refresh is queued to run at `runAt` at the latest: nothing when one is queued by then,
 * else the queued one is moved to `runAt`, else one is enqueued. Answers the queued job's id.
 */
export async function scheduleSuggestionRefresh(deps: SearchJobDeps, runAt: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id, runAt: jobRows.runAt })
      .from(jobRows)
      .where(and(eq(jobRows.kind, REFRESH_SUGGESTIONS_JOB), eq(jobRows.status, 'queued')))
      .orderBy(asc(jobRows.runAt))
      .limit(1);
    if (!queued) return deps.jobs.enqueue(REFRESH_SUGGESTIONS_JOB, {}, { runAt, tx: tx as unknown as Db });
    if (queued.runAt > runAt) await tx.update(jobRows).set({ runAt }).where(eq(jobRows.id, queued.id));
    return queued.id;
  });
}

/**
 * The start-up rule: due now when the suggestions were never rebuilt or an hour ago or more (and there
 * are pins to take them from), else an hour after the last rebuild.
 */
export async function scheduleAtStartup(deps: SearchJobDeps): Promise<number> {
  const now = (deps.clock ?? Date.now)();
  const rebuiltAt = await suggestionsRebuiltAt(deps.db, REFRESH_SUGGESTIONS_JOB);
  const stale = rebuiltAt === null || now - rebuiltAt.getTime() >= SUGGESTIONS_EVERY_MS;
  const due = !stale ? rebuiltAt.getTime() + SUGGESTIONS_EVERY_MS : (await anyPin(deps.db)) ? now : now + SUGGESTIONS_EVERY_MS;
  return scheduleSuggestionRefresh(deps, new Date(due));
}

/** An empty site (a test's database) has nothing to suggest: its refresh waits for the hourly one. */
async function anyPin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: pins.id }).from(pins).limit(1);
  return row !== undefined;
}

const startups = new WeakMap<JobQueue, Promise<void>>();

/** For tests: settles once the start-up scheduling of the app whose queue this is has run. */
export function searchJobsStarted(jobs: JobQueue): Promise<void> {
  return startups.get(jobs) ?? Promise.resolve();
}

export function registerSearchJobs(deps: V3Deps & { jobs: JobQueue; clock?: () => number }): void {
  const clock = deps.clock ?? Date.now;
  const next = () => scheduleSuggestionRefresh(deps, new Date(clock() + SUGGESTIONS_EVERY_MS));
  deps.jobs.register(
    REFRESH_SUGGESTIONS_JOB,
    async () => {
      await refreshSearchSuggestions(deps.db, new Date(clock()));
      await next();
    },
    // Given up on: the hourly chain goes on all the same.
    { onFailed: async () => void (await next()) },
  );
  // A failure here (the database going away as a test closes it) only means no refresh is queued by
  // this process; the next start-up, or another replica's, queues one.
  startups.set(
    deps.jobs,
    scheduleAtStartup(deps).then(
      () => undefined,
      () => undefined,
    ),
  );
}
