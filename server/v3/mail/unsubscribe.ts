/**
 * Choosing which mail you get (issue 20; platform §2 `/email/subscription`):
 * - Mail comes in categories. Account mail (password reset, log-in links) always goes out; the
 *   others can be turned off, per address: a member on /email/subscription
 *   (GET/PUT /v3/users/me/email_subscriptions/), anyone from the mail itself.
 * - Every mail of an optional category carries a one-click unsubscribe (RFC 8058): the
 *   List-Unsubscribe header names POST /v3/email/unsubscribe/?email=…&category=…&token=… (what a
 *   mail program sends, with List-Unsubscribe-Post), and the body's footer links the page
 *   /email/unsubscribe with the same query, which asks before it posts (a link scanner that opens the
 *   page changes nothing). The token is an HMAC of the address and category with SECRET_KEY: it works
 *   without logging in, for that address and category only, and does not expire.
 * - A mail of a category its address turned off is not sent: its outbox row is 'suppressed'.
 */
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailUnsubscribes, users } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { stringParam } from '../params.ts';
import { viewerOf } from '../viewer.ts';
import { bodyOf } from '../account/validate.ts';
import { surveyRoutes } from './survey.ts';

export const MAIL_CATEGORIES = {
  account: { label: 'Account and security', description: 'Password resets and log-in links. These always reach you.', optional: false, kinds: ['password_reset', 'login_link'] },
  invites: { label: 'Board invites', description: 'Someone invites you to collaborate on a board.', optional: true, kinds: ['board_invite'] },
  // The news hub's unseen lines by mail (../notification/digest.ts), at most once a day.
  notifications: {
    label: 'Updates digest',
    description: 'A summary of new followers, saves, invites and comments you have not seen.',
    optional: true,
    kinds: ['notification_digest'],
  },
} as const;

export type MailCategory = keyof typeof MAIL_CATEGORIES;
const CATEGORY_NAMES = Object.keys(MAIL_CATEGORIES) as MailCategory[];

/** The category of a mail kind (an unknown kind is account mail: it is never held back). */
export function categoryOf(kind: string): MailCategory {
  return CATEGORY_NAMES.find((name) => (MAIL_CATEGORIES[name].kinds as readonly string[]).includes(kind)) ?? 'account';
}

export const normalEmail = (email: string): string => email.trim().toLowerCase();

export interface UnsubscribeLinks {
  /** The token of an address and category. */
  token(email: string, category: MailCategory): string;
  verify(email: string, category: MailCategory, token: string): boolean;
  /** The one-click POST (List-Unsubscribe) and the page the footer links. */
  links(email: string, category: MailCategory): { post: string; page: string };
}

export function unsubscribeLinks(secret: string, publicUrl: string): UnsubscribeLinks {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const mac = (email: string, category: string) => createHmac('sha256', key).update(`unsubscribe\n${normalEmail(email)}\n${category}`).digest();
  const token = (email: string, category: MailCategory) => mac(email, category).toString('base64url');
  return {
    token,
    verify(email, category, given) {
      const expected = mac(email, category);
      const buffer = Buffer.from(given, 'base64url');
      return buffer.length === expected.length && timingSafeEqual(buffer, expected);
    },
    links(email, category) {
      const query = new URLSearchParams({ email: normalEmail(email), category, token: token(email, category) }).toString();
      return { post: `${publicUrl}/v3/email/unsubscribe/?${query}`, page: `${publicUrl}/email/unsubscribe?${query}` };
    },
  };
}

/** Whether mail of `category` may go to `email`. */
export async function mayMail(db: Db, email: string, category: MailCategory): Promise<boolean> {
  if (!MAIL_CATEGORIES[category].optional) return true;
  const [row] = await db
    .select({ email: mailUnsubscribes.email })
    .from(mailUnsubscribes)
    .where(and(eq(mailUnsubscribes.email, normalEmail(email)), eq(mailUnsubscribes.category, category)))
    .limit(1);
  return row === undefined;
}

