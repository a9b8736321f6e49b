/** Deterministic randomness and the seed's clock: the same seed string always gives the same data. */
import { cyrb128, Sfc32 } from '../../util/random.ts';

/** Every seeded timestamp is at or before this instant (the data set is "as of" it). */
export const BASE_TIME = Date.UTC(2026, 0, 1, 0, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** sfc32 seeded from a string. */
export class Random extends Sfc32 {
  constructor(seed: string) {
    super(cyrb128(seed), 15);
  }
}

/** Picks indices with probability proportional to fixed weights, in O(log n). */
export class WeightedIndex {
  private readonly cumulative: Float64Array;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      total += weights[i] ?? 0;
      this.cumulative[i] = total;
    }
  }

  get length(): number {
    return this.cumulative.length;
  }

  pick(rng: Random): number {
    const n = this.cumulative.length;
    if (n === 0) throw new Error('pick from an empty weighted index');
    const target = rng.next() * (this.cumulative[n - 1] ?? 0);
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf-like weights: a few very active accounts and boards, a long tail of quiet ones. */
export const zipfWeight = (rank: number, s = 0.85): number => 1 / Math.pow(rank + 1, s);
