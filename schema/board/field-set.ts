/**
 * Which v3 board field set (server/v3/board/field-sets.ts) a boards connection needs: `grid` when
 * every cover and collage image it selects is the 236x one (a board tile), `full` otherwise. Every
 * other board field reads the same value from both shapes.
 */
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { connectionFieldSet, fieldsOf, sizesWithin, type Walk } from '../field-set.ts';

export type BoardFieldSet = 'grid' | 'full';

/** The cover and collage image size a grid board carries (GRID_BOARD_IMAGE_SIZES), and those fields' default. */
const GRID_SIZES = new Set(['W236']);
const DEFAULT_SIZE = 'W236';
const IMAGE_FIELDS = new Set(['coverImage', 'collageImages']);

function boardFits(set: SelectionSetNode | undefined, walk: Walk): boolean {
  for (const field of fieldsOf(set, walk)) {
    if (IMAGE_FIELDS.has(field.name.value) && !sizesWithin(field, walk, GRID_SIZES, DEFAULT_SIZE)) return false;
  }
  return true;
}

/** The field set a boards connection field asks v3 for. */
export const boardFieldSetFor: (info: GraphQLResolveInfo) => BoardFieldSet = connectionFieldSet('grid', boardFits, new WeakMap<FieldNode, BoardFieldSet>());
