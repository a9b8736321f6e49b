/**
 * `npm run bench:ads`: the home feed through GraphQL with ad serving and without (issue 19), on
 * 1,000,000 pins and 10,000 active ad groups on PostgreSQL. Not a test.
 *
 * Data (made once, kept between runs) in its own database, corkboard_bench_home_1m (--database URL or
 * BENCH_ADS_DATABASE_URL): the project's seed (20,000 pins), its pins copied (new ids and dates, same
 * boards and images, as `npm run bench` fills its large data) up to --pins (1,000,000), then 100
 * partner accounts with 1,000 campaigns of 10 ad groups each (10,000 active groups): a fifth
 * untargeted, the rest targeting interests, gender and age, locales, search keywords or devices (a
 * tenth with expanded targeting), one ad each on a public pin, daily budgets with some spend today.
 *
 * Two app processes on free ports, one with ADS_SERVING=off (the same code without ad serving); each
 * bundled like `npm start` and built without background jobs. Phases interleaved (their order swaps
 * each round), --seconds (4) each, --connections (8) concurrent requests, after a warm-up: the home
 * feed's first page (`homefeed(first: 25)`) for a signed-in member with followed interests and for a
 * visitor, alternately. Prints req/s of both and the ratio (ads / no ads).
 * Options: --rounds N (3) --seconds N (4) --connections N (8) --pins N --database URL.
 */
import os from 'node:os';
import postgres from 'postgres';
import { buildApp } from '../server/app.ts';
import { openStorage } from '../server/db/client.ts';
import { isEmpty, seed } from '../server/db/seed/index.ts';
import { createMetrics } from '../server/metrics.ts';
import { hashPassword } from '../server/v3/account/password.ts';
import { benchPort, ensureDatabase, option, startBenchServer } from './server.ts';

const databaseAt = process.argv.indexOf('--database');
const databaseUrl = (databaseAt === -1 ? undefined : process.argv[databaseAt + 1]) ?? process.env.BENCH_ADS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/corkboard_bench_home_1m';
const PASSWORD = 'bench-password-not-secret';
const AD_GROUPS = 10_000;

