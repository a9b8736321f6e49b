/**
 * The JSON shapes v3 serves (snake_case). The GraphQL layer maps them to camelCase in one place
 * (schema/v3/camelize.ts); these types are the contract between the two.
 */
import type { ImageDetails, ImageSize } from '../images/sizes.ts';

export type V3Images = Record<ImageSize, ImageDetails>;

export interface V3UserSummary {
  id: string;
  node_type: 'user';
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  image_small_url: string;
  image_medium_url: string;
  is_verified_merchant: boolean;
  verified_identity: { verified: boolean };
  explicitly_followed_by_me: boolean;
}

export interface V3User extends V3UserSummary {
  about: string;
  website_url: string | null;
  created_at: string;
  pin_count: number;
  board_count: number;
  follower_count: number;
  following_count: number;
  is_partner: boolean;
  should_show_messaging: boolean;
  /** Whether the signed-in viewer has blocked this user (false for anonymous viewers). */
  blocked_by_me: boolean;
}

export type BoardPrivacy = 'public' | 'protected' | 'secret';

export interface V3BoardSummary {
  id: string;
  node_type: 'board';
  name: string;
  url: string;
  privacy: BoardPrivacy;
  layout: 'default' | 'custom' | 'quick_saves';
  is_collaborative: boolean;
  collaborator_count: number;
  collaborated_by_me: boolean;
  followed_by_me: boolean;
  owner: V3UserSummary;
}

export interface V3Board extends V3BoardSummary {
  description: string;
  archived: boolean;
  created_at: string;
  last_pinned_at: string | null;
  pin_count: number;
  section_count: number;
  follower_count: number;
  /** The cover pin's image, else the newest pin's: null only for a board without pins. */
  image_cover_url: string | null;
  cover_images: V3Images | null;
  /** True when the owner chose a cover pin (the cover is that one image, not a collage). */
  has_cover_pin: boolean;
  /** The three latest pins' images, newest first (fewer when the board has fewer): the collage cover. */
  collage_images: V3Images[];
  /** The board's topic (an interest), as its owner set it; null: none. */
  topic: { id: string; name: string; url_name: string } | null;
  /** Its place in the owner's custom order (sort=custom), 0 first. */
  custom_order: number;
  /** Whether accepted collaborators may invite people (issue 15; the owner's to change). */
  collaborators_can_invite: boolean;
  /** Whether the viewer may invite: the owner, or an accepted collaborator while collaborators_can_invite; false signed out or archived. */
  viewer_can_invite: boolean;
}

/** An invite to a board, keyed `{board id}:{invited user id}` (platform §3). */
export interface V3BoardInvite {
  /** `${board_id}:${invited_user_id}` */
  id: string;
  node_type: 'invite';
  status: 'invited' | 'accepted';
  /** A summary even for a secret board: the invited person may read their invite. */
  board: V3BoardSummary;
  invited_user: V3UserSummary;
  inviter: V3UserSummary | null;
  created_at: string;
}

/** An e-mail invite to someone without an account (only the owner and the inviter ever see these). */
export interface V3PendingEmailInvite {
  email: string;
  node_type: 'email_invite';
  board_id: string;
  created_at: string;
}

/** POST /v3/boards/{id}/invites/: an invite to a member, or an e-mail invite to someone without an account. */
export type V3InviteResult = { invite: V3BoardInvite; email_invite: null } | { invite: null; email_invite: V3PendingEmailInvite };

/** An accepted collaborator of a board (GET /v3/boards/{id}/collaborators/). */
export interface V3BoardCollaborator {
  user: V3UserSummary;
  board_id: string;
  status: 'accepted';
  accepted_at: string | null;
  inviter: V3UserSummary | null;
}

/** A board's shareable invite link (issue 15): the board url + `?invite_code={code}`. */
export interface V3InviteCode {
  code: string;
  board_id: string;
  url: string;
  channel: number;
  expires_at: string;
  created_at: string;
  inviter: V3UserSummary;
}

/** InviteCodeMetadataResource (platform §3, §7; pin-card §5: first_name cut to 30 characters). */
export interface V3InviteCodeMetadata {
  invite_code: string;
  invite_channel: number;
  sender: { id: string; username: string; first_name: string; image_medium_url: string; is_default_image: boolean; should_show_messaging: boolean };
  board: { id: string; name: string; url: string };
}

export interface V3Section {
  id: string;
  node_type: 'boardsection';
  title: string;
  slug: string;
  url: string;
  board_id: string;
}

/** A section read alone or in its board's list (issue 14): a section as pins embed it, and its counts and cover. */
export interface V3SectionDetails extends V3Section {
  /** Pins pinned to it and saves into it that show on the board (deleted pins left out). */
  pin_count: number;
  /** Its newest shown pin's image in the grid board size(s); null while it has none. */
  cover_images: V3Images | null;
  /** Its place on the board, 0 first. */
  position: number;
}

