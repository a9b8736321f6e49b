/**
 * Every operation the client sends by id (Relay's persisted artifacts under client/**\/__generated__/)
 * is in schema/persisted-operations.json, which the server answers from: an id missing there is a
 * page that cannot load (PERSISTED_QUERY_NOT_FOUND). `npx relay-compiler --repersist` fills it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERSISTED_OPERATIONS_FILE } from './persisted.ts';

const clientDir = fileURLToPath(new URL('../client/', import.meta.url));

function artifactIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql.ts') || !entry.parentPath.endsWith('__generated__')) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const id = /"id": "([0-9a-f]{64})"/.exec(text)?.[1];
    if (id) ids.set(entry.name, id);
  }
  return ids;
}

describe('persisted operations', () => {
  it("holds every client operation's id", () => {
    const persisted = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
    const ids = artifactIds();
    expect(ids.size).toBeGreaterThan(100);
    const missing = [...ids].filter(([, id]) => !(id in persisted)).map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
