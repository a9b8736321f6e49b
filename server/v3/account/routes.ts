/**
 * Accounts and sessions:
 *   POST /v3/register/                {email, password, username?, full_name? | first_name?, birthday? | age?}
 *   GET  /v3/register/exists/?email=
 *   GET  /v3/register/username/suggest/?name=     {username}: a free username made from the name (or the email)
 *   GET  /v3/register/username/exists/?username=  {exists}; 400 when it is not a valid or allowed username
 *   POST /v3/login/                   {username_or_email, password}
 *   POST /v3/logout/
 *   GET  /v3/users/me/                POST /v3/users/me/ {first_name?, last_name?, about?, website_url?, username?, save_behavior?, dark_mode?, gender?, use_case?}
 *   POST /v3/users/me/onboarding/     the sign-up steps' progress (./onboarding.ts)
 *   POST /v3/password/reset/          {email}
 *   POST /v3/password/reset/confirm/  {username, token, password}
 *   POST /v3/login/link/              {email}     mails a single-use log-in link (15 minutes)
 *   POST /v3/login/link/confirm/      {token}     opens a limited-login session
 *   POST /v3/login/confirm/           {password}  upgrades a limited-login session to a full one
 * Sign-in answers set the cb_session cookie (./../session/cookies.ts); errors name the field in `param`.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { loginLinks, passwordResets, sessions, users, type UserRow } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { stringParam } from '../params.ts';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from '../session/cookies.ts';
import type { AccountLimits } from '../session/rate-limit.ts';
import { createSession, deleteSession, newToken, resolveSession, sha256Hex } from '../session/store.ts';
import { ensureQuickSaves, withQuicksaveFields } from '../board/create.ts';
import { claimEmailInvites } from '../board/invite-email.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { sendMail } from './mail.ts';
import { meOf, requireMe } from './me.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { suggestUsername, usernameBase } from './username.ts';
import {
  bodyOf,
  checkAge,
  checkChoice,
  checkDisplayName,
  checkEmail,
  checkName,
  checkPassword,
  checkUsername,
  checkWebsiteUrl,
  FIRST_ONBOARDING_STEP,
  GENDERS,
  MAX_ABOUT,
  MAX_FIRST_NAME,
  MAX_LAST_NAME,
  requiredString,
  stringField,
  USE_CASES,
  type Body,
} from './validate.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Emailed log-in links work for 15 minutes, once. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
export const INVALID_LOGIN_LINK = 'This log-in link is invalid or has expired. Please request a new one.';
const WRONG_PASSWORD = 'The password you entered is incorrect.';
const INVALID_CREDENTIALS = 'The email or password you entered is incorrect.';
const INVALID_RESET = 'This password reset link is invalid or has expired. Please request a new one.';

export interface AccountOptions {
  limits: AccountLimits;
  now: () => Date;
}

const emailTaken = () => new V3Error(409, 'taken', 'That email is already in use.', 'email');
const usernameTaken = () => new V3Error(409, 'taken', 'That username is already taken.', 'username');

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

async function usernameExists(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${name.toLowerCase()}`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

function ipOf(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

async function signIn(deps: V3Deps, request: FastifyRequest, reply: FastifyReply, user: UserRow, now: Date, limited = false) {
  // A new session id on every sign-in; the one this browser had (if any) is replaced.
  if (request.v3SessionId) await deleteSession(deps.db, request.v3SessionId);
  const session = await createSession(deps.db, user.id, request, now, { limited });
  request.v3SessionId = session.id;
  request.v3Viewer = limited ? { userId: user.id, limited: true } : { userId: user.id };
  reply.header('set-cookie', sessionCookie(request, session.token));
  reply.header('cache-control', 'no-store');
  return session;
}

/**
 * The year of birth kept at sign-up (issue 19: ads' age buckets): the birthday's year, or the current
 * year less the age given. Called after checkAge, so the value is valid.
 */
export function birthYearOf(body: Body, now: Date): number {
  const birthday = body.birthday;
  if (typeof birthday === 'string' && /^\d{4}-/.test(birthday)) return Number(birthday.slice(0, 4));
  return now.getUTCFullYear() - Number(body.age);
}

