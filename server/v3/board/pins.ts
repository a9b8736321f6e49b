/**
 * A board's pins: pins pinned to it and pins saved into it, newest first. Two keyset reads (one per
 * table, each an index range scan) merged in order; the bookmark is (time, source, row id).
 */
import { and, desc, eq, isNull, lt, lte, ne, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { pins, saves } from '../../db/schema.ts';
import type { Position } from '../bookmark.ts';
import type { V3Deps } from '../deps.ts';
import { notBlockedWith } from '../access.ts';
import { pageOf } from '../keyset.ts';
import { utcText } from '../time.ts';
import { perViewer } from '../statements.ts';
import type { Viewer } from '../viewer.ts';

interface Entry {
  pinId: number;
  ts: string;
  /** 0: pinned here; 1: saved here. Saves sort before pins at the same instant. */
  src: number;
  rowId: number;
}

function afterCursor(createdAt: AnyColumn, id: AnyColumn, src: number, position: Position): SQL {
  const [ts, cursorSrc, rowId] = position as [string, number, number];
  const time = sql`${ts}::timestamptz`;
  if (src < cursorSrc) return lte(createdAt, time);
  if (src > cursorSrc) return lt(createdAt, time);
  return or(lt(createdAt, time), and(eq(createdAt, time), lt(id, rowId))) as SQL;
}

/**
 * Saves (joined with their pin) that show on their board: a pin saved into the board it was pinned
 * to shows there once, as pinned, so that save neither appears in the board's pins nor counts in pin_count.
 */
export const saveShownOnBoard = (): SQL => ne(pins.boardId, saves.boardId);

const compare = (a: Entry, b: Entry): number =>
  a.ts !== b.ts ? (a.ts < b.ts ? 1 : -1) : a.src !== b.src ? b.src - a.src : b.rowId - a.rowId;

type Db = V3Deps['db'];
type Row = { pinId: number; ts: string; rowId: number };

/** Pins pinned to the board, newest first, after the cursor when there is one. */
const pinnedQuery = (db: Db, viewer: Viewer, boardId: number | Placeholder, limit: number | Placeholder, position: Position | null) =>
  db
    .select({ pinId: pins.id, ts: utcText(pins.createdAt), rowId: pins.id })
    .from(pins)
    .where(
      and(
        eq(pins.boardId, boardId),
        isNull(pins.deletedAt),
        notBlockedWith(viewer, pins.pinnerId),
        position ? afterCursor(pins.createdAt, pins.id, 0, position) : undefined,
      ),
    )
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(limit);

/** Saves into the board that show there, newest first, after the cursor when there is one. */
const savedQuery = (db: Db, viewer: Viewer, boardId: number | Placeholder, limit: number | Placeholder, position: Position | null) =>
  db
    .select({ pinId: saves.pinId, ts: utcText(saves.createdAt), rowId: saves.id })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .where(
      and(
        eq(saves.boardId, boardId),
        saveShownOnBoard(),
        isNull(pins.deletedAt),
        notBlockedWith(viewer, pins.pinnerId),
        notBlockedWith(viewer, saves.userId),
        position ? afterCursor(saves.createdAt, saves.id, 1, position) : undefined,
      ),
    )
    .orderBy(desc(saves.createdAt), desc(saves.id))
    .limit(limit);

// The first page (most reads) as statements built once per kind of viewer; later pages build theirs.
const firstPinned = perViewer('board_pins_first', (db, viewer, name) =>
  pinnedQuery(db, viewer, sql.placeholder('board'), sql.placeholder('limit'), null).prepare(name),
);
const firstSaved = perViewer('board_saves_first', (db, viewer, name) =>
  savedQuery(db, viewer, sql.placeholder('board'), sql.placeholder('limit'), null).prepare(name),
);

/** A page of the board's pin ids, leaving out pins by users blocked either way by the viewer. */
export async function boardPinPage(
  deps: V3Deps,
  viewer: Viewer,
  boardId: number,
  size: number,
  position: Position | null,
  list: string,
): Promise<{ pinIds: number[]; bookmark: string }> {
  const values = { board: boardId, limit: size + 1, me: viewer.userId };
  const [pinned, saved]: [Row[], Row[]] = await Promise.all(
    position
      ? [pinnedQuery(deps.db, viewer, boardId, size + 1, position), savedQuery(deps.db, viewer, boardId, size + 1, position)]
      : [firstPinned(deps.db, viewer).execute(values), firstSaved(deps.db, viewer).execute(values)],
  );
  const merged: Entry[] = [
    ...pinned.map((r) => ({ ...r, src: 0 })),
    ...saved.map((r) => ({ ...r, src: 1 })),
  ].sort(compare);
  const page = pageOf(merged.slice(0, size + 1), size, deps.bookmarks, list, (e) => [e.ts, e.src, e.rowId]);
  return { pinIds: page.items.map((e) => e.pinId), bookmark: page.bookmark };
}
