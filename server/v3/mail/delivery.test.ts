/**
 * Real mail through SMTP (issue 20): a local SMTP server (smtp-server from npm) started by the test
 * receives what the job queue sends. A mail is queued by the request and sent by the job, once;
 * a temporary refusal (4xx) is tried again after the backoff, a permanent one (5xx) fails at once;
 * without SMTP nothing is queued.
 */
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { jobs, outbox } from '../../db/schema.ts';
import { makeUser } from '../../testing/fixtures.ts';
import { v3Call } from '../../testing/harness.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { checkSmtpUrl, DELIVER_MAIL_JOB, MAIL_ATTEMPTS, smtpTransport } from './delivery.ts';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** A plain-text message's subject and body (quoted-printable undone), enough for what Corkboard sends. */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    text = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** What the local SMTP server does with the next RCPT: accept, or refuse with a code. */
let refuse: { code: number; message: string } | null = null;

async function localSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse) {
        const error = new Error(refuse.message) as Error & { responseCode: number };
        error.responseCode = refuse.code;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((to) => to.address), subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return { server, port: address.port, received };
}

describe('SMTP_URL', () => {
  it('takes smtp:// and smtps:// addresses with a host, and nothing else', () => {
    expect(checkSmtpUrl('smtp://user:secret@mail.example:587')).toBe('smtp://user:secret@mail.example:587');
    expect(checkSmtpUrl('smtps://mail.example')).toBe('smtps://mail.example');
    expect(() => checkSmtpUrl('http://mail.example')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => checkSmtpUrl('mail.example:25')).toThrow(/SMTP_URL/);
    expect(() => checkSmtpUrl('not a url')).toThrow(/SMTP_URL must be an address/);
  });
});

describe.each(backends())('mail through SMTP on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  let now = Date.parse('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    smtp = await localSmtp();
    storage = await backend.open();
    server = await startTestServer(storage, { clock: () => now, mailer: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Corkboard <no-reply@corkboard.test>') });
    await makeUser(storage.db, { username: 'mailed', email: 'mailed@example.com' });
  });
  afterEach(() => {
    refuse = null;
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  });

  const askReset = async () => {
    expect((await v3Call(server, '/v3/password/reset/', { method: 'POST', body: { email: 'mailed@example.com' } })).status).toBe(200);
    const rows = await storage.db.select().from(outbox).where(eq(outbox.recipient, 'mailed@example.com'));
    return rows.at(-1)!;
  };
  const row = async (id: number) => (await storage.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('queues the mail in the request and sends it from the job queue, once, from MAIL_FROM', async () => {
    const queued = await askReset();
    expect(queued.status).toBe('queued');
    await server.app.jobs!.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@corkboard.test', to: ['mailed@example.com'], subject: 'Reset your Corkboard password' });
    expect(smtp.received[0]!.text).toContain('/pw/mailed?token=');
    const sent = await row(queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.messageId).toMatch(/^<.+>$/);
    expect(sent.sentAt?.getTime()).toBe(now);
    // A job run again (a crash after sending) sends nothing again.
    await server.app.jobs!.enqueue(DELIVER_MAIL_JOB, { outbox_id: queued.id });
    await server.app.jobs!.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('tries a temporary refusal (4xx) again after the backoff, then sends it', async () => {
    refuse = { code: 451, message: 'Try again later' };
    const queued = await askReset();
    await server.app.jobs!.drain();
    expect(smtp.received).toHaveLength(0);
    const waiting = await row(queued.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toContain('Try again later');
    refuse = null;
    // Not before the backoff...
    await server.app.jobs!.drain();
    expect(smtp.received).toHaveLength(0);
    // ...and after it.
    now += 60 * 60 * 1000;
    await server.app.jobs!.drain();
    expect(smtp.received).toHaveLength(1);
    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`fails a permanent refusal (5xx) at once, without the ${MAIL_ATTEMPTS} tries`, async () => {
    refuse = { code: 550, message: 'No such mailbox' };
    const queued = await askReset();
    await server.app.jobs!.drain();
    const failed = await row(queued.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('No such mailbox');
    // Nothing is left to try: no delivery job of it is queued.
    const waiting = (await storage.db.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL_JOB))).filter((job) => (job.payload as { outbox_id: number }).outbox_id === queued.id && job.status === 'queued');
    expect(waiting).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(backends())('mail without SMTP on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    await makeUser(storage.db, { username: 'unmailed', email: 'unmailed@example.com' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('writes the outbox only ("logged"), and queues no job', async () => {
    expect((await v3Call(server, '/v3/password/reset/', { method: 'POST', body: { email: 'unmailed@example.com' } })).status).toBe(200);
    const [mail] = await storage.db.select().from(outbox).where(eq(outbox.recipient, 'unmailed@example.com'));
    expect(mail).toMatchObject({ status: 'logged', attempts: 0 });
    expect(await storage.db.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL_JOB))).toEqual([]);
  });
});
