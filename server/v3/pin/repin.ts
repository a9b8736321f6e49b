/**
 * The repin resource (pin-card §3 save request/response, §4, §7):
 *   POST /v3/pins/{id}/repin/ {board_id, section?, description?, client_tracking_params?, event_context?,
 *                              disable_event_log_info?} → V3SaveResult; 201 with created true for a new save,
 *     200 with created false when the pin is already in that board (nothing new is made).
 *   PUT /v3/pins/{id}/repin/ {board_id, new_board_id?, section? ('' clears), description?} → V3SaveResult
 *     (created false): edits the viewer's save of the pin in board_id; moving it to a board that already
 *     holds the pin merges the two (the save there keeps, and takes this one's section and description).
 * Gated writes (401 unauthenticated, 403 limited_login). A pin the viewer may not see is 404, as is an unknown
 * or unreadable board; a board the viewer may not write to or an archived one is 403; a section of another
 * board is 400 naming 'section'. A save makes the board the last pinned to (last_pinned_at).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { boardSections, boards, saves, type BoardRow, type BoardSectionRow } from '../../db/schema.ts';
import { bodyBoolean, bodyId, bodyOf, stringField, type Body } from '../account/validate.ts';
import { boardForSave, type BoardForSave } from '../board/writable.ts';
import { boardUrl, sectionJson } from '../board/serialize.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { auxDataOf, logEvent } from '../event/log.ts';
import { countSave } from '../event/stats.ts';
import { idParam } from '../params.ts';
import type { V3SaveResult } from '../types.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { visiblePinOr404 } from './load.ts';
import { nowOf } from '../clock.ts';
import { notify } from '../notification/notify.ts';

/** The save event logged with each save (unless the client logs it itself: disable_event_log_info). */
export const PIN_SAVE_EVENT = 2;
/** pin-card §9: board pin description max 500. */
export const MAX_SAVE_DESCRIPTION = 500;

type SaveRow = typeof saves.$inferSelect;

function description(body: Body): string | undefined {
  const text = stringField(body, 'description');
  if (text !== undefined && [...text].length > MAX_SAVE_DESCRIPTION) {
    throw V3Error.badParam('description', `A description can be at most ${MAX_SAVE_DESCRIPTION} characters.`);
  }
  return text;
}

/**
 * The event_context text (checked as the event's aux_data would be, under its own name), or undefined when
 * absent or ''. Checked before the save, so that a save never stands without the event the client asked for.
 */
function eventContext(body: Body): string | undefined {
  const text = stringField(body, 'event_context');
  if (text === undefined || text === '') return undefined;
  auxDataOf(text, 'event_context');
  return text;
}

/** The section `raw` names, which must be one of board `boardId`'s; '' or absent: none. */
export async function sectionOf(db: Db, boardId: number, raw: unknown): Promise<BoardSectionRow | null> {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'number' && typeof raw !== 'string') throw V3Error.badParam('section', 'section must be a section id.');
  const id = idParam(String(raw), 'section');
  const [row] = await db
    .select()
    .from(boardSections)
    .where(and(eq(boardSections.id, id), eq(boardSections.boardId, boardId)));
  if (!row) throw V3Error.badParam('section', `section ${id} is not a section of board ${boardId}.`);
  return row;
}

/** The save's section: `known` when it is that one (read already), else read. */
async function sectionOfSave(db: Db, save: SaveRow, known: BoardSectionRow | null | undefined): Promise<BoardSectionRow | null> {
  if (save.sectionId === null) return null;
  if (known && known.id === save.sectionId) return known;
  const [row] = await db.select().from(boardSections).where(eq(boardSections.id, save.sectionId));
  return row ?? null;
}

/**
 * Awaits the checks together; the error is that of the first failed one in the order given (not the
 * first to fail in time), so that a request failing more than one check answers the same every time.
 */
async function allInOrder<T extends readonly unknown[]>(...checks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(checks);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

async function touchBoard(db: Db, boardId: number): Promise<void> {
  await db.update(boards).set({ lastPinnedAt: sql`now()` }).where(eq(boards.id, boardId));
}

function saveResult(save: SaveRow, { board, ownerUsername }: BoardForSave, section: BoardSectionRow | null, created: boolean): V3SaveResult {
  const url = boardUrl({ username: ownerUsername }, board);
  return {
    id: String(save.pinId),
    local_pin_id: String(save.id),
    board: { id: String(board.id), url, name: board.name, layout: board.layout },
    section: section ? sectionJson(section, url) : null,
    created,
  };
}

/** Inserts the save, or finds the one already there (a concurrent duplicate included). */
async function insertSave(
  db: Db,
  values: { pinId: number; boardId: number; userId: number; sectionId: number | null; description: string | null },
): Promise<{ save: SaveRow; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [inserted] = await db.insert(saves).values(values).onConflictDoNothing({ target: [saves.pinId, saves.boardId] }).returning();
    if (inserted) return { save: inserted, created: true };
    const [existing] = await db
      .select()
      .from(saves)
      .where(and(eq(saves.pinId, values.pinId), eq(saves.boardId, values.boardId)));
    if (existing) return { save: existing, created: false };
  }
  throw new Error(`save of pin ${values.pinId} to board ${values.boardId} neither inserted nor found`);
}

