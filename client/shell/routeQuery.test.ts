import { describe, expect, it, vi } from 'vitest';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { lazyRouteQuery } from './routeQuery';

const QUERY = { kind: 'Request' } as unknown as GraphQLTaggedNode;

describe('a route query loaded with its route', () => {
  it('is there once loaded, from one load however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ default: QUERY }));
    const query = lazyRouteQuery(load);
    expect(query.current()).toBeUndefined();
    await Promise.all([query.load(), query.load()]);
    await query.load();
    expect(query.current()).toBe(QUERY);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is loaded again on the next visit after a failed load (offline), not given up', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ default: QUERY });
    const query = lazyRouteQuery(load);
    await expect(query.load()).rejects.toThrow('Failed to fetch');
    expect(query.current()).toBeUndefined();
    await query.load();
    expect(query.current()).toBe(QUERY);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
