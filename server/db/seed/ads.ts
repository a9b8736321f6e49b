/**
 * The seed's ads (issue 19): the seeded promoted pins (a promoter, not a downstream promotion) become
 * real ads. Each promoter becomes a partner (business_name: their name) with one ad account, one
 * untargeted always-on campaign (AWARENESS, a daily budget of SEED_DAILY_BUDGET_MICROS, started long
 * before any clock a test sets), one untargeted ad group bidding SEED_BID_MICROS, and an active ad per
 * promoted pin with the pin's destination URL. The feeds then show those pins through ad slots only.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { MIN_BID_MICROS, MICROS_PER_UNIT } from '../../v3/ad/constants.ts';

export const SEED_DAILY_BUDGET_MICROS = 100_000 * MICROS_PER_UNIT;
export const SEED_BID_MICROS = MIN_BID_MICROS * 20;
const SEED_CAMPAIGN_START = '2000-01-01T00:00:00Z';

export interface SeededAds {
  accounts: number;
  ads: number;
}

const countOf = (result: unknown): number => {
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number | string }>;
  return Number(rows[0]?.n ?? 0);
};

export async function seedAds(db: Db): Promise<SeededAds> {
  const promoted = sql`pins.promoter_id is not null and not pins.is_downstream_promotion and pins.deleted_at is null`;
  await db.execute(sql`update users set is_partner = true,
      business_name = coalesce(business_name, nullif(btrim(first_name || ' ' || last_name), ''), username)
    where id in (select distinct promoter_id from pins where ${promoted})`);
  await db.execute(sql`insert into ad_accounts (owner_id, name)
    select u.id, left(u.business_name, 100) from users u
    where u.id in (select distinct promoter_id from pins where ${promoted})
      and not exists (select 1 from ad_accounts a where a.owner_id = u.id)
    order by u.id`);
  await db.execute(sql`insert into campaigns (ad_account_id, name, objective, status, daily_budget_micros, start_time)
    select a.id, 'Always on', 'AWARENESS', 'ACTIVE', ${SEED_DAILY_BUDGET_MICROS}, ${SEED_CAMPAIGN_START}::timestamptz
    from ad_accounts a where a.owner_id in (select distinct promoter_id from pins where ${promoted})
      and not exists (select 1 from campaigns c where c.ad_account_id = a.id)
    order by a.id`);
  await db.execute(sql`insert into ad_groups (campaign_id, name, status, bid_micros, targeting)
    select c.id, 'Everyone', 'ACTIVE', ${SEED_BID_MICROS}, '{}'::jsonb from campaigns c
    where c.name = 'Always on' and not exists (select 1 from ad_groups g where g.campaign_id = c.id)
    order by c.id`);
  await db.execute(sql`insert into ads (ad_group_id, pin_id, destination_url, status)
    select g.id, pins.id, left(coalesce(pins.ad_destination_url, pins.link), 2048), 'ACTIVE'
    from pins
    join ad_accounts a on a.owner_id = pins.promoter_id
    join campaigns c on c.ad_account_id = a.id and c.name = 'Always on'
    join ad_groups g on g.campaign_id = c.id and g.name = 'Everyone'
    where ${promoted} and coalesce(pins.ad_destination_url, pins.link) is not null
      and not exists (select 1 from ads x where x.pin_id = pins.id)
    order by pins.id`);
  return {
    accounts: countOf(await db.execute(sql`select count(*) as n from ad_accounts`)),
    ads: countOf(await db.execute(sql`select count(*) as n from ads`)),
  };
}
