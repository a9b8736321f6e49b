/** A comment's text, alone: cleaning and its limits, and the links and @mentions read from it. */
import { describe, expect, it } from 'vitest';
import { V3Error } from '../envelope.ts';
import { cleanCommentText, COMMENT_TEXT_MAX, findLinks, findMentions, MAX_LINKS, MAX_MENTIONS } from './text.ts';

const refusal = (raw: unknown) => {
  try {
    cleanCommentText(raw);
  } catch (error) {
    if (error instanceof V3Error) return { status: error.status, param: error.param, message: error.message };
    throw error;
  }
  return null;
};

describe('comment text', () => {
  it('keeps line breaks, turns tabs into spaces, drops other control characters and bidi overrides, and trims', () => {
    expect(cleanCommentText('  hi\u0007 there\u202E \r\n\tnext\u0000  ')).toBe('hi there\n next');
    expect(cleanCommentText('<b>bold</b> & "quoted"')).toBe('<b>bold</b> & "quoted"');
  });

  it(`takes ${COMMENT_TEXT_MAX} characters (code points, not UTF-16 units) and refuses ${COMMENT_TEXT_MAX + 1}, naming text`, () => {
    expect(cleanCommentText('é'.repeat(COMMENT_TEXT_MAX))).toHaveLength(COMMENT_TEXT_MAX);
    expect(cleanCommentText('😀'.repeat(COMMENT_TEXT_MAX))).toHaveLength(COMMENT_TEXT_MAX * 2);
    expect(refusal('é'.repeat(COMMENT_TEXT_MAX + 1))).toEqual({ status: 400, param: 'text', message: `text may hold at most ${COMMENT_TEXT_MAX} characters, got ${COMMENT_TEXT_MAX + 1}.` });
  });

  it('refuses empty, blank, control-only, missing and non-string text, naming text', () => {
    for (const raw of ['', '   \n\t ', '\u0007\u202E', undefined, null, 42, ['a']]) {
      expect(refusal(raw)).toMatchObject({ status: 400, param: 'text' });
    }
  });

  it('finds http(s) links only, without the sentence punctuation after them', () => {
    const text = 'See https://example.com/a?b=1. Or (http://x.test/wiki/Lamp_(light)), javascript:alert(1), https://javascript:alert(1) and ftp://f.test/';
    expect(findLinks(text).map((l) => [l.url, text.slice(l.start, l.end)])).toEqual([
      ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
      ['http://x.test/wiki/Lamp_(light)', 'http://x.test/wiki/Lamp_(light)'],
    ]);
    expect(findLinks(`${'https://a.test/ '.repeat(MAX_LINKS + 3)}`)).toHaveLength(MAX_LINKS);
  });

  it('finds @mentions, not inside words, e-mail addresses or links', () => {
    const text = 'Hi @ana_b, @Bob and @cyd! mail me@dee.test, see https://x.test/@eve; @' + 'f'.repeat(31) + ' @xy';
    expect(findMentions(text).map((m) => [m.username, text.slice(m.start, m.end)])).toEqual([
      ['ana_b', '@ana_b'],
      ['Bob', '@Bob'],
      ['cyd', '@cyd'],
    ]);
    expect(findMentions('@abc @abd').map((m) => m.username)).toEqual(['abc', 'abd']);
    expect(findMentions(Array.from({ length: MAX_MENTIONS + 5 }, (_, i) => `@user${i}`).join(' '))).toHaveLength(MAX_MENTIONS);
  });
});
