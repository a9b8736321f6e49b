// Toast timings (platform spec §4 and §9; pin-card spec §9).

/** A toast becomes visible this long after it mounts. */
export const TOAST_START_DELAY_MS = 100;
/** How long a toast stays visible unless it says otherwise. */
export const TOAST_DEFAULT_MS = 2000;
/** The fade-out before a toast is removed. */
export const TOAST_EXIT_MS = 200;
/** The toast's icon/thumbnail animation starts this long after the toast appears. */
export const TOAST_ICON_ANIMATION_DELAY_MS = 700;
/** How long the confirmation of a quick save (to the profile) stays up. */
export const QUICK_SAVE_CONFIRMATION_MS = 2500;
/** How long the toast after a save to a board stays up. */
export const SAVE_TOAST_MS = 5000;
