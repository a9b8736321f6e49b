/** Builds the HTTP server: v3 REST, GraphQL, images, metrics and the built client. */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import querystring from 'node:querystring';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Storage } from './db/client.ts';
import { graphqlRoute } from './http/graphql.ts';
import { observe } from './http/observe.ts';
import { appJobQueue } from './jobs/app.ts';
import { registerSearchJobs } from './v3/search/jobs.ts';
import { registerTodayJobs } from './v3/today/jobs.ts';
import { registerVisualJobs } from './v3/visual/jobs.ts';
import { registerImpressionJobs } from './v3/event/jobs.ts';
import { registerNotificationJobs } from './v3/notification/jobs.ts';
import { registerMailJobs, type MailTransport } from './v3/mail/delivery.ts';
import { unsubscribeLinks } from './v3/mail/unsubscribe.ts';
import { discoveryPages } from './http/pages/index.ts';
import { spa } from './http/spa.ts';
import { dbImageLookup } from './images/lookup.ts';
import { localBlobStore, memoryBlobStore, type BlobStore } from './storage/index.ts';
import imagesRoutes from './images/routes.ts';
import { mediaLibrary, type MediaLibrary } from './media/library.ts';
import mediaRoutes from './media/routes.ts';
import type { Metrics } from './metrics.ts';
import { bookmarkCodec } from './v3/bookmark.ts';
import { Redis } from 'ioredis';
import { DEFAULT_INTERNAL_NETWORKS, internalNetworks } from './v3/debug/routes.ts';
import { MemoryCounterStore, RedisCounterStore, type Clock } from './v3/session/rate-limit.ts';
import { MemoryLiveBus, RedisLiveBus } from './v3/inbox/live.ts';
import { notify } from './v3/notification/notify.ts';
import type { GraphQLLimits } from '../schema/limits.ts';
import type { V3Deps } from './v3/deps.ts';
import { v3Api } from './v3/index.ts';
import { loadPins } from './v3/pin/load.ts';
import { readableBoardBySlug } from './v3/board/load.ts';
import { sessionTokenOf } from './v3/session/cookies.ts';
import { resolveSession } from './v3/session/store.ts';
import { findUserRow } from './v3/user/load.ts';
import { DEFAULT_AVATAR_SIGNATURE } from './v3/user/serialize.ts';
import { ANONYMOUS, type Viewer } from './v3/viewer.ts';
import { registerUploadJobs } from './v3/upload/jobs.ts';
import { uploadReceiver } from './v3/upload/receive.ts';
import { offsiteTokens } from './v3/offsite/token.ts';
import { offsitePages } from './http/offsite.ts';

/** How long start-up waits for Redis (REDIS_URL) before going on without it. */
const REDIS_READY_WAIT_MS = 2000;

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built client; CLIENT_DIST_DIR moves it (e.g. to build and test two checkouts side by side). */
export const DIST_DIR = process.env.CLIENT_DIST_DIR ? path.resolve(process.env.CLIENT_DIST_DIR) : path.join(ROOT_DIR, 'dist');

/** platform §5: parsed query strings are capped at 1000 keys. */
export const MAX_QUERY_KEYS = 1000;

