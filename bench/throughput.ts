/**
 * `npm run bench`: server throughput of the home, closeup, board and profile pages, three ways in
 * one run on one PostgreSQL database:
 *   bare     the page's main queries from a minimal Fastify handler (bench/bare.ts), the floor;
 *   v3       the v3 requests the GraphQL layer makes for the page (a page is all of them);
 *   graphql  the client's own persisted operation for the page, as the browser POSTs it;
 * logged out and signed in. Phases run interleaved in rounds (a different order each round) and
 * the report gives each ratio's median and spread over the rounds: v3/bare (aim ≥ 0.5) and
 * graphql/v3 (aim ≥ 0.8), in pages per second. It also counts the upstream v3 calls each
 * operation makes (from /metrics), the bytes of each answer and the server's peak RSS per phase.
 *
 * Modes and options:
 *   --rate R          fixed rate: the signed-in home operation at R req/s for --rate-duration S
 *                     (default 60), reporting p50/p99, errors and peak RSS (aim: 0 errors, p99 < 100 ms,
 *                     RSS ≤ 300 MB); --rate-only skips the rounds
 *   --pins N          large data: the database is filled to N pins first (its own database, kept)
 *   --rounds N (3) --duration S per phase (5) --warmup S (2) --connections N (10)
 *   --pages home,board  only these pages   --database URL  (default postgres://…/corkboard_bench)
 * The JSON result (bench/results/throughput-*.json) holds every phase, the commit, storage kind and
 * load average.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { hashPassword } from '../server/v3/account/password.ts';
import { PAGE_NAMES, pages, type Page, type PageData, type PageName } from './pages.ts';
import { benchPort, ensureDatabase, freePort, option, ROOT, startBenchServer, type BenchServer } from './server.ts';

const duration = option('duration', 5);
const rounds = option('rounds', 3);
const warmup = option('warmup', 2);
const connections = option('connections', 10);
const rate = process.argv.includes('--rate') ? option('rate', 200) : null;
const rateDuration = option('rate-duration', 60);
const rateOnly = process.argv.includes('--rate-only');
const largePins = process.argv.includes('--pins') ? option('pins', 1_000_000) : null;

function stringOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const only = stringOption('pages')?.split(',') as PageName[] | undefined;
if (only?.some((name) => !PAGE_NAMES.includes(name))) {
  console.error(`--pages takes some of ${PAGE_NAMES.join(',')}`);
  process.exit(2);
}

const defaultDatabase = `postgres://postgres@127.0.0.1:5432/corkboard_bench${largePins ? `_${largePins}` : ''}`;
const databaseUrl = stringOption('database') ?? process.env.BENCH_DATABASE_URL ?? defaultDatabase;

type Auth = 'out' | 'in';
type Kind = 'bare' | 'v3' | 'graphql';

interface PhaseResult {
  page: PageName;
  kind: Kind;
  auth: Auth | null;
  round: number;
  /** Requests per second as autocannon counted them. */
  requestsPerSec: number;
  /** Pages per second: a v3 page is several requests. */
  pagesPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
  peakRssMb: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Copies the seeded pins (new ids and dates, same boards and images) until the table holds `target`. */
