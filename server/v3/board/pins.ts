/**
 * A board's pins, or one section's: pins pinned to it and pins saved into it, newest first. Two keyset
 * reads (one per table, each an index range scan) merged in order; the bookmark is (time, source, row id).
 * A board reads its feed indexes (board, time desc); a section its own (section, time desc), so a section's
 * page costs the same on a board of fifty pins or fifty thousand. A filter (./pin-filters.ts) narrows both reads.
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

type Id = number | Placeholder;

/** Which pins: a board's, or (sectionId set) those in one section of it. */
export interface PinScope {
  boardId: Id;
  sectionId?: Id | undefined;
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

/**
 * Rows of the scope in `table` (pins or saves). In a section the board is compared as `board_id + 0`,
 * which no index serves: the planner (generic plans included) walks the section's feed index and never
 * the board's, while a row whose section belongs to another board still stays out.
 */
function inScope(boardId: AnyColumn, sectionId: AnyColumn, scope: PinScope): SQL {
  if (scope.sectionId === undefined) return eq(boardId, scope.boardId);
  return and(eq(sectionId, scope.sectionId), sql`${boardId} + 0 = ${scope.boardId}`) as SQL;
}

/** Pins pinned to the scope that it shows the viewer: not deleted, pinner not blocked either way. */
export const pinnedShown = (viewer: Viewer, scope: PinScope): SQL =>
  and(inScope(pins.boardId, pins.sectionId, scope), isNull(pins.deletedAt), notBlockedWith(viewer, pins.pinnerId)) as SQL;

/** Saves (joined with their pin) into the scope that it shows the viewer. */
export const savedShown = (viewer: Viewer, scope: PinScope): SQL =>
  and(
    inScope(saves.boardId, saves.sectionId, scope),
    saveShownOnBoard(),
    isNull(pins.deletedAt),
    notBlockedWith(viewer, pins.pinnerId),
    notBlockedWith(viewer, saves.userId),
  ) as SQL;

const compare = (a: Entry, b: Entry): number =>
  a.ts !== b.ts ? (a.ts < b.ts ? 1 : -1) : a.src !== b.src ? b.src - a.src : b.rowId - a.rowId;

type Db = V3Deps['db'];
type Row = { pinId: number; ts: string; rowId: number };

/** How a page is read: after the cursor (if any), narrowed by the filter's condition on pins (if any). */
interface PageQuery {
  scope: PinScope;
  limit: Id;
  position: Position | null;
  filter?: SQL | undefined;
}

/** Pins pinned to the scope, newest first. */
export const pinnedQuery = (db: Db, viewer: Viewer, q: PageQuery) =>
  db
    .select({ pinId: pins.id, ts: utcText(pins.createdAt), rowId: pins.id })
    .from(pins)
    .where(and(pinnedShown(viewer, q.scope), q.filter, q.position ? afterCursor(pins.createdAt, pins.id, 0, q.position) : undefined))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(q.limit);

/** Saves into the scope that show there, newest first. */
export const savedQuery = (db: Db, viewer: Viewer, q: PageQuery) =>
  db
    .select({ pinId: saves.pinId, ts: utcText(saves.createdAt), rowId: saves.id })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .where(and(savedShown(viewer, q.scope), q.filter, q.position ? afterCursor(saves.createdAt, saves.id, 1, q.position) : undefined))
    .orderBy(desc(saves.createdAt), desc(saves.id))
    .limit(q.limit);

// Unfiltered first pages (most reads) as statements built once per kind of viewer; other pages build theirs.
const first = (section: boolean) => {
  const scope = { boardId: sql.placeholder('board'), sectionId: section ? sql.placeholder('section') : undefined };
  const q = { scope, limit: sql.placeholder('limit'), position: null };
  const name = section ? 'section' : 'board';
  return {
    pinned: perViewer(`${name}_pins_first`, (db, viewer, n) => pinnedQuery(db, viewer, q).prepare(n)),
    saved: perViewer(`${name}_saves_first`, (db, viewer, n) => savedQuery(db, viewer, q).prepare(n)),
  };
};
const FIRST = { board: first(false), section: first(true) };

export interface PinPageOptions {
  /** Only the pins in this section of the board. */
  sectionId?: number | undefined;
  /** A condition on pins (./pin-filters.ts). */
  filter?: SQL | undefined;
}

/** A page of the board's (or section's) pin ids, leaving out pins by users blocked either way by the viewer. */
export async function boardPinPage(
  deps: V3Deps,
  viewer: Viewer,
  boardId: number,
  size: number,
  position: Position | null,
  list: string,
  options: PinPageOptions = {},
): Promise<{ pinIds: number[]; bookmark: string }> {
  const { sectionId, filter } = options;
  let reads: [Promise<Row[]>, Promise<Row[]>];
  if (position || filter) {
    const q = { scope: { boardId, sectionId }, limit: size + 1, position, filter };
    reads = [pinnedQuery(deps.db, viewer, q), savedQuery(deps.db, viewer, q)];
  } else {
    const values = { board: boardId, section: sectionId, limit: size + 1, me: viewer.userId };
    const statements = sectionId === undefined ? FIRST.board : FIRST.section;
    reads = [statements.pinned(deps.db, viewer).execute(values), statements.saved(deps.db, viewer).execute(values)];
  }
  const [pinned, saved] = await Promise.all(reads);
  const merged: Entry[] = [
    ...pinned.map((r) => ({ ...r, src: 0 })),
    ...saved.map((r) => ({ ...r, src: 1 })),
  ].sort(compare);
  const page = pageOf(merged.slice(0, size + 1), size, deps.bookmarks, list, (e) => [e.ts, e.src, e.rowId]);
  return { pinIds: page.items.map((e) => e.pinId), bookmark: page.bookmark };
}
