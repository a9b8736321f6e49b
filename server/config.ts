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
}

const DEV_SECRET = 'corkboard-development-secret-change-me';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    v3ApiUrl: (env.V3_API_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    secret: env.SECRET_KEY ?? DEV_SECRET,
    imageBaseUrl: (env.IMAGE_BASE_URL ?? '').replace(/\/$/, ''),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  };
}

export const isDevSecret = (config: Config): boolean => config.secret === DEV_SECRET;
