/**
 * Board field sets (platform §3 boards list `field_set_key`, §7): `full` (the default) carries the
 * cover and collage images in every size; `grid` is what a board tile reads, those images in 236x
 * only. Every other field is the same in both.
 */
import type { ImageSize } from '../../images/sizes.ts';
import { enumParam } from '../params.ts';

export const BOARD_FIELD_SETS = ['full', 'grid'] as const;
export type BoardFieldSet = (typeof BOARD_FIELD_SETS)[number];

/** The cover and collage image size of a grid board. */
export const GRID_BOARD_IMAGE_SIZES = ['236x'] as const satisfies readonly ImageSize[];

/** `field_set_key` of a boards list: 400 for a set that does not exist. */
export function boardFieldSetParam(query: Record<string, unknown>): BoardFieldSet {
  return enumParam(query, 'field_set_key', BOARD_FIELD_SETS, 'full');
}
