/**
 * The day's /today articles (issue 17), assembled from trending topics — computed from saves, never
 * hand-written. A pin's topic is its source interest, else its board's topic. Only content in
 * discovery counts and appears: pins not deleted, on public boards, not removed story pins
 * (pinInDiscovery's viewer-free part; blocks are per viewer and applied when an article is read).
 *
 * The trend window is the TREND_WINDOW_MS (7 days) up to now, both ends included; the previous
 * window is the 7 days before it. A quiet site whose newest save is older than the window (the demo
 * seed's saves end on 2026-01-01) takes the 7 days up to its newest save instead, so /today always
 * shows its last active week; the articles then say "the week to {date}" instead of "this week".
 *
 * Tabs (one article per topic and tab; each an interest, a cover pin and up to ARTICLE_PINS pins):
 * - article (the day's main articles): the topics saved most in the window; pins saved in the window
 *   first (most saves), then the topic's most saved pins of all time.
 * - popular: the same topics, further down the list; only the pins saved in the window, by saves.
 * - trending: the topics with the biggest rise on the previous window; pins saved in the window, then the newest.
 * - best: of the window's topics, those whose pins were saved most of all time; pins by all-time saves.
 * - shop: product pins of the window's topics, by their saves in the window, then of all time.
 *
 * Re-running a day replaces that day's rows in one transaction; other days stay (their links keep working).
 */
import { and, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boards, interests, pins, saves, todayArticles } from '../../db/schema.ts';
import { boardInDiscovery, pinNotRemoved } from '../access.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a save counts as trending. */
export const TREND_WINDOW_MS = 7 * DAY_MS;
/** Pins kept per article. */
export const ARTICLE_PINS = 30;
/** Articles per tab and day. */
export const TAB_ARTICLES: Record<TodayTab, number> = { article: 6, popular: 12, trending: 12, best: 12, shop: 12 };

export const TODAY_TABS = ['article', 'best', 'trending', 'popular', 'shop'] as const;
export type TodayTab = (typeof TODAY_TABS)[number];

/** 'YYYY-MM-DD' of a time, in UTC. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The next UTC midnight strictly after `ms`. */
export function nextUtcMidnight(ms: number): Date {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
}