/** DELETE /v3/board_sections/{id}/. */
export interface V3SectionDeleted {
  id: string;
  deleted: 'section';
  pins: 'keep' | 'delete';
}

/** GET /v3/boards/{id}/pin_filters/: how many of the board's shown pins each filter chip would list. */
export interface V3PinFilters {
  colors: { family: string; count: number }[];
  interests: { id: string; name: string; url_name: string; count: number }[];
  created_by_me: number;
  favorited: number;
}

export interface V3CarouselSlot {
  slot_id: string;
  title: string;
  details: string;
  link: string | null;
  /** The slot's link through /offsite/ (signed; issue 18): null for a non-web link or without a signer. */
  offsite_url: string | null;
  image_signature: string;
  images: V3Images;
}

export interface V3CollectionItem {
  pin_id: string | null;
  link: string | null;
  images: V3Images;
}

export interface V3ReactionCount {
  reaction_type: number;
  reaction_count: number;
}

/** A pin's creator analytics over 30 UTC days, today included (server/v3/pin/reactions.ts). */
export interface V3ThirtyDayRealtime {
  saves: number;
  reactions: number;
  impressions: number;
  outbound_clicks: number;
  closeups: number;
  period_start: string;
  period_end: string;
}

/** One UTC day of a pin's creator analytics (GET /v3/pins/{id}/analytics/ daily). */
export interface V3PinAnalyticsDay {
  day: string;
  impressions: number;
  saves: number;
  outbound_clicks: number;
  closeups: number;
}

export interface V3Pin {
  id: string;
  node_type: 'pin';
  type: 'image' | 'video' | 'gif' | 'carousel' | 'product' | 'recipe' | 'story';
  title: string;
  description: string;
  alt_text: string | null;
  auto_alt_text: string | null;
  category: string | null;
  link: string | null;
  /**
   * The outbound link (a promoted pin's ad destination, else tracked_link) through /offsite/, signed
   * for this pin (issue 18): `/offsite/?token=…&url=…&pin=…`; null for a non-web link or without a signer.
   */
  offsite_url: string | null;
  mobile_link: string | null;
  tracked_link: string | null;
  domain: string | null;
  seo_url: string;
  created_at: string;
  dominant_color: string;
  image_signature: string;
  image_crop: { min_y: number; max_y: number } | null;
  images: V3Images;
  is_repin: boolean;
  pinner: V3UserSummary;
  board: V3BoardSummary;
  pinned_to_board: { id: string };
  section: V3Section | null;
  source_interest: { id: string; name: string; url_name: string } | null;
  rich_metadata: unknown;
  rich_summary: unknown;
  videos: unknown;
  embed: unknown;
  carousel_data: { index: number; carousel_slots: V3CarouselSlot[] } | null;
  story_pin_data_id: string | null;
  story_pin_data: unknown;
  shopping_flags: number[];
  is_shoppable: boolean;
  is_oos_product: boolean;
  is_stale_product: boolean;
  is_eligible_for_pdp: boolean;
  promoter: V3UserSummary | null;
  is_promoted: boolean;
  is_downstream_promotion: boolean;
  is_third_party_ad: boolean;
  ad_destination_url: string | null;
  advertiser_id: string | null;
  campaign_id: string | null;
  pin_promotion_id: string | null;
  ad_match_reason: number | null;
  /**
   * Served ads (issue 19, server/v3/ad/serve.ts): the serving decision's id (GET /v3/ad_serves/{id}/)
   * and what matched; null on organic pins.
   */
  ad_serve_id: string | null;
  /**
   * The attribution-reporting source event id (pin-card §3, §7): the serve's id as a decimal string, for
   * GET /v3/attribution_source/; null on organic pins.
   */
  attribution_source_id: string | null;
  ad_targeting_attribution: V3AdTargetingAttribution | null;
  /** Promoted partnership (pin-card §3): a served ad with partnership names; false/null otherwise. */
  is_eligible_for_promoted_partnership: boolean;
  promoted_partnership_advertiser_name: string | null;
  promoted_partnership_attribution_name: string | null;
  sponsorship: { status: number; sponsor: V3UserSummary | null } | null;
  tracking_params: string | null;
  is_sensitive: boolean;
  /** Neutral title and description (SEO), shown instead of a sensitive pin's own text (pin-card §5). */
  seo_title: string;
  seo_description: string;
  link_domain: { domain: string; official_user: V3UserSummary | null } | null;
  /** 'write' when the viewer may edit the pin. */
  access: string[];
  /**
   * The viewer's newest save of this pin (pin-card §3 savedInfo): the board (and section) it went
   * into, and local_pin_id, the save's own id. Null when signed out or not saved.
   */
  saved_info: V3SavedInfo | null;
  /** Collection pin items (pin-card §3 itemData, §5 chips): pin id, link and images of each item. */
  collection_items: V3CollectionItem[];
  /** Annotations (pin-card §3 pinJoin): visual annotation chip names and shopping landing paths (/shopping/…/). */
  pin_join: { visual_annotation: string[]; shopping_klp_urls: string[] };
  /** Reaction counts per reaction type (pin-card §3), from pin_reactions. */
  reaction_counts_data: V3ReactionCount[];
  /** Signed-in viewers only: whether (and with which reaction type) the viewer reacted to this pin. */
  reacted_by_me?: boolean;
  /** Whether the viewer starred this pin (PUT /v3/pins/{id}/favorite/); false when signed out. In the grid field set too. */
  favorited_by_me: boolean;
  my_reaction_type?: number | null;
  /** Creator analytics (pin-card §3 aggregatedPinData); thirty_day_realtime only for the pin's pinner, else null. */
  aggregated_pin_data: { creator_analytics: { thirty_day_realtime: V3ThirtyDayRealtime | null } };
  /** pin-card §3 image provenance code 0–15, or null when unknown (always null until pins store it: needs a column). */
  image_provenance: number | null;
  /** Why the pin is in the viewer's home feed (issue 18, server/v3/feed/home.ts); null everywhere else. */
  recommendation_reason: V3RecommendationReason | null;
}

