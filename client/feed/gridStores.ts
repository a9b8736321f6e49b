/**
 * The grid's card measurements, kept across visits of a grid, keyed by the Relay record id of each
 * pin: Back to a feed lays out every loaded card at once, where it was (places follow from the
 * heights), instead of measuring ten pages again (Relay hands out new fragment-reference objects on
 * each mount, so a cache by object would miss).
 */
import type { LeadMemory } from './Masonry';

/** Grids remembered at once (home, a few boards and profiles, related pins of recent closeups). */
export const REMEMBERED_GRIDS = 12;

type Keyed = { readonly __id?: unknown } | null | undefined;

/** A pin's Relay record id (stable across fragment references), else the item itself. */
export function keyOf(item: unknown): unknown {
  const id = (item as Keyed)?.__id;
  return typeof id === 'string' ? id : item;
}

/** A cache keyed by record id. */
export class RecordCache<V> {
  private readonly map = new Map<unknown, V>();
  get(item: unknown): V | undefined {
    return this.map.get(keyOf(item));
  }
  has(item: unknown): boolean {
    return this.map.has(keyOf(item));
  }
  set(item: unknown, value: V): void {
    this.map.set(keyOf(item), value);
  }
  get size(): number {
    return this.map.size;
  }
}

export interface GridStores {
  readonly measurements: RecordCache<number>;
  /** Where a server-rendered grid's lead cards were (client/feed/Masonry.tsx). */
  readonly leadMemory: LeadMemory;
}

const grids = new Map<string, GridStores>();

/** The caches of one grid at one column width (measurements at another width do not apply). */
export function gridStores(gridKey: string, columnWidth: number): GridStores {
  const key = `${gridKey}@${columnWidth}`;
  let stores = grids.get(key);
  if (stores) {
    grids.delete(key); // most recently used last
  } else {
    stores = { measurements: new RecordCache(), leadMemory: { lead: null } };
  }
  grids.set(key, stores);
  while (grids.size > REMEMBERED_GRIDS) grids.delete(grids.keys().next().value!);
  return stores;
}
