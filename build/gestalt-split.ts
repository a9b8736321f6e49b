/**
 * Splits Gestalt's one-file bundle into many small modules, so that each chunk gets only the parts
 * of Gestalt its own code uses.
 *
 * Rollup places a module in one chunk. gestalt/dist/gestalt.es.js is a single module, so everything
 * any page uses of it (SelectList for settings, Masonry for grids, Modal for the save flow …) went
 * into the entry chunk, which every page loads first. Here every top-level statement of the bundle
 * becomes part of a module: statements that refer to each other in a cycle stay together (a strongly
 * connected component of the reference graph, so the modules never import each other in a cycle
 * and each runs after what it uses, as in the original), and so do a variable and every statement
 * that assigns to it (an imported binding cannot be assigned). Each module imports what it refers
 * to from the others and from Gestalt's own imports (react, classnames …), and the bundle itself
 * becomes a facade re-exporting the public names. All of it is side-effect free once
 * gestalt-tree-shaking.ts has rewritten the bundle, so Rollup keeps only what is used and puts each
 * part in the chunk of the code that uses it.
 */
import { parseSync, traverse, type NodePath, type types as t } from '@babel/core';

export const PART_PREFIX = '\0gestalt-part:';

export interface SplitGestalt {
  /** Replaces gestalt.es.js: `export { … } from` the parts. */
  readonly facade: string;
  /** Part modules by id (PART_PREFIX + number). */
  readonly parts: ReadonlyMap<string, string>;
}

class UnionFind {
  private readonly parent: number[];
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    for (let at = i; this.parent[at] !== root; ) {
      const next = this.parent[at]!;
      this.parent[at] = root;
      at = next;
    }
    return root;
  }
  union(a: number, b: number): void {
    this.parent[this.find(a)] = this.find(b);
  }
}

/** Tarjan's strongly connected components, iteratively (the graph has thousands of nodes). */
function stronglyConnected(nodes: number[], edges: ReadonlyMap<number, ReadonlySet<number>>): Map<number, number> {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const component = new Map<number, number>();
  let counter = 0;
  let components = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: Array<{ node: number; next: Iterator<number> }> = [];
    const enter = (node: number) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (edges.get(node) ?? new Set<number>()).values() });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack.delete(member);
          component.set(member, components);
          if (member === frame.node) break;
        }
        components += 1;
      }
    }
  }
  return component;
}

