/**
 * Store updates shared by useSavePin and useUnsavePin (pin-card §4 full save flow): a pin's
 * savedInfo and its edge in the board's grid (BoardPins_pins) and the viewer's saved pins
 * (ProfileSavedPins_savedPins), when those connections are in the store.
 */
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

export const BOARD_PINS_CONNECTION = 'BoardPins_pins';
export const SAVED_PINS_CONNECTION = 'ProfileSavedPins_savedPins';

/** The signed-in viewer's User record, if the store has it. */
export function viewerUser(store: RecordSourceProxy): RecordProxy | null {
  return store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('user') ?? null;
}

function connectionsFor(store: RecordSourceProxy, board: RecordProxy | null): RecordProxy[] {
  const found: RecordProxy[] = [];
  const boardPins = board ? ConnectionHandler.getConnection(board, BOARD_PINS_CONNECTION) : undefined;
  if (boardPins) found.push(boardPins);
  const user = viewerUser(store);
  const saved = user ? ConnectionHandler.getConnection(user, SAVED_PINS_CONNECTION) : undefined;
  if (saved) found.push(saved);
  return found;
}

function hasNode(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
}

/** Puts `pin` first in the board's grid and the viewer's saved pins (once). */
export function insertSavedPin(store: RecordSourceProxy, pin: RecordProxy, board: RecordProxy | null): void {
  for (const connection of connectionsFor(store, board)) {
    if (hasNode(connection, pin.getDataID())) continue;
    const edge = ConnectionHandler.createEdge(store, connection, pin, 'PinEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
  }
}

/** Takes `pinId` out of the board's grid, and out of the viewer's saved pins unless `keepInSaved`. */
export function removeSavedPin(store: RecordSourceProxy, pinId: string, board: RecordProxy | null, keepInSaved = false): void {
  const boardPins = board ? ConnectionHandler.getConnection(board, BOARD_PINS_CONNECTION) : undefined;
  if (boardPins) ConnectionHandler.deleteNode(boardPins, pinId);
  if (keepInSaved) return;
  const user = viewerUser(store);
  const saved = user ? ConnectionHandler.getConnection(user, SAVED_PINS_CONNECTION) : undefined;
  if (saved) ConnectionHandler.deleteNode(saved, pinId);
}

/** The section record of `board` with this v3 id, if the store has the board's sections. */
export function sectionOf(board: RecordProxy | null, sectionEntityId: string | null | undefined): RecordProxy | null {
  if (!board || !sectionEntityId) return null;
  return (board.getLinkedRecords('sections') ?? []).find((section) => section?.getValue('entityId') === sectionEntityId) ?? null;
}

/**
 * The one quick-save rule (platform §3): for save behaviour 0 the Quick Saves board (when it is the
 * first of viewer.saveBoards), for 1 the first of viewer.saveBoards (the board last saved to).
 */
export function quickSaveTargetOf<B extends { readonly layout?: unknown }>({
  saveBehavior,
  first,
}: {
  readonly saveBehavior: unknown;
  readonly first: B | null | undefined;
}): B | null {
  if (!first) return null;
  if (saveBehavior === 0) return first.layout === 'quick_saves' ? first : null;
  return first;
}

/** The board a quick save goes to, if the store knows it (quickSaveTargetOf over the store's viewer). */
export function quickSaveTarget(store: RecordSourceProxy): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return null;
  const first = viewer.getLinkedRecord('saveBoards', { first: 1 })?.getLinkedRecords('edges')?.[0]?.getLinkedRecord('node') ?? null;
  const target = quickSaveTargetOf({ saveBehavior: viewer.getValue('saveBehavior'), first: first ? { record: first, layout: first.getValue('layout') } : null });
  return target?.record ?? null;
}

/** After a save, the board saved to becomes the first of viewer.saveBoards (the one-tap target). */
export function rememberLastBoard(store: RecordSourceProxy, board: RecordProxy): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const edge = viewer?.getLinkedRecord('saveBoards', { first: 1 })?.getLinkedRecords('edges')?.[0];
  if (edge && viewer?.getValue('saveBehavior') !== 0) edge.setLinkedRecord(board, 'node');
}

let optimisticCount = 0;

/** Sets `pins`' savedInfo to a client record pointing at `board` (and `section`). */
export function markSaved(
  store: RecordSourceProxy,
  pins: readonly RecordProxy[],
  board: RecordProxy | null,
  section: RecordProxy | null,
): void {
  const first = pins[0];
  if (!first) return;
  optimisticCount += 1;
  const info = store.create(`client:${first.getDataID()}:savedInfo:${optimisticCount}`, 'SavedInfo');
  info.setValue(String(board?.getValue('entityId') ?? ''), 'boardId');
  info.setValue(`client:${first.getDataID()}:save:${optimisticCount}`, 'localPinId');
  if (board) info.setLinkedRecord(board, 'board');
  else info.setValue(null, 'board');
  if (section) info.setLinkedRecord(section, 'section');
  else info.setValue(null, 'section');
  for (const pin of pins) pin.setLinkedRecord(info, 'savedInfo');
}
