/** Test helpers over the client's persisted operations and the resolver info graphql-js hands a field. */
import { existsSync, readFileSync } from 'node:fs';
import { Kind, visit, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo } from 'graphql';
import { clientOperations } from '../persisted.ts';

/** The text the client persisted for an operation (its artifact is in the page's __generated__ folder). */
export const operationText = (name: string): string => {
  const folder = ['', 'feed/', 'board/', 'profile/'].find((f) => existsSync(new URL(`../../client/${f}__generated__/${name}.graphql.ts`, import.meta.url)));
  if (folder === undefined) throw new Error(`${name} has no artifact`);
  const artifact = readFileSync(new URL(`../../client/${folder}__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  const found = clientOperations().find((op) => op.id === id);
  if (!found) throw new Error(`${name} is not persisted`);
  return found.text;
};

/** A resolver's view of the first field `name` in `document`, as graphql-js would hand it over. */
export function infoFor(document: DocumentNode, name: string, variableValues: Record<string, unknown> = {}): GraphQLResolveInfo {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let field: FieldNode | undefined;
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  visit(document, {
    Field(node) {
      if (node.name.value === name) field ??= node;
    },
  });
  if (!field) throw new Error(`no ${name} field`);
  return { fieldNodes: [field], fragments, variableValues } as unknown as GraphQLResolveInfo;
}

/** A GraphQL answer without the aliases a test added to force a shape. */
export const withoutAlias = (alias: string) => {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => k !== alias).map(([k, v]) => [k, strip(v)]));
    return value;
  };
  return strip;
};
