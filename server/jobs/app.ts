/**
 * The app's job queue (server/app.ts): made with the app, started when it is ready (listen or
 * ready()), stopped when it closes (waiting for the handlers still running). Every process runs
 * one — each worker of WEB_CONCURRENCY on a shared PostgreSQL (SKIP LOCKED keeps them apart), or
 * the one process on PGlite. Routes reach it as `deps.jobs`, tests as `app.jobs` (e.g. `drain()`).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobQueue, type JobQueue, type JobQueueOptions } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue; null when the app was built with `jobs: false`. */
    jobs: JobQueue | null;
  }
}

export function appJobQueue(app: FastifyInstance, db: Db, options: { enabled?: boolean; clock?: () => number } = {}): JobQueue | undefined {
  const queueOptions: JobQueueOptions = { clock: options.clock, log: app.log.child({ component: 'jobs' }) };
  const queue = options.enabled === false ? undefined : jobQueue(db, queueOptions);
  app.decorate('jobs', queue ?? null);
  if (queue) {
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  }
  return queue;
}
