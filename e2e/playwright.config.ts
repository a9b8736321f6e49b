import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findChromium } from './chromium.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh data dir per run (PGlite database + uploaded images). The config is
// evaluated again in each worker; `??=` on process.env (which workers inherit)
// keeps every process on the main process's directory.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `corkboard-e2e-${Date.now()}`));
fs.mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: e2eDir,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  forbidOnly: true,
  globalTeardown: path.join(e2eDir, 'teardown.ts'),
  retries: 0,
  workers: 1,
  reporter: 'list',
  // A hang guard, not a speed check: the longest journeys (save flow, social, ten pages of Back)
  // take 20-35 s on a loaded 2-core CI machine, so 30 s failed them on slow days.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Gestalt and our components mark elements with data-test-id.
    testIdAttribute: 'data-test-id',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: findChromium(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // What `npm start` runs: the server bundled into one file (server/bundle.ts), then plain node.
    command: 'npx tsx server/bundle.ts && node dist-server/main.js',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    // First start may build the client (if dist/ is missing), migrate and seed.
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Mail lands here as text files too: the log-in link test reads it.
      MAIL_DIR: path.join(dataDir, 'mail'),
      // Embedded PGlite in the fresh DATA_DIR unless E2E_DATABASE_URL is given:
      // don't share CI's DATABASE_URL (the integration-test database) with e2e.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // Rate-limit counts in this run's memory: a shared Redis would carry them from run to run.
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      SERVER_RENDERING: process.env.E2E_SERVER_RENDERING ?? 'true',
    },
  },
});
