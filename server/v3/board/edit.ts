/**
 * Board edit, archive, delete and custom order (issue 14). Every one is the owner's alone (guard.ts):
 *   PUT    /v3/boards/{id}/           {name?, description?, privacy?, cover_pin_id?, interest_id?, layout?,
 *                                     collaborators_can_invite? (issue 15)} (at least one)
 *                                     → the board, as GET /v3/boards/{id}/. A new name gets a new free slug (the url
 *                                     changes) unless its slug is the old name's; names stay unique per owner (409).
 *   POST   /v3/boards/{id}/archive/   → the board, archived (read-only; not the Quick Saves board).
 *   DELETE /v3/boards/{id}/archive/   → the board, unarchived.
 *   DELETE /v3/boards/{id}/           → {id, deleted: 'board'}: with its sections, the saves into it, the pins pinned
 *                                     to it and the follows of it, in one transaction.
 *   PUT    /v3/boards/{id}/position/  {after_board_id: id | null} → the board, placed right after that board of the
 *                                     same owner (null: first) in their custom order, renumbered 0..n-1.
 * Archived boards take only unarchive, delete and position.
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { boardColumns, boards, follows, interests, pins, saves, users, type BoardRow } from '../../db/schema.ts';
import { bodyBoolean, bodyId, bodyOf, stringField, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import { viewerOf, type Viewer } from '../viewer.ts';
import {
  BOARD_NAME_TAKEN_INDEX,
  boardDescription,
  boardJson,
  boardName,
  boardNameTaken,
  choice,
  freeSlug,
  PRIVACIES,
  slugOfName,
  type Privacy,
} from './create.ts';
import { boardForWrite } from './guard.ts';
import { saveShownOnBoard } from './pins.ts';

/** Layouts an owner may choose; a Quick Saves board keeps quick_saves. */
export const EDIT_LAYOUTS = ['default', 'custom'] as const;
export const BOARD_EDIT_FIELDS = ['name', 'description', 'privacy', 'cover_pin_id', 'interest_id', 'layout', 'collaborators_can_invite'] as const;

/** The checked edit request: a field left out stays; null clears cover_pin_id and interest_id. */
export interface BoardEdit {
  name?: string;
  description?: string;
  privacy?: Privacy;
  coverPinId?: number | null;
  interestId?: number | null;
  layout?: (typeof EDIT_LAYOUTS)[number];
  /** Whether accepted collaborators may invite people (issue 15). */
  collaboratorsCanInvite?: boolean;
}

/** An id that null or '' clears; undefined when left out. */
function clearableId(body: Body, name: string): number | null | undefined {
  if (!(name in body)) return undefined;
  return bodyId(body, name, false) ?? null;
}

export function parseBoardEdit(raw: unknown): BoardEdit {
  const body = bodyOf(raw);
  if (!BOARD_EDIT_FIELDS.some((field) => body[field] !== undefined)) {
    throw new V3Error(400, 'invalid_body', `Give at least one of ${BOARD_EDIT_FIELDS.join(', ')}.`);
  }
  const edit: BoardEdit = {};
  const name = stringField(body, 'name');
  if (name !== undefined) edit.name = boardName(name);
  const description = stringField(body, 'description');
  if (description !== undefined) edit.description = boardDescription(description);
  const privacy = choice(body, 'privacy', PRIVACIES);
  if (privacy !== undefined) edit.privacy = privacy;
  const layout = choice(body, 'layout', EDIT_LAYOUTS);
  if (layout !== undefined) edit.layout = layout;
  const coverPinId = clearableId(body, 'cover_pin_id');
  if (coverPinId !== undefined) edit.coverPinId = coverPinId;
  const interestId = clearableId(body, 'interest_id');
  if (interestId !== undefined) edit.interestId = interestId;
  if (body.collaborators_can_invite !== undefined) edit.collaboratorsCanInvite = bodyBoolean(body, 'collaborators_can_invite');
  return edit;
}

