import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Which pins Organize mode has selected: named ids, or every pin of the board but some (Select all,
 * which takes in pins not loaded yet: the server resolves it). A small external store, so toggling
 * one card re-renders that card and the bar, not the whole grid.
 */
export interface SelectionSnapshot {
  /** 'all': every pin but `except`; 'ids': `ids` only. */
  readonly mode: 'ids' | 'all';
  readonly ids: ReadonlySet<string>;
  readonly except: ReadonlySet<string>;
}

export interface SelectionStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly snapshot: () => SelectionSnapshot;
  readonly isSelected: (id: string) => boolean;
  /** The pins in grid order (for shift-click ranges). */
  readonly setOrder: (ids: readonly string[]) => void;
  /**
   * Toggles a pin; with `range`, every pin from the last one toggled to this one takes this one's
   * new state (shift-click).
   */
  readonly toggle: (id: string, range?: boolean) => void;
  readonly selectAll: () => void;
  /** Selects these ids and no others (Select all while a filter narrows the grid). */
  readonly selectIds: (ids: readonly string[]) => void;
  readonly clear: () => void;
  /** Puts back a selection taken before (a write that failed). */
  readonly restore: (state: SelectionSnapshot) => void;
}

const EMPTY: SelectionSnapshot = { mode: 'ids', ids: new Set(), except: new Set() };

export const selected = (state: SelectionSnapshot, id: string): boolean => (state.mode === 'all' ? !state.except.has(id) : state.ids.has(id));

/** How many pins the selection holds, given the board's pin count (for 'all'). */
export const selectedCount = (state: SelectionSnapshot, total: number): number =>
  state.mode === 'all' ? Math.max(0, total - state.except.size) : state.ids.size;

export function createSelection(): SelectionStore {
  let state = EMPTY;
  let order: readonly string[] = [];
  let anchor: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SelectionSnapshot) => {
    state = next;
    for (const listener of listeners) listener();
  };
  /** Puts `ids` into (or out of) the selection. */
  const mark = (ids: readonly string[], on: boolean) => {
    if (state.mode === 'all') {
      const except = new Set(state.except);
      for (const id of ids) {
        if (on) except.delete(id);
        else except.add(id);
      }
      set({ ...state, except });
    } else {
      const chosen = new Set(state.ids);
      for (const id of ids) {
        if (on) chosen.add(id);
        else chosen.delete(id);
      }
      set({ ...state, ids: chosen });
    }
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    isSelected: (id) => selected(state, id),
    setOrder: (ids) => {
      order = ids;
    },
    toggle: (id, range = false) => {
      const on = !selected(state, id);
      const from = anchor === null ? -1 : order.indexOf(anchor);
      const to = order.indexOf(id);
      if (range && from >= 0 && to >= 0) mark(order.slice(Math.min(from, to), Math.max(from, to) + 1), on);
      else mark([id], on);
      anchor = id;
    },
    selectAll: () => set({ mode: 'all', ids: new Set(), except: new Set() }),
    selectIds: (ids) => set({ mode: 'ids', ids: new Set(ids), except: new Set() }),
    clear: () => {
      anchor = null;
      set(EMPTY);
    },
    restore: (next) => set(next),
  };
}

export const SelectionContext = createContext<SelectionStore | null>(null);

/** The selection's state, re-rendering on every change. */
export function useSelection(store: SelectionStore): SelectionSnapshot {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/** Whether this pin is selected, re-rendering only when that changes. */
export function usePinSelected(id: string): boolean {
  const store = useContext(SelectionContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    () => store?.isSelected(id) ?? false,
    () => false,
  );
}

const noSubscribe = () => () => undefined;
