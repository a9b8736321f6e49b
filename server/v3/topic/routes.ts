/**
 * Topics, ideas, videos and shopping landings (issue 17; platform §2, §3):
 *   GET /v3/topics/?page_size=&bookmark=             → topics by name (for /topics and /ideas)
 *   GET /v3/topics/{key}/?by=id|url_name             → one topic with related_topics; key is an id or a
 *                                                      url_name / slug (`food:recipes` or `recipes`); 404 unknown
 *   GET /v3/topics/{key}/pins/                       → pins whose source interest or board topic it is
 *   GET /v3/topics/{key}/videos/                     → the same, video pins only
 *   GET /v3/topics/{key}/products/?price_min=&price_max= → the same, product pins only, in stock first
 *   GET /v3/feeds/videos/ and /v3/feeds/products/?price_min=&price_max= → every topic's
 * Feeds list only pins in the viewer's discovery (access.ts pinInDiscovery: public boards, no removed
 * story pins, no one blocked either way), ranked by saves and recency (./kinds.ts RANK), paged by
 * bookmark, at most TOPIC_FEED_MAX a page. Following a topic is PUT/DELETE /v3/interests/{id}/follow/.
 */
import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardColumns, boards, pinColumns, pins } from '../../db/schema.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, enumParam, pageSize, stringParam } from '../params.ts';
import { PIN_FIELD_SETS } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import { viewerOf } from '../viewer.ts';
import { IN_STOCK, priceWithin, productPin, RANK, videoPin } from './kinds.ts';
import { interestsByName } from '../interest/by-name.ts';
import { findTopicOr404, relatedTopics, serializeTopics, type TopicRow, type V3TopicDetail } from './load.ts';

/** Pins a page of a topic feed (the contract's discovery cap). */
export const TOPIC_FEED_MAX = 50;
/** Topics a page of the topic list. */
export const TOPIC_LIST_MAX = 50;
/** The highest price a filter may name, in dollars. */
export const PRICE_MAX = 1_000_000;

type Kind = 'pins' | 'videos' | 'products';

/** price_min / price_max: a number of dollars (up to 2 decimals) from 0 to PRICE_MAX, or absent. */
export function priceParam(query: Record<string, unknown>, name: 'price_min' | 'price_max'): number | null {
  const raw = stringParam(query, name);
  if (raw === undefined || raw.trim() === '') return null;
  const text = raw.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text) || Number(text) > PRICE_MAX) {
    throw V3Error.badParam(name, `${name} must be a price in dollars from 0 to ${PRICE_MAX} (at most 2 decimals), got "${raw}"`);
  }
  return Number(text);
}

function priceRange(query: Record<string, unknown>): { min: number | null; max: number | null } {
  const min = priceParam(query, 'price_min');
  const max = priceParam(query, 'price_max');
  if (min !== null && max !== null && min > max) throw V3Error.badParam('price_min', `price_min (${min}) must not be above price_max (${max})`);
  return { min, max };
}

/** The pins of a topic: its source interest, or the topic of the board they are on (either index answers). */
function ofTopic(topic: TopicRow): SQL {
  return or(eq(pins.sourceInterestId, topic.id), eq(boards.interestId, topic.id)) as SQL;
}

async function feed(deps: V3Deps, request: FastifyRequest, kind: Kind, topic: TopicRow | null) {
  const query = request.query as Record<string, unknown>;
  const size = pageSize(query, 25, TOPIC_FEED_MAX);
  const fieldSet = enumParam(query, 'field_set_key', PIN_FIELD_SETS, 'grid');
  const price = kind === 'products' ? priceRange(query) : { min: null, max: null };
  // A bookmark belongs to one feed: the topic, the kind and the price filter it was made with.
  const list = `topics/${topic?.id ?? 'all'}/${kind}/${price.min ?? ''}-${price.max ?? ''}`;
  const position = deps.bookmarks.decode(list, bookmarkParam(query));
  const viewer = viewerOf(request);
  const keys: KeyColumn[] = [
    ...(kind === 'products' ? [{ column: IN_STOCK, dir: 'desc' as const }] : []),
    { column: RANK, dir: 'desc' },
    { column: pins.id, dir: 'desc' },
  ];
  const rows = await deps.db
    .select({ pin: pinColumns, board: boardColumns, inStock: IN_STOCK, rank: RANK })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        isNull(pins.deletedAt),
        pinInDiscovery(viewer),
        topic ? ofTopic(topic) : undefined,
        kind === 'videos' ? videoPin() : undefined,
        kind === 'products' ? productPin() : undefined,
        kind === 'products' ? priceWithin(price.min, price.max) : undefined,
        position ? after(keys, position) : undefined,
      ),
    )
    .orderBy(...keys.map((key) => (key.dir === 'desc' ? desc(key.column) : asc(key.column))))
    .limit(size + 1);
  const page = pageOf(rows, size, deps.bookmarks, list, (row) => [...(kind === 'products' ? [row.inStock] : []), row.rank, row.pin.id]);
  return ok(await serializePinRows(deps, viewer, page.items, fieldSet), page.bookmark);
}

function byParam(query: Record<string, unknown>): 'id' | 'url_name' | 'auto' {
  return enumParam(query, 'by', ['auto', 'id', 'url_name'] as const, 'auto');
}

export function topicRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;

  app.get('/topics/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = await interestsByName(deps, query, 'topics', pageSize(query, 25, TOPIC_LIST_MAX));
    return ok(await serializeTopics(deps, viewerOf(request), page.items), page.bookmark);
  });

  const topicOf = (request: FastifyRequest) => {
    const { key } = request.params as { key: string };
    return findTopicOr404(db, key, byParam(request.query as Record<string, unknown>));
  };

  app.get('/topics/:key/', async (request) => {
    const topic = await topicOf(request);
    const viewer = viewerOf(request);
    const related = await relatedTopics(db, topic);
    const [own, ...others] = await serializeTopics(deps, viewer, [topic, ...related]);
    const detail: V3TopicDetail = { ...own!, related_topics: others };
    return ok(detail);
  });

  for (const kind of ['pins', 'videos', 'products'] as const) {
    app.get(`/topics/:key/${kind}/`, async (request) => feed(deps, request, kind, await topicOf(request)));
  }
  app.get('/feeds/videos/', (request) => feed(deps, request, 'videos', null));
  app.get('/feeds/products/', (request) => feed(deps, request, 'products', null));
}
