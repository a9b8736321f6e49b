/**
 * found's location.query, read with URLSearchParams (client/shell/locationQuery.ts): what the pages
 * read from it (?next=, ?token=, ?isEditingPin=…, deb_ keys) comes out as farce's queryMiddleware gave it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_KEYS, parseQuery, stringifyQuery } from './locationQuery';

describe('parseQuery', () => {
  it('reads each key once, decoded (+ as a space)', () => {
    expect(parseQuery('next=%2Fpin%2F42%2F&q=red+shoes&isEditingPin=true')).toEqual({ next: '/pin/42/', q: 'red shoes', isEditingPin: 'true' });
  });

  it('a key without a value is present with the empty string; a repeated key keeps its first value', () => {
    expect(parseQuery('deb_layout&a=1&a=2')).toEqual({ deb_layout: '', a: '1' });
  });

  it('an empty query string is an empty query, and a malformed escape does not throw', () => {
    expect(parseQuery('')).toEqual({});
    expect(Object.keys(parseQuery('token=%E0%A4%A&next=%'))).toEqual(['token', 'next']);
  });

  it('does not read keys from the prototype', () => {
    const query = parseQuery('constructor=x&toString=y');
    expect(query.constructor).toBe('x');
    expect(Object.keys(query)).toEqual(['constructor', 'toString']);
  });
});

describe('stringifyQuery', () => {
  it('writes values as text and leaves null and undefined out', () => {
    expect(stringifyQuery({ next: '/pin/42/', page: 2, open: true, none: null, gone: undefined })).toBe('next=%2Fpin%2F42%2F&page=2&open=true');
  });

  it('round-trips through parseQuery', () => {
    const query = { q: 'red shoes & socks', next: '/a b/?c=d' };
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
  });
});

describe('parseQuery caps the keys (platform §5: 1000)', () => {
  const queryOf = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=${i}`).join('&');

  it('reads 999 and 1000 keys whole', () => {
    expect(Object.keys(parseQuery(queryOf(999)))).toHaveLength(999);
    const thousand = parseQuery(queryOf(1000));
    expect(Object.keys(thousand)).toHaveLength(MAX_QUERY_KEYS);
    expect(thousand.k999).toBe('999');
  });

  it('ignores what comes after the 1000th key', () => {
    const query = parseQuery(queryOf(1001));
    expect(Object.keys(query)).toHaveLength(1000);
    expect(query.k999).toBe('999');
    expect(Object.hasOwn(query, 'k1000')).toBe(false);
  });
});
