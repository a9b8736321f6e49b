/**
 * Lets Rollup drop the Gestalt components the client does not use.
 *
 * Gestalt ships one ES module (gestalt/dist/gestalt.es.js, ~1.3 MB) with every component in it, and
 * it does not tree-shake: each component is followed by top-level statements that Rollup must keep
 * because they write to a value it cannot see into (`const X = forwardRef(…)`; `X.displayName = 'X'`,
 * `Table.Row = TableRow`, `Image.defaultProps = {…}`), and those keep the component and everything it
 * uses. Before this the whole library (645 kB minified) was in the entry chunk.
 *
 * This build-only transform rewrites those statements into shapes Rollup can drop with the component:
 * - `const X = forwardRef(…)` and the other top-level factory calls get a `/*#__PURE__*\/` annotation;
 * - `X.displayName = '…'` goes (it names components in React's dev tools, which production lacks);
 * - `Class.defaultProps = {…}` moves into the class body as a static field (same value, same time);
 * - a static member such as `Table.Row = TableRow`: Gestalt's own `Table.Row` references become
 *   `TableRow`, and an exported component gets its members back in the export
 *   (`export { Object.assign(Table, { Row: TableRow, … }) as Table }`, pure-annotated), so what the
 *   client imports is what it was.
 *
 * Every rewrite checks that it found what it expects and throws otherwise, so a Gestalt upgrade that
 * changes the bundle's shape fails the build instead of silently shipping it whole again (the bundle
 * budget, bench/bundle-budget.ts, is the second line). Tests (Vitest, the dev server) use Gestalt as it is.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { clientSources } from './client-sources.ts';
import { PART_PREFIX, splitGestalt, type SplitGestalt } from './gestalt-split.ts';

const GESTALT_BUNDLE = /[\\/]node_modules[\\/]gestalt[\\/]dist[\\/]gestalt\.es\.js$/;

/** Top-level factory calls in Gestalt's bundle that only build a value. */
const PURE_FACTORIES = [
  'forwardRef',
  'createContext',
  'memo',
  'Object.freeze',
  'Object.keys',
  'mapping',
  'bind',
  'union',
  'toggle',
  'transformNumberOrPassthrough',
  'mapClassName',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

class GestaltShapeError extends Error {
  constructor(what: string) {
    super(`gestalt-tree-shaking: ${what} (did the Gestalt version change? see build/gestalt-tree-shaking.ts)`);
  }
}

/** The class body's closing line: the first `}` at column 0 after `class Name …{`. */
function classEnd(code: string, name: string): number {
  const start = new RegExp(`^class ${escape(name)} extends [\\w$.]+ \\{$`, 'm').exec(code);
  if (!start) throw new GestaltShapeError(`no class ${name} for its defaultProps`);
  const end = code.indexOf('\n}\n', start.index);
  if (end === -1) throw new GestaltShapeError(`class ${name} has no end`);
  return end + 1;
}

/** Quoted strings that could be an icon name: letters, digits and dashes. */
export function quotedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/'([A-Za-z0-9-]+)'|"([A-Za-z0-9-]+)"/g)) names.add((match[1] ?? match[2])!);
  return names;
}

/**
 * `var name = { "key": "value", … }` read only as `name['key']`: each read becomes its value, so
 * the table (Spinner reads two of ~590 visual-refresh tokens) is not shipped.
 */
