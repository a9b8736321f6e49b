import { GRID_COLUMN_WIDTH, GRID_GUTTER } from './constants';

export interface GridLayout {
  /** Fixed 236 px columns, centred, or columns that grow to fill the width. */
  readonly layout: 'basic' | 'flexible';
  readonly columns: number;
  /** The width of one card, px. */
  readonly columnWidth: number;
}

/** Fewer fixed columns than this fit: the grid switches to flexible columns that fill the width. */
export const MIN_FIXED_COLUMNS = 3;
/** Phones get two columns however narrow (a single 236 px column with white margins is not a grid). */
export const MIN_COLUMNS = 2;

/**
 * The grid's columns for a container `width` px wide (platform §9: 236 px columns, gutter 14).
 * Desktops and tablets get as many fixed 236 px columns as fit, centred; where fewer than three fit
 * (phones, narrow windows) two or more columns share the width, with the same 14 px gutter
 * between them and half a gutter at each edge (client/feed/Masonry.tsx places them).
 * A width of 0 (not laid out yet, or a test DOM) counts as wide.
 */
export function gridLayout(width: number): GridLayout {
  const step = GRID_COLUMN_WIDTH + GRID_GUTTER;
  const fit = Math.floor((width + GRID_GUTTER) / step);
  if (width <= 0 || fit >= MIN_FIXED_COLUMNS) return { layout: 'basic', columns: Math.max(1, fit), columnWidth: GRID_COLUMN_WIDTH };
  const columns = Math.max(MIN_COLUMNS, fit);
  return { layout: 'flexible', columns, columnWidth: Math.floor(width / columns - GRID_GUTTER) };
}
