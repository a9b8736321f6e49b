/**
 * The files of the app's own code under client/ that a build ships: TypeScript sources, without
 * tests, test helpers (client/testing/) and Relay artifacts (__generated__). The build reads them for
 * the Gestalt components and icon names they use; build/relay-runtime.test.ts for the relay-runtime
 * APIs they import.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function clientSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const parts = path.relative(dir, file).split(path.sep);
    if (parts.includes('__generated__') || parts[0] === 'testing') continue;
    files.push(file);
  }
  return files;
}