function inlineLookups(code: string, name: string): string {
  const declaration = new RegExp(`^var ${escape(name)} = (\\{\\n[\\s\\S]*?\\n\\});\\n`, 'm').exec(code);
  if (!declaration) throw new GestaltShapeError(`no table ${name}`);
  const table = JSON.parse(declaration[1]!) as Record<string, string>;
  let rest = code.slice(0, declaration.index) + code.slice(declaration.index + declaration[0].length);
  rest = rest.replace(new RegExp(`(?<![\\w$.])${escape(name)}\\['([^']+)'\\]`, 'g'), (_read, key: string) => {
    const value = table[key];
    if (value === undefined) throw new GestaltShapeError(`${name} has no ${key}`);
    return JSON.stringify(value);
  });
  if (new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`).test(rest)) throw new GestaltShapeError(`${name} is read other than by a quoted key`);
  return rest;
}

/**
 * The theme table: the visual-refresh and calico themes are chosen only under Gestalt experiments
 * (ExperimentProvider), which Corkboard does not use; only the classic light and dark tokens stay.
 */
function classicThemeOnly(code: string): string {
  const themes = /^const themes = \{\n {4}classic: (\{ name: 'classic', light: lightColorDesignTokens, dark: darkColorDesignTokens \}),\n[\s\S]*?\n\};$/m;
  if (!themes.test(code)) throw new GestaltShapeError('no theme table');
  return code.replace(themes, 'const themes = {\n    classic: $1,\n};');
}

export function rewriteGestalt(source: string): string {
  let code = classicThemeOnly(source);
  code = inlineLookups(code, 'vrLightDesignTokens');

  const pureCall = new RegExp(`^((?:const|let|var) [\\w$]+ = )(?=(?:${PURE_FACTORIES.map(escape).join('|')})\\()`, 'gm');
  let pureCalls = 0;
  code = code.replace(pureCall, (_match, head: string) => {
    pureCalls += 1;
    return `${head}/*#__PURE__*/ `;
  });
  if (pureCalls < 50) throw new GestaltShapeError(`only ${pureCalls} top-level factory calls found`);

  const displayName = /^[\w$]+\.displayName = (['"])([^'"\n]*)\1;\n/gm;
  const displayNames = code.match(displayName)?.length ?? 0;
  if (displayNames < 50) throw new GestaltShapeError(`only ${displayNames} displayName assignments found`);
  // Gestalt reads some names at run time (Dropdown keeps only children named 'Dropdown.Item',
  // 'Dropdown.Link' or 'Dropdown.Section'; Toast and the banners check for 'Text'; List and
  // SideNavigation check theirs): a name quoted anywhere else in the bundle stays.
  const quoted = (text: string, name: string) => text.split(`'${name}'`).length - 1 + (text.split(`"${name}"`).length - 1);
  const beforeRemoval = code;
  code = code.replace(displayName, (statement: string, _quote: string, name: string) => (quoted(beforeRemoval, name) > 1 ? statement : ''));
  if (quoted(code, 'Dropdown.Item') < 2) throw new GestaltShapeError("Dropdown.Item's displayName, which Dropdown reads, was not kept");

  // Class.defaultProps = { … }; (multi-line, closed by `};` at column 0) → a static field.
  const defaultProps = /^([\w$]+)\.defaultProps = (\{\n[\s\S]*?\n\});\n/m;
  let moved = 0;
  for (let match = defaultProps.exec(code); match; match = defaultProps.exec(code)) {
    const [statement, name, value] = match as unknown as [string, string, string];
    code = code.slice(0, match.index) + code.slice(match.index + statement.length);
    const at = classEnd(code, name);
    code = `${code.slice(0, at)}    static defaultProps = ${value.replace(/\n/g, '\n    ')};\n${code.slice(at)}`;
    moved += 1;
  }
  if (moved === 0) throw new GestaltShapeError('no defaultProps found');

  // Owner.Member = Value; (one line; Value a plain name).
  const staticMember = /^([\w$]+)\.([\w$]+) = ([\w$]+);\n/gm;
  const members = new Map<string, Array<[member: string, value: string]>>();
  code = code.replace(staticMember, (_statement, owner: string, member: string, value: string) => {
    const list = members.get(owner) ?? [];
    list.push([member, value]);
    members.set(owner, list);
    return '';
  });
  if (members.size < 5) throw new GestaltShapeError(`only ${members.size} components with static members found`);
  for (const [owner, list] of members) {
    for (const [member, value] of list) {
      code = code.replace(new RegExp(`(?<![\\w$.])${escape(owner)}\\.${escape(member)}(?![\\w$])`, 'g'), value);
    }
  }

  // export { A, B as C, … }; → members put back on the exported components.
  const exportList = /^export \{([^}]*)\};$/m.exec(code);
  if (!exportList) throw new GestaltShapeError('no export list at the end of the bundle');
  const withMembers: string[] = [];
  const specifiers = exportList[1]!.split(',').map((specifier) => {
    const [local, exported = local] = specifier.trim().split(/\s+as\s+/) as [string, string?];
    const list = members.get(local);
    if (!list) return specifier.trim();
    const binding = `${local}$withMembers`;
    withMembers.push(`const ${binding} = /*#__PURE__*/ Object.assign(${local}, { ${list.map(([member, value]) => `${member}: ${value}`).join(', ')} });`);
    return `${binding} as ${exported}`;
  });
  return `${code.slice(0, exportList.index)}${withMembers.join('\n')}\nexport { ${specifiers.join(', ')} };${code.slice(exportList.index + exportList[0].length)}`;
}

/** The names the app's own sources (tests aside) import from Gestalt: `import { Box, Flex } from 'gestalt'`. */
export function gestaltImports(sources: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'gestalt'/g)) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** A quoted object key (`{ 'key':` or `, "key":`), replaced by what precedes it. */
const OBJECT_KEY = /([{,]\s*)(['"])[A-Za-z0-9-]+\2\s*:(?!:)/g;

/** `const flipOnRtlIconNames = Object.freeze([…]);` and `swapOnRtlIconNames`. */
const RTL_ICON_LISTS = /^const ((?:flip|swap)OnRtlIconNames) = (?:\/\*#__PURE__\*\/ )?Object\.freeze\(\[[^\]]*\]\);$/gm;

const ICON_MAP_PART = /^const (icons(?:\$1)?) = (?:\/\*#__PURE__\*\/ )?Object\.freeze\(\{\n([\s\S]*?)\n\}\);$/m;

/**
 * The icon maps once Gestalt is split: only the icons named in the client's code or in a part the
 * client can reach (the parts of what it imports from Gestalt and, transitively, what those import),
 * plus their right-to-left variants. Only the code that can ship counts: a string anywhere in Gestalt
 * would keep most icons ('add', 'alert', 'check' … are also other words).
 */
export function pruneIconParts(split: SplitGestalt, imported: ReadonlySet<string>, clientNames: ReadonlySet<string>): ReadonlyMap<string, string> {
  const reachable = new Set<string>();
  const queue: string[] = [];
  // Module ids are written as JSON strings (a part's id starts with \0).
  const reach = (quoted: string) => {
    const id = JSON.parse(quoted) as string;
    if (!id.startsWith(PART_PREFIX) || reachable.has(id)) return;
    if (!split.parts.has(id)) throw new GestaltShapeError(`no part ${JSON.stringify(id)}`);
    reachable.add(id);
    queue.push(id);
  };
  for (const match of split.facade.matchAll(/^export \{ [\w$]+ as ([\w$]+) \} from ("[^"]+");$/gm)) {
    if (imported.has(match[1]!)) reach(match[2]!);
  }
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const match of split.parts.get(id)!.matchAll(/ from ("[^"]+");$/gm)) reach(match[1]!);
  }
  if (reachable.size === 0) throw new GestaltShapeError('the client imports nothing from Gestalt that the facade exports');
  const mapParts = [...reachable].filter((id) => ICON_MAP_PART.test(split.parts.get(id)!));
  const names = new Set(clientNames);
  const rtlLists = new Set<string>();
  for (const id of reachable) {
    if (mapParts.includes(id)) continue;
    // A quoted object key names a class or an option, never the icon to draw (`{"underline": "tBJ"}`);
    // values, array items, comparisons and ternaries (`icon: open ? 'arrow-up' : 'arrow-down'`) count.
    // Icon's lists of the icons it mirrors right-to-left name icons, but draw none.
    const code = split.parts.get(id)!.replace(RTL_ICON_LISTS, (_list, name: string) => {
      rtlLists.add(name);
      return '';
    });
    for (const name of quotedNames(code.replace(OBJECT_KEY, '$1'))) names.add(name);
  }
  if (rtlLists.size !== 2) throw new GestaltShapeError(`expected Icon's two right-to-left icon lists, found ${[...rtlLists].join(', ') || 'none'}`);
  const used = (name: string) => names.has(name);
  const parts = new Map(split.parts);
  for (const id of mapParts) {
    parts.set(
      id,
      parts.get(id)!.replace(ICON_MAP_PART, (_whole, name: string, entries: string) => {
        const kept = entries.split('\n').filter((line) => {
          const key = /^\s+'([^']+)': [\w$]+,?$/.exec(line)?.[1];
          if (!key) throw new GestaltShapeError(`unexpected line in ${name}: ${line}`);
          return used(key) || (key.endsWith('-rtl') && used(key.slice(0, -4)));
        });
        return `const ${name} = /*#__PURE__*/ Object.freeze({\n${kept.join('\n')}\n});`;
      }),
    );
  }
  if (mapParts.length === 0) throw new GestaltShapeError('no icon map among the parts the client reaches');
  return parts;
}

