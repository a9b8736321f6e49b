/**
 * Which v3 pin field set (server/v3/pin/field-sets.ts) a pin connection needs, from what the
 * operation selects on its nodes: `grid` when every selected Pin field is one a grid pin answers
 * exactly as a full pin does, `full` otherwise. v3 then builds, sends and this layer parses only
 * the fields a grid of cards reads (platform §7 field_set_key).
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode, type ValueNode } from 'graphql';
import { v3Connection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import type { Pin } from '../v3/types.ts';
import { PinRef } from './refs.ts';

export type PinFieldSet = 'grid' | 'full';

/**
 * Pin fields whose resolvers read only keys of the grid shape (GRID_PIN_KEYS): user, board, saved
 * info and sponsorship objects are the same objects in both shapes. Image sizes are checked apart.
 */
const GRID_FIELDS = new Set([
  '__typename',
  'id',
  'entityId',
  'type',
  'title',
  'description',
  'altText',
  'autoAltText',
  'link',
  'domain',
  'seoUrl',
  'dominantColor',
  'imageCrop',
  'image',
  'images',
  'pinner',
  'board',
  'pinnedToBoard',
  'savedInfo',
  'richSummary',
  'richMetadata',
  'videoList',
  'videoDuration',
  'embed',
  'carouselData',
  'storyPinDataId',
  'storyPinData',
  'shoppingFlags',
  'isShoppable',
  'isOosProduct',
  'isStaleProduct',
  'promoter',
  'isPromoted',
  'isDownstreamPromotion',
  'adDestinationUrl',
  'sponsorship',
  'isSensitive',
  'seoTitle',
  'seoDescription',
  'access',
  'collectionItems',
  'pinType',
  'shoppingFlagCodes',
  'imageProvenance',
  'aiDisclosure',
]);
/** The pin image sizes a grid pin carries (GRID_IMAGE_SIZES), and its carousel slots' and collection items' (GRID_PART_IMAGE_SIZES). */
const GRID_SIZES = new Set(['W236', 'ORIG']);
const GRID_PART_SIZES = new Set(['W236']);
const DEFAULT_SIZE = 'W236';
/** Fields of a connection that hold no pin. */
const CONNECTION_FIELDS = new Set(['__typename', 'pageInfo', 'cursor']);

interface Walk {
  info: GraphQLResolveInfo;
  /** A variable decided the answer: it may differ for other variables, so it is not remembered. */
  usedVariables: boolean;
  seen: Set<string>;
}

/** The fields of a selection set, through inline fragments and named fragment spreads. */
function* fieldsOf(set: SelectionSetNode | undefined, walk: Walk): Generator<FieldNode> {
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
function enumValues(field: FieldNode, name: string, walk: Walk): string[] | null {
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

/** Every `image(size:)` under a carousel or collection selection asks a size the grid carries. */
function partImagesFit(set: SelectionSetNode | undefined, walk: Walk): boolean {
  for (const field of fieldsOf(set, walk)) {
    if (field.name.value === 'image' && !(enumValues(field, 'size', walk) ?? [DEFAULT_SIZE]).every((s) => GRID_PART_SIZES.has(s))) return false;
    if (!partImagesFit(field.selectionSet, walk)) return false;
  }
  return true;
}

function pinFits(set: SelectionSetNode | undefined, walk: Walk): boolean {
  for (const field of fieldsOf(set, walk)) {
    const name = field.name.value;
    if (!GRID_FIELDS.has(name)) return false;
    if (name === 'image' && !(enumValues(field, 'size', walk) ?? [DEFAULT_SIZE]).every((s) => GRID_SIZES.has(s))) return false;
    // images without sizes means every size.
    if (name === 'images' && !(enumValues(field, 'sizes', walk)?.every((s) => GRID_SIZES.has(s)) ?? false)) return false;
    if ((name === 'carouselData' || name === 'collectionItems') && !partImagesFit(field.selectionSet, walk)) return false;
  }
  return true;
}

function connectionFits(walk: Walk): boolean {
  for (const connection of walk.info.fieldNodes) {
    for (const field of fieldsOf(connection.selectionSet, walk)) {
      const name = field.name.value;
      if (CONNECTION_FIELDS.has(name)) continue;
      if (name === 'edges') {
        for (const edgeField of fieldsOf(field.selectionSet, walk)) {
          if (CONNECTION_FIELDS.has(edgeField.name.value)) continue;
          if (edgeField.name.value !== 'node' || !pinFits(edgeField.selectionSet, walk)) return false;
        }
      } else if (name !== 'nodes' || !pinFits(field.selectionSet, walk)) return false;
    }
  }
  return true;
}

/** Answers for selections without variables: the same parsed operation always gets the same one. */
const remembered = new WeakMap<FieldNode, PinFieldSet>();

/** The field set a pin connection field asks v3 for. */
export function pinFieldSetFor(info: GraphQLResolveInfo): PinFieldSet {
  const key = info.fieldNodes[0];
  const known = key && remembered.get(key);
  if (known) return known;
  const walk: Walk = { info, usedVariables: false, seen: new Set() };
  const answer: PinFieldSet = connectionFits(walk) ? 'grid' : 'full';
  if (key && !walk.usedVariables && info.fieldNodes.length === 1) remembered.set(key, answer);
  return answer;
}


/**
 * One page of a v3 pin list as a connection, in the field set the selection needs. Full pins also
 * prime the request's pin loader (a later pin(id:) in the same operation reads no more); grid pins
 * do not, since they lack the fields other selections may ask.
 */
export async function pinConnection(
  ctx: Context,
  info: GraphQLResolveInfo,
  path: string,
  args: { first: number; after?: string | null | undefined },
): Promise<Connection<Pin>> {
  const fieldSet = pinFieldSetFor(info);
  const connection = await v3Connection<Pin>(
    (q) => ctx.v3.get<Pin[]>(path, q),
    args.first,
    args.after,
    fieldSet === 'grid' ? { field_set_key: 'grid' } : {},
  );
  if (fieldSet === 'full') {
    const loader = PinRef.getDataloader(ctx);
    for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
  }
  return connection;
}
