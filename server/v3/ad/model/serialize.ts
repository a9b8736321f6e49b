/** The advertising model's v3 shapes (snake_case; money in integer micro-units; times ISO 8601 UTC). */
import type { AdAccountRow, AdGroupRow, AdRow, CampaignRow, CustomerListRow } from './rows.ts';
import type { AdTargeting } from '../../../db/schema.ts';
import type { V3Pin } from '../../types.ts';
import { fullTargeting, type AdStatus, type Objective } from './validate.ts';

export interface V3AdAccount {
  id: string;
  owner_id: string;
  name: string;
  currency: string;
  created_at: string;
}

export interface V3Campaign {
  id: string;
  ad_account_id: string;
  name: string;
  objective: Objective;
  status: AdStatus;
  daily_budget_micros: number | null;
  lifetime_budget_micros: number | null;
  start_time: string;
  end_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface V3AdGroup {
  id: string;
  campaign_id: string;
  name: string;
  status: AdStatus;
  bid_micros: number;
  /** Every list present (empty: any). */
  targeting: Required<AdTargeting>;
  first_party_personalization: boolean;
  third_party_personalization: boolean;
  expanded_targeting: boolean;
  customer_list_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface V3Ad {
  id: string;
  ad_group_id: string;
  pin_id: string;
  /** The promoted pin as the viewer sees it; null when they no longer may (deleted, or its board made secret). */
  pin: V3Pin | null;
  destination_url: string;
  status: AdStatus;
  partnership_advertiser_name: string | null;
  partnership_attribution_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface V3CustomerList {
  id: string;
  ad_account_id: string;
  name: string;
  /** Distinct addresses (their hashes) in the list. */
  size: number;
  created_at: string;
}

export interface V3AdBulkError {
  /** The CSV record (1 is the header row, the first data row is 2), as a spreadsheet numbers it. */
  row: number;
  /** The column's header name ('' when the record as a whole is wrong). */
  column: string;
  message: string;
}

export interface V3AdBulkUpload {
  id: string;
  filename: string;
  status: 'applied' | 'rejected';
  row_count: number;
  errors: V3AdBulkError[];
  created_at: string;
  /** Who uploaded it; null when that member has gone. */
  user: { id: string; username: string } | null;
}

const iso = (time: Date): string => time.toISOString();

export const serializeAdAccount = (row: AdAccountRow): V3AdAccount => ({
  id: String(row.id),
  owner_id: String(row.ownerId),
  name: row.name,
  currency: row.currency,
  created_at: iso(row.createdAt),
});

export const serializeCampaign = (row: CampaignRow): V3Campaign => ({
  id: String(row.id),
  ad_account_id: String(row.adAccountId),
  name: row.name,
  objective: row.objective as Objective,
  status: row.status as AdStatus,
  daily_budget_micros: row.dailyBudgetMicros,
  lifetime_budget_micros: row.lifetimeBudgetMicros,
  start_time: iso(row.startTime),
  end_time: row.endTime === null ? null : iso(row.endTime),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const serializeAdGroup = (row: AdGroupRow): V3AdGroup => ({
  id: String(row.id),
  campaign_id: String(row.campaignId),
  name: row.name,
  status: row.status as AdStatus,
  bid_micros: row.bidMicros,
  targeting: fullTargeting(row.targeting),
  first_party_personalization: row.firstPartyPersonalization,
  third_party_personalization: row.thirdPartyPersonalization,
  expanded_targeting: row.expandedTargeting,
  customer_list_id: row.customerListId === null ? null : String(row.customerListId),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const serializeAd = (row: AdRow, pin: V3Pin | null): V3Ad => ({
  id: String(row.id),
  ad_group_id: String(row.adGroupId),
  pin_id: String(row.pinId),
  pin,
  destination_url: row.destinationUrl,
  status: row.status as AdStatus,
  partnership_advertiser_name: row.partnershipAdvertiserName,
  partnership_attribution_name: row.partnershipAttributionName,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const serializeCustomerList = (row: CustomerListRow): V3CustomerList => ({
  id: String(row.id),
  ad_account_id: String(row.adAccountId),
  name: row.name,
  size: row.size,
  created_at: iso(row.createdAt),
});
