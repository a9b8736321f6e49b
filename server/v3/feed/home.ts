/** GET /v3/feeds/home/: the home feed, newest pins on public boards first, leaving out blocked users' pins. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { preparedOnce } from '../../db/prepared.ts';
import { boards, pins } from '../../db/schema.ts';
import { pinInDiscovery } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import { ANONYMOUS, BOUND_VIEWER, viewerOf, type Viewer } from '../viewer.ts';

const LIST = 'feeds/home';
const KEYS: KeyColumn[] = [{ column: pins.id, dir: 'desc' }];

/** The page's statement, one per kind of request (signed in or not, first page or a later one), built once. */
const pageStatement = (name: string, viewer: Viewer, continued: boolean) =>
  preparedOnce((db) =>
    db
      .select({ pin: pins, board: boards })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(isNull(pins.deletedAt), pinInDiscovery(viewer), continued ? after(KEYS, [sql.placeholder('after') as unknown as number]) : undefined))
      .orderBy(desc(pins.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const STATEMENTS = {
  anonymous: { first: pageStatement('home_feed', ANONYMOUS, false), next: pageStatement('home_feed_next', ANONYMOUS, true) },
  signedIn: { first: pageStatement('home_feed_signed_in', BOUND_VIEWER, false), next: pageStatement('home_feed_signed_in_next', BOUND_VIEWER, true) },
};

export function homeFeedRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/feeds/home/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const position = deps.bookmarks.decode(LIST, bookmarkParam(query));
    const viewer = viewerOf(request);
    const kind = viewer.userId === null ? STATEMENTS.anonymous : STATEMENTS.signedIn;
    const rows = await (position ? kind.next : kind.first)(deps.db).execute({ me: viewer.userId, after: position?.[0], limit: size + 1 });
    const page = pageOf(rows, size, deps.bookmarks, LIST, (row) => [row.pin.id]);
    // The rows are read with the discovery filter above, so they serialize without a second read.
    return ok(await serializePinRows(deps, viewer, page.items, fieldSet), page.bookmark);
  });
}
