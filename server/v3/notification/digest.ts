/**
 * Notification digests by mail (issue 20): the news hub's lines a member did not see, mailed at most
 * once a day (kind 'notification_digest', category 'notifications', ../mail/unsubscribe.ts).
 *
 * - A line is told when it has a notification that is unread and not hidden, at least
 *   DIGEST_DELAY_MINUTES old (the member did not see it live), newer than what the member's last
 *   digest run looked at (notification_digests.covered_until) and at most DIGEST_MAX_AGE_DAYS old
 *   (a first digest does not dig up old news). A member gets one digest per DIGEST_INTERVAL_HOURS at
 *   most; lines that came meanwhile wait for the next.
 * - The mail lists the lines as the news hub words them (./digest-lines.ts) and links /notifications/.
 *   It goes through the outbox (../account/mail.ts sendMail), so the category's footer, one-click
 *   List-Unsubscribe, suppression and SMTP delivery by the queue apply as to any optional mail.
 * - A run (./jobs.ts) takes at most DIGEST_BATCH members, lowest id first; each one it looked at
 *   leaves the scan (its row moves on), so the next run takes the next ones.
 * - The member's row is claimed before the mail is written (an upsert that succeeds only while the
 *   last digest is old enough): two runs at once never mail twice, and a crash in between loses that
 *   digest rather than doubling it.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notificationDigests, notifications, users } from '../../db/schema.ts';
import { sendMail } from '../account/mail.ts';
import type { V3Deps } from '../deps.ts';
import { digestLines, unseen, type DigestWindow } from './digest-lines.ts';

export const NOTIFICATION_DIGEST_KIND = 'notification_digest';
/** A line waits this long unread before a digest tells of it (it may be seen live meanwhile). */
export const DIGEST_DELAY_MINUTES = 60;
/** One digest a member per this many hours, at most. */
export const DIGEST_INTERVAL_HOURS = 24;
/** Lines older than this are not mailed (a member's first digest, a long pause of the job). */
export const DIGEST_MAX_AGE_DAYS = 7;
/** Members one run mails, at most. */
export const DIGEST_BATCH = 200;

const MINUTE_MS = 60_000;

export type DigestDeps = Pick<V3Deps, 'db' | 'imageBaseUrl' | 'publicUrl' | 'mailDir' | 'echoMail' | 'mailer' | 'jobs' | 'unsubscribe'> & {
  log: FastifyBaseLogger;
};

/** The times a run at `now` goes by. */
function timesOf(now: Date) {
  const at = now.getTime();
  return {
    /** Lines created up to this are old enough to mail. */
    cutoff: new Date(at - DIGEST_DELAY_MINUTES * MINUTE_MS),
    /** Lines created before this are too old to mail. */
    floor: new Date(at - DIGEST_MAX_AGE_DAYS * 24 * 60 * MINUTE_MS),
    /** A member whose last digest went after this gets none yet. */
    lastAllowed: new Date(at - DIGEST_INTERVAL_HOURS * 60 * MINUTE_MS),
  };
}

interface DueMember {
  userId: number;
  email: string;
  name: string;
  coveredUntil: Date | null;
}

/** Members with an e-mail address and a line to tell at `now`, lowest id first, at most `limit`. */
export async function membersDue(db: DigestDeps['db'], now: Date, limit = DIGEST_BATCH): Promise<DueMember[]> {
  const { cutoff, floor, lastAllowed } = timesOf(now);
  const rows = await db
    .select({
      userId: notifications.userId,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      coveredUntil: notificationDigests.coveredUntil,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationDigests, eq(notificationDigests.userId, notifications.userId))
    .where(
      and(
        unseen(),
        lte(notifications.createdAt, cutoff),
        gt(notifications.createdAt, floor),
        isNotNull(users.email),
        or(
          isNull(notificationDigests.userId),
          and(or(isNull(notificationDigests.sentAt), lte(notificationDigests.sentAt, lastAllowed)), gt(notifications.createdAt, notificationDigests.coveredUntil)),
        ),
      ),
    )
    .groupBy(notifications.userId, users.email, users.firstName, users.username, notificationDigests.coveredUntil)
    .orderBy(asc(notifications.userId))
    .limit(limit);
  return rows.map((r) => ({ userId: r.userId, email: r.email!, name: r.firstName.trim() || r.username, coveredUntil: r.coveredUntil }));
}

/**
 * Records that a run looked at the member's lines up to `coveredUntil` (and, with `sentAt`, that it
 * mails them now); false when another run got there first (its digest is recent).
 */
async function record(db: DigestDeps['db'], userId: number, coveredUntil: Date, sentAt: Date | null, lastAllowed: Date): Promise<boolean> {
  const claimed = await db
    .insert(notificationDigests)
    .values({ userId, coveredUntil, sentAt })
    .onConflictDoUpdate({
      target: notificationDigests.userId,
      set: { coveredUntil, sentAt: sql`coalesce(excluded.sent_at, ${notificationDigests.sentAt})` },
      setWhere: or(isNull(notificationDigests.sentAt), lte(notificationDigests.sentAt, lastAllowed)),
    })
    .returning({ userId: notificationDigests.userId });
  return claimed.length > 0;
}

/** The mail of a member's lines: subject and plain text (sendMail adds the unsubscribe footer). */
export function digestMail(name: string, lines: readonly string[], total: number, publicUrl = ''): { subject: string; body: string } {
  const more = total - lines.length;
  const subject = total === 1 && lines[0] ? `${lines[0]} on Corkboard` : `${total} new updates on Corkboard`;
  const list = lines.map((line) => `- ${line}`);
  if (more > 0) list.push(`- and ${more} more`);
  const body = `Hi ${name.replace(/\s+/g, ' ')},\n\nHere is what you missed on Corkboard:\n\n${list.join('\n')}\n\nSee all your updates:\n${publicUrl}/notifications/\n`;
  return { subject, body };
}

export interface DigestRun {
  /** Members looked at. */
  members: number;
  /** Digests written to the outbox (sent or suppressed). */
  mailed: number;
  /** The batch was full: more members may be due now. */
  full: boolean;
}

/** One run at `now`: mails the digests of up to DIGEST_BATCH due members. A member's failure is logged; the others go on. */
export async function sendNotificationDigests(deps: DigestDeps, now: Date): Promise<DigestRun> {
  const { lastAllowed, cutoff, floor } = timesOf(now);
  const due = await membersDue(deps.db, now);
  let mailed = 0;
  for (const member of due) {
    try {
      const from = member.coveredUntil && member.coveredUntil > floor ? member.coveredUntil : floor;
      const window: DigestWindow = { from, until: cutoff };
      const { lines, total } = await digestLines(deps, member.userId, window);
      if (lines.length === 0) {
        // Only lines by people across a block: nothing to tell, and they are not looked at again.
        await record(deps.db, member.userId, cutoff, null, lastAllowed);
        continue;
      }
      if (!(await record(deps.db, member.userId, cutoff, now, lastAllowed))) continue;
      const { subject, body } = digestMail(member.name, lines, total, deps.publicUrl);
      await sendMail(deps.db, deps.log, { kind: NOTIFICATION_DIGEST_KIND, recipient: member.email, subject, body }, deps);
      mailed += 1;
    } catch (error) {
      deps.log.warn({ err: error, userId: member.userId }, 'notification digest not mailed');
    }
  }
  return { members: due.length, mailed, full: due.length === DIGEST_BATCH };
}
