/**
 * Boards the viewer can save to (pin-card §4 board picker; platform §9 boards page_size 25):
 *   GET /v3/boards/writable/?query=&page_size=&bookmark= → the viewer's own boards and the ones they are an
 *   accepted collaborator on, not archived, the board last pinned to first (last_pinned_at desc, never-pinned
 *   boards last, then id desc). `query` (trimmed, at most 100 characters) keeps names containing it,
 *   case-insensitively. Signed out: 401.
 * boardForSave() applies the same rule to one board for the repin resource: unknown or unreadable 404,
 * readable but not the viewer's to write 403, archived 403.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boardColumns, boards, users, type BoardRow } from '../../db/schema.ts';
import { boardVisible } from '../access.ts';
import { mayWrite } from './guard.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, pageSize, stringParam } from '../params.ts';
import { utcText } from '../time.ts';
import { viewerOf, type Viewer } from '../viewer.ts';
import { boardDetails } from './load.ts';

/** platform §9: boards page_size 25. */
export const WRITABLE_BOARDS_PAGE_SIZE = 25;
export const MAX_BOARD_QUERY = 100;


/** Never-pinned boards sort last: '' is below every timestamp text. */
const lastPinnedKey = sql<string>`coalesce(${utcText(boards.lastPinnedAt)}, '')`;
const KEYS: KeyColumn[] = [
  { column: lastPinnedKey, dir: 'desc' },
  { column: boards.id, dir: 'desc' },
];

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function boardQuery(query: Record<string, unknown>): string {
  const text = (stringParam(query, 'query') ?? '').trim();
  if ([...text].length > MAX_BOARD_QUERY) {
    throw V3Error.badParam('query', `query can be at most ${MAX_BOARD_QUERY} characters.`);
  }
  return text;
}

export interface BoardForSave {
  board: BoardRow;
  /** The owner's username, for the board's url. */
  ownerUsername: string;
}

/**
 * The board a save goes into, checked for the viewer, with its owner's username: 404 when unknown or
 * unreadable (secret, across a block), 403 forbidden when it is someone else's board the viewer does
 * not collaborate on or when it is archived.
 */
export async function boardForSave(deps: V3Deps, viewer: Viewer, boardId: number): Promise<BoardForSave> {
  const [row] = await deps.db
    .select({ board: boardColumns, ownerUsername: users.username, writable: sql<boolean>`(${mayWrite(viewer)})` })
    .from(boards)
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(and(eq(boards.id, boardId), boardVisible(viewer)))
    .limit(1);
  if (!row) throw V3Error.notFound(`board ${boardId} not found`);
  if (!row.writable) throw new V3Error(403, 'forbidden', "You can't save Pins to this board.", 'board_id');
  if (row.board.archived) {
    throw new V3Error(403, 'forbidden', 'This board is archived. Unarchive it to save Pins to it.', 'board_id');
  }
  return { board: row.board, ownerUsername: row.ownerUsername };
}

export function writableBoardRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/boards/writable/', async (request) => {
    const viewer = viewerOf(request);
    const me = viewer.userId;
    if (me === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, WRITABLE_BOARDS_PAGE_SIZE, WRITABLE_BOARDS_PAGE_SIZE);
    const text = boardQuery(query);
    // The list name binds the bookmark to this viewer and this query.
    const list = `boards/writable/${me}/${text}`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const rows = await deps.db
      .select({ board: boardColumns, k0: lastPinnedKey, k1: boards.id })
      .from(boards)
      .where(
        and(
          mayWrite(viewer),
          eq(boards.archived, false),
          text === '' ? undefined : sql`${boards.name} ilike ${`%${escapeLike(text)}%`} escape '\\'`,
          position ? after(KEYS, position) : undefined,
        ),
      )
      .orderBy(...KEYS.map((k) => (k.dir === 'asc' ? asc(k.column) : desc(k.column))))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.k0, Number(row.k1)]);
    const details = await boardDetails(deps, viewer, page.items.map((r) => r.board));
    return ok(page.items.flatMap((r) => details.get(r.board.id) ?? []), page.bookmark);
  });
}
