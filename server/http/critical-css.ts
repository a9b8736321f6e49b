/**
 * The critical part of the stylesheet for a server-rendered page: the rules whose classes all occur
 * in its markup, inline in <head>, so the first paint is styled without waiting for the whole
 * stylesheet (which still loads, not render-blocking, for everything rendered later). The build
 * indexes the stylesheet's rules by their classes (build/critical-css.ts writes
 * dist/critical-css.json); choosing is a set lookup per rule, no CSS parsing per request.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CRITICAL_CSS_FILE = 'critical-css.json';

export interface CriticalCssIndex {
  /** Rules that apply without a class (html, body, @font-face, @keyframes). */
  readonly always: string;
  /** Custom properties (design tokens) by [@media or null, selector]: only those the chosen rules use go out. */
  readonly tokens: ReadonlyArray<readonly [string | null, string, ReadonlyArray<readonly [string, string]>]>;
  /** In stylesheet order: [classes of each selector (any one whose classes are all present keeps the rule), the rule, its @media or null]. */
  readonly rules: ReadonlyArray<readonly [ReadonlyArray<ReadonlyArray<string>>, string, string | null]>;
}

export function loadCriticalCssIndex(distDir: string): CriticalCssIndex | undefined {
  const file = path.join(distDir, CRITICAL_CSS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CriticalCssIndex) : undefined;
}

/** Every class named in the markup's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const VAR = /var\((--[\w-]+)/g;

/** Each token's values (under any condition): built once per index, not per page. */
const tokenValues = new WeakMap<CriticalCssIndex, Map<string, string[]>>();

function valuesOf(index: CriticalCssIndex): Map<string, string[]> {
  let values = tokenValues.get(index);
  if (!values) {
    values = new Map();
    for (const [, , declarations] of index.tokens) {
      for (const [name, value] of declarations) values.set(name, [...(values.get(name) ?? []), value]);
    }
    tokenValues.set(index, values);
  }
  return values;
}

/** The token declarations the css uses, directly or through other tokens. */
function tokensFor(index: CriticalCssIndex, css: string): string {
  const values = valuesOf(index);
  const used = new Set<string>();
  const pending = [...css.matchAll(VAR)].map((match) => match[1]!);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) for (const match of value.matchAll(VAR)) pending.push(match[1]!);
  }
  let out = '';
  for (const [media, selector, declarations] of index.tokens) {
    const kept = declarations.filter(([name]) => used.has(name));
    if (kept.length === 0) continue;
    const rule = `${selector}{${kept.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    out += media ? `${media}{${rule}}` : rule;
  }
  return out;
}

/** The rules the markup needs, in stylesheet order (consecutive rules of one @media share it). */
export function criticalCss(index: CriticalCssIndex, html: string): string {
  const present = classesIn(html);
  let css = index.always;
  let openMedia: string | null = null;
  for (const [selectors, rule, media] of index.rules) {
    if (!selectors.some((classes) => classes.every((name) => present.has(name)))) continue;
    if (media !== openMedia) {
      if (openMedia !== null) css += '}';
      if (media !== null) css += `${media}{`;
      openMedia = media;
    }
    css += rule;
  }
  if (openMedia !== null) css += '}';
  return tokensFor(index, css) + css;
}
