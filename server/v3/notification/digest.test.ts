/**
 * Notification digests by mail (issue 20), on the app's queue with a fake clock: a line unread for
 * DIGEST_DELAY_MINUTES is mailed once (not a millisecond before), worded as the news hub words it,
 * with the category's one-click unsubscribe; read and hidden lines, lines by someone across a block
 * and lines already told are not; one digest a member per DIGEST_INTERVAL_HOURS; an unsubscribed
 * address's digest is kept 'suppressed'; a run takes a bounded batch.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, jobs, mailUnsubscribes, notifications, outbox, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import type { MailTransport, OutgoingMail } from '../mail/delivery.ts';
import { DIGEST_DELAY_MINUTES, DIGEST_INTERVAL_HOURS, membersDue, NOTIFICATION_DIGEST_KIND } from './digest.ts';
import { DIGEST_EVERY_MINUTES, DIGEST_JOB, notificationJobsStarted } from './jobs.ts';
import { groupKeyOf, type NotificationInput } from './notify.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DELAY = DIGEST_DELAY_MINUTES * MINUTE;

describe.each(backends())('notification digests on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let now = Date.parse('2026-04-01T08:00:00Z');
  const sent: OutgoingMail[] = [];
  const mailer: MailTransport = {
    async send(mail) {
      sent.push(mail);
      return { messageId: `<digest-${sent.length}@corkboard.test>` };
    },
    close: () => undefined,
  };
  let ana: UserRow;
  let ben: UserRow;
  let cleo: UserRow;

  let count = 0;
  const member = (name: string) => makeUser(storage.db, { username: `dg_${name}`, firstName: name[0]!.toUpperCase() + name.slice(1), email: `dg_${name}@example.com` });
  /** Notifications for `to`, made at `at` in one statement (a run in between never sees half of them). */
  const tell = async (to: UserRow, at: number, lines: Omit<NotificationInput, 'userId'>[], extra: { readAt?: Date; hiddenAt?: Date } = {}) => {
    await storage.db.insert(notifications).values(
      lines.map((line) => ({ ...line, userId: to.id, groupKey: groupKeyOf({ ...line, userId: to.id }), createdAt: new Date(at), ...extra })),
    );
  };
  const follow = (actor: UserRow) => ({ kind: 'follow' as const, actorId: actor.id });
  /** One run of the digest job as the queue runs it, and the deliveries it queued. */
  const run = async () => {
    await server.app.jobs!.enqueue(DIGEST_JOB, {});
    await server.app.jobs!.drain();
  };
  const digestsTo = (user: UserRow) =>
    storage.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email!), eq(outbox.kind, NOTIFICATION_DIGEST_KIND)))
      .orderBy(outbox.id);
  const mailsTo = (user: UserRow) => sent.filter((mail) => mail.to === user.email);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now, publicUrl: 'https://cork.test', mailer });
    await notificationJobsStarted(server.app.jobs!);
    ana = await makeUser(storage.db, { username: 'dg_ana', firstName: 'Ana', lastName: 'Silva' });
    ben = await makeUser(storage.db, { username: 'dg_ben', firstName: 'Ben', lastName: '' });
    cleo = await makeUser(storage.db, { username: 'dg_cleo', firstName: '', lastName: '' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });
  beforeEach(() => {
    // Each test in days of its own: earlier tests' lines are past DIGEST_MAX_AGE_DAYS, their digests past the interval.
    now += 10 * DAY;
    count += 1;
  });

  it('mails one digest of a line unread for the delay, not a millisecond before, with a one-click unsubscribe', async () => {
    const dora = await member(`dora${count}`);
    const at = now;
    await tell(dora, at, [follow(ana)]);
    now = at + DELAY - 1;
    await run();
    expect(await digestsTo(dora)).toEqual([]);

    now = at + DELAY;
    await run();
    const [digest, ...others] = await digestsTo(dora);
    expect(others).toEqual([]);
    expect(digest).toMatchObject({ status: 'sent', subject: 'Ana Silva followed you on Corkboard' });
    expect(digest!.body).toContain('Hi Dora');
    expect(digest!.body).toContain('- Ana Silva followed you\n');
    expect(digest!.body).toContain('https://cork.test/notifications/');
    // The category's footer link, and the one-click header the delivery adds.
    expect(digest!.body).toMatch(/https:\/\/cork\.test\/email\/unsubscribe\?email=dg_dora\d+%40example\.com&category=notifications&token=/);
    const [mail] = mailsTo(dora);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.headers!['List-Unsubscribe']).toMatch(/^<https:\/\/cork\.test\/v3\/email\/unsubscribe\/\?email=dg_dora\d+%40example\.com&category=notifications&token=[^>]+>$/);

    // Run again (the periodic run, a retry): nothing new to tell.
    now += DIGEST_EVERY_MINUTES * MINUTE;
    await run();
    expect(await digestsTo(dora)).toHaveLength(1);
  });

  it('lists every line as the news hub words it, newest first', async () => {
    const eli = await member(`eli${count}`);
    const pin = await makePin(storage.db, await makeBoard(storage.db, eli));
    const save = (actor: UserRow) => ({ kind: 'save' as const, actorId: actor.id, pinId: pin.id });
    await tell(eli, now - 3 * HOUR, [follow(cleo)]);
    await tell(eli, now - 2 * HOUR, [save(ana), save(ben), save(cleo)]);
    await run();
    const [digest] = await digestsTo(eli);
    expect(digest!.subject).toBe('2 new updates on Corkboard');
    expect(digest!.body).toContain('- dg_cleo and 2 others saved your Pin\n- dg_cleo followed you\n');
  });

  it('mails nothing of read or hidden lines, nor of lines only by someone across a block', async () => {
    const fay = await member(`fay${count}`);
    const pin = await makePin(storage.db, await makeBoard(storage.db, fay));
    await tell(fay, now - 2 * HOUR, [follow(ana)], { readAt: new Date(now - HOUR) });
    await tell(fay, now - 2 * HOUR, [{ kind: 'save', actorId: ben.id, pinId: pin.id }], { hiddenAt: new Date(now - HOUR) });
    const gus = await member(`gus${count}`);
    await storage.db.insert(blocks).values({ blockerId: gus.id, blockedId: cleo.id });
    await tell(gus, now - 2 * HOUR, [follow(cleo)]);
    await run();
    expect(await digestsTo(fay)).toEqual([]);
    expect(await digestsTo(gus)).toEqual([]);
    // Looked at once: the blocked line does not keep the member in every run's batch.
    expect((await membersDue(storage.db, new Date(now))).map((due) => due.userId)).not.toContain(gus.id);
  });

  it('mails one digest a day at most: new lines within the day wait, and the next digest tells only them', async () => {
    const hal = await member(`hal${count}`);
    const first = now;
    await tell(hal, first - DELAY, [follow(ana)]);
    await run();
    expect(await digestsTo(hal)).toHaveLength(1);

    await tell(hal, first + HOUR, [follow(ben)]);
    now = first + 3 * HOUR;
    await run();
    now = first + DIGEST_INTERVAL_HOURS * HOUR - 1;
    await run();
    expect(await digestsTo(hal)).toHaveLength(1);

    now = first + DIGEST_INTERVAL_HOURS * HOUR;
    await run();
    const [, second, ...more] = await digestsTo(hal);
    expect(more).toEqual([]);
    expect(second!.body).toContain('- Ben followed you\n');
    // Ana's line, still unread, was told in the first digest.
    expect(second!.body).not.toContain('Ana Silva');
    expect(second!.subject).toBe('Ben followed you on Corkboard');
  });

  it("keeps an unsubscribed address's digest as 'suppressed', unsent", async () => {
    const ivy = await member(`ivy${count}`);
    await storage.db.insert(mailUnsubscribes).values({ email: ivy.email!, category: 'notifications' });
    await tell(ivy, now - DELAY, [follow(ana)]);
    await run();
    expect((await digestsTo(ivy)).map((row) => row.status)).toEqual(['suppressed']);
    expect(mailsTo(ivy)).toEqual([]);
  });

  it('takes a bounded batch of members per run, lowest id first', async () => {
    const [jo, kim] = [await member(`jo${count}`), await member(`kim${count}`)];
    await tell(jo, now - DELAY, [follow(ana)]);
    await tell(kim, now - DELAY, [follow(ana)]);
    const due = (await membersDue(storage.db, new Date(now), 1)).map((row) => row.userId);
    expect(due).toEqual([Math.min(jo.id, kim.id)]);
  });

  it('runs every DIGEST_EVERY_MINUTES on the queue: one run queued after each', async () => {
    await server.app.jobs!.drain();
    const queued = await storage.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, DIGEST_JOB), eq(jobs.status, 'queued')));
    expect(queued.map((job) => job.runAt.getTime())).toEqual([now + DIGEST_EVERY_MINUTES * MINUTE]);
  });
});
