/**
 * Background jobs of the news hub (issue 20), chained like the other periodic jobs
 * (../search/jobs.ts, ../event/jobs.ts):
 * - send_notification_digests ({}): mails the digests that are due (./digest.ts), then queues the
 *   next run DIGEST_EVERY_MINUTES later (a minute later when its batch was full).
 * - purge_inbox_events_and_outbox ({}): deletes inbox events and done-with outbox rows past their retention
 *   (./retention.ts), then queues the next run RETENTION_EVERY_MINUTES later (a minute later when it
 *   hit its bound).
 * Each is queued at start-up (at once); only one of a kind is ever queued (an advisory lock around
 * the look-and-enqueue, a queued later one moved sooner), and a run given up on still queues the next.
 * Times are the queue's clock (the app's `clock`), so tests move time without waiting.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs as jobRows } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendNotificationDigests, type DigestDeps } from './digest.ts';
import { purgeInboxEvents, purgeOutbox } from './retention.ts';

export const DIGEST_JOB = 'send_notification_digests' as const;
export const RETENTION_JOB = 'purge_inbox_events_and_outbox' as const;
/** How often due digests are looked for. */
export const DIGEST_EVERY_MINUTES = 15;
/** How often the retention purge runs. */
export const RETENTION_EVERY_MINUTES = 60;
/** The next run after one that left work (a full batch, the purge's bound). */
const AGAIN_SOON_MS = 60_000;
const MINUTE_MS = 60_000;
/** pg_advisory_xact_lock keys of the enqueues (this room's own constants). */
const LOCKS = { [DIGEST_JOB]: 1_701_700_020, [RETENTION_JOB]: 1_701_700_021 } as const;

export type NotificationJob = keyof typeof LOCKS;

export type NotificationJobDeps = DigestDeps & {
  jobs: JobQueue;
  /** Milliseconds since the epoch (default Date.now). */
  clock?: () => number;
};

/** Makes sure a job of `kind` is queued to run by `runAt`: a queued later one is moved sooner; answers its id. */
export async function scheduleRun(deps: Pick<NotificationJobDeps, 'db' | 'jobs'>, kind: NotificationJob, runAt: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS[kind]})`);
    const [queued] = await tx
      .select({ id: jobRows.id, runAt: jobRows.runAt })
      .from(jobRows)
      .where(and(eq(jobRows.kind, kind), eq(jobRows.status, 'queued')))
      .orderBy(asc(jobRows.runAt))
      .limit(1);
    if (!queued) return deps.jobs.enqueue(kind, {}, { runAt, tx: tx as unknown as Db });
    if (queued.runAt > runAt) await tx.update(jobRows).set({ runAt }).where(eq(jobRows.id, queued.id));
    return queued.id;
  });
}

const startups = new WeakMap<JobQueue, Promise<void>>();

/** For tests: settles once the start-up scheduling of the app whose queue this is has run. */
export function notificationJobsStarted(jobs: JobQueue): Promise<void> {
  return startups.get(jobs) ?? Promise.resolve();
}

export function registerNotificationJobs(deps: NotificationJobDeps): void {
  const clock = deps.clock ?? Date.now;
  const after = (kind: NotificationJob, ms: number) => scheduleRun(deps, kind, new Date(clock() + ms));
  deps.jobs.register(
    DIGEST_JOB,
    async () => {
      const run = await sendNotificationDigests(deps, new Date(clock()));
      await after(DIGEST_JOB, run.full ? AGAIN_SOON_MS : DIGEST_EVERY_MINUTES * MINUTE_MS);
    },
    { onFailed: async () => void (await after(DIGEST_JOB, DIGEST_EVERY_MINUTES * MINUTE_MS)) },
  );
  deps.jobs.register(
    RETENTION_JOB,
    async () => {
      const now = new Date(clock());
      const events = await purgeInboxEvents(deps.db, now);
      const mail = await purgeOutbox(deps.db, now);
      await after(RETENTION_JOB, events.more || mail.more ? AGAIN_SOON_MS : RETENTION_EVERY_MINUTES * MINUTE_MS);
    },
    { onFailed: async () => void (await after(RETENTION_JOB, RETENTION_EVERY_MINUTES * MINUTE_MS)) },
  );
  // A failure here (the database going away as a test closes it) only means nothing is queued by
  // this process; the next start-up, or another replica's, queues them.
  startups.set(
    deps.jobs,
    after(DIGEST_JOB, 0)
      .then(() => after(RETENTION_JOB, 0))
      .then(
        () => undefined,
        () => undefined,
      ),
  );
}