/** The topic slug rule (platform §3): the part of url_name after a colon. */
export const topicSlug = (urlName: string): string => {
  const at = urlName.lastIndexOf(':');
  return (at === -1 ? urlName : urlName.slice(at + 1)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'topic';
};

export interface TrendWindow {
  start: Date;
  end: Date;
  previousStart: Date;
  /** The window ends at the newest save, not now (a quiet site). */
  anchored: boolean;
}

/** The window ending now, or at the newest save when no save falls in it; null with no save at all. */
export async function trendWindow(db: Db, now: number): Promise<TrendWindow | null> {
  const [row] = await db
    .select({ newest: sql<number | null>`(extract(epoch from max(${saves.createdAt})) * 1000)::float8` })
    .from(saves)
    .where(lte(saves.createdAt, new Date(now)));
  if (row?.newest === null || row?.newest === undefined) return null;
  const newest = Math.round(Number(row.newest));
  const anchored = newest < now - TREND_WINDOW_MS;
  const end = anchored ? newest : now;
  return { start: new Date(end - TREND_WINDOW_MS), end: new Date(end), previousStart: new Date(end - 2 * TREND_WINDOW_MS), anchored };
}

const topicOf: SQL<number | null> = sql<number | null>`coalesce(${pins.sourceInterestId}, ${boards.interestId})`;
const inDiscovery = (): SQL => and(isNull(pins.deletedAt), boardInDiscovery(), pinNotRemoved()) as SQL;
const isProduct: SQL<boolean> = sql<boolean>`(${pins.type} = 'product' or ${pins.shoppingFlags} && array[5, 6]::integer[])`;

interface PinStat {
  pinId: number;
  topic: number;
  recent: number;
  previous: number;
  allTime: number;
  product: boolean;
}

interface TopicStat {
  id: number;
  name: string;
  urlName: string;
  recent: number;
  previous: number;
  /** Pins saved in the window, most saves first. */
  pins: PinStat[];
}

export interface AssembledArticle {
  slug: string;
  tab: TodayTab;
  interestId: number;
  title: string;
  description: string;
  coverPinId: number;
  pinIds: number[];
  score: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const longDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Saves per pin in the window and the one before, for pins in discovery with a topic. */
async function pinStats(db: Db, window: TrendWindow): Promise<PinStat[]> {
  const rows = await db
    .select({
      pinId: saves.pinId,
      topic: sql<number>`${topicOf}`,
      recent: sql<number>`count(*) filter (where ${gte(saves.createdAt, window.start)})::int`,
      previous: sql<number>`count(*) filter (where ${lt(saves.createdAt, window.start)})::int`,
      allTime: sql<number>`max(${pins.saveCount})::int`,
      product: sql<boolean>`bool_or(${isProduct})`,
    })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(gte(saves.createdAt, window.previousStart), lte(saves.createdAt, window.end), inDiscovery(), sql`${topicOf} is not null`))
    .groupBy(saves.pinId, topicOf);
  return rows.map((r) => ({ pinId: Number(r.pinId), topic: Number(r.topic), recent: Number(r.recent), previous: Number(r.previous), allTime: Number(r.allTime), product: Boolean(r.product) }));
}

interface RankedPin {
  id: number;
  saves: number;
  product: boolean;
  rank: number;
}

/** Each topic's pins in discovery, most saved of all time first (then newest), up to `limit` (products apart). */
async function topPinsOf(db: Db, topicIds: number[], productsOnly: boolean, limit: number): Promise<Map<number, RankedPin[]>> {
  if (topicIds.length === 0) return new Map();
  const ranked = db
    .select({
      id: pins.id,
      topic: sql<number>`${topicOf}`.as('topic'),
      saves: pins.saveCount,
      product: sql<boolean>`${isProduct}`.as('product'),
      rank: sql<number>`row_number() over (partition by ${topicOf} order by ${pins.saveCount} desc, ${pins.id} desc)`.as('rank'),
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(inDiscovery(), sql`${topicOf} = any(${sql`array[${sql.join(topicIds.map((id) => sql`${id}`), sql`, `)}]::bigint[]`})`, productsOnly ? isProduct : undefined))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${limit}`);
  const out = new Map<number, RankedPin[]>();
  for (const r of rows) {
    const list = out.get(Number(r.topic)) ?? [];
    list.push({ id: Number(r.id), saves: Number(r.saves), product: Boolean(r.product), rank: Number(r.rank) });
    out.set(Number(r.topic), list);
  }
  for (const list of out.values()) list.sort((a, b) => a.rank - b.rank);
  return out;
}

/** `first` pins, then `rest` not already in, up to ARTICLE_PINS. */
function merge(first: number[], rest: number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const id of [...first, ...rest]) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    if (out.length === ARTICLE_PINS) break;
  }
  return out;
}

const byRecent = (a: PinStat, b: PinStat) => b.recent - a.recent || b.allTime - a.allTime || b.pinId - a.pinId;

/** The articles of the day for the window: computed, in memory, from the stats read. */
export async function planArticles(db: Db, window: TrendWindow, day: string): Promise<AssembledArticle[]> {
  const stats = await pinStats(db, window);
  const topics = new Map<number, TopicStat>();
  for (const s of stats) {
    let t = topics.get(s.topic);
    if (!t) topics.set(s.topic, (t = { id: s.topic, name: '', urlName: '', recent: 0, previous: 0, pins: [] }));
    t.recent += s.recent;
    t.previous += s.previous;
    if (s.recent > 0) t.pins.push(s);
  }
  const trending = [...topics.values()].filter((t) => t.recent > 0);
  if (trending.length === 0) return [];
  for (const t of trending) t.pins.sort(byRecent);
  const names = await db
    .select({ id: interests.id, name: interests.name, urlName: interests.urlName })
    .from(interests)
    .where(sql`${interests.id} = any(${sql`array[${sql.join(trending.map((t) => sql`${t.id}`), sql`, `)}]::bigint[]`})`);
  for (const n of names) {
    const t = topics.get(Number(n.id));
    if (t) Object.assign(t, { name: n.name, urlName: n.urlName });
  }
  const ids = trending.map((t) => t.id);
  const [best, products] = await Promise.all([topPinsOf(db, ids, false, ARTICLE_PINS), topPinsOf(db, ids, true, ARTICLE_PINS)]);

  const week = window.anchored ? `in the week to ${longDate(window.end)}` : 'this week';
  const saving = window.anchored ? 'saved' : 'are saving';
  const to = `the 7 days to ${longDate(window.end)}`;
  const byVolume = [...trending].sort((a, b) => b.recent - a.recent || a.previous - b.previous || a.id - b.id);
  const out: AssembledArticle[] = [];
  const slugs = new Set<string>();
  const add = (tab: TodayTab, t: TopicStat, pinIds: number[], score: number, title: string, description: string) => {
    if (pinIds.length === 0 || !t.urlName) return;
    const base = topicSlug(t.urlName);
    let slug = tab === 'article' ? `${base}-${day}` : `${base}-${tab}-${day}`;
    if (slugs.has(slug)) slug = `${slug}-${t.id}`;
    slugs.add(slug);
    out.push({ slug, tab, interestId: t.id, title, description, coverPinId: pinIds[0]!, pinIds, score });
  };

  for (const t of byVolume.slice(0, TAB_ARTICLES.article)) {
    const rise = t.recent - t.previous;
    add('article', t, merge(t.pins.map((p) => p.pinId), (best.get(t.id) ?? []).map((p) => p.id)), t.recent, `${t.name} people ${saving} ${week}`,
      `${plural(t.recent, 'save')} of ${t.name} pins in ${to}${rise > 0 ? `, ${rise} more than the week before` : ''}.`);
  }
  for (const t of byVolume.slice(0, TAB_ARTICLES.popular)) {
    const pinIds = t.pins.slice(0, ARTICLE_PINS).map((p) => p.pinId);
    add('popular', t, pinIds, t.recent, `Most saved in ${t.name} ${week}`,
      `The ${plural(pinIds.length, `${t.name} pin`)} saved most in ${to}: ${plural(t.recent, 'save')} in all.`);
  }
  const rising = trending.filter((t) => t.recent > t.previous).sort((a, b) => b.recent - b.previous - (a.recent - a.previous) || b.recent - a.recent || a.id - b.id);
  for (const t of rising.slice(0, TAB_ARTICLES.trending)) {
    const newest = [...(best.get(t.id) ?? [])].sort((a, b) => b.id - a.id).map((p) => p.id);
    add('trending', t, merge(t.pins.map((p) => p.pinId), newest), t.recent - t.previous, `${t.name} is on the rise`,
      `${plural(t.recent, 'save')} in ${to}, up from ${t.previous} the week before.`);
  }
  const allTime = trending
    .map((t) => ({ t, list: best.get(t.id) ?? [] }))
    .map(({ t, list }) => ({ t, list, total: list.reduce((sum, p) => sum + p.saves, 0) }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total || a.t.id - b.t.id);
  for (const { t, list, total } of allTime.slice(0, TAB_ARTICLES.best)) {
    const pinIds = list.filter((p) => p.saves > 0).map((p) => p.id);
    add('best', t, pinIds, total, `The best of ${t.name}`, `The ${plural(pinIds.length, `${t.name} pin`)} saved most of all time: ${plural(total, 'save')} between them.`);
  }
  const shops = trending
    .map((t) => {
      const saved = t.pins.filter((p) => p.product);
      return { t, saved, recent: saved.reduce((sum, p) => sum + p.recent, 0), list: products.get(t.id) ?? [] };
    })
    .filter(({ list }) => list.length > 0)
    .sort((a, b) => b.recent - a.recent || b.t.recent - a.t.recent || a.t.id - b.t.id);
  for (const { t, saved, recent, list } of shops.slice(0, TAB_ARTICLES.shop)) {
    const pinIds = merge(saved.map((p) => p.pinId), list.map((p) => p.id));
    add('shop', t, pinIds, recent, `Shop ${t.name}`,
      recent > 0 ? `${plural(pinIds.length, `${t.name} product`)} people are saving: ${plural(recent, 'save')} in ${to}.` : `${plural(pinIds.length, `${t.name} product`)} from a topic people ${saving} ${week}.`);
  }
  return out;
}

/** Locks today's assembly for one transaction, so two replicas never interleave their rows. */
const ASSEMBLY_LOCK = sql`select pg_advisory_xact_lock(hashtext('corkboard:assemble_today'))`;

/** Assembles the articles of `now`'s UTC day and replaces that day's rows; answers the day and how many. */
export async function assembleToday(db: Db, now: number): Promise<{ day: string; articles: number }> {
  const day = utcDay(now);
  const window = await trendWindow(db, now);
  const planned = window ? await planArticles(db, window, day) : [];
  await db.transaction(async (tx) => {
    await tx.execute(ASSEMBLY_LOCK);
    await tx.delete(todayArticles).where(eq(todayArticles.day, day));
    if (planned.length > 0) {
      // A slug of another day is never reused: the day is in each slug.
      await tx.insert(todayArticles).values(planned.map((a) => ({ ...a, day, createdAt: new Date(now) })));
    }
  });
  return { day, articles: planned.length };
}
