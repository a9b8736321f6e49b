/**
 * Builds the client with Vite when dist/ has no index.html (a fresh clone right after `npm ci`), and
 * its server-rendering build (dist-ssr/, server/http/ssr.ts) when that is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY, ssrDirFor } from './http/ssr.ts';

export async function ensureClientBuilt(rootDir: string, distDir: string, log: (msg: string) => void): Promise<void> {
  const builds = [
    ...(existsSync(path.join(distDir, 'index.html')) ? [] : [['build', '--logLevel', 'warn']]),
    ...(existsSync(path.join(ssrDirFor(distDir), 'entry-server.js')) ? [] : [['build', '--ssr', SSR_ENTRY, '--logLevel', 'warn']]),
  ];
  if (builds.length === 0) return;
  const vite = path.join(rootDir, 'node_modules', '.bin', 'vite');
  if (!existsSync(vite)) {
    throw new Error('dist/ is missing and Vite is not installed: run `npm ci` (with dev dependencies) or `npm run build`');
  }
  log('building the client (first start) …');
  const started = performance.now();
  for (const args of builds) {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(vite, args, { cwd: rootDir, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`))));
    });
  }
  log(`client built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