/**
 * The Vite plugin (build only): Gestalt rewritten, then split into parts (see gestalt-split.ts).
 * @param clientDir the app's sources, read for the Gestalt components and icon names they use.
 */
export function gestaltTreeShaking(clientDir: string): Plugin {
  let bundleId: string | null = null;
  let parts: ReadonlyMap<string, string> = new Map();
  return {
    name: 'corkboard:gestalt-tree-shaking',
    apply: 'build',
    async resolveId(source, importer) {
      if (source.startsWith(PART_PREFIX)) return source;
      // Gestalt's own imports (react, classnames …), resolved from where the bundle lives.
      if (importer?.startsWith(PART_PREFIX) && bundleId) return this.resolve(source, bundleId, { skipSelf: true });
      return null;
    },
    load(id) {
      if (!id.startsWith(PART_PREFIX)) return null;
      const code = parts.get(id);
      if (code === undefined) throw new Error(`gestalt-tree-shaking: no part ${id}`);
      return { code, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!GESTALT_BUNDLE.test(id)) return null;
      bundleId = id;
      const sources = clientSources(clientDir).map((file) => readFileSync(file, 'utf8'));
      const clientNames = new Set(sources.flatMap((source) => [...quotedNames(source)]));
      const split = splitGestalt(rewriteGestalt(code));
      parts = pruneIconParts(split, gestaltImports(sources), clientNames);
      return { code: split.facade, map: null, moduleSideEffects: false };
    },
  };
}
