import { CompositeZIndex, FixedZIndex } from 'gestalt';

/** platform §9: header height 64. */
export const HEADER_HEIGHT = 64;
// Above the grid's cards, below Gestalt's modal layers (spec: modal z-index 1000).
export const HEADER_Z_INDEX = new FixedZIndex(10);
/** The header's menus and search results open above the header itself. */
export const HEADER_MENU_Z_INDEX = new CompositeZIndex([HEADER_Z_INDEX]);
