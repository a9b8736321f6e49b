/** GET /v3/feeds/home/: the home feed, newest pins on public boards first, leaving out blocked users' pins. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boards, pins } from '../../db/schema.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import { viewerOf } from '../viewer.ts';

const LIST = 'feeds/home';
const KEYS: KeyColumn[] = [{ column: pins.id, dir: 'desc' }];

export function homeFeedRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/feeds/home/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const position = deps.bookmarks.decode(LIST, bookmarkParam(query));
    const viewer = viewerOf(request);
    const rows = await deps.db
      .select({ pin: pins, board: boards })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(isNull(pins.deletedAt), pinInDiscovery(viewer), position ? after(KEYS, position) : undefined))
      .orderBy(desc(pins.id))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, LIST, (row) => [row.pin.id]);
    // The rows are read with the discovery filter above, so they serialize without a second read.
    return ok(await serializePinRows(deps, viewer, page.items, fieldSet), page.bookmark);
  });
}
