import { checkSmtpUrl } from './v3/mail/delivery.ts';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LIMITS, type GraphQLLimits } from '../schema/limits.ts';
import { parseAllowList } from './net/safe-fetch.ts';
import { isValidKey, type S3Options } from './storage/blob-store.ts';
import { AD_SNAPSHOT_MS } from './v3/ad/snapshot.ts';

/** Runtime configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; when absent, embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Base URL of the v3 REST API the GraphQL layer calls (defaults to this server). */
  v3ApiUrl: string;
  /** Secret for signing bookmarks; must be the same on every replica. */
  secret: string;
  /** Base URL under which images are served. */
  imageBaseUrl: string;
  /** Reverse proxies (IPs or CIDRs) whose X-Forwarded-For is believed, besides loopback. */
  trustProxy: string[];
  /** The site's public address (https://corkboard.example), prefixed to links in mail; absent: relative links. */
  publicUrl: string | undefined;
  /** REDIS_URL: a Redis server for state shared by replicas (rate-limit counts); absent: per process. */
  redisUrl: string | undefined;
  /** MAIL_DIR: a folder where outgoing mail is also written as text files (development); absent: none. */
  mailDir: string | undefined;
  /** SMTP_URL: send mail through this SMTP server (smtp:// or smtps://); absent: no mail is sent. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of outgoing mail; default Corkboard <no-reply@{PUBLIC_URL's host, or localhost}>. */
  mailFrom: string;
  /** Networks (CIDRs) whose visitors see the deb_ debug box, like employees do; default loopback. */
  internalNetworks: string[];
  /** The public GraphQL API's limits, deadline and hourly budget (GRAPHQL_*, V3_TIMEOUT_MS). */
  graphqlLimits: GraphQLLimits;
  /** GRAPHQL_INTROSPECTION=false turns introspection off. */
  graphqlIntrospection: boolean;
  /** GRAPHIQL=false turns GraphiQL off. */
  graphiql: boolean;
  /** SERVER_RENDERING=false stops rendering the browse pages on the server (server/http/ssr.ts). */
  serverRendering: boolean;
  /** GRAPHQL_PERSISTED_ONLY=true: /graphql runs only the first-party client's persisted operations. */
  graphqlPersistedOnly: boolean;
  /**
   * WEB_CONCURRENCY: how many server processes share the port (node:cluster), a number or `auto`
   * (one per core); default 1. More than one needs DATABASE_URL (PGlite belongs to one process).
   */
  workers: number;
  /** IMAGE_FETCH_ALLOW: private/loopback IPs, CIDRs or IP:port that pin-by-URL may fetch from anyway; default none. */
  imageFetchAllow: string[];
  /** LINK_SAFETY_FILE: a JSON file of link-safety entries (issue 18), synced into the store at start and when it changes; default none. */
  linkSafetyFile?: string;
  /** ADS_SERVING (default on) and ADS_SNAPSHOT_MS (default 5000): ad serving, see server/v3/ad/snapshot.ts. */
  adServing: { enabled: boolean; snapshotMs: number };
  /** S3_BUCKET and its S3_* settings: keep uploads and images in that bucket; absent: {dataDir}/blobs. */
  s3: S3Options | undefined;
}

/** Each limit's environment variable. */
export const LIMIT_ENV: Readonly<Record<keyof GraphQLLimits, string>> = {
  maxDepth: 'GRAPHQL_MAX_DEPTH',
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxRootFields: 'GRAPHQL_MAX_ROOT_FIELDS',
  maxTokens: 'GRAPHQL_MAX_TOKENS',
  maxDirectives: 'GRAPHQL_MAX_DIRECTIVES',
  maxNodes: 'GRAPHQL_MAX_NODES',
  rateLimitPoints: 'GRAPHQL_RATE_LIMIT',
  deadlineMs: 'GRAPHQL_DEADLINE_MS',
  v3TimeoutMs: 'V3_TIMEOUT_MS',
};

