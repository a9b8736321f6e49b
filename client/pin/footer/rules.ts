/**
 * The pin card footer's display rules (pin-card spec §2, §4, §5, §6, §9), as pure functions fed by
 * fragment data. Every number here is the spec's.
 */
import type { ViewerKind } from '../../account/gate';
import type { LineClamp } from './height';

// ── Text (§5, §9) ────────────────────────────────────────────────────────────

/** The grid title is cut to 200 characters. */
export const GRID_TITLE_MAX = 200;
/** The description is cut to 496 characters, at a word boundary. */
export const DESCRIPTION_MAX = 496;
/** Any other text (the fall-back titles) is cut to 80 characters. */
export const DEFAULT_TEXT_MAX = 80;
/** A description must be longer than this to be shown. */
export const DESCRIPTION_MIN_EXCLUSIVE = 3;
export const ELLIPSIS = '…';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Trailing punctuation and spaces, stripped before the ellipsis of a shortened text. */
const TRAILING_PUNCTUATION = /[\s\p{P}]+$/u;

/**
 * `text` when it has at most `max` characters; otherwise its first `max` characters (or, with
 * `wordBoundary`, up to the last whole word within them), trailing punctuation stripped, plus '…'.
 */
export function truncate(text: string, max: number = DEFAULT_TEXT_MAX, { wordBoundary = false }: { readonly wordBoundary?: boolean } = {}): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let kept = chars.slice(0, max).join('');
  if (wordBoundary && !/\s/u.test(chars[max] ?? '')) {
    // The cut falls inside a word: drop that partial word (unless the whole text is one word).
    const lastSpace = kept.search(/\s\S*$/u);
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return `${kept.replace(TRAILING_PUNCTUATION, '')}${ELLIPSIS}`;
}

export interface TitleInput {
  /** The pin's own (grid) title. */
  readonly gridTitle: string | null | undefined;
  readonly richSummaryName: string | null | undefined;
  readonly richMetadataTitle: string | null | undefined;
  readonly storyPinTitle: string | null | undefined;
}

/**
 * The card title: the grid title cut to 200; otherwise the rich summary name, the rich metadata
 * title, then the story pin title (fall-backs use the default cut, 80). Null when none is present.
 */
export function pinTitle(input: TitleInput): string | null {
  if (present(input.gridTitle)) return truncate(input.gridTitle.trim(), GRID_TITLE_MAX);
  for (const fallback of [input.richSummaryName, input.richMetadataTitle, input.storyPinTitle]) {
    if (present(fallback)) return truncate(fallback.trim(), DEFAULT_TEXT_MAX);
  }
  return null;
}

export interface DescriptionInput {
  readonly closeupUnifiedDescription: string | null | undefined;
  readonly richMetadataDescription: string | null | undefined;
  readonly richSummaryName: string | null | undefined;
}

/**
 * The description: the closeup unified description, else the rich metadata description; each is
 * used only if longer than 3 characters and different from the summary name; cut to 496 at a word
 * boundary. Null when neither qualifies.
 */
export function pinDescription(input: DescriptionInput): string | null {
  const name = input.richSummaryName?.trim() ?? null;
  for (const candidate of [input.closeupUnifiedDescription, input.richMetadataDescription]) {
    const text = candidate?.trim() ?? '';
    if (Array.from(text).length > DESCRIPTION_MIN_EXCLUSIVE && text !== name) return truncate(text, DESCRIPTION_MAX, { wordBoundary: true });
  }
  return null;
}

export interface FooterTextInput extends TitleInput, DescriptionInput {
  readonly isSensitive: boolean;
  /** The viewer's access to the pin; 'write' means they may edit it (their own pin). */
  readonly access: ReadonlyArray<string>;
  readonly seoTitle: string | null | undefined;
  readonly seoDescription: string | null | undefined;
}

/** The viewer may edit the pin (pin-card §6). */
export const hasWriteAccess = (access: ReadonlyArray<string>): boolean => access.includes('write');

