import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { SelectionSnapshot } from './selection';

/** What a bulk write names: ids, or every pin of the board but some. */
export interface PinSelection {
  readonly pinIds: readonly string[] | null;
  readonly selectAll: boolean;
  readonly exceptPinIds: readonly string[] | null;
}

/** The mutation input's selection for the selection state (ids when not 'all'). */
export function selectionInput(state: SelectionSnapshot): PinSelection {
  return state.mode === 'all'
    ? { pinIds: null, selectAll: true, exceptPinIds: [...state.except] }
    : { pinIds: [...state.ids], selectAll: false, exceptPinIds: null };
}

/** The pin ids in a loaded connection, in order. */
function loadedIds(store: RecordSourceSelectorProxy, connectionId: string): string[] {
  const connection = store.get(connectionId);
  return (connection?.getLinkedRecords('edges') ?? []).flatMap((edge) => {
    const id = edge?.getLinkedRecord('node')?.getDataID();
    return id ? [id] : [];
  });
}

/** Takes the selected pins out of the loaded grid (the ones loaded, for select all). */
export function removeSelected(store: RecordSourceSelectorProxy, connectionId: string, selection: PinSelection): void {
  const connection = store.get(connectionId);
  if (!connection) return;
  const except = new Set(selection.exceptPinIds ?? []);
  const ids = selection.selectAll ? loadedIds(store, connectionId).filter((id) => !except.has(id)) : (selection.pinIds ?? []);
  for (const id of ids) ConnectionHandler.deleteNode(connection, id);
}

/** How many pins were selected, as the toasts and headings say it. */
export const pinsLabel = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'Pin' : 'Pins'}`;
