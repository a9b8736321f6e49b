import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import type { Storage } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { createMetrics } from '../metrics.ts';
import { backends } from '../testing/storage.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(backends())('the app\'s job queue on $name', (backend) => {
  let storage: Storage;
  let options: AppOptions;

  beforeAll(async () => {
    storage = await backend.open();
    options = { storage, metrics: createMetrics(), secret: 'test-secret', v3ApiUrl: () => '', distDir: '/nonexistent' };
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('runs jobs once the app is ready, and its close waits for a running handler', async () => {
    const app = await buildApp(options);
    await app.ready();
    const queue = app.jobs;
    if (!queue) throw new Error('no job queue');
    const started = deferred<unknown>();
    const release = deferred();
    queue.register('app_kind', async (payload) => {
      started.resolve(payload);
      await release.promise;
    });
    const id = await queue.enqueue('app_kind', { from: 'app' });
    expect(await started.promise).toEqual({ from: 'app' });
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    release.resolve();
    await closing;
    const [row] = await storage.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.status).toBe('succeeded');
  });

  it('has no queue when built with `jobs: false`', async () => {
    const app = await buildApp({ ...options, jobs: false });
    expect(app.jobs).toBeNull();
    await app.close();
  });
});