export function accountRoutes(app: FastifyInstance, deps: V3Deps, options: AccountOptions): void {
  const { db } = deps;
  const { limits, now } = options;

  app.post('/register/', async (request, reply) => {
    await limits.signupPerIp.hit(ipOf(request));
    const body = bodyOf(request.body);
    const email = checkEmail(stringField(body, 'email'));
    const givenUsername = stringField(body, 'username')?.trim() || undefined;
    const password = checkPassword(stringField(body, 'password'), [email, email.split('@')[0], givenUsername]);
    if (givenUsername !== undefined) checkUsername(givenUsername);
    // The sign-up form's one Name field (full_name) or, from older clients, first_name.
    const fullNameRaw = stringField(body, 'full_name');
    if (fullNameRaw !== undefined && stringField(body, 'first_name') !== undefined) {
      throw V3Error.badParam('full_name', 'Send full_name or first_name, not both.');
    }
    const name = checkDisplayName(fullNameRaw) ?? {
      firstName: checkName(stringField(body, 'first_name'), 'first_name', 'First name', MAX_FIRST_NAME) ?? '',
      lastName: '',
    };
    checkAge(body, now());
    const birthYear = birthYearOf(body, now());
    if (await userByEmail(db, email)) throw emailTaken();
    if (givenUsername !== undefined && (await usernameExists(db, givenUsername))) throw usernameTaken();
    // Without a username: one made from the name, else from the email's local part.
    const username =
      givenUsername ?? (await suggestUsername(db, usernameBase(fullNameRaw === undefined ? email.split('@')[0]! : `${name.firstName}${name.lastName}`)));
    const passwordHash = await hashPassword(password);
    let user: UserRow;
    try {
      // Board invites sent to this address before it had an account become the new member's open invites (issue 15).
      user = await db.transaction(async (tx) => {
        const [made] = (await tx
          .insert(users)
          .values({ username, email, passwordHash, firstName: name.firstName, lastName: name.lastName, onboardingStep: FIRST_ONBOARDING_STEP, birthYear })
          .returning()) as [UserRow];
        await claimEmailInvites(tx, made);
        return made;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      throw constraint.includes('email') ? emailTaken() : usernameTaken();
    }
    await signIn(deps, request, reply, user, now());
    const answer = ok(await meOf(deps, user));
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });

  app.get('/register/exists/', async (request) => {
    await limits.existsPerIp.hit(ipOf(request));
    const email = checkEmail(stringParam(request.query as Record<string, unknown>, 'email'));
    return ok({ exists: (await userByEmail(db, email)) !== undefined });
  });

  app.get('/register/username/suggest/', async (request) => {
    await limits.usernamePerIp.hit(ipOf(request));
    const query = request.query as Record<string, unknown>;
    const name = stringParam(query, 'name') ?? '';
    if ([...name].length > 200) throw V3Error.badParam('name', 'name must be at most 200 characters.');
    return ok({ username: await suggestUsername(db, usernameBase(name)) });
  });

  app.get('/register/username/exists/', async (request) => {
    await limits.usernamePerIp.hit(ipOf(request));
    const username = checkUsername(stringParam(request.query as Record<string, unknown>, 'username')?.trim() ?? '');
    return ok({ exists: await usernameExists(db, username) });
  });

  app.post('/login/', async (request, reply) => {
    await limits.loginPerIp.hit(ipOf(request));
    const body = bodyOf(request.body);
    const identifier = requiredString(body, 'username_or_email', 'Please enter your email or username.').trim();
    const password = stringField(body, 'password');
    if (password === undefined || password === '') throw V3Error.badParam('password', 'Please enter your password.');
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${identifier.toLowerCase()} or lower(${users.email}) = ${identifier.toLowerCase()}`)
      .limit(1);
    const accountKey = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
    // Checked before the password: once throttled, even the right password waits out the window.
    await limits.loginFailuresPerAccount.check(accountKey);
    const valid = await verifyPassword(password.slice(0, 1024), user?.passwordHash);
    if (!user || !valid) {
      await limits.loginFailuresPerAccount.record(accountKey);
      throw new V3Error(401, 'invalid_credentials', INVALID_CREDENTIALS);
    }
    await limits.loginFailuresPerAccount.reset(accountKey);
    await signIn(deps, request, reply, user, now());
    return ok(await meOf(deps, user));
  });

  // Log-out works with any body or none: its own scope reads whatever comes (an empty JSON body, a
  // form, garbage) and ignores it, so no parse error can keep a session alive.
  void app.register(async (logout) => {
    // Even a Content-Type that does not parse (which Fastify would answer with 415) is dropped.
    logout.addHook('onRequest', async (request) => {
      delete request.headers['content-type'];
    });
    logout.removeAllContentTypeParsers();
    logout.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
    logout.post('/logout/', async (request, reply) => {
      // The cookie's session ends even when an access token sent with it decided who was asking.
      const sessionId = request.v3SessionId ?? (await resolveSession(db, sessionTokenOf(request), now()))?.id;
      if (sessionId) await deleteSession(db, sessionId);
      request.v3SessionId = null;
      request.v3Viewer = null;
      reply.header('set-cookie', clearedSessionCookie(request));
      return ok(null);
    });
  });

  app.get('/users/me/', async (request, reply) => {
    const row = await requireMe(deps, viewerOf(request));
    reply.header('cache-control', 'no-store');
    return ok(await withQuicksaveFields(deps, row.id, await meOf(deps, row, viewerOf(request).limited === true), request.query));
  });

  app.post('/users/me/', async (request) => {
    writerId(viewerOf(request));
    const row = await requireMe(deps, viewerOf(request));
    const body = bodyOf(request.body);
    const changes: Partial<typeof users.$inferInsert> = {};
    const firstName = checkName(stringField(body, 'first_name'), 'first_name', 'First name', MAX_FIRST_NAME);
    if (firstName !== undefined) changes.firstName = firstName;
    const lastName = checkName(stringField(body, 'last_name'), 'last_name', 'Last name', MAX_LAST_NAME);
    if (lastName !== undefined) changes.lastName = lastName;
    const about = checkName(stringField(body, 'about'), 'about', 'About', MAX_ABOUT, { multiline: true });
    if (about !== undefined) changes.about = about;
    const website = checkWebsiteUrl(stringField(body, 'website_url'));
    if (website !== undefined) changes.websiteUrl = website;
    const username = stringField(body, 'username');
    if (username !== undefined && username !== row.username) {
      checkUsername(username);
      if (await usernameExists(db, username, row.id)) throw usernameTaken();
      changes.username = username;
    }
    if (body.save_behavior !== undefined) {
      if (body.save_behavior !== 0 && body.save_behavior !== 1) {
        throw V3Error.badParam('save_behavior', 'save_behavior must be 0 (save to profile) or 1 (show the board picker).');
      }
      changes.saveBehavior = body.save_behavior;
    }
    if (body.dark_mode !== undefined) {
      if (typeof body.dark_mode !== 'boolean') throw V3Error.badParam('dark_mode', 'dark_mode must be true or false.');
      changes.darkMode = body.dark_mode;
    }
    const gender = checkChoice(stringField(body, 'gender'), 'gender', GENDERS);
    if (gender !== undefined) changes.gender = gender;
    const useCase = checkChoice(stringField(body, 'use_case'), 'use_case', USE_CASES);
    if (useCase !== undefined) changes.useCase = useCase;
    // 'Save to your profile' always has a board to save to (platform §3 quick-saves create): made
    // first, so a failure leaves the old setting rather than a setting with no board.
    if (changes.saveBehavior === 0) await ensureQuickSaves(deps, row.id);
    let updated = row;
    if (Object.keys(changes).length > 0) {
      try {
        [updated] = (await db.update(users).set(changes).where(eq(users.id, row.id)).returning()) as [UserRow];
      } catch (error) {
        if (uniqueViolation(error) !== null) throw usernameTaken();
        throw error;
      }
    }
    return ok(await meOf(deps, updated));
  });

  app.post('/password/reset/', async (request) => {
    const body = bodyOf(request.body);
    const email = checkEmail(stringField(body, 'email'));
    await limits.resetPerIp.hit(ipOf(request));
    await limits.resetPerAccount.hit(email);
    const user = await userByEmail(db, email);
    if (user && user.email) {
      const token = newToken();
      const at = now();
      await db.insert(passwordResets).values({
        tokenHash: sha256Hex(token),
        userId: user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = `${deps.publicUrl ?? ''}/pw/${encodeURIComponent(user.username)}?token=${token}`;
      await sendMail(db, request.log, {
        kind: 'password_reset',
        recipient: user.email,
        subject: 'Reset your Corkboard password',
        body: `Someone asked to reset the password of your Corkboard account ${user.username}.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it wasn't you, ignore this email; your password stays the same.\n`,
      }, deps);
    }
    // The same answer whether or not the account exists.
    return ok(null);
  });

  app.post('/login/link/', async (request) => {
    const body = bodyOf(request.body);
    const email = checkEmail(stringField(body, 'email'));
    await limits.loginLinkPerIp.hit(ipOf(request));
    await limits.loginLinkPerAccount.hit(email);
    const user = await userByEmail(db, email);
    if (user && user.email) {
      const token = newToken();
      const at = now();
      await db.insert(loginLinks).values({
        tokenHash: sha256Hex(token),
        userId: user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + LOGIN_LINK_TTL_MS),
      });
      const link = `${deps.publicUrl ?? ''}/login/link/${token}`;
      await sendMail(db, request.log, {
        kind: 'login_link',
        recipient: user.email,
        subject: 'Your Corkboard log-in link',
        body: `Someone asked for a log-in link for your Corkboard account ${user.username}.\n\nTo log in, open this link within 15 minutes (it works once):\n${link}\n\nYou'll be asked for your password before saving, following or changing anything. If it wasn't you, ignore this email.\n`,
      }, deps);
    }
    // The same answer whether or not the account exists.
    return ok(null);
  });

  app.post('/login/link/confirm/', async (request, reply) => {
    const body = bodyOf(request.body);
    const token = requiredString(body, 'token', INVALID_LOGIN_LINK).trim();
    const at = now();
    // Single use: only the first confirmation flips used_at.
    const [used] = await db
      .update(loginLinks)
      .set({ usedAt: at })
      .where(and(eq(loginLinks.tokenHash, sha256Hex(token)), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, at)))
      .returning({ userId: loginLinks.userId });
    const [user] = used ? await db.select().from(users).where(eq(users.id, used.userId)).limit(1) : [];
    if (!user) throw V3Error.badParam('token', INVALID_LOGIN_LINK);
    await signIn(deps, request, reply, user, at, true);
    return ok(await meOf(deps, user, true));
  });

  app.post('/login/confirm/', async (request, reply) => {
    await limits.loginPerIp.hit(ipOf(request));
    const user = await requireMe(deps, viewerOf(request));
    const body = bodyOf(request.body);
    const password = stringField(body, 'password');
    if (password === undefined || password === '') throw V3Error.badParam('password', 'Please enter your password.');
    const accountKey = `user:${user.id}`;
    await limits.loginFailuresPerAccount.check(accountKey);
    if (!(await verifyPassword(password.slice(0, 1024), user.passwordHash))) {
      await limits.loginFailuresPerAccount.record(accountKey);
      throw new V3Error(401, 'invalid_credentials', WRONG_PASSWORD, 'password');
    }
    await limits.loginFailuresPerAccount.reset(accountKey);
    // A new, full session id; the limited one is deleted.
    await signIn(deps, request, reply, user, now());
    return ok(await meOf(deps, user));
  });

  app.post('/password/reset/confirm/', async (request, reply) => {
    const body = bodyOf(request.body);
    const username = requiredString(body, 'username', 'username is required.').trim();
    const token = requiredString(body, 'token', INVALID_RESET);
    const at = now();
    const tokenHash = sha256Hex(token);
    const [found] = await db
      .select({ user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
      .limit(1);
    if (!found || found.user.username.toLowerCase() !== username.toLowerCase()) throw V3Error.badParam('token', INVALID_RESET);
    const user = found.user;
    const password = checkPassword(stringField(body, 'password'), [user.email ?? undefined, user.username]);
    const passwordHash = await hashPassword(password);
    const consumed = await db.transaction(async (tx) => {
      // Single use: only the first confirmation flips used_at.
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
        .returning({ userId: passwordResets.userId });
      if (used.length === 0) return false;
      // Other outstanding reset links of this account die too.
      await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      return true;
    });
    if (!consumed) throw V3Error.badParam('token', INVALID_RESET);
    request.v3SessionId = null;
    await signIn(deps, request, reply, user, at);
    return ok(await meOf(deps, user));
  });
}
