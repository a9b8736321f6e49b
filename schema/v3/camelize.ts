/**
 * The one place where v3's snake_case becomes GraphQL's camelCase. Only lower-case snake keys are
 * renamed (image_small_url → imageSmallUrl); keys such as '236x' or 'V_720P' stay as they are.
 */
const SNAKE_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Capitalize<CamelKey<Tail>>}`
    : S
  : S;

export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
    : T;

/** v3 uses a small, fixed vocabulary of keys: each is converted once per process. */
const keyCache = new Map<string, string>();
const MAX_CACHED_KEYS = 10_000;

export function camelKey(key: string): string {
  let out = keyCache.get(key);
  if (out === undefined) {
    out = SNAKE_KEY.test(key) ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key;
    if (keyCache.size < MAX_CACHED_KEYS) keyCache.set(key, out);
  }
  return out;
}

function convert(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = convert(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[camelKey(key)] = convert((value as Record<string, unknown>)[key]);
  return out;
}

export function camelize<T>(value: T): Camelize<T> {
  return convert(value) as Camelize<T>;
}
