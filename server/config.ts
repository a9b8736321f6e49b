import path from 'node:path';

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
  /** Networks (CIDRs) whose visitors see the deb_ debug box, like employees do; default loopback. */
  internalNetworks: string[];
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
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    v3ApiUrl: (env.V3_API_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    secret: env.SECRET_KEY ?? DEV_SECRET,
    imageBaseUrl: (env.IMAGE_BASE_URL ?? '').replace(/\/$/, ''),
    trustProxy: list(env.TRUST_PROXY ?? ''),
    publicUrl,
    redisUrl: env.REDIS_URL || undefined,
    mailDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : undefined,
    internalNetworks: env.INTERNAL_NETWORKS === undefined ? ['127.0.0.0/8', '::1/128'] : list(env.INTERNAL_NETWORKS),
  };
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const isDevSecret = (config: Config): boolean => config.secret === DEV_SECRET;
