import { rmSync } from 'node:fs';

/** Removes the run's temporary DATA_DIR (set by playwright.config.ts) once the web server has stopped. */
export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('corkboard-e2e-')) rmSync(dir, { recursive: true, force: true });
}
