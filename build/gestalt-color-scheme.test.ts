/**
 * The stylesheet's design tokens (gestalt-color-scheme.ts) are the ones Gestalt's DesignTokensProvider
 * would have written: every token of its light and dark tables, with the same value, so a Gestalt
 * upgrade that moves its tables away from gestalt-design-tokens' CSS fails here, not on screen.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { colorSchemeCss, rootDeclarations, tokenFiles } from './gestalt-color-scheme.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** One of the token tables in Gestalt's bundle (`var lightColorDesignTokens = { … };`). */
function gestaltTable(name: string): Record<string, string | number> {
  const bundle = readFileSync(createRequire(path.join(ROOT, 'package.json')).resolve('gestalt/dist/gestalt.es.js'), 'utf8');
  const start = bundle.indexOf(`var ${name} = {`);
  expect(start, `${name} in gestalt.es.js`).toBeGreaterThan(-1);
  const end = bundle.indexOf('\n};', start);
  return JSON.parse(bundle.slice(bundle.indexOf('{', start), end + 2)) as Record<string, string | number>;
}

/** The custom properties a selector sets in a stylesheet, `var(--x)` resolved against `scope`. */
function customProperties(css: string, selector: string, media?: string): Record<string, string> {
  const found: Record<string, string> = {};
  postcss.parse(css).walkRules((rule: Rule) => {
    const parent = rule.parent;
    const ruleMedia = parent?.type === 'atrule' && 'params' in parent ? String(parent.params) : undefined;
    if (rule.selector !== selector || ruleMedia !== media) return;
    rule.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) found[decl.prop.slice(2)] = decl.value;
    });
  });
  return found;
}

function resolved(scope: Record<string, string>): Record<string, string> {
  const resolve = (value: string, depth = 0): string => {
    if (depth > 10) throw new Error(`var() cycle at ${value}`);
    return value.replace(/var\(--([\w-]+)\)/g, (_match, name: string) => {
      const target = scope[name];
      if (target === undefined) throw new Error(`--${name} is not defined`);
      return resolve(target, depth + 1);
    });
  };
  return Object.fromEntries(Object.entries(scope).map(([name, value]) => [name, resolve(value).toLowerCase()]));
}

const lowerValues = (table: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(table).map(([name, value]) => [name, String(value).toLowerCase()]));

const files = tokenFiles(ROOT);
const css = colorSchemeCss(rootDeclarations(readFileSync(files.light, 'utf8'), files.light), rootDeclarations(readFileSync(files.dark, 'utf8'), files.dark));
const light = customProperties(css, ':root');

describe('Gestalt design tokens in the stylesheet', () => {
  it("light mode (on :root): exactly Gestalt's light table", () => {
    const { 'gestalt-theme': theme, 'gestalt-color-scheme': scheme, ...tokens } = resolved(light);
    expect({ theme, scheme }).toEqual({ theme: 'classic', scheme: 'lightmode' });
    expect(tokens).toEqual(lowerValues(gestaltTable('lightColorDesignTokens')));
  });

  it.each([
    ['the dark setting', ':root[data-color-scheme="dark"]', undefined],
    ['no setting and a dark OS', ':root[data-color-scheme="auto"]', '(prefers-color-scheme: dark)'],
  ])("dark mode for %s: Gestalt's dark table over the light one", (_case, selector, media) => {
    const dark = customProperties(css, selector, media);
    expect(dark['gestalt-color-scheme']).toBe('darkMode');
    const { 'gestalt-theme': _theme, 'gestalt-color-scheme': _scheme, ...tokens } = resolved({ ...light, ...dark });
    const table = lowerValues(gestaltTable('darkColorDesignTokens'));
    // Gestalt's dark table repeats the scheme-independent tokens (font sizes …); the light ones stand.
    for (const [name, value] of Object.entries(table)) expect([name, tokens[name]]).toEqual([name, value]);
    expect(Object.keys(dark).length).toBeGreaterThan(400);
  });

  it('refuses a token file without exactly one :root block', () => {
    expect(() => rootDeclarations(':root { --a: 1; } :root { --b: 2; }', 'two.css')).toThrow(/one :root block/);
    expect(() => rootDeclarations('.x { color: red; }', 'none.css')).toThrow(/one :root block/);
  });
});