/** A cover is a pin the board shows: pinned to it, or saved into it from elsewhere; not deleted. */
async function checkCoverPin(db: Db, boardId: number, pinId: number): Promise<void> {
  const [row] = await db
    .select({ id: pins.id })
    .from(pins)
    .where(
      and(
        eq(pins.id, pinId),
        isNull(pins.deletedAt),
        or(
          eq(pins.boardId, boardId),
          sql`exists (select 1 from ${saves} where ${saves.pinId} = ${pins.id} and ${saves.boardId} = ${boardId} and ${saveShownOnBoard()})`,
        ),
      ),
    )
    .limit(1);
  if (!row) throw V3Error.badParam('cover_pin_id', 'The cover must be a Pin on this board.');
}

async function checkInterest(db: Db, interestId: number): Promise<void> {
  const [row] = await db.select({ id: interests.id }).from(interests).where(eq(interests.id, interestId)).limit(1);
  if (!row) throw V3Error.badParam('interest_id', `There is no topic ${interestId}.`);
}

/** The row's new values for `edit`, checked against the board (inside the write's transaction). */
async function editedValues(db: Db, board: BoardRow, edit: BoardEdit): Promise<Partial<BoardRow>> {
  const values: Partial<BoardRow> = {};
  if (edit.name !== undefined && edit.name !== board.name) {
    values.name = edit.name;
    // The url changes only when the name's slug does.
    if (slugOfName(edit.name) !== slugOfName(board.name)) values.slug = await freeSlug(db, board.ownerId, edit.name, board.id);
  }
  if (edit.description !== undefined) values.description = edit.description;
  if (edit.privacy !== undefined) values.privacy = edit.privacy;
  if (edit.layout !== undefined) {
    if (board.layout === 'quick_saves') throw V3Error.badParam('layout', 'The Quick Saves board keeps its layout.');
    values.layout = edit.layout;
  }
  if (edit.coverPinId != null) await checkCoverPin(db, board.id, edit.coverPinId);
  if (edit.coverPinId !== undefined) values.coverPinId = edit.coverPinId;
  if (edit.interestId != null) await checkInterest(db, edit.interestId);
  if (edit.interestId !== undefined) values.interestId = edit.interestId;
  if (edit.collaboratorsCanInvite !== undefined) values.collaboratorsCanInvite = edit.collaboratorsCanInvite;
  return values;
}

/** Applies `edit` (owner only); a concurrent create may take the new slug between the read and the write: retried. */
export async function editBoard(deps: V3Deps, viewer: Viewer, boardId: number, edit: BoardEdit): Promise<BoardRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        const { board } = await boardForWrite(tx, viewer, boardId, { needs: 'owner', lock: true });
        const values = await editedValues(tx, board, edit);
        if (Object.keys(values).length === 0) return board;
        const [row] = await tx.update(boards).set(values).where(eq(boards.id, board.id)).returning();
        return row!;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint.includes(BOARD_NAME_TAKEN_INDEX)) throw boardNameTaken();
    }
  }
  throw new V3Error(409, 'taken', 'Please try another board name.', 'name');
}

/** Archives or unarchives the board (owner only); the Quick Saves board is never archived. */
export async function archiveBoard(deps: V3Deps, viewer: Viewer, boardId: number, archived: boolean): Promise<BoardRow> {
  return deps.db.transaction(async (tx) => {
    const { board } = await boardForWrite(tx, viewer, boardId, { needs: 'owner', archivedOk: true, lock: true });
    if (archived && board.layout === 'quick_saves') throw V3Error.badParam('board_id', "The Quick Saves board can't be archived.");
    if (board.archived === archived) return board;
    const [row] = await tx.update(boards).set({ archived }).where(eq(boards.id, board.id)).returning();
    return row!;
  });
}

/**
 * Deletes the board (owner only, archived or not) in one transaction: its sections, the saves into it and the pins
 * pinned to it go with it (foreign keys), and so do the follows of it (follows has no foreign key to boards). Other
 * boards whose cover was one of its pins fall back to their collage.
 */
