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

export const camelKey = (key: string): string =>
  SNAKE_KEY.test(key) ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key;

export function camelize<T>(value: T): Camelize<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => camelize(item)) as Camelize<T>;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[camelKey(key)] = camelize(item);
    return out as Camelize<T>;
  }
  return value as Camelize<T>;
}
