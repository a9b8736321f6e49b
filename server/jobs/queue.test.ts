import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStorage, type Db, type Storage } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema.ts';
import { backends, throwawayDatabase } from '../testing/storage.ts';
import { defaultBackoff, jobQueue, PermanentJobError, type JobLog, type JobQueueOptions } from './queue.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL;
const SECOND = 1000;

/** A log that keeps what it is told (and keeps the test output quiet). */
function recordingLog(): JobLog & { lines: { level: string; message: string; fields: Record<string, unknown> }[] } {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, message, fields });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A clock that moves only when told. */
function fakeClock(start = Date.UTC(2026, 0, 1, 12)) {
  let now = start;
  return { now: () => now, set: (ms: number) => void (now = ms), advance: (ms: number) => void (now += ms) };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const row = async (db: Db, id: number): Promise<JobRow> => {
  const [found] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!found) throw new Error(`job ${id} is gone`);
  return found;
};

describe.each(backends())('job queue on $name', (backend) => {
  let storage: Storage;
  let db: Db;
  const queueWith = (options: JobQueueOptions = {}) => jobQueue(db, { log: recordingLog(), ...options });

  beforeAll(async () => {
    storage = await backend.open();
    db = storage.db;
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('runs an enqueued job once with its payload and marks it succeeded', async () => {
    const clock = fakeClock();
    const queue = queueWith({ clock: clock.now });
    const seen: unknown[] = [];
    queue.register('greet', async (payload, job) => void seen.push({ payload, job }));
    const id = await queue.enqueue('greet', { name: 'ada', n: [1, 2] });
    expect((await row(db, id)).status).toBe('queued');
    await queue.drain();
    await queue.drain();
    expect(seen).toEqual([{ payload: { name: 'ada', n: [1, 2] }, job: { id, attempts: 1, signal: expect.any(AbortSignal) } }]);
    expect(await row(db, id)).toMatchObject({ status: 'succeeded', attempts: 1, lockedUntil: null, lastError: null, finishedAt: new Date(clock.now()) });
  });

  it('retries a failing job with exponential, jittered backoff, then fails it after max_attempts with the last error', async () => {
    const clock = fakeClock();
    const log = recordingLog();
    const queue = queueWith({ clock: clock.now, log });
    let calls = 0;
    queue.register('flaky', async (_payload, job) => {
      calls += 1;
      expect(job.attempts).toBe(calls);
      throw new Error(`boom ${calls}`);
    });
    const id = await queue.enqueue('flaky', {}, { maxAttempts: 4 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const failedAt = clock.now();
      await queue.drain();
      const after = await row(db, id);
      expect(after).toMatchObject({ status: 'queued', attempts: attempt, lastError: `Error: boom ${attempt}`, lockedUntil: null });
      // 5 s, 10 s, 20 s … with up to half taken off at random.
      const ceiling = 5 * SECOND * 2 ** (attempt - 1);
      const delay = after.runAt.getTime() - failedAt;
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
      // Not ready before its time.
      clock.set(after.runAt.getTime() - 1);
      await queue.drain();
      expect(calls).toBe(attempt);
      clock.set(after.runAt.getTime());
    }
    await queue.drain();
    expect(calls).toBe(4);
    expect(await row(db, id)).toMatchObject({ status: 'failed', attempts: 4, lastError: 'Error: boom 4', finishedAt: new Date(clock.now()) });
    clock.advance(24 * 60 * 60 * SECOND);
    await queue.drain();
    expect(calls).toBe(4);
    expect(log.lines.map((l) => `${l.level} ${l.message}`)).toEqual([
      'warn job failed; will retry',
      'warn job failed; will retry',
      'warn job failed; will retry',
      'error job failed after 4 attempts',
    ]);
    expect(log.lines[3]?.fields).toMatchObject({ jobId: id, kind: 'flaky', attempt: 4 });
  });

  it('fails a job at once when its handler throws PermanentJobError', async () => {
    const queue = queueWith();
    let calls = 0;
    queue.register('doomed', async () => {
      calls += 1;
      throw new PermanentJobError('not an image');
    });
    const id = await queue.enqueue('doomed', {});
    await queue.drain();
    expect(calls).toBe(1);
    expect(await row(db, id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'PermanentJobError: not an image' });
  });

  it('calls onFailed once when a job has failed for good, whichever way, and not on a retry', async () => {
    const clock = fakeClock();
    const log = recordingLog();
    const queue = queueWith({ clock: clock.now, log, backoffMs: () => SECOND });
    const failed: unknown[] = [];
    queue.register<{ n: number }>(
      'hooked',
      async ({ n }) => {
        if (n === 1) throw new PermanentJobError('refused');
        if (n === 2) throw new Error('flaky');
      },
      {
        onFailed: async (payload, job) => {
          failed.push({ n: payload.n, attempts: job.attempts, error: job.error, id: job.id });
          if (payload.n === 2) throw new Error('hook broke');
        },
      },
    );
    const permanent = await queue.enqueue('hooked', { n: 1 });
    const exhausted = await queue.enqueue('hooked', { n: 2 }, { maxAttempts: 2 });
    const fine = await queue.enqueue('hooked', { n: 3 });
    const [died] = await db
      .insert(jobs)
      .values({ kind: 'hooked', payload: { n: 4 }, status: 'running', attempts: 2, maxAttempts: 2, lockedBy: 'dead', lockedUntil: new Date(clock.now() - 1) })
      .returning();
    await queue.drain();
    expect(failed).toEqual([
      { n: 1, attempts: 1, error: 'PermanentJobError: refused', id: permanent },
      { n: 4, attempts: 2, error: 'Error: The worker running attempt 2 stopped before finishing (lease expired)', id: died!.id },
    ]);
    clock.advance(SECOND);
    await queue.drain();
    expect(failed).toHaveLength(3);
    expect(failed[2]).toEqual({ n: 2, attempts: 2, error: 'Error: flaky', id: exhausted });
    expect(log.lines.filter((l) => l.message === 'onFailed of a failed job threw')).toHaveLength(1);
    expect((await row(db, fine)).status).toBe('succeeded');
    expect((await row(db, died!.id)).attempts).toBe(2);
  });

  it('leaves a job of a kind this queue has no handler for queued, untouched', async () => {
    const queue = queueWith();
    queue.register('known', async () => undefined);
    const id = await queue.enqueue('unknown_kind', { x: 1 });
    await queue.drain();
    expect(await row(db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    // A process that knows the kind runs it.
    const later = queueWith();
    const ran = vi.fn(async () => undefined);
    later.register('unknown_kind', ran);
    await later.drain();
    expect(ran).toHaveBeenCalledWith({ x: 1 }, { id, attempts: 1, signal: expect.any(AbortSignal) });
  });

  it('waits for runAt', async () => {
    const clock = fakeClock();
    const queue = queueWith({ clock: clock.now });
    const ran = vi.fn(async () => undefined);
    queue.register('later', ran);
    const id = await queue.enqueue('later', {}, { runAt: new Date(clock.now() + 60 * SECOND) });
    await queue.drain();
    expect(ran).not.toHaveBeenCalled();
    clock.advance(60 * SECOND);
    await queue.drain();
    expect((await row(db, id)).status).toBe('succeeded');
  });

  it('enqueues inside a transaction: a rolled-back job never exists', async () => {
    const queue = queueWith();
    let committed = 0;
    await db.transaction(async (tx) => {
      committed = await queue.enqueue('tx_kind', { ok: true }, { tx: tx as unknown as Db });
    });
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue('tx_kind', { ok: false }, { tx: tx as unknown as Db });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await db.select().from(jobs).where(eq(jobs.kind, 'tx_kind'));
    expect(rows.map((r) => [r.id, r.payload])).toEqual([[committed, { ok: true }]]);
  });

  it('takes again a running job whose lease ran out (its worker died), and fails one that had no attempt left', async () => {
    const clock = fakeClock();
    const queue = queueWith({ clock: clock.now });
    const ran = vi.fn(async () => undefined);
    queue.register('orphan', ran);
    const expired = new Date(clock.now() - 1);
    const [alive] = await db
      .insert(jobs)
      .values({ kind: 'orphan', status: 'running', attempts: 1, maxAttempts: 5, lockedBy: 'dead-worker', lockedUntil: new Date(clock.now() + SECOND) })
      .returning();
    const [orphan] = await db.insert(jobs).values({ kind: 'orphan', status: 'running', attempts: 1, maxAttempts: 5, lockedBy: 'dead-worker', lockedUntil: expired }).returning();
    const [last] = await db
      .insert(jobs)
      .values({ kind: 'orphan', status: 'running', attempts: 3, maxAttempts: 3, lockedBy: 'dead-worker', lockedUntil: expired, lastError: 'Error: earlier' })
      .returning();
    await queue.drain();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ran).toHaveBeenCalledWith({}, { id: orphan!.id, attempts: 2, signal: expect.any(AbortSignal) });
    expect(await row(db, alive!.id)).toMatchObject({ status: 'running', lockedBy: 'dead-worker' });
    expect(await row(db, orphan!.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    const failed = await row(db, last!.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.lastError).toMatch(/Error: earlier; then the worker running attempt 3 stopped before finishing \(lease expired\)/);
  });

  it('renews the lease while a long handler runs, so no other queue takes the job', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const clock = fakeClock();
      const queue = queueWith({ clock: clock.now, leaseMs: 60 * SECOND, workerId: 'slow' });
      const started = deferred();
      const release = deferred();
      queue.register('slow', async () => {
        started.resolve();
        await release.promise;
      });
      const id = await queue.enqueue('slow', {});
      const draining = queue.drain();
      await started.promise;
      expect((await row(db, id)).lockedUntil).toEqual(new Date(clock.now() + 60 * SECOND));
      clock.advance(50 * SECOND);
      await vi.advanceTimersByTimeAsync(20 * SECOND);
      await vi.waitFor(async () => expect((await row(db, id)).lockedUntil).toEqual(new Date(clock.now() + 60 * SECOND)));
      // Past the first lease, within the renewed one: another replica leaves it alone.
      clock.advance(20 * SECOND);
      const other = queueWith({ clock: clock.now, workerId: 'other' });
      const stolen = vi.fn(async () => undefined);
      other.register('slow', stolen);
      await other.drain();
      expect(stolen).not.toHaveBeenCalled();
      release.resolve();
      await draining;
      expect(await row(db, id)).toMatchObject({ status: 'succeeded', attempts: 1, lockedBy: 'slow' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the attempt of a handler that runs past timeoutMs, aborting its signal, and retries the job', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const clock = fakeClock();
      const queue = queueWith({ clock: clock.now, leaseMs: 60 * SECOND, timeoutMs: 5 * 60 * SECOND });
      const started = deferred<AbortSignal>();
      queue.register('hung', async (_payload, job) => {
        started.resolve(job.signal);
        await new Promise<never>(() => undefined);
      });
      const id = await queue.enqueue('hung', {});
      const draining = queue.drain();
      const signal = await started.promise;
      clock.advance(4 * 60 * SECOND);
      await vi.advanceTimersByTimeAsync(20 * SECOND);
      expect(signal.aborted).toBe(false);
      clock.advance(60 * SECOND);
      await vi.advanceTimersByTimeAsync(20 * SECOND);
      await draining;
      expect(signal.aborted).toBe(true);
      const after = await row(db, id);
      expect(after).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: timed out after 300000 ms', lockedUntil: null });
      expect(after.runAt.getTime()).toBeGreaterThan(clock.now());
    } finally {
      vi.useRealTimers();
    }
  });

  it('start(): an enqueue wakes the poller at once; stop() waits for the running handler', async () => {
    const queue = queueWith({ pollMs: 60 * 60 * SECOND });
    const started = deferred<number>();
    const release = deferred();
    queue.register('woken', async (_payload, job) => {
      started.resolve(job.id);
      await release.promise;
    });
    queue.start();
    const id = await queue.enqueue('woken', {});
    expect(await started.promise).toBe(id);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect((await row(db, id)).status).toBe('succeeded');
  });

  it('purges succeeded jobs 7 days after they finished and failed ones after 30, never a younger or unfinished one', async () => {
    const DAY = 24 * 60 * 60 * SECOND;
    const clock = fakeClock(Date.UTC(2031, 0, 1));
    const queue = queueWith({ clock: clock.now });
    queue.register('done', async () => undefined);
    queue.register('broken', async () => {
      throw new PermanentJobError('no');
    });
    const done = await queue.enqueue('done', {});
    const broken = await queue.enqueue('broken', {});
    const waiting = await queue.enqueue('nobody-runs-this', {});
    await queue.drain();
    const present = async (id: number) => (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).length === 1;

    clock.advance(7 * DAY);
    await queue.purge();
    expect([await present(done), await present(broken), await present(waiting)]).toEqual([true, true, true]);
    clock.advance(1);
    await queue.purge();
    expect([await present(done), await present(broken), await present(waiting)]).toEqual([false, true, true]);

    clock.advance(23 * DAY - 1);
    await queue.purge();
    expect(await present(broken)).toBe(true);
    clock.advance(1);
    await queue.purge();
    expect([await present(broken), await present(waiting)]).toEqual([false, true]);
  });

  it('purges as it polls: at start, then at most once an hour', async () => {
    const clock = fakeClock(Date.UTC(2032, 0, 1));
    const queue = queueWith({ clock: clock.now, pollMs: 60 * 60 * SECOND });
    const oldFinished = async () => {
      const [inserted] = await db
        .insert(jobs)
        .values({ kind: 'old', payload: {}, status: 'succeeded', finishedAt: new Date(clock.now() - 8 * 24 * 60 * 60 * SECOND) })
        .returning({ id: jobs.id });
      return inserted!.id;
    };
    const gone = async (id: number) => (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).length === 0;
    const ran: number[] = [];
    queue.register('tick', async (_payload, job) => void ran.push(job.id));
    const first = await oldFinished();
    queue.start();
    await vi.waitFor(async () => expect(await gone(first)).toBe(true));

    const second = await oldFinished();
    clock.advance(60 * 60 * SECOND - 1);
    const tick = await queue.enqueue('tick', {});
    await vi.waitFor(() => expect(ran).toContain(tick));
    expect(await gone(second)).toBe(false);

    clock.advance(1);
    const tock = await queue.enqueue('tick', {});
    await vi.waitFor(() => expect(ran).toContain(tock));
    await vi.waitFor(async () => expect(await gone(second)).toBe(true));
    await queue.stop();
  });

  it('two queues (replicas) on the same database run each of many jobs exactly once', async () => {
    const runs = new Map<number, string[]>();
    const replica = (name: string) => {
      const queue = queueWith({ workerId: name, concurrency: 4 });
      queue.register('many', async (_payload, job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        await db.execute(sql`select 1`);
      });
      return queue;
    };
    const a = replica('a');
    const b = replica('b');
    const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => a.enqueue('many', { i })));
    await Promise.all([a.drain(), b.drain()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, 'many'));
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });
});

describe('defaultBackoff', () => {
  it('doubles from 5 s, takes up to half off at random, and stops growing at 15 minutes', () => {
    expect([1, 2, 3, 4].map((a) => defaultBackoff(a, () => 1))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map((a) => defaultBackoff(a, () => 0))).toEqual([2500, 5000, 10_000, 20_000]);
    expect(defaultBackoff(30, () => 1)).toBe(15 * 60 * SECOND);
    expect(defaultBackoff(1000, () => 0)).toBe(7.5 * 60 * SECOND);
  });
});

describe.skipIf(!DATABASE_URL)('job queue replicas on one PostgreSQL database (SKIP LOCKED)', () => {
  let drop: (() => Promise<void>) | undefined;
  const stores: Storage[] = [];

  beforeAll(async () => {
    const database = await throwawayDatabase(DATABASE_URL!);
    drop = database.drop;
    for (let i = 0; i < 2; i += 1) stores.push(await openStorage({ databaseUrl: database.url, poolSize: 4 }));
  });
  afterAll(async () => {
    for (const s of stores) await s.close();
    await drop?.();
  });

  it('two polling replicas, each with its own connections, run each of 300 jobs exactly once', async () => {
    const total = 300;
    const runs = new Map<number, string[]>();
    const all = deferred();
    const replicas = stores.map((s, i) => {
      const name = `replica-${i}`;
      const queue = jobQueue(s.db, { workerId: name, concurrency: 4, pollMs: 20, log: recordingLog() });
      queue.register('shared', async (_payload, job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        await s.db.execute(sql`select 1`);
        if (runs.size === total) all.resolve();
      });
      return queue;
    });
    for (const q of replicas) q.start();
    for (let i = 0; i < total; i += 1) await replicas[i % 2]!.enqueue('shared', { i });
    await all.promise;
    await Promise.all(replicas.map((q) => q.stop()));
    expect(runs.size).toBe(total);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byReplica = new Map<string, number>();
    for (const [by] of runs.values()) byReplica.set(by!, (byReplica.get(by!) ?? 0) + 1);
    expect(byReplica.get('replica-0')).toBeGreaterThan(0);
    expect(byReplica.get('replica-1')).toBeGreaterThan(0);
    const [counts] = await stores[0]!.db
      .select({ done: sql<number>`count(*) filter (where ${jobs.status} = 'succeeded' and ${jobs.attempts} = 1)::int`, all: sql<number>`count(*)::int` })
      .from(jobs);
    expect(counts).toEqual({ done: total, all: total });
  });
});

/**
 * Starts hold-job.fixture.ts, waits until it runs the 'hold' job, and kills it with SIGKILL:
 * the job is left 'running' with the dead worker's lease.
 */
async function killWhileHolding(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'hold-job.fixture.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const holding = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /holding (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(([code]) => reject(new Error(`the fixture ended (${String(code)}) before taking the job: ${stderr}`)));
  });
  try {
    return await holding;
  } finally {
    child.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
  }
}

const LEASE_MS = 30 * SECOND;

/** After the kill: the job is still running under the dead worker; a queue whose clock is past its lease finishes it. */
async function finishesAfterRestart(db: Db, id: number): Promise<void> {
  const held = await row(db, id);
  expect(held).toMatchObject({ status: 'running', attempts: 1, lockedBy: 'killed-worker' });
  // Within the lease nobody takes it.
  const handler = vi.fn(async () => undefined);
  const now = jobQueue(db, { workerId: 'restarted', log: recordingLog() });
  now.register('hold', handler);
  await now.drain();
  expect(handler).not.toHaveBeenCalled();
  // Once the lease has run out (a clock past it; no waiting) the restarted process finishes it.
  const later = jobQueue(db, { workerId: 'restarted', clock: () => held.lockedUntil!.getTime() + 1, log: recordingLog() });
  later.register('hold', handler);
  await later.drain();
  expect(handler).toHaveBeenCalledWith({ upload_id: 'u1' }, { id, attempts: 2, signal: expect.any(AbortSignal) });
  expect(await row(db, id)).toMatchObject({ status: 'succeeded', attempts: 2, lockedBy: 'restarted' });
}

describe('a job interrupted by kill -9 is finished after a restart', () => {
  it.skipIf(!DATABASE_URL)('on PostgreSQL', async () => {
    const database = await throwawayDatabase(DATABASE_URL!);
    const storage = await openStorage({ databaseUrl: database.url, poolSize: 2 });
    try {
      const id = await jobQueue(storage.db).enqueue('hold', { upload_id: 'u1' });
      expect(await killWhileHolding({ JOB_DATABASE_URL: database.url, JOB_WORKER_ID: 'killed-worker', JOB_LEASE_MS: String(LEASE_MS) })).toBe(id);
      await finishesAfterRestart(storage.db, id);
    } finally {
      await storage.close();
      await database.drop();
    }
  });

  it('on PGlite files (the database reopened after the process died)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'corkboard-jobs-'));
    try {
      const before = await openStorage({ dataDir });
      const id = await jobQueue(before.db).enqueue('hold', { upload_id: 'u1' });
      // PGlite's files belong to one process at a time.
      await before.close();
      expect(await killWhileHolding({ JOB_DATA_DIR: dataDir, JOB_WORKER_ID: 'killed-worker', JOB_LEASE_MS: String(LEASE_MS) })).toBe(id);
      const after = await openStorage({ dataDir });
      try {
        await finishesAfterRestart(after.db, id);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