export async function deleteBoard(deps: V3Deps, viewer: Viewer, boardId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { board } = await boardForWrite(tx, viewer, boardId, { needs: 'owner', archivedOk: true, lock: true });
    await tx.delete(follows).where(and(eq(follows.targetType, 'board'), eq(follows.targetId, board.id)));
    await tx
      .update(boards)
      .set({ coverPinId: null })
      .where(and(ne(boards.id, board.id), sql`${boards.coverPinId} in (select ${pins.id} from ${pins} where ${pins.boardId} = ${board.id})`));
    await tx.delete(boards).where(eq(boards.id, board.id));
  });
}

/**
 * Puts the board right after `afterBoardId` (null: first) in its owner's custom order (owner only, archived ok):
 * one statement renumbers all the owner's boards 0..n-1, the others keeping their order (custom_order, then id).
 * The owner's row is locked meanwhile, so concurrent reorders apply one after the other.
 */
export async function placeBoard(deps: V3Deps, viewer: Viewer, boardId: number, afterBoardId: number | null): Promise<BoardRow> {
  return deps.db.transaction(async (tx) => {
    const { board } = await boardForWrite(tx, viewer, boardId, { needs: 'owner', archivedOk: true, lock: true });
    const owner = board.ownerId;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner)).for('no key update');
    if (afterBoardId !== null) {
      const [after] = await tx
        .select({ id: boards.id })
        .from(boards)
        .where(and(eq(boards.id, afterBoardId), eq(boards.ownerId, owner), ne(boards.id, board.id)))
        .limit(1);
      if (!after) throw V3Error.badParam('after_board_id', 'after_board_id must be another board of the same owner.');
    }
    await tx.execute(sql`
      with others as (
        select ${boards.id} as id, (row_number() over (order by ${boards.customOrder}, ${boards.id}))::int as rn
        from ${boards} where ${boards.ownerId} = ${owner} and ${boards.id} <> ${board.id}
      ),
      anchor as (select coalesce((select rn from others where id = ${afterBoardId}::bigint), 0) as t),
      placed as (
        select id, case when rn <= (select t from anchor) then rn - 1 else rn end as pos from others
        union all select ${board.id}::bigint, (select t from anchor)
      )
      update ${boards} set custom_order = placed.pos from placed
      where ${boards.id} = placed.id and ${boards.customOrder} <> placed.pos`);
    const [row] = await tx.select(boardColumns).from(boards).where(eq(boards.id, board.id));
    return row!;
  });
}

export function boardEditRoutes(app: FastifyInstance, deps: V3Deps): void {
  const boardId = (request: { params: unknown }) => idParam((request.params as { id: string }).id);

  app.put('/boards/:id/', async (request) => {
    const viewer = viewerOf(request);
    const id = boardId(request);
    const edit = parseBoardEdit(request.body);
    return ok(await boardJson(deps, viewer, await editBoard(deps, viewer, id, edit)));
  });

  app.post('/boards/:id/archive/', async (request) => {
    const viewer = viewerOf(request);
    return ok(await boardJson(deps, viewer, await archiveBoard(deps, viewer, boardId(request), true)));
  });

  app.delete('/boards/:id/archive/', async (request) => {
    const viewer = viewerOf(request);
    return ok(await boardJson(deps, viewer, await archiveBoard(deps, viewer, boardId(request), false)));
  });

  app.delete('/boards/:id/', async (request) => {
    const id = boardId(request);
    await deleteBoard(deps, viewerOf(request), id);
    return ok({ id: String(id), deleted: 'board' as const });
  });

  app.put('/boards/:id/position/', async (request) => {
    const viewer = viewerOf(request);
    const id = boardId(request);
    const after = bodyId(bodyOf(request.body), 'after_board_id', false) ?? null;
    return ok(await boardJson(deps, viewer, await placeBoard(deps, viewer, id, after)));
  });
}
