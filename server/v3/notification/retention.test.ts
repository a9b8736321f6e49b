/**
 * Retention (issue 20): inbox events older than INBOX_EVENTS_RETENTION_DAYS and sent or suppressed
 * mail older than OUTBOX_RETENTION_DAYS are deleted (exactly that old stays), a bounded batch at a
 * time, by a job of the app's queue; mail still to send or to look at stays; a stream's catch-up after
 * a purged cursor answers the events still kept.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { inboxEvents, jobs, outbox } from '../../db/schema.ts';
import { v3Call, v3Data } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import type { V3InboxEvent } from '../inbox/events.ts';
import { notificationJobsStarted, RETENTION_EVERY_MINUTES, RETENTION_JOB } from './jobs.ts';
import { INBOX_EVENTS_RETENTION_DAYS, OUTBOX_RETENTION_DAYS, purgeInboxEvents, purgeOutbox } from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const EVENTS_KEEP = INBOX_EVENTS_RETENTION_DAYS * DAY;
const MAIL_KEEP = OUTBOX_RETENTION_DAYS * DAY;

describe.each(backends())('retention of inbox events and sent mail on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let member: Member;
  // Later than the database's own clock: rows it stamps (sign-up's) are not past any retention.
  const now = Date.now() + 60_000;

  /** Inbox events of the member made `ago` ms before now, in order; answers their ids. */
  const events = async (...ago: number[]) =>
    (await storage.db
      .insert(inboxEvents)
      .values(ago.map((ms) => ({ userId: member.row.id, kind: 'notification', createdAt: new Date(now - ms) })))
      .returning({ id: inboxEvents.id })).map((row) => row.id);
  const mail = async (rows: { status: string; ago: number }[]) =>
    (await storage.db
      .insert(outbox)
      .values(rows.map((row, i) => ({ kind: 'board_invite', recipient: `kept${i}@example.com`, subject: row.status, body: '', status: row.status, createdAt: new Date(now - row.ago) })))
      .returning({ id: outbox.id })).map((row) => row.id);
  const left = async (ids: number[]) => (await storage.db.select({ id: inboxEvents.id }).from(inboxEvents).where(inArray(inboxEvents.id, ids))).map((row) => row.id).sort((a, b) => a - b);
  const leftMail = async (ids: number[]) => (await storage.db.select({ subject: outbox.subject, id: outbox.id }).from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id)).map((row) => row.subject);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now });
    await notificationJobsStarted(server.app.jobs!);
    // The start-up runs, done before the tests count rows (the clock stands: the next ones never come due).
    await server.app.jobs!.drain();
    member = await signUp(server, storage, 'retained');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it(`deletes inbox events older than ${INBOX_EVENTS_RETENTION_DAYS} days (exactly that old stays), in bounded batches`, async () => {
    const [old1, old2, old3, edge, fresh] = await events(EVENTS_KEEP + 3, EVENTS_KEEP + 2, EVENTS_KEEP + 1, EVENTS_KEEP, 1000);
    // One row per statement, two statements: the bound leaves the third for the next run.
    expect(await purgeInboxEvents(storage.db, new Date(now), 1, 2)).toEqual({ deleted: 2, more: true });
    expect((await left([old1!, old2!, old3!])).length).toBe(1);
    expect(await purgeInboxEvents(storage.db, new Date(now))).toEqual({ deleted: 1, more: false });
    expect(await left([old1!, old2!, old3!, edge!, fresh!])).toEqual([edge, fresh]);
  });

  it("answers a catch-up after a purged cursor with the events still kept, and the stream's start", async () => {
    const [gone, kept] = await events(EVENTS_KEEP + 1, 1000);
    await purgeInboxEvents(storage.db, new Date(now));
    const answer = await v3Call(server, `/v3/users/me/inbox_events/?after=${gone! - 1}`, { cookie: member.token });
    expect(answer.status).toBe(200);
    const ids = v3Data<V3InboxEvent[]>(answer).map((event) => Number(event.id));
    expect(ids).toContain(kept);
    expect(ids).not.toContain(gone);
    expect(answer.body.resource_response.bookmark).toBe('-end-');
  });

  it(`deletes sent and suppressed mail older than ${OUTBOX_RETENTION_DAYS} days; mail to send, failed or only logged stays`, async () => {
    const ids = await mail([
      { status: 'sent', ago: MAIL_KEEP + 1 },
      { status: 'suppressed', ago: MAIL_KEEP + 1 },
      { status: 'sent', ago: MAIL_KEEP },
      { status: 'suppressed', ago: DAY },
      { status: 'queued', ago: MAIL_KEEP + DAY },
      { status: 'failed', ago: MAIL_KEEP + DAY },
      { status: 'logged', ago: MAIL_KEEP + DAY },
    ]);
    expect(await purgeOutbox(storage.db, new Date(now))).toEqual({ deleted: 2, more: false });
    expect(await leftMail(ids)).toEqual(['sent', 'suppressed', 'queued', 'failed', 'logged']);
  });

  it('purges as a job of the app queue, then queues the next run', async () => {
    const [old, fresh] = await events(EVENTS_KEEP + 1, 1000);
    const [oldMail] = await mail([{ status: 'sent', ago: MAIL_KEEP + 1 }]);
    await server.app.jobs!.enqueue(RETENTION_JOB, {});
    await server.app.jobs!.drain();
    expect(await left([old!, fresh!])).toEqual([fresh]);
    expect(await storage.db.select().from(outbox).where(eq(outbox.id, oldMail!))).toEqual([]);
    const queued = (await storage.db.select({ runAt: jobs.runAt, status: jobs.status }).from(jobs).where(eq(jobs.kind, RETENTION_JOB))).filter((job) => job.status === 'queued');
    expect(queued.map((job) => job.runAt.getTime())).toEqual([now + RETENTION_EVERY_MINUTES * 60_000]);
  });
});
