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

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => undefined,
    });
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
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
