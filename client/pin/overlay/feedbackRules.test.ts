import { describe, expect, it } from 'vitest';
import { feedbackName, followFeedbackEvent, followTarget, promotedHideText, reasonLine, unfollowedText, type ReasonInput } from './feedbackRules';

const BOARD = { id: 'Qm9hcmQ6NQ==', entityId: '5', name: 'Cakes' };
const USER = { id: 'VXNlcjo3', entityId: '7', username: 'ada', fullName: 'Ada Baker' };
const TOPIC = { entityId: '12', name: 'Baking' };
const reason = (kind: string, parts: Partial<ReasonInput> = {}): ReasonInput => ({ reason: kind, board: null, user: null, topic: null, ...parts });

const NAME_32 = 'abcdefghijklmnopqrstuvwxyz012345';
const NAME_33 = `${NAME_32}6`;

describe('feedback names (pin-card §5: cut to 32 + ellipsis)', () => {
  it('keeps 32 characters and cuts 33', () => {
    expect(NAME_32).toHaveLength(32);
    expect(feedbackName(NAME_32)).toBe(NAME_32);
    expect(feedbackName(NAME_33)).toBe(`${NAME_32}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '🍰'.repeat(32);
    expect(feedbackName(emoji)).toBe(emoji);
    expect(feedbackName(`${emoji}🍋`)).toBe(`${emoji}…`);
  });

  it.each([
    ['reason line', (name: string) => reasonLine(reason('FOLLOWED_BOARD', { board: { ...BOARD, name } }), null)],
    ['unfollowed text', (name: string) => unfollowedText(name)],
    ['promoted hide text', (name: string) => promotedHideText(name)],
    ['promoted reason line', (name: string) => reasonLine(null, name)],
  ])('cuts the name in the %s', (_what, text) => {
    expect(text(NAME_32)).toContain(NAME_32);
    expect(text(NAME_33)).toContain(`${NAME_32}…`);
    expect(text(NAME_33)).not.toContain(NAME_33);
  });
});

describe('reason line (pin-card §8)', () => {
  it.each([
    [reason('RECENT_ACTIVITY'), 'This Pin was inspired by your recent activity'],
    [reason('YOUR_BOARD', { board: BOARD }), 'This Pin was inspired by your board Cakes'],
    [reason('FOLLOWED_TOPIC', { topic: TOPIC }), 'This Pin was inspired by Baking'],
    [reason('FOLLOWED_USER', { user: USER }), 'This Pin is from Ada Baker, a profile you follow'],
    [reason('FOLLOWED_BOARD', { board: BOARD }), 'This Pin is from Cakes, a board you follow'],
  ])('%o reads %s', (input, text) => {
    expect(reasonLine(input, null)).toBe(text);
  });

  it('names a profile without a full name by its username', () => {
    expect(reasonLine(reason('FOLLOWED_USER', { user: { ...USER, fullName: ' ' } }), null)).toBe('This Pin is from ada, a profile you follow');
  });

  it('names the promoter of a promoted pin, whatever its reason', () => {
    const text = "Bakery Co paid to have this Pin show up where you'd be more likely to notice it";
    expect(reasonLine(null, 'Bakery Co')).toBe(text);
    expect(reasonLine(reason('FOLLOWED_BOARD', { board: BOARD }), 'Bakery Co')).toBe(text);
  });

  it('is null without a reason, for an unknown kind, or when the named thing is missing', () => {
    expect(reasonLine(null, null)).toBeNull();
    expect(reasonLine(reason('SOMETHING_NEW'), null)).toBeNull();
    expect(reasonLine(reason('FOLLOWED_BOARD'), null)).toBeNull();
    expect(reasonLine(reason('FOLLOWED_USER'), null)).toBeNull();
    expect(reasonLine(reason('FOLLOWED_TOPIC'), null)).toBeNull();
    expect(reasonLine(reason('YOUR_BOARD'), null)).toBeNull();
  });
});

describe('cover texts (pin-card §4, §8)', () => {
  it('hidden promoted pin and unfollowed', () => {
    expect(promotedHideText('Bakery Co')).toBe("Bakery Co has paid to have this pin show up where you'd be more likely to notice it.");
    expect(unfollowedText('Cakes')).toBe('You unfollowed Cakes.');
  });
});

describe("'Unfollow' targets and follow feedback events (platform §4, §7)", () => {
  it('offers Unfollow for the follow reasons only, never for a promoted pin', () => {
    expect(followTarget(reason('FOLLOWED_BOARD', { board: BOARD }), false)).toEqual({ kind: 'board', ...BOARD });
    expect(followTarget(reason('FOLLOWED_USER', { user: USER }), false)).toEqual({ kind: 'user', id: USER.id, entityId: '7', name: 'Ada Baker' });
    expect(followTarget(reason('FOLLOWED_TOPIC', { topic: TOPIC }), false)).toEqual({ kind: 'topic', entityId: '12', name: 'Baking' });
    expect(followTarget(reason('YOUR_BOARD', { board: BOARD }), false)).toBeNull();
    expect(followTarget(reason('RECENT_ACTIVITY'), false)).toBeNull();
    expect(followTarget(null, false)).toBeNull();
    expect(followTarget(reason('FOLLOWED_BOARD', { board: BOARD }), true)).toBeNull();
  });

  it.each([
    [{ kind: 'user', id: USER.id, entityId: '7', name: 'Ada' } as const, false, 26, null],
    [{ kind: 'user', id: USER.id, entityId: '7', name: 'Ada' } as const, true, 27, null],
    [{ kind: 'board', ...BOARD } as const, false, 601, null],
    [{ kind: 'board', ...BOARD } as const, true, 602, null],
    [{ kind: 'topic', entityId: '12', name: 'Baking' } as const, false, 26, '{"target":"topic"}'],
    [{ kind: 'topic', entityId: '12', name: 'Baking' } as const, true, 27, '{"target":"topic"}'],
  ])('%o follow=%s logs %i', (target, follow, eventType, auxData) => {
    expect(followFeedbackEvent(target, follow)).toEqual({ eventType, objectIdStr: target.entityId, auxData });
  });
});
