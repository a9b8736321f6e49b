/**
 * Bucketing of the logged-out visitor's figures before they are logged (platform §9): counts in
 * steps of 5 capped at "20+", days since the last revisit in steps of 7 capped at "84+". A bucket
 * names its range ("5-9", "7-13"), so a log reader never has to know the step.
 */

/** platform §9: counts go in steps of 5 … */
export const COUNT_BUCKET_STEP = 5;
/** … and 20 or more is one bucket. */
export const COUNT_BUCKET_CAP = 20;
/** platform §9: days since the last revisit go in steps of 7 … */
export const DAYS_BUCKET_STEP = 7;
/** … and 84 or more is one bucket. */
export const DAYS_BUCKET_CAP = 84;

function bucket(value: number, step: number, cap: number): string {
  // Nothing sensible to bucket (NaN, negative) counts as none.
  const n = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  if (n >= cap) return `${cap}+`;
  const low = n - (n % step);
  return `${low}-${low + step - 1}`;
}

/** 0-4, 5-9, 10-14, 15-19, 20+. */
export function bucketCount(count: number): string {
  return bucket(count, COUNT_BUCKET_STEP, COUNT_BUCKET_CAP);
}

/** 0-6, 7-13, …, 77-83, 84+. */
export function bucketDays(days: number): string {
  return bucket(days, DAYS_BUCKET_STEP, DAYS_BUCKET_CAP);
}
