/**
 * Bulk writes for the seed. A batch of rows travels as one JSON parameter and is expanded by
 * json_populate_recordset, so a statement carries thousands of rows without hitting the
 * 65,535-parameter limit, on PGlite and PostgreSQL alike.
 */
import { getTableColumns, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';

type Row = Record<string, unknown>;

/** One batch as a ready statement: the rows travel as a single JSON text parameter. */
function insertStatement<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[]): SQL | null {
  if (rows.length === 0) return null;
  const columns = getTableColumns(table);
  const used = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) used.add(key);
  const keys = Object.keys(columns).filter((k) => used.has(k));
  const names = keys.map((k) => (columns[k] as { name: string }).name);
  const payload = JSON.stringify(
    rows.map((row) => {
      const out: Row = {};
      const source = row as Row;
      for (let i = 0; i < keys.length; i++) out[names[i] as string] = source[keys[i] as string] ?? null;
      return out;
    }),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  // json (not jsonb): PostgreSQL then parses each record once instead of building a jsonb of the whole batch first.
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${payload}::text::json)`;
}

/** Inserts rows (camelCase, as Drizzle infers them). Keys absent from a row are inserted as null. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly InferInsertModel<T>[]): Promise<void> {
  const statement = insertStatement(table, rows);
  if (statement) await db.execute(statement);
}

/**
 * Inserts batches, groupSize batches per transaction. The next batch is generated and encoded while
 * the database works on the previous one (batches may come from an async generator that yields
 * to the event loop, so the socket keeps moving meanwhile).
 */
export interface BatchOptions {
  /** Batches per transaction. */
  groupSize?: number;
  /**
   * Skip the per-row foreign-key triggers (session_replication_role = replica; superuser only).
   * The seed's references are valid by construction and checked once afterwards by
   * verifyForeignKeys, which is far cheaper than a trigger query per row and column.
   */
  skipTriggers?: boolean;
}

export async function insertBatches<T extends PgTable>(
  db: Db,
  table: T,
  batches: Iterable<InferInsertModel<T>[]> | AsyncIterable<InferInsertModel<T>[]>,
  options: BatchOptions = {},
): Promise<void> {
  const groupSize = options.groupSize ?? 20;
  const iterator = Symbol.asyncIterator in batches ? batches[Symbol.asyncIterator]() : batches[Symbol.iterator]();
  let done = false;
  while (!done) {
    await db.transaction(async (tx) => {
      if (options.skipTriggers) await tx.execute(sql`set local session_replication_role = replica`);
      let running: Promise<unknown> | null = null;
      try {
        for (let i = 0; i < groupSize; i++) {
          const next = await iterator.next();
          if (next.done) {
            done = true;
            break;
          }
          const statement = insertStatement(table, next.value);
          await running;
          if (statement) {
            // Drizzle queries are lazy thenables: resolve it to start it now, and mark the
            // rejection handled until it is awaited.
            const started = Promise.resolve(tx.execute(statement));
            started.catch(() => undefined);
            running = started;
          } else running = null;
        }
      } finally {
        await running;
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

/**
 * Search columns (issue 17, migration 0011) as the triggers would have kept them: a seed loaded
 * without triggers (session_replication_role = replica) fills them here in one pass per table.
 */
export async function refreshSearchColumns(db: Db): Promise<void> {
  await db.execute(sql`
    update boards set search_vector = setweight(to_tsvector('corkboard', name), 'A') || setweight(to_tsvector('corkboard', description), 'B')`);
  await db.execute(sql`
    update pins p set search_vector = corkboard_pin_search_vector(p.title, p.description, p.board_id, p.source_interest_id, p.domain),
      save_count = (select count(*)::int from saves s where s.pin_id = p.id)`);
}

/** True when the connected role may skip triggers (PGlite's default role is a superuser). */
export async function isSuperuser(db: Db): Promise<boolean> {
  const [row] = await db.select({ on: sql<boolean>`current_setting('is_superuser') = 'on'` }).from(sql`(select 1) as one`);
  return row?.on === true;
}

/** Throws when any single-column foreign key of the public schema points at a missing row. */
export async function verifyForeignKeys(db: Db): Promise<void> {
  const keys = await db
    .select({
      name: sql<string>`c.conname`,
      child: sql<string>`c.conrelid::regclass::text`,
      column: sql<string>`a.attname`,
      parent: sql<string>`c.confrelid::regclass::text`,
      parentColumn: sql<string>`pa.attname`,
    })
    .from(sql`pg_constraint c`)
    .innerJoin(sql`pg_attribute a`, sql`a.attrelid = c.conrelid and a.attnum = c.conkey[1]`)
    .innerJoin(sql`pg_attribute pa`, sql`pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]`)
    .where(sql`c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace`);
  for (const key of keys) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`${sql.identifier(key.child)} as child`)
      .where(
        sql`child.${sql.identifier(key.column)} is not null and not exists (select 1 from ${sql.identifier(key.parent)} as parent where parent.${sql.identifier(key.parentColumn)} = child.${sql.identifier(key.column)})`,
      );
    if ((row?.n ?? 0) > 0) throw new Error(`seed: ${row?.n} rows of ${key.child}.${key.column} break foreign key ${key.name}`);
  }
}
