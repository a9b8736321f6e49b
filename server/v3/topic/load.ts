/**
 * Topics (interests, platform §3): finding one by id or by url_name with the slug rule, and the
 * topic answer — follower count, the viewer's follow, a cover from its best pin and, for one topic,
 * its related topics (those its followers follow too).
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, interests } from '../../db/schema.ts';
import { imageUrl } from '../../images/sizes.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import type { Viewer } from '../viewer.ts';

export interface TopicRow {
  id: number;
  name: string;
  urlName: string;
}

export interface V3TopicCover {
  url: string;
  width: number;
  height: number;
  dominant_color: string;
  pin_id: string;
}

export interface V3Topic {
  id: string;
  node_type: 'interest';
  name: string;
  url_name: string;
  /** platform §3: the part of url_name after its (last) colon; url_name itself when it has none. */
  slug: string;
  follower_count: number;
  followed_by_me: boolean;
  /** The 236x image of the topic's most saved recent pin the viewer may see; null when it has none. */
  cover_image: V3TopicCover | null;
}

export interface V3TopicDetail extends V3Topic {
  /** Up to RELATED_MAX topics most followed by this topic's followers. */
  related_topics: V3Topic[];
}

export const RELATED_MAX = 8;
/** The cover is the most saved of a topic's newest pins (so a list of covers reads index ranges). */
export const COVER_CANDIDATES = 500;
/** How a url_name or slug may look in a path; anything else is no topic. */
const KEY = /^[a-z0-9][a-z0-9_:-]{0,99}$/;

/** platform §3 slug rule: `food:recipes` → `recipes`; a url_name without a colon is its own slug. */
export function topicSlug(urlName: string): string {
  const at = urlName.lastIndexOf(':');
  return at === -1 ? urlName : urlName.slice(at + 1);
}

const slugSql: SQL<string> = sql<string>`regexp_replace(${interests.urlName}, '^.*:', '')`;

/**
 * The topic a path names: `by` id (digits), or by url_name — the full url_name or its slug (the part
 * after the colon), an exact url_name winning over a slug, then the oldest topic. `auto` reads digits
 * as an id. Null when there is none.
 */
export async function findTopic(db: Db, key: string, by: 'id' | 'url_name' | 'auto' = 'auto'): Promise<TopicRow | null> {
  const asId = by === 'id' || (by === 'auto' && /^\d+$/.test(key));
  if (asId) {
    if (!/^[1-9]\d{0,15}$/.test(key) || !Number.isSafeInteger(Number(key))) return null;
    const [row] = await db.select().from(interests).where(eq(interests.id, Number(key))).limit(1);
    return row ?? null;
  }
  const wanted = key.toLowerCase();
  if (!KEY.test(wanted)) return null;
  const [row] = await db
    .select()
    .from(interests)
    .where(sql`(${interests.urlName} = ${wanted} or ${slugSql} = ${wanted})`)
    .orderBy(sql`(${interests.urlName} = ${wanted}) desc`, asc(interests.id))
    .limit(1);
  return row ?? null;
}

export async function findTopicOr404(db: Db, key: string, by: 'id' | 'url_name' | 'auto' = 'auto'): Promise<TopicRow> {
  const topic = await findTopic(db, key, by);
  if (!topic) throw V3Error.notFound(`topic ${key} not found`);
  return topic;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** Each topic's cover: the most saved of its newest COVER_CANDIDATES pins in the viewer's discovery. */
async function coversOf(deps: V3Deps, viewer: Viewer, ids: readonly number[]): Promise<Map<number, V3TopicCover>> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await deps.db.execute(sql`
    select t.id as topic_id, c.id as pin_id, c.image_signature, c.image_width, c.image_height, c.dominant_color
    from unnest(array[${idList}]::bigint[]) as t(id)
    cross join lateral (
      select recent.* from (
        select pins.id, pins.image_signature, pins.image_width, pins.image_height, pins.dominant_color, pins.save_count
        from pins join boards on boards.id = pins.board_id
        where pins.source_interest_id = t.id and pins.deleted_at is null and ${pinInDiscovery(viewer)}
        order by pins.id desc
        limit ${COVER_CANDIDATES}
      ) recent
      order by recent.save_count desc, recent.id desc
      limit 1
    ) c`);
  const covers = new Map<number, V3TopicCover>();
  for (const row of rowsOf<{ topic_id: number | string; pin_id: number | string; image_signature: string; image_width: number; image_height: number; dominant_color: string }>(result)) {
    const width = Math.min(236, Number(row.image_width));
    covers.set(Number(row.topic_id), {
      url: imageUrl(deps.imageBaseUrl, '236x', row.image_signature),
      width,
      height: Math.max(1, Math.round((Number(row.image_height) * width) / Number(row.image_width))),
      dominant_color: row.dominant_color,
      pin_id: String(row.pin_id),
    });
  }
  return covers;
}

/** Topic answers for rows already read, in their order: counts, the viewer's follows and covers in three queries. */
export async function serializeTopics(deps: V3Deps, viewer: Viewer, rows: readonly TopicRow[]): Promise<V3Topic[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, mine, covers] = await Promise.all([
    deps.db
      .select({ id: follows.targetId, n: count() })
      .from(follows)
      .where(and(eq(follows.targetType, 'interest'), inArray(follows.targetId, ids)))
      .groupBy(follows.targetId),
    viewer.userId === null
      ? Promise.resolve([])
      : deps.db
          .select({ id: follows.targetId })
          .from(follows)
          .where(and(eq(follows.followerId, viewer.userId), eq(follows.targetType, 'interest'), inArray(follows.targetId, ids))),
    coversOf(deps, viewer, ids),
  ]);
  const followers = new Map(counts.map((row) => [Number(row.id), Number(row.n)]));
  const followed = new Set(mine.map((row) => Number(row.id)));
  return rows.map((row) => ({
    id: String(row.id),
    node_type: 'interest',
    name: row.name,
    url_name: row.urlName,
    slug: topicSlug(row.urlName),
    follower_count: followers.get(row.id) ?? 0,
    followed_by_me: followed.has(row.id),
    cover_image: covers.get(row.id) ?? null,
  }));
}

/** Topics most followed by the people who follow `topic` (co-follows), then by name. */
export async function relatedTopics(db: Db, topic: TopicRow): Promise<TopicRow[]> {
  const result = await db.execute(sql`
    select other.target_id as id, count(*)::int as n
    from follows mine
    join follows other on other.follower_id = mine.follower_id and other.target_type = 'interest' and other.target_id <> mine.target_id
    where mine.target_type = 'interest' and mine.target_id = ${topic.id}
    group by other.target_id
    order by n desc, other.target_id
    limit ${RELATED_MAX}`);
  const ids = rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const found = await db.select().from(interests).where(inArray(interests.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
