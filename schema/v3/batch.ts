import type { Context } from '../context.ts';

/** Most ids one v3 batched read takes. */
export const MAX_BATCH = 100;

/** Ids as v3 takes them: numeric. Anything else cannot name a resource. */
export const isV3Id = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);

/**
 * A DataLoader batch function over a v3 batched read (GET {path}?ids=…): one value per id in the
 * order asked. Ids v3 knows no visible resource for resolve to null nodes rather than errors
 * (DataLoader's types only know values and Errors, hence the cast).
 */
export function v3BatchLoad<T extends { id: string }>(path: string) {
  return async (ids: readonly string[], context: Context): Promise<T[]> => {
    const wanted = ids.filter(isV3Id);
    const found = wanted.length === 0 ? [] : (await context.v3.get<(T | null)[]>(path, { ids: wanted.join(',') })).data;
    const byId = new Map<string, T>();
    for (const item of found as (T | null)[]) if (item) byId.set(item.id, item);
    return ids.map((id) => byId.get(id) ?? (null as unknown as T));
  };
}
