/**
 * The storage schema, shared by PGlite and a PostgreSQL server. Migrations in ./migrations are
 * generated from this file with `npx drizzle-kit generate`.
 *
 * Ids are bigint identities exposed to clients as decimal strings. Every feed reads through a keyset
 * index whose last column is the id, so a page is an index range scan whatever the offset.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  customType,
  date,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, read back as its text form (only SQL reads it: search ranks with it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = (name = 'id') => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const boardPrivacy = pgEnum('board_privacy', ['public', 'protected', 'secret']);
export const boardLayout = pgEnum('board_layout', ['default', 'custom', 'quick_saves']);
export const pinType = pgEnum('pin_type', ['image', 'video', 'gif', 'carousel', 'product', 'recipe', 'story']);
export const followTarget = pgEnum('follow_target', ['user', 'board', 'interest']);

export const users = pgTable(
  'users',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Signature of the avatar image, served under /images/. Null: the default avatar. */
    imageSignature: text('image_signature'),
    about: text('about').notNull().default(''),
    websiteUrl: text('website_url'),
    gender: text('gender'),
    /** Sign-up step UseCase (platform §2): what the person wants to do here, or null if skipped. */
    useCase: text('use_case'),
    /**
     * The sign-up step (platform §2, §4: Gender, InterestPicker, UseCase) this person is on: set to
     * 'gender' by sign-up, moved forward by POST /v3/users/me/onboarding/, null once finished or
     * skipped (and for everyone who signed up before onboarding was tracked).
     */
    onboardingStep: text('onboarding_step'),
    country: text('country'),
    locale: text('locale').notNull().default('en-US'),
    isPartner: boolean('is_partner').notNull().default(false),
    /** The business name given at /business/convert (issue 19); null for personal accounts. */
    businessName: text('business_name'),
    /**
     * The year of birth from sign-up's birthday or age (issue 19: ads' age buckets); null for members who
     * signed up before it was kept, whom age-targeted ads then do not match.
     */
    birthYear: smallint('birth_year'),
    isEmployee: boolean('is_employee').notNull().default(false),
    isVerifiedMerchant: boolean('is_verified_merchant').notNull().default(false),
    verifiedIdentity: boolean('verified_identity').notNull().default(false),
    /** platform §3: 0 save to profile, 1 show board picker. */
    saveBehavior: integer('save_behavior').notNull().default(1),
    shouldShowMessaging: boolean('should_show_messaging').notNull().default(true),
    passwordHash: text('password_hash'),
    /** platform §4: dark mode, stored per user (background #111111). */
    darkMode: boolean('dark_mode').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Image lookups by signature (/images/{size}/{signature}.jpg).
    index('users_image_signature_idx').on(t.imageSignature),
    check('users_save_behavior_check', sql`${t.saveBehavior} in (0, 1)`),
    check('users_onboarding_step_check', sql`${t.onboardingStep} in ('gender', 'interests', 'use_case')`),
    // Search and typeahead (issue 17): trigram matches on usernames and names (pg_trgm).
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const boards = pgTable(
  'boards',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    ownerId: id('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** URL slug, unique per owner: the board lives at /{username}/{slug}/. */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    privacy: boardPrivacy('privacy').notNull().default('public'),
    layout: boardLayout('layout').notNull().default('default'),
    isCollaborative: boolean('is_collaborative').notNull().default(false),
    /** Whether accepted collaborators may invite others (issue 15); the owner always may. */
    collaboratorsCanInvite: boolean('collaborators_can_invite').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    /** Position for the 'custom' sort of the boards list. */
    customOrder: integer('custom_order').notNull().default(0),
    coverPinId: id('cover_pin_id'),
    /** The board's topic (its category), chosen by the owner; null: none. */
    interestId: id('interest_id').references(() => interests.id, { onDelete: 'set null' }),
    /** Search (issue 17), kept by the trigger boards_search_vector_update: name A, description B. */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    lastPinnedAt: timestamp('last_pinned_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('boards_owner_slug_idx').on(t.ownerId, t.slug),
    index('boards_owner_id_idx').on(t.ownerId, t.id),
    // Names are unique per owner, whatever their case (issue 14); also the alphabetical sort's index.
    uniqueIndex('boards_owner_lower_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    check('boards_name_length_check', sql`char_length(${t.name}) between 1 and 50`),
    // At most one 'Quick Saves' board per person, so create with return_existing is race-free.
    uniqueIndex('boards_one_quick_saves_idx').on(t.ownerId).where(sql`${t.layout} = 'quick_saves'`),
    index('boards_search_vector_idx').using('gin', t.searchVector),
    index('boards_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Topic feeds and the home feed's "inspired by" sources (issue 18) find boards by topic.
    index('boards_interest_idx').on(t.interestId),
  ],
);

/**
 * People on a board besides its owner (issue 15): an invite (status 'invited') until the invited person
 * accepts it ('accepted': a collaborator). Declining, removing an invite or a collaborator, and leaving
 * delete the row. The invite entity's key is `{board id}:{user id}` (platform §3).
 */
export const boardCollaborators = pgTable(
  'board_collaborators',
  {
    boardId: id('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('accepted'),
    /** Who sent the invite (the owner or a collaborator); null for seeded rows or a deleted inviter. */
    inviterId: id('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.userId] }),
    index('board_collaborators_user_idx').on(t.userId),
    check('board_collaborators_status_check', sql`${t.status} in ('invited', 'accepted')`),
  ],
);

/**
 * Invites by e-mail to someone without an account (issue 15): the sign-up with that address turns
 * each into an invite ('invited' row of board_collaborators) for the new member.
 */
export const boardEmailInvites = pgTable(
  'board_email_invites',
  {
    boardId: id('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** As given, trimmed; matched whatever its case. */
    email: text('email').notNull(),
    inviterId: id('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('board_email_invites_board_email_idx').on(t.boardId, sql`lower(${t.email})`), index('board_email_invites_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Shareable invite links of a board (issue 15): `?invite_code={code}` on the board's URL. A code is
 * unguessable (128 random bits), expires, can be revoked, and is redeemed at most once per person.
 */
export const boardInviteCodes = pgTable(
  'board_invite_codes',
  {
    code: text('code').primaryKey(),
    boardId: id('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** Whoever made the link: the sender the landing shows. */
    inviterId: id('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the link is shared (platform §9: the landing shows no popover for channels 5, 9, 12, 16). */
    channel: smallint('channel').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('board_invite_codes_board_idx').on(t.boardId, t.createdAt), check('board_invite_codes_channel_check', sql`${t.channel} between 0 and 99`)],
);

/** Who redeemed which invite code: once per person, even after leaving or being removed. */
export const boardInviteRedemptions = pgTable(
  'board_invite_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => boardInviteCodes.code, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

export const boardSections = pgTable(
  'board_sections',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    boardId: id('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('board_sections_board_slug_idx').on(t.boardId, t.slug),
    // Titles are unique per board, whatever their case.
    uniqueIndex('board_sections_board_lower_title_idx').on(t.boardId, sql`lower(${t.title})`),
    index('board_sections_board_position_idx').on(t.boardId, t.position, t.id),
    check('board_sections_title_length_check', sql`char_length(${t.title}) between 1 and 50`),
  ],
);

/** Interests (topics) people follow; pins may name one as their source interest. */
export const interests = pgTable(
  'interests',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
  },
  (t) => [uniqueIndex('interests_url_name_idx').on(t.urlName), index('interests_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/**
 * A pin: the image (or video, carousel, product, recipe, story) a user pinned to a board.
 * Images are stored once per signature; every size of pin-card §3 is derived from the original's
 * width and height and rendered on demand by /images/{size}/{signature}.jpg.
 */
export const pins = pgTable(
  'pins',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    pinnerId: id('pinner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: id('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    sectionId: id('section_id').references(() => boardSections.id, { onDelete: 'set null' }),
    type: pinType('type').notNull().default('image'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    altText: text('alt_text'),
    autoAltText: text('auto_alt_text'),
    category: text('category'),
    link: text('link'),
    mobileLink: text('mobile_link'),
    domain: text('domain'),
    imageSignature: text('image_signature').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** '#rrggbb' */
    dominantColor: text('dominant_color').notNull(),
    imageCropMinY: real('image_crop_min_y'),
    imageCropMaxY: real('image_crop_max_y'),
    isRepin: boolean('is_repin').notNull().default(false),
    /** When set, the pin is a repin of this one. */
    originPinId: id('origin_pin_id'),
    sourceInterestId: id('source_interest_id').references(() => interests.id, { onDelete: 'set null' }),
    /** pin-card §3 richMetadata, snake_case as served by v3. */
    richMetadata: jsonb('rich_metadata'),
    /** pin-card §3 richSummary (products with offer_summary, aggregate_rating, display_cook_time …). */
    richSummary: jsonb('rich_summary'),
    /** { video_list: { V_720P: {url,width,height,duration}, V_HLSV4: {...} } } */
    videos: jsonb('videos'),
    /** { type: 'gif' | 'video', src, width, height } */
    embed: jsonb('embed'),
    /** { index, carousel_slots: [{ slot_id, title, details, link, image_signature, width, height, dominant_color }] } */
    carouselData: jsonb('carousel_data'),
    /** { is_deleted, has_product_pins, static_page_count, total_video_duration, metadata: { pin_title }, pages } */
    storyPinData: jsonb('story_pin_data'),
    shoppingFlags: integer('shopping_flags').array().notNull().default(sql`'{}'::integer[]`),
    isOosProduct: boolean('is_oos_product').notNull().default(false),
    isStaleProduct: boolean('is_stale_product').notNull().default(false),
    isEligibleForPdp: boolean('is_eligible_for_pdp').notNull().default(false),
    // Promotion (ads). A pin is promoted when it has a promoter and is not a downstream promotion.
    promoterId: id('promoter_id').references(() => users.id, { onDelete: 'set null' }),
    isDownstreamPromotion: boolean('is_downstream_promotion').notNull().default(false),
    isThirdPartyAd: boolean('is_third_party_ad').notNull().default(false),
    adDestinationUrl: text('ad_destination_url'),
    advertiserId: text('advertiser_id'),
    campaignId: text('campaign_id'),
    pinPromotionId: text('pin_promotion_id'),
    adMatchReason: integer('ad_match_reason'),
    /** Sponsorship (paid partnership): { status, sponsor_id } */
    sponsorship: jsonb('sponsorship'),
    trackingParams: text('tracking_params'),
    isSensitive: boolean('is_sensitive').notNull().default(false),
    /** pin-card §3 image provenance 0–15 (DIGITAL_CAPTURE … MULTI_PIN_TRAINED_ALGORITHMIC_MEDIA); null: unknown. */
    imageProvenance: smallint('image_provenance'),
    /** Create PinResource's guid (platform §7): a retried create with the same guid by the same pinner answers the first pin. */
    guid: text('guid'),
    /**
     * Search (issue 17), kept by the trigger pins_search_vector_update (migration 0011): title A,
     * board name and topic name B, description C, domain D, in the `corkboard` text search
     * configuration (english stemming over unaccent). Boards' renames and topics' renames refresh it.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** How many saves (rows of `saves`) hold this pin; kept by the trigger saves_count_update. */
    saveCount: integer('save_count').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Home feed: newest first over live pins.
    index('pins_feed_idx').on(t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('pins_board_feed_idx').on(t.boardId, t.createdAt.desc(), t.id.desc()),
    index('pins_section_feed_idx').on(t.sectionId, t.createdAt.desc(), t.id.desc()),
    index('pins_pinner_feed_idx').on(t.pinnerId, t.id.desc()),
    // Image lookups by signature: the pin's own image and its carousel slots' (jsonb containment).
    index('pins_image_signature_idx').on(t.imageSignature),
    index('pins_carousel_data_idx').using('gin', sql`${t.carouselData} jsonb_path_ops`),
    uniqueIndex('pins_pinner_guid_idx').on(t.pinnerId, t.guid).where(sql`${t.guid} is not null`),
    index('pins_search_vector_idx').using('gin', t.searchVector),
    index('pins_source_interest_idx').on(t.sourceInterestId, t.id.desc()),
    // A member's home feed (issue 18): the newest live pins of a followed board (or a board of a followed topic).
    index('pins_board_newest_idx').on(t.boardId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    check(
      'pins_dominant_color_check',
      sql`${t.dominantColor} ~ '^#[0-9a-f]{6}$'`,
    ),
    check('pins_image_size_check', sql`${t.imageWidth} > 0 and ${t.imageHeight} > 0`),
    check('pins_image_provenance_check', sql`${t.imageProvenance} between 0 and 15`),
  ],
);

/** A save: a pin placed in a board (and optionally a section) by a user. */
export const saves = pgTable(
  'saves',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    boardId: id('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    sectionId: id('section_id').references(() => boardSections.id, { onDelete: 'set null' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saves_pin_board_idx').on(t.pinId, t.boardId),
    index('saves_board_feed_idx').on(t.boardId, t.createdAt.desc(), t.id.desc()),
    index('saves_user_feed_idx').on(t.userId, t.id.desc()),
    index('saves_user_pin_idx').on(t.userId, t.pinId),
    // A member's home feed (issue 18): what they saved in the last 30 days (recent activity), without reading older saves.
    index('saves_user_recent_idx').on(t.userId, t.createdAt),
    index('saves_section_feed_idx').on(t.sectionId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A member's star on a pin (issue 14: the FAVORITED board pin filters). One per member and pin: the
 * star shows on every board of theirs that holds the pin.
 */
export const pinFavorites = pgTable(
  'pin_favorites',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pinId] }), index('pin_favorites_pin_idx').on(t.pinId)],
);

/**
 * Pins a member hid (issue 18; platform §7 PinFeedbackResource, news_hub / p2p / search hide): one
 * row per member and pin, whichever surface hid it; the pin stays out of that member's feeds while
 * the row exists (pinInDiscovery). Undo / unhide deletes it. A report also hides (surface 'report').
 */
export const pinHides = pgTable(
  'pin_hides',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    /** Where it was hidden: 'feedback' (PinFeedbackResource, the home feed), 'news_hub', 'p2p', 'search' or 'report'. */
    surface: text('surface').notNull(),
    /** The surface's context: the news_hub item id, or the search query. */
    context: text('context'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pinId] }),
    index('pin_hides_user_recent_idx').on(t.userId, t.createdAt.desc(), t.pinId.desc()),
    check('pin_hides_surface_check', sql`${t.surface} in ('feedback', 'news_hub', 'p2p', 'search', 'report')`),
  ],
);

/**
 * Reports of pins for moderation (issue 18): one per member and pin, so one person's repeated reports
 * count once (a second report updates the reason). Reasons: server/v3/feedback/reasons.ts.
 */
export const pinReports = pgTable(
  'pin_reports',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pinId] }), index('pin_reports_pin_idx').on(t.pinId, t.createdAt.desc())],
);

/**
 * The link-safety store (issue 18; pin-card §5, §8): hosts and URL patterns with a verdict. kind
 * 'host': value is a lower-case ASCII (punycode) host, '*.' in front covers its subdomains too;
 * kind 'pattern': value is a case-insensitive glob ('*' = any run of characters) over the URL
 * without its scheme (host/path?query). source: 'file' (LINK_SAFETY_FILE, synced at start and on
 * change), 'employee' (managed through /v3/link_safety/) or 'seed' (the demo entries).
 */
export const linkSafety = pgTable(
  'link_safety',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    status: text('status').notNull(),
    message: text('message').notNull(),
    source: text('source').notNull().default('employee'),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('link_safety_kind_value_idx').on(t.kind, t.value),
    check('link_safety_kind_check', sql`${t.kind} in ('host', 'pattern')`),
    check('link_safety_status_check', sql`${t.status} in ('blocked', 'suspicious', 'porn')`),
    check('link_safety_source_check', sql`${t.source} in ('file', 'employee', 'seed')`),
    check('link_safety_value_check', sql`char_length(${t.value}) between 1 and 2048`),
  ],
);

/** Follows of users, boards and interests. */
export const follows = pgTable(
  'follows',
  {
    followerId: id('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: followTarget('target_type').notNull(),
    targetId: id('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetType, t.targetId] }),
    index('follows_target_idx').on(t.targetType, t.targetId, t.followerId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: id('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: id('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** A member's reaction to a pin (pin-card §9): one per member and pin; 1 = heart ("love"), up to 6 kinds. */
export const pinReactions = pgTable(
  'pin_reactions',
  {
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: smallint('reaction_type').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pinId, t.userId] }),
    index('pin_reactions_pin_type_idx').on(t.pinId, t.reactionType),
    check('pin_reactions_type_check', sql`${t.reactionType} between 1 and 6`),
  ],
);

/**
 * Server-side sessions. The cookie holds a random token; only its sha256 (hex) is stored, so a
 * leaked table does not yield usable cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * A limited-login session (platform §1, §6): opened from an emailed log-in link, it reads as the
     * person but every gated write needs the password first (the limited-login modal).
     */
    limited: boolean('limited').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);


/**
 * A table of single-use emailed tokens (only the sha256 hex of each token is stored), for one
 * purpose each: password resets, log-in links.
 */
const singleUseTokens = (name: string) =>
  pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      userId: id('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
      expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

/** Single-use password reset tokens. */
export const passwordResets = singleUseTokens('password_resets');

/** Single-use log-in links; they open limited-login sessions. */
export const loginLinks = singleUseTokens('login_links');

/**
 * Personal access tokens for programs using the API (`Authorization: Bearer cbpat_…`). The secret is
 * shown once, at creation; only its sha256 (hex) is stored. `scopes` is ['read'] or ['read', 'write']
 * (write implies read). Revoking sets revoked_at: the row stays for the record, but no longer
 * authenticates, is not listed and does not count towards the per-person cap.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person's label for it, 1 to 100 characters. */
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The secret's last four characters, so a person can tell their tokens apart (not enough to use one). */
    lastFour: text('last_four').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_idx').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId, t.id),
    check('access_tokens_name_length_check', sql`char_length(${t.name}) between 1 and 100`),
    check('access_tokens_scopes_check', sql`${t.scopes} <@ array['read', 'write']::text[] and 'read' = any(${t.scopes})`),
  ],
);

/**
 * Outgoing mail (server/v3/mail/). Every mail lands here first. With SMTP_URL set, a 'mail.deliver'
 * job sends it and marks it 'sent' (retried with backoff; 'failed' with last_error after the last
 * try); without, it stays 'logged' (development: the outbox, the log and MAIL_DIR are the mail).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** 'logged' (no SMTP), 'queued', 'sent', 'failed', or 'suppressed' (its address turned its category off). */
    status: text('status').notNull().default('logged'),
    /** Tries so far (SMTP). */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The SMTP server's Message-ID for a sent mail. */
    messageId: text('message_id'),
    lastError: text('last_error'),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('logged', 'queued', 'sent', 'failed', 'suppressed')`),
    // The retention purge (server/v3/notification/retention.ts): sent and suppressed mail past OUTBOX_RETENTION_DAYS.
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Mail categories an address turned off (server/v3/mail/unsubscribe.ts); the address lower-cased. */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    email: text('email').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
    /** /email/user_survey's answer after unsubscribing (server/v3/mail/survey.ts): a SURVEY_REASONS key, and optional words. */
    surveyReason: text('survey_reason'),
    surveyComment: text('survey_comment'),
  },
  (t) => [primaryKey({ columns: [t.email, t.category] })],
);

/**
 * Logged events (pin-card §7 event logging, e.g. 14577 after a logged-out save merge): what the
 * client or a server action reports; user_id is null for a logged-out visitor (or a deleted account).
 */
export const events = pgTable(
  'events',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    eventType: integer('event_type').notNull(),
    userId: id('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewType: integer('view_type'),
    viewParameter: integer('view_parameter'),
    element: integer('element'),
    component: integer('component'),
    objectIdStr: text('object_id_str'),
    auxData: jsonb('aux_data'),
    createdAt: createdAt(),
  },
  (t) => [index('events_type_created_idx').on(t.eventType, t.createdAt)],
);

/**
 * Images people uploaded or imported (issue 16), by content signature (32 hex digits, the first
 * 128 bits of the SHA-256 of the original file). The original and every size of pin-card §3 live in
 * the blob store (server/storage/) under images/{size}/{signature}.jpg; an animated GIF also keeps
 * images/orig/{signature}.gif. Seeded pins' generative art has no row here.
 */
export const images = pgTable(
  'images',
  {
    signature: text('signature').primaryKey(),
    /** Upright (EXIF orientation applied) dimensions of the original. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** '#rrggbb' */
    dominantColor: text('dominant_color').notNull(),
    /** The original's format as decoded: jpeg, png, webp, gif, avif, heif. */
    format: text('format').notNull(),
    animated: boolean('animated').notNull().default(false),
    /** Bytes of the original file. */
    bytes: integer('bytes').notNull(),
    /** Who first stored it (null once that account is gone). */
    ownerId: id('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('images_signature_check', sql`${t.signature} ~ '^[0-9a-f]{32}$'`),
    check('images_dominant_color_check', sql`${t.dominantColor} ~ '^#[0-9a-f]{6}$'`),
    check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * VIPResource upload slots (platform §7, type pinimage). registered: made, waiting for its file;
 * processing: the file arrived and a job is making its sizes; succeeded: signature is set;
 * failed: error_code and error_message say why. The slot's upload URL is signed and single-use.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The upload_id: 26 random base32 characters. */
    id: text('id').primaryKey(),
    ownerId: id('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('pinimage'),
    status: text('status').notNull().default('registered'),
    /** After this the upload URL is refused and a 'registered' slot reads as failed (expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the file was received (the single use of the upload URL). */
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    signature: text('signature').references(() => images.signature),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
    check('uploads_status_check', sql`${t.status} in ('registered', 'processing', 'succeeded', 'failed')`),
  ],
);

/**
 * Background jobs (server/jobs/): taken with FOR UPDATE SKIP LOCKED, so several replicas share the
 * queue on PostgreSQL and it works alike on PGlite. A running job whose lease ran out (its worker
 * died) is taken again; a failing one is retried with backoff until max_attempts, then 'failed'.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not taken before this (backoff after a failure). */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While running: the worker's lease ends here; after it another worker may take the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_ready_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
/**
 * A table's columns without its search vector: every read of whole pin or board rows selects these, so
 * a page of pins does not carry each row's tsvector (kilobytes of lexemes nobody reads) out of PostgreSQL.
 */
function withoutSearchVector<T extends { searchVector: unknown }>(columns: T): Omit<T, 'searchVector'> {
  const { searchVector: _vector, ...rest } = columns;
  return rest;
}
export const pinColumns = withoutSearchVector(getTableColumns(pins));
export const boardColumns = withoutSearchVector(getTableColumns(boards));

export type BoardRow = Omit<typeof boards.$inferSelect, 'searchVector'>;
export type BoardSectionRow = typeof boardSections.$inferSelect;
export type PinRow = Omit<typeof pins.$inferSelect, 'searchVector'>;
export type LinkSafetyRow = typeof linkSafety.$inferSelect;
export type NewPin = typeof pins.$inferInsert;
export type NewUser = typeof users.$inferInsert;
export type NewBoard = typeof boards.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type AccessTokenRow = typeof accessTokens.$inferSelect;

/**
 * Typeahead's pins-query suggestions (issue 17): search terms drawn from what the site holds (pin
 * titles, board names, topic names), lower-cased and unaccented, weighted by how many live pins in
 * discovery they come from. Rebuilt by the job `refresh_search_suggestions` (server/v3/search/).
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    term: text('term').primaryKey(),
    weight: integer('weight').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('search_suggestions_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
    index('search_suggestions_term_prefix_idx').on(sql`${t.term} text_pattern_ops`),
    check('search_suggestions_term_check', sql`char_length(${t.term}) between 1 and 100`),
  ],
);

/**
 * Visual search (issue 17): what an image looks like, per image signature (uploaded images and the
 * seed's generative art alike). phash: a 64-bit DCT perceptual hash of the upright image (compare
 * with bit_count(phash # other)); colors: a colour signature, the mean CIELAB L, a, b of each cell
 * of a 2×2 grid (12 numbers, L 0–100, a and b −128–127).
 */
export const imageFeatures = pgTable(
  'image_features',
  {
    signature: text('signature').primaryKey(),
    phash: bigint('phash', { mode: 'bigint' }).notNull(),
    colors: smallint('colors').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('image_features_colors_check', sql`cardinality(${t.colors}) = 12`)],
);

/**
 * Today's articles (issue 17; platform §2 /today and its tabs, §3 todayArticle): assembled each day
 * by the job `assemble_today` from trending topics (the pins saved most in the last days), never
 * hand-written. An article keeps its slug and pins after the trend moves on, so its links stay good.
 */
export const todayArticles = pgTable(
  'today_articles',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    /** The /today tab it belongs to. */
    tab: text('tab').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    interestId: id('interest_id').references(() => interests.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverPinId: id('cover_pin_id').references(() => pins.id, { onDelete: 'set null' }),
    /** The article's pins, best first. */
    pinIds: bigint('pin_ids', { mode: 'number' }).array().notNull(),
    /** Saves in the trend window that made it (for ordering a day's articles). */
    score: integer('score').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('today_articles_slug_idx').on(t.slug),
    index('today_articles_day_tab_idx').on(t.day.desc(), t.tab, t.score.desc()),
    check('today_articles_tab_check', sql`${t.tab} in ('article', 'best', 'trending', 'popular', 'shop')`),
  ],
);

/* ------------------------------------------------------------------------------------------------
 * Ads (issue 19): partner accounts own ad accounts; an ad account has campaigns, a campaign ad groups
 * (the targeting), an ad group ads (a promoted pin). Money is integer micro-units of the account's
 * currency (1 USD = 1,000,000). Serving: server/v3/ad/serve.ts; counts: ad_daily_stats, pin_daily_stats.
 * ---------------------------------------------------------------------------------------------- */

export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    ownerId: id('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_accounts_owner_idx').on(t.ownerId, t.id), check('ad_accounts_name_check', sql`char_length(${t.name}) between 1 and 100`)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    adAccountId: id('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'AWARENESS' | 'CONSIDERATION' | 'VIDEO_VIEW' | 'WEB_CONVERSION' | 'CATALOG_SALES'. */
    objective: text('objective').notNull(),
    /** 'ACTIVE' | 'PAUSED' | 'ARCHIVED'. */
    status: text('status').notNull().default('ACTIVE'),
    /** Exactly one of the two budgets is set. */
    dailyBudgetMicros: bigint('daily_budget_micros', { mode: 'number' }),
    lifetimeBudgetMicros: bigint('lifetime_budget_micros', { mode: 'number' }),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null: runs until paused (a daily budget) or spent (a lifetime budget). */
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_account_idx').on(t.adAccountId, t.id),
    index('campaigns_active_idx').on(t.id).where(sql`${t.status} = 'ACTIVE'`),
    check('campaigns_objective_check', sql`${t.objective} in ('AWARENESS', 'CONSIDERATION', 'VIDEO_VIEW', 'WEB_CONVERSION', 'CATALOG_SALES')`),
    check('campaigns_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED', 'ARCHIVED')`),
    check('campaigns_budget_check', sql`(${t.dailyBudgetMicros} is null) <> (${t.lifetimeBudgetMicros} is null)`),
    check('campaigns_budget_positive_check', sql`coalesce(${t.dailyBudgetMicros}, ${t.lifetimeBudgetMicros}) > 0`),
    check('campaigns_name_check', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/** An uploaded customer list: SHA-256 hex of normalised (trimmed, lower-cased) e-mail addresses. */
export const customerLists = pgTable(
  'customer_lists',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    adAccountId: id('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('customer_lists_account_idx').on(t.adAccountId, t.id)],
);

export const customerListMembers = pgTable(
  'customer_list_members',
  {
    listId: id('list_id')
      .notNull()
      .references(() => customerLists.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.emailHash] }), index('customer_list_members_hash_idx').on(t.emailHash)],
);

/**
 * An ad group's targeting (jsonb, every list optional; empty or absent = any). Interests are interest
 * ids as strings; age buckets '18-24' | '25-34' | '35-44' | '45-49' | '50-54' | '55-64' | '65+';
 * genders 'female' | 'male' | 'unknown'; devices 'web' | 'web_mobile'; locales like 'en-US';
 * countries ISO 3166 alpha-2; keywords lower-case words or phrases matched against a search's words.
 */
export interface AdTargeting {
  interests?: string[];
  keywords?: string[];
  locales?: string[];
  countries?: string[];
  genders?: string[];
  age_buckets?: string[];
  devices?: string[];
  geo_regions?: string[];
  geo_postal_codes?: string[];
}

export const adGroups = pgTable(
  'ad_groups',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    campaignId: id('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'ACTIVE' | 'PAUSED' | 'ARCHIVED'. */
    status: text('status').notNull().default('ACTIVE'),
    /** What the advertiser pays per 1000 impressions (CPM), micro-units. */
    bidMicros: bigint('bid_micros', { mode: 'number' }).notNull(),
    targeting: jsonb('targeting').$type<AdTargeting>().notNull().default({}),
    /** Whether the platform's own signals (interests followed, activity) may be used. */
    firstPartyPersonalization: boolean('first_party_personalization').notNull().default(true),
    /** Whether partners' data (a customer list) may be used. */
    thirdPartyPersonalization: boolean('third_party_personalization').notNull().default(false),
    /** Also show to people near the targeting (any signed-in viewer when nothing else matches). */
    expandedTargeting: boolean('expanded_targeting').notNull().default(false),
    customerListId: id('customer_list_id').references(() => customerLists.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_groups_campaign_idx').on(t.campaignId, t.id),
    index('ad_groups_active_idx').on(t.campaignId).where(sql`${t.status} = 'ACTIVE'`),
    check('ad_groups_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED', 'ARCHIVED')`),
    check('ad_groups_bid_check', sql`${t.bidMicros} > 0`),
    check('ad_groups_name_check', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    adGroupId: id('ad_group_id')
      .notNull()
      .references(() => adGroups.id, { onDelete: 'cascade' }),
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    destinationUrl: text('destination_url').notNull(),
    /** 'ACTIVE' | 'PAUSED' | 'ARCHIVED'. */
    status: text('status').notNull().default('ACTIVE'),
    /** Promoted partnership (pin-card §3): the names the ad explanation shows; both null when none. */
    partnershipAdvertiserName: text('partnership_advertiser_name'),
    partnershipAttributionName: text('partnership_attribution_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_ad_group_idx').on(t.adGroupId, t.id),
    index('ads_pin_idx').on(t.pinId),
    check('ads_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED', 'ARCHIVED')`),
    check('ads_destination_url_check', sql`char_length(${t.destinationUrl}) between 1 and 2048`),
  ],
);

/**
 * One serving decision (an ad placed in a viewer's page): which targeting attributes matched. It is the
 * ad's targeting attribution ("Why am I seeing this Ad?") and its adMatchReason. Kept 30 days.
 */
export const adServes = pgTable(
  'ad_serves',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    adId: id('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** Null for logged-out visitors (who get untargeted ads only). */
    userId: id('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'home' | 'search' | 'related'. */
    surface: text('surface').notNull(),
    /** The matched attributes, as V3AdTargetingAttribution (server/v3/ad/types.ts). */
    matched: jsonb('matched').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ad_serves_ad_idx').on(t.adId, t.servedAt.desc()), index('ad_serves_served_idx').on(t.servedAt)],
);

/** Daily counts per ad (UTC days), from impression and engagement events; spend accrues per impression at the ad group's CPM. */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    adId: id('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    closeups: integer('closeups').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    videoViews: integer('video_views').notNull().default(0),
    spendMicros: bigint('spend_micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

/** Daily counts per pin (UTC days): the creator analytics' 30-day numbers read these. */
export const pinDailyStats = pgTable(
  'pin_daily_stats',
  {
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    closeups: integer('closeups').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    outboundClicks: integer('outbound_clicks').notNull().default(0),
    videoViews: integer('video_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pinId, t.day] })],
);

/** Impression ids already counted (a retried batch counts once); purged after 7 days. */
export const impressionReceipts = pgTable(
  'impression_receipts',
  {
    impressionId: text('impression_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('impression_receipts_received_idx').on(t.receivedAt)],
);

/** Bulk-editing uploads (platform §2 advertiser area: history): applied only when every row was valid. */
export const adBulkUploads = pgTable(
  'ad_bulk_uploads',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    adAccountId: id('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    userId: id('user_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    /** 'applied' | 'rejected'. */
    status: text('status').notNull(),
    rowCount: integer('row_count').notNull(),
    /** [{row, column, message}] for a rejected upload; [] when applied. */
    errors: jsonb('errors').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('ad_bulk_uploads_account_idx').on(t.adAccountId, t.createdAt.desc()), check('ad_bulk_uploads_status_check', sql`${t.status} in ('applied', 'rejected')`)],
);

/**
 * Conversations (issue 20; platform §3 conversation, conversationMessage, inbox, contactrequest).
 * One row per distinct set of participants (participants_key: their ids sorted, comma-separated),
 * so sending to the same people again continues the same conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    participantsKey: text('participants_key').notNull(),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageId: id('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_participants_key_idx').on(t.participantsKey)],
);

/**
 * A participant of a conversation. status: 'accepted' (in the inbox), 'pending' (a contact request:
 * started by someone this member does not follow), 'declined' (hidden; the sender is not told).
 * last_message_at mirrors the conversation's so the inbox is one keyset range scan per member.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: id('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('accepted'),
    lastReadMessageId: id('last_read_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx').on(t.userId, t.status, t.lastMessageAt, t.conversationId),
    check('conversation_members_status_check', sql`${t.status} in ('accepted', 'pending', 'declined')`),
  ],
);

/** A message: text, a sent pin, or both. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    conversationId: id('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: id('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    pinId: id('pin_id').references(() => pins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * Notifications (news hub): kind 'follow', 'save', 'board_invite', 'invite_accepted', 'comment'.
 * group_key gathers those shown as one ("Ana and 3 others saved your Pin"): the kind and its object.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: id('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinId: id('pin_id').references(() => pins.id, { onDelete: 'cascade' }),
    boardId: id('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    commentId: id('comment_id'),
    groupKey: text('group_key').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_group_idx').on(t.userId, t.groupKey, t.id),
    // The digest's scan (server/v3/notification/digest.ts): members with unread, unhidden lines, by member and age.
    index('notifications_unread_idx').on(t.userId, t.createdAt).where(sql`${t.readAt} is null and ${t.hiddenAt} is null`),
    check('notifications_kind_check', sql`${t.kind} in ('follow', 'save', 'board_invite', 'invite_accepted', 'comment')`),
  ],
);

/**
 * Each member's live event log (issue 20): what a subscription delivers, in id order, and what a
 * dropped connection catches up on from its last id. kind 'message', 'conversation' (read, accepted,
 * declined) or 'notification'. Rows older than the retention are purged.
 */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    conversationId: id('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: id('message_id').references(() => conversationMessages.id, { onDelete: 'cascade' }),
    notificationId: id('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_events_user_idx').on(t.userId, t.id), index('inbox_events_created_idx').on(t.createdAt)],
);

/**
 * Each member's last notification digest (issue 20; server/v3/notification/digest.ts): lines created
 * up to covered_until were looked at by a digest run, and sent_at is when the last digest mail went
 * (null: none yet). At most one digest a member per DIGEST_INTERVAL_HOURS.
 */
export const notificationDigests = pgTable('notification_digests', {
  userId: id('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  coveredUntil: timestamp('covered_until', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Comments and replies on pins (platform §3 aggregatedComment). A reply's parent is a top-level comment. */
export const comments = pgTable(
  'comments',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    pinId: id('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: id('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('comments_pin_idx').on(t.pinId, t.parentId, t.id),
    index('comments_parent_idx').on(t.parentId, t.id),
  ],
);

/** A member's experience states (platform §4): viewed, completed, dismissed, completedWithoutHomefeed. */
export const userExperiences = pgTable(
  'user_experiences',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placementId: text('placement_id').notNull(),
    experienceId: text('experience_id').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.placementId, t.experienceId] }),
    check('user_experiences_status_check', sql`${t.status} in ('viewed', 'triggered', 'completed', 'dismissed', 'completed_without_homefeed')`),
  ],
);