/**
 * Title and description for the footer. Sensitive pins show only their SEO title and description —
 * except to a viewer with 'write' access, who sees their own text (decision: the sensitivity rule
 * protects other viewers, not the author, who must be able to recognise and edit the pin).
 */
export function footerText(input: FooterTextInput): { readonly title: string | null; readonly description: string | null } {
  if (input.isSensitive && !hasWriteAccess(input.access)) {
    return {
      title: present(input.seoTitle) ? truncate(input.seoTitle.trim(), GRID_TITLE_MAX) : null,
      description: present(input.seoDescription) ? truncate(input.seoDescription.trim(), DESCRIPTION_MAX, { wordBoundary: true }) : null,
    };
  }
  return { title: pinTitle(input), description: pinDescription(input) };
}

// ── Layout (§9) ──────────────────────────────────────────────────────────────

// The footer's heights (footerHeight) are in ./height.ts: the skeletons of the app's first script use them.
export { FOOTER_BASE_HEIGHT, FOOTER_LINE_HEIGHT, FOOTER_PRICE_HEIGHT, footerHeight, SIGNED_IN_FOOTER_HEIGHT, type LineClamp } from './height';
export const SQUARE_ATTRIBUTION_HEIGHT = 68;
export const SQUARE_ATTRIBUTION_HEIGHT_WITH_MERCHANT = 90;
export const TITLE_LINE_CLAMP = 2;
export const CARD_ROUNDING = 4;

export interface LineClampInput {
  /** Logged-out (not a full member), mobile, shopping pin, experiment web_unauth_shopping_one_line enabled. */
  readonly loggedOutShoppingMobileOneLine: boolean;
  readonly isSquare: boolean;
  readonly hasPrice: boolean;
}

/** Footer line clamp: 1 (logged-out shopping mobile experiment), 2 (square), 3 with a price, else 2. */
export function footerLineClamp({ loggedOutShoppingMobileOneLine, isSquare, hasPrice }: LineClampInput): LineClamp {
  if (loggedOutShoppingMobileOneLine) return 1;
  if (isSquare) return 2;
  if (hasPrice) return 3;
  return 2;
}

/** Whether the one-line experiment applies: not a member, mobile, a shopping pin, group 'enabled'. */
export function isLoggedOutShoppingMobileOneLine(input: {
  readonly viewerKind: ViewerKind;
  readonly isMobile: boolean;
  readonly isShopping: boolean;
  readonly experimentGroup: string;
}): boolean {
  return input.viewerKind !== 'member' && input.isMobile && input.isShopping && input.experimentGroup === 'enabled';
}

/** Attribution height of a square pin: 68, or 90 when a merchant is shown. */
export const squareAttributionHeight = (hasMerchant: boolean): number =>
  hasMerchant ? SQUARE_ATTRIBUTION_HEIGHT_WITH_MERCHANT : SQUARE_ATTRIBUTION_HEIGHT;

/** A square pin: its image is exactly as wide as it is high. */
export const isSquarePin = (image: { readonly width: number; readonly height: number } | null | undefined): boolean =>
  image != null && image.width > 0 && image.width === image.height;

// ── Price (§4) ───────────────────────────────────────────────────────────────

export interface OfferSummaryInput {
  readonly price?: string | null;
  readonly minPrice?: string | null;
  readonly maxPrice?: string | null;
  readonly standardPrice?: string | null;
}

export type PriceDisplay =
  /** Price is stale: the card asks the visitor to check the site instead of showing it. */
  | { readonly kind: 'stale' }
  | {
      readonly kind: 'price';
      /** A single price, or "min – max". */
      readonly current: string;
      /** The original price, struck through, when it differs from the current single price. */
      readonly original: string | null;
      readonly soldOut: boolean;
    }
  /** Out of stock, and no price to show. */
  | { readonly kind: 'soldOut' };

