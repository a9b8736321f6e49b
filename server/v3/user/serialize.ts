import type { UserRow } from '../../db/schema.ts';
import { imageUrl } from '../../images/sizes.ts';
import type { V3User, V3UserSummary } from '../types.ts';

/** Signature of the avatar shown for users without one of their own. */
export const DEFAULT_AVATAR_SIGNATURE = '00000000000000000000000000000000';

export interface UserCounts {
  pin_count: number;
  board_count: number;
  follower_count: number;
  following_count: number;
}

/** The columns a user summary is made of. */
export type UserSummaryRow = Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'imageSignature' | 'isVerifiedMerchant' | 'verifiedIdentity'>;

export function userSummary(row: UserSummaryRow, imageBaseUrl: string): V3UserSummary {
  const avatar = row.imageSignature ?? DEFAULT_AVATAR_SIGNATURE;
  return {
    id: String(row.id),
    node_type: 'user',
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
    image_small_url: imageUrl(imageBaseUrl, '60x60', avatar),
    image_medium_url: imageUrl(imageBaseUrl, '136x136', avatar),
    is_verified_merchant: row.isVerifiedMerchant,
    verified_identity: { verified: row.verifiedIdentity },
    explicitly_followed_by_me: false,
  };
}

export function userDetail(row: UserRow, counts: UserCounts, imageBaseUrl: string): V3User {
  return {
    ...userSummary(row, imageBaseUrl),
    about: row.about,
    website_url: row.websiteUrl,
    created_at: row.createdAt.toISOString(),
    ...counts,
    is_partner: row.isPartner,
    should_show_messaging: row.shouldShowMessaging,
    blocked_by_me: false,
  };
}