function graphqlLimits(env: NodeJS.ProcessEnv): GraphQLLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_ENV) as [keyof GraphQLLimits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    limits[key] = value;
  }
  return limits;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** ADS_SNAPSHOT_MS: milliseconds from 0 (read the ad groups for every page) to an hour; default AD_SNAPSHOT_MS (5000). */
function snapshotMsOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return AD_SNAPSHOT_MS;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > 3_600_000) throw new Error(`ADS_SNAPSHOT_MS must be an integer from 0 to 3600000, got "${raw}"`);
  return value;
}

const DEV_SECRET = 'corkboard-development-secret-change-me';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const host = env.HOST ?? '0.0.0.0';
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?$/i.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://corkboard.example, got "${env.PUBLIC_URL}"`);
  }
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    // An empty DATA_DIR (as `DATA_DIR=` in a compose file) is the default, not the working directory.
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    v3ApiUrl: (env.V3_API_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    secret: env.SECRET_KEY ?? DEV_SECRET,
    imageBaseUrl: (env.IMAGE_BASE_URL ?? '').replace(/\/$/, ''),
    trustProxy: list(env.TRUST_PROXY ?? ''),
    publicUrl,
    redisUrl: env.REDIS_URL || undefined,
    mailDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : undefined,
    smtpUrl: env.SMTP_URL?.trim() ? checkSmtpUrl(env.SMTP_URL.trim()) : undefined,
    mailFrom: env.MAIL_FROM?.trim() || `Corkboard <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`,
    internalNetworks: env.INTERNAL_NETWORKS === undefined ? ['127.0.0.0/8', '::1/128'] : list(env.INTERNAL_NETWORKS),
    graphqlLimits: graphqlLimits(env),
    graphqlIntrospection: flag(env, 'GRAPHQL_INTROSPECTION', true),
    graphiql: flag(env, 'GRAPHIQL', true),
    serverRendering: flag(env, 'SERVER_RENDERING', true),
    graphqlPersistedOnly: flag(env, 'GRAPHQL_PERSISTED_ONLY', false),
    workers: workersOf(env.WEB_CONCURRENCY),
    imageFetchAllow: imageFetchAllowOf(env.IMAGE_FETCH_ALLOW),
    linkSafetyFile: env.LINK_SAFETY_FILE || undefined,
    adServing: { enabled: flag(env, 'ADS_SERVING', true), snapshotMs: snapshotMsOf(env.ADS_SNAPSHOT_MS) },
    s3: s3Of(env),
  };
}

/** S3_BUCKET turns the S3 blob store on; the other S3_* variables only count with it. */
function s3Of(env: NodeJS.ProcessEnv): S3Options | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) return undefined;
  const endpoint = value('S3_ENDPOINT')?.replace(/\/+$/, '');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?$/i.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address such as https://s3.example.com, got "${env.S3_ENDPOINT}"`);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials');
  }
  const prefix = value('S3_PREFIX')?.replace(/^\/+|\/+$/g, '') || undefined;
  if (prefix !== undefined && !isValidKey(prefix)) {
    throw new Error(`S3_PREFIX must be folder names of letters, digits, '.', '_' and '-' separated by '/', got "${env.S3_PREFIX}"`);
  }
  return {
    bucket,
    region: value('S3_REGION'),
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
    prefix,
  };
}

function imageFetchAllowOf(raw: string | undefined): string[] {
  const entries = list(raw ?? '');
  parseAllowList(entries, 'IMAGE_FETCH_ALLOW'); // throws on a malformed entry, naming it
  return entries;
}

/** The most worker processes WEB_CONCURRENCY may ask for. */
export const MAX_WORKERS = 64;

function workersOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  if (raw.trim() === 'auto') return os.availableParallelism();
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_WORKERS) throw new Error(`WEB_CONCURRENCY must be auto or an integer from 1 to ${MAX_WORKERS}, got "${raw}"`);
  return value;
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const isDevSecret = (config: Config): boolean => config.secret === DEV_SECRET;
