/**
 * Visual search (issue 17; platform §2 /pin/{id}/visual-search/ and …/products/):
 * GET /v3/visual_search/{pin_id}/?page_size=&bookmark=&x=&y=&w=&h=&products=&field_set_key=
 *
 * "More like this" from the image itself. The source is the pin's picture (its features, computed
 * now when the back-fill has not reached it), or a region of it: x, y, w, h as fractions (0–1) of
 * the picture, all four or none, each side at least MIN_CROP, inside the picture. Candidates are the
 * pins in discovery the viewer may see (public boards, no blocks either way, no removed pins) whose
 * picture has features, never the pin itself nor another copy of its picture; products=true keeps
 * product pins. The POOL pictures nearest by Hamming distance of the perceptual hashes (bit_count of
 * the XOR; cheap, one pass over image_features) are re-ranked by score = HAMMING_WEIGHT × bits +
 * Σ|ΔLab| over the 12 colour numbers, then newest first, and only then are their pins read, in that
 * order, until the page is full. Near-duplicates (a few bits) come first whatever their colours; among
 * pictures that share only their broad layout, colour decides. Paged by bookmark [score, id]; the
 * list ends with the pool (about a thousand pictures). On a 20 000-pin seed on PostgreSQL (14 914
 * pictures) the query's EXPLAIN ANALYZE median is 10–15 ms (products ~13–18 ms) on a shared 2-core
 * machine, against ~460 ms for a join of every discovery pin with its features.
 */
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boardColumns, boards, imageFeatures, pinColumns, pins } from '../../db/schema.ts';
import { regionFeatures, featuresFor } from '../../images/feature-store.ts';
import { MIN_CROP, type CropBox, type ImageFeatures } from '../../images/features.ts';
import { pinInDiscovery, pinNotRemoved, pinVisible } from '../access.ts';
import type { Db } from '../../db/client.ts';
import type { Position } from '../bookmark.ts';
import type { V3Deps } from '../deps.ts';
import type { Viewer } from '../viewer.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf } from '../keyset.ts';
import { booleanParam, bookmarkParam, idParam, pageSize, stringParam } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import { viewerOf } from '../viewer.ts';

export const VISUAL_SEARCH_DEFAULT = 25;
export const VISUAL_SEARCH_MAX = 50;
/** One bit of the hash weighs as much as this much colour difference (Σ|ΔLab|). */
export const HAMMING_WEIGHT = 32;

const CROP_PARAMS = ['x', 'y', 'w', 'h'] as const;
const DECIMAL = /^(?:0|1|0?\.\d{1,6}|1\.0{1,6})$/;
/** Slack for fractions that add up to a hair over 1 in a browser's arithmetic (rounded decimals); the box is then cut to the picture. */
const EDGE = 0.001;

/** The crop box of the query, or undefined for the whole picture; a 400 naming what is wrong. */
export function cropParam(query: Record<string, unknown>): CropBox | undefined {
  const raw = CROP_PARAMS.map((name) => [name, stringParam(query, name)] as const);
  const given = raw.filter(([, value]) => value !== undefined && value !== '');
  if (given.length === 0) return undefined;
  const missing = raw.find(([, value]) => value === undefined || value === '');
  if (missing) throw V3Error.badParam(missing[0], `${missing[0]} is missing: a crop box takes x, y, w and h together (fractions 0–1 of the picture)`);
  const box = {} as Record<(typeof CROP_PARAMS)[number], number>;
  for (const [name, value] of raw) {
    if (!DECIMAL.test(value!)) throw V3Error.badParam(name, `${name} must be a fraction from 0 to 1 (at most 6 decimals), got "${value}"`);
    box[name] = Number(value);
  }
  for (const side of ['w', 'h'] as const) {
    if (box[side] < MIN_CROP) throw V3Error.badParam(side, `${side} must be at least ${MIN_CROP}: the crop box is too small to search, got ${box[side]}`);
  }
  if (box.x + box.w > 1 + EDGE) throw V3Error.badParam('w', `the crop box runs off the right of the picture: x + w is ${+(box.x + box.w).toFixed(6)}, at most 1`);
  if (box.y + box.h > 1 + EDGE) throw V3Error.badParam('h', `the crop box runs off the bottom of the picture: y + h is ${+(box.y + box.h).toFixed(6)}, at most 1`);
  return { x: box.x, y: box.y, w: Math.min(box.w, 1 - box.x), h: Math.min(box.h, 1 - box.y) };
}

/** Region features by picture and box, for paging through one crop's results without cutting it again. */
const regions = new Map<string, ImageFeatures>();
const REGIONS_KEPT = 200;

/** Bits the candidate's hash differs in from the source's (0–64). */
const hammingTo = (source: ImageFeatures): SQL<number> => sql<number>`bit_count((${imageFeatures.phash} # ${source.phash.toString()}::bigint)::bit(64))`;

/** The score of a pooled picture against the source features: lower is more alike. */
function scoreOf(source: ImageFeatures, hamming: SQL, colors: SQL): SQL<number> {
  const colour = source.colors.map((value, i) => sql`abs(${colors}[${sql.raw(String(i + 1))}] - ${value}::int)`);
  return sql<number>`(${hamming} * ${sql.raw(String(HAMMING_WEIGHT))} + ${sql.join(colour, sql` + `)})::int`;
}

