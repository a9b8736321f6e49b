/**
 * Campaigns, ad groups and ads (issue 19), each its ad account owner's only (someone else's: 404):
 *   GET|POST /v3/ad_accounts/{id}/campaigns/   GET|PATCH /v3/campaigns/{id}/
 *   GET|POST /v3/campaigns/{id}/ad_groups/     GET|PATCH /v3/ad_groups/{id}/
 *   GET|POST /v3/ad_groups/{id}/ads/           GET|PATCH /v3/ads/{id}/
 * Lists newest first, bookmark-paged. Updates name their row and its owner in the UPDATE's WHERE.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { adGroups, ads, campaigns } from '../../../db/schema.ts';
import type { V3Deps } from '../../deps.ts';
import { ok } from '../../envelope.ts';
import { loadPins } from '../../pin/load.ts';
import { viewerOf } from '../../viewer.ts';
import { asWriter, created, idPage, pathId, readerId, type AdModelContext } from './context.ts';
import {
  adCreate,
  adGroupCreate,
  adGroupPatch,
  adPatch,
  campaignCreate,
  campaignPatch,
  checkCustomerList,
  checkInterests,
  destinationOf,
  promotablePin,
  safeDestination,
} from './fields.ts';
import {
  adGroupOwned,
  adOwned,
  campaignOwned,
  notFound,
  ownedAccount,
  ownedAd,
  ownedAdGroup,
  ownedCampaign,
  type AdGroupRow,
  type AdRow,
  type CampaignRow,
} from './rows.ts';
import { serializeAd, serializeAdGroup, serializeCampaign, type V3Ad } from './serialize.ts';

/** Ads with their pins as `request`'s viewer sees them. */
export async function adsWithPins(deps: V3Deps, request: FastifyRequest, rows: readonly AdRow[]): Promise<V3Ad[]> {
  const pins = await loadPins(deps, viewerOf(request), rows.map((row) => row.pinId));
  return rows.map((row) => serializeAd(row, pins.get(row.pinId) ?? null));
}

/** Sets updated_at with every update. */
const touched = (now: Date) => ({ updatedAt: now });

export async function updateCampaign(db: Db, userId: number, id: number, values: Partial<CampaignRow>, now: Date): Promise<CampaignRow> {
  const [row] = await db.update(campaigns).set({ ...values, ...touched(now) }).where(and(eq(campaigns.id, id), campaignOwned(userId))).returning();
  if (!row) throw notFound('campaign', id);
  return row;
}

export async function updateAdGroup(db: Db, userId: number, id: number, values: Partial<AdGroupRow>, now: Date): Promise<AdGroupRow> {
  const [row] = await db.update(adGroups).set({ ...values, ...touched(now) }).where(and(eq(adGroups.id, id), adGroupOwned(userId))).returning();
  if (!row) throw notFound('ad group', id);
  return row;
}

export async function updateAd(db: Db, userId: number, id: number, values: Partial<AdRow>, now: Date): Promise<AdRow> {
  const [row] = await db.update(ads).set({ ...values, ...touched(now) }).where(and(eq(ads.id, id), adOwned(userId))).returning();
  if (!row) throw notFound('ad', id);
  return row;
}