async function fillPins(url: string, target: number): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    let [{ n }] = (await sql`select count(*)::int as n from pins`) as unknown as [{ n: number }];
    if (n >= target) return;
    console.log(`large data: ${n} pins → ${target} …`);
    const started = performance.now();
    const columns = (await sql`select column_name from information_schema.columns where table_name = 'pins' and column_name not in ('id', 'created_at') order by ordinal_position`).map(
      (row) => `"${String(row.column_name)}"`,
    );
    const list = columns.join(', ');
    while (n < target) {
      const batch = Math.min(100_000, target - n);
      await sql.unsafe(
        `insert into pins (${list}, created_at)
         select ${list.replace(/"([^"]+)"/g, 's."$1"')}, now() - (g * interval '1 minute')
         from generate_series(1, ${batch}) g
         join lateral (select * from pins where id = 1 + (g % 1000) and deleted_at is null) s on true`,
      );
      [{ n }] = (await sql`select count(*)::int as n from pins`) as unknown as [{ n: number }];
    }
    await sql`analyze pins`;
    console.log(`large data: ${n} pins in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await sql.end();
  }
}

/** The seeded data each page reads, and the demo person's password so the benchmark can sign in. */
async function pageData(url: string, password: string): Promise<Omit<PageData, 'viewer'> & { viewerName: string }> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [pin] = await sql`select p.id from pins p join boards b on b.id = p.board_id
      where p.deleted_at is null and b.privacy = 'public' order by p.id desc limit 1`;
    const [board] = await sql`select u.username, b.slug, b.id from boards b join users u on u.id = b.owner_id join pins p on p.board_id = b.id
      where b.privacy = 'public' and p.deleted_at is null group by u.username, b.slug, b.id order by count(*) desc, b.id limit 1`;
    const [viewer] = await sql`select u.id, u.username from users u join pins p on p.pinner_id = u.id where p.deleted_at is null
      group by u.id order by count(*) desc, u.id limit 1`;
    if (!pin || !board || !viewer) throw new Error('the bench database holds no pins: was it seeded?');
    await sql`update users set password_hash = ${await hashPassword(password)} where id = ${viewer.id}`;
    return {
      pinId: String(pin.id),
      boardOwner: String(board.username),
      boardSlug: String(board.slug),
      boardId: String(board.id),
      profile: String(board.username),
      viewerName: String(viewer.username),
    };
  } finally {
    await sql.end();
  }
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/v3/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username_or_email: username, password }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Upstream v3 calls the GraphQL layer made so far (the sum of v3_client_requests_total). */
async function upstreamCalls(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^v3_client_requests_total\{[^}]*\} (\d+)/gm)) total += Number(match[1]);
  return total;
}

interface Target {
  kind: Kind;
  auth: Auth | null;
  page: Page;
  server: BenchServer;
  /** Requests per page. */
  calls: number;
  options: autocannon.Options;
}

function targets(page: Page, auth: Auth, app: BenchServer, cookie: string): Target[] {
  const headers: Record<string, string> = auth === 'in' ? { cookie } : {};
  return [
    { kind: 'v3', auth, page, server: app, calls: page.v3.length, options: { url: app.url, headers, requests: page.v3.map((p) => ({ method: 'GET', path: p })) } },
    {
      kind: 'graphql',
      auth,
      page,
      server: app,
      calls: 1,
      options: {
        url: `${app.url}/graphql`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify(page.graphql),
      },
    },
  ];
}

/** One of each request of a target, checked, with its size; for GraphQL the upstream calls it made. */
/**
 * The boards a signed-in page shows pins as saved to (savedInfo.boardId): the GraphQL layer reads
 * them in one batched GET /v3/boards/?ids=, so the v3 phase of that page makes the same call.
 */
function savedBoardIds(data: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const saved = record.savedInfo as { boardId?: unknown } | null | undefined;
      if (saved && typeof saved.boardId === 'string') ids.add(saved.boardId);
      Object.values(record).forEach(walk);
    }
  };
  walk(data);
  return [...ids];
}

async function check(target: Target, app: BenchServer): Promise<{ bytes: number; upstream: number | null; savedBoards?: string[] }> {
  const init = target.options;
  const headers = init.headers as Record<string, string>;
  let bytes = 0;
  if (target.kind === 'graphql') {
    const before = await upstreamCalls(app.url);
    const response = await fetch(String(init.url), { method: 'POST', headers, body: String(init.body) });
    const text = await response.text();
    const upstream = (await upstreamCalls(app.url)) - before;
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown };
    if (!response.ok || body.errors || !body.data) throw new Error(`${target.page.name} ${target.auth}: GraphQL answered ${response.status} ${text.slice(0, 300)}`);
    return { bytes: Buffer.byteLength(text), upstream, savedBoards: savedBoardIds(body.data) };
  }
  const paths = target.kind === 'bare' ? [target.page.bare] : target.page.v3;
  for (const p of paths) {
    const response = await fetch(`${target.server.url}${p}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`${target.page.name}: ${p} answered ${response.status} ${text.slice(0, 300)}`);
    bytes += Buffer.byteLength(text);
  }
  return { bytes: bytes / paths.length, upstream: null };
}

async function runPhase(target: Target, round: number, seconds: number, extra: Partial<autocannon.Options> = {}): Promise<PhaseResult> {
  let peak = target.server.rssKb();
  const sampler = setInterval(() => (peak = Math.max(peak, target.server.rssKb())), 100);
  const result = await autocannon({ ...target.options, duration: seconds, connections, ...extra });
  clearInterval(sampler);
  peak = Math.max(peak, target.server.rssKb());
  return {
    page: target.page.name,
    kind: target.kind,
    auth: target.auth,
    round,
    requestsPerSec: result.requests.average,
    pagesPerSec: result.requests.average / target.calls,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    peakRssMb: peak / 1024,
  };
}

