import { FixedZIndex } from 'gestalt';

/** Spec platform §9: modal z-index 1000. Its own module, so using it does not load the log-in modal. */
export const MODAL_Z_INDEX = new FixedZIndex(1000);
