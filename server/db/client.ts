/**
 * Opens storage: embedded PGlite (files under a directory, or in memory) or a PostgreSQL server.
 * Both run the same Drizzle migrations and expose the same query API.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Storage {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface StorageOptions {
  /** A PostgreSQL server URL. Wins over dataDir. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory. */
  dataDir?: string | undefined;
  /** Connection pool size for a server. */
  poolSize?: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A comment that keeps a statement unprepared: search writes a person's words into the statement's
 * text (server/v3/search/literal.ts), so each such text is new, and kept as a named statement it would
 * pile up on the connection (memory on both sides) until the connection is replaced.
 */
export const UNPREPARED = '/*unprepared*/';

type Unsafe = (query: string, params?: unknown[], options?: { prepare?: boolean }) => unknown;

/**
 * A postgres.js client whose every statement is prepared by name on its connection and planned
 * once. Drizzle sends the queries it builds per request unnamed, and postgres.js then parses the
 * text and waits for a describe round trip before each execution; a named statement is parsed and
 * described once per connection. Plans are generic (plan_cache_mode force_generic_plan): the
 * server's default re-plans each of the first executions and keeps re-planning whenever a custom
 * plan looks cheaper, which for the one-statement page reads (server/v3/json-rows.ts) cost more
 * than running them. Every query binds its values as parameters, so the statement texts a
 * connection keeps are the code's own, and connections are replaced after postgres.js's
 * max_lifetime (30–60 minutes), which bounds them. The exception is a statement with values in
 * its text (marked UNPREPARED): it is sent unnamed.
 */
function preparingClient(url: string, poolSize: number): postgres.Sql {
  const sql = postgres(url, {
    max: poolSize,
    onnotice: () => undefined,
    connection: { plan_cache_mode: 'force_generic_plan' },
  });
  const unsafe = sql.unsafe.bind(sql) as Unsafe;
  // postgres.js types unsafe with overloads a plain function cannot satisfy; the wrapper keeps its behaviour.
  (sql as unknown as { unsafe: Unsafe }).unsafe = (query, params, options) => unsafe(query, params, { ...options, prepare: !query.includes(UNPREPARED) });
  return sql;
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.databaseUrl) {
    const sql = preparingClient(options.databaseUrl, options.poolSize ?? 10);
    const db = drizzlePostgres(sql, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Loaded only here: a server on DATABASE_URL never holds PGlite's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    // Search (issue 17, migration 0011): trigram matching and the unaccent dictionary.
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const client = new PGlite({ dataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