/** Round r's order of the phases: rotated by r, reversed on odd rounds, so no phase always runs first or after the same one. */
function orderFor<T>(items: T[], round: number): T[] {
  const shift = round % items.length;
  const rotated = [...items.slice(shift), ...items.slice(0, shift)];
  return round % 2 ? rotated.reverse() : rotated;
}

const gitCommit = (): string => {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg();
  await ensureDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl };
  const app = await startBenchServer(await benchPort(), { env });
  let bare: BenchServer | null = null;
  try {
    if (largePins) await fillPins(databaseUrl, largePins);
    bare = await startBenchServer(await freePort(), { script: 'bench/bare.ts', env });
    const password = 'bench-password-not-secret';
    const { viewerName, ...data } = await pageData(databaseUrl, password);
    const cookie = await signIn(app.url, viewerName, password);
    const chosen = (auth: Auth) => pages({ ...data, viewer: auth === 'in' ? viewerName : null }).filter((p) => !only || only.includes(p.name));

    const bareServer = bare;
    const plan = chosen('out').map((page, i) => ({
      page: page.name,
      targets: [
        { kind: 'bare', auth: null, page, server: bareServer, calls: 1, options: { url: `${bareServer.url}${page.bare}` } } satisfies Target,
        ...targets(page, 'out', app, cookie),
        ...targets(chosen('in')[i]!, 'in', app, cookie),
      ],
    }));

    console.log(`\nthroughput bench: commit ${gitCommit()}, storage postgres (${new URL(databaseUrl).pathname.slice(1)}), ${os.cpus().length} cores, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
    const checks: Record<string, { bytes: number; upstream: number | null; v3Calls: number; savedBoards?: string[] }> = {};
    for (const { targets: list } of plan) {
      for (const target of list) {
        const checked = await check(target, app);
        const key = `${target.page.name} ${target.kind}${target.auth ? ` ${target.auth}` : ''}`;
        if (checked.savedBoards?.length) {
          // The same page's v3 phase (the target before this one) makes the batched board read too.
          const v3Target = list.find((t) => t.kind === 'v3' && t.auth === target.auth)!;
          const call = `/v3/boards/?ids=${encodeURIComponent(checked.savedBoards.join(','))}`;
          target.page.v3.push(call);
          v3Target.calls = target.page.v3.length;
          v3Target.options.requests = target.page.v3.map((p) => ({ method: 'GET', path: p }));
          checks[key.replace('graphql', 'v3')]!.bytes = (await check(v3Target, app)).bytes;
        }
        checks[key] = { ...checked, v3Calls: target.page.v3.length };
        if (checked.upstream !== null && checked.upstream !== target.page.v3.length) {
          console.warn(`note: ${key} made ${checked.upstream} upstream calls; the v3 phase makes ${target.page.v3.length}`);
        }
      }
    }

    const results: PhaseResult[] = [];
    if (!rateOnly) {
      console.log(`${rounds} rounds × ${plan.length} pages × ${plan[0]?.targets.length ?? 0} phases, ${duration} s each, ${connections} connections, after ${warmup} s warm-ups\n`);
      for (const { targets: list } of plan) for (const target of list) await runPhase(target, -1, warmup);
      for (let round = 0; round < rounds; round += 1) {
        for (const { targets: list } of plan) {
          for (const target of orderFor(list, round)) {
            const result = await runPhase(target, round, duration);
            results.push(result);
            process.stdout.write(`  round ${round + 1} ${result.page.padEnd(8)} ${result.kind.padEnd(8)} ${(result.auth ?? '').padEnd(4)} ${result.pagesPerSec.toFixed(0).padStart(5)} pages/s  p99 ${result.p99.toFixed(0)} ms\n`);
          }
        }
      }
    }

    const summary = plan.flatMap(({ page }) =>
      (['out', 'in'] as Auth[]).map((auth) => {
        const ratios = { v3OverBare: [] as number[], graphqlOverV3: [] as number[] };
        for (let round = 0; round < rounds; round += 1) {
          const of = (kind: Kind) => results.find((r) => r.page === page && r.round === round && r.kind === kind && (kind === 'bare' || r.auth === auth));
          const [b, v, g] = [of('bare'), of('v3'), of('graphql')];
          if (b && v && g) {
            ratios.v3OverBare.push(v.pagesPerSec / b.pagesPerSec);
            ratios.graphqlOverV3.push(g.pagesPerSec / v.pagesPerSec);
          }
        }
        const stat = (values: number[]) => ({ median: values.length ? median(values) : NaN, min: Math.min(...values), max: Math.max(...values) });
        const pick = (kind: Kind) => results.filter((r) => r.page === page && r.kind === kind && (kind === 'bare' || r.auth === auth));
        return {
          page,
          auth,
          barePagesPerSec: median(pick('bare').map((r) => r.pagesPerSec)),
          v3PagesPerSec: median(pick('v3').map((r) => r.pagesPerSec)),
          graphqlPagesPerSec: median(pick('graphql').map((r) => r.pagesPerSec)),
          v3OverBare: stat(ratios.v3OverBare),
          graphqlOverV3: stat(ratios.graphqlOverV3),
          upstreamCalls: checks[`${page} graphql ${auth}`]?.upstream ?? null,
          bytes: { bare: checks[`${page} bare`]?.bytes, v3: checks[`${page} v3 ${auth}`]?.bytes, graphql: checks[`${page} graphql ${auth}`]?.bytes },
        };
      }),
    );
    if (!rateOnly) {
      const fmt = (s: { median: number; min: number; max: number }) => `${s.median.toFixed(2)} (${s.min.toFixed(2)}–${s.max.toFixed(2)})`;
      console.log('\nmedians over the rounds, pages per second; ratios as median (min–max)');
      console.table(
        summary.map((s) => ({
          page: s.page,
          auth: s.auth,
          bare: s.barePagesPerSec.toFixed(0),
          v3: s.v3PagesPerSec.toFixed(0),
          graphql: s.graphqlPagesPerSec.toFixed(0),
          'v3/bare ≥0.5': fmt(s.v3OverBare),
          'graphql/v3 ≥0.8': fmt(s.graphqlOverV3),
          upstream: s.upstreamCalls,
          'KB v3/gql': `${((s.bytes.v3 ?? 0) / 1024).toFixed(1)}/${((s.bytes.graphql ?? 0) / 1024).toFixed(1)}`,
        })),
      );
    }

    let fixedRate: (PhaseResult & { rate: number; pass: boolean }) | null = null;
    if (rate) {
      const home = plan.find((p) => p.page === 'home') ?? { targets: targets(chosen('in')[0]!, 'in', app, cookie) };
      const target = home.targets.find((t) => t.kind === 'graphql' && t.auth === 'in')!;
      // Enough connections that the rate is never held back by waiting answers.
      const result = await runPhase(target, 0, rateDuration, { overallRate: rate, connections: Math.max(connections, Math.ceil(rate / 10)) });
      const pass = result.errors + result.non2xx === 0 && result.p99 < 100 && result.peakRssMb <= 300 && result.requestsPerSec >= rate * 0.98;
      fixedRate = { ...result, rate, pass };
      console.log(
        `\nfixed rate ${rate} req/s for ${rateDuration} s, signed-in ${target.page.graphql.operationName}: ${result.requestsPerSec.toFixed(1)} req/s achieved, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}, peak RSS ${result.peakRssMb.toFixed(0)} MB → ${pass ? 'holds' : 'does not hold'} (aim: 0 errors, p99 < 100 ms, RSS ≤ 300 MB)`,
      );
    }

    const out = path.join(ROOT, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `throughput-${Date.now()}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          startedAt,
          commit: gitCommit(),
          storage: 'postgres',
          database: new URL(databaseUrl).pathname.slice(1),
          pins: largePins,
          node: process.version,
          cores: os.cpus().length,
          loadAverage: { before: loadBefore, after: os.loadavg() },
          options: { duration, rounds, warmup, connections, rate, rateDuration },
          checks,
          summary,
          fixedRate,
          phases: results,
        },
        null,
        2,
      ),
    );
    console.log(`\nresult: ${path.relative(ROOT, file)}`);
    const failures = results.filter((r) => r.errors + r.non2xx > 0);
    if (failures.length) {
      console.error(`${failures.length} phases had errors or non-2xx answers`);
      process.exitCode = 1;
    }
  } finally {
    await bare?.stop();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
