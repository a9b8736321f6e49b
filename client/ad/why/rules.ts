/**
 * Pure rules of "Why am I seeing this Ad?" (pin-card §2, §3, §5, §8, §9): the modal's texts and links,
 * the reason items shown for a served ad's targeting attribution (only non-empty values and true
 * flags; gender only Female or Male and never when the viewer's own profile leaves it unspecified;
 * device 'web' → 'Web', 'web_mobile' → 'Mobile Web'), the reason lines worded by the first- and
 * third-party personalization flags (the promoted-partnership variant names advertiser and partner),
 * and the targeting summary logged when the modal opens (non-false, non-empty attributes, at most 4).
 */

import { WHY_AD_MENU_LABEL } from './label';

/** §2: the modal's title (its dialog name; also the menu item's label) and its heading. */
export const WHY_AD_TITLE = WHY_AD_MENU_LABEL;
export const WHY_AD_HEADING = "Why you're seeing this ad";

/** §2: the new-tab links (the two privacy sections are in client/legal/PrivacyPage.tsx). */
export const WHY_AD_LINKS = [
  { key: 'personal', text: 'Personal settings', href: '/settings' },
  { key: 'privacy-settings', text: 'Privacy settings', href: '/privacy#ads-personalization' },
  { key: 'privacy-policy', text: 'Privacy policy', href: '/privacy' },
  { key: 'blocking', text: 'Blocking accounts', href: '/privacy#blocking-accounts' },
] as const;

/**
 * The event logged when the modal opens (platform event logging, POST /v3/events/). The impressions
 * part uses 13000–13003; this one is 13010 so that range can grow.
 */
export const AD_REASONS_OPEN_EVENT = 13010;

/** §9: up to 4 targeting attributes logged. */
export const MAX_LOGGED_ATTRIBUTES = 4;

/** Pin.adTargetingAttribution as the client reads it (pin-card §3). */
export interface TargetingAttribution {
  readonly advertiserName?: string | null | undefined;
  readonly isFirstPartyPersonalizationEnabled: boolean;
  readonly isThirdPartyPersonalizationEnabled: boolean;
  readonly customerListMatched: boolean;
  readonly lookalikeMatched: boolean;
  readonly engagementMatched: boolean;
  readonly expandedTargetingMatched: boolean;
  readonly fromGpsLocation: boolean;
  readonly visitorMatched: boolean;
  readonly shoppingProspectingMatched: boolean;
  readonly personaMatched: boolean;
  readonly matchedAgeBucket?: string | null | undefined;
  readonly matchedLocale?: string | null | undefined;
  readonly matchedInterest?: string | null | undefined;
  readonly matchedGender?: string | null | undefined;
  readonly matchedDevice?: string | null | undefined;
  readonly matchedKeyword?: string | null | undefined;
  readonly geoRegion?: string | null | undefined;
  readonly geoPostalCode?: string | null | undefined;
}

/** The promoted-partnership fields of a pin (pin-card §3). */
export interface Partnership {
  readonly isEligibleForPromotedPartnership: boolean;
  readonly promotedPartnershipAdvertiserName?: string | null | undefined;
  readonly promotedPartnershipAttributionName?: string | null | undefined;
}

/** The matched attributes, in the order the summary keeps them, with the name each is logged under. */
const ATTRIBUTES = [
  ['matchedInterest', 'matched_interest'],
  ['matchedKeyword', 'matched_keyword'],
  ['customerListMatched', 'customer_list_matched'],
  ['lookalikeMatched', 'lookalike_matched'],
  ['engagementMatched', 'engagement_matched'],
  ['visitorMatched', 'visitor_matched'],
  ['shoppingProspectingMatched', 'shopping_prospecting_matched'],
  ['personaMatched', 'persona_matched'],
  ['expandedTargetingMatched', 'expanded_targeting_matched'],
  ['matchedAgeBucket', 'matched_age_bucket'],
  ['matchedGender', 'matched_gender'],
  ['matchedLocale', 'matched_locale'],
  ['matchedDevice', 'matched_device'],
  ['fromGpsLocation', 'from_gps_location'],
  ['geoRegion', 'geo_region'],
  ['geoPostalCode', 'geo_postal_code'],
] as const satisfies readonly (readonly [keyof TargetingAttribution, string])[];

