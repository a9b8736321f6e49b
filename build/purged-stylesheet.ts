/**
 * The page's stylesheet: only the rules the app can use, and not render-blocking.
 *
 * index.html linked one stylesheet (Gestalt's 218 kB gestalt.css plus the app's own) that blocked
 * rendering, while the page has nothing to paint before its scripts run. Gestalt's classes are short hashed names that its script
 * holds as strings (`{"box":"zI7 iyn Hsu", …}`), and the build keeps only the parts of Gestalt the app
 * uses (gestalt-tree-shaking.ts), so a rule is kept when every class in one of its selectors is a
 * word in a string of the built scripts (every chunk, lazy ones too: the one stylesheet serves every
 * page). Rules without classes (html, body, @font-face, @keyframes) stay as they are. The link loads
 * as `media="print"` switched to `all` on load, so it does not block the first paint, and
 * client/main.tsx waits for it before rendering (no unstyled flash); in the dev server there is no
 * such link and nothing waits. Gestalt's Box supports every spacing at every breakpoint, so its
 * class maps keep most of gestalt.css (~200 of 218 kB).
 */
import { createHash } from 'node:crypto';
import postcss, { type Rule } from 'postcss';
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { CRITICAL_CSS_FILE } from '../server/http/critical-css.ts';
import { criticalCssIndex } from './critical-css.ts';

/**
 * Every word (letters, digits, `_`, `-`) in the string literals of the built scripts: a superset of
 * the class names they can set (Gestalt's class maps and the app's own class names are strings).
 */
export function scriptWords(bundle: OutputBundle): Set<string> {
  const words = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const literal of output.code.match(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? []) {
      for (const word of literal.match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
    }
  }
  return words;
}

const CLASS = /\.((?:[A-Za-z0-9_-]|\\.)+)/g;

/** Only the rules that can match: some selector of each kept rule has all its classes in use. */
export function purgeCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter((selector) => [...selector.matchAll(CLASS)].every((match) => used.has(match[1]!.replace(/\\/g, ''))));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

const VAR_REFERENCE = /var\(\s*(--[A-Za-z0-9_-]+)/g;

/**
 * Only the custom properties (design tokens) something can read: a `var()` in a kept rule, a word of
 * the scripts (inline styles such as `var(--color-border-container)`), or a token so kept, in turn.
 * Gestalt's token sets define ~1,900 of them (100 kB of the stylesheet, parsed on every visit) for
 * every component it has.
 */
export function pruneCustomProperties(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, string[]>();
  const needed = new Set<string>();
  const pending: string[] = [];
  const need = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    pending.push(name);
  };
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      const values = definitions.get(declaration.prop) ?? [];
      values.push(declaration.value);
      definitions.set(declaration.prop, values);
    } else {
      for (const match of declaration.value.matchAll(VAR_REFERENCE)) need(match[1]!);
    }
  });
  for (const name of definitions.keys()) if (used.has(name)) need(name);
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()!) ?? []) for (const match of value.matchAll(VAR_REFERENCE)) need(match[1]!);
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !needed.has(declaration.prop)) declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Points the scripts at the stylesheet's new name. A lazy chunk imported from another lazy chunk
 * (Organize mode from the board page) lists the entry's stylesheet among the files Vite's preload
 * helper fetches first: under the old name, a 404 that fails the import.
 */
export function renameInChunks(bundle: OutputBundle, from: string, to: string): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    // What Vite writes those lists from (its import analysis runs after this).
    const css = output.viteMetadata?.importedCss;
    if (css?.delete(from)) css.add(to);
    if (output.code.includes(from)) output.code = output.code.replaceAll(from, to);
  }
}

/** The id of the stylesheet's <link>; client/main.tsx waits for it before the first render. */
export const STYLESHEET_ID = 'app-css';

/** The Vite plugin (build only). */
export function purgedStylesheet(): Plugin {
  return {
    name: 'corkboard:purged-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const used = scriptWords(bundle);
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+)\.css">/g, (tag, name: string) => {
          const asset = bundle[`${name}.css`];
          if (!asset || asset.type !== 'asset') return tag;
          const css = pruneCustomProperties(purgeCss(String(asset.source), used), used);
          // A new name for the new content (assets are cached as immutable).
          const fileName = `${name.replace(/-[\w-]+$/, '')}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
          delete bundle[`${name}.css`];
          bundle[fileName] = { ...asset, fileName, names: asset.names, source: css };
          renameInChunks(bundle, `${name}.css`, fileName);
          // Its rules by class, for the server to inline each rendered page's critical part.
          bundle[CRITICAL_CSS_FILE] = { ...asset, fileName: CRITICAL_CSS_FILE, names: [], originalFileNames: [], source: JSON.stringify(criticalCssIndex(css)) };
          // Not render-blocking: it loads beside the scripts, and main.tsx renders once it is there.
          return `<link rel="stylesheet" id="${STYLESHEET_ID}" href="/${fileName}" media="print" onload="this.media='all'">`;
        });
      },
    },
  };
}
