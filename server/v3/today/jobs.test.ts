/**
 * assemble_today runs on the app's clock (the one the job queue uses): with its own Date.now, a test
 * server whose clock stood past tomorrow's midnight ran the job again and again, each run queuing the
 * next at a real midnight the queue's clock had already passed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { ASSEMBLE_TODAY_JOB } from './jobs.ts';

describe.each(backends())('assemble_today on the app clock on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const now = { ms: Date.UTC(2031, 5, 15, 12) };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now.ms });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const queued = async () =>
    (await storage.db.select({ runAt: jobs.runAt }).from(jobs).where(and(eq(jobs.kind, ASSEMBLE_TODAY_JOB), eq(jobs.status, 'queued')))).map((j) => j.runAt.toISOString());

  it("queues the next run at the midnight after the app's now, and runs it once when the clock gets there", async () => {
    // The start-up scheduling is not awaited by the app: it may still be under way.
    await vi.waitFor(async () => {
      await server.app.jobs!.drain();
      expect(await queued()).toEqual(['2031-06-16T00:00:00.000Z']);
    });
    now.ms = Date.UTC(2031, 6, 20, 9);
    await server.app.jobs!.drain();
    expect(await queued()).toEqual(['2031-07-21T00:00:00.000Z']);
    // One run at the new now (the first run, finished over 7 days before it, has been purged).
    const runs = await storage.db.select({ finishedAt: jobs.finishedAt }).from(jobs).where(and(eq(jobs.kind, ASSEMBLE_TODAY_JOB), eq(jobs.status, 'succeeded')));
    expect(runs.map((r) => r.finishedAt?.toISOString())).toEqual(['2031-07-20T09:00:00.000Z']);
  });
});
