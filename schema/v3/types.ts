/** v3 shapes as the GraphQL layer sees them, after camelize(). Types only: no server code is imported. */
import type * as V3 from '../../server/v3/types.ts';
import type { Camelize } from './camelize.ts';

export type Pin = Camelize<V3.V3Pin>;
export type UserSummary = Camelize<V3.V3UserSummary>;
/** A user as embedded (summary) or read in full; the extra fields load on demand. */
export type User = UserSummary & Partial<Camelize<V3.V3User>>;
export type BoardSummary = Camelize<V3.V3BoardSummary>;
export type Board = BoardSummary & Partial<Camelize<V3.V3Board>>;
/** A section as embedded (pin answers), or read alone and in its board's list with its counts and cover. */
export type Section = Camelize<V3.V3Section> & Partial<Camelize<V3SectionDetails>>;
export type Image = Pin['images']['236x'];
/** An experience placement (GET /v3/experiences/). */
export type Experience = Camelize<V3.V3Experience>;
/** What POST/PUT /v3/pins/{id}/repin/ answers. */
export type SaveResult = Camelize<V3.V3SaveResult>;
/** What DELETE /v3/pins/{id}/ answers. */
export type DeleteResult = Camelize<V3.V3DeleteResult>;

/** The signed-in user as v3 shows them to themselves (GET /v3/users/me/). */
export type Me = Camelize<V3.V3User> & {
  email: string | null;
  saveBehavior: number;
  darkMode: boolean;
  isEmployee: boolean;
  isPartner: boolean;
  /** The business name given at convertToBusiness (issue 19); null for personal accounts, absent from older v3 servers. */
  businessName?: string | null;
  secretBoardCount: number;
  gender: string | null;
  useCase: string | null;
  /** The sign-up step to resume at; null once finished or skipped. Absent from older v3 servers. */
  onboardingStep?: string | null;
  /** A limited-login session (from an emailed log-in link); absent from older v3 servers. */
  isLimitedLogin?: boolean;
};

/** A personal access token as its owner sees it (GET /v3/users/me/tokens/). */
export type AccessToken = Camelize<V3.V3AccessToken>;
/** What POST /v3/users/me/tokens/ answers: the token and, this once, its secret. */
export type CreatedAccessToken = Camelize<V3.V3CreatedAccessToken>;

/** DELETE /v3/boards/{id}/ (server/v3/board/edit.ts). */
export type BoardDeleted = Camelize<{ id: string; deleted: 'board' }>;
/** DELETE /v3/board_sections/{id}/. */
export type SectionDeleted = Camelize<{ id: string; deleted: 'section'; pins: 'keep' | 'delete' }>;
/** DELETE /v3/bulk_edit/ and /v3/bulk_edit/select_all/. */
export type BulkDeleted = Camelize<V3.V3BulkDeleteResult>;
/** POST /v3/bulk_edit/move/: `moved` or, for a copy, `copied`. */
export type BulkMoved = Camelize<V3.V3BulkMoveResult>;
/** PUT and DELETE /v3/pins/{id}/favorite/. */
export type FavoriteResult = Camelize<V3.V3FavoriteResult>;
/** GET /v3/boards/{id}/pin_filters/: the chips that match something on the board. */
export type PinFilters = Camelize<{
  colors: { family: string; count: number }[];
  interests: { id: string; name: string; url_name: string; count: number }[];
  created_by_me: number;
  favorited: number;
}>;

/**
 * What a section read alone or in its board's list adds to the embedded one (part B of issue 14; to be
 * replaced by server/v3/types.ts V3SectionDetails once that is committed).
 */
interface V3SectionDetails {
  pin_count: number;
  cover_images: V3.V3Images | null;
  position: number;
}

/* ---------------------------------------------------------------------------------------------
 * Ads (issue 19), as /work/issue19/contract.md fixes the v3 shapes (server/v3/ad/**). Written here in
 * snake_case and camelized like the rest, so this layer compiles whether or not the v3 modules are in.
 * ------------------------------------------------------------------------------------------- */

/** An ad group's targeting (server/db/schema.ts AdTargeting); interests are interest ids. */
export interface V3AdTargeting {
  interests?: (string | { id: string; name: string; url_name: string })[];
  keywords?: string[];
  locales?: string[];
  countries?: string[];
  genders?: string[];
  age_buckets?: string[];
  devices?: string[];
  geo_regions?: string[];
  geo_postal_codes?: string[];
}

