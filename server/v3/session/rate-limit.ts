/**
 * Fixed-window rate limits for login, sign-up, password reset, log-in links, access-token creation,
 * profile-picture uploads, board invites, pins made and upload slots.
 *
 * Counters live in a store: this process's memory by default (each replica counts on its own, and
 * a restart forgets), or Redis when REDIS_URL is set, so every replica shares one count per key and
 * window (INCR + PEXPIRE on a key named after the window; the docker compose `scale-out` profile
 * runs Redis).
 */
import type { Redis } from 'ioredis';
import { V3Error } from '../envelope.ts';

export type Clock = () => number;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

/** 429 with a Retry-After header (set by the v3 error handler). */
export class RateLimited extends V3Error {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', RATE_LIMITED_MESSAGE);
  }
}

/** Where counts live. `window` is the window's start in ms; a count outlives its window by no more than `ttlMs`. */
export interface CounterStore {
  get(key: string): Promise<number>;
  increment(key: string, ttlMs: number): Promise<number>;
  /** Adds `amount` (may be negative) and answers the new count (the GraphQL layer's cost points). */
  incrementBy(key: string, amount: number, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
}

/** Counts in this process's memory (bounded: ended windows are swept). */
export class MemoryCounterStore implements CounterStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly clock: Clock = Date.now) {}

  async get(key: string): Promise<number> {
    const entry = this.counts.get(key);
    if (!entry) return 0;
    if (entry.expiresAt <= this.clock()) {
      this.counts.delete(key);
      return 0;
    }
    return entry.count;
  }

  increment(key: string, ttlMs: number): Promise<number> {
    return this.incrementBy(key, 1, ttlMs);
  }

  async incrementBy(key: string, amount: number, ttlMs: number): Promise<number> {
    this.sweep();
    const count = (await this.get(key)) + amount;
    const existing = this.counts.get(key);
    this.counts.set(key, { count, expiresAt: existing?.expiresAt ?? this.clock() + ttlMs });
    return count;
  }

  async delete(key: string): Promise<void> {
    this.counts.delete(key);
  }

  private sweep(): void {
    if (this.counts.size < 10_000) return;
    const now = this.clock();
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }
}