/**
 * Moves (or edits) the viewer's save `save` into `target`: when the target board already holds the pin,
 * the save there stays and takes the moved one's section and description; the moved one goes.
 */
async function moveSave(
  db: Db,
  save: SaveRow,
  target: BoardRow,
  section: BoardSectionRow | null | undefined,
  text: string | undefined,
): Promise<SaveRow> {
  const newDescription = text === undefined ? save.description : text === '' ? null : text;
  if (target.id === save.boardId) {
    const [row] = await db
      .update(saves)
      .set({ sectionId: section === undefined ? save.sectionId : (section?.id ?? null), description: newDescription })
      .where(eq(saves.id, save.id))
      .returning();
    if (!row) throw V3Error.notFound(`pin ${save.pinId} is not saved to board ${save.boardId}`);
    return row;
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [there] = await tx
          .select()
          .from(saves)
          .where(and(eq(saves.pinId, save.pinId), eq(saves.boardId, target.id)))
          .for('update');
        let row: SaveRow | undefined;
        if (there) {
          [row] = await tx
            .update(saves)
            .set({
              sectionId: section === undefined ? there.sectionId : (section?.id ?? null),
              description: text === undefined ? (there.description ?? save.description) : newDescription,
            })
            .where(eq(saves.id, there.id))
            .returning();
          await tx.delete(saves).where(eq(saves.id, save.id));
        } else {
          [row] = await tx
            .update(saves)
            .set({ boardId: target.id, sectionId: section?.id ?? null, description: newDescription, createdAt: sql`now()` })
            .where(eq(saves.id, save.id))
            .returning();
        }
        if (!row) throw V3Error.notFound(`pin ${save.pinId} is not saved to board ${save.boardId}`);
        await tx.update(boards).set({ lastPinnedAt: sql`now()` }).where(eq(boards.id, target.id));
        return row;
      });
    } catch (error) {
      // A concurrent save of the pin into the target board: go again, and merge into it.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new V3Error(409, 'conflict', 'The Pin changed while it was being moved. Please try again.');
}

export function repinRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;

  app.post('/pins/:id/repin/', async (request, reply) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = idParam((request.params as { id: string }).id);
    const body = bodyOf(request.body);
    const boardId = bodyId(body, 'board_id', true);
    const text = description(body);
    stringField(body, 'client_tracking_params');
    const context = eventContext(body);
    const quiet = bodyBoolean(body, 'disable_event_log_info');
    const [pin, target, section] = await allInOrder(
      visiblePinOr404(db, viewer, id),
      boardForSave(deps, viewer, boardId),
      sectionOf(db, boardId, body.section),
    );
    const { board } = target;
    const { save, created } = await insertSave(db, {
      pinId: id,
      boardId: board.id,
      userId,
      sectionId: section?.id ?? null,
      description: text === undefined || text === '' ? null : text,
    });
    await touchBoard(db, board.id);
    if (created) {
      await countSave(deps, viewer, id, context, request.log, nowOf(deps));
      // The news hub: its creator hears of the save (issue 20).
      await notify(deps, request.log, [{ kind: 'save', userId: pin.pinnerId, actorId: userId, pinId: id }]);
    }
    if (!quiet) {
      try {
        await logEvent(deps, viewer, { event_type: PIN_SAVE_EVENT, object_id_str: String(id), ...(context === undefined ? {} : { aux_data: context }) });
      } catch (error) {
        // The save stands; a lost event is not the person's problem.
        request.log.warn({ err: error }, 'save event not logged');
      }
    }
    const answer = ok(saveResult(save, target, await sectionOfSave(db, save, section), created));
    if (!created) return answer;
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });

  app.put('/pins/:id/repin/', async (request) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = idParam((request.params as { id: string }).id);
    const body = bodyOf(request.body);
    const boardId = bodyId(body, 'board_id', true);
    const newBoardId = bodyId(body, 'new_board_id', false);
    const text = description(body);
    const targetId = newBoardId ?? boardId;
    const [, save, target, section] = await allInOrder(
      visiblePinOr404(db, viewer, id),
      db
        .select()
        .from(saves)
        .where(and(eq(saves.pinId, id), eq(saves.boardId, boardId), eq(saves.userId, userId)))
        .then(([row]) => row ?? Promise.reject(V3Error.notFound(`pin ${id} is not saved to board ${boardId}`))),
      boardForSave(deps, viewer, targetId),
      body.section === undefined || body.section === null ? Promise.resolve(undefined) : sectionOf(db, targetId, body.section),
    );
    const row = await moveSave(db, save, target.board, section, text);
    return ok(saveResult(row, target, await sectionOfSave(db, row, section), false));
  });
}
