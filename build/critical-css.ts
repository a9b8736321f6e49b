/**
 * Indexes the built stylesheet's rules by the classes their selectors need, for the server to
 * inline the critical part of it in each server-rendered page (server/http/critical-css.ts).
 */
import postcss, { type AtRule, type Rule } from 'postcss';
import type { CriticalCssIndex } from '../server/http/critical-css.ts';

const CLASS = /\.((?:[A-Za-z0-9_-]|\\.)+)/g;
/** At-rules whose rules apply under a condition: their rules are indexed one by one, with it. */
const CONDITIONAL = new Set(['media', 'container', 'supports']);

export function criticalCssIndex(css: string): CriticalCssIndex {
  const root = postcss.parse(css);
  let always = '';
  const rules: Array<[string[][], string, string | null]> = [];
  const tokens: Array<[string | null, string, Array<[string, string]>]> = [];
  root.each((node) => {
    if (node.type === 'rule') {
      indexRule(node, null);
    } else if (node.type === 'atrule' && CONDITIONAL.has(node.name)) {
      const condition = `@${node.name} ${node.params}`;
      node.each((child) => {
        if (child.type === 'rule') indexRule(child, condition);
        else always += `${condition}{${minify(child as AtRule)}}`;
      });
    } else if (node.type === 'atrule') {
      // @font-face, @keyframes, @supports …: small, and not tied to classes.
      always += minify(node);
    }
  });
  function indexRule(rule: Rule, media: string | null) {
    const selectors = rule.selectors.map((selector) => [...selector.matchAll(CLASS)].map((match) => match[1]!.replace(/\\/g, '')));
    if (selectors.some((classes) => classes.length === 0)) {
      const declarations = rule.nodes.filter((node) => node.type === 'decl');
      // Design tokens (custom properties of :root and the colour schemes): the server keeps the ones in use.
      if (declarations.length === rule.nodes.length && declarations.every((declaration) => declaration.prop.startsWith('--'))) {
        tokens.push([media, rule.selector.replace(/\s+/g, ' '), declarations.map((declaration) => [declaration.prop, declaration.value])]);
        return;
      }
      always += media ? `${media}{${minify(rule)}}` : minify(rule);
      return;
    }
    rules.push([selectors, minify(rule), media]);
  }
  return { always, tokens, rules };
}

function minify(node: Rule | AtRule): string {
  return node.toString().replace(/\s*\n\s*/g, ' ').replace(/\s*([{};,])\s*/g, '$1');
}
