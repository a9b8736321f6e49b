/**
 * `npm start`: builds the client if it is missing, opens storage (PGlite under DATA_DIR, or
 * DATABASE_URL), migrates, seeds an empty database, serves, and stops cleanly on SIGINT/SIGTERM.
 * With WEB_CONCURRENCY > 1 and DATABASE_URL it does the first steps once and then serves from that
 * many worker processes (server/cluster.ts).
 */
import { smtpTransport } from './v3/mail/delivery.ts';
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp, DIST_DIR, ROOT_DIR } from './app.ts';
import { ensureClientBuilt } from './build-client.ts';
import { isDevSecret, loadConfig } from './config.ts';
import { blobStoreFromConfig } from './storage/index.ts';
import { openStorage } from './db/client.ts';
import { enableDemoLogin } from './db/seed/demo-login.ts';
import { isEmpty, seed } from './db/seed/index.ts';
import { mediaLibrary } from './media/library.ts';
import { createMetrics } from './metrics.ts';
import { isWorker, runWorkers } from './cluster.ts';

const log = (msg: string) => console.log(`[corkboard] ${msg}`);

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  if (isDevSecret(config) && process.env.NODE_ENV === 'production') {
    log('warning: SECRET_KEY is not set; bookmarks are signed with the development secret');
  }
  const worker = isWorker();
  if (!worker) await ensureClientBuilt(ROOT_DIR, DIST_DIR, log);

  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log(storage.kind === 'postgres' ? 'storage: PostgreSQL (DATABASE_URL), migrated' : `storage: embedded PGlite in ${config.dataDir}, migrated`);
  if (!worker && (await isEmpty(storage.db))) {
    log('empty database: seeding demo data …');
    const seedStarted = performance.now();
    await seed(storage.db, { log });
    log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const demo = await enableDemoLogin(storage.db);
    if (demo) log(`demo log-in (not in production): ${demo.username} / ${demo.password}`);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    if (storage.kind === 'postgres') {
      await storage.close();
      runWorkers(config.workers, log);
      return;
    }
    log(`WEB_CONCURRENCY=${config.workers} needs DATABASE_URL (embedded PGlite belongs to one process): serving from this one`);
  }

  // The demo videos and GIFs, made by the bundled ffmpeg under DATA_DIR/media the first time each
  // is asked for (a second or two each), then kept.
  const media = mediaLibrary({ root: path.join(config.dataDir, 'media'), log });

  let v3ApiUrl = process.env.V3_API_URL?.replace(/\/$/, '');
  const app = await buildApp({
    storage,
    metrics: createMetrics({ defaults: true }),
    secret: config.secret,
    imageBaseUrl: config.imageBaseUrl,
    publicUrl: config.publicUrl,
    mailDir: config.mailDir,
    // SMTP_URL: mail is sent through it by the job queue (server/v3/mail/delivery.ts).
    mailer: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    // Outside production, mail (password reset and log-in links) is printed here too.
    echoMail:
      process.env.NODE_ENV === 'production'
        ? undefined
        : (mail) => log(`mail to ${mail.recipient}: ${mail.subject}${config.mailDir ? ` (also in ${config.mailDir})` : ''}\n${mail.body.replace(/^/gm, '    ')}`),
    redisUrl: config.redisUrl,
    internalNetworks: config.internalNetworks,
    dataDir: config.dataDir,
    blobs: blobStoreFromConfig(config),
    imageFetchAllow: config.imageFetchAllow,
    linkSafetyFile: config.linkSafetyFile,
    adServing: config.adServing,
    media,
    trustProxy: config.trustProxy,
    graphqlLimits: config.graphqlLimits,
    graphqlIntrospection: config.graphqlIntrospection,
    graphiql: config.graphiql,
    serverRendering: config.serverRendering,
    graphqlPersistedOnly: config.graphqlPersistedOnly,
    v3ApiUrl: () => v3ApiUrl ?? `http://127.0.0.1:${config.port}`,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  v3ApiUrl ??= `http://127.0.0.1:${port}`;
  log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}/  (GraphiQL: /graphql, v3 docs: /v3/docs/)`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => storage.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[corkboard] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