export interface CandidateOptions {
  /** The source pin: never answered, nor another pin of its picture. */
  id: number;
  signature: string;
  source: ImageFeatures;
  products: boolean;
  /** Continue after this [score, id]. */
  position: Position | null;
  limit: number;
}

/**
 * The pictures a search reads: the POOL nearest by Hamming distance alone (a bit_count per row, the
 * cheap half of the score), then ranked by the whole score. The pool is the same for every page of
 * one search (ties broken by signature), so pages follow on; the list ends with it. Product pins
 * are rarer, so their pool is larger.
 */
export const POOL = 1000;
export const PRODUCTS_POOL = 2000;

/**
 * The candidates (pin id and score, the most alike first, at most `limit`); also what the benchmark
 * explains. The pool is ranked before any pin is read, so the pins are read in that order and only
 * until the page is full (an incremental sort by score, then id).
 */
export function candidatesQuery(db: Db, viewer: Viewer, options: CandidateOptions) {
  const hamming = hammingTo(options.source);
  const pool = db.$with('pool').as(
    db
      .select({ signature: imageFeatures.signature, colors: imageFeatures.colors, bits: sql<number>`${hamming}`.as('bits') })
      .from(imageFeatures)
      .orderBy(hamming, imageFeatures.signature)
      .limit(options.products ? PRODUCTS_POOL : POOL),
  );
  const poolScore = scoreOf(options.source, sql`${pool.bits}`, sql`${pool.colors}`);
  const ranked = db.$with('ranked').as(
    db
      .select({ signature: pool.signature, score: sql<number>`${poolScore}`.as('score') })
      .from(pool)
      .where(options.position ? sql`${poolScore} >= ${options.position[0]}` : undefined)
      .orderBy(poolScore),
  );
  const score = sql<number>`${ranked.score}`;
  const keys = [
    { column: score, dir: 'asc' as const },
    { column: pins.id, dir: 'desc' as const },
  ];
  return db
    .with(pool, ranked)
    .select({ id: pins.id, score })
    .from(ranked)
    .innerJoin(pins, eq(pins.imageSignature, ranked.signature))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        isNull(pins.deletedAt),
        pinInDiscovery(viewer),
        ne(pins.id, options.id),
        ne(pins.imageSignature, options.signature),
        options.products ? eq(pins.type, 'product') : undefined,
        options.position ? after(keys, options.position) : undefined,
      ),
    )
    .orderBy(score, sql`${pins.id} desc`)
    .limit(options.limit);
}

export async function visualCandidates(db: Db, viewer: Viewer, options: CandidateOptions): Promise<{ id: number; score: number }[]> {
  const rows = await candidatesQuery(db, viewer, options);
  return rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
}

export function visualRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/visual_search/:pinId/', async (request) => {
    const id = idParam((request.params as { pinId: string }).pinId, 'pin_id');
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, VISUAL_SEARCH_DEFAULT, VISUAL_SEARCH_MAX);
    const crop = cropParam(query);
    const products = booleanParam(query, 'products', false);
    const fieldSet = pinFieldSetParam(query);
    const viewer = viewerOf(request);

    // The pin itself, through the same rule as GET /v3/pins/{id}/ (404 when not visible or removed).
    const [pin] = await deps.db
      .select({ signature: pins.imageSignature, width: pins.imageWidth, height: pins.imageHeight })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pins.id, id), isNull(pins.deletedAt), pinVisible(viewer), pinNotRemoved()))
      .limit(1);
    if (!pin) throw V3Error.notFound(`pin ${id} not found`);
    const picture = { width: Number(pin.width), height: Number(pin.height) };

    let source: ImageFeatures | null;
    const cropKey = crop ? `${crop.x},${crop.y},${crop.w},${crop.h}` : 'all';
    if (crop) {
      const key = `${pin.signature}/${cropKey}`;
      source = regions.get(key) ?? (await regionFeatures(deps, pin.signature, picture, crop));
      if (source) {
        if (regions.size >= REGIONS_KEPT) regions.delete(regions.keys().next().value as string);
        regions.set(key, source);
      }
    } else {
      source = await featuresFor(deps, pin.signature, picture);
    }
    if (!source) throw V3Error.notFound(`the picture of pin ${id} is not available`);

    const list = `visual_search/${id}/${products ? 'products' : 'all'}/${cropKey}`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    if (position && (position.length !== 2 || !Number.isInteger(position[0]) || !Number.isInteger(position[1]))) {
      throw V3Error.badParam('bookmark', 'bookmark is not valid');
    }
    const found = await visualCandidates(deps.db, viewer, { id, signature: pin.signature, source, products, position, limit: size + 1 });
    const page = pageOf(found, size, deps.bookmarks, list, (row) => [row.score, row.id]);
    const ids = page.items.map((row) => row.id);
    const loaded = ids.length === 0 ? [] : await deps.db.select({ pin: pinColumns, board: boardColumns }).from(pins).innerJoin(boards, eq(boards.id, pins.boardId)).where(inArray(pins.id, ids));
    const byId = new Map(loaded.map((row) => [Number(row.pin.id), row]));
    const rows = ids.flatMap((pinId) => byId.get(pinId) ?? []);
    return ok(await serializePinRows(deps, viewer, rows, fieldSet), page.bookmark);
  });
}