/** A value that counts: a true flag or a string with something other than spaces. */
function present(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim() !== '';
}

const text = (value: string | null | undefined): string | null => (present(value) ? (value ?? '').trim() : null);

/**
 * §5: the gender item's text, 'Female' or 'Male' only; none for any other matched value ('unknown',
 * 'nonbinary', …) and none when the viewer's own profile leaves gender unspecified (null — the
 * sign-up step skipped — or 'unspecified').
 */
export function genderLabel(matchedGender: string | null | undefined, viewerGender: string | null | undefined): 'Female' | 'Male' | null {
  const own = viewerGender?.trim().toLowerCase() ?? '';
  if (own === '' || own === 'unspecified') return null;
  switch (matchedGender?.trim().toLowerCase()) {
    case 'female':
      return 'Female';
    case 'male':
      return 'Male';
    default:
      return null;
  }
}

/**
 * §5 device mapping: 'web' and its variant 'web_desktop' → 'Web', 'web_mobile' → 'Mobile Web'
 * (case aside); anything else shows no device item.
 */
export function deviceLabel(device: string | null | undefined): 'Web' | 'Mobile Web' | null {
  switch (device?.trim().toLowerCase()) {
    case 'web':
    case 'web_desktop':
      return 'Web';
    case 'web_mobile':
      return 'Mobile Web';
    default:
      return null;
  }
}

/** The advertiser as the modal names it: the attribution's name, else the promoter's, else a plain word. */
export function advertiserOf(attribution: Pick<TargetingAttribution, 'advertiserName'> | null | undefined, promoterName: string | null | undefined): string {
  return text(attribution?.advertiserName) ?? text(promoterName) ?? 'The advertiser';
}

export interface ReasonItem {
  /** The attribute it explains (logged names of ATTRIBUTES). */
  readonly key: string;
  readonly text: string;
}

/**
 * §5: the list of what matched, one item per non-empty value or true flag (gender and device by their
 * rules above), in the summary's order.
 */
export function reasonItems(attribution: TargetingAttribution, advertiser: string, viewerGender: string | null | undefined): readonly ReasonItem[] {
  const items: ReasonItem[] = [];
  const add = (key: string, value: string | null) => {
    if (value !== null) items.push({ key, text: value });
  };
  const interest = text(attribution.matchedInterest);
  add('matched_interest', interest && `You're interested in ${interest}`);
  const keyword = text(attribution.matchedKeyword);
  add('matched_keyword', keyword && `You searched for “${keyword}”`);
  add('customer_list_matched', attribution.customerListMatched ? `${advertiser} has info about you, such as your email address` : null);
  add('lookalike_matched', attribution.lookalikeMatched ? `You're similar to people ${advertiser} wants to reach` : null);
  add('engagement_matched', attribution.engagementMatched ? `You engaged with ${advertiser}'s Pins` : null);
  add('visitor_matched', attribution.visitorMatched ? `You visited ${advertiser}'s website` : null);
  add('shopping_prospecting_matched', attribution.shoppingProspectingMatched ? `You showed interest in products like ${advertiser}'s` : null);
  add('persona_matched', attribution.personaMatched ? `You're in an audience ${advertiser} chose` : null);
  add('expanded_targeting_matched', attribution.expandedTargetingMatched ? `You're like people interested in what ${advertiser} chose` : null);
  const age = text(attribution.matchedAgeBucket);
  add('matched_age_bucket', age && `Your age: ${age}`);
  const gender = genderLabel(attribution.matchedGender, viewerGender);
  add('matched_gender', gender && `Your gender: ${gender}`);
  const locale = text(attribution.matchedLocale);
  add('matched_locale', locale && `Your language: ${locale}`);
  const device = deviceLabel(attribution.matchedDevice);
  add('matched_device', device && `Your device: ${device}`);
  add('from_gps_location', attribution.fromGpsLocation ? "You're near a place this ad is for" : null);
  const region = text(attribution.geoRegion);
  add('geo_region', region && `Your location: ${region}`);
  const postal = text(attribution.geoPostalCode);
  add('geo_postal_code', postal && `Your postal code: ${postal}`);
  return items;
}

