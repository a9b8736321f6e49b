/**
 * The production build's relay-runtime (build/relay-runtime.js) has every name the bundled code reads
 * from relay-runtime, each the very value relay-runtime itself exports. react-relay reads it as one
 * CommonJS object (`require('relay-runtime').x`), so a missing name would be `undefined` at run time
 * with no build error; this test walks what the build bundles to find those names: react-relay's
 * modules from build/react-relay.js on (with build/relay-activity-hooks.ts' choice), found-relay, and
 * the client's own imports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSources } from './client-sources.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const real = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
const NODE_MODULES = path.join(ROOT, 'node_modules');
// The subset is plain JavaScript (the build aliases it); no types, so it is read as a record.
const subset = (await import('./relay-runtime.js' as string)) as Record<string, unknown> & { __internal: Record<string, unknown> };
const SWITCHED_HOOKS = new Set(['useFragmentInternal', 'useLoadMoreFunction', 'useQueryLoader']);

interface Usage {
  readonly names: Map<string, Set<string>>;
  readonly internal: Set<string>;
}

function note(usage: Usage, name: string, file: string) {
  if (!usage.names.has(name)) usage.names.set(name, new Set());
  usage.names.get(name)!.add(path.relative(ROOT, file));
}

/** Names read from relay-runtime in one file (CommonJS or ESM), and `__internal` members. */
function scan(file: string, source: string, usage: Usage) {
  // var _require = require('relay-runtime'), a = _require.a, b = _require.b;
  for (const match of source.matchAll(/var (\w+) = require\(['"]relay-runtime['"]\)(,[\s\S]*?);/g)) {
    for (const binding of match[2]!.matchAll(/\w+ = (\w+)\.(\w+)/g)) if (binding[1] === match[1]) note(usage, binding[2]!, file);
  }
  // var _relayRuntime = require("relay-runtime"); … _relayRuntime.x …
  for (const match of source.matchAll(/var (\w+) = require\(['"]relay-runtime['"]\);/g)) {
    for (const read of source.matchAll(new RegExp(`\\b${match[1]}\\.(\\w+)`, 'g'))) note(usage, read[1]!, file);
  }
  for (const match of source.matchAll(/require\(['"]relay-runtime['"]\)\.(\w+)/g)) note(usage, match[1]!, file);
  // import { a, type B, c as d } from 'relay-runtime' (type-only imports leave nothing in the bundle)
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]relay-runtime['"]/g)) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) note(usage, name, file);
    }
  }
  for (const match of source.matchAll(/__internal\.(\w+)/g)) usage.internal.add(match[1]!);
}

/** Walks relative requires/imports from `file`, as the build resolves them. */
function walk(file: string, usage: Usage, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  scan(file, source, usage);
  for (const match of source.matchAll(/(?:require\(|from\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    let target = match[1]!.replace(/\.js$/, '');
    if (file.includes(`${path.sep}react-relay${path.sep}lib${path.sep}relay-hooks${path.sep}`) && SWITCHED_HOOKS.has(path.basename(target))) {
      target = `${target}_EXPERIMENTAL`;
    }
    const next = path.resolve(path.dirname(file), `${target}.js`);
    if (existsSync(next)) walk(next, usage, seen);
  }
}

function usage(): Usage {
  const found: Usage = { names: new Map(), internal: new Set() };
  const seen = new Set<string>();
  const reactRelay = readFileSync(path.join(ROOT, 'build/react-relay.js'), 'utf8');
  for (const match of reactRelay.matchAll(/from '(react-relay\/lib\/[^']+)'/g)) walk(path.join(NODE_MODULES, match[1]!), found, seen);
  scan('build/react-relay.js', reactRelay, found);
  const foundRelay = path.join(NODE_MODULES, 'found-relay/es');
  for (const file of readdirSync(foundRelay).filter((name) => name.endsWith('.js'))) walk(path.join(foundRelay, file), found, seen);
  for (const file of clientSources(path.join(ROOT, 'client'))) scan(file, readFileSync(file, 'utf8'), found);
  return found;
}

describe('build/relay-runtime.js', () => {
  const used = usage();

  it('finds what the bundle reads (the scan itself works)', () => {
    // Names known to be read: by useFragment, found-relay's QuerySubscription, the client's environment.
    for (const name of ['getFragment', 'createOperationDescriptor', 'Environment', 'Network', 'RecordSource', 'Store', '__internal']) {
      expect(used.names.has(name), name).toBe(true);
    }
    expect(used.internal.has('fetchQuery')).toBe(true);
  });

  it("exports every name the bundle reads, as relay-runtime's own value", () => {
    const exported = subset;
    for (const [name, files] of used.names) {
      if (name === '__internal') continue;
      expect(exported[name], `${name} (read by ${[...files].join(', ')})`).toBeDefined();
      expect(exported[name], name).toBe(real[name]);
    }
  });

  it("carries every __internal member the bundle reads, as relay-runtime's own", () => {
    for (const member of used.internal) {
      expect(subset.__internal[member], `__internal.${member}`).toBeDefined();
      expect(subset.__internal[member], member).toBe(real.__internal[member]);
    }
  });

  it("exports only relay-runtime's own values", () => {
    for (const [name, value] of Object.entries(subset)) {
      if (name === '__internal') continue;
      expect(value, name).toBe(real[name]);
    }
  });
});
