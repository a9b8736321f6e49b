/** platform §9: counts bucketed by 5 up to 20+, days since the last revisit by 7 up to 84+. */
import { describe, expect, it } from 'vitest';
import { bucketCount, bucketDays } from './buckets';

describe('bucketCount', () => {
  it('puts 4 and 5 in neighbouring buckets', () => {
    expect(bucketCount(0)).toBe('0-4');
    expect(bucketCount(4)).toBe('0-4');
    expect(bucketCount(5)).toBe('5-9');
  });

  it('caps at 20+: 19 is the last bucket below, 20 and 21 are 20+', () => {
    expect(bucketCount(19)).toBe('15-19');
    expect(bucketCount(20)).toBe('20+');
    expect(bucketCount(21)).toBe('20+');
  });

  it('reads nonsense (NaN, negative) as none', () => {
    expect(bucketCount(Number.NaN)).toBe('0-4');
    expect(bucketCount(-3)).toBe('0-4');
  });
});

describe('bucketDays', () => {
  it('puts 6 and 7 in neighbouring weeks (a fraction of a day counts as the day begun)', () => {
    expect(bucketDays(6)).toBe('0-6');
    expect(bucketDays(6.9)).toBe('0-6');
    expect(bucketDays(7)).toBe('7-13');
  });

  it('caps at 84+: 83 is the last week below, 84 is 84+', () => {
    expect(bucketDays(83)).toBe('77-83');
    expect(bucketDays(84)).toBe('84+');
    expect(bucketDays(400)).toBe('84+');
  });
});