export interface AppOptions {
  storage: Storage;
  metrics: Metrics;
  secret: string;
  imageBaseUrl?: string;
  /** Prefix for links in mail (PUBLIC_URL); absent: relative links. */
  publicUrl?: string;
  /** MAIL_DIR: also write outgoing mail there as text files. */
  mailDir?: string;
  /** See V3Deps.echoMail. */
  echoMail?: V3Deps['echoMail'];
  /** SMTP_URL's transport (smtpTransport): mail is sent by the job queue; tests pass one to a local SMTP server. */
  mailer?: MailTransport;
  /** Where the GraphQL layer finds v3; read per request (the port is known only after listen). */
  v3ApiUrl: () => string;
  dataDir?: string;
  /** The demo media served at /media/; default: made on request under {dataDir}/media (none without dataDir). */
  media?: MediaLibrary;
  /** Serve the built client from this folder when it has an index.html. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Reverse proxies whose X-Forwarded-For is believed, besides loopback (the GraphQL layer's hop to v3). */
  trustProxy?: string[];
  /** REDIS_URL: keep rate-limit counts in Redis, shared by every replica. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys (tests use their own). */
  redisKeyPrefix?: string;
  /** INTERNAL_NETWORKS: CIDRs whose visitors see the deb_ debug box; default loopback. */
  internalNetworks?: string[];
  /** Milliseconds since the epoch for v3 (rate-limit windows, expiries); tests pin or move it. */
  clock?: Clock;
  /** The GraphQL API's limits, deadline and hourly budget; what is left out keeps its default. */
  graphqlLimits?: Partial<GraphQLLimits>;
  /** Answer GraphQL introspection (default true). */
  graphqlIntrospection?: boolean;
  /** Serve GraphiQL at /graphql to browsers (default true). */
  graphiql?: boolean;
  /** Run only the client's persisted operations at /graphql (default false). */
  graphqlPersistedOnly?: boolean;
  /** Render the browse pages on the server when dist-ssr/ is there (SERVER_RENDERING; default false here, true in server/main.ts). */
  serverRendering?: boolean;
  /** Run the background job queue in this process (default true; see server/jobs/app.ts). */
  jobs?: boolean;
  /** Where uploads and images are kept (server/storage/); default {dataDir}/blobs, or memory without a dataDir (tests). */
  blobs?: BlobStore;
  /** IMAGE_FETCH_ALLOW: see V3Deps.imageFetchAllow. */
  imageFetchAllow?: string[];
  /** LINK_SAFETY_FILE: see V3Deps.linkSafetyFile. */
  linkSafetyFile?: string;
  /** ADS_SERVING and ADS_SNAPSHOT_MS: see V3Deps.adServing. */
  adServing?: V3Deps['adServing'];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: {
      ignoreTrailingSlash: true,
      querystringParser: (text: string) => querystring.parse(text, '&', '=', { maxKeys: MAX_QUERY_KEYS }),
    },
    bodyLimit: 1024 * 1024,
    // Loopback is the GraphQL layer calling v3 on behalf of a browser: it names the browser's IP.
    trustProxy: ['127.0.0.1', '::1', ...(options.trustProxy ?? [])],
  });
  const { storage, metrics } = options;
  const deps: V3Deps = { db: storage.db, bookmarks: bookmarkCodec(options.secret), imageBaseUrl: options.imageBaseUrl ?? '', publicUrl: options.publicUrl ?? '',
    mailDir: options.mailDir,
    echoMail: options.echoMail,
    mailer: options.mailer,
    unsubscribe: unsubscribeLinks(options.secret, options.publicUrl ?? ''),
    internalNetworks: internalNetworks(options.internalNetworks ?? DEFAULT_INTERNAL_NETWORKS),
    blobs: options.blobs ?? (options.dataDir ? localBlobStore(path.join(options.dataDir, 'blobs')) : memoryBlobStore()),
    imageFetchAllow: options.imageFetchAllow,
    offsiteTokens: offsiteTokens(options.secret, options.clock),
    linkSafetyFile: options.linkSafetyFile,
    adServing: options.adServing,
  };
  deps.jobs = appJobQueue(app, storage.db, { enabled: options.jobs, clock: options.clock });
  // process_upload: an uploaded file made into an image (server/v3/upload/jobs.ts).
  if (deps.jobs) registerUploadJobs({ db: storage.db, blobs: deps.blobs, jobs: deps.jobs });
  // mail.deliver: outgoing mail through SMTP (server/v3/mail/delivery.ts).
  if (deps.jobs && options.mailer) {
    registerMailJobs({ db: storage.db, jobs: deps.jobs, mailer: options.mailer, clock: options.clock, unsubscribe: deps.unsubscribe });
    const mailer = options.mailer;
    app.addHook('onClose', async () => mailer.close());
  }
  // Search and discovery (issue 17): suggestions, today's articles, image features.
  if (deps.jobs) {
    const withJobs = { ...deps, jobs: deps.jobs, clock: options.clock };
    registerSearchJobs(withJobs);
    registerTodayJobs(withJobs, { clock: options.clock });
    registerVisualJobs(withJobs);
    registerImpressionJobs(withJobs);
    // The news hub (issue 20): digests by mail, and the retention of inbox events and sent mail.
    registerNotificationJobs({ ...withJobs, log: app.log.child({ component: 'notification-jobs' }) });
  }

  // gzip/brotli for browsers and API clients that ask (the built JS is ~1.2 MB raw, ~340 KB gzipped).
  await app.register(fastifyCompress, { threshold: 1024 });
  observe(app, metrics);
  app.get('/healthz', async (_request, reply) => {
    try {
      await storage.db.execute(sql`select 1`);
      return { status: 'ok', storage: storage.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', storage: storage.kind });
    }
  });

  // REDIS_URL: rate-limit counts shared by every replica (else per process).
  let counterStore: RedisCounterStore | undefined;
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable; rate limits fail open'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    counterStore = new RedisCounterStore(redis, options.redisKeyPrefix ?? 'cb:rl:', (error) => app.log.warn({ err: error }, 'rate-limit count skipped: redis unavailable'));
    // The live bus (issue 20): Redis pub/sub, so a message written on one replica reaches streams on every other.
    const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable; live events wait for the streams\' catch-up'));
    deps.live = new RedisLiveBus(redis, subscriber, `${options.redisKeyPrefix ?? 'cb:rl:'}live:`, (error) => app.log.warn({ err: error }, 'live event poke failed'));
    // Commands are not queued while disconnected, so the first requests would go uncounted: start
    // once Redis is ready, or after REDIS_READY_WAIT_MS without it (counts then fail open until it is).
    try {
      await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_READY_WAIT_MS) });
    } catch (error) {
      app.log.warn({ err: error }, 'redis not ready at start; rate limits fail open until it is');
    }
  }

  deps.live ??= new MemoryLiveBus();
  // The news hub (issue 20): a comment tells the Pin's creator, and a reply the comment's author too.
  deps.onComment = (event) =>
    notify(
      deps,
      app.log,
      [...new Set([event.pinOwnerId, ...(event.parentAuthorId === null ? [] : [event.parentAuthorId])])].map((userId) => ({
        kind: 'comment' as const,
        userId,
        actorId: event.authorId,
        pinId: event.pinId,
        commentId: event.commentId,
      })),
    );
  const live = deps.live;
  app.addHook('onClose', async () => live.close());

  await app.register((v3, _opts, done) => {
    v3Api(v3, deps, { counterStore, metrics, clock: options.clock }).then(() => done(), done);
  }, { prefix: '/v3' });
  // POST /uploads/{upload_id}: the signed upload URL of a VIPResource slot (outside /v3: multipart, no cookie needed).
  await app.register(uploadReceiver, { deps, now: () => new Date(options.clock ? options.clock() : Date.now()) });

  graphqlRoute(app, {
    v3ApiUrl: options.v3ApiUrl,
    metrics,
    limits: options.graphqlLimits,
    // The hourly cost-point budgets are counted where v3's rate limits are: Redis, or this process.
    pointStore: counterStore ?? new MemoryCounterStore(options.clock),
    clock: options.clock,
    introspection: options.graphqlIntrospection,
    graphiql: options.graphiql,
    persistedOnly: options.graphqlPersistedOnly,
  });

  // /offsite/ and /pin_redirect (issue 18): signed outbound redirects, never open ones.
  await app.register(offsitePages, { deps });

  const lookup = dbImageLookup(storage.db);
  await app.register(imagesRoutes, {
    dataDir: options.dataDir,
    blobs: deps.blobs,
    lookup: async (signature: string) =>
      signature === DEFAULT_AVATAR_SIGNATURE ? { width: 280, height: 280 } : lookup(signature),
  });

  const media = options.media ?? (options.dataDir ? mediaLibrary({ root: path.join(options.dataDir, 'media') }) : undefined);
  if (media) await app.register(mediaRoutes, { library: media });

  const distDir = options.distDir ?? DIST_DIR;
  if (existsSync(path.join(distDir, 'index.html'))) {
    // Who asks for a page that is not public (a secret board, a pin on one): their session cookie, or nobody.
    const sessionViewer = async (request: FastifyRequest): Promise<Viewer | null> => {
      const session = await resolveSession(deps.db, sessionTokenOf(request), new Date());
      if (!session) return null;
      return session.limited ? { userId: session.userId, limited: true } : { userId: session.userId };
    };
    await spa(app, {
      distDir,
      pin: async (id) => (await loadPins(deps, ANONYMOUS, [id])).get(id),
      pinForVisitor: async (id, request) => {
        const viewer = await sessionViewer(request);
        return viewer ? (await loadPins(deps, viewer, [id])).get(id) : undefined;
      },
      publicUrl: options.publicUrl,
      serverRendering: options.serverRendering ?? false,
      pages: discoveryPages({ deps, publicUrl: options.publicUrl ?? '' }),
      userExists: async (username) => (await findUserRow(deps, username)) !== undefined,
      boardExists: async (username, slug, request) => {
        const owner = await findUserRow(deps, username);
        if (owner === undefined) return false;
        if ((await readableBoardBySlug(deps, ANONYMOUS, owner.id, slug)) !== undefined) return true;
        // Not public: there only for a signed-in owner or collaborator (their session cookie).
        const viewer = await sessionViewer(request);
        return viewer !== null && (await readableBoardBySlug(deps, viewer, owner.id, slug)) !== undefined;
      },
    });
  }
  return app;
}
