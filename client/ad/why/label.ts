/**
 * The options menu item's label, which is also the modal's title (pin-card §2). Its own module: the
 * menu is in the grid's first script, the modal and its rules are not.
 */
export const WHY_AD_MENU_LABEL = 'Why am I seeing this Ad?';
