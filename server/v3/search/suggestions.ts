/**
 * The query suggestions of the typeahead (search_suggestions): terms people are likely to search for,
 * rebuilt from what the site holds by one set-based statement — used by the hourly job
 * `refresh_search_suggestions` (./jobs.ts) and at the end of the seed, so a fresh site has them at once.
 *
 * A term is a pin title, the name of the pin's board or the name of its topic, normalised (lower case,
 * accents dropped, trimmed, runs of white space as one space) and 2–100 characters long. Only content in
 * discovery counts: live pins (not deleted, not a removed story pin) on public boards — a secret or protected board's
 * name, or a title seen only there, never becomes a suggestion. A term's weight is how many such pins
 * carry it (a pin whose title is also its board's or topic's name counts once). Each distinct text is
 * normalised once, not once per pin: the statement is one pass over the pins (about 10 s for 1 M pins).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_MAX_CHARS = 100;

/** The normalised form of a text as a term (SQL); the typeahead normalises its query the same way. */
export const normalisedTerm = (text: SQL | string): SQL => sql`regexp_replace(btrim(lower(unaccent(${text}))), '\\s+', ' ', 'g')`;

/**
 * Replaces every suggestion with the terms of the content in discovery now, in one statement: readers
 * see the old set or the new one, never a mix. Terms gone from the site are deleted, new ones and those
 * whose weight changed written with `now` as updated_at (the others are left as they are). Answers how
 * many terms were written.
 */
export async function refreshSearchSuggestions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    with grouped as materialized (
      -- One pass over the pins in discovery, counted per title, per board name and per topic name; a pin
      -- whose board (or topic) has the pin's own title as name is counted once.
      select
        case when grouping(p.title) = 0 then p.title when grouping(b.name) = 0 then b.name else i.name end as raw,
        case
          when grouping(p.title) = 0 then count(*)
          when grouping(b.name) = 0 then count(*) filter (where p.title <> b.name)
          else count(*) filter (where p.title <> i.name and b.name <> i.name)
        end as n
      from pins p
      join boards b on b.id = p.board_id
      left join interests i on i.id = p.source_interest_id
      where b.privacy = 'public'
        and p.deleted_at is null
        and coalesce((p.story_pin_data ->> 'is_deleted')::boolean, false) = false
      group by grouping sets ((p.title), (b.name), (i.name))
    ),
    -- Normalised once per distinct text (materialized, so that it is not done again per pin).
    normalised as materialized (
      select ${normalisedTerm(sql`raw`)} as term, n from grouped where raw is not null and n > 0
    ),
    fresh as (
      select term, sum(n)::int as weight from normalised
      where char_length(term) between ${SUGGESTION_MIN_CHARS} and ${SUGGESTION_MAX_CHARS}
      group by term
    ),
    gone as (
      delete from search_suggestions s where not exists (select 1 from fresh f where f.term = s.term)
    )
    insert into search_suggestions (term, weight, updated_at)
    select term, weight, ${now.toISOString()}::timestamptz from fresh
    on conflict (term) do update set weight = excluded.weight, updated_at = excluded.updated_at
      -- A term whose weight is unchanged is left alone: no dead row per term and hour.
      where search_suggestions.weight <> excluded.weight`);
  return rowCount(result);
}

/** Rows an execute wrote: node-postgres/postgres.js say `count`, PGlite `affectedRows`. */
function rowCount(result: unknown): number {
  const r = result as { count?: number; rowCount?: number; affectedRows?: number };
  return Number(r.count ?? r.rowCount ?? r.affectedRows ?? 0);
}

/**
 * When the suggestions were last rebuilt: the later of the newest term's updated_at (a rebuild leaves
 * unchanged terms alone) and the end of the last refresh job that succeeded; null when neither is there.
 */
export async function suggestionsRebuiltAt(db: Db, jobKind: string): Promise<Date | null> {
  const result = await db.execute(sql`
    select greatest(
      (select max(updated_at) from search_suggestions),
      (select max(finished_at) from jobs where kind = ${jobKind} and status = 'succeeded')
    ) as at`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { at: string | Date | null }[];
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}
