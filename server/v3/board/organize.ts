/**
 * Organize (issue 14): many pins of a board at once, all or nothing, each request one transaction.
 *   DELETE /v3/bulk_edit/ (BulkEditResource) {board_id, section_id?, pin_ids, orbac_subject_id?}
 *     → {deleted, board_id, section_id}: takes the pins off the board (or its section): a save into it is
 *     deleted, a pin pinned to it soft-deleted. pin_ids: 1 to MAX_BULK_PINS ids (a JSON list, or
 *     comma-separated), each one the board (section) shows, else 400 param pin_ids naming the first stranger.
 *   DELETE /v3/bulk_edit/select_all/ (BulkEditSelectAllResource) {board_id, section_id?, except_pin_ids?}
 *     → the same for every pin of the board (or section) but those.
 *   POST /v3/bulk_edit/move/ {board_id, section_id?, pin_ids | select_all: true (+ except_pin_ids),
 *     to_board_id, to_section_id?, copy?} → {moved | copied, to_board_id, to_section_id}: see ./bulk.ts for
 *     the merge rule. The same board with another section (or none) is a section move.
 * Fields come from the JSON body or the query (the body wins). The viewer must be able to change the
 * contents of every board named (boardForWrite, collaborator; a target board archived is 403 too); the
 * boards are locked in id order, so two moves between the same boards never deadlock. section_id must be a
 * section of board_id (400 param section_id), to_section_id one of to_board_id (400 param to_section_id).
 * orbac_subject_id (acting for a business) is accepted and has no effect yet.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { boardSections } from '../../db/schema.ts';
import { bodyBoolean, bodyId, bodyOf, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import type { V3BulkDeleteResult, V3BulkMoveResult } from '../types.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { copySelection, deleteSelection, firstStranger, moveSelection, touchBoard, type Selection } from './bulk.ts';
import { boardForWrite, type WritableBoard } from './guard.ts';

/** The most pins one request may name (pin_ids, except_pin_ids). */
export const MAX_BULK_PINS = 250;

const FIELDS = ['board_id', 'section_id', 'pin_ids', 'except_pin_ids', 'select_all', 'orbac_subject_id', 'to_board_id', 'to_section_id', 'copy'];

/** Query fields, then body fields over them. */
function argumentsOf(body: unknown, query: unknown): Body {
  const fromQuery = (query ?? {}) as Record<string, unknown>;
  const merged: Body = {};
  for (const name of FIELDS) if (fromQuery[name] !== undefined) merged[name] = fromQuery[name];
  return { ...merged, ...bodyOf(body) };
}

/** A list of pin ids (a JSON list of ids, or one comma-separated string), duplicates dropped; undefined when absent. */
function pinIdList(args: Body, name: string): number[] | undefined {
  const raw = args[name];
  if (raw === undefined || raw === null) return undefined;
  const parts: unknown[] | null = typeof raw === 'string' ? (raw.trim() === '' ? [] : raw.split(',')) : Array.isArray(raw) ? raw : null;
  if (parts === null) throw V3Error.badParam(name, `${name} must be a list of pin ids.`);
  if (parts.length > MAX_BULK_PINS) throw V3Error.badParam(name, `${name} takes at most ${MAX_BULK_PINS} pin ids, got ${parts.length}.`);
  const ids = parts.map((part) => idParam(typeof part === 'number' ? String(part) : typeof part === 'string' ? part.trim() : part, name));
  return [...new Set(ids)];
}

type Mode = 'named' | 'all' | 'either';

/** Which pins of board_id (and section_id) the request means; `mode` says which of pin_ids and select_all it takes. */
function selectionOf(args: Body, mode: Mode): Omit<Selection, 'sectionId'> & { sectionId: number | undefined } {
  const boardId = bodyId(args, 'board_id', true);
  const sectionId = bodyId(args, 'section_id', false);
  bodyId(args, 'orbac_subject_id', false);
  const selectAll = mode === 'all' || (mode === 'either' && bodyBoolean(args, 'select_all'));
  if (mode === 'named' && bodyBoolean(args, 'select_all')) {
    throw V3Error.badParam('select_all', 'To take every pin off, use DELETE /v3/bulk_edit/select_all/.');
  }
  const pinIds = pinIdList(args, 'pin_ids');
  const exceptPinIds = pinIdList(args, 'except_pin_ids');
  if (selectAll) {
    if (pinIds !== undefined) throw V3Error.badParam('pin_ids', 'Give pin_ids or select_all, not both.');
    return { boardId, sectionId, pinIds: null, exceptPinIds: exceptPinIds ?? [] };
  }
  if (exceptPinIds !== undefined) throw V3Error.badParam('except_pin_ids', 'except_pin_ids goes with select_all.');
  if (pinIds === undefined || pinIds.length === 0) {
    throw V3Error.badParam('pin_ids', `pin_ids is required: 1 to ${MAX_BULK_PINS} pin ids.`);
  }
  return { boardId, sectionId, pinIds, exceptPinIds: [] };
}