/** §8: the third-party reason, word for word. */
export const THIRD_PARTY_REASON = 'This ad was personalized for you using info from one of our partners';

/** §8: the promoted-partnership variant of the third-party reason, naming advertiser and partner. */
export const partnershipReason = (advertiser: string, partner: string): string =>
  `This ad was personalized for you using info from ${advertiser} and its partner ${partner}`;

/** The first-party reason: the advertiser may use its own info about the viewer (its flag says it may, not that it matched). */
export const firstPartyReason = (advertiser: string): string => `${advertiser} may use info it has about you, such as visits to its website, to personalize its ads`;

/** A served ad where nothing matched (an untargeted ad group). */
export const wideAudienceReason = (advertiser: string): string => `${advertiser} chose to show this ad to a wide audience, not to people like you in particular`;

/** Neither flag: only what the viewer does here chose the ad. */
export const ACTIVITY_REASON = 'This ad was chosen from your activity on Corkboard, not from info the advertiser or our partners have about you';

/** The partnership's two names when the pin is a promoted partnership naming both; else null. */
export function partnershipNames(partnership: Partnership | null | undefined): { readonly advertiser: string; readonly partner: string } | null {
  if (!partnership?.isEligibleForPromotedPartnership) return null;
  const advertiser = text(partnership.promotedPartnershipAdvertiserName);
  const partner = text(partnership.promotedPartnershipAttributionName);
  return advertiser && partner ? { advertiser, partner } : null;
}

/**
 * §4, §8: the reasons by the personalization flags — first-party on: the advertiser's own info;
 * third-party on: info from one of our partners (for a promoted partnership naming both, the variant
 * naming advertiser and partner); neither: the viewer's activity here.
 */
export function reasonLines(
  attribution: Pick<TargetingAttribution, 'isFirstPartyPersonalizationEnabled' | 'isThirdPartyPersonalizationEnabled'>,
  advertiser: string,
  partnership: Partnership | null | undefined,
): readonly string[] {
  const lines: string[] = [];
  if (attribution.isFirstPartyPersonalizationEnabled) lines.push(firstPartyReason(advertiser));
  if (attribution.isThirdPartyPersonalizationEnabled) {
    const names = partnershipNames(partnership);
    lines.push(names ? partnershipReason(names.advertiser, names.partner) : THIRD_PARTY_REASON);
  }
  if (lines.length === 0) lines.push(ACTIVITY_REASON);
  return lines;
}

/**
 * §5, §9: the targeting summary for logging — the matched attributes that are neither false nor
 * empty, by their logged names, at most MAX_LOGGED_ATTRIBUTES (the first in ATTRIBUTES order).
 */
export function targetingSummary(attribution: TargetingAttribution | null | undefined): Readonly<Record<string, string | true>> {
  const summary: Record<string, string | true> = {};
  if (!attribution) return summary;
  let count = 0;
  for (const [field, name] of ATTRIBUTES) {
    if (count >= MAX_LOGGED_ATTRIBUTES) break;
    const value = attribution[field];
    if (!present(value)) continue;
    summary[name] = typeof value === 'string' ? value.trim() : true;
    count += 1;
  }
  return summary;
}

/** aux_data of the open event: the serve, and the targeting summary. */
export function openEventAuxData(adServeId: string | null | undefined, attribution: TargetingAttribution | null | undefined): string {
  return JSON.stringify({ ...(adServeId ? { ad_serve_id: adServeId } : {}), targeting: targetingSummary(attribution) });
}
