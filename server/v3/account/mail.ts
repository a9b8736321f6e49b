/**
 * Outgoing mail. Corkboard sends no real mail yet: every message is written to the outbox table
 * (which tests and operators read) and to the server log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export async function sendMail(db: Db, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
  log.info({ mail: { kind: mail.kind, to: mail.recipient, subject: mail.subject } }, `mail queued: ${mail.subject}`);
}