/**
 * Price rules: a min and a max (that differ) show as a range, otherwise the single price;
 * the original (standard) price is struck through when it differs from the current price;
 * isStaleProduct → 'See price on site'; isOosProduct → 'Sold out'.
 * Returns null when there is nothing to show (not a product pin).
 */
export function getPriceDisplay(
  offer: OfferSummaryInput | null | undefined,
  flags: { readonly isOosProduct: boolean; readonly isStaleProduct: boolean },
): PriceDisplay | null {
  if (flags.isStaleProduct) return { kind: 'stale' };

  let current: string | null = null;
  let isRange = false;
  if (offer && present(offer.minPrice) && present(offer.maxPrice) && offer.minPrice !== offer.maxPrice) {
    current = `${offer.minPrice} – ${offer.maxPrice}`;
    isRange = true;
  } else if (offer && present(offer.price)) {
    current = offer.price;
  } else if (offer && present(offer.minPrice)) {
    current = offer.minPrice;
  }

  if (current === null) return flags.isOosProduct ? { kind: 'soldOut' } : null;

  const original = !isRange && offer && present(offer.standardPrice) && offer.standardPrice !== current ? offer.standardPrice : null;
  return { kind: 'price', current, original, soldOut: flags.isOosProduct };
}

/** Price clamp, 1 to 2 lines: 2 when a range or a struck-through original price makes it long. */
export function priceLineClamp(price: PriceDisplay): 1 | 2 {
  return price.kind === 'price' && (price.original !== null || price.current.includes(' – ')) ? 2 : 1;
}

// ── Attribution (§4, §6) ─────────────────────────────────────────────────────

/** Where the card is shown. */
export type PinSurface = 'home' | 'board' | 'profile';
/** A surface's attribution option: normal, image-only credit, or none. */
export type AttributionOption = 'default' | 'imageOnly' | 'hide';
export type AttributionType = 'promoted' | 'sponsored' | 'board' | 'surface' | 'imageOnly' | 'hidden';

export interface AttributionInput {
  readonly isPromoted: boolean;
  /** The pin carries a paid-partnership text (see sponsorshipText). */
  readonly hasPaidPartnership: boolean;
  readonly surface: PinSurface;
  readonly option: AttributionOption;
  /** The viewer owns the pin's board or collaborates on it. */
  readonly viewerOwnsOrCollaboratesOnBoard: boolean;
  readonly boardIsCollaborative: boolean;
}

/**
 * Which attribution the footer shows:
 * - option 'hide' → hidden (no credit at all);
 * - promoted → 'promoted' (promoter), paid partnership → 'sponsored' (sponsor);
 * - option 'imageOnly' → 'imageOnly' (the pinner's picture alone);
 * - board grid: the board's owner or a collaborator of a collaborative board sees who saved each pin
 *   ('surface'); anyone else sees no credit ('hidden': the board header already names its owner);
 * - profile grid: 'board' (which of the person's boards the pin is on);
 * - home feed: 'surface' (the pinner).
 */
export function attributionType(input: AttributionInput): AttributionType {
  if (input.option === 'hide') return 'hidden';
  if (input.isPromoted) return 'promoted';
  if (input.hasPaidPartnership) return 'sponsored';
  if (input.option === 'imageOnly') return 'imageOnly';
  switch (input.surface) {
    case 'board':
      return input.viewerOwnsOrCollaboratesOnBoard && input.boardIsCollaborative ? 'surface' : 'hidden';
    case 'profile':
      return 'board';
    case 'home':
      return 'surface';
  }
}

// ── Sponsorship (§5) ─────────────────────────────────────────────────────────

/** Sponsorship statuses that, with a sponsor name, show no name-based text. */
export const SILENT_SPONSORSHIP_STATUSES: ReadonlySet<number> = new Set([0, 2, 3]);
/** A product label marking an affiliated (sponsored) product. */
export const AFFILIATE_LABEL = 'affiliate';

