/**
 * Choosing a v3 field set (platform §7 field_set_key) from what an operation selects: the walk over
 * a connection's nodes shared by pin lists (./pin/field-set.ts) and board lists
 * (./board/field-set.ts). A slim set is asked for only when every selected field reads the same
 * value from it as from the full shape.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode, type ValueNode } from 'graphql';

/** Fields of a connection that hold no node. */
const CONNECTION_FIELDS = new Set(['__typename', 'pageInfo', 'cursor']);

export interface Walk {
  info: GraphQLResolveInfo;
  /** A variable decided the answer: it may differ for other variables, so it is not remembered. */
  usedVariables: boolean;
  seen: Set<string>;
}

/** Whether the selection on one node fits the slim field set. */
export type NodeFits = (set: SelectionSetNode | undefined, walk: Walk) => boolean;

/** The fields of a selection set, through inline fragments and named fragment spreads. */
export function* fieldsOf(set: SelectionSetNode | undefined, walk: Walk): Generator<FieldNode> {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, walk);
    else {
      const fragment = walk.info.fragments[selection.name.value];
      if (fragment && !walk.seen.has(selection.name.value)) {
        walk.seen.add(selection.name.value);
        yield* fieldsOf(fragment.selectionSet, walk);
        walk.seen.delete(selection.name.value);
      }
    }
  }
}

/** The enum names an argument gives (a literal, a list of them, or a variable); null when it is absent. */
export function enumValues(field: FieldNode, name: string, walk: Walk): string[] | null {
  const argument = field.arguments?.find((a) => a.name.value === name);
  if (!argument) return null;
  const read = (value: ValueNode): unknown => {
    if (value.kind === Kind.VARIABLE) {
      walk.usedVariables = true;
      return walk.info.variableValues[value.name.value];
    }
    if (value.kind === Kind.LIST) return value.values.map(read);
    if (value.kind === Kind.ENUM || value.kind === Kind.STRING) return value.value;
    return undefined;
  };
  const values = [read(argument.value)].flat(2);
  return values.every((v) => typeof v === 'string') ? (values as string[]) : null;
}

/** `field(size:)` asks only sizes in `allowed` (no argument means `fallback`). */
export const sizesWithin = (field: FieldNode, walk: Walk, allowed: ReadonlySet<string>, fallback: string): boolean =>
  (enumValues(field, 'size', walk) ?? [fallback]).every((s) => allowed.has(s));

function connectionFits(walk: Walk, nodeFits: NodeFits): boolean {
  for (const connection of walk.info.fieldNodes) {
    for (const field of fieldsOf(connection.selectionSet, walk)) {
      const name = field.name.value;
      if (CONNECTION_FIELDS.has(name)) continue;
      if (name === 'edges') {
        for (const edgeField of fieldsOf(field.selectionSet, walk)) {
          if (CONNECTION_FIELDS.has(edgeField.name.value)) continue;
          if (edgeField.name.value !== 'node' || !nodeFits(edgeField.selectionSet, walk)) return false;
        }
      } else if (name !== 'nodes' || !nodeFits(field.selectionSet, walk)) return false;
    }
  }
  return true;
}

/**
 * `slim` when every node the connection field selects fits it, else `full`. Answers for selections
 * without variables are remembered: the same parsed operation always gets the same one.
 */
export function connectionFieldSet<S extends string>(slim: S, nodeFits: NodeFits, remembered: WeakMap<FieldNode, S | 'full'>) {
  return (info: GraphQLResolveInfo): S | 'full' => {
    const key = info.fieldNodes[0];
    const known = key && remembered.get(key);
    if (known) return known;
    const walk: Walk = { info, usedVariables: false, seen: new Set() };
    const answer: S | 'full' = connectionFits(walk, nodeFits) ? slim : 'full';
    if (key && !walk.usedVariables && info.fieldNodes.length === 1) remembered.set(key, answer);
    return answer;
  };
}