/**
 * Counts in Redis, shared by every replica. When Redis cannot be reached the limits fail open
 * (nobody is locked out of logging in because a cache is down) and `onError` hears about it.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cb:rl:',
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private async safely<T>(fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.onError(error);
      return fallback;
    }
  }

  get(key: string): Promise<number> {
    return this.safely(0, async () => Number((await this.redis.get(this.prefix + key)) ?? 0));
  }

  increment(key: string, ttlMs: number): Promise<number> {
    return this.incrementBy(key, 1, ttlMs);
  }

  incrementBy(key: string, amount: number, ttlMs: number): Promise<number> {
    return this.safely(0, async () => {
      const replies = (await this.redis.multi().incrby(this.prefix + key, amount).pexpire(this.prefix + key, ttlMs, 'NX').exec()) ?? [];
      const [error, count] = replies[0] ?? [null, 0];
      if (error) throw error;
      return Number(count);
    });
  }

  delete(key: string): Promise<void> {
    return this.safely(undefined, async () => {
      await this.redis.del(this.prefix + key);
    });
  }
}

export class FixedWindowLimiter {
  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly store: CounterStore,
    private readonly clock: Clock = Date.now,
  ) {}

  private window(): { key: (key: string) => string; retryAfter: number } {
    const now = this.clock();
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return {
      key: (key) => `${this.name}:${start}:${key}`,
      retryAfter: Math.max(1, Math.ceil((start + this.windowMs - now) / 1000)),
    };
  }

  /** Throws RateLimited when the key has used its allowance in this window (without counting). */
  async check(key: string): Promise<void> {
    const window = this.window();
    if ((await this.store.get(window.key(key))) >= this.limit) throw new RateLimited(window.retryAfter);
  }

  /** Counts one event for the key. */
  async record(key: string): Promise<void> {
    await this.store.increment(this.window().key(key), this.windowMs);
  }

  /** Checks, then counts: the usual "one attempt" step. */
  async hit(key: string): Promise<void> {
    await this.check(key);
    await this.record(key);
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(this.window().key(key));
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Board invites one account may send in an hour (issue 15). */
export const BOARD_INVITES_PER_HOUR = 50;
/** Pins one account may make in an hour (issue 16; a guid sent again is not counted). */
export const PIN_CREATES_PER_HOUR = 60;
/** VIPResource upload slots one account may make in an hour (issue 16; a carousel takes 5, an idea pin up to 20). */
export const UPLOAD_SLOTS_PER_HOUR = 120;
/** Pin reports one account may make in an hour (issue 18; feedback/routes.ts). */
export const REPORTS_PER_HOUR = 30;
/** Ad-model writes (convert, ad accounts, campaigns, ad groups, ads, customer lists, quick promote) one account may make in a minute (issue 19). */
export const AD_WRITES_PER_MINUTE = 60;
/** Bulk-editing CSV uploads one account may make in an hour (issue 19). */
export const AD_BULK_UPLOADS_PER_HOUR = 20;
/** Comments (and replies) one account may make in an hour (issue 20; comment/routes.ts). */
export const COMMENTS_PER_HOUR = 60;
/** Messages (a sent pin or text) one account may send in an hour (issue 20; conversation/routes.ts). */
export const MESSAGES_PER_HOUR = 200;

export interface AccountLimits {
  /** Failed logins per account: 5 per 15 minutes. */
  loginFailuresPerAccount: FixedWindowLimiter;
  /** Login attempts per IP: 20 per 15 minutes. */
  loginPerIp: FixedWindowLimiter;
  /** Sign-ups per IP: 10 per hour. */
  signupPerIp: FixedWindowLimiter;
  /** Email-exists checks per IP: like sign-up, 10 per hour (a separate counter). */
  existsPerIp: FixedWindowLimiter;
  /**
   * Username suggestions and checks per IP, asked while the sign-up form is typed in: 200 per hour
   * (usernames are public, /{username}/, so this only keeps the lookups cheap).
   */
  usernamePerIp: FixedWindowLimiter;
  /** Reset requests per account (email): 5 per hour. */
  resetPerAccount: FixedWindowLimiter;
  /** Reset requests per IP: 20 per hour. */
  resetPerIp: FixedWindowLimiter;
  /** Log-in link requests per account (email): like reset, 5 per hour. */
  loginLinkPerAccount: FixedWindowLimiter;
  /** Log-in link requests per IP: like reset, 20 per hour. */
  loginLinkPerIp: FixedWindowLimiter;
  /** Access tokens created per account: 20 per hour. */
  tokenCreatePerAccount: FixedWindowLimiter;
  /** Profile-picture uploads per account: 20 per hour (each one is decoded and re-encoded). */
  avatarPerAccount: FixedWindowLimiter;
  /** Board invites (by username or e-mail) per account: 50 per hour (issue 15). */
  boardInvitePerAccount: FixedWindowLimiter;
  /** Pins made per account: PIN_CREATES_PER_HOUR (issue 16). */
  pinCreatePerAccount: FixedWindowLimiter;
  /** Upload slots (POST /v3/vips/) per account: UPLOAD_SLOTS_PER_HOUR (issue 16). */
  uploadCreatePerAccount: FixedWindowLimiter;
  /** Pin reports per account: REPORTS_PER_HOUR (issue 18). */
  reportPerAccount: FixedWindowLimiter;
  /** Ad-model writes per account: AD_WRITES_PER_MINUTE (issue 19). */
  adWritePerAccount: FixedWindowLimiter;
  /** Bulk-editing uploads per account: AD_BULK_UPLOADS_PER_HOUR (issue 19). */
  adBulkUploadPerAccount: FixedWindowLimiter;
  /** Comments made per account: COMMENTS_PER_HOUR (issue 20). */
  commentCreatePerAccount: FixedWindowLimiter;
  /** Messages sent per account: MESSAGES_PER_HOUR (issue 20). */
  messagePerAccount: FixedWindowLimiter;
}

export function accountLimits(clock: Clock = Date.now, store: CounterStore = new MemoryCounterStore(clock)): AccountLimits {
  const limiter = (name: string, limit: number, windowMs: number) => new FixedWindowLimiter(name, limit, windowMs, store, clock);
  return {
    loginFailuresPerAccount: limiter('login-fail-account', 5, 15 * MINUTE),
    loginPerIp: limiter('login-ip', 20, 15 * MINUTE),
    signupPerIp: limiter('signup-ip', 10, HOUR),
    existsPerIp: limiter('exists-ip', 10, HOUR),
    usernamePerIp: limiter('username-ip', 200, HOUR),
    resetPerAccount: limiter('reset-account', 5, HOUR),
    resetPerIp: limiter('reset-ip', 20, HOUR),
    loginLinkPerAccount: limiter('link-account', 5, HOUR),
    loginLinkPerIp: limiter('link-ip', 20, HOUR),
    tokenCreatePerAccount: limiter('token-create-account', 20, HOUR),
    avatarPerAccount: limiter('avatar-account', 20, HOUR),
    boardInvitePerAccount: limiter('board-invite-account', BOARD_INVITES_PER_HOUR, HOUR),
    pinCreatePerAccount: limiter('pin-create-account', PIN_CREATES_PER_HOUR, HOUR),
    uploadCreatePerAccount: limiter('upload-create-account', UPLOAD_SLOTS_PER_HOUR, HOUR),
    reportPerAccount: limiter('report-account', REPORTS_PER_HOUR, HOUR),
    adWritePerAccount: limiter('ad-write-account', AD_WRITES_PER_MINUTE, MINUTE),
    adBulkUploadPerAccount: limiter('ad-bulk-upload-account', AD_BULK_UPLOADS_PER_HOUR, HOUR),
    commentCreatePerAccount: limiter('comment-create-account', COMMENTS_PER_HOUR, HOUR),
    messagePerAccount: limiter('message-account', MESSAGES_PER_HOUR, HOUR),
  };
}
