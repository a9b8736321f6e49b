// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relayPlugin from 'eslint-plugin-relay';
import globals from 'globals';

// eslint-plugin-relay 1.8.3 is a legacy (eslintrc) plugin exporting { rules, configs }.
// Flat config needs a plugin object, and ESLint 9 rejects function-style rules
// (unused-fields, must-colocate-fragment-spreads, no-future-added-value), so those
// are wrapped as { create }. `compat-uses-vars` and `generated-flow-types` call
// context.getScope(), which ESLint 9 removed (and are Flow/compat-only), so stay off.
/** @type {import('eslint').ESLint.Plugin} */
const relay = {
  meta: { name: 'eslint-plugin-relay', version: '1.8.3' },
  rules: Object.fromEntries(
    Object.entries(relayPlugin.rules).map(([name, rule]) => [
      name,
      typeof rule === 'function' ? { meta: { type: 'problem' }, create: rule } : rule,
    ]),
  ),
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      // Benchmarks bundle the app there (bench/search.ts).
      '**/dist-server/**',
      'data/**',
      'client/**/__generated__/**',
      'test-results/**',
      'playwright-report/**',
      'scratch/**',
      'bench/results/**',
      'e2e/.data-*/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Tests must not be focused or skipped by accident.
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'No .only in committed tests.' },
        { object: 'it', property: 'only', message: 'No .only in committed tests.' },
        { object: 'test', property: 'only', message: 'No .only in committed tests.' },
        { object: 'describe', property: 'skip', message: 'No .skip in committed tests (use skipIf with a reason).' },
        { object: 'it', property: 'skip', message: 'No .skip in committed tests (use skipIf with a reason).' },
        { object: 'test', property: 'skip', message: 'No .skip in committed tests (use skipIf with a reason).' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Classic hook rules only: the React Compiler rules in v7's `recommended` are slow and
    // flag Relay/Gestalt patterns; opt into them later if the client adopts the compiler.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/no-future-added-value': 'warn',
      'relay/function-required-argument': 'warn',
      'relay/hook-required-argument': 'warn',
    },
  },
  {
    // Browser-side Playwright callbacks (page.evaluate) run in the page.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
