import { createQueryMiddleware, type Query, type QueryDescriptor } from 'farce';

/** platform §5: parsed query strings are capped at 1000 keys (the server's MAX_QUERY_KEYS, server/app.ts). */
export const MAX_QUERY_KEYS = 1000;

/**
 * `?a=1&b=two` as `{ a: '1', b: 'two' }`: a key without `=` gives the empty string, a repeated key
 * its first value, and a malformed escape is read as best it can be rather than failing the page.
 * Only the first MAX_QUERY_KEYS pairs are read, as the server's parser does (Node's querystring
 * maxKeys): the rest of a longer query string is ignored.
 */
export function parseQuery(search: string): Query {
  const query: Query = {};
  let pairs = 0;
  for (const [key, value] of new URLSearchParams(search)) {
    if (++pairs > MAX_QUERY_KEYS) break;
    if (!Object.hasOwn(query, key)) query[key] = value;
  }
  return query;
}

/** `{ a: 1, b: 'two' }` as `a=1&b=two` (null and undefined values are left out). */
export function stringifyQuery(query: QueryDescriptor): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

/**
 * found's `location.query` from the address's query string, by the browser's URLSearchParams (farce's
 * own queryMiddleware brings the query-string package and its helpers, 10 kB of source, for this).
 */
export const locationQueryMiddleware = createQueryMiddleware({ parse: parseQuery, stringify: stringifyQuery });

/** The same, as farce's `farce/queryMiddleware` module exports it (the production build aliases that module here). */
export default locationQueryMiddleware;
