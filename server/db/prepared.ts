/**
 * Statements built once per database handle and run many times with placeholders
 * (sql.placeholder): drizzle then skips building the SQL text on every request, which profiles of
 * the feed showed costing more than the database's own work.
 */
import type { Db } from './client.ts';

export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
