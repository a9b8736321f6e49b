/**
 * `npm run bench`: in one run, the home feed through GraphQL (every card field, first: 25) against
 * the raw v3 GET /v3/feeds/home/?page_size=25, with autocannon. Reports req/s, p50/p99 latency and
 * the server's peak RSS for each, and their ratios. The server runs as its own process (seeded
 * demo data in a temporary DATA_DIR unless DATABASE_URL is set) so its memory can be read.
 *
 * Options: --duration S (default 10), --connections N (default 10), --warmup S (default 3), --port N
 * (default: a free port the system picks).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { HOMEFEED_CARD_QUERY } from '../schema/testing/homefeed-query.ts';
import { benchPort, option, ROOT, startBenchServer, type BenchServer } from './server.ts';

const duration = option('duration', 10);
const connections = option('connections', 10);
const warmup = option('warmup', 3);

interface Phase {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  peakRssMb: number;
}

async function run(name: string, server: BenchServer, opts: autocannon.Options): Promise<Phase> {
  await autocannon({ ...opts, duration: warmup, connections });
  let peak = server.rssKb();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssKb())), 100);
  const result = await autocannon({ ...opts, duration, connections });
  clearInterval(sampler);
  peak = Math.max(peak, server.rssKb());
  return {
    name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMb: peak / 1024,
  };
}

async function main(): Promise<void> {
  const server = await startBenchServer(await benchPort());
  const base = server.url;
  try {
    const check = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: HOMEFEED_CARD_QUERY, variables: { first: 25 } }),
    });
    const checked = (await check.json()) as { errors?: unknown; data?: { homefeed: { edges: unknown[] } } };
    if (checked.errors || checked.data?.homefeed.edges.length !== 25) throw new Error(`GraphQL check failed: ${JSON.stringify(checked).slice(0, 300)}`);

    console.log(`\nbench: ${connections} connections, ${duration} s each after ${warmup} s warm-up, server pid ${server.pid}\n`);
    const rest = await run('REST  GET /v3/feeds/home/?page_size=25', server, { url: `${base}/v3/feeds/home/?page_size=25` });
    const graphql = await run('GraphQL homefeed(first: 25), every card field', server, {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: HOMEFEED_CARD_QUERY, variables: { first: 25 }, operationName: 'HomefeedCards' }),
    });

    const rows = [rest, graphql].map((p) => ({
      phase: p.name,
      'req/s': p.requestsPerSec.toFixed(0),
      'p50 ms': p.p50.toFixed(1),
      'p99 ms': p.p99.toFixed(1),
      'peak RSS MB': p.peakRssMb.toFixed(0),
      'errors/non-2xx': `${p.errors}/${p.non2xx}`,
    }));
    console.table(rows);
    const ratio = {
      throughput: graphql.requestsPerSec / rest.requestsPerSec,
      p50: graphql.p50 / rest.p50,
      p99: graphql.p99 / rest.p99,
      peakRss: graphql.peakRssMb / rest.peakRssMb,
    };
    console.log(
      `GraphQL/REST: throughput ${(ratio.throughput * 100).toFixed(0)}% (aim ≥ 50%), p50 ×${ratio.p50.toFixed(2)}, p99 ×${ratio.p99.toFixed(2)}, peak RSS ×${ratio.peakRss.toFixed(2)}`,
    );
    console.log('Each GraphQL request makes one upstream v3 request, so GraphQL throughput is bounded by REST throughput.');
    const out = path.join(ROOT, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `homefeed-${Date.now()}.json`), JSON.stringify({ duration, connections, rest, graphql, ratio }, null, 2));
    if (rest.errors + graphql.errors + rest.non2xx + graphql.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
