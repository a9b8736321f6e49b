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
import { jobs, mailUnsubscribes, outbox } from '../../db/schema.ts';
import { makeUser } from '../../testing/fixtures.ts';
import { v3Call } from '../../testing/harness.ts';
import { startTestServer, TEST_SECRET, type TestServer } from '../../testing/server.ts';
import { sendMail } from '../account/mail.ts';
import { signUp } from '../../testing/members.ts';
import { unsubscribeLinks } from './unsubscribe.ts';
import { backends } from '../../testing/storage.ts';
import { checkSmtpUrl, DELIVER_MAIL_JOB, MAIL_ATTEMPTS, smtpTransport, unsubscribeHeaders } from './delivery.ts';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
  head: string;
}

/** A plain-text message's subject and body (quoted-printable undone), enough for what Corkboard sends. */
function parseMessage(raw: string): { subject: string; text: string; head: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    text = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n'), head };
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
        const { subject, text, head } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((to) => to.address), subject, text, head });
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

describe.each(backends())('choosing which mail you get, on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  const links = unsubscribeLinks(TEST_SECRET, 'https://cork.test');
  const quiet = { info: () => {} } as unknown as Parameters<typeof sendMail>[1];

  beforeAll(async () => {
    smtp = await localSmtp();
    storage = await backend.open();
    server = await startTestServer(storage, { publicUrl: 'https://cork.test', mailer: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Corkboard <no-reply@corkboard.test>') });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  });

  const invite = (to: string) =>
    sendMail(storage.db, quiet, { kind: 'board_invite', recipient: to, subject: 'Ana invited you', body: 'Join the board.\n' }, { mailer: {} as never, jobs: server.app.jobs!, unsubscribe: links });
  const statusOf = async (to: string) => (await storage.db.select().from(outbox).where(eq(outbox.recipient, to))).map((row) => row.status);

  it('an invite carries a one-click unsubscribe (List-Unsubscribe, RFC 8058) and a footer link to the page that asks first', async () => {
    await invite('Guest@Example.com');
    await server.app.jobs!.drain();
    const [mail] = smtp.received.splice(0);
    expect(mail!.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail!.head)![1]!;
    expect(header).toMatch(/^https:\/\/cork\.test\/v3\/email\/unsubscribe\/\?email=guest%40example\.com&category=invites&token=/);
    const post = header.slice('https://cork.test'.length);
    expect(mail!.text).toContain(`https://cork.test/email/unsubscribe?${post.split('?')[1]}`);
    // A mail program's one-click POST, without a session.
    const done = await v3Call(server, post, { method: 'POST', body: 'List-Unsubscribe=One-Click' as unknown as object, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(done.body.resource_response.data).toEqual({ email: 'guest@example.com', category: 'invites', subscribed: false });
    // The next invite to that address (any case) is kept, not sent.
    await invite('guest@example.com');
    await server.app.jobs!.drain();
    expect(smtp.received).toHaveLength(0);
    expect(await statusOf('guest@example.com')).toEqual(['suppressed']);
  });

  it('puts no List-Unsubscribe on account mail, nor without PUBLIC_URL (a mail program cannot post to a relative address)', async () => {
    expect(unsubscribeHeaders(links, 'password_reset', 'a@example.com')).toBeUndefined();
    expect(unsubscribeHeaders(unsubscribeLinks(TEST_SECRET, ''), 'board_invite', 'a@example.com')).toBeUndefined();
    expect(unsubscribeHeaders(links, 'board_invite', 'a@example.com')).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('refuses a wrong or another address\'s token, and account mail cannot be turned off', async () => {
    const other = links.links('other@example.com', 'invites').post;
    const forged = other.replace('other%40example.com', 'victim%40example.com');
    const wrong = await v3Call(server, forged, { method: 'POST' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.resource_response.error).toMatchObject({ param: 'token' });
    const account = await v3Call(server, links.links('other@example.com', 'account').post, { method: 'POST' });
    expect(account.status).toBe(400);
    expect(account.body.resource_response.error).toMatchObject({ param: 'category' });
    expect((await v3Call(server, '/v3/email/unsubscribe/?email=a%40b.c&category=spam&token=x', { method: 'POST' })).status).toBe(400);
  });

  it('a member lists and changes their own categories; account mail stays on; logged out is 401', async () => {
    const member = await signUp(server, storage, 'mail_settings');
    const get = await v3Call(server, '/v3/users/me/email_subscriptions/', { cookie: member.token });
    expect(get.status).toBe(200);
    const list = get.body.resource_response.data as Array<{ category: string; optional: boolean; subscribed: boolean }>;
    expect(list.map((item) => [item.category, item.optional, item.subscribed])).toEqual([
      ['account', false, true],
      ['invites', true, true],
      ['notifications', true, true],
    ]);
    const off = await v3Call(server, '/v3/users/me/email_subscriptions/', { method: 'PUT', cookie: member.token, body: { category: 'invites', subscribed: false } });
    expect((off.body.resource_response.data as typeof list).find((item) => item.category === 'invites')!.subscribed).toBe(false);
    const on = await v3Call(server, '/v3/users/me/email_subscriptions/', { method: 'PUT', cookie: member.token, body: { category: 'invites', subscribed: true } });
    expect((on.body.resource_response.data as typeof list).find((item) => item.category === 'invites')!.subscribed).toBe(true);
    const account = await v3Call(server, '/v3/users/me/email_subscriptions/', { method: 'PUT', cookie: member.token, body: { category: 'account', subscribed: false } });
    expect(account.status).toBe(400);
    expect((await v3Call(server, '/v3/users/me/email_subscriptions/', { method: 'PUT', cookie: member.token, body: { category: 'invites', subscribed: 'no' } })).status).toBe(400);
    expect((await v3Call(server, '/v3/users/me/email_subscriptions/')).status).toBe(401);
  });

  it('/email/user_survey keeps why an address unsubscribed, with the link\'s token, only once it did', async () => {
    const survey = (email: string, body: object) => v3Call(server, `/v3/email/user_survey/?${links.links(email, 'notifications').post.split('?')[1]}`, { method: 'POST', body });
    // Still subscribed: nothing to attach the answer to.
    const early = await survey('asker@example.com', { reason: 'too_often' });
    expect(early.status).toBe(409);
    expect((await v3Call(server, links.links('asker@example.com', 'notifications').post, { method: 'POST' })).status).toBe(200);
    expect((await survey('asker@example.com', { reason: 'spam' })).body.resource_response.error).toMatchObject({ param: 'reason' });
    const atMost = await survey('asker@example.com', { reason: 'other', comment: 'x'.repeat(500) });
    expect(atMost.status).toBe(200);
    const over = await survey('asker@example.com', { reason: 'other', comment: 'x'.repeat(501) });
    expect(over.body.resource_response.error).toMatchObject({ param: 'comment' });
    const done = await survey('asker@example.com', { reason: 'not_relevant', comment: ' Too much\u0007 news ' });
    expect(done.body.resource_response.data).toEqual({ email: 'asker@example.com', category: 'notifications', reason: 'not_relevant', comment: 'Too much news' });
    const [row] = await storage.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.email, 'asker@example.com'));
    expect(row).toMatchObject({ surveyReason: 'not_relevant', surveyComment: 'Too much news' });
    // Another address's token does not answer for this one.
    const forged = links.links('other@example.com', 'notifications').post.split('?')[1]!.replace('other%40example.com', 'asker%40example.com');
    expect((await v3Call(server, `/v3/email/user_survey/?${forged}`, { method: 'POST', body: { reason: 'other' } })).status).toBe(400);
    const doc = (await server.app.inject({ method: 'GET', url: '/v3/docs/openapi.json' })).json() as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toContain('/v3/email/user_survey/');
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
