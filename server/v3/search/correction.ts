/**
 * Typo tolerance: when the query as typed finds nothing, each of its words that finds nothing on its
 * own (in the same scope, under the same rules) is replaced by the closest known word — by pg_trgm
 * similarity — and the search runs again for the corrected query.
 *
 * The known words are the words of the query suggestions (search_suggestions: titles, board names and
 * topic names of content in discovery, rebuilt hourly) and of topic names (interests, always fresh).
 * Candidate terms come through their trigram GIN indexes with the word-similarity operator (`<%`, at
 * a threshold of 0.45 so a transposition such as "pasat" still reaches "pasta"), at most 300 of them;
 * their words are ranked by similarity to the typed word, then by the weight of the terms holding them.
 * Only a first page that found nothing pays for this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './rows.ts';

/** word_similarity threshold of the candidate terms (pg_trgm's default of 0.6 misses transpositions). */
export const CANDIDATE_WORD_SIMILARITY = 0.45;
/** A replacement must be at least this similar (pg_trgm similarity) to the typed word. */
export const REPLACEMENT_MIN_SIMILARITY = 0.3;
const CANDIDATE_TERMS = 300;
/** At most this many words of one query are looked at. */
const MAX_CHECKED_WORDS = 8;

export interface QueryWord {
  text: string;
  start: number;
  end: number;
}

/**
 * The words of a websearch query that may be typos: not the operator "or", not an excluded word
 * (-word), at least 3 letters and not only digits. Words inside quotes count.
 */
export function checkableWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of q.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    const text = match[0];
    if (text.toLowerCase() === 'or' || q[start - 1] === '-' || [...text].length < 3 || /^\p{N}+$/u.test(text)) continue;
    words.push({ text, start, end: start + text.length });
  }
  return words.slice(0, MAX_CHECKED_WORDS);
}

/** The query with `replacements` (word → new text) applied at the words' places. */
export function replaceWords(q: string, replacements: readonly { word: QueryWord; text: string }[]): string {
  let out = '';
  let at = 0;
  for (const { word, text } of [...replacements].sort((a, b) => a.word.start - b.word.start)) {
    out += q.slice(at, word.start) + text;
    at = word.end;
  }
  return out + q.slice(at);
}

/** The closest known word to `word` (lower case, no accents), or null when nothing is close enough. */
export async function closestKnownWord(db: Db, word: string): Promise<string | null> {
  // Normalised here, as the terms are (lower case, no accents), so the trigram indexes see a constant.
  const typed = word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_WORD_SIMILARITY)}, true)`);
    return rowsOf<{ word: string }>(
      await tx.execute(sql`
        with candidates as (
          (select term, weight from search_suggestions where ${typed} <% term limit ${CANDIDATE_TERMS})
          union all
          (select lower(unaccent(name)), 1 from interests where ${typed} <% name limit ${CANDIDATE_TERMS})
        ),
        words as (
          select regexp_split_to_table(term, '[^[:alnum:]]+') as word, weight from candidates
        )
        select word, similarity(word, ${typed}) as sim, sum(weight) as weight
        from words
        where char_length(word) >= 2 and word <> ${typed}
        group by word
        having similarity(word, ${typed}) >= ${REPLACEMENT_MIN_SIMILARITY}
        order by sim desc, weight desc, word
        limit 1`),
    );
  });
  return rows[0]?.word ?? null;
}

/**
 * The corrected query, or null when no word could be corrected: each checkable word for which
 * `findsAnything` says no is replaced by its closest known word.
 */
export async function correctedQuery(db: Db, q: string, findsAnything: (word: string) => Promise<boolean>): Promise<string | null> {
  const words = checkableWords(q);
  const found = await Promise.all(words.map((word) => findsAnything(word.text)));
  const unknown = words.filter((_, i) => !found[i]);
  if (unknown.length === 0) return null;
  const replacements = [];
  for (const word of unknown) {
    const known = await closestKnownWord(db, word.text);
    if (known !== null) replacements.push({ word, text: known });
  }
  if (replacements.length === 0) return null;
  const corrected = replaceWords(q, replacements);
  return corrected === q ? null : corrected;
}
