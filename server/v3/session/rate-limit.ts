/**
 * In-process fixed-window rate limits for login, sign-up and password reset.
 *
 * The counters live in this process's memory: with several replicas each counts on its own (so the
 * effective limit is multiplied by the replica count) and a restart forgets them. A multi-replica
 * deployment should move these counters to Redis (INCR + EXPIRE per key and window), which the
 * docker compose `scale-out` profile already provides.
 */
import { V3Error } from '../envelope.ts';

export type Clock = () => number;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

/** 429 with a Retry-After header (set by the v3 error handler). */
export class RateLimited extends V3Error {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', RATE_LIMITED_MESSAGE);
  }
}

interface Window {
  start: number;
  count: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock = Date.now,
  ) {}

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.clock() - window.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private retryAfter(window: Window): number {
    return Math.max(1, Math.ceil((window.start + this.windowMs - this.clock()) / 1000));
  }

  /** Throws RateLimited when the key has used its allowance in this window (without counting). */
  check(key: string): void {
    const window = this.current(key);
    if (window && window.count >= this.limit) throw new RateLimited(this.retryAfter(window));
  }

  /** Counts one event for the key. */
  record(key: string): void {
    this.sweep();
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { start: this.clock(), count: 1 });
  }

  /** Checks, then counts: the usual "one attempt" step. */
  hit(key: string): void {
    this.check(key);
    this.record(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops ended windows now and then, so memory stays bounded by the keys active in one window. */
  private sweep(): void {
    if (this.windows.size < 10_000) return;
    const now = this.clock();
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AccountLimits {
  /** Failed logins per account: 5 per 15 minutes. */
  loginFailuresPerAccount: FixedWindowLimiter;
  /** Login attempts per IP: 20 per 15 minutes. */
  loginPerIp: FixedWindowLimiter;
  /** Sign-ups per IP: 10 per hour. */
  signupPerIp: FixedWindowLimiter;
  /** Email-exists checks per IP: like sign-up, 10 per hour (a separate counter). */
  existsPerIp: FixedWindowLimiter;
  /** Reset requests per account (email): 5 per hour. */
  resetPerAccount: FixedWindowLimiter;
  /** Reset requests per IP: 20 per hour. */
  resetPerIp: FixedWindowLimiter;
  /** Log-in link requests per account (email): like reset, 5 per hour. */
  loginLinkPerAccount: FixedWindowLimiter;
  /** Log-in link requests per IP: like reset, 20 per hour. */
  loginLinkPerIp: FixedWindowLimiter;
}

export function accountLimits(clock: Clock = Date.now): AccountLimits {
  return {
    loginFailuresPerAccount: new FixedWindowLimiter(5, 15 * MINUTE, clock),
    loginPerIp: new FixedWindowLimiter(20, 15 * MINUTE, clock),
    signupPerIp: new FixedWindowLimiter(10, HOUR, clock),
    existsPerIp: new FixedWindowLimiter(10, HOUR, clock),
    resetPerAccount: new FixedWindowLimiter(5, HOUR, clock),
    resetPerIp: new FixedWindowLimiter(20, HOUR, clock),
    loginLinkPerAccount: new FixedWindowLimiter(5, HOUR, clock),
    loginLinkPerIp: new FixedWindowLimiter(20, HOUR, clock),
  };
}
