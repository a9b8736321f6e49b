import type { Context } from '../context.ts';

/** Most ids one v3 batched read takes. */
export const MAX_BATCH = 100;

/**
 * A DataLoader batch function over a v3 batched read (GET {path}?ids=…): one value per id in order,
 * null where v3 knows no such visible resource.
 */
export async function batchRead<T>(context: Context, path: string, ids: readonly string[]): Promise<(T | null)[]> {
  const { data } = await context.v3.get<(T | null)[]>(path, { ids: ids.join(',') });
  return data as (T | null)[];
}

/** Ids as v3 takes them: numeric. Anything else cannot name a resource. */
export const isV3Id = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);
