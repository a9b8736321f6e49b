/**
 * Bulk writes for the seed. A batch of rows travels as one JSON parameter and is expanded by
 * jsonb_populate_recordset, so a statement carries thousands of rows without hitting the
 * 65,535-parameter limit, on PGlite and PostgreSQL alike.
 */
import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';

/** Inserts rows (camelCase, as Drizzle infers them). Keys absent from a row are inserted as null. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly InferInsertModel<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const used = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) used.add(key);
  const keys = Object.keys(columns).filter((k) => used.has(k));
  const names = keys.map((k) => (columns[k] as { name: string }).name);
  const payload = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      const source = row as Record<string, unknown>;
      for (let i = 0; i < keys.length; i++) out[names[i] as string] = source[keys[i] as string] ?? null;
      return out;
    }),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${payload}::jsonb)`);
}

/** Inserts in batches of batchSize, each group of groupSize batches in one transaction. */
export async function insertBatches<T extends PgTable>(
  db: Db,
  table: T,
  batches: Iterable<InferInsertModel<T>[]>,
  groupSize = 20,
): Promise<void> {
  const iterator = batches[Symbol.iterator]();
  let done = false;
  while (!done) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < groupSize; i++) {
        const next = iterator.next();
        if (next.done) {
          done = true;
          return;
        }
        await insertRows(tx as unknown as Db, table, next.value);
      }
    });
  }
}

/** Splits an array into batches. */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Tables with identity ids the seed fills with explicit ids. */
const IDENTITY_TABLES = ['users', 'boards', 'board_sections', 'interests', 'pins', 'saves'] as const;

/** Moves every identity sequence past the largest id, so later inserts do not collide. */
export async function advanceSequences(db: Db): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1), (select max(id) from ${table}) is not null)`,
      ),
    );
  }
}

/** Empties every table the seed writes and restarts the identities. */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(
    sql.raw(
      'truncate table saves, follows, blocks, board_collaborators, pins, board_sections, boards, interests, users restart identity cascade',
    ),
  );
}

/** True when the database holds no users, boards or pins. */
export async function isEmpty(db: Db): Promise<boolean> {
  const one = sql<number>`1`;
  const rows = await db
    .select({ one })
    .from(schema.users)
    .limit(1)
    .unionAll(db.select({ one }).from(schema.boards).limit(1))
    .unionAll(db.select({ one }).from(schema.pins).limit(1))
    .unionAll(db.select({ one }).from(schema.interests).limit(1));
  return rows.length === 0;
}

/** Each board's cover is its newest pin; last_pinned_at is its newest pin or save. */
export async function refreshBoardActivity(db: Db): Promise<void> {
  await db.execute(sql`
    update boards b set cover_pin_id = p.cover_pin_id, last_pinned_at = p.last_pinned_at
    from (select board_id, max(id) as cover_pin_id, max(created_at) as last_pinned_at from pins group by board_id) p
    where b.id = p.board_id`);
  await db.execute(sql`
    update boards b set last_pinned_at = greatest(b.last_pinned_at, s.last_saved_at)
    from (select board_id, max(created_at) as last_saved_at from saves group by board_id) s
    where b.id = s.board_id`);
}
