/**
 * WEB_CONCURRENCY > 1 (server/config.ts): this process prepares (builds the client, migrates,
 * seeds) and then runs that many workers, each a whole server on the same port (node:cluster
 * hands each connection to one). State lives in PostgreSQL and Redis, so any worker answers any
 * request. A worker that dies is replaced; SIGTERM or SIGINT stops them all.
 */
import cluster, { type Worker } from 'node:cluster';

/** How long after a worker died a new one starts (no busy loop when every start fails). */
const RESTART_DELAY_MS = 1000;

export function runWorkers(count: number, log: (message: string) => void): void {
  let stopping = false;
  const fork = (): Worker => cluster.fork({ CORKBOARD_WORKER: '1' });
  for (let i = 0; i < count; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  log(`${count} workers (WEB_CONCURRENCY) share the port`);
}

/** This process is a worker started by runWorkers. */
export const isWorker = (): boolean => cluster.isWorker && process.env.CORKBOARD_WORKER === '1';
