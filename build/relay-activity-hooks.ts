/**
 * Ships one implementation of react-relay's three switched hooks instead of two.
 *
 * react-relay 21 keeps two versions of useFragmentInternal, useLoadMoreFunction and useQueryLoader
 * and picks one on every call by `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`, which is true by
 * default and which the client never changes, so the `_CURRENT` versions (about 33 kB of source)
 * never run but were in the bundle every page loads first. This build-only resolver points the
 * hooks' own `require('./useFragmentInternal')` (and the other two) at their `_EXPERIMENTAL` file,
 * the code that runs today.
 *
 * It checks what it relies on and fails the build otherwise: the flag's default is still true, and
 * each switch still returns the `_EXPERIMENTAL` hook when the flag is set. Tests and the dev server
 * use react-relay as it is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const SWITCHED = ['useFragmentInternal', 'useLoadMoreFunction', 'useQueryLoader'] as const;
const IN_RELAY_HOOKS = /[\\/]node_modules[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/][^\\/]+\.js(\?.*)?$/;

export function relayActivityHooks(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  const hooksDir = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment.js'));
  return {
    name: 'corkboard:relay-activity-hooks',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the relative path first.
    enforce: 'pre',
    buildStart() {
      const { RelayFeatureFlags } = require('relay-runtime') as { RelayFeatureFlags: Record<string, unknown> };
      if (RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY !== true) {
        throw new Error('relay-activity-hooks: RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is no longer true by default; remove this plugin');
      }
      for (const name of SWITCHED) {
        const source = readFileSync(path.join(hooksDir, `${name}.js`), 'utf8');
        const switchToExperimental = new RegExp(`if \\([\\w.]*RelayFeatureFlags\\.ENABLE_ACTIVITY_COMPATIBILITY\\) \\{\\s*return \\(?[^\\n]*${name}_EXPERIMENTAL`);
        if (!switchToExperimental.test(source)) {
          throw new Error(`relay-activity-hooks: react-relay's ${name}.js no longer switches to ${name}_EXPERIMENTAL by the flag; remove this plugin or update it`);
        }
      }
    },
    resolveId(source, importer) {
      if (!importer || !IN_RELAY_HOOKS.test(importer)) return null;
      const name = SWITCHED.find((hook) => source === `./${hook}` || source === `./${hook}.js`);
      return name ? path.join(hooksDir, `${name}_EXPERIMENTAL.js`) : null;
    },
  };
}
