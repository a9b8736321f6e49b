/**
 * Outgoing mail. Corkboard sends no real mail yet: every message is written to the outbox table
 * (which tests and operators read) and to the server log; outside production it is also printed on
 * the server's output (link included), and, when MAIL_DIR is set, written to a text file there (for
 * development and browser tests, which cannot read an embedded database).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export interface MailOptions {
  mailDir?: string | undefined;
  echoMail?: ((mail: Mail) => void) | undefined;
}

export async function sendMail(db: Db, log: FastifyBaseLogger, mail: Mail, { mailDir, echoMail }: MailOptions = {}): Promise<void> {
  await db.insert(outbox).values(mail);
  log.info({ mail: { kind: mail.kind, to: mail.recipient, subject: mail.subject } }, `mail queued: ${mail.subject}`);
  echoMail?.(mail);
  if (mailDir) {
    await mkdir(mailDir, { recursive: true });
    // Sortable by time; the random part keeps two mails in one millisecond apart.
    const name = `${Date.now()}-${randomBytes(3).toString('hex')}-${mail.kind}.txt`;
    await writeFile(path.join(mailDir, name), `To: ${mail.recipient}\nSubject: ${mail.subject}\n\n${mail.body}`, 'utf8');
  }
}
