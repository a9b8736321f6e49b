/**
 * Which v3 pin field set (server/v3/pin/field-sets.ts) a pin connection needs, from what the
 * operation selects on its nodes: `grid` when every selected Pin field is one a grid pin answers
 * exactly as a full pin does, `full` otherwise. v3 then builds, sends and this layer parses only
 * the fields a grid of cards reads (platform §7 field_set_key).
 */
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { connectionFieldSet, enumValues, fieldsOf, sizesWithin, type Walk } from '../field-set.ts';
import { v3Connection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import type { Pin } from '../v3/types.ts';
import { PinRef, pinKey } from './refs.ts';

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
  'offsiteUrl',
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
  // A served ad's (issue 19, ../ad/why.ts): the card's ad label, clickthrough and "Why am I seeing this Ad?".
  'advertiserId',
  'campaignId',
  'pinPromotionId',
  'adMatchReason',
  'adServeId',
  'attributionSourceId',
  'adTargetingAttribution',
  'isEligibleForPromotedPartnership',
  'promotedPartnershipAdvertiserName',
  'promotedPartnershipAttributionName',
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
  'favoritedByMe',
  'recommendationReason',
  'isThirdPartyAd',
  'category',
  'trackingParams',
]);
/** The pin image sizes a grid pin carries (GRID_IMAGE_SIZES), and its carousel slots' and collection items' (GRID_PART_IMAGE_SIZES). */
const GRID_SIZES = new Set(['W236', 'ORIG']);
const GRID_PART_SIZES = new Set(['W236']);
const DEFAULT_SIZE = 'W236';
/** Every `image(size:)` under a carousel or collection selection asks a size the grid carries. */
function partImagesFit(set: SelectionSetNode | undefined, walk: Walk): boolean {
  for (const field of fieldsOf(set, walk)) {
    if (field.name.value === 'image' && !sizesWithin(field, walk, GRID_PART_SIZES, DEFAULT_SIZE)) return false;
    if (!partImagesFit(field.selectionSet, walk)) return false;
  }
  return true;
}

export function pinFits(set: SelectionSetNode | undefined, walk: Walk): boolean {
  for (const field of fieldsOf(set, walk)) {
    const name = field.name.value;
    if (!GRID_FIELDS.has(name)) return false;
    if (name === 'image' && !sizesWithin(field, walk, GRID_SIZES, DEFAULT_SIZE)) return false;
    // images without sizes means every size.
    if (name === 'images' && !(enumValues(field, 'sizes', walk)?.every((s) => GRID_SIZES.has(s)) ?? false)) return false;
    if ((name === 'carouselData' || name === 'collectionItems') && !partImagesFit(field.selectionSet, walk)) return false;
  }
  return true;
}

/** The field set a pin connection field asks v3 for. */
export const pinFieldSetFor: (info: GraphQLResolveInfo) => PinFieldSet = connectionFieldSet('grid', pinFits, new WeakMap<FieldNode, PinFieldSet>());

/**
 * One page of a v3 pin list as a connection, in the field set the selection needs. Full pins also
 * prime the request's pin loader (a later pin(id:) in the same operation reads no more); grid pins
 * do not, since they lack the fields other selections may ask. `query` adds the list's own options (filters).
 */
export async function pinConnection(
  ctx: Context,
  info: GraphQLResolveInfo,
  path: string,
  args: { first: number; after?: string | null | undefined },
  query: Record<string, string | undefined> = {},
): Promise<Connection<Pin>> {
  const fieldSet = pinFieldSetFor(info);
  const connection = await v3Connection<Pin>(
    (q) => ctx.v3.get<Pin[]>(path, q),
    args.first,
    args.after,
    fieldSet === 'grid' ? { ...query, field_set_key: 'grid' } : query,
  );
  if (fieldSet === 'full') {
    const loader = PinRef.getDataloader(ctx);
    // A home-feed pin's recommendationReason belongs to that list: the pin read alone has none.
    // A served ad is primed under its own key (`{pinId}~ad{serveId}`), never as the organic pin.
    for (const edge of connection.edges) loader.prime(pinKey(edge.node), edge.node.recommendationReason ? { ...edge.node, recommendationReason: null } : edge.node);
  }
  return connection;
}