/** Serve mode: the app on DATABASE_URL at PORT (ADS_SERVING as given), v3 and GraphQL only. */
async function serve(): Promise<void> {
  const storage = await openStorage({ databaseUrl: process.env.DATABASE_URL });
  const app = await buildApp({
    storage,
    metrics: createMetrics(),
    secret: 'bench-ads-secret-not-secret',
    v3ApiUrl: () => `http://127.0.0.1:${process.env.PORT}`,
    distDir: '/nonexistent',
    logger: { level: 'error' },
    jobs: false,
    adServing: { enabled: process.env.ADS_SERVING !== 'off' },
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = () => {
    app.close().then(
      () => storage.close(),
      () => storage.close(),
    ).finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function prepare(url: string, target: number): Promise<{ pins: number; groups: number; username: string }> {
  await ensureDatabase(url);
  const storage = await openStorage({ databaseUrl: url, poolSize: 2 });
  try {
    if (await isEmpty(storage.db)) {
      console.log(`seeding into ${new URL(url).pathname.slice(1)} …`);
      const started = performance.now();
      await seed(storage.db, { pins: 20_000 });
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await storage.close();
  }
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    let [{ n }] = (await sql`select count(*)::int as n from pins`) as unknown as [{ n: number }];
    if (n < target) {
      const started = performance.now();
      const columns = (await sql`select column_name from information_schema.columns where table_name = 'pins' and column_name not in ('id', 'created_at') and is_generated = 'NEVER' order by ordinal_position`).map(
        (row) => `"${String(row.column_name)}"`,
      );
      const list = columns.join(', ');
      const [{ max }] = (await sql`select max(id)::int as max from pins`) as unknown as [{ max: number }];
      while (n < target) {
        const batch = Math.min(100_000, target - n);
        await sql.unsafe(
          `insert into pins (${list}, created_at)
           select ${list.replace(/"([^"]+)"/g, 's."$1"')}, now() - (g * interval '1 minute')
           from generate_series(1, ${batch}) g
           join lateral (select * from pins where id = 1 + (g % ${max}) and deleted_at is null) s on true`,
        );
        [{ n }] = (await sql`select count(*)::int as n from pins`) as unknown as [{ n: number }];
        console.log(`  pins: ${n}`);
      }
      await sql`vacuum (analyze) pins`;
      console.log(`pins copied to ${n} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    let [{ groups }] = (await sql`select count(*)::int as groups from ad_groups where status = 'ACTIVE'`) as unknown as [{ groups: number }];
    const [{ made }] = (await sql`select count(*)::int as made from ad_groups where name like 'Bench group %' and status = 'ACTIVE'`) as unknown as [{ made: number }];
    if (made !== AD_GROUPS) {
      const started = performance.now();
      await sql.begin(async (tx) => {
        // Made by an earlier version of this bench with another count: made again.
        await tx`delete from ad_accounts where name like 'Bench %'`;
        // Up to 100 members who have no ad account yet (the seed's advertisers have theirs; the seed has
        // fewer than 100 others), one new account each, sharing AD_GROUPS / 10 campaigns of 10 groups.
        await tx`create temporary table bench_owners on commit drop as
          select id from users u where not exists (select 1 from ad_accounts a where a.owner_id = u.id and a.name not like 'Bench %') order by id desc limit 100`;
        await tx`update users set is_partner = true, business_name = coalesce(business_name, username) where id in (select id from bench_owners)`;
        await tx`insert into ad_accounts (owner_id, name) select id, 'Bench ' || username from users where id in (select id from bench_owners)`;
        const [{ accounts }] = (await tx`select count(*)::int as accounts from ad_accounts where name like 'Bench %'`) as unknown as [{ accounts: number }];
        const campaignCount = AD_GROUPS / 10;
        const perAccount = Math.ceil(campaignCount / accounts);
        await tx`insert into campaigns (ad_account_id, name, objective, status, daily_budget_micros, start_time)
          select a.id, 'Bench campaign ' || g, 'AWARENESS', 'ACTIVE', 50000000 + (g % 7) * 10000000, now() - interval '10 days'
          from (select id, row_number() over (order by id) as r from ad_accounts where name like 'Bench %') a
          cross join generate_series(1, ${perAccount}) g
          where (a.r - 1) * ${perAccount} + g <= ${campaignCount}`;
        await tx`insert into ad_groups (campaign_id, name, status, bid_micros, targeting, expanded_targeting)
          select c.id, 'Bench group ' || g, 'ACTIVE', 100000 + ((c.id * 7 + g * 13) % 50) * 100000,
            case (c.id + g) % 10
              when 0 then '{}'::jsonb when 1 then '{}'::jsonb
              when 2 then jsonb_build_object('interests', jsonb_build_array((1 + (c.id + g) % 40)::text))
              when 3 then jsonb_build_object('interests', jsonb_build_array((1 + (c.id * 3 + g) % 40)::text, (1 + (c.id + g * 7) % 40)::text))
              when 4 then jsonb_build_object('interests', jsonb_build_array((1 + (c.id * 5 + g) % 40)::text))
              when 5 then jsonb_build_object('interests', jsonb_build_array((1 + (c.id + g * 3) % 40)::text))
              when 6 then jsonb_build_object('genders', jsonb_build_array(case when g % 2 = 0 then 'female' else 'male' end), 'age_buckets', '["25-34", "35-44"]'::jsonb)
              when 7 then jsonb_build_object('locales', jsonb_build_array(case when g % 2 = 0 then 'en-US' else 'fr-FR' end))
              when 8 then jsonb_build_object('keywords', jsonb_build_array('bench word ' || g))
              else jsonb_build_object('devices', '["web_mobile"]'::jsonb) end,
            (c.id + g) % 10 = 3
          from campaigns c cross join generate_series(1, 10) g
          where c.name like 'Bench campaign %'`;
        // One ad each, on the first public pin at or after a spread-out id.
        await tx`insert into ads (ad_group_id, pin_id, destination_url, status)
          select g.id, p.id, 'https://shop.example.com/bench/' || g.id, 'ACTIVE'
          from ad_groups g
          cross join lateral (select pins.id from pins join boards b on b.id = pins.board_id and b.privacy = 'public'
            where pins.id >= 1000 + (g.id * 97) % 900000 and pins.deleted_at is null order by pins.id limit 1) p
          where g.name like 'Bench group %'`;
        await tx`insert into ad_daily_stats (ad_id, day, impressions, spend_micros)
          select a.id, (now() at time zone 'utc')::date, 1000, (a.id % 60) * 1000000 from ads a where a.id % 3 = 0
          on conflict do nothing`;
      });
      await sql`vacuum (analyze) ad_accounts, campaigns, ad_groups, ads, ad_daily_stats`;
      [{ groups }] = (await sql`select count(*)::int as groups from ad_groups where status = 'ACTIVE'`) as unknown as [{ groups: number }];
      console.log(`ad data: ${groups} active ad groups (aim ${AD_GROUPS}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // The member following most, interests among them (the home feed's sources, the ads' interests).
    const [person] = await sql`
      select u.id, u.username from users u
      order by (select count(*) from follows f where f.follower_id = u.id) desc, u.id limit 1`;
    if (!person) throw new Error('the seed holds no member');
    // Five followed interests (the seed's members follow people and boards only).
    await sql`insert into follows (follower_id, target_type, target_id) select ${person.id}, 'interest', i.id from interests i order by i.id limit 5 on conflict do nothing`;
    await sql`update users set password_hash = ${await hashPassword(PASSWORD)}, gender = 'female', birth_year = 1994 where id = ${person.id}`;
    return { pins: n, groups, username: String(person.username) };
  } finally {
    await sql.end();
  }
}

async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/v3/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username_or_email: username, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

const QUERY = `query BenchHome { homefeed(first: 25) { edges { node { id entityId title isPromoted dominantColor image(size: W236) { url width height }
  pinner { id username fullName } board { id name } } } pageInfo { hasNextPage endCursor } } }`;

interface Target {
  name: 'ads' | 'no ads';
  url: string;
  cookie: string;
}

/** One request: the home feed's first page, signed in or as a visitor; answers the number of promoted pins. */
async function homeFeed(target: Target, signedIn: boolean): Promise<number> {
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(signedIn ? { cookie: target.cookie } : {}) },
    body: JSON.stringify({ query: QUERY }),
  });
  const body = (await response.json()) as { data?: { homefeed: { edges: Array<{ node: { isPromoted: boolean } }> } }; errors?: unknown[] };
  if (!response.ok || !body.data || body.errors) throw new Error(`${target.name}: ${response.status} ${JSON.stringify(body).slice(0, 400)}`);
  return body.data.homefeed.edges.filter((edge) => edge.node.isPromoted).length;
}

/** `connections` loops of requests for `seconds`: requests per second and promoted pins per page. */
async function phase(target: Target, seconds: number, connections: number): Promise<{ rps: number; adsPerPage: number }> {
  const until = performance.now() + seconds * 1000;
  let requests = 0;
  let ads = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      let k = i;
      while (performance.now() < until) {
        // Not `ads += await …`: that reads `ads` before the await, and the other loops' additions are lost.
        const served = await homeFeed(target, k % 2 === 0);
        ads += served;
        requests += 1;
        k += 1;
      }
    }),
  );
  return { rps: requests / ((performance.now() - started) / 1000), adsPerPage: ads / Math.max(1, requests) };
}

async function main(): Promise<void> {
  const target = option('pins', 1_000_000);
  const rounds = option('rounds', 3);
  const seconds = option('seconds', 4);
  const connections = option('connections', 8);
  const prepared = await prepare(databaseUrl, target);
  const env = { DATABASE_URL: databaseUrl, BENCH_ADS_SERVE: '1' };
  const withAds = await startBenchServer(await benchPort(), { script: 'bench/ads.ts', env: { ...env, ADS_SERVING: 'on' } });
  const withoutAds = await startBenchServer(await benchPort(), { script: 'bench/ads.ts', env: { ...env, ADS_SERVING: 'off' } });
  try {
    const targets: Target[] = [
      { name: 'ads', url: withAds.url, cookie: await signIn(withAds.url, prepared.username) },
      { name: 'no ads', url: withoutAds.url, cookie: await signIn(withoutAds.url, prepared.username) },
    ];
    console.log(`\nads bench: postgres (${new URL(databaseUrl).pathname.slice(1)}), ${prepared.pins} pins, ${prepared.groups} active ad groups, ${os.cpus().length} cores`);
    console.log(`home feed (GraphQL homefeed(first: 25)), half signed in as ${prepared.username}, half visitors; ${connections} connections, ${seconds} s a phase`);
    for (const t of targets) await phase(t, 1, connections); // warm-up
    const results: Record<Target['name'], number[]> = { ads: [], 'no ads': [] };
    for (let round = 1; round <= rounds; round += 1) {
      const order = round % 2 === 1 ? targets : [...targets].reverse();
      const parts: string[] = [];
      for (const t of order) {
        const r = await phase(t, seconds, connections);
        results[t.name].push(r.rps);
        parts.push(`${t.name} ${r.rps.toFixed(1)} req/s (${r.adsPerPage.toFixed(2)} ads a page)`);
      }
      console.log(`  round ${round}: ${parts.join(', ')}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const [a, b] = [median(results.ads), median(results['no ads'])];
    console.log(`\nmedian req/s: with ads ${a.toFixed(1)}, without ${b.toFixed(1)}; ratio ads/no ads ${(a / b).toFixed(2)}`);
  } finally {
    await withAds.stop();
    await withoutAds.stop();
  }
}

if (process.env.BENCH_ADS_SERVE === '1') {
  await serve();
} else {
  await main();
}
