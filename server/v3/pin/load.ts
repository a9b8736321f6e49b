/** Reads pins the viewer may see, with everything a pin answer embeds, in a fixed number of queries. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardColumns, boards, pinColumns, pins, type BoardRow, type PinRow } from '../../db/schema.ts';
import { pinVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import { interestsById, sectionsById } from '../related.ts';
import type { V3Pin } from '../types.ts';
import { perViewer } from '../statements.ts';
import type { Viewer } from '../viewer.ts';
import { idInPlaceholder, markPin } from '../viewer-fields.ts';
import { markPinStats, pinStats } from './reactions.ts';
import { markSavedInfo } from './saved-info.ts';
import { pageRelations } from './relations.ts';
import type { PinFieldSet, V3GridPin } from './field-sets.ts';
import { serializePin } from './serialize.ts';
import { nowOf } from '../clock.ts';

export interface VisiblePin {
  id: number;
  pinnerId: number;
  boardId: number;
}

/** The pin when the viewer may see it (not deleted, board readable, no block either way); null otherwise. */
export async function visiblePin(db: Db, viewer: Viewer, id: number): Promise<VisiblePin | null> {
  const [row] = await db
    .select({ id: pins.id, pinnerId: pins.pinnerId, boardId: pins.boardId })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(eq(pins.id, id), isNull(pins.deletedAt), pinVisible(viewer)))
    .limit(1);
  return row ? { id: Number(row.id), pinnerId: Number(row.pinnerId), boardId: Number(row.boardId) } : null;
}

/** The pin when the viewer may see it; 404 otherwise (the same as an unknown or deleted pin). */
export async function visiblePinOr404(db: Db, viewer: Viewer, id: number): Promise<VisiblePin> {
  const pin = await visiblePin(db, viewer, id);
  if (!pin) throw V3Error.notFound(`pin ${id} not found`);
  return pin;
}

export interface PinWithBoard {
  pin: PinRow;
  board: BoardRow;
}

/**
 * Pin and board rows the caller already read (and checked), serialized with what they embed and
 * the viewer-relative fields (saved_info included: one grouped query per page), in the field set asked.
 */
export async function serializePinRows(deps: V3Deps, viewer: Viewer, rows: readonly PinWithBoard[], fieldSet: 'grid'): Promise<V3GridPin[]>;
export async function serializePinRows(deps: V3Deps, viewer: Viewer, rows: readonly PinWithBoard[], fieldSet?: 'full'): Promise<V3Pin[]>;
export async function serializePinRows(deps: V3Deps, viewer: Viewer, rows: readonly PinWithBoard[], fieldSet?: PinFieldSet): Promise<V3Pin[] | V3GridPin[]>;
export async function serializePinRows(deps: V3Deps, viewer: Viewer, rows: readonly PinWithBoard[], fieldSet: PinFieldSet = 'full'): Promise<V3Pin[] | V3GridPin[]> {
  if (rows.length === 0) return [];
  const userIds: number[] = [];
  for (const { pin, board } of rows) {
    userIds.push(pin.pinnerId, board.ownerId);
    if (pin.promoterId !== null) userIds.push(pin.promoterId);
    const sponsorId = (pin.sponsorship as { sponsor_id?: number } | null)?.sponsor_id;
    if (typeof sponsorId === 'number') userIds.push(sponsorId);
  }
  const grid = fieldSet === 'grid';
  const [page, sections, interests, stats] = await Promise.all([
    pageRelations(deps.db, viewer, userIds, rows.map((r) => r.board.id), rows.map((r) => r.pin.id)),
    // A grid pin has no section, topic or reaction counts: those are not read for it.
    grid ? new Map() : sectionsById(deps.db, rows.map((r) => r.pin.sectionId)),
    grid ? new Map() : interestsById(deps.db, rows.map((r) => r.pin.sourceInterestId)),
    grid ? null : pinStats(deps.db, viewer, rows.map((r) => r.pin), nowOf(deps)),
  ]);
  const relations = { users: page.users, sections, interests, collaboratorCounts: page.collaboratorCounts, offsiteTokens: deps.offsiteTokens };
  if (grid) return rows.map(({ pin, board }) => markSavedInfo(markPin(serializePin(pin, board, relations, deps.imageBaseUrl, 'grid'), page.fields), page.saved));
  return rows.map(({ pin, board }) =>
    markSavedInfo(markPinStats(markPin(serializePin(pin, board, relations, deps.imageBaseUrl), page.fields), stats!), page.saved),
  );
}

/** Pins (with their boards) among the bound `ids` that the viewer may see: built once per kind of viewer. */
const pinsById = perViewer('pins_by_id', (db, viewer, name) =>
  db
    .select({ pin: pinColumns, board: boardColumns })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(idInPlaceholder('ids')(pins.id), isNull(pins.deletedAt), pinVisible(viewer)))
    .prepare(name),
);

/** The visible pins among `ids`, keyed by id; hidden, deleted and unknown ids are absent. */
export async function loadPins(deps: V3Deps, viewer: Viewer, ids: readonly number[], fieldSet?: 'full'): Promise<Map<number, V3Pin>>;
export async function loadPins(deps: V3Deps, viewer: Viewer, ids: readonly number[], fieldSet: PinFieldSet): Promise<Map<number, V3Pin | V3GridPin>>;
export async function loadPins(deps: V3Deps, viewer: Viewer, ids: readonly number[], fieldSet: PinFieldSet = 'full'): Promise<Map<number, V3Pin | V3GridPin>> {
  if (ids.length === 0) return new Map();
  const rows = await pinsById(deps.db, viewer).execute({ ids: [...new Set(ids)], me: viewer.userId });
  return new Map((await serializePinRows(deps, viewer, rows, fieldSet)).map((pin) => [Number(pin.id), pin]));
}

/** The pins in the order of `ids`, skipping any not visible. */
export async function loadPinList(deps: V3Deps, viewer: Viewer, ids: readonly number[], fieldSet: PinFieldSet = 'full'): Promise<(V3Pin | V3GridPin)[]> {
  const byId = await loadPins(deps, viewer, ids, fieldSet);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
