/**
 * Today's articles as v3 answers them (issue 17). An article's pins were chosen when it was
 * assembled; each is checked again here, for the viewer asking: a pin deleted since, moved to a
 * board that is no longer public, removed, or pinned (or on a board owned) by someone blocked either
 * way drops out — of the pins, the cover and the count. An article none of whose pins the viewer
 * may see is left out of lists.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { boardColumns, boards, interests, pinColumns, pins, todayArticles } from '../../db/schema.ts';
import { imageSet, type ImageDetails, type ImageSize } from '../../images/sizes.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import type { PinWithBoard } from '../pin/load.ts';
import type { Viewer } from '../viewer.ts';
import type { TodayTab } from './assemble.ts';

/** The card sizes of a cover. */
const COVER_SIZES = ['236x', '474x', '736x'] as const satisfies readonly ImageSize[];

export interface V3TodayArticle {
  id: string;
  node_type: 'today_article';
  slug: string;
  tab: TodayTab;
  /** The UTC day it was assembled for, YYYY-MM-DD. */
  day: string;
  title: string;
  description: string;
  /** The article page: /today/article/{slug}/ (also at /discover/article/{slug}/). */
  url: string;
  interest: { id: string; name: string; url_name: string } | null;
  /** The first pin of the article the viewer may see. */
  cover_pin_id: string | null;
  cover_images: Record<(typeof COVER_SIZES)[number], ImageDetails> | null;
  /** Pins of the article the viewer may see. */
  pin_count: number;
  /** What ranked it on its day (saves in the window, a rise, all-time saves). */
  score: number;
  created_at: string;
}

export type TodayArticleRow = typeof todayArticles.$inferSelect;

export const idArray = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::bigint[]`;

/** The pins among `ids` the viewer may see in discovery feeds, with their boards, by id. */
export async function visiblePinRows(deps: V3Deps, viewer: Viewer, ids: readonly number[]): Promise<Map<number, PinWithBoard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await deps.db
    .select({ pin: pinColumns, board: boardColumns })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(sql`${pins.id} = any(${idArray(unique)})`, isNull(pins.deletedAt), pinInDiscovery(viewer)));
  return new Map(rows.map((row) => [Number(row.pin.id), row]));
}

/** Article answers, in the order of `rows`; with `dropEmpty`, those with no pin the viewer may see are left out. */
export async function serializeArticles(deps: V3Deps, viewer: Viewer, rows: readonly TodayArticleRow[], dropEmpty: boolean): Promise<V3TodayArticle[]> {
  if (rows.length === 0) return [];
  const interestIds = [...new Set(rows.flatMap((r) => (r.interestId === null ? [] : [r.interestId])))];
  const [visible, topics] = await Promise.all([
    visiblePinRows(deps, viewer, rows.flatMap((r) => r.pinIds)),
    interestIds.length === 0
      ? Promise.resolve([])
      : deps.db.select().from(interests).where(sql`${interests.id} = any(${idArray(interestIds)})`),
  ]);
  const topicById = new Map(topics.map((t) => [Number(t.id), t]));
  const out: V3TodayArticle[] = [];
  for (const row of rows) {
    const shown = row.pinIds.filter((id) => visible.has(id));
    if (dropEmpty && shown.length === 0) continue;
    const coverId = row.coverPinId !== null && visible.has(row.coverPinId) ? row.coverPinId : shown[0];
    const cover = coverId === undefined ? undefined : visible.get(coverId)?.pin;
    const topic = row.interestId === null ? undefined : topicById.get(row.interestId);
    out.push({
      id: String(row.id),
      node_type: 'today_article',
      slug: row.slug,
      tab: row.tab as TodayTab,
      day: row.day,
      title: row.title,
      description: row.description,
      url: `/today/article/${row.slug}/`,
      interest: topic ? { id: String(topic.id), name: topic.name, url_name: topic.urlName } : null,
      cover_pin_id: cover ? String(cover.id) : null,
      cover_images: cover ? imageSet(deps.imageBaseUrl, cover.imageSignature, cover.imageWidth, cover.imageHeight, cover.dominantColor, COVER_SIZES) : null,
      pin_count: shown.length,
      score: row.score,
      created_at: row.createdAt.toISOString(),
    });
  }
  return out;
}