async function setSubscribed(db: Db, email: string, category: MailCategory, subscribed: boolean): Promise<void> {
  const address = normalEmail(email);
  if (subscribed) await db.delete(mailUnsubscribes).where(and(eq(mailUnsubscribes.email, address), eq(mailUnsubscribes.category, category)));
  else await db.insert(mailUnsubscribes).values({ email: address, category }).onConflictDoNothing();
}

function categoryParam(value: unknown, name = 'category'): MailCategory {
  if (typeof value !== 'string' || !(CATEGORY_NAMES as string[]).includes(value)) throw V3Error.badParam(name, `${name} must be one of ${CATEGORY_NAMES.join(', ')}`);
  return value as MailCategory;
}

/** The address and optional category of an unsubscribe link's query (…?email=…&category=…&token=…), checked against its token. */
export function linkAddress(request: FastifyRequest, links: UnsubscribeLinks): { email: string; category: MailCategory } {
  const query = request.query as Record<string, unknown>;
  const email = stringParam(query, 'email') ?? '';
  const category = categoryParam(stringParam(query, 'category'));
  const token = stringParam(query, 'token') ?? '';
  if (email === '' || !links.verify(email, category, token)) throw V3Error.badParam('token', 'This unsubscribe link is not valid: use the one from the mail, whole.');
  if (!MAIL_CATEGORIES[category].optional) throw V3Error.badParam('category', `${MAIL_CATEGORIES[category].label} mail cannot be turned off.`);
  return { email: normalEmail(email), category };
}

export interface V3EmailSubscription {
  category: MailCategory;
  label: string;
  description: string;
  /** False for account mail: it cannot be turned off. */
  optional: boolean;
  subscribed: boolean;
}

export function mailRoutes(app: FastifyInstance, deps: V3Deps, links: UnsubscribeLinks): void {
  const { db } = deps;

  /**
   * The one-click unsubscribe (RFC 8058): no session needed; the token is the proof. A mail program
   * posts `List-Unsubscribe=One-Click` as a form; only this route reads form bodies (and ignores them).
   */
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, String(body)));
    scope.post('/email/unsubscribe/', unsubscribeHandler);
  });
  const unsubscribeHandler = async (request: FastifyRequest) => {
    const { email, category } = linkAddress(request, links);
    await setSubscribed(db, email, category, false);
    return ok({ email, category, subscribed: false });
  };
  surveyRoutes(app, db, links);

  const myEmail = async (userId: number | null): Promise<string> => {
    if (userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!me?.email) throw new V3Error(409, 'no_email', 'Your account has no e-mail address.');
    return me.email;
  };
  const listFor = async (email: string): Promise<V3EmailSubscription[]> => {
    const off = new Set(
      (await db.select({ category: mailUnsubscribes.category }).from(mailUnsubscribes).where(sql`${mailUnsubscribes.email} = ${normalEmail(email)}`)).map((row) => row.category),
    );
    return CATEGORY_NAMES.map((category) => {
      const { label, description, optional } = MAIL_CATEGORIES[category];
      return { category, label, description, optional, subscribed: !optional || !off.has(category) };
    });
  };

  app.get('/users/me/email_subscriptions/', async (request) => ok(await listFor(await myEmail(viewerOf(request).userId))));

  app.put('/users/me/email_subscriptions/', async (request) => {
    const email = await myEmail(viewerOf(request).userId);
    const body = bodyOf(request.body);
    const category = categoryParam(body.category);
    if (typeof body.subscribed !== 'boolean') throw V3Error.badParam('subscribed', 'subscribed must be true or false');
    if (!MAIL_CATEGORIES[category].optional && !body.subscribed) throw V3Error.badParam('category', `${MAIL_CATEGORIES[category].label} mail cannot be turned off.`);
    await setSubscribed(db, email, category, body.subscribed);
    return ok(await listFor(email));
  });
}
