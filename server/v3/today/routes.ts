/**
 * Today's articles and tabs (issue 17; platform §2 /today, §3 todayArticle, todayTabFeed,
 * todayArticleInterestFeed), assembled daily by ./jobs.ts:
 *   GET /v3/today/?tab=&page_size=&bookmark=             a tab's articles, newest day first, then by score
 *   GET /v3/today/articles/{slug}/                       one article (404 for an unknown slug)
 *   GET /v3/today/articles/{slug}/pins/?page_size=&bookmark=&field_set_key=   its pins, best first (todayArticleInterestFeed)
 *   GET /v3/today/pins/?tab=&page_size=&bookmark=&field_set_key=              the pins of the tab's newest day, article by article (todayTabFeed)
 * tab is article (default), best, trending, popular or shop; anything else is a 400. Every pin is
 * checked against the discovery rules for the viewer when read (./load.ts). page_size is 1 to 50.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayArticles } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { END_BOOKMARK, ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, enumParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { serializePinRows, type PinWithBoard } from '../pin/load.ts';
import { viewerOf, type Viewer } from '../viewer.ts';
import { TODAY_TABS, type TodayTab } from './assemble.ts';
import { serializeArticles, visiblePinRows, type TodayArticleRow } from './load.ts';

export const TODAY_PAGE_MAX = 50;
export const TODAY_PAGE_DEFAULT = 25;
/** Slugs are lower-case words, digits and dashes (./assemble.ts); anything else is no article. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

const ARTICLE_KEYS: KeyColumn[] = [
  { column: todayArticles.day, dir: 'desc' },
  { column: todayArticles.score, dir: 'desc' },
  { column: todayArticles.id, dir: 'asc' },
];

const tabParam = (query: Record<string, unknown>): TodayTab => enumParam(query, 'tab', TODAY_TABS, 'article');

/** The article with this slug, or a 404. */
export async function articleBySlug(deps: V3Deps, slug: string): Promise<TodayArticleRow> {
  const [row] = SLUG.test(slug) ? await deps.db.select().from(todayArticles).where(eq(todayArticles.slug, slug)).limit(1) : [];
  if (!row) throw V3Error.notFound(`today article ${slug} not found`);
  return row;
}

/**
 * One page of a fixed list of pin ids, each checked for the viewer: the position is the index in
 * `ids` of the last pin sent, so a pin hidden between two pages shifts nothing.
 */
async function pinListPage(deps: V3Deps, viewer: Viewer, ids: readonly number[], from: number, size: number) {
  const visible = await visiblePinRows(deps, viewer, ids.slice(from));
  const items: { row: PinWithBoard; index: number }[] = [];
  for (let index = from; index < ids.length && items.length <= size; index += 1) {
    const row = visible.get(ids[index]!);
    if (row) items.push({ row, index });
  }
  return items;
}

/** A page index from a decoded bookmark position (a non-negative integer), else a 400. */
function indexOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw V3Error.badParam('bookmark', 'bookmark is malformed or does not belong to this list');
  return value;
}

export function todayRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/today/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const tab = tabParam(query);
    const size = pageSize(query, TODAY_PAGE_DEFAULT, TODAY_PAGE_MAX);
    const list = `today/${tab}`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const rows = await deps.db
      .select()
      .from(todayArticles)
      .where(and(eq(todayArticles.tab, tab), position ? after(ARTICLE_KEYS, position) : undefined))
      .orderBy(desc(todayArticles.day), desc(todayArticles.score), todayArticles.id)
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.day, row.score, row.id]);
    return ok(await serializeArticles(deps, viewerOf(request), page.items, true), page.bookmark);
  });

  app.get('/today/articles/:slug/', async (request) => {
    const { slug } = request.params as { slug: string };
    const row = await articleBySlug(deps, slug);
    const [article] = await serializeArticles(deps, viewerOf(request), [row], false);
    return ok(article);
  });

  app.get('/today/articles/:slug/pins/', async (request) => {
    const { slug } = request.params as { slug: string };
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, TODAY_PAGE_DEFAULT, TODAY_PAGE_MAX);
    const fieldSet = pinFieldSetParam(query);
    const row = await articleBySlug(deps, slug);
    const list = `today/articles/${row.id}/pins`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const viewer = viewerOf(request);
    const items = await pinListPage(deps, viewer, row.pinIds, position ? indexOf(position[0]) + 1 : 0, size);
    const page = pageOf(items, size, deps.bookmarks, list, (item) => [item.index]);
    return ok(await serializePinRows(deps, viewer, page.items.map((item) => item.row), fieldSet), page.bookmark);
  });

  app.get('/today/pins/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const tab = tabParam(query);
    const size = pageSize(query, TODAY_PAGE_DEFAULT, TODAY_PAGE_MAX);
    const fieldSet = pinFieldSetParam(query);
    const list = `today/${tab}/pins`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    // The day is kept in the bookmark: a new day assembled between two pages does not reshuffle them.
    const day = position
      ? String(position[0])
      : (await deps.db.select({ day: sql<string>`max(${todayArticles.day})::text` }).from(todayArticles).where(eq(todayArticles.tab, tab)))[0]?.day;
    if (!day) return ok([], END_BOOKMARK);
    const articles = await deps.db
      .select({ pinIds: todayArticles.pinIds })
      .from(todayArticles)
      .where(and(eq(todayArticles.tab, tab), eq(todayArticles.day, day)))
      .orderBy(desc(todayArticles.score), todayArticles.id);
    const ids = [...new Set(articles.flatMap((a) => a.pinIds))];
    const viewer = viewerOf(request);
    const items = await pinListPage(deps, viewer, ids, position ? indexOf(position[1]) + 1 : 0, size);
    const page = pageOf(items, size, deps.bookmarks, list, (item) => [day, item.index]);
    return ok(await serializePinRows(deps, viewer, page.items.map((item) => item.row), fieldSet), page.bookmark);
  });
}
