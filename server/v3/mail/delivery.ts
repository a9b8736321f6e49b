/**
 * Real mail (issue 20): with SMTP_URL set, every mail written to the outbox (../account/mail.ts) is
 * sent by a 'mail.deliver' job through nodemailer's SMTP transport, never inside the request that
 * wrote it. The job queue retries a failed try with backoff (MAIL_ATTEMPTS tries); an answer the
 * SMTP server gives as permanent (5xx: no such mailbox, refused) fails the mail at once. The outbox
 * row says what happened: 'queued', 'sent' (with the server's Message-ID) or 'failed' (with the last
 * error). A job run twice (a crash after sending) finds the row 'sent' and sends nothing again.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { PermanentJobError, type JobQueue } from '../../jobs/queue.ts';
import { categoryOf, MAIL_CATEGORIES, type UnsubscribeLinks } from './unsubscribe.ts';

export const DELIVER_MAIL_JOB = 'mail.deliver';
/** Tries before a mail is 'failed' (the queue's backoff spaces them over about an hour). */
export const MAIL_ATTEMPTS = 8;
/** How much of an error the outbox keeps. */
const MAX_ERROR = 500;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of optional mail). */
  headers?: Record<string, string>;
}

/** Sends one mail; answers the server's Message-ID. Throws what the server said. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** SMTP_URL: smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps:// (TLS from the start). */
export function checkSmtpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (_error) {
    throw new Error(`SMTP_URL must be an address like smtp://user:password@mail.example:587, got "${raw}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  if (url.hostname === '') throw new Error('SMTP_URL names no host');
  return raw;
}

/** nodemailer's SMTP transport for `url`, sending as `from`. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(checkSmtpUrl(url));
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.headers ? { headers: mail.headers } : {}) });
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transport.close(),
  };
}

/** An SMTP answer that trying again will not change (5xx), as nodemailer reports it. */
function permanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR);

export interface MailJobDeps {
  db: Db;
  jobs: JobQueue;
  mailer: MailTransport;
  clock?: () => number;
  /** Optional mail gets a one-click unsubscribe (RFC 8058) through these. */
  unsubscribe?: UnsubscribeLinks;
}

/**
 * The List-Unsubscribe headers of a mail of `kind` to `to`: optional categories only, and only with an
 * absolute address (PUBLIC_URL set): a mail program cannot post to a relative one.
 */
export function unsubscribeHeaders(links: UnsubscribeLinks | undefined, kind: string, to: string): Record<string, string> | undefined {
  const category = categoryOf(kind);
  if (!links || !MAIL_CATEGORIES[category].optional) return undefined;
  const { post } = links.links(to, category);
  if (!/^https?:\/\//.test(post)) return undefined;
  return { 'List-Unsubscribe': `<${post}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Queues the delivery of outbox row `id` (the row is 'queued'). */
export function enqueueDelivery(jobs: JobQueue, id: number): Promise<number> {
  return jobs.enqueue(DELIVER_MAIL_JOB, { outbox_id: id }, { maxAttempts: MAIL_ATTEMPTS });
}

export function registerMailJobs(deps: MailJobDeps): void {
  const now = () => new Date((deps.clock ?? Date.now)());
  deps.jobs.register<{ outbox_id?: unknown }>(
    DELIVER_MAIL_JOB,
    async (payload) => {
      const id = Number(payload.outbox_id);
      if (!Number.isSafeInteger(id) || id < 1) throw new PermanentJobError(`outbox_id must be a row id, got ${String(payload.outbox_id)}`);
      const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, id));
      if (!row) throw new PermanentJobError(`outbox row ${id} is gone`);
      if (row.status === 'sent') return;
      await deps.db.update(outbox).set({ attempts: sql`${outbox.attempts} + 1` }).where(eq(outbox.id, id));
      try {
        const headers = unsubscribeHeaders(deps.unsubscribe, row.kind, row.recipient);
        const { messageId } = await deps.mailer.send({ to: row.recipient, subject: row.subject, text: row.body, ...(headers ? { headers } : {}) });
        await deps.db.update(outbox).set({ status: 'sent', sentAt: now(), messageId, lastError: null }).where(eq(outbox.id, id));
      } catch (error) {
        await deps.db.update(outbox).set({ lastError: errorText(error) }).where(eq(outbox.id, id));
        if (permanent(error)) throw new PermanentJobError(errorText(error), { cause: error });
        throw error;
      }
    },
    {
      onFailed: async (payload, job) => {
        const id = Number(payload.outbox_id);
        if (Number.isSafeInteger(id) && id > 0) await deps.db.update(outbox).set({ status: 'failed', lastError: job.error.slice(0, MAX_ERROR) }).where(eq(outbox.id, id));
      },
    },
  );
}
