/**
 * Pin search: which pins each scope holds (under the discovery or own-content rules), the price
 * filter of the shopping scopes, and the blended ranking — text relevance (ts_rank_cd over the
 * weighted search vector) × saves × recency.
 *
 * The statement's shape (for measurements): the newest SEARCH_CANDIDATES (2000) matching pins of the
 * scope (a bitmap scan of pins_search_vector_idx and a top-N sort by id for a rare word, a backward
 * scan of pins_feed_idx filtered by `@@` for a common one), a top-N sort of those by the score, and
 * only the page's rows read in full:
 *   select pins.*, boards.* from (
 *     select c_id, <score of c_vector, c_saves, c_created> as t_score from (
 *       select pins.id c_id, pins.search_vector c_vector, pins.save_count c_saves, pins.created_at c_created
 *       from pins join boards on boards.id = pins.board_id
 *       where pins.search_vector @@ E'<tsquery>'::tsquery and pins.deleted_at is null and <scope rules>
 *       order by pins.id desc limit 2000
 *     ) candidates order by t_score desc, c_id desc limit $n offset $o
 *   ) top join pins on pins.id = top.c_id join boards on boards.id = pins.board_id
 *   order by top.t_score desc, top.c_id desc
 * The tsquery of the `@@` and the 2000 are constants in the text (./literal.ts): under the generic plans
 * the database makes, bound values would hide how common the word is.
 */
import { and, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardColumns, boards, pinColumns, pins } from '../../db/schema.ts';
import { pinInDiscovery, pinNotRemoved, pinVisible } from '../access.ts';
import type { PinWithBoard } from '../pin/load.ts';
import type { Viewer } from '../viewer.ts';
import { priceWithin, productPin, videoPin } from '../topic/kinds.ts';
import { limitLiteral, tsqueryLiteral } from './literal.ts';
import type { PinScope, PriceRange } from './scope.ts';

/** ts_rank_cd weights {D, C, B, A}: domain, description, board and topic names, title. */
export const PIN_RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** Recency halves a pin's weight at most: the factor goes from 1 (new) towards 0.5 with this time constant. */
export const RECENCY_SECONDS = 180 * 24 * 60 * 60;

/** Pins that are organic: not promoted (an ad), or a downstream promotion (an organic copy). Ads are issue 19. */
const organic = (): SQL => or(isNull(pins.promoterId), eq(pins.isDownstreamPromotion, true)) as SQL;

/**
 * The pins of a scope the viewer may find (over pins joined with boards). Discovery scopes follow the
 * discovery rule (public boards, no removed story pin, no block either way) and leave ads out;
 * my_pins and my_content are the viewer's own (a secret board's pins included, to its owner only).
 */
export function pinScopeWhere(viewer: Viewer, scope: PinScope, price: PriceRange): SQL {
  const live = isNull(pins.deletedAt);
  if (scope === 'my_pins' || scope === 'my_content') {
    const me = viewer.userId ?? -1;
    const mine = scope === 'my_pins' ? eq(pins.pinnerId, me) : or(eq(pins.pinnerId, me), eq(boards.ownerId, me));
    return and(live, mine, pinNotRemoved(), pinVisible(viewer)) as SQL;
  }
  // What a product and a video are, and a price range, as the topic landings read them (../topic/kinds.ts).
  const kind =
    scope === 'buyable_pins'
      ? productPin()
      : scope === 'shop_tool'
        ? and(productPin(), eq(pins.isOosProduct, false), eq(pins.isStaleProduct, false))
        : scope === 'videos'
          ? videoPin()
          : scope === 'idea_pins'
            ? eq(pins.type, 'story')
            : undefined;
  return and(live, pinInDiscovery(viewer), organic(), kind, priceWithin(price.min, price.max)) as SQL;
}

/** The columns the score reads: the pins table's, or a subquery's carrying them. */
export interface ScoreColumns {
  vector: SQLWrapper;
  saves: SQLWrapper;
  created: SQLWrapper;
}

/** The blended score: weighted text relevance × (1 + ln(1 + saves)) × recency (1 for new, towards 0.5). */
export function pinScore(tsquery: string, asOf: Date, c: ScoreColumns = { vector: pins.searchVector, saves: pins.saveCount, created: pins.createdAt }): SQL {
  const age = sql`greatest(0, extract(epoch from (${asOf.toISOString()}::timestamptz - ${c.created})))`;
  return sql`(ts_rank_cd(${PIN_RANK_WEIGHTS}::float4[], ${c.vector}, ${tsquery}::tsquery)
    * (1 + ln(1 + ${c.saves}))
    * (0.5 + 0.5 * exp(-least(${age} / ${RECENCY_SECONDS}, 50))))`;
}

export interface PinSearch {
  viewer: Viewer;
  scope: PinScope;
  price: PriceRange;
  /** websearch_to_tsquery('corkboard', q) as text (never empty here). */
  tsquery: string;
  /** The moment recency is measured from: kept in the bookmark, so every page ranks alike. */
  asOf: Date;
  offset: number;
  limit: number;
}

/**
 * At most this many matching pins are ranked: the newest ones (a bitmap scan of the GIN index and a
 * top-N sort by id for a rare word; a backward scan of pins_feed_idx filtered by `@@` for a common one).
 * A word in a third of a million pins would otherwise have every match read and scored; recency is in
 * the score anyway, and only the first SEARCH_DEPTH_MAX (1000) results are served.
 */
export const SEARCH_CANDIDATES = 2000;

/** The statement of one page of a pin search (unexecuted: `.toSQL()` shows it, for measurements). */
export function pinSearchQuery(db: Db, s: PinSearch) {
  const candidates = db
    .select({
      id: sql<number>`${pins.id}`.as('c_id'),
      vector: sql`${pins.searchVector}`.as('c_vector'),
      saves: sql<number>`${pins.saveCount}`.as('c_saves'),
      created: sql<Date>`${pins.createdAt}`.as('c_created'),
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(sql`${pins.searchVector} @@ ${tsqueryLiteral(s.tsquery)}`, pinScopeWhere(s.viewer, s.scope, s.price)))
    .orderBy(desc(pins.id))
    .limit(limitLiteral(SEARCH_CANDIDATES))
    .as('candidates');
  // Scored from the candidates' own columns, so only the page's rows are read again in full.
  const score = pinScore(s.tsquery, s.asOf, { vector: candidates.vector, saves: candidates.saves, created: candidates.created });
  const scored = sql<number>`${score}`.as('t_score');
  const top = db
    .select({ id: candidates.id, score: scored })
    .from(candidates)
    // By the alias: the score is computed once per candidate.
    .orderBy(sql`${scored} desc`, desc(candidates.id))
    .limit(s.limit)
    .offset(s.offset)
    .as('top');
  return db
    .select({ pin: pinColumns, board: boardColumns })
    .from(top)
    .innerJoin(pins, eq(pins.id, top.id))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .orderBy(desc(top.score), desc(top.id));
}

export async function searchPins(db: Db, s: PinSearch): Promise<PinWithBoard[]> {
  return pinSearchQuery(db, s);
}

/** Whether any pin of the scope matches the tsquery (for telling known words from typos). */
export async function anyPinMatches(db: Db, viewer: Viewer, scope: PinScope, price: PriceRange, tsquery: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pins.id })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(sql`${pins.searchVector} @@ ${tsqueryLiteral(tsquery)}`, pinScopeWhere(viewer, scope, price)))
    .limit(limitLiteral(1));
  return row !== undefined;
}
