/**
 * The API's hourly budget in cost points, as GitHub's GraphQL API has one: every request spends from
 * its client IP's budget, and one sent with `Authorization: Bearer <token>` from that token's too.
 * Counts live in a store the replicas share (Redis when REDIS_URL is set). Every answer says where
 * the budget stands in X-RateLimit-* headers; a request it cannot pay for is refused unrun with
 * RATE_LIMITED, HTTP 429 and Retry-After.
 */
import { createHash } from 'node:crypto';

/** Where counts live: the HTTP server's rate-limit counter store (memory, or Redis). */
export interface PointStore {
  get(key: string): Promise<number>;
  /** Adds `amount` (may be negative) and answers the new count; a new key expires after `ttlMs`. */
  incrementBy(key: string, amount: number, ttlMs: number): Promise<number>;
}

export const RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export interface RateLimitState {
  limit: number;
  used: number;
  remaining: number;
  /** The window's end, in seconds since the epoch. */
  reset: number;
}

/**
 * The budgets a request spends from: its client IP's, and with a bearer token that token's (hashed)
 * as well. The IP always pays, so sending a made-up token with each request cannot get round it.
 */
export function bucketsOf(authorization: string | null | undefined, clientIp: string | undefined): string[] {
  const ip = `ip:${clientIp ?? 'unknown'}`;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return token ? [`token:${createHash('sha256').update(token).digest('hex')}`, ip] : [ip];
}

/** The budget nearer its end (what the headers report). */
const tighter = (a: RateLimitState, b: RateLimitState): RateLimitState => (b.remaining < a.remaining ? b : a);

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-used': String(state.used),
    'x-ratelimit-reset': String(state.reset),
    'x-ratelimit-resource': 'graphql',
  };
}

export class PointLimiter {
  constructor(
    private readonly store: PointStore,
    readonly limit: number,
    private readonly clock: () => number = Date.now,
  ) {}

  private window(bucket: string) {
    const now = this.clock();
    const start = Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
    const end = start + RATE_LIMIT_WINDOW_MS;
    return { key: `gql:${start}:${bucket}`, reset: Math.ceil(end / 1000), retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
  }

  private state(used: number, reset: number): RateLimitState {
    const shown = Math.min(used, this.limit);
    return { limit: this.limit, used: shown, remaining: this.limit - shown, reset };
  }

  /** Where the tightest of the budgets stands, spending nothing. */
  async peek(buckets: readonly string[]): Promise<RateLimitState> {
    const states = await Promise.all(
      buckets.map(async (bucket) => {
        const { key, reset } = this.window(bucket);
        return this.state(await this.store.get(key), reset);
      }),
    );
    return states.reduce(tighter);
  }

  /**
   * Spends `points` from every budget if each has them; when one has not, the others get theirs
   * back and nothing is spent. The state is the tightest budget's.
   */
  async chargeAll(buckets: readonly string[], points: number): Promise<{ allowed: boolean; state: RateLimitState; retryAfter: number }> {
    const charged: string[] = [];
    let result: { allowed: boolean; state: RateLimitState; retryAfter: number } | undefined;
    for (const bucket of buckets) {
      const outcome = await this.charge(bucket, points);
      if (!outcome.allowed) {
        for (const back of charged) await this.refund(back, points);
        return outcome;
      }
      charged.push(bucket);
      result = result ? { ...outcome, state: tighter(result.state, outcome.state) } : outcome;
    }
    if (!result) throw new Error('chargeAll needs at least one bucket');
    return result;
  }

  private async refund(bucket: string, points: number): Promise<void> {
    await this.store.incrementBy(this.window(bucket).key, -points, RATE_LIMIT_WINDOW_MS + 60_000);
  }

  /** Spends `points` if the budget has them; a refused request spends nothing. */
  async charge(bucket: string, points: number): Promise<{ allowed: boolean; state: RateLimitState; retryAfter: number }> {
    const { key, reset, retryAfter } = this.window(bucket);
    const used = await this.store.incrementBy(key, points, RATE_LIMIT_WINDOW_MS + 60_000);
    if (used <= this.limit) return { allowed: true, state: this.state(used, reset), retryAfter };
    const back = await this.store.incrementBy(key, -points, RATE_LIMIT_WINDOW_MS + 60_000);
    return { allowed: false, state: this.state(back, reset), retryAfter };
  }
}
