/** Builds the client with Vite when dist/ has no index.html (a fresh clone right after `npm ci`). */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function ensureClientBuilt(rootDir: string, distDir: string, log: (msg: string) => void): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  const vite = path.join(rootDir, 'node_modules', '.bin', 'vite');
  if (!existsSync(vite)) {
    throw new Error('dist/ is missing and Vite is not installed: run `npm ci` (with dev dependencies) or `npm run build`');
  }
  log('building the client (first start) …');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(vite, ['build', '--logLevel', 'warn'], { cwd: rootDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`))));
  });
  log(`client built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
