/**
 * The production build replaces three parts of relay-runtime that the client does not use
 * (vite.config.ts aliases them): the store's cache of Relay Resolvers (build/relay-resolver-cache.js),
 * updatable queries and fragments, and declarative mutation configs (build/relay-unused-apis.js).
 * These tests fail when that stops being true: a resolver field in a compiled artifact, a call of a
 * replaced API in the client, or a store that asks its cache for more than the stand-in answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSources } from './client-sources.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'client');
const require = createRequire(path.join(ROOT, 'package.json'));
const STORE = require.resolve('relay-runtime/lib/store/RelayModernStore.js');

// Plain JavaScript stand-ins (the build aliases them); read as records.
const resolverCache = (await import('./relay-resolver-cache.js' as string)) as { LiveResolverCache: new () => Record<string, unknown> };
const unusedApis = (await import('./relay-unused-apis.js' as string)) as Record<string, (...args: unknown[]) => unknown>;

function artifacts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.parentPath.split(path.sep).includes('__generated__') && entry.name.endsWith('.graphql.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the build's stand-ins for unused parts of relay-runtime", () => {
  it('no compiled query or fragment of the client reads a Relay Resolver field', () => {
    const files = artifacts(CLIENT);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(readFileSync(file, 'utf8'), path.relative(ROOT, file)).not.toMatch(/"kind": "Relay(Live)?Resolver"|ClientEdgeTo/);
  });

  it('the store calls no method of its resolver cache that the stand-in lacks', () => {
    const store = readFileSync(STORE, 'utf8');
    const called = new Set([...store.matchAll(/_resolverCache\.(\w+)\(/g)].map((match) => match[1]!));
    expect(called.size).toBeGreaterThan(3);
    const cache = new resolverCache.LiveResolverCache();
    for (const method of called) expect(typeof cache[method], method).toBe('function');
    // And the reader's, through the store: Relay's no-op cache, which the stand-in extends.
    for (const method of ['readFromCacheOrEvaluate', 'invalidateDataIDs', 'notifyUpdatedSubscribers']) expect(typeof cache[method], method).toBe('function');
  });

  it('the stand-in batches live updates by running them at once', () => {
    const cache = new resolverCache.LiveResolverCache() as unknown as { batchLiveStateUpdates(callback: () => void): void; batchLiveStateUpdatesWithoutNotify(callback: () => void): boolean };
    let ran = 0;
    cache.batchLiveStateUpdates(() => (ran += 1));
    expect(cache.batchLiveStateUpdatesWithoutNotify(() => (ran += 1))).toBe(false);
    expect(ran).toBe(2);
  });

  it("the client never reads an updatable query or fragment, nor gives commitMutation declarative configs", () => {
    for (const file of clientSources(CLIENT)) {
      const source = readFileSync(file, 'utf8');
      expect(source, path.relative(ROOT, file)).not.toMatch(/readUpdatable(Query|Fragment)|@updatable/);
      expect(source, path.relative(ROOT, file)).not.toMatch(/\bconfigs\s*:/);
    }
  });

  it('the replaced APIs fail loudly if called, and mutations without configs keep their updaters', () => {
    expect(() => unusedApis.readUpdatableQuery!()).toThrow(/not in Corkboard's build of Relay/);
    expect(() => unusedApis.readUpdatableFragment!()).toThrow(/not in Corkboard's build of Relay/);
    const updater = () => {};
    expect(unusedApis.convert!([], {}, undefined, updater)).toEqual({ optimisticUpdater: undefined, updater });
    expect(() => unusedApis.convert!([{ type: 'RANGE_ADD' }], {}, undefined, updater)).toThrow(/configs/);
  });
});
