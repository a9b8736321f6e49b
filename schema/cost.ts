/**
 * The cost rule, modelled on GitHub's node limit: every field that pages (a `first` or `last`
 * argument) or takes a list of `ids` may return that many nodes for each node of the connection
 * around it, so the possible node count of an operation is the sum, over those fields, of the
 * product of the page sizes along the path to them. An operation whose count exceeds the bound is
 * refused before it runs. The rule is generic: a connection field added later counts without
 * anyone having to remember it. A plain list that may hold connections declares its longest length
 * (maxListSize below), and what its items hold is multiplied by it.
 */
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { MAX_FIRST } from './connection.ts';

const pageSizeOf = (args: Record<string, unknown>): number | undefined => {
  for (const name of ['first', 'last'] as const) {
    if (name in args) {
      const value = args[name];
      // A missing or null page size is read as the largest page a connection serves.
      return typeof value === 'number' ? Math.max(0, value) : MAX_FIRST;
    }
  }
  if (Array.isArray(args.ids)) return args.ids.length;
  return undefined;
};

/**
 * The longest a plain list field may be, when it declares it (`extensions: { maxListSize }`): its
 * items are not counted as nodes (like any plain list), but what each of them may hold is.
 */
const maxListSizeOf = (extensions: unknown): number | undefined => {
  const size = (extensions as { maxListSize?: unknown } | null | undefined)?.maxListSize;
  return typeof size === 'number' ? size : undefined;
};

/** Nodes a field may return: its page size times (itself plus what each of its nodes may hold). */
export const nodeCountEstimator: ComplexityEstimator = ({ args, childComplexity, field }) => {
  const size = pageSizeOf(args);
  if (size !== undefined) return size * (1 + childComplexity);
  const listSize = maxListSizeOf(field.extensions);
  return listSize === undefined ? childComplexity : listSize * childComplexity;
};

/** The possible node count of the operation that will run (variables applied). */
/**
 * Counts already made, per parsed document (Yoga hands the same document object to every request
 * with the same text: each persisted operation is one) and per operation name and variables.
 */
const counted = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
/** Variable sets remembered per document; past this the oldest is forgotten. */
const MAX_COUNTS_PER_DOCUMENT = 256;

export function nodeCount(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number {
  let bySchema = counted.get(schema);
  if (!bySchema) counted.set(schema, (bySchema = new WeakMap()));
  let byDocument = bySchema.get(document);
  if (!byDocument) bySchema.set(document, (byDocument = new Map()));
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const known = byDocument.get(key);
  if (known !== undefined) return known;
  const nodes = countNodes(schema, document, variables, operationName);
  if (byDocument.size >= MAX_COUNTS_PER_DOCUMENT) byDocument.delete(byDocument.keys().next().value as string);
  byDocument.set(key, nodes);
  return nodes;
}

function countNodes(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [nodeCountEstimator],
  });
}

/** Rate-limit points an operation costs, as GitHub charges: one per hundred possible nodes, at least one. */
export const costPoints = (nodes: number): number => Math.max(1, Math.ceil(nodes / 100));
