/**
 * The storage schema, shared by PGlite and a PostgreSQL server. Migrations in ./migrations are
 * generated from this file with `npx drizzle-kit generate`.
 *
 * Ids are bigint identities exposed to clients as decimal strings. Every feed reads through a keyset
 * index whose last column is the id, so a page is an index range scan whatever the offset.
 */
import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';

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
  (t) => [uniqueIndex('interests_url_name_idx').on(t.urlName)],
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

/** Outgoing mail. In development nothing is sent: mail lands here (and in the server log). */
export const outbox = pgTable('outbox', {
  id: id().primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

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
export type BoardRow = typeof boards.$inferSelect;
export type BoardSectionRow = typeof boardSections.$inferSelect;
export type PinRow = typeof pins.$inferSelect;
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
