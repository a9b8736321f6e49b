/**
 * `npm run bench:search`: typeahead and search on 1,000,000 pins (issue 17), through v3 HTTP against the
 * app on PostgreSQL — its own database, corkboard_bench_search (--database URL, or BENCH_SEARCH_DATABASE_URL),
 * on a free port. Not a test.
 *
 * Data: the project's seed (`seed(db, { pins })`, as `npm run seed -- --pins N` does), made once and kept
 * between runs; --reseed empties and seeds it again (the seeding time is reported). --pins N (1,000,000).
 * The suggestions are rebuilt (refreshSearchSuggestions, timed) when there are none, or with --refresh.
 *
 * The app runs as its own process: this file, bundled like `npm start` bundles server/main.ts, started with
 * BENCH_SEARCH_SERVE=1 builds the app (buildApp, no client build: the bench reads v3 only; no background
 * jobs, so that only requests are timed) and listens.
 *
 * Phases, interleaved (their order rotates each round), each --reads requests a round (default 40), the
 * first round a warm-up not counted:
 *   typeahead     GET /v3/search/typeahead/?q=&page_size=5 — 1–3-letter prefixes, whole words, two words,
 *                 typos (a letter dropped, doubled or swapped), half as a visitor, half signed in (a person
 *                 with blocks, so the block rules are in the plan);
 *   search pins   GET /v3/search/pins/?q=&page_size=25 — common words, rare words, "phrases", OR,
 *                 -exclusion, typos;
 *   search boards GET /v3/search/boards/?q=, search users GET /v3/search/users/?q=.
 * A phase whose resource answers 404 is skipped, and the report says so. Prints p50/p99 per phase and per
 * kind of query, the slowest queries, and the machine's load (uptime) while measuring.
 * Options: --rounds N (6) --reads N (40) --pins N --database URL --reseed --refresh --port N
 * --phases typeahead,pins,boards,users (all).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import postgres from 'postgres';
import { buildApp } from '../server/app.ts';
import { openStorage } from '../server/db/client.ts';
import { isEmpty, resetDatabase, seed } from '../server/db/seed/index.ts';
import { createMetrics } from '../server/metrics.ts';
import { hashPassword } from '../server/v3/account/password.ts';
import { refreshSearchSuggestions } from '../server/v3/search/suggestions.ts';
import { benchPort, ensureDatabase, option, startBenchServer } from './server.ts';

const databaseAt = process.argv.indexOf('--database');
const databaseUrl =
  (databaseAt === -1 ? undefined : process.argv[databaseAt + 1]) ?? process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/corkboard_bench_search';
const PASSWORD = 'bench-password-not-secret';

/** Serve mode: the app on DATABASE_URL at PORT, without the client (v3 and GraphQL only). */
async function serve(): Promise<void> {
  const storage = await openStorage({ databaseUrl: process.env.DATABASE_URL });
  const app = await buildApp({
    storage,
    metrics: createMetrics(),
    secret: 'bench-search-secret-not-secret',
    v3ApiUrl: () => `http://127.0.0.1:${process.env.PORT}`,
    distDir: '/nonexistent',
    logger: { level: 'error' },
    // Requests only: no background job (the suggestions are rebuilt by prepare(); visual search's image
    // back-fill would hash a million pictures while the requests are timed).
    jobs: false,
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

interface Prepared {
  pins: number;
  seededMs: number | null;
  refreshMs: number | null;
  suggestions: number;
  username: string;
}

/** The seeded database (seeding it when empty or with --reseed) and fresh suggestions. */
async function prepare(url: string, pinCount: number): Promise<Prepared> {
  await ensureDatabase(url);
  const storage = await openStorage({ databaseUrl: url, poolSize: 2 });
  let seededMs: number | null = null;
  let refreshMs: number | null = null;
  try {
    const reseed = process.argv.includes('--reseed');
    if (reseed || (await isEmpty(storage.db))) {
      if (reseed) await resetDatabase(storage.db);
      console.log(`seeding ${pinCount} pins into ${new URL(url).pathname.slice(1)} …`);
      const started = performance.now();
      await seed(storage.db, { pins: pinCount, log: (message) => console.log(`  [seed] ${message}`) });
      seededMs = performance.now() - started;
      console.log(`seeded in ${(seededMs / 1000).toFixed(1)} s`);
    }
  } finally {
    await storage.close();
  }
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [{ n: pins }] = (await sql`select count(*)::int as n from pins`) as unknown as [{ n: number }];
    if (pins !== pinCount) console.log(`note: the database holds ${pins} pins, not ${pinCount}: run with --reseed to seed ${pinCount}`);
    const [{ n: held }] = (await sql`select count(*)::int as n from search_suggestions`) as unknown as [{ n: number }];
    if (held === 0 || process.argv.includes('--refresh')) {
      const storage2 = await openStorage({ databaseUrl: url, poolSize: 1 });
      try {
        const started = performance.now();
        await refreshSearchSuggestions(storage2.db);
        refreshMs = performance.now() - started;
      } finally {
        await storage2.close();
      }
    }
    const [{ n: suggestions }] = (await sql`select count(*)::int as n from search_suggestions`) as unknown as [{ n: number }];
    // This machine's PostgreSQL runs without autovacuum: a freshly seeded (or rebuilt) table's dead rows
    // would be read by every index scan. A table with more than a tenth dead is vacuumed, as autovacuum would.
    const dead = await sql`
      select relname from pg_stat_user_tables
      where relname in ('pins', 'boards', 'users', 'follows', 'saves', 'blocks', 'interests', 'search_suggestions')
        and (n_dead_tup > n_live_tup / 10 or last_analyze is null and last_autoanalyze is null)`;
    for (const { relname } of dead) {
      const started = performance.now();
      await sql.unsafe(`vacuum (analyze) ${String(relname)}`);
      console.log(`vacuumed ${String(relname)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // A signed-in viewer with blocks both ways, so that the block rules are part of what is measured.
    const [person] = await sql`
      select u.id, u.username from users u
      where exists (select 1 from blocks where blocker_id = u.id) and exists (select 1 from boards where owner_id = u.id)
      order by u.id limit 1`;
    if (!person) throw new Error('the seed holds no person with blocks');
    await sql`update users set password_hash = ${await hashPassword(PASSWORD)} where id = ${person.id}`;
    return { pins, seededMs, refreshMs, suggestions, username: String(person.username) };
  } finally {
    await sql.end();
  }
}

interface Probe {
  kind: string;
  q: string;
}

/** Queries for each phase, from what the database holds (deterministic: ordered, no randomness). */
async function queries(url: string): Promise<Record<'typeahead' | 'pins' | 'boards' | 'users', Probe[]>> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const top = (await sql`select term from search_suggestions order by weight desc, term limit 400`).map((r) => String(r.term));
    const rare = (await sql`select term from search_suggestions where weight between 1 and 3 order by md5(term) limit 300`).map((r) => String(r.term));
    const people = await sql`select username, first_name from users order by md5(username) limit 40`;
    const boardNames = (await sql`select name from boards where privacy = 'public' order by md5(name) limit 40`).map((r) => String(r.name));
    const words = (terms: string[]) => [...new Set(terms.flatMap((t) => t.split(/[^\p{L}\p{N}']+/u)).filter((w) => w.length >= 4 && !/^\d+$/.test(w)))];
    const common = words(top).slice(0, 60);
    // Rare: in fewer than 500 pins (counted through the GIN index, at most 500 read per word).
    const rareWords: string[] = [];
    for (const word of words(rare).filter((w) => !common.includes(w)).slice(0, 80)) {
      const [{ n }] = (await sql`select count(*)::int as n from (select 1 from pins where search_vector @@ plainto_tsquery('corkboard', ${word}) limit 500) m`) as unknown as [{ n: number }];
      if (n > 0 && n < 500) rareWords.push(word);
      if (rareWords.length === 20) break;
    }
    const typo = (word: string, i: number): string => {
      const at = 1 + (i % Math.max(1, word.length - 2));
      switch (i % 3) {
        case 0:
          return word.slice(0, at) + word.slice(at + 1); // a letter dropped
        case 1:
          return word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
        default:
          return word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2); // two swapped
      }
    };
    const letters = [...new Set(top.map((t) => t[0]!).filter((c) => /[a-z]/.test(c)))];
    const prefixes = [...new Set(top.flatMap((t) => [t.slice(0, 1), t.slice(0, 2), t.slice(0, 3)]).filter((p) => /^[a-z]+$/.test(p)))];
    const typeahead: Probe[] = [];
    for (let i = 0; i < 40; i += 1) {
      typeahead.push({ kind: `prefix ${(i % 3) + 1}`, q: prefixes.filter((p) => p.length === (i % 3) + 1)[i % 13] ?? letters[i % letters.length]! });
      typeahead.push({ kind: 'word', q: common[i % common.length]! });
      typeahead.push({ kind: 'typo', q: typo(common[(i * 7) % common.length]!, i) });
      if (i % 2 === 0) typeahead.push({ kind: 'two words', q: top[i % top.length]!.split(' ').slice(0, 2).join(' ') });
    }
    const pinQueries: Probe[] = [];
    for (let i = 0; i < 20; i += 1) {
      const a = common[i % common.length]!;
      const b = common[(i * 5 + 3) % common.length]!;
      pinQueries.push({ kind: 'common word', q: a });
      pinQueries.push({ kind: 'rare word', q: rareWords[i % rareWords.length] ?? rare[i % rare.length]! });
      pinQueries.push({ kind: 'phrase', q: `"${top[(i * 3) % top.length]!.split(' ').slice(0, 2).join(' ')}"` });
      pinQueries.push({ kind: 'OR', q: `${a} or ${b}` });
      pinQueries.push({ kind: '-exclusion', q: `${top[(i * 3) % top.length]!.split(' ')[0]} -${b}` });
      pinQueries.push({ kind: 'typo', q: typo(a, i) });
    }
    const boardQueries: Probe[] = boardNames.flatMap((name, i) => [
      { kind: 'word', q: name.split(' ')[0]! },
      { kind: 'name', q: name },
      { kind: 'typo', q: typo(common[i % common.length]!, i) },
    ]);
    const userQueries: Probe[] = people.flatMap((p, i) => [
      { kind: 'username', q: String(p.username) },
      { kind: 'first name', q: String(p.first_name) || String(p.username) },
      { kind: 'typo', q: typo(String(p.username), i) },
    ]);
    return { typeahead, pins: pinQueries, boards: boardQueries, users: userQueries };
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

interface Timing {
  phase: string;
  kind: string;
  q: string;
  signedIn: boolean;
  ms: number;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const uptime = (): string => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  }
};

async function main(): Promise<void> {
  const pinCount = option('pins', 1_000_000);
  const rounds = option('rounds', 6);
  const reads = option('reads', 40);
  const prepared = await prepare(databaseUrl, pinCount);
  const probes = await queries(databaseUrl);
  const app = await startBenchServer(await benchPort(), { script: 'bench/search.ts', env: { DATABASE_URL: databaseUrl, BENCH_SEARCH_SERVE: '1' } });
  try {
    const cookie = await signIn(app.url, prepared.username);
    const paths: Record<keyof typeof probes, (q: string) => string> = {
      typeahead: (q) => `/v3/search/typeahead/?q=${encodeURIComponent(q)}&page_size=5`,
      pins: (q) => `/v3/search/pins/?q=${encodeURIComponent(q)}&page_size=25`,
      boards: (q) => `/v3/search/boards/?q=${encodeURIComponent(q)}&page_size=25`,
      users: (q) => `/v3/search/users/?q=${encodeURIComponent(q)}&page_size=25`,
    };
    const only = process.argv.includes('--phases') ? process.argv[process.argv.indexOf('--phases') + 1]!.split(',') : null;
    const phases = (Object.keys(probes) as (keyof typeof probes)[]).filter((phase) => !only || only.includes(phase));
    const skipped: string[] = [];
    for (const phase of [...phases]) {
      const response = await fetch(`${app.url}${paths[phase]('kitchen')}`);
      await response.arrayBuffer();
      if (response.status === 404) {
        skipped.push(`${phase}: ${paths[phase]('…')} answered 404`);
        phases.splice(phases.indexOf(phase), 1);
      } else if (response.status !== 200) {
        throw new Error(`${paths[phase]('kitchen')} answered ${response.status}`);
      }
    }
    const timings: Timing[] = [];
    const cursor: Record<string, number> = {};
    const runPhase = async (phase: keyof typeof probes, counted: boolean) => {
      const list = probes[phase];
      const ms: number[] = [];
      for (let i = 0; i < reads; i += 1) {
        const at = cursor[phase] ?? 0;
        cursor[phase] = at + 1;
        const probe = list[at % list.length]!;
        const signedIn = at % 2 === 1;
        const started = performance.now();
        const response = await fetch(`${app.url}${paths[phase](probe.q)}`, { headers: signedIn ? { cookie } : {} });
        const text = await response.text();
        const took = performance.now() - started;
        if (response.status !== 200) throw new Error(`${paths[phase](probe.q)} answered ${response.status}: ${text.slice(0, 300)}`);
        ms.push(took);
        if (counted) timings.push({ phase, kind: probe.kind, q: probe.q, signedIn, ms: took });
      }
      return `${phase} p50 ${percentile(ms, 50).toFixed(1)} ms`;
    };
    console.log(`\nsearch bench: postgres (${new URL(databaseUrl).pathname.slice(1)}), ${prepared.pins} pins, ${prepared.suggestions} suggestions, ${os.cpus().length} cores`);
    if (prepared.seededMs !== null) console.log(`seeding took ${(prepared.seededMs / 1000).toFixed(1)} s`);
    if (prepared.refreshMs !== null) console.log(`refresh_search_suggestions took ${(prepared.refreshMs / 1000).toFixed(1)} s`);
    for (const line of skipped) console.log(`skipped ${line}`);
    console.log(`signed-in half as ${prepared.username} (has blocks); before: ${uptime()}`);
    for (let round = 0; round <= rounds; round += 1) {
      const order = phases.map((_, i) => phases[(i + round) % phases.length]!);
      const parts: string[] = [];
      for (const phase of order) parts.push(await runPhase(phase, round > 0));
      console.log(`  ${round === 0 ? 'warm-up' : `round ${round}`}: ${parts.join(', ')}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    }
    console.log(`after: ${uptime()}`);

    const summary = (rows: Timing[]) => {
      const ms = rows.map((t) => t.ms);
      return { n: ms.length, p50: Number(percentile(ms, 50).toFixed(1)), p99: Number(percentile(ms, 99).toFixed(1)), max: Number(Math.max(...ms).toFixed(1)) };
    };
    console.log('\nms per request, by phase');
    console.table(phases.map((phase) => ({ phase, ...summary(timings.filter((t) => t.phase === phase)) })));
    console.log('ms per request, by phase and kind of query');
    const kinds = [...new Set(timings.map((t) => `${t.phase}\u0000${t.kind}`))];
    console.table(kinds.map((key) => {
      const [phase, kind] = key.split('\u0000') as [string, string];
      return { phase, kind, ...summary(timings.filter((t) => t.phase === phase && t.kind === kind)) };
    }));
    console.log('signed in vs visitor');
    console.table(phases.flatMap((phase) => [false, true].map((signedIn) => ({ phase, viewer: signedIn ? 'signed in' : 'visitor', ...summary(timings.filter((t) => t.phase === phase && t.signedIn === signedIn)) }))));
    console.log('slowest requests');
    console.table([...timings].sort((a, b) => b.ms - a.ms).slice(0, 12).map((t) => ({ phase: t.phase, kind: t.kind, q: t.q, viewer: t.signedIn ? 'signed in' : 'visitor', ms: Number(t.ms.toFixed(1)) })));
  } finally {
    await app.stop();
  }
}

if (process.env.BENCH_SEARCH_SERVE === '1') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
