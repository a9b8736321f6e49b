import { createQueryMiddleware, type Query, type QueryDescriptor } from 'farce';

/**
 * `?a=1&b=two` as `{ a: '1', b: 'two' }`: a key without `=` gives the empty string, a repeated key
 * its first value, and a malformed escape is read as best it can be rather than failing the page.
 */
export function parseQuery(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
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
