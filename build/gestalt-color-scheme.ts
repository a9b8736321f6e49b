/**
 * Gestalt's design tokens (colours, spacing, font sizes … as CSS custom properties) for light and
 * dark, in the stylesheet instead of the script.
 *
 * Gestalt's DesignTokensProvider renders a `<style>` with every token of the current colour scheme,
 * built at run time from two token tables in its script (about 49 kB of source, 8 kB gzipped, in the
 * chunk every page loads first, plus a 600-line string built on each render). The same tokens ship as
 * CSS in gestalt-design-tokens (the version Gestalt is built from); this plugin serves them as the
 * module `virtual:gestalt-color-scheme.css` (client/main.tsx imports it):
 * - light on `:root`, as DesignTokensProvider writes them;
 * - dark on `:root[data-color-scheme="dark"]`, and under `prefers-color-scheme: dark` on
 *   `:root[data-color-scheme="auto"]` (client/App.tsx sets the attribute from the viewer's setting).
 * build/gestalt-color-scheme.test.ts checks that these are exactly the values of Gestalt's own tables,
 * so an upgrade that lets the two drift apart fails the tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const COLOR_SCHEME_MODULE = 'virtual:gestalt-color-scheme.css';
const RESOLVED = `\0${COLOR_SCHEME_MODULE}`;

/** The declarations (`--name: value;` …) of the one `:root { … }` block of a token file. */
export function rootDeclarations(css: string, file: string): string {
  const blocks = [...css.matchAll(/:root\s*\{([^}]*)\}/g)];
  if (blocks.length !== 1) throw new Error(`gestalt-color-scheme: expected one :root block in ${file}, found ${blocks.length}`);
  const declarations = blocks[0]![1]!.trim();
  if (!/^--[\w-]+:/.test(declarations)) throw new Error(`gestalt-color-scheme: ${file} has no custom properties`);
  return declarations;
}

export function tokenFiles(root: string): { light: string; dark: string } {
  const require = createRequire(path.join(root, 'package.json'));
  const dir = path.dirname(require.resolve('gestalt-design-tokens/dist/css/classic/variables.css'));
  return { light: path.join(dir, 'variables.css'), dark: path.join(dir, 'variables-dark.css') };
}

export function colorSchemeCss(light: string, dark: string): string {
  const darkBlock = `{\n  --gestalt-color-scheme: darkMode;\n  ${dark}\n}`;
  return [
    `:root {\n  --gestalt-theme: classic;\n  --gestalt-color-scheme: lightMode;\n  ${light}\n}`,
    `:root[data-color-scheme="dark"] ${darkBlock}`,
    `@media (prefers-color-scheme: dark) {\n:root[data-color-scheme="auto"] ${darkBlock}\n}`,
    '',
  ].join('\n');
}

export function gestaltColorScheme(root: string): Plugin {
  return {
    name: 'corkboard:gestalt-color-scheme',
    resolveId(source) {
      return source === COLOR_SCHEME_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const files = tokenFiles(root);
      for (const file of Object.values(files)) this.addWatchFile(file);
      const read = (file: string) => rootDeclarations(readFileSync(file, 'utf8'), file);
      return colorSchemeCss(read(files.light), read(files.dark));
    },
  };
}
