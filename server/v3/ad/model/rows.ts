/**
 * Row types of the advertising model and the owner-checked reads: every lookup joins up to ad_accounts and
 * compares its owner_id with the viewer in SQL, so someone else's account, campaign, ad group, ad or customer
 * list is not found (a 404 with the same body as an unknown id).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { adAccounts, adGroups, ads, campaigns, customerLists } from '../../../db/schema.ts';
import { V3Error } from '../../envelope.ts';

export type AdAccountRow = typeof adAccounts.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type AdGroupRow = typeof adGroups.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type CustomerListRow = typeof customerLists.$inferSelect;

export const notFound = (what: string, id: number): V3Error => V3Error.notFound(`${what} ${id} not found`);

/** Ad accounts `userId` owns (a condition on ad_accounts). */
export const ownedBy = (userId: number): SQL => eq(adAccounts.ownerId, userId);

/** A condition on `accountId` (a column or SQL): that ad account is `userId`'s. */
export const accountOwned = (accountId: SQL | typeof campaigns.adAccountId | typeof customerLists.adAccountId, userId: number): SQL =>
  sql`exists (select 1 from ${adAccounts} where ${adAccounts.id} = ${accountId} and ${adAccounts.ownerId} = ${userId})`;

/** Campaigns of `userId`'s accounts (a condition on campaigns). */
export const campaignOwned = (userId: number): SQL => accountOwned(campaigns.adAccountId, userId);

/** Ad groups of `userId`'s campaigns (a condition on ad_groups). */
export const adGroupOwned = (userId: number): SQL =>
  sql`exists (select 1 from ${campaigns} join ${adAccounts} on ${adAccounts.id} = ${campaigns.adAccountId} where ${campaigns.id} = ${adGroups.campaignId} and ${adAccounts.ownerId} = ${userId})`;

/** Ads of `userId`'s ad groups (a condition on ads). */
export const adOwned = (userId: number): SQL =>
  sql`exists (select 1 from ${adGroups} join ${campaigns} on ${campaigns.id} = ${adGroups.campaignId} join ${adAccounts} on ${adAccounts.id} = ${campaigns.adAccountId} where ${adGroups.id} = ${ads.adGroupId} and ${adAccounts.ownerId} = ${userId})`;

export async function ownedAccount(db: Db, userId: number, id: number): Promise<AdAccountRow> {
  const [row] = await db.select().from(adAccounts).where(and(eq(adAccounts.id, id), ownedBy(userId))).limit(1);
  if (!row) throw notFound('ad account', id);
  return row;
}

export async function ownedCampaign(db: Db, userId: number, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(and(eq(campaigns.id, id), campaignOwned(userId))).limit(1);
  if (!row) throw notFound('campaign', id);
  return row;
}

/** The ad group with its campaign's account id. */
export async function ownedAdGroup(db: Db, userId: number, id: number): Promise<{ adGroup: AdGroupRow; adAccountId: number }> {
  const [row] = await db
    .select({ adGroup: adGroups, adAccountId: campaigns.adAccountId })
    .from(adGroups)
    .innerJoin(campaigns, eq(campaigns.id, adGroups.campaignId))
    .where(and(eq(adGroups.id, id), accountOwned(campaigns.adAccountId, userId)))
    .limit(1);
  if (!row) throw notFound('ad group', id);
  return row;
}

export async function ownedAd(db: Db, userId: number, id: number): Promise<AdRow> {
  const [row] = await db.select().from(ads).where(and(eq(ads.id, id), adOwned(userId))).limit(1);
  if (!row) throw notFound('ad', id);
  return row;
}