export function campaignRoutes(app: FastifyInstance, context: AdModelContext): void {
  const { deps, now } = context;
  const { db } = deps;

  // Campaigns.
  app.get('/ad_accounts/:id/campaigns/', async (request) => {
    const account = await ownedAccount(db, readerId(request), pathId(request));
    const page = await idPage(context, request, `ad_accounts/${account.id}/campaigns`, campaigns.id, (position, order, limit) =>
      db.select().from(campaigns).where(and(eq(campaigns.adAccountId, account.id), position)).orderBy(order).limit(limit),
    );
    return ok(page.items.map(serializeCampaign), page.bookmark);
  });

  app.post('/ad_accounts/:id/campaigns/', async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const values = campaignCreate(body, now());
      const row = await db.transaction(async (tx) => {
        const account = await ownedAccount(tx, userId, id);
        const [made] = (await tx.insert(campaigns).values({ ...values, adAccountId: account.id }).returning()) as [CampaignRow];
        return made;
      });
      return created(reply, serializeCampaign(row));
    }),
  );

  app.get('/campaigns/:id/', async (request) => ok(serializeCampaign(await ownedCampaign(db, readerId(request), pathId(request)))));

  app.patch('/campaigns/:id/', async (request) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const current = await ownedCampaign(db, userId, id);
      const at = now();
      return ok(serializeCampaign(await updateCampaign(db, userId, id, campaignPatch(body, current, at), at)));
    }),
  );

  // Ad groups.
  app.get('/campaigns/:id/ad_groups/', async (request) => {
    const campaign = await ownedCampaign(db, readerId(request), pathId(request));
    const page = await idPage(context, request, `campaigns/${campaign.id}/ad_groups`, adGroups.id, (position, order, limit) =>
      db.select().from(adGroups).where(and(eq(adGroups.campaignId, campaign.id), position)).orderBy(order).limit(limit),
    );
    return ok(page.items.map(serializeAdGroup), page.bookmark);
  });

  app.post('/campaigns/:id/ad_groups/', async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const { values, interestIds } = adGroupCreate(body);
      const row = await db.transaction(async (tx) => {
        const campaign = await ownedCampaign(tx, userId, id);
        await checkInterests(tx, interestIds);
        await checkCustomerList(tx, campaign.adAccountId, values.customerListId);
        const [made] = (await tx.insert(adGroups).values({ ...values, campaignId: campaign.id }).returning()) as [AdGroupRow];
        return made;
      });
      return created(reply, serializeAdGroup(row));
    }),
  );

  app.get('/ad_groups/:id/', async (request) => ok(serializeAdGroup((await ownedAdGroup(db, readerId(request), pathId(request))).adGroup)));

  app.patch('/ad_groups/:id/', async (request) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const { adGroup, adAccountId } = await ownedAdGroup(db, userId, id);
      const { values, interestIds } = adGroupPatch(body, adGroup);
      await checkInterests(db, interestIds);
      await checkCustomerList(db, adAccountId, values.customerListId);
      return ok(serializeAdGroup(await updateAdGroup(db, userId, id, values, now())));
    }),
  );

  // Ads.
  app.get('/ad_groups/:id/ads/', async (request) => {
    const { adGroup } = await ownedAdGroup(db, readerId(request), pathId(request));
    const page = await idPage(context, request, `ad_groups/${adGroup.id}/ads`, ads.id, (position, order, limit) =>
      db.select().from(ads).where(and(eq(ads.adGroupId, adGroup.id), position)).orderBy(order).limit(limit),
    );
    return ok(await adsWithPins(deps, request, page.items), page.bookmark);
  });

  app.post('/ad_groups/:id/ads/', async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const values = adCreate(body);
      const { adGroup } = await ownedAdGroup(db, userId, id);
      const pin = await promotablePin(db, userId, values.pinId);
      const destinationUrl = await destinationOf(deps, values.destinationUrl, pin);
      const row = await db.transaction(async (tx) => {
        // The ad group is looked for again, with its owner, in the transaction that writes under it.
        await ownedAdGroup(tx, userId, adGroup.id);
        const [made] = (await tx.insert(ads).values({ ...values, destinationUrl, adGroupId: adGroup.id }).returning()) as [AdRow];
        return made;
      });
      return created(reply, (await adsWithPins(deps, request, [row]))[0]);
    }),
  );

  app.get('/ads/:id/', async (request) => ok((await adsWithPins(deps, request, [await ownedAd(db, readerId(request), pathId(request))]))[0]));

  app.patch('/ads/:id/', async (request) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const current = await ownedAd(db, userId, id);
      const values = adPatch(body, current);
      if (values.destinationUrl !== undefined) values.destinationUrl = await safeDestination(deps, values.destinationUrl);
      const row = await updateAd(db, userId, id, values, now());
      return ok((await adsWithPins(deps, request, [row]))[0]);
    }),
  );
}