export interface SponsorshipInput {
  readonly isPromoted: boolean;
  readonly promoterName: string | null | undefined;
  readonly sponsorship: { readonly status: number; readonly sponsorName: string | null | undefined } | null | undefined;
  readonly hasAffiliatedProducts: boolean;
}

export interface SponsorshipText {
  /** 'Promoted by X', 'Paid partnership with X', 'Paid partnership', or null. */
  readonly primary: string | null;
  /** The pin's products are affiliated: 'Includes sponsored products'. */
  readonly affiliate: string | null;
}

/**
 * Promoted → 'Promoted by' + promoter name. A sponsorship with status 0, 2 or 3 and a sponsor name
 * shows no name-based text; otherwise 'Paid partnership with' + name, or 'Paid partnership' alone
 * when there is no name. Affiliated products add 'Includes sponsored products'.
 */
export function sponsorshipText(input: SponsorshipInput): SponsorshipText {
  const affiliate = input.hasAffiliatedProducts ? 'Includes sponsored products' : null;
  if (input.isPromoted && present(input.promoterName)) return { primary: `Promoted by ${input.promoterName.trim()}`, affiliate };
  const { sponsorship } = input;
  if (!sponsorship || input.isPromoted) return { primary: null, affiliate };
  const name = present(sponsorship.sponsorName) ? sponsorship.sponsorName.trim() : null;
  if (name === null) return { primary: 'Paid partnership', affiliate };
  if (SILENT_SPONSORSHIP_STATUSES.has(sponsorship.status)) return { primary: null, affiliate };
  return { primary: `Paid partnership with ${name}`, affiliate };
}

/** Any product of the pin carries the affiliate label. */
export function hasAffiliatedProducts(products: ReadonlyArray<{ readonly labels: ReadonlyArray<string> }>): boolean {
  return products.some((product) => product.labels.some((label) => label.toLowerCase() === AFFILIATE_LABEL));
}

/**
 * rel for the pin's outbound link (Gestalt Link's rel): affiliate or sponsored links get 'nofollow';
 * Gestalt adds 'noopener noreferrer' to every link opened in a new tab.
 */
export function outboundLinkRel({ isAffiliate, isSponsored }: { readonly isAffiliate: boolean; readonly isSponsored: boolean }): 'nofollow' | 'none' {
  return isAffiliate || isSponsored ? 'nofollow' : 'none';
}

// ── Ad label and AI disclosure (§5) ──────────────────────────────────────────

export type AdLabelGroup = 'promoted' | 'ad' | 'sponsored';
const AD_LABELS: Readonly<Record<AdLabelGroup, string>> = { ad: 'Ad', promoted: 'Promoted', sponsored: 'Sponsored' };

/** The label on a promoted pin for the viewer's web_ad_label group ('Promoted' by default); null on other pins. */
export function adLabel(isPromoted: boolean, group: AdLabelGroup): string | null {
  return isPromoted ? AD_LABELS[group] : null;
}

export interface AiDisclosureInput {
  readonly madeWithAi: boolean;
  readonly modifiedWithAi: boolean;
  readonly partsMadeWithAi: boolean;
}

/** The AI disclosure of an ad (the strongest that applies), or null. Only promoted pins carry one. */
export function aiDisclosureText(isPromoted: boolean, ai: AiDisclosureInput | null | undefined): string | null {
  if (!isPromoted || !ai) return null;
  if (ai.madeWithAi) return 'This ad was made with AI';
  if (ai.modifiedWithAi) return 'This ad was modified with AI';
  if (ai.partsMadeWithAi) return 'Parts of this ad were made with AI';
  return null;
}

// ── Visibility (§2) ──────────────────────────────────────────────────────────

/** The footer is hidden for logged-out visitors and by experiment web_pin_footer = 'hidden'. */
export function isFooterHidden({ viewerKind, footerGroup }: { readonly viewerKind: ViewerKind; readonly footerGroup: string }): boolean {
  return viewerKind === 'anonymous' || footerGroup === 'hidden';
}
