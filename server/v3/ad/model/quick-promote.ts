/**
 * POST /v3/ad_accounts/{id}/quick_promote/ (issue 19; platform §2 /advertiser/quick-promote): one pin to a
 * live campaign in one transaction.
 *   {pin_id, objective, audience: {mode: 'automatic'|'chosen', interests?, locales?, age_buckets?, genders?},
 *    daily_budget_micros, duration_days (1–90), destination_url?, bid_micros?}  → 201 {campaign, ad_group, ad}
 * automatic: the pin's topic and its board's topic as interests, expanded targeting on. chosen: the lists
 * given (validated as targeting, named `audience.genders[1]` etc.). The campaign starts now and ends after
 * duration_days; the bid is QUICK_PROMOTE_BID_MICROS ($2 CPM) unless bid_micros is given; the destination
 * is the pin's link unless given (400 destination_url when there is none).
 */
import type { FastifyInstance } from 'fastify';
import { adGroups, ads, campaigns, type AdTargeting } from '../../../db/schema.ts';
import { V3Error } from '../../envelope.ts';
import { adsWithPins } from './campaigns.ts';
import { asWriter, created, pathId, type AdModelContext } from './context.ts';
import { checkInterests, destinationOf, promotablePin } from './fields.ts';
import { ownedAccount, type AdGroupRow, type AdRow, type CampaignRow } from './rows.ts';
import { serializeAdGroup, serializeCampaign, type V3Ad, type V3AdGroup, type V3Campaign } from './serialize.ts';
import {
  bidValue,
  dailyBudgetValue,
  durationDaysValue,
  enumValue,
  idValue,
  MAX_NAME,
  objectiveValue,
  QUICK_PROMOTE_BID_MICROS,
  targetingValue,
  type Body,
} from './validate.ts';

export interface V3QuickPromotion {
  campaign: V3Campaign;
  ad_group: V3AdGroup;
  ad: V3Ad;
}

export const AUDIENCE_MODES = ['automatic', 'chosen'] as const;
const CHOSEN_KEYS = ['interests', 'locales', 'age_buckets', 'genders'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const clip = (text: string): string => [...text].slice(0, MAX_NAME).join('');

/** The audience: its mode and, for 'chosen', the targeting and the interest ids to check. */
function audienceOf(raw: unknown): { mode: (typeof AUDIENCE_MODES)[number]; targeting: AdTargeting; interestIds: number[] } {
  if (raw === undefined || raw === null) throw V3Error.badParam('audience', "audience is required: {mode: 'automatic' | 'chosen', …}.");
  if (typeof raw !== 'object' || Array.isArray(raw)) throw V3Error.badParam('audience', 'audience must be an object.');
  const body = raw as Body;
  const mode = enumValue(body.mode, 'audience.mode', AUDIENCE_MODES);
  const lists: Body = {};
  for (const key of Object.keys(body)) {
    if (key === 'mode') continue;
    if (!(CHOSEN_KEYS as readonly string[]).includes(key)) throw V3Error.badParam(`audience.${key}`, `audience.${key} is not an audience list: use ${CHOSEN_KEYS.join(', ')}.`);
    lists[key] = body[key];
  }
  if (mode === 'automatic') return { mode, targeting: {}, interestIds: [] };
  const { targeting, interestIds } = targetingValue(lists, 'audience');
  return { mode, targeting, interestIds };
}

export function quickPromoteRoutes(app: FastifyInstance, context: AdModelContext): void {
  const { deps, now } = context;
  const { db } = deps;

  app.post('/ad_accounts/:id/quick_promote/', async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const pinId = idValue(body.pin_id, 'pin_id');
      const objective = objectiveValue(body.objective);
      const audience = audienceOf(body.audience);
      const dailyBudgetMicros = dailyBudgetValue(body.daily_budget_micros);
      const days = durationDaysValue(body.duration_days);
      const bidMicros = body.bid_micros === undefined || body.bid_micros === null || body.bid_micros === '' ? QUICK_PROMOTE_BID_MICROS : bidValue(body.bid_micros);
      const givenUrl = body.destination_url === undefined || body.destination_url === null || body.destination_url === '' ? undefined : body.destination_url;
      if (givenUrl !== undefined && typeof givenUrl !== 'string') throw V3Error.badParam('destination_url', 'destination_url must be a string.');

      await ownedAccount(db, userId, id);
      const pin = await promotablePin(db, userId, pinId);
      await checkInterests(db, audience.interestIds, 'audience.interests');
      const destinationUrl = await destinationOf(deps, givenUrl, pin);
      const targeting: AdTargeting =
        audience.mode === 'automatic'
          ? (() => {
              const topics = [...new Set([pin.sourceInterestId, pin.boardInterestId].filter((topic) => topic !== null).map(String))];
              return topics.length > 0 ? { interests: topics } : {};
            })()
          : audience.targeting;
      const start = now();
      const title = pin.title.trim() === '' ? `Pin ${pin.id}` : pin.title.trim();

      const made = await db.transaction(async (tx) => {
        const account = await ownedAccount(tx, userId, id);
        const [campaign] = (await tx
          .insert(campaigns)
          .values({
            adAccountId: account.id,
            name: clip(`Promoted: ${title}`),
            objective,
            status: 'ACTIVE',
            dailyBudgetMicros,
            lifetimeBudgetMicros: null,
            startTime: start,
            endTime: new Date(start.getTime() + days * DAY_MS),
          })
          .returning()) as [CampaignRow];
        const [adGroup] = (await tx
          .insert(adGroups)
          .values({
            campaignId: campaign.id,
            name: clip(audience.mode === 'automatic' ? `Automatic audience: ${title}` : `Chosen audience: ${title}`),
            status: 'ACTIVE',
            bidMicros,
            targeting,
            firstPartyPersonalization: true,
            thirdPartyPersonalization: false,
            expandedTargeting: audience.mode === 'automatic',
          })
          .returning()) as [AdGroupRow];
        const [ad] = (await tx.insert(ads).values({ adGroupId: adGroup.id, pinId: pin.id, destinationUrl, status: 'ACTIVE' }).returning()) as [AdRow];
        return { campaign, adGroup, ad };
      });
      const data: V3QuickPromotion = {
        campaign: serializeCampaign(made.campaign),
        ad_group: serializeAdGroup(made.adGroup),
        ad: (await adsWithPins(deps, request, [made.ad]))[0]!,
      };
      return created(reply, data);
    }),
  );
}
