/** A real listening server on a free port for integration tests (GraphQL calls v3 over HTTP). */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Storage } from '../db/client.ts';
import { createMetrics, type Metrics } from '../metrics.ts';
import type { Clock } from '../v3/session/rate-limit.ts';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  metrics: Metrics;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret';

export type TestServerOptions = Pick<
  AppOptions,
  'graphqlLimits' | 'graphqlIntrospection' | 'graphiql' | 'graphqlPersistedOnly' | 'echoMail' | 'mailer' | 'publicUrl' | 'dataDir' | 'blobs' | 'jobs' | 'imageFetchAllow' | 'adServing'
> & {
  distDir?: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  clock?: Clock;
  /** Where the GraphQL layer finds v3 (default: this server). */
  v3ApiUrl?: () => string;
};

export async function startTestServer(storage: Storage, options: TestServerOptions = {}): Promise<TestServer> {
  let url = '';
  const metrics = createMetrics();
  const app = await buildApp({
    storage,
    metrics,
    secret: TEST_SECRET,
    v3ApiUrl: options.v3ApiUrl ?? (() => url),
    distDir: options.distDir ?? '/nonexistent',
    redisUrl: options.redisUrl,
    clock: options.clock,
    graphqlLimits: options.graphqlLimits,
    graphqlIntrospection: options.graphqlIntrospection,
    graphiql: options.graphiql,
    graphqlPersistedOnly: options.graphqlPersistedOnly,
    echoMail: options.echoMail,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    dataDir: options.dataDir,
    blobs: options.blobs,
    jobs: options.jobs,
    imageFetchAllow: options.imageFetchAllow,
    // Ad groups read afresh for every page (tests write them directly), unless a test says otherwise.
    adServing: { snapshotMs: 0, ...options.adServing },
    // Counts from earlier runs must not leak into this one.
    redisKeyPrefix: options.redisKeyPrefix ?? `cb:test:${process.pid}:${Date.now()}:`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  url = `http://127.0.0.1:${address.port}`;
  return { app, url, metrics, close: () => app.close() };
}

/** The current value of a counter, summed over label sets that match `labels`. */
export async function counterValue(metrics: Metrics, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  if (!metric) return 0;
  return metric.values
    .filter((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want))
    .reduce((sum, v) => sum + v.value, 0);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A v3 clock that runs at real speed from just after the start of an hour, so the fixed rate-limit
 * windows (15 minutes, an hour) never roll over inside a test run: a test that makes five attempts
 * and expects the sixth refused cannot straddle a window boundary. Replicas given the same clock agree.
 */
export function windowAlignedClock(): Clock {
  const started = Date.now();
  const base = Math.floor(started / HOUR_MS) * HOUR_MS + 1000;
  return () => base + (Date.now() - started);
}
