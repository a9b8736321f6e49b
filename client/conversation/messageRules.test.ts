import { describe, expect, it } from 'vitest';
import { canSendText, messageLength, readCount } from './messageRules';
import { isSending, notYetRead, withEntry, type Outgoing } from './outbox';
import { MESSAGE_TEXT_MAX } from './rules';

const entry = (key: number, status: Outgoing['status'], messageId: string | null = null): Outgoing => ({ key, text: `m${key}`, status, error: null, messageId });

describe('message rules', () => {
  it('counts characters as the server does, and sends 1 to MESSAGE_TEXT_MAX of them', () => {
    expect(messageLength('héllo 👋')).toBe(7);
    expect(canSendText('   ')).toBe(false);
    expect(canSendText('a'.repeat(MESSAGE_TEXT_MAX))).toBe(true);
    expect(canSendText('a'.repeat(MESSAGE_TEXT_MAX + 1))).toBe(false);
    expect(canSendText('👋'.repeat(MESSAGE_TEXT_MAX))).toBe(true);
  });

  it('reads a page at first and, after Show more, as many as are shown, up to the server’s limit', () => {
    expect(readCount(0, 25, 50)).toBe(25);
    expect(readCount(40, 25, 50)).toBe(40);
    expect(readCount(75, 25, 50)).toBe(50);
  });
});

describe('the outbox', () => {
  it('replaces an entry by its key (Try again) or adds it last', () => {
    const list = withEntry(withEntry([], entry(0, 'sending')), entry(1, 'sending'));
    expect(withEntry(list, entry(0, 'failed')).map((e) => [e.key, e.status])).toEqual([
      [0, 'failed'],
      [1, 'sending'],
    ]);
    expect(isSending([entry(0, 'failed'), entry(1, 'sent', 'x')])).toBe(false);
    expect(isSending([entry(0, 'sending')])).toBe(true);
  });

  it('shows what the conversation as read does not hold yet, however often it is read', () => {
    const list = [entry(0, 'sent', 'a'), entry(1, 'sent', 'b'), entry(2, 'failed')];
    expect(notYetRead(list, new Set(['a'])).map((e) => e.key)).toEqual([1, 2]);
    // A later read without 'a' (it began before 'a' was written): 'a' shows again.
    expect(notYetRead(list, new Set()).map((e) => e.key)).toEqual([0, 1, 2]);
  });
});
