/**
 * On PostgreSQL every statement the app builds is prepared by name on its connection and planned
 * once (server/db/client.ts): the second run of a query parses and plans nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema.ts';
import { UNPREPARED, type Storage } from './client.ts';
import { textLiteral } from '../v3/search/literal.ts';
import { backends } from '../testing/storage.ts';

const postgresBackends = backends().filter((b) => b.name === 'postgres');

describe.skipIf(postgresBackends.length === 0)('statements on PostgreSQL', () => {
  let storage: Storage;
  beforeAll(async () => {
    // One connection, so the check below runs where the query was prepared.
    storage = await postgresBackends[0]!.open({ poolSize: 1 });
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('prepares a query built per request by name and plans it generically', async () => {
    for (const name of ['nobody', 'someone']) await storage.db.select({ id: users.id }).from(users).where(sql`${users.username} = ${name}`);
    const [row] = (await storage.db.execute(sql`select current_setting('plan_cache_mode') as mode,
      (select count(*)::int from pg_prepared_statements where statement like '%"users"."username" = $1%' and not from_sql) as prepared`)) as unknown as { mode: string; prepared: number }[];
    expect(row!.mode).toBe('force_generic_plan');
    // Both runs used one named statement.
    expect(row!.prepared).toBe(1);
  });

  it('keeps no named statement for a text with values written into it (a search\'s words)', async () => {
    for (const words of ['pasta', 'chocolate cake']) await storage.db.select({ id: users.id }).from(users).where(sql`${users.username} = ${textLiteral(words)} or ${users.id} = ${-1}`);
    const [row] = (await storage.db.execute(sql`select count(*)::int as kept from pg_prepared_statements where statement like ${`%${UNPREPARED}%`} and not from_sql`)) as unknown as { kept: number }[];
    expect(row!.kept).toBe(0);
  });
});
