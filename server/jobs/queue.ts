/**
 * The background job queue (issue 16): rows of the `jobs` table, taken with
 * `FOR UPDATE SKIP LOCKED`, so every process of every replica may run a queue on the same
 * PostgreSQL database and no job is run by two of them at once; on PGlite (one process) it works
 * the same way.
 *
 * - A taken job is 'running' with a lease (`locked_until`), renewed while its handler runs. A
 *   running job whose lease ran out (its process was killed) is taken again by any queue.
 * - `attempts` counts takes. A handler that throws sends its job back to 'queued' with `run_at`
 *   moved on by the backoff (exponential with jitter, capped); after `max_attempts` the job is
 *   'failed' with `last_error`, and stays in the table. A `PermanentJobError` fails it at once.
 *   A job whose worker died on its last attempt is failed when its lease runs out. A run longer
 *   than `timeoutMs` counts as a failed attempt (its `signal` is aborted).
 * - Delivery is at least once: a handler may run again after a crash or a timeout, so it must be
 *   idempotent (check what is already done, write with `on conflict do nothing`).
 * - A queue takes only the kinds registered with it: a job of a kind no process knows (yet) stays
 *   'queued', visible in the table, until a process that knows it runs (a rolling deploy where
 *   only the new version knows a new kind loses nothing).
 * - Finished jobs do not pile up: succeeded ones are deleted 7 days after they finished, failed
 *   ones after 30 days (kept that long to be looked at), by whichever queue polls first after an
 *   hour has passed since its last purge (`keepSucceededMs`, `keepFailedMs`, `purgeEveryMs`).
 * - Times are the queue's clock (`clock`, default Date.now), not the database's, so tests move
 *   time without waiting.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema.ts';

/** Thrown by a handler: the job cannot succeed however often it is tried; it fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface JobInfo {
  id: number;
  /** 1 on the first run. */
  attempts: number;
  /** Aborted when the run has taken longer than the queue's timeoutMs (the job is then retried): stop work. */
  signal: AbortSignal;
}

export type JobHandler<P = Record<string, unknown>> = (payload: P, job: JobInfo) => Promise<void>;

export interface RegisterOptions<P = Record<string, unknown>> {
  /**
   * Called once when a job of this kind has become 'failed', however that came about (a
   * PermanentJobError, the last attempt failing or timing out, or its worker dying on the last
   * attempt, when the handler never got to say so): e.g. to mark what waited on it failed.
   * An error it throws is logged.
   */
  onFailed?: (payload: P, job: { id: number; attempts: number; error: string }) => Promise<void>;
}

export interface EnqueueOptions {
  /** Tries before the job is 'failed' (default 5). */
  maxAttempts?: number;
  /** Not before this (default now). */
  runAt?: Date;
  /** Insert inside this transaction: the job exists only if it commits. */
  tx?: Db;
}

export interface JobQueue {
  /** Adds a job and wakes this process's poller; answers the job's id. */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<number>;
  /** The handler of `kind` (one per kind; registering again replaces it). */
  register<P = Record<string, unknown>>(kind: string, handler: JobHandler<P>, options?: RegisterOptions<P>): void;
  /** Polls every pollMs, and at once after an enqueue in this process or a finished job. */
  start(): void;
  /** Stops polling and waits for the handlers still running. */
  stop(): Promise<void>;
  /** Runs jobs (this process's handlers, this queue's clock) until none is ready; for tests and scripts. */
  drain(): Promise<void>;
  /** Deletes the finished jobs past their keeping time now (polling does it hourly); answers how many. */
  purge(): Promise<number>;
}