/** GET /v3/ad_accounts/{id}/. */
export interface V3AdAccount {
  id: string;
  name: string;
  currency: string;
  owner_id?: string;
  owner?: V3.V3UserSummary;
  created_at?: string;
}

/** GET /v3/campaigns/{id}/. */
export interface V3Campaign {
  id: string;
  ad_account_id: string;
  name: string;
  objective: 'AWARENESS' | 'CONSIDERATION' | 'VIDEO_VIEW' | 'WEB_CONVERSION' | 'CATALOG_SALES';
  status: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
  daily_budget_micros: number | null;
  lifetime_budget_micros: number | null;
  start_time: string;
  end_time: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /v3/ad_groups/{id}/. */
export interface V3AdGroup {
  id: string;
  campaign_id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
  bid_micros: number;
  targeting: V3AdTargeting;
  first_party_personalization: boolean;
  third_party_personalization: boolean;
  expanded_targeting: boolean;
  customer_list_id: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /v3/ads/{id}/: the promoted pin as the viewer sees it (null if it went). */
export interface V3Ad {
  id: string;
  ad_group_id: string;
  pin_id: string;
  pin: V3.V3Pin | null;
  destination_url: string;
  status: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
  partnership_advertiser_name: string | null;
  partnership_attribution_name: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /v3/ad_accounts/{id}/customer_lists/. */
export interface V3CustomerList {
  id: string;
  ad_account_id: string;
  name: string;
  size: number;
  created_at: string;
}

/** POST /v3/ad_accounts/{id}/reach_estimate/. */
export interface V3ReachEstimate {
  audience_size: number;
  monthly_reach_low: number;
  monthly_reach_high: number;
}

/** A bulk upload (GET /v3/ad_accounts/{id}/bulk/uploads/, POST …/bulk/upload/). */
export interface V3AdBulkUpload {
  id: string;
  filename: string;
  status: 'applied' | 'rejected';
  row_count: number;
  errors: { row: number; column: string | null; message: string }[];
  created_at: string;
  user: { id: string; username: string } | null;
}

/** pin-card §3 ad targeting attribution: what really matched when the ad was served. */
export interface V3AdTargetingAttribution {
  advertiser_name: string | null;
  is_first_party_personalization_enabled: boolean;
  is_third_party_personalization_enabled: boolean;
  customer_list_matched: boolean;
  lookalike_matched: boolean;
  engagement_matched: boolean;
  expanded_targeting_matched: boolean;
  from_gps_location: boolean;
  visitor_matched: boolean;
  shopping_prospecting_matched: boolean;
  persona_matched: boolean;
  matched_age_bucket: string | null;
  matched_locale: string | null;
  matched_interest: string | null;
  matched_gender: string | null;
  matched_device: string | null;
  matched_keyword: string | null;
  geo_region: string | null;
  geo_postal_code: string | null;
}

/** What a served ad adds to a pin (organic pins: null / false). Optional: older v3 servers lack them. */
export interface V3ServedAdFields {
  ad_serve_id?: string | null;
  /** The attribution-reporting source event id (pin-card §7): the serve's id. */
  attribution_source_id?: string | null;
  ad_targeting_attribution?: V3AdTargetingAttribution | null;
  is_eligible_for_promoted_partnership?: boolean;
  promoted_partnership_advertiser_name?: string | null;
  promoted_partnership_attribution_name?: string | null;
}

export type AdTargeting = Camelize<V3AdTargeting>;
export type AdAccount = Camelize<V3AdAccount>;
export type Campaign = Camelize<V3Campaign>;
export type AdGroup = Camelize<V3AdGroup>;
export type Ad = Camelize<V3Ad>;
export type CustomerList = Camelize<V3CustomerList>;
export type ReachEstimate = Camelize<V3ReachEstimate>;
export type AdBulkUpload = Camelize<V3AdBulkUpload>;
export type AdTargetingAttribution = Camelize<V3AdTargetingAttribution>;
/** A pin, perhaps a served ad. */
export type ServedPin = Pin & Camelize<V3ServedAdFields>;
