import { describe, expect, it } from 'vitest';
import { conversationGlobalId, conversationTitle, isConversationId, messagePreview, shortAgo, waitingCount } from './rules';

const ana = { username: 'ana', fullName: 'Ana Lima' };
const ben = { username: 'ben', fullName: '' };
const cleo = { username: 'cleo', fullName: 'Cleo' };
const dan = { username: 'dan', fullName: 'Dan' };

describe('conversation rules', () => {
  it('names who a conversation is with, falling back to the username', () => {
    expect(conversationTitle([])).toBe('Just you');
    expect(conversationTitle([ana])).toBe('Ana Lima');
    expect(conversationTitle([ana, ben])).toBe('Ana Lima and ben');
    expect(conversationTitle([ana, ben, cleo])).toBe('Ana Lima, ben and 1 other');
    expect(conversationTitle([ana, ben, cleo, dan])).toBe('Ana Lima, ben and 2 others');
  });

  it('previews the last message: its text, else the sent pin; "You:" for the viewer’s own', () => {
    expect(messagePreview(null)).toBe('');
    expect(messagePreview({ text: ' Hi ', isMine: false })).toBe('Hi');
    expect(messagePreview({ text: '', isMine: false, hasPin: true, pinTitle: 'Soup' })).toBe('Sent a Pin: Soup');
    expect(messagePreview({ text: '', isMine: true, hasPin: true, pinTitle: '' })).toBe('You: Sent a Pin');
    expect(messagePreview({ text: 'Look', isMine: true, hasPin: true, pinTitle: 'Soup' })).toBe('You: Look');
  });

  it('says how long ago on both sides of each unit', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const ago = (ms: number) => shortAgo(new Date(now - ms).toISOString(), now);
    expect(ago(59_999)).toBe('now');
    expect(ago(60_000)).toBe('1m');
    expect(ago(3_599_999)).toBe('59m');
    expect(ago(3_600_000)).toBe('1h');
    expect(ago(86_399_999)).toBe('23h');
    expect(ago(86_400_000)).toBe('1d');
    expect(ago(7 * 86_400_000 - 1)).toBe('6d');
    expect(ago(7 * 86_400_000)).toBe('Nov 21');
    expect(shortAgo('not a date', now)).toBe('');
  });

  it('counts what waits for the viewer, and knows a conversation id', () => {
    expect(waitingCount({ unreadConversations: 2, contactRequests: 1 })).toBe(3);
    expect(waitingCount({ unreadConversations: 0, contactRequests: 0 })).toBe(0);
    expect(isConversationId('12')).toBe(true);
    for (const bad of [undefined, '', '0', '01', 'x', '1'.repeat(17)]) expect(isConversationId(bad)).toBe(false);
    expect(atob(conversationGlobalId('12'))).toBe('Conversation:12');
  });
});
