/**
 * What the signed-in viewer follows, for 'Tune your home feed' (/edit, issue 18; pin-card §2):
 *   GET /v3/users/me/following/boards/     → boards (field_set_key full | grid), newest follow first
 *   GET /v3/users/me/following/interests/  → topics (server/v3/topic/load.ts V3Topic), newest follow first
 * page_size (default 25, at most 50) and bookmark (keyset over the follow's time and the target id, bound
 * to the viewer). Visitors 401. The people they follow are GET /v3/users/{username}/following/ (./routes.ts).
 * The one visibility rule applies to the boards (boardVisible): a followed board that turned secret, or
 * whose owner is across a block with the viewer either way, is not listed; following it again brings it
 * back when it is readable again. Interests are public.
 */
import { and, desc, eq, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardColumns, boards, follows, interests } from '../../db/schema.ts';
import { boardVisible } from '../access.ts';
import { boardDetails } from '../board/load.ts';
import { boardFieldSetParam } from '../board/field-sets.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, pageSize } from '../params.ts';
import { utcText } from '../time.ts';
import { serializeTopics } from '../topic/load.ts';
import { viewerOf, type Viewer } from '../viewer.ts';

/** platform §9: boards page_size 25; no more than a followers page (50) at once. */
export const FOLLOWING_PAGE_SIZE = 25;
export const FOLLOWING_MAX_PAGE_SIZE = 50;

const KEYS: KeyColumn[] = [
  { column: follows.createdAt, dir: 'desc' },
  { column: follows.targetId, dir: 'desc' },
];

interface Page {
  viewer: Viewer & { userId: number };
  size: number;
  list: string;
  position: readonly (string | number | null)[] | null;
}

/** The signed-in viewer (401 otherwise: reading one's own follows needs no full session), the page size and position. */
function pageFor(request: FastifyRequest, deps: V3Deps, target: 'board' | 'interest'): Page {
  const viewer = viewerOf(request);
  if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  const query = request.query as Record<string, unknown>;
  const size = pageSize(query, FOLLOWING_PAGE_SIZE, FOLLOWING_MAX_PAGE_SIZE);
  const list = `users/${viewer.userId}/following/${target}`;
  return { viewer: viewer as Viewer & { userId: number }, size, list, position: deps.bookmarks.decode(list, bookmarkParam(query)) };
}

/** The follows of `target` kind by the viewer, joined with `table` on `id`, one page of them. */
function followsOf(page: Page, target: 'board' | 'interest', id: AnyColumn) {
  return and(
    eq(follows.followerId, page.viewer.userId),
    eq(follows.targetType, target),
    eq(follows.targetId, id),
    page.position ? after(KEYS, page.position) : undefined,
  );
}

export function followingRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;

  app.get('/users/me/following/boards/', async (request) => {
    const page = pageFor(request, deps, 'board');
    const fieldSet = boardFieldSetParam(request.query as Record<string, unknown>);
    const rows = await db
      .select({ board: boardColumns, ts: utcText(follows.createdAt) })
      .from(follows)
      .innerJoin(boards, eq(boards.id, follows.targetId))
      .where(and(followsOf(page, 'board', boards.id), boardVisible(page.viewer)))
      .orderBy(desc(follows.createdAt), desc(follows.targetId))
      .limit(page.size + 1);
    const { items, bookmark } = pageOf(rows, page.size, deps.bookmarks, page.list, (row) => [row.ts, row.board.id]);
    const details = await boardDetails(deps, page.viewer, items.map((r) => r.board), fieldSet);
    return ok(items.flatMap((r) => details.get(r.board.id) ?? []), bookmark);
  });

  app.get('/users/me/following/interests/', async (request) => {
    const page = pageFor(request, deps, 'interest');
    const rows = await db
      .select({ topic: interests, ts: utcText(follows.createdAt) })
      .from(follows)
      .innerJoin(interests, eq(interests.id, follows.targetId))
      .where(followsOf(page, 'interest', interests.id))
      .orderBy(desc(follows.createdAt), desc(follows.targetId))
      .limit(page.size + 1);
    const { items, bookmark } = pageOf(rows, page.size, deps.bookmarks, page.list, (row) => [row.ts, row.topic.id]);
    return ok(await serializeTopics(deps, page.viewer, items.map((r) => r.topic)), bookmark);
  });
}
