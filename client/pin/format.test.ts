import { describe, expect, it } from 'vitest';
import { formatDuration, isSafeOutboundLink } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9_400, '0:09'],
    [75_400, '1:15'],
    [600_000, '10:00'],
    [3_725_000, '1:02:05'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('isSafeOutboundLink', () => {
  it.each(['https://example.com/a', 'http://example.com'])('accepts %s', (link) => expect(isSafeOutboundLink(link)).toBe(true));
  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative', '', null])('rejects %s', (link) => expect(isSafeOutboundLink(link)).toBe(false));
});
