import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Two projects: `npx vitest run --project server` / `--project client`.
// Root options below are shared through `extends: true`.
export default defineConfig({
  test: {
    // Fail (not silently narrow the run) if a `.only` is committed.
    allowOnly: false,
    // 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        resolve: {
          // One graphql-js for everything: Pothos and Yoga load graphql's CommonJS build through
          // Node, so the project's own `import … from 'graphql'` must get that same copy, not the
          // ESM one, or schema objects fail graphql's instanceof checks (dual-package hazard).
          alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
        },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'schema/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts'],
          // PGlite (WASM) and native modules (sharp) are happier in child processes than worker threads.
          pool: 'forks',
          // Tests migrate databases (PGlite and, with DATABASE_URL, PostgreSQL).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Same plugins as the Vite build: `graphql` tags compile to imports of the
        // artifacts in client/**/__generated__ (babel-plugin-relay reads relay.config.json).
        plugins: [react({ babel: { plugins: ['relay'] } })],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/testing/setup.ts'],
          // Whole-app renders (router, lazy route chunks, Gestalt) take seconds on a busy 2-core CI box.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
