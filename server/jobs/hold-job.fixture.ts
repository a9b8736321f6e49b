/**
 * For queue.test.ts: a process that takes one 'hold' job and never finishes it, to be killed with
 * SIGKILL. Opens JOB_DATABASE_URL (PostgreSQL) or JOB_DATA_DIR (PGlite files), runs a queue as
 * worker JOB_WORKER_ID with lease JOB_LEASE_MS, and prints `holding <job id>` once the handler runs.
 */
import { openStorage } from '../db/client.ts';
import { jobQueue } from './queue.ts';

const storage = await openStorage({ databaseUrl: process.env.JOB_DATABASE_URL, dataDir: process.env.JOB_DATA_DIR, poolSize: 2 });
const queue = jobQueue(storage.db, {
  workerId: process.env.JOB_WORKER_ID ?? 'hold-job-fixture',
  leaseMs: Number(process.env.JOB_LEASE_MS ?? 60_000),
  concurrency: 1,
});
// Stays alive until killed: the handler below never settles.
setInterval(() => undefined, 60_000);
queue.register('hold', async (_payload, job) => {
  process.stdout.write(`holding ${job.id}\n`);
  await new Promise<never>(() => undefined);
});
queue.start();
