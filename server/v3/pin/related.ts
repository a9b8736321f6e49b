/**
 * GET /v3/pins/{id}/related/: "More to explore" under a closeup, an endless list paged by bookmark.
 * Pins come in tiers, each newest first: from the same board, then on the same topic, then visually
 * similar (a dominant colour within SIMILAR_COLOR_DISTANCE), then the rest of the feed. Every tier
 * reads through the discovery rule (public boards, no blocks either way, no removed pins), never
 * the pin itself nor another copy of its image. The bookmark is the [tier, last id] reached.
 * Ads (issue 19, ../ad/serve.ts) are extra items at AD_SLOTS; promoted pins (old promoter columns) come
 * only as ads.
 */
import { and, desc, eq, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notPromotedPin, serveAds } from '../ad/serve.ts';
import { boardColumns, boards, pinColumns, pins } from '../../db/schema.ts';
import { pinInDiscovery, pinNotRemoved, pinVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { END_BOOKMARK, ok, V3Error } from '../envelope.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import { viewerOf } from '../viewer.ts';
import { pinFieldSetParam } from './field-sets.ts';
import { serializePinRows, type PinWithBoard } from './load.ts';

/** Sum of the red, green and blue differences (0–765) under which two images count as similar. */
export const SIMILAR_COLOR_DISTANCE = 48;
export const RELATED_TIERS = ['board', 'topic', 'similar', 'feed'] as const;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const channel = (offset: number): SQL => sql`('x' || substr(${pins.dominantColor}, ${offset}, 2))::bit(8)::int`;

function similarColor(color: string): SQL {
  const match = HEX.exec(color);
  if (!match) return sql`false`;
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map((hex) => Number.parseInt(hex, 16));
  return sql`(${pins.dominantColor} ~* '^#[0-9a-f]{6}$' and abs(${channel(2)} - ${r}) + abs(${channel(4)} - ${g}) + abs(${channel(6)} - ${b}) <= ${SIMILAR_COLOR_DISTANCE})`;
}

export function relatedPinRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/pins/:id/related/', async (request) => {
    const id = idParam((request.params as { id: string }).id);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const viewer = viewerOf(request);
    // The pin itself, read once, through the same rule as GET /v3/pins/{id}/ (404 when not visible or removed).
    const [source] = await deps.db
      .select({ boardId: pins.boardId, interestId: pins.sourceInterestId, color: pins.dominantColor, signature: pins.imageSignature })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pins.id, id), isNull(pins.deletedAt), pinVisible(viewer), pinNotRemoved()))
      .limit(1);
    if (!source) throw V3Error.notFound(`pin ${id} not found`);

    const list = `pins/${id}/related`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const startTier = position ? Number(position[0]) : 0;
    const afterId = position ? Number(position[1]) : null;
    if (!Number.isInteger(startTier) || startTier < 0 || startTier >= RELATED_TIERS.length) throw V3Error.badParam('bookmark', 'bookmark is not valid');

    const sameBoard = eq(pins.boardId, source.boardId);
    const sameTopic = source.interestId == null ? sql`false` : sql`coalesce(${pins.sourceInterestId} = ${source.interestId}, false)`;
    const similar = similarColor(source.color);
    const tiers: SQL[] = [
      sameBoard,
      and(sameTopic, not(sameBoard)) as SQL,
      and(similar, not(sameBoard), not(sameTopic)) as SQL,
      not(or(sameBoard, sameTopic, similar) as SQL),
    ];

    const found: Array<PinWithBoard & { tier: number }> = [];
    for (let tier = startTier; tier < tiers.length && found.length <= size; tier += 1) {
      const rows = await deps.db
        .select({ pin: pinColumns, board: boardColumns })
        .from(pins)
        .innerJoin(boards, eq(boards.id, pins.boardId))
        .where(
          and(
            tiers[tier],
            ne(pins.id, id),
            ne(pins.imageSignature, source.signature),
            isNull(pins.deletedAt),
            pinInDiscovery(viewer),
            notPromotedPin(),
            tier === startTier && afterId !== null ? lt(pins.id, afterId) : undefined,
          ),
        )
        .orderBy(desc(pins.id))
        .limit(size + 1 - found.length);
      found.push(...rows.map((row) => ({ ...row, tier })));
    }
    const more = found.length > size;
    const items = found.slice(0, size);
    const last = items[items.length - 1];
    const bookmark = more && last ? deps.bookmarks.encode(list, [last.tier, last.pin.id]) : END_BOOKMARK;
    const organic = await serializePinRows(deps, viewer, items, fieldSet);
    // Ads (issue 19): extra items at AD_SLOTS, never the pin itself (nor the page's pins).
    return ok(await serveAds(deps, { viewer, request, surface: 'related', page: organic, exclude: [String(id)], pageKey: bookmarkParam(query) ?? '', fieldSet }), bookmark);
  });
}
