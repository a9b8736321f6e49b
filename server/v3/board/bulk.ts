/**
 * The set-based statements behind organize (./organize.ts): bulk delete, move and copy of a board's
 * pins. A selection is the pins a board (or one of its sections) shows the viewer — pins pinned to it
 * and saves into it of pins pinned elsewhere (saveShownOnBoard), none of a user blocked either way —
 * narrowed to the ids named (pin_ids) or to all but some (select_all, except_pin_ids). Every statement
 * works on the selection inside the database (INSERT … SELECT, UPDATE … WHERE id IN (SELECT …),
 * DELETE …): a select_all never brings the board's pin ids into memory. Callers run them in one
 * transaction, after locking the boards (boardForWrite with lock).
 */
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boards, pins, saves } from '../../db/schema.ts';
import { notBlockedWith } from '../access.ts';
import type { Viewer } from '../viewer.ts';
import { saveShownOnBoard } from './pins.ts';

export interface Selection {
  boardId: number;
  /** Only the pins in this section of the board; null: the whole board. */
  sectionId: number | null;
  /** The pins named; null: every pin of the board (or section) but exceptPinIds. */
  pinIds: number[] | null;
  exceptPinIds: number[];
}

/** The selection's rule on a pin id column; ids are bound as one bigint[] parameter, so the statement text never varies with their number. */
function picked(selection: Selection, column: AnyColumn): SQL | undefined {
  if (selection.pinIds) return sql`${column} = any(${sql.param(selection.pinIds)}::bigint[])`;
  if (selection.exceptPinIds.length === 0) return undefined;
  return sql`not (${column} = any(${sql.param(selection.exceptPinIds)}::bigint[]))`;
}

/** Pins pinned to the board (not deleted) in the selection: one column, pin_id. */
export const pinnedIn = (db: Db, viewer: Viewer, selection: Selection) =>
  db
    .select({ pinId: sql<number>`${pins.id}`.mapWith(Number).as('pin_id') })
    .from(pins)
    .where(
      and(
        eq(pins.boardId, selection.boardId),
        isNull(pins.deletedAt),
        selection.sectionId === null ? undefined : eq(pins.sectionId, selection.sectionId),
        notBlockedWith(viewer, pins.pinnerId),
        picked(selection, pins.id),
      ),
    );

/** Saves into the board that show there, in the selection: save_id, pin_id and the save's description. */
export const savedIn = (db: Db, viewer: Viewer, selection: Selection) =>
  db
    .select({
      saveId: sql<number>`${saves.id}`.mapWith(Number).as('save_id'),
      pinId: sql<number>`${saves.pinId}`.mapWith(Number).as('pin_id'),
      description: sql<string | null>`${saves.description}`.as('description'),
    })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .where(
      and(
        eq(saves.boardId, selection.boardId),
        saveShownOnBoard(),
        isNull(pins.deletedAt),
        selection.sectionId === null ? undefined : eq(saves.sectionId, selection.sectionId),
        notBlockedWith(viewer, pins.pinnerId),
        notBlockedWith(viewer, saves.userId),
        picked(selection, saves.pinId),
      ),
    );

/** The first of the named pins (in the order named) the selection does not hold; null when it holds them all. */
export async function firstStranger(db: Db, viewer: Viewer, selection: Selection & { pinIds: number[] }): Promise<number | null> {
  const [pinned, saved] = [await pinnedIn(db, viewer, selection), await savedIn(db, viewer, selection)];
  const held = new Set([...pinned, ...saved].map((row) => row.pinId));
  return selection.pinIds.find((id) => !held.has(id)) ?? null;
}

/** Runs a statement whose one row has an integer column n (PGlite answers {rows}, postgres.js the rows). */
async function countOf(db: Db, statement: SQL): Promise<number> {
  const result = (await db.execute(statement)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: unknown }[];
  return Number(rows[0]?.n ?? 0);
}

/** Two writes in one statement, one on the selection's pinned pins and one on its saves; n is the rows they touched. */
const bothParts = (db: Db, viewer: Viewer, selection: Selection, onPins: (ids: SQL) => SQL, onSaves: (ids: SQL) => SQL) =>
  countOf(
    db,
    sql`with a as (${onPins(sql`(select pin_id from (${pinnedIn(db, viewer, selection)}) sel)`)} returning 1),
      b as (${onSaves(sql`(select save_id from (${savedIn(db, viewer, selection)}) sel)`)} returning 1)
      select ((select count(*) from a) + (select count(*) from b))::int as n`,
  );

