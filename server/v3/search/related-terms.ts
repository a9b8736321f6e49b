/**
 * Refinement terms (related_terms) of a pin search: the topics (the pins' source interests and their
 * boards' topics) and the board names of the first page's results, most frequent first (a topic counts
 * twice a board name), at most 8. The query's own words are taken out of each term by their stems
 * ("pasta recipes" for the query "pasta" gives "recipes"), and so are stop words and numbers left at either end;
 * a term that holds nothing else is dropped.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interests } from '../../db/schema.ts';
import type { PinWithBoard } from '../pin/load.ts';
import { rowsOf } from './rows.ts';

export const RELATED_TERMS_MAX = 8;
const TOPIC_WEIGHT = 2;
const BOARD_WEIGHT = 1;

/** Lower case, accents dropped, words of letters and digits. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

export async function relatedTerms(db: Db, q: string, rows: readonly PinWithBoard[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const interestIds = [...new Set(rows.flatMap(({ pin, board }) => [pin.sourceInterestId, board.interestId]).filter((id): id is number => id !== null))];
  const topics = interestIds.length
    ? new Map((await db.select({ id: interests.id, name: interests.name }).from(interests).where(inArray(interests.id, interestIds))).map((r) => [r.id, r.name]))
    : new Map<number, string>();

  const weights = new Map<string, number>();
  const add = (name: string | undefined, weight: number) => {
    if (!name) return;
    const key = wordsOf(name).join(' ');
    if (key) weights.set(key, (weights.get(key) ?? 0) + weight);
  };
  for (const { pin, board } of rows) {
    add(pin.sourceInterestId === null ? undefined : topics.get(pin.sourceInterestId), TOPIC_WEIGHT);
    if (board.interestId !== null && board.interestId !== pin.sourceInterestId) add(topics.get(board.interestId), TOPIC_WEIGHT);
    add(board.name, BOARD_WEIGHT);
  }
  if (weights.size === 0) return [];

  // Stems of every word of the terms, and of the query, in the corkboard configuration (one statement).
  const words = [...new Set([...weights.keys()].flatMap((term) => term.split(' ')))];
  const stemRows = rowsOf<{ w: string | null; lexemes: string[] | string }>(
    await db.execute(sql`
      select w, tsvector_to_array(to_tsvector('corkboard', w)) as lexemes
      from unnest(array[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) as w
      union all
      select null, tsvector_to_array(to_tsvector('corkboard', ${q}))`),
  );
  const lexemes = (value: string[] | string): string[] =>
    Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter((x) => x !== '').map((x) => x.replace(/^"|"$/g, ''));
  const queryStems = new Set(stemRows.filter((r) => r.w === null).flatMap((r) => lexemes(r.lexemes)));
  const stems = new Map(stemRows.filter((r) => r.w !== null).map((r) => [r.w!, lexemes(r.lexemes)]));
  const queryWords = new Set(wordsOf(q));

  const refined = new Map<string, { weight: number; order: number }>();
  let order = 0;
  for (const [term, weight] of weights) {
    const kept = term.split(' ').filter((w) => !queryWords.has(w) && !(stems.get(w) ?? []).some((s) => queryStems.has(s)));
    // A stop word (no stem) or a number does not start or end a term: "ideas for" → "ideas", "night 3" → "night".
    const isStop = (w: string) => (stems.get(w) ?? []).length === 0 || /^\p{N}+$/u.test(w);
    while (kept.length && isStop(kept[0]!)) kept.shift();
    while (kept.length && isStop(kept[kept.length - 1]!)) kept.pop();
    const text = kept.join(' ');
    if (text.length < 2) continue;
    const seen = refined.get(text);
    if (seen) seen.weight += weight;
    else refined.set(text, { weight, order: order++ });
  }
  return [...refined.entries()]
    .sort((a, b) => b[1].weight - a[1].weight || a[1].order - b[1].order)
    .slice(0, RELATED_TERMS_MAX)
    .map(([text]) => text);
}
