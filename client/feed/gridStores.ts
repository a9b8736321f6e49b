/**
 * Masonry's measurement and position caches, kept across visits of a grid, keyed by the Relay
 * record id of each pin: Back to a feed lays out every loaded card at once, where it was, instead
 * of measuring ten pages again (Relay hands out new fragment-reference objects on each mount, so
 * Gestalt's default WeakMap-by-object cache would miss).
 */
/** Grids remembered at once (home, a few boards and profiles, related pins of recent closeups). */
export const REMEMBERED_GRIDS = 12;

type Keyed = { readonly __id?: unknown } | null | undefined;

function keyOf(item: unknown): unknown {
  const id = (item as Keyed)?.__id;
  return typeof id === 'string' ? id : item;
}

/** Gestalt's Cache interface (get/has/set/reset), keyed by record id. */
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
  reset(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}

export interface GridStores {
  readonly measurements: RecordCache<number>;
  readonly positions: RecordCache<{ top: number; left: number; width: number; height: number }>;
}

const grids = new Map<string, GridStores>();

/** The caches of one grid at one column width (measurements at another width do not apply). */
export function gridStores(gridKey: string, columnWidth: number): GridStores {
  const key = `${gridKey}@${columnWidth}`;
  let stores = grids.get(key);
  if (stores) {
    grids.delete(key); // most recently used last
  } else {
    stores = { measurements: new RecordCache(), positions: new RecordCache() };
  }
  grids.set(key, stores);
  while (grids.size > REMEMBERED_GRIDS) grids.delete(grids.keys().next().value!);
  return stores;
}
