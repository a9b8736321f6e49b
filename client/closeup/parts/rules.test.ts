import { describe, expect, it } from 'vitest';
import {
  chipArrows,
  chipScrollStep,
  formatCookTime,
  ratingStars,
  reactionsDisabled,
  reactionsShown,
  seeMoreMode,
  sharedIdeaText,
  shoppingChipHref,
  shoppingChipName,
  showAnalyticsLink,
  type AnalyticsInput,
  type ReactionsInput,
} from './rules';

describe('sharedIdeaText', () => {
  it('keeps a 30-character first name and cuts a 31-character one to 30', () => {
    const thirty = 'A'.repeat(30);
    expect(sharedIdeaText(thirty)).toBe(`${thirty} shared this idea with you`);
    expect(sharedIdeaText(`${thirty}B`)).toBe(`${thirty} shared this idea with you`);
  });
  it('is hidden when the first name is empty or blank', () => {
    expect(sharedIdeaText('')).toBeNull();
    expect(sharedIdeaText('   ')).toBeNull();
    expect(sharedIdeaText(null)).toBeNull();
    expect(sharedIdeaText('Ada')).toBe('Ada shared this idea with you');
  });
});

describe('ratingStars', () => {
  it('shows 5 full stars for 5 of 5 and caps ratings above the maximum', () => {
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(12, 10)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
  it('a fraction of 0.75 is a full star, just under is half', () => {
    expect(ratingStars(3.75)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(3.74)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
  it('a fraction of 0.25 is a half star, just under is empty', () => {
    expect(ratingStars(3.25)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(3.24)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });
  it('scales other maximums to 5 and defaults to 5', () => {
    expect(ratingStars(7, 10)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(7.5, 10)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(4, null)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('formatCookTime', () => {
  it('shows minutes as they are under an hour, on both sides of 15 and 45', () => {
    expect(formatCookTime(15)).toBe('15m');
    expect(formatCookTime(16)).toBe('16m');
    expect(formatCookTime(45)).toBe('45m');
    expect(formatCookTime(46)).toBe('46m');
    expect(formatCookTime(59)).toBe('59m');
  });
  it('drops up to 15 leftover minutes once hours are above zero', () => {
    expect(formatCookTime(60)).toBe('1h');
    expect(formatCookTime(75)).toBe('1h');
  });
  it('adds a half hour for more than 15 leftover minutes, up to 45', () => {
    expect(formatCookTime(76)).toBe('1h 30m');
    expect(formatCookTime(105)).toBe('1h 30m');
  });
  it('rounds up an hour for more than 45 leftover minutes', () => {
    expect(formatCookTime(106)).toBe('2h');
    expect(formatCookTime(165)).toBe('2h 30m');
    expect(formatCookTime(166)).toBe('3h');
  });
});

describe('shoppingChipName / shoppingChipHref', () => {
  it('names a chip from the path segment, dashes to spaces, capitalised', () => {
    expect(shoppingChipName('/shopping/lemon-tart-pan/')).toBe('Lemon tart pan');
    expect(shoppingChipName('https://www.example.com/shopping/linen-throw/1234/')).toBe('Linen throw');
    expect(shoppingChipName('/shopping/')).toBeNull();
  });
  it('links to the /shopping/ path on this site, nothing else', () => {
    expect(shoppingChipHref('https://www.example.com/shopping/linen-throw/')).toBe('/shopping/linen-throw/');
    expect(shoppingChipHref('/elsewhere/linen-throw/')).toBeNull();
  });
});

describe('chipArrows', () => {
  const box = (scrollLeft: number, left: number) => ({ scrollLeft, clientWidth: 300, scrollWidth: 300 + scrollLeft + left });
  it('shows the previous arrow only beyond 4 px of scroll', () => {
    expect(chipArrows(box(3, 0)).previous).toBe(false);
    expect(chipArrows(box(4, 0)).previous).toBe(false);
    expect(chipArrows(box(5, 0)).previous).toBe(true);
  });
  it('shows the next arrow only when more than 4 px are left', () => {
    expect(chipArrows(box(0, 3)).next).toBe(false);
    expect(chipArrows(box(0, 4)).next).toBe(false);
    expect(chipArrows(box(0, 5)).next).toBe(true);
  });
  it('scrolls by half the width', () => {
    expect(chipScrollStep(300)).toBe(150);
  });
});

describe('reactionsShown / reactionsDisabled', () => {
  const video: ReactionsInput = { isPromoted: false, isDownstreamPromotion: false, hasVideo: true, isStoryPin: false, onCollaborativeBoard: false, isDeletedStory: false };
  it('shows for a video or story pin', () => {
    expect(reactionsShown(video)).toBe(true);
    expect(reactionsShown({ ...video, hasVideo: false, isStoryPin: true })).toBe(true);
    expect(reactionsShown({ ...video, hasVideo: false })).toBe(false);
  });
  it('hides for promoted, downstream promoted, collaborative-board and deleted-story pins', () => {
    expect(reactionsShown({ ...video, isPromoted: true })).toBe(false);
    expect(reactionsShown({ ...video, isDownstreamPromotion: true })).toBe(false);
    expect(reactionsShown({ ...video, onCollaborativeBoard: true })).toBe(false);
    expect(reactionsShown({ ...video, isStoryPin: true, isDeletedStory: true })).toBe(false);
  });
  it('disables only for signed-in viewers in the enabled group', () => {
    expect(reactionsDisabled('member', 'enabled')).toBe(true);
    expect(reactionsDisabled('limited', 'enabled')).toBe(true);
    expect(reactionsDisabled('member', 'control')).toBe(false);
    expect(reactionsDisabled('anonymous', 'enabled')).toBe(false);
  });
});

describe('showAnalyticsLink', () => {
  const partnerOwner: AnalyticsInput = {
    viewerKind: 'member',
    viewerId: '7',
    viewerIsPartner: true,
    hasThirtyDayRealtimeStats: false,
    pinnerId: '7',
    isRepin: false,
    boardPrivacy: 'public',
  };
  it('never shows for logged-out viewers, even with stats', () => {
    expect(showAnalyticsLink({ ...partnerOwner, viewerKind: 'anonymous', viewerId: null, hasThirtyDayRealtimeStats: true })).toBe(false);
  });
  it('shows when the pin has 30-day realtime stats', () => {
    expect(showAnalyticsLink({ ...partnerOwner, viewerIsPartner: false, pinnerId: '8', hasThirtyDayRealtimeStats: true })).toBe(true);
  });
  it('shows for a partner owner of a non-repin on a public or protected board', () => {
    expect(showAnalyticsLink(partnerOwner)).toBe(true);
    expect(showAnalyticsLink({ ...partnerOwner, boardPrivacy: 'protected' })).toBe(true);
  });
  it('hides on a secret board, for a repin, a non-partner or a non-owner', () => {
    expect(showAnalyticsLink({ ...partnerOwner, boardPrivacy: 'secret' })).toBe(false);
    expect(showAnalyticsLink({ ...partnerOwner, isRepin: true })).toBe(false);
    expect(showAnalyticsLink({ ...partnerOwner, viewerIsPartner: false })).toBe(false);
    expect(showAnalyticsLink({ ...partnerOwner, pinnerId: '8' })).toBe(false);
  });
});

describe('seeMoreMode', () => {
  it('bots see the content inline, logged-out or not', () => {
    expect(seeMoreMode({ kind: 'anonymous', isBot: true }, false)).toBe('inline');
    expect(seeMoreMode({ kind: 'anonymous', isBot: true }, true)).toBe('inline');
  });
  it('a logged-out non-bot gets the sign-in upsell', () => {
    expect(seeMoreMode({ kind: 'anonymous', isBot: false }, false)).toBe('gate');
    expect(seeMoreMode({ kind: 'anonymous', isBot: false }, true)).toBe('gate');
  });
  it('signed-in viewers get a modal on mobile, the panel in place on desktop', () => {
    expect(seeMoreMode({ kind: 'member', isBot: false }, true)).toBe('modal');
    expect(seeMoreMode({ kind: 'member', isBot: false }, false)).toBe('expand');
    expect(seeMoreMode({ kind: 'limited', isBot: false }, true)).toBe('modal');
  });
});
