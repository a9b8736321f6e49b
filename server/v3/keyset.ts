/**
 * Keyset paging: a page continues strictly after the last row's sort key, so every page is an index
 * range scan. Works for mixed sort directions; key columns must be non-null.
 */
import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { END_BOOKMARK } from './envelope.ts';
import type { BookmarkCodec, Position } from './bookmark.ts';

export interface KeyColumn {
  column: AnyColumn | SQL;
  dir: 'asc' | 'desc';
}

/** Rows strictly after `position` in the order of `keys`. */
export function after(keys: readonly KeyColumn[], position: Position): SQL {
  const terms: SQL[] = [];
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    const value = position[i];
    const equalities = keys.slice(0, i).map((k, j) => sql`${k.column} = ${position[j]}`);
    const step = key.dir === 'asc' ? sql`${key.column} > ${value}` : sql`${key.column} < ${value}`;
    terms.push(and(...equalities, step) as SQL);
  }
  return or(...terms) as SQL;
}

/**
 * Cuts one extra row off a page read with `limit pageSize + 1` and makes the next bookmark:
 * the end marker when there is no more.
 */
export function pageOf<T>(
  rows: T[],
  pageSize: number,
  codec: BookmarkCodec,
  list: string,
  positionOf: (row: T) => Position,
): { items: T[]; bookmark: string } {
  if (rows.length <= pageSize) return { items: rows, bookmark: END_BOOKMARK };
  const items = rows.slice(0, pageSize);
  return { items, bookmark: codec.encode(list, positionOf(items[items.length - 1]!)) };
}
