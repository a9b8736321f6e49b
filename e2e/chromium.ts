import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Where to look, in order. Exported for the error message and for tests. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const candidates: string[] = [];
  if (env.CHROMIUM_PATH) candidates.push(env.CHROMIUM_PATH);
  candidates.push('/usr/bin/chromium', '/usr/bin/chromium-browser');
  try {
    // Playwright's own download (npx playwright install chromium), if any.
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core throws when it has no build registered for this platform.
  }
  return candidates;
}

/**
 * Path of a Chromium binary for Playwright: $CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium or /usr/bin/chromium-browser, then Playwright's own build.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH && !fs.existsSync(env.CHROMIUM_PATH)) {
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist.`);
  }
  const candidates = chromiumCandidates(env);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the e2e tests. Looked in:',
      ...candidates.map((p) => `  - ${p}`),
      'Get one with any of:',
      '  apt-get install -y chromium            (Debian; as root, after apt-get update)',
      '  or set CHROMIUM_PATH=/path/to/chromium',
      '  or npx playwright install chromium',
    ].join('\n'),
  );
}
