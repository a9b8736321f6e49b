import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as fixed-width UTC text with microseconds ('2026-01-01T00:00:00.000000Z'): exact
 * enough for keyset bookmarks and sortable as a string.
 */
export const utcText = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
