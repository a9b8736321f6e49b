/** Grid geometry (pin-card spec §9 and platform spec §9: pin grid 236 px columns, gutter 14). */
export const GRID_COLUMN_WIDTH = 236;
export const GRID_GUTTER = 14;
/** Pins per page (first page and each further page); the API allows at most 100. */
export const PAGE_SIZE = 25;
