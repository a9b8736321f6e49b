/**
 * Outgoing mail. Every message is written to the outbox table (which tests and operators read) and to
 * the server log. With SMTP_URL set (`mailer` and `jobs` here), the row is 'queued' and a job sends
 * it (../mail/delivery.ts), never inside the request. Outside production the mail is also printed on
 * the server's output (link included), and, when MAIL_DIR is set, written to a text file there (for
 * development and browser tests, which cannot read an embedded database).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { enqueueDelivery, type MailTransport } from '../mail/delivery.ts';
import { categoryOf, MAIL_CATEGORIES, mayMail, type UnsubscribeLinks } from '../mail/unsubscribe.ts';

export interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export interface MailOptions {
  mailDir?: string | undefined;
  echoMail?: ((mail: Mail) => void) | undefined;
  /** SMTP (SMTP_URL): the mail is queued for sending by the job queue. */
  mailer?: MailTransport | undefined;
  jobs?: JobQueue | undefined;
  /** The unsubscribe links of optional mail (../mail/unsubscribe.ts): the footer's page link. */
  unsubscribe?: UnsubscribeLinks | undefined;
}

export async function sendMail(db: Db, log: FastifyBaseLogger, given: Mail, { mailDir, echoMail, mailer, jobs, unsubscribe }: MailOptions = {}): Promise<void> {
  const category = categoryOf(given.kind);
  if (!(await mayMail(db, given.recipient, category))) {
    // The address turned this category off: kept as a record, not sent.
    await db.insert(outbox).values({ ...given, status: 'suppressed' });
    log.info({ mail: { kind: given.kind, category } }, 'mail not sent: its address unsubscribed from the category');
    return;
  }
  // Optional mail says how to stop it (the page asks before it unsubscribes).
  const mail =
    MAIL_CATEGORIES[category].optional && unsubscribe
      ? { ...given, body: `${given.body}\n--\nYou get this because of your e-mail settings on Corkboard. To stop these e-mails (${MAIL_CATEGORIES[category].label.toLowerCase()}):\n${unsubscribe.links(given.recipient, category).page}\n` }
      : given;
  const smtp = mailer !== undefined && jobs !== undefined;
  const [row] = await db.insert(outbox).values({ ...mail, status: smtp ? 'queued' : 'logged' }).returning({ id: outbox.id });
  if (smtp) await enqueueDelivery(jobs, row!.id);
  log.info({ mail: { kind: mail.kind, to: mail.recipient, subject: mail.subject, smtp } }, `mail queued: ${mail.subject}`);
  echoMail?.(mail);
  if (mailDir) {
    await mkdir(mailDir, { recursive: true });
    // Sortable by time; the random part keeps two mails in one millisecond apart.
    const name = `${Date.now()}-${randomBytes(3).toString('hex')}-${mail.kind}.txt`;
    await writeFile(path.join(mailDir, name), `To: ${mail.recipient}\nSubject: ${mail.subject}\n\n${mail.body}`, 'utf8');
  }
}
