/**
 * A serving decision's record (issue 19, pin-card §3 ad targeting attribution): only what really
 * matched is set, the rest false or null. It is stored in ad_serves.matched and sent on the served pin
 * (ad_targeting_attribution); ad_match_reason is derived from it.
 *
 * Never set: lookalike, engagement, visitor, shopping prospecting and persona matching, and GPS
 * location (the platform has none of those audiences or signals), geo_postal_code. A matched country is
 * the geo_region.
 */
import type { V3AdTargetingAttribution } from '../types.ts';
import type { Matched } from './targeting.ts';

/** ad_match_reason values (issue 19 contract). */
export const AD_MATCH_REASONS = { untargeted: 0, interest: 1, keyword: 2, customer_list: 3, demographic: 4, expanded: 5 } as const;

export interface GroupFlags {
  advertiserName: string;
  firstPartyPersonalization: boolean;
  thirdPartyPersonalization: boolean;
}

export function attributionOf(matched: Matched, group: GroupFlags): V3AdTargetingAttribution {
  return {
    advertiser_name: group.advertiserName,
    is_first_party_personalization_enabled: group.firstPartyPersonalization,
    is_third_party_personalization_enabled: group.thirdPartyPersonalization,
    customer_list_matched: matched.customerList,
    lookalike_matched: false,
    engagement_matched: false,
    expanded_targeting_matched: matched.expanded,
    from_gps_location: false,
    visitor_matched: false,
    shopping_prospecting_matched: false,
    persona_matched: false,
    matched_age_bucket: matched.ageBucket,
    matched_locale: matched.locale,
    matched_interest: matched.interest,
    matched_gender: matched.gender,
    matched_device: matched.device,
    matched_keyword: matched.keyword,
    geo_region: matched.country,
    geo_postal_code: null,
  };
}

/**
 * ad_match_reason of a record: expanded (5) when expansion reached the viewer, else the strongest
 * thing that matched: a customer list (3), a search keyword (2), an interest (1), a demographic (age,
 * gender, locale, country or device: 4); untargeted (0) when nothing was targeted.
 */
export function matchReasonOf(attribution: V3AdTargetingAttribution, genderUnknownMatched = false): number {
  if (attribution.expanded_targeting_matched) return AD_MATCH_REASONS.expanded;
  if (attribution.customer_list_matched) return AD_MATCH_REASONS.customer_list;
  if (attribution.matched_keyword !== null) return AD_MATCH_REASONS.keyword;
  if (attribution.matched_interest !== null) return AD_MATCH_REASONS.interest;
  const demographic = [attribution.matched_age_bucket, attribution.matched_gender, attribution.matched_locale, attribution.matched_device, attribution.geo_region].some((v) => v !== null);
  return demographic || genderUnknownMatched ? AD_MATCH_REASONS.demographic : AD_MATCH_REASONS.untargeted;
}