/** Section `id` (when given) of board `boardId`, else 400 naming `param`. */
async function checkSection(db: Db, boardId: number, id: number | undefined, param: string): Promise<number | null> {
  if (id === undefined) return null;
  const [row] = await db
    .select({ id: boardSections.id })
    .from(boardSections)
    .where(and(eq(boardSections.id, id), eq(boardSections.boardId, boardId)));
  if (!row) throw V3Error.badParam(param, `Section ${id} is not a section of board ${boardId}.`);
  return id;
}

/**
 * The boards checked for a content write (boardForWrite, collaborator) and locked, in id order. When more
 * than one check fails, the error is that of the first board given, whatever the ids.
 */
async function lockBoards(db: Db, viewer: Viewer, wanted: { id: number; param: string }[]): Promise<WritableBoard[]> {
  const outcomes = new Map<number, WritableBoard | V3Error>();
  for (const id of [...new Set(wanted.map((w) => w.id))].sort((a, b) => a - b)) {
    const param = wanted.find((w) => w.id === id)!.param;
    try {
      outcomes.set(id, await boardForWrite(db, viewer, id, { needs: 'collaborator', lock: true, param }));
    } catch (error) {
      if (!(error instanceof V3Error)) throw error;
      outcomes.set(id, error);
    }
  }
  return wanted.map(({ id }) => {
    const outcome = outcomes.get(id)!;
    if (outcome instanceof V3Error) throw outcome;
    return outcome;
  });
}

/** The selection checked against board and section: every named pin must be one they show. */
async function checkedSelection(db: Db, viewer: Viewer, asked: ReturnType<typeof selectionOf>): Promise<Selection> {
  const selection: Selection = { ...asked, sectionId: await checkSection(db, asked.boardId, asked.sectionId, 'section_id') };
  if (selection.pinIds) {
    const stranger = await firstStranger(db, viewer, { ...selection, pinIds: selection.pinIds });
    if (stranger !== null) {
      throw V3Error.badParam(
        'pin_ids',
        selection.sectionId === null
          ? `Pin ${stranger} is not on board ${selection.boardId}.`
          : `Pin ${stranger} is not in section ${selection.sectionId} of board ${selection.boardId}.`,
      );
    }
  }
  return selection;
}

async function bulkDelete(deps: V3Deps, viewer: Viewer, args: Body, mode: Mode): Promise<V3BulkDeleteResult> {
  writerId(viewer);
  const asked = selectionOf(args, mode);
  return deps.db.transaction(async (tx) => {
    await lockBoards(tx, viewer, [{ id: asked.boardId, param: 'board_id' }]);
    const selection = await checkedSelection(tx, viewer, asked);
    const deleted = await deleteSelection(tx, viewer, selection);
    return { deleted, board_id: String(selection.boardId), section_id: selection.sectionId === null ? null : String(selection.sectionId) };
  });
}

async function bulkMove(deps: V3Deps, viewer: Viewer, args: Body): Promise<V3BulkMoveResult> {
  const me = writerId(viewer);
  const asked = selectionOf(args, 'either');
  const toBoardId = bodyId(args, 'to_board_id', true);
  const toSection = bodyId(args, 'to_section_id', false);
  const copy = bodyBoolean(args, 'copy');
  try {
    return await deps.db.transaction(async (tx) => {
      await lockBoards(tx, viewer, [
        { id: asked.boardId, param: 'board_id' },
        { id: toBoardId, param: 'to_board_id' },
      ]);
      const selection = await checkedSelection(tx, viewer, asked);
      const target = { boardId: toBoardId, sectionId: await checkSection(tx, toBoardId, toSection, 'to_section_id') };
      const n = copy ? await copySelection(tx, { ...viewer, userId: me }, selection, target) : await moveSelection(tx, viewer, selection, target);
      if (n > 0 && toBoardId !== selection.boardId) await touchBoard(tx, toBoardId);
      const to = { to_board_id: String(toBoardId), to_section_id: target.sectionId === null ? null : String(target.sectionId) };
      return copy ? { copied: n, ...to } : { moved: n, ...to };
    });
  } catch (error) {
    // A save of one of the pins made into the target board meanwhile: nothing moved; the person may try again.
    if (isUniqueViolation(error)) throw new V3Error(409, 'conflict', 'The board changed while the Pins were being moved. Please try again.');
    throw error;
  }
}

export function organizeRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.delete('/bulk_edit/', async (request) => ok(await bulkDelete(deps, viewerOf(request), argumentsOf(request.body, request.query), 'named')));
  app.delete('/bulk_edit/select_all/', async (request) => ok(await bulkDelete(deps, viewerOf(request), argumentsOf(request.body, request.query), 'all')));
  app.post('/bulk_edit/move/', async (request) => ok(await bulkMove(deps, viewerOf(request), argumentsOf(request.body, request.query))));
}