/** Where the queue reports: pino's (Fastify's) logger fits. */
export interface JobLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface JobQueueOptions {
  /** Names this process in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** Handlers running at once in this process (default 2). */
  concurrency?: number;
  /** Poll interval when idle (default 1000 ms). */
  pollMs?: number;
  /** How long a take lasts without renewal (default 60 s); renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** A run that takes longer fails this attempt (default 10 minutes); checked when the lease is renewed. */
  timeoutMs?: number;
  /** Delay before the next try after failed attempt number `attempt` (1, 2, …); default defaultBackoff. */
  backoffMs?: (attempt: number) => number;
  /** Milliseconds since the epoch (default Date.now). */
  clock?: () => number;
  log?: JobLog;
  /** How long a succeeded job stays in the table after it finished (default 7 days). */
  keepSucceededMs?: number;
  /** How long a failed job stays, to be looked at (default 30 days). */
  keepFailedMs?: number;
  /** How often a polling queue purges (default 1 hour). */
  purgeEveryMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_CONCURRENCY = 2;
const DEFAULT_POLL_MS = 1000;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const BACKOFF_BASE_MS = 5000;
const BACKOFF_CAP_MS = 15 * 60_000;
/** An enqueue inside a transaction is visible only after it commits: look again this soon. */
const AFTER_COMMIT_MS = 100;
const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_KEEP_SUCCEEDED_MS = 7 * DAY_MS;
const DEFAULT_KEEP_FAILED_MS = 30 * DAY_MS;
const DEFAULT_PURGE_EVERY_MS = 60 * 60_000;
/** Rows deleted per statement, so a purge after a long pause holds no long lock. */
const PURGE_BATCH = 1000;
/** last_error keeps the start of a long message (a stack is logged, not stored). */
const MAX_ERROR_CHARS = 2000;

/**
 * Exponential backoff with "equal jitter": 5 s, 10 s, 20 s … doubled per attempt up to 15 minutes,
 * of which a random half is taken off, so jobs that failed together do not come back together.
 */
export function defaultBackoff(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

const consoleLog: JobLog = {
  info: () => undefined,
  warn: (fields, message) => console.warn(`[jobs] ${message}`, fields),
  error: (fields, message) => console.error(`[jobs] ${message}`, fields),
};

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS)}…` : text;
}

export function jobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const backoff = options.backoffMs ?? ((attempt: number) => defaultBackoff(attempt));
  const clock = options.clock ?? Date.now;
  const log = options.log ?? consoleLog;
  const keepSucceededMs = options.keepSucceededMs ?? DEFAULT_KEEP_SUCCEEDED_MS;
  const keepFailedMs = options.keepFailedMs ?? DEFAULT_KEEP_FAILED_MS;
  const purgeEveryMs = options.purgeEveryMs ?? DEFAULT_PURGE_EVERY_MS;
  let lastPurge = Number.NEGATIVE_INFINITY;
  const handlers = new Map<string, { handler: JobHandler; onFailed?: RegisterOptions['onFailed'] }>();
  const running = new Set<Promise<void>>();

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let pollAgain = false;

  /** Marks up to `limit` ready jobs of the registered kinds as ours and answers them. */
  async function claim(limit: number): Promise<JobRow[]> {
    const kinds = [...handlers.keys()];
    if (limit <= 0 || kinds.length === 0) return [];
    const now = new Date(clock());
    const ready = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: workerId })
      .where(inArray(jobs.id, ready))
      .returning();
  }

  /** This take of the job is still ours: no other queue took it after our lease ran out. */
  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts));

  /** Records the end of this take; false when it was no longer ours. */
  async function finish(job: JobRow, set: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const done = await db.update(jobs).set(set).where(ours(job)).returning({ id: jobs.id });
    if (done.length === 0) log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job lease was lost before it finished; another worker has it');
    return done.length > 0;
  }

  async function fail(job: JobRow, error: unknown, permanent: boolean): Promise<void> {
    const now = clock();
    const lastError = errorText(error);
    if (permanent || job.attempts >= job.maxAttempts) {
      log.error({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, permanent ? 'job failed permanently' : `job failed after ${job.attempts} attempts`);
      // A take only to give up (its worker died on the last attempt) is no attempt.
      const attempts = Math.min(job.attempts, job.maxAttempts);
      const onFailed = handlers.get(job.kind)?.onFailed;
      if ((await finish(job, { status: 'failed', attempts, lastError, lockedUntil: null, finishedAt: new Date(now) })) && onFailed) {
        try {
          await onFailed(job.payload as Record<string, unknown>, { id: job.id, attempts, error: lastError });
        } catch (hookError) {
          log.error({ jobId: job.id, kind: job.kind, err: hookError }, 'onFailed of a failed job threw');
        }
      }
      return;
    }
    const delay = backoff(job.attempts);
    log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, retryInMs: delay, err: error }, 'job failed; will retry');
    await finish(job, { status: 'queued', lastError, lockedUntil: null, runAt: new Date(now + delay) });
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind)?.handler;
    if (job.attempts > job.maxAttempts) {
      // Taken again after its lease ran out, with no attempt left: its worker died on the last one.
      await fail(job, new Error(`${job.lastError ? `${job.lastError}; then the` : 'The'} worker running attempt ${job.attempts - 1} stopped before finishing (lease expired)`), true);
      return;
    }
    if (!handler) {
      // Unregistered between claim and run: give the take back untouched (attempt not counted).
      await finish(job, { status: 'queued', attempts: job.attempts - 1, lockedUntil: null, lockedBy: null });
      return;
    }
    const startedAt = clock();
    const controller = new AbortController();
    let timeUp: () => void = () => undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timeUp = () => resolve('timeout')));
    const renew = setInterval(() => {
      if (clock() - startedAt >= timeoutMs) {
        timeUp();
        return;
      }
      db.update(jobs)
        .set({ lockedUntil: new Date(clock() + leaseMs) })
        .where(ours(job))
        .catch((error: unknown) => log.warn({ jobId: job.id, err: error }, 'job lease renewal failed'));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    renew.unref();
    try {
      const handled = handler(job.payload as Record<string, unknown>, { id: job.id, attempts: job.attempts, signal: controller.signal });
      const outcome = await Promise.race([handled.then(() => 'done' as const), timedOut]);
      clearInterval(renew);
      if (outcome === 'timeout') {
        const error = new Error(`timed out after ${timeoutMs} ms`);
        controller.abort(error);
        // It may still settle; its late error is not this run's any more.
        handled.catch(() => undefined);
        await fail(job, error, false);
        return;
      }
      await finish(job, { status: 'succeeded', lockedUntil: null, finishedAt: new Date(clock()) });
    } catch (error) {
      clearInterval(renew);
      await fail(job, error, error instanceof PermanentJobError);
    }
  }

  /** Runs `job`, tracked in `running`; never rejects (a database error is logged, the lease then frees the job). */
  function launch(job: JobRow): Promise<void> {
    const done = run(job)
      .catch((error: unknown) => log.error({ jobId: job.id, kind: job.kind, err: error }, 'job bookkeeping failed; the job is taken again when its lease runs out'))
      .finally(() => {
        running.delete(done);
        if (started && !stopping) wake();
      });
    running.add(done);
    return done;
  }

  function schedule(ms: number): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(wake, ms);
    timer.unref();
  }

  /** Deletes finished jobs past their keeping time, a batch at a time; answers how many. */
  async function purge(): Promise<number> {
    const now = clock();
    lastPurge = now;
    const expired = or(
      and(eq(jobs.status, 'succeeded'), lt(jobs.finishedAt, new Date(now - keepSucceededMs))),
      and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, new Date(now - keepFailedMs))),
    );
    let total = 0;
    for (;;) {
      const batch = db.select({ id: jobs.id }).from(jobs).where(expired).limit(PURGE_BATCH);
      const deleted = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
      total += deleted.length;
      if (deleted.length < PURGE_BATCH) break;
    }
    if (total > 0) log.info({ purged: total }, 'finished jobs purged');
    return total;
  }

  async function pollOnce(): Promise<void> {
    if (clock() - lastPurge >= purgeEveryMs) {
      // Never in the way of running jobs: a failed purge is tried again at the next hour.
      await purge().catch((error: unknown) => log.warn({ err: error }, 'purging finished jobs failed'));
    }
    try {
      const taken = await claim(concurrency - running.size);
      for (const job of taken) launch(job);
      // A full batch: there may be more ready as soon as a slot frees (launch wakes us then).
      if (taken.length === 0 || running.size < concurrency) schedule(pollMs);
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'taking jobs failed; trying again');
      schedule(pollMs);
    }
  }

  function wake(): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = undefined;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = (async () => {
      do {
        pollAgain = false;
        await pollOnce();
      } while (pollAgain && !stopping);
      polling = undefined;
    })();
  }

  return {
    async enqueue(kind, payload, enqueueOptions = {}) {
      const [row] = await (enqueueOptions.tx ?? db)
        .insert(jobs)
        .values({
          kind,
          payload,
          maxAttempts: enqueueOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          runAt: enqueueOptions.runAt ?? new Date(clock()),
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error('enqueue: no row inserted');
      if (enqueueOptions.tx) schedule(Math.min(AFTER_COMMIT_MS, pollMs));
      else wake();
      return row.id;
    },
    register(kind, handler, registerOptions = {}) {
      handlers.set(kind, { handler: handler as JobHandler, onFailed: registerOptions.onFailed as RegisterOptions['onFailed'] });
      wake();
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      wake();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await polling;
      await Promise.all(running);
      started = false;
    },
    async drain() {
      for (;;) {
        // A poll in flight may hold jobs it claimed but has not launched yet: they count too.
        await polling;
        const taken = await claim(concurrency);
        if (taken.length === 0 && running.size === 0) return;
        await Promise.all([...taken.map(launch), ...running]);
      }
    },
    purge,
  };
}
