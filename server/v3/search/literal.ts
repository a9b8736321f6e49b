/**
 * Values written into a search statement's text rather than bound as parameters. The database runs
 * every statement with a generic plan (plan_cache_mode force_generic_plan, server/db/client.ts), which
 * cannot tell a word in a third of the pins from a rare one, nor a LIMIT of 2000 from one of 10%: with
 * the tsquery and the candidate limit in the text, the planner picks the GIN bitmap scan for a rare word
 * and a backward id scan for a common one. Written as E'' strings (backslashes and quotes escaped), so
 * the text means the same whatever standard_conforming_strings says.
 */
import { sql, type SQL } from 'drizzle-orm';
import { UNPREPARED } from '../../db/client.ts';

/**
 * A text as an SQL string constant. It carries the UNPREPARED marker: a statement holding a person's
 * words is one of a kind, and must not be kept as a named prepared statement on its connection.
 */
export function textLiteral(text: string): SQL {
  return sql.raw(`${UNPREPARED}E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
}

/** A tsquery (websearch_to_tsquery's text form) as a constant. */
export function tsqueryLiteral(tsquery: string): SQL {
  return sql`${textLiteral(tsquery)}::tsquery`;
}

/**
 * A LIMIT as a constant. drizzle types limit() as number | Placeholder, but embeds an SQL chunk as it
 * is: this cast is that type gap, not a different value.
 */
export function limitLiteral(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`limit ${n} is not a count`);
  return sql.raw(String(n)) as unknown as number;
}