/** Takes the selection off its board: saves are deleted, pins pinned there soft-deleted (as a pin delete does). */
export function deleteSelection(db: Db, viewer: Viewer, selection: Selection): Promise<number> {
  return bothParts(
    db,
    viewer,
    selection,
    (ids) => sql`update ${pins} set deleted_at = now() where id in ${ids}`,
    (ids) => sql`delete from ${saves} where id in ${ids}`,
  );
}

export interface Target {
  boardId: number;
  sectionId: number | null;
}

/**
 * Moves the selection to the target board and section. Within one board only the section changes.
 * Into another board: a pin pinned here is pinned there (pins.board_id); its saves into either board go
 * (one into the target would hide behind it, one into the source would show it here again). A save moves
 * (saves.board_id, created_at now, as a single move does), unless the target already holds the pin —
 * pinned there or saved there: then the one there stays, takes the target section (a save there keeps its
 * description, else takes the moved one's), and the moved save goes. n counts every pin that moved,
 * merged ones included.
 */
export async function moveSelection(db: Db, viewer: Viewer, selection: Selection, target: Target): Promise<number> {
  const to = sql`${target.boardId}::bigint`;
  const section = sql`${target.sectionId}::bigint`;
  if (target.boardId === selection.boardId) {
    return bothParts(
      db,
      viewer,
      selection,
      (ids) => sql`update ${pins} set section_id = ${section} where id in ${ids}`,
      (ids) => sql`update ${saves} set section_id = ${section} where id in ${ids}`,
    );
  }
  const pinned = await countOf(
    db,
    sql`with sel as (${pinnedIn(db, viewer, selection)}),
      dropped as (delete from ${saves} where board_id in (${selection.boardId}::bigint, ${to}) and pin_id in (select pin_id from sel)),
      moved as (update ${pins} set board_id = ${to}, section_id = ${section} where id in (select pin_id from sel) returning 1)
      select count(*)::int as n from moved`,
  );
  const saved = await countOf(
    db,
    sql`with sel as (${savedIn(db, viewer, selection)}),
      pinned_there as (update ${pins} set section_id = ${section} where board_id = ${to} and id in (select pin_id from sel) returning id as pin_id),
      saved_there as (
        update ${saves} t set section_id = ${section}, description = coalesce(t.description, sel.description)
        from sel where t.board_id = ${to} and t.pin_id = sel.pin_id returning t.pin_id),
      held as (select pin_id from pinned_there union select pin_id from saved_there),
      merged as (delete from ${saves} where id in (select save_id from sel where pin_id in (select pin_id from held)) returning 1),
      moved as (
        update ${saves} set board_id = ${to}, section_id = ${section}, created_at = now()
        where id in (select save_id from sel where pin_id not in (select pin_id from held)) returning 1)
      select ((select count(*) from merged) + (select count(*) from moved))::int as n`,
  );
  return pinned + saved;
}

/**
 * Copies the selection into the target: a save of each pin by the viewer (none for a pin pinned to the
 * target; none where the target already holds a save of it). n counts the saves made.
 */
export function copySelection(db: Db, viewer: Viewer & { userId: number }, selection: Selection, target: Target): Promise<number> {
  return countOf(
    db,
    sql`with sel as (
        select pin_id from (${pinnedIn(db, viewer, selection)}) a
        union select pin_id from (${savedIn(db, viewer, selection)}) b),
      made as (
        insert into ${saves} (pin_id, board_id, section_id, user_id)
        select sel.pin_id, ${target.boardId}::bigint, ${target.sectionId}::bigint, ${viewer.userId}::bigint
        from sel join ${pins} p on p.id = sel.pin_id where p.board_id <> ${target.boardId}::bigint
        on conflict (pin_id, board_id) do nothing returning 1)
      select count(*)::int as n from made`,
  );
}

/** The board is now the last pinned to (boards sort by it in the save picker). */
export async function touchBoard(db: Db, boardId: number): Promise<void> {
  await db.update(boards).set({ lastPinnedAt: sql`now()` }).where(eq(boards.id, boardId));
}
