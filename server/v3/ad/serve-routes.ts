/**
 * Serving's own resources (issue 19): GET /v3/ad_serves/{id}/ (a served ad as its viewer saw it) and
 * POST /v3/ad_accounts/{id}/reach_estimate/ (how many members a targeting reaches). Ads are placed in
 * feeds by ./serve.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adAccounts, adGroups, adServes, ads, boards, campaigns, customerLists, pins } from '../../db/schema.ts';
import { pinVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import { rowsOf } from '../search/rows.ts';
import { viewerOf } from '../viewer.ts';
import { AGE_BUCKETS } from './constants.ts';
import { booleanValue, idValue, targetingValue, type Body } from './model/validate.ts';
import { serializeServed, type StoredMatch } from './serve.ts';

/** Days a serve is kept (the hourly purge, server/v3/event/jobs.ts). */
export const AD_SERVE_KEEP_DAYS = 30;

/** The birth years of an age bucket in the year of `now` (inclusive). */
function birthYears(bucket: (typeof AGE_BUCKETS)[number], now: Date): [number, number] {
  const year = now.getUTCFullYear();
  const [low, high] = bucket === '65+' ? [65, 150] : (bucket.split('-').map(Number) as [number, number]);
  return [year - high, year - low];
}

export interface V3ReachEstimate {
  audience_size: number;
  monthly_reach_low: number;
  monthly_reach_high: number;
}

export function adServeRoutes(app: FastifyInstance, deps: V3Deps, options: { now: () => Date }): void {

  app.get('/ad_serves/:id/', async (request) => {
    const id = idParam((request.params as { id: string }).id);
    const viewer = viewerOf(request);
    const [row] = await deps.db
      .select({
        userId: adServes.userId,
        matched: adServes.matched,
        adId: ads.id,
        pinId: ads.pinId,
        destinationUrl: ads.destinationUrl,
        partnershipAdvertiserName: ads.partnershipAdvertiserName,
        partnershipAttributionName: ads.partnershipAttributionName,
        campaignId: campaigns.id,
        accountId: adAccounts.id,
        ownerId: adAccounts.ownerId,
      })
      .from(adServes)
      .innerJoin(ads, eq(ads.id, adServes.adId))
      .innerJoin(adGroups, eq(adGroups.id, ads.adGroupId))
      .innerJoin(campaigns, eq(campaigns.id, adGroups.campaignId))
      .innerJoin(adAccounts, eq(adAccounts.id, campaigns.adAccountId))
      .where(eq(adServes.id, id))
      .limit(1);
    // Another member's serve reads as unknown; a logged-out serve is anyone's.
    if (!row || (row.userId !== null && row.userId !== viewer.userId)) throw V3Error.notFound(`ad serve ${id} not found`);
    const [visible] = await deps.db
      .select({ id: pins.id })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pins.id, row.pinId), sql`${pins.deletedAt} is null`, pinVisible(viewer)))
      .limit(1);
    if (!visible) throw V3Error.notFound(`ad serve ${id} not found`);
    const [pin] = await serializeServed(deps, viewer, [{ ad: { ...row, adId: Number(row.adId) }, serveId: id, match: row.matched as StoredMatch }], 'full');
    if (!pin) throw V3Error.notFound(`ad serve ${id} not found`);
    return ok(pin);
  });

  app.post('/ad_accounts/:id/reach_estimate/', async (request) => {
    const accountId = idParam((request.params as { id: string }).id);
    const viewer = viewerOf(request);
    if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const [account] = await deps.db
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(and(eq(adAccounts.id, accountId), eq(adAccounts.ownerId, viewer.userId)))
      .limit(1);
    if (!account) throw V3Error.notFound(`ad account ${accountId} not found`);
    const body = (request.body ?? {}) as Body;
    if (typeof body !== 'object' || Array.isArray(body)) throw V3Error.badParam('targeting', 'The body must be a JSON object.');
    const { targeting } = targetingValue(body.targeting);
    const expanded = booleanValue(body.expanded_targeting, 'expanded_targeting', false);
    booleanValue(body.first_party_personalization, 'first_party_personalization', true);
    const listId = body.customer_list_id === undefined || body.customer_list_id === null ? null : idValue(body.customer_list_id, 'customer_list_id');
    if (listId !== null) {
      const [list] = await deps.db
        .select({ id: customerLists.id })
        .from(customerLists)
        .where(and(eq(customerLists.id, listId), eq(customerLists.adAccountId, accountId)))
        .limit(1);
      if (!list) throw V3Error.badParam('customer_list_id', 'customer_list_id is not a customer list of this ad account.');
    }
    const now = options.now();
    const conditions = [sql`true`];
    // Members only know their interests, locale, country, gender, age and e-mail: devices and keywords
    // depend on the request, and geo targeting never matches (no location).
    if (!expanded) {
      if (targeting.interests?.length) {
        const ids = JSON.stringify(targeting.interests);
        conditions.push(sql`(exists (select 1 from follows f where f.follower_id = u.id and f.target_type = 'interest' and f.target_id::text in (select jsonb_array_elements_text(${ids}::jsonb)))
          or exists (select 1 from boards b where b.owner_id = u.id and not b.archived and b.interest_id::text in (select jsonb_array_elements_text(${ids}::jsonb))))`);
      }
      if (targeting.locales?.length) {
        const locales = JSON.stringify(targeting.locales.map((l) => l.toLowerCase()));
        conditions.push(sql`(lower(u.locale) in (select jsonb_array_elements_text(${locales}::jsonb)) or split_part(replace(lower(u.locale), '_', '-'), '-', 1) in (select jsonb_array_elements_text(${locales}::jsonb)))`);
      }
      if (targeting.countries?.length) conditions.push(sql`upper(u.country) in (select jsonb_array_elements_text(${JSON.stringify(targeting.countries)}::jsonb))`);
      if (targeting.genders?.length) {
        conditions.push(sql`(case when u.gender in ('female', 'male') then u.gender else 'unknown' end) in (select jsonb_array_elements_text(${JSON.stringify(targeting.genders)}::jsonb))`);
      }
      if (targeting.age_buckets?.length) {
        const ranges = targeting.age_buckets.map((bucket) => birthYears(bucket as (typeof AGE_BUCKETS)[number], now));
        conditions.push(sql`(${sql.join(
          ranges.map(([from, to]) => sql`u.birth_year between ${from} and ${to}`),
          sql` or `,
        )})`);
      }
      if (targeting.geo_regions?.length || targeting.geo_postal_codes?.length) conditions.push(sql`false`);
      if (listId !== null) {
        conditions.push(sql`exists (select 1 from customer_list_members m where m.list_id = ${listId}
          and u.email is not null and m.email_hash = encode(sha256(convert_to(lower(btrim(u.email)), 'UTF8')), 'hex'))`);
      }
    }
    const [count] = rowsOf<{ n: number | string }>(await deps.db.execute(sql`select count(*) as n from users u where ${sql.join(conditions, sql` and `)}`));
    const audience = Number(count?.n ?? 0);
    // A month reaches between half and all of the audience (members who come back in a month).
    const estimate: V3ReachEstimate = { audience_size: audience, monthly_reach_low: Math.floor(audience * 0.5), monthly_reach_high: audience };
    return ok(estimate);
  });
}

