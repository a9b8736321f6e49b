/**
 * Retention (issue 20): the live event log and the mail that is done with do not pile up.
 * - inbox_events older than INBOX_EVENTS_RETENTION_DAYS go. The log is for catching up after a
 *   dropped connection (../inbox/routes.ts): a stream resumed `after` a purged cursor gets the events
 *   still kept after it (ids only grow), and the pages it refreshes read the messages and the news
 *   hub themselves, which are not purged.
 * - outbox rows 'sent' or 'suppressed' older than OUTBOX_RETENTION_DAYS go; 'queued' ones (still to
 *   send), 'failed' ones (to be looked at) and 'logged' ones (development, no SMTP) stay.
 * Rows go RETENTION_BATCH per statement (no long lock) and at most RETENTION_MAX_BATCHES statements
 * a table per run; a run that hit the bound says so (`more`), and its job runs again soon.
 */
import { and, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inboxEvents, outbox } from '../../db/schema.ts';

export const INBOX_EVENTS_RETENTION_DAYS = 7;
export const OUTBOX_RETENTION_DAYS = 30;
/** Rows deleted per statement. */
export const RETENTION_BATCH = 1000;
/** Statements per table and run, at most. */
export const RETENTION_MAX_BATCHES = 20;
/** Outbox rows that are done with: the mail went, or was kept back for an unsubscribed address. */
export const PURGED_OUTBOX_STATUSES = ['sent', 'suppressed'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Purged {
  deleted: number;
  /** The bound was hit: rows past the retention may be left. */
  more: boolean;
}

/** Deletes the rows of `table` matching `expired`, by `key`, a batch at a time, up to the bound. */
async function purgeWhere(db: Db, table: PgTable, key: PgColumn, expired: SQL | undefined, batch: number, maxBatches: number): Promise<Purged> {
  let deleted = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const chunk = db.select({ key }).from(table).where(expired).limit(batch);
    const gone = await db.delete(table).where(inArray(key, chunk)).returning({ key });
    deleted += gone.length;
    if (gone.length < batch) return { deleted, more: false };
  }
  return { deleted, more: true };
}

/** Deletes inbox events created more than INBOX_EVENTS_RETENTION_DAYS before `now` (exactly that old stays). */
export function purgeInboxEvents(db: Db, now: Date, batch = RETENTION_BATCH, maxBatches = RETENTION_MAX_BATCHES): Promise<Purged> {
  const before = new Date(now.getTime() - INBOX_EVENTS_RETENTION_DAYS * DAY_MS);
  return purgeWhere(db, inboxEvents, inboxEvents.id, lt(inboxEvents.createdAt, before), batch, maxBatches);
}

/** Deletes sent and suppressed mail written more than OUTBOX_RETENTION_DAYS before `now` (exactly that old stays). */
export function purgeOutbox(db: Db, now: Date, batch = RETENTION_BATCH, maxBatches = RETENTION_MAX_BATCHES): Promise<Purged> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS);
  return purgeWhere(db, outbox, outbox.id, and(inArray(outbox.status, [...PURGED_OUTBOX_STATUSES]), lt(outbox.createdAt, before)), batch, maxBatches);
}
