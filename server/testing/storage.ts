/**
 * Storage for integration tests: PGlite in memory always, and a PostgreSQL server too when
 * DATABASE_URL is set. Each PostgreSQL storage is a fresh database, dropped on close, so test files
 * run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openStorage, type Storage } from '../db/client.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** poolSize: connections to a PostgreSQL server (default 4). */
  open(options?: { poolSize?: number }): Promise<Storage>;
}

/** A fresh, empty database on the server at `serverUrl`: its URL, and drop() to remove it. */
export async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `corkboard_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await dropper.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}

async function openThrowawayDatabase(serverUrl: string, poolSize = 4): Promise<Storage> {
  const database = await throwawayDatabase(serverUrl);
  const storage = await openStorage({ databaseUrl: database.url, poolSize });
  return {
    ...storage,
    async close() {
      await storage.close();
      await database.drop();
    },
  };
}

/** The storage backends this test run covers. */
export function backends(env: NodeJS.ProcessEnv = process.env): Backend[] {
  const list: Backend[] = [{ name: 'pglite', open: () => openStorage({}) }];
  const url = env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: (options) => openThrowawayDatabase(url, options?.poolSize) });
  return list;
}
