import { describe, expect, it } from 'vitest';
import {
  adLabel,
  aiDisclosureText,
  attributionType,
  footerHeight,
  footerLineClamp,
  footerText,
  getPriceDisplay,
  hasAffiliatedProducts,
  isFooterHidden,
  isLoggedOutShoppingMobileOneLine,
  isSquarePin,
  outboundLinkRel,
  pinDescription,
  pinTitle,
  priceLineClamp,
  sponsorshipText,
  squareAttributionHeight,
  truncate,
  type AttributionInput,
  type FooterTextInput,
} from './rules';

const noTitles = { gridTitle: null, richSummaryName: null, richMetadataTitle: null, storyPinTitle: null };
const noDescriptions = { closeupUnifiedDescription: null, richMetadataDescription: null, richSummaryName: null };

describe('truncate', () => {
  it('keeps text of exactly the limit and cuts one character more, with an ellipsis', () => {
    expect(truncate('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncate('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
  });

  it('strips trailing punctuation and spaces before the ellipsis', () => {
    expect(truncate('Hello, world! More', 13)).toBe('Hello, world…');
    expect(truncate('Hello... there', 8)).toBe('Hello…');
  });

  it('cuts at a word boundary when asked', () => {
    expect(truncate('one two three', 9, { wordBoundary: true })).toBe('one two…');
    // The cut falls just before a space: the whole last word is kept.
    expect(truncate('one two three', 7, { wordBoundary: true })).toBe('one two…');
    // A single long word is cut hard.
    expect(truncate('abcdefghij', 4, { wordBoundary: true })).toBe('abcd…');
  });
});

describe('pinTitle', () => {
  it('keeps a 200-character grid title and cuts a 201-character one to 200', () => {
    expect(pinTitle({ ...noTitles, gridTitle: 't'.repeat(200) })).toBe('t'.repeat(200));
    expect(pinTitle({ ...noTitles, gridTitle: 't'.repeat(201) })).toBe(`${'t'.repeat(200)}…`);
  });

  it('falls back to the rich summary name, then the rich metadata title, then the story pin title', () => {
    const all = { gridTitle: '', richSummaryName: 'Summary', richMetadataTitle: 'Metadata', storyPinTitle: 'Story' };
    expect(pinTitle(all)).toBe('Summary');
    expect(pinTitle({ ...all, richSummaryName: ' ' })).toBe('Metadata');
    expect(pinTitle({ ...all, richSummaryName: null, richMetadataTitle: null })).toBe('Story');
    expect(pinTitle(noTitles)).toBeNull();
  });

  it('cuts a fall-back title at the default 80 characters', () => {
    expect(pinTitle({ ...noTitles, richSummaryName: 'n'.repeat(80) })).toBe('n'.repeat(80));
    expect(pinTitle({ ...noTitles, richSummaryName: 'n'.repeat(81) })).toBe(`${'n'.repeat(80)}…`);
  });
});

describe('pinDescription', () => {
  it('needs more than 3 characters', () => {
    expect(pinDescription({ ...noDescriptions, closeupUnifiedDescription: 'abc' })).toBeNull();
    expect(pinDescription({ ...noDescriptions, closeupUnifiedDescription: 'abcd' })).toBe('abcd');
  });

  it('skips a description equal to the summary name', () => {
    expect(pinDescription({ closeupUnifiedDescription: 'Linen shirt', richMetadataDescription: null, richSummaryName: 'Linen shirt' })).toBeNull();
    expect(pinDescription({ closeupUnifiedDescription: 'Linen shirts', richMetadataDescription: null, richSummaryName: 'Linen shirt' })).toBe('Linen shirts');
  });

  it('falls back to the rich metadata description', () => {
    expect(pinDescription({ ...noDescriptions, closeupUnifiedDescription: 'ab', richMetadataDescription: 'From the page' })).toBe('From the page');
  });

  it('keeps 496 characters and cuts 497 at a word boundary', () => {
    const text496 = `${'w'.repeat(491)} abcd`;
    expect(text496).toHaveLength(496);
    expect(pinDescription({ ...noDescriptions, closeupUnifiedDescription: text496 })).toBe(text496);
    const text497 = `${'w'.repeat(491)} abcde`;
    expect(pinDescription({ ...noDescriptions, closeupUnifiedDescription: text497 })).toBe(`${'w'.repeat(491)}…`);
  });
});

describe('footerText', () => {
  const base: FooterTextInput = {
    ...noTitles,
    ...noDescriptions,
    gridTitle: 'My own title',
    closeupUnifiedDescription: 'My own words',
    isSensitive: false,
    access: [],
    seoTitle: 'Pin on Board',
    seoDescription: 'Discover Pins',
  };

  it('shows the pin’s own text when it is not sensitive', () => {
    expect(footerText(base)).toEqual({ title: 'My own title', description: 'My own words' });
  });

  it('shows only the SEO text on a sensitive pin', () => {
    expect(footerText({ ...base, isSensitive: true })).toEqual({ title: 'Pin on Board', description: 'Discover Pins' });
  });

  it('shows the author (write access) their own text on a sensitive pin', () => {
    expect(footerText({ ...base, isSensitive: true, access: ['write'] })).toEqual({ title: 'My own title', description: 'My own words' });
  });
});

describe('footerLineClamp', () => {
  it('is 1 in the logged-out shopping mobile experiment, 2 on a square pin, 3 with a price, else 2', () => {
    expect(footerLineClamp({ loggedOutShoppingMobileOneLine: true, isSquare: true, hasPrice: true })).toBe(1);
    expect(footerLineClamp({ loggedOutShoppingMobileOneLine: false, isSquare: true, hasPrice: true })).toBe(2);
    expect(footerLineClamp({ loggedOutShoppingMobileOneLine: false, isSquare: false, hasPrice: true })).toBe(3);
    expect(footerLineClamp({ loggedOutShoppingMobileOneLine: false, isSquare: false, hasPrice: false })).toBe(2);
  });

  it('applies the one-line experiment only to non-members on mobile, shopping pins, group enabled', () => {
    const on = { viewerKind: 'anonymous', isMobile: true, isShopping: true, experimentGroup: 'enabled' } as const;
    expect(isLoggedOutShoppingMobileOneLine(on)).toBe(true);
    expect(isLoggedOutShoppingMobileOneLine({ ...on, viewerKind: 'limited' })).toBe(true);
    expect(isLoggedOutShoppingMobileOneLine({ ...on, viewerKind: 'member' })).toBe(false);
    expect(isLoggedOutShoppingMobileOneLine({ ...on, isMobile: false })).toBe(false);
    expect(isLoggedOutShoppingMobileOneLine({ ...on, isShopping: false })).toBe(false);
    expect(isLoggedOutShoppingMobileOneLine({ ...on, experimentGroup: 'control' })).toBe(false);
  });
});

describe('heights', () => {
  it('is 75 for a signed-in member, else base plus 20 per line (plus 18 for a price)', () => {
    expect(footerHeight({ signedIn: true, lineClamp: 3, hasPrice: true })).toBe(75);
    expect(footerHeight({ signedIn: false, lineClamp: 1, hasPrice: false })).toBe(16 + 20);
    expect(footerHeight({ signedIn: false, lineClamp: 2, hasPrice: false })).toBe(16 + 40);
    expect(footerHeight({ signedIn: false, lineClamp: 3, hasPrice: true })).toBe(16 + 60 + 18);
  });

  it('gives square-pin attribution 68, or 90 with a merchant', () => {
    expect(squareAttributionHeight(false)).toBe(68);
    expect(squareAttributionHeight(true)).toBe(90);
  });

  it('calls a pin square only when width equals height', () => {
    expect(isSquarePin({ width: 236, height: 236 })).toBe(true);
    expect(isSquarePin({ width: 236, height: 237 })).toBe(false);
    expect(isSquarePin(null)).toBe(false);
  });
});

describe('getPriceDisplay', () => {
  const flags = { isOosProduct: false, isStaleProduct: false };
  it('shows a range when min and max differ, the single price when they are equal', () => {
    expect(getPriceDisplay({ price: '$10', minPrice: '$10', maxPrice: '$30' }, flags)).toEqual({ kind: 'price', current: '$10 – $30', original: null, soldOut: false });
    expect(getPriceDisplay({ price: '$10', minPrice: '$10', maxPrice: '$10' }, flags)).toEqual({ kind: 'price', current: '$10', original: null, soldOut: false });
  });

  it('strikes the standard price only when it differs', () => {
    expect(getPriceDisplay({ price: '$20', standardPrice: '$25' }, flags)).toMatchObject({ original: '$25' });
    expect(getPriceDisplay({ price: '$20', standardPrice: '$20' }, flags)).toMatchObject({ original: null });
  });

  it('is stale, sold out, or nothing', () => {
    expect(getPriceDisplay({ price: '$20' }, { isOosProduct: false, isStaleProduct: true })).toEqual({ kind: 'stale' });
    expect(getPriceDisplay({ price: '$20' }, { isOosProduct: true, isStaleProduct: false })).toMatchObject({ soldOut: true });
    expect(getPriceDisplay(null, { isOosProduct: true, isStaleProduct: false })).toEqual({ kind: 'soldOut' });
    expect(getPriceDisplay(null, flags)).toBeNull();
  });

  it('clamps the price to 1 line, 2 for a range or a struck price', () => {
    expect(priceLineClamp({ kind: 'price', current: '$20', original: null, soldOut: false })).toBe(1);
    expect(priceLineClamp({ kind: 'price', current: '$20', original: '$25', soldOut: false })).toBe(2);
    expect(priceLineClamp({ kind: 'price', current: '$10 – $30', original: null, soldOut: false })).toBe(2);
  });
});

describe('attributionType', () => {
  const base: AttributionInput = {
    isPromoted: false,
    hasPaidPartnership: false,
    surface: 'home',
    option: 'default',
    viewerOwnsOrCollaboratesOnBoard: false,
    boardIsCollaborative: false,
  };

  it('credits the pinner on the home feed', () => expect(attributionType(base)).toBe('surface'));
  it('credits the promoter of a promoted pin', () => expect(attributionType({ ...base, isPromoted: true, hasPaidPartnership: true })).toBe('promoted'));
  it('credits the sponsor of a paid partnership', () => expect(attributionType({ ...base, hasPaidPartnership: true })).toBe('sponsored'));
  it('hides every credit with the hide option', () => expect(attributionType({ ...base, isPromoted: true, option: 'hide' })).toBe('hidden'));
  it('gives image-only credit with that option', () => expect(attributionType({ ...base, option: 'imageOnly' })).toBe('imageOnly'));
  it('names the board on a profile grid', () => expect(attributionType({ ...base, surface: 'profile' })).toBe('board'));

  it('shows who saved a pin on a collaborative board only to its owner or collaborators', () => {
    const board = { ...base, surface: 'board' } as const;
    expect(attributionType({ ...board, viewerOwnsOrCollaboratesOnBoard: true, boardIsCollaborative: true })).toBe('surface');
    expect(attributionType({ ...board, viewerOwnsOrCollaboratesOnBoard: false, boardIsCollaborative: true })).toBe('hidden');
    expect(attributionType({ ...board, viewerOwnsOrCollaboratesOnBoard: true, boardIsCollaborative: false })).toBe('hidden');
  });
});

describe('sponsorshipText', () => {
  const none = { isPromoted: false, promoterName: null, sponsorship: null, hasAffiliatedProducts: false };

  it("says 'Promoted by' and the promoter on a promoted pin", () => {
    expect(sponsorshipText({ ...none, isPromoted: true, promoterName: 'Acme' }).primary).toBe('Promoted by Acme');
    expect(sponsorshipText({ ...none, isPromoted: false, promoterName: 'Acme' }).primary).toBeNull();
  });

  it.each([
    [0, null],
    [1, 'Paid partnership with Bea'],
    [2, null],
    [3, null],
  ])('status %d with a sponsor name → %s', (status, text) => {
    expect(sponsorshipText({ ...none, sponsorship: { status, sponsorName: 'Bea' } }).primary).toBe(text);
  });

  it.each([0, 1, 2, 3])("status %d without a name → 'Paid partnership'", (status) => {
    expect(sponsorshipText({ ...none, sponsorship: { status, sponsorName: null } }).primary).toBe('Paid partnership');
  });

  it("adds 'Includes sponsored products' for affiliated products", () => {
    expect(sponsorshipText({ ...none, hasAffiliatedProducts: true })).toEqual({ primary: null, affiliate: 'Includes sponsored products' });
    expect(sponsorshipText(none)).toEqual({ primary: null, affiliate: null });
  });

  it('finds affiliated products by their label', () => {
    expect(hasAffiliatedProducts([{ labels: ['sale'] }, { labels: ['Affiliate'] }])).toBe(true);
    expect(hasAffiliatedProducts([{ labels: ['sale'] }])).toBe(false);
  });

  it('makes affiliate or sponsored links nofollow', () => {
    expect(outboundLinkRel({ isAffiliate: true, isSponsored: false })).toBe('nofollow');
    expect(outboundLinkRel({ isAffiliate: false, isSponsored: true })).toBe('nofollow');
    expect(outboundLinkRel({ isAffiliate: false, isSponsored: false })).toBe('none');
  });
});

describe('ad label and AI disclosure', () => {
  it.each([
    ['promoted', 'Promoted'],
    ['ad', 'Ad'],
    ['sponsored', 'Sponsored'],
  ] as const)('group %s → %s on a promoted pin, nothing on others', (group, label) => {
    expect(adLabel(true, group)).toBe(label);
    expect(adLabel(false, group)).toBeNull();
  });

  const ai = { madeWithAi: false, modifiedWithAi: false, partsMadeWithAi: false };
  it('names the AI disclosure of an ad', () => {
    expect(aiDisclosureText(true, { ...ai, madeWithAi: true })).toBe('This ad was made with AI');
    expect(aiDisclosureText(true, { ...ai, modifiedWithAi: true })).toBe('This ad was modified with AI');
    expect(aiDisclosureText(true, { ...ai, partsMadeWithAi: true })).toBe('Parts of this ad were made with AI');
    expect(aiDisclosureText(true, ai)).toBeNull();
    expect(aiDisclosureText(false, { ...ai, madeWithAi: true })).toBeNull();
  });
});

describe('isFooterHidden', () => {
  it('hides the footer for logged-out visitors and in the hidden group', () => {
    expect(isFooterHidden({ viewerKind: 'anonymous', footerGroup: 'enabled' })).toBe(true);
    expect(isFooterHidden({ viewerKind: 'member', footerGroup: 'hidden' })).toBe(true);
    expect(isFooterHidden({ viewerKind: 'member', footerGroup: 'enabled' })).toBe(false);
    expect(isFooterHidden({ viewerKind: 'limited', footerGroup: 'enabled' })).toBe(false);
  });
});