/** pin-card §3 ad targeting attribution of a served ad (issue 19): only what really matched is set. */
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
  matched_gender: 'female' | 'male' | null;
  matched_device: 'web' | 'web_mobile' | null;
  matched_keyword: string | null;
  geo_region: string | null;
  geo_postal_code: string | null;
}

/** pin-card §3 recommendationReason: the source of the viewer's home feed that brought this pin (issue 18). */
export interface V3RecommendationReason {
  reason: 'followed_board' | 'followed_user' | 'followed_topic' | 'your_board' | 'recent_activity';
  /** The id of the board, person or topic named below that the reason is about. */
  reason_id: string;
  /** followed_board: the pin's board; your_board: the viewer's own board of the pin's topic. */
  board: { id: string; name: string; url: string } | null;
  /** followed_user: the pinner. */
  user: { id: string; username: string; full_name: string } | null;
  /** followed_topic, your_board, recent_activity: the topic. */
  topic: { id: string; name: string; url_name: string } | null;
}

/** pin-card §3 savedInfo. */
export interface V3SavedInfo {
  board_id: string;
  local_pin_id: string;
  section: V3Section | null;
}

/**
 * POST /v3/pins/{id}/repin/ (save) and PUT /v3/pins/{id}/repin/ (edit a save), pin-card §3 save
 * response: id (the saved pin's id) and board {id, url, name}; plus the section, the save's own id,
 * the board's layout (quick_saves: a profile save) and whether a new save was made.
 */
export interface V3SaveResult {
  id: string;
  local_pin_id: string;
  board: { id: string; url: string; name: string; layout: 'default' | 'custom' | 'quick_saves' };
  section: V3Section | null;
  created: boolean;
}

/** DELETE /v3/bulk_edit/ and /v3/bulk_edit/select_all/: how many pins went off the board (or section). */
export interface V3BulkDeleteResult {
  deleted: number;
  board_id: string;
  section_id: string | null;
}

/** POST /v3/bulk_edit/move/: `moved` (merged ones included) or, for a copy, `copied` (saves made). */
export type V3BulkMoveResult = ({ moved: number } | { copied: number }) & { to_board_id: string; to_section_id: string | null };

/** PUT and DELETE /v3/pins/{id}/favorite/. */
export interface V3FavoriteResult {
  pin_id: string;
  favorited: boolean;
}

/** DELETE /v3/pins/{id}/: what went — the pin itself (its pinner deleting it) or the viewer's save of it. */
export interface V3DeleteResult {
  id: string;
  deleted: 'pin' | 'save';
  /** For 'save': the boards the save was removed from. */
  board_ids: string[];
}

/** platform §3 experience placement; type 0 means none. */
export interface V3Experience {
  placement_id: string;
  experience_id: string | null;
  type: number;
  display_data: Record<string, unknown> | null;
  triggerable_placed_exps: string[];
}

/** A personal access token as its owner sees it (GET /v3/users/me/tokens/): never the secret. */
export interface V3AccessToken {
  id: string;
  node_type: 'access_token';
  name: string;
  /** ['read'] or ['read', 'write']. */
  scopes: ('read' | 'write')[];
  /** 'cbpat_…' and the secret's last four characters, to tell tokens apart. */
  token_hint: string;
  created_at: string;
  last_used_at: string | null;
}

/** POST /v3/users/me/tokens/: the new token and its secret, which is shown this once and never again. */
export interface V3CreatedAccessToken extends V3AccessToken {
  token: string;
}