export function splitGestalt(code: string): SplitGestalt {
  const ast = parseSync(code, { sourceType: 'module', babelrc: false, configFile: false, code: false, ast: true });
  if (!ast) throw new Error('gestalt-split: could not parse the bundle');
  const body = ast.program.body;

  // Which top-level statement each top-level binding is declared in; imports by local name.
  const imports = new Map<string, { source: string; imported: string | null }>();
  const exportList: Array<{ local: string; exported: string }> = [];
  const statementOf = new Map<t.Node, number>();
  body.forEach((statement, i) => statementOf.set(statement, i));
  const code_ = (node: t.Node) => code.slice(node.start!, node.end!);

  const declaredIn = new Map<string, number>();
  const references = new Map<number, Set<string>>();
  const violations: Array<[number, string]> = [];
  traverse(ast, {
    Program(path: NodePath<t.Program>) {
      const topLevel = (inner: NodePath): number => {
        let at: NodePath | null = inner;
        while (at && !(at.parentPath && at.parentPath.isProgram())) at = at.parentPath;
        if (!at) throw new Error('gestalt-split: a reference outside any statement');
        return statementOf.get(at.node)!;
      };
      for (const [name, binding] of Object.entries(path.scope.bindings)) {
        if (binding.kind === 'module') {
          const specifier = binding.path.node;
          const declaration = binding.path.parentPath!.node as t.ImportDeclaration;
          const imported = specifier.type === 'ImportSpecifier' ? (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : null;
          imports.set(name, { source: declaration.source.value, imported });
        } else {
          declaredIn.set(name, topLevel(binding.path));
        }
        for (const reference of binding.referencePaths) {
          const at = topLevel(reference);
          const set = references.get(at) ?? new Set<string>();
          set.add(name);
          references.set(at, set);
        }
        for (const violation of binding.constantViolations) {
          if (binding.kind === 'module') throw new Error(`gestalt-split: the import ${name} is assigned`);
          violations.push([topLevel(violation), name]);
        }
      }
      path.stop();
    },
  });

  const statements: number[] = [];
  body.forEach((statement, i) => {
    if (statement.type === 'ImportDeclaration') return;
    if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration || statement.source) throw new Error('gestalt-split: only a final `export { … }` list is expected');
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ExportSpecifier') throw new Error('gestalt-split: unexpected export specifier');
        const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
        exportList.push({ local: specifier.local.name, exported });
      }
      return;
    }
    if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') throw new Error('gestalt-split: unexpected export');
    statements.push(i);
  });

  // A variable and the statements that assign to it stay together.
  const unions = new UnionFind(body.length);
  for (const [at, name] of violations) unions.union(at, declaredIn.get(name)!);
  const edges = new Map<number, Set<number>>();
  for (const i of statements) {
    const from = unions.find(i);
    const set = edges.get(from) ?? new Set<number>();
    edges.set(from, set);
    for (const name of references.get(i) ?? []) {
      const declaration = declaredIn.get(name);
      if (declaration === undefined) continue;
      const to = unions.find(declaration);
      if (to !== from) set.add(to);
    }
  }
  const groups = [...new Set(statements.map((i) => unions.find(i)))];
  const componentOfGroup = stronglyConnected(groups, edges);
  const partOf = (statement: number) => componentOfGroup.get(unions.find(statement))!;

  const members = new Map<number, number[]>();
  for (const i of statements) {
    const part = partOf(i);
    const list = members.get(part) ?? [];
    list.push(i);
    members.set(part, list);
  }

  const parts = new Map<string, string>();
  for (const [part, list] of members) {
    const own = new Set<string>();
    for (const i of list) for (const [name, at] of declaredIn) if (at === i) own.add(name);
    const fromParts = new Map<number, Set<string>>();
    const fromImports = new Map<string, string[]>();
    for (const i of list) {
      for (const name of references.get(i) ?? []) {
        if (own.has(name)) continue;
        const imported = imports.get(name);
        if (imported) {
          const specifier = imported.imported === null ? `* as ${name}` : imported.imported === 'default' ? `default as ${name}` : `${imported.imported} as ${name}`;
          const list_ = fromImports.get(imported.source) ?? [];
          if (!list_.includes(specifier)) list_.push(specifier);
          fromImports.set(imported.source, list_);
          continue;
        }
        const other = partOf(declaredIn.get(name)!);
        const set = fromParts.get(other) ?? new Set<string>();
        set.add(name);
        fromParts.set(other, set);
      }
    }
    const lines: string[] = [];
    for (const [source, specifiers] of fromImports) {
      const namespace = specifiers.filter((s) => s.startsWith('* as '));
      const named = specifiers.filter((s) => !s.startsWith('* as '));
      for (const ns of namespace) lines.push(`import ${ns} from ${JSON.stringify(source)};`);
      if (named.length > 0) lines.push(`import { ${named.join(', ')} } from ${JSON.stringify(source)};`);
    }
    for (const [other, names] of fromParts) lines.push(`import { ${[...names].join(', ')} } from ${JSON.stringify(PART_PREFIX + other)};`);
    for (const i of list.sort((a, b) => a - b)) lines.push(code_(body[i]!));
    if (own.size > 0) lines.push(`export { ${[...own].join(', ')} };`);
    parts.set(PART_PREFIX + part, lines.join('\n'));
  }

  const facade = exportList
    .map(({ local, exported }) => {
      const at = declaredIn.get(local);
      if (at === undefined) throw new Error(`gestalt-split: exported ${local} is not declared at the top level`);
      return `export { ${local} as ${exported} } from ${JSON.stringify(PART_PREFIX + partOf(at))};`;
    })
    .join('\n');
  return { facade, parts };
}
