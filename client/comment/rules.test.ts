import { describe, expect, it } from 'vitest';
import { canPost, commentLength, commentsHeading, failureMessage, RATE_LIMITED, timeAgo } from './rules';
import { commentSegments } from './segments';

describe('comment rules', () => {
  it('counts code points of the trimmed text, 1 to 500', () => {
    expect(commentLength('  hi  ')).toBe(2);
    expect(commentLength('😀'.repeat(500))).toBe(500);
    expect(canPost('😀'.repeat(500))).toBe(true);
    expect(canPost('a'.repeat(501))).toBe(false);
    expect(canPost('   ')).toBe(false);
  });

  it('says what went wrong', () => {
    expect(failureMessage({ code: 'RATE_LIMITED', message: 'slow down' })).toBe(RATE_LIMITED);
    expect(failureMessage({ code: 'BLOCKED', message: "You can't comment on this Pin" })).toBe("You can't comment on this Pin");
    expect(failureMessage(null)).toMatch(/Couldn't reach/);
  });

  it('heads the section with the count, and dates comments relatively', () => {
    expect([commentsHeading(0), commentsHeading(1), commentsHeading(1200)]).toEqual(['Comments', '1 comment', '1,200 comments']);
    const now = Date.parse('2024-05-10T12:00:00Z');
    expect(['2024-05-10T11:59:30Z', '2024-05-10T11:55:00Z', '2024-05-10T09:00:00Z', '2024-05-07T12:00:00Z', '2024-04-10T12:00:00Z'].map((at) => timeAgo(at, now))).toEqual(['now', '5m', '3h', '3d', '4w']);
  });

  it('cuts the text into text, mentions and offsite links only', () => {
    const text = 'Hi @ada see https://x.test/a and javascript:alert(1)';
    expect(
      commentSegments(text, [{ username: 'ada', start: 3, end: 7 }], [
        { url: 'https://x.test/a', offsiteUrl: '/offsite/?token=t', start: 12, end: 28 },
        // Not the site's outbound page: stays text.
        { url: 'javascript:alert(1)', offsiteUrl: 'javascript:alert(1)', start: 33, end: 52 },
      ]),
    ).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@ada', href: '/ada/' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'https://x.test/a', href: '/offsite/?token=t' },
      { kind: 'text', text: ' and javascript:alert(1)' },
    ]);
  });
});
