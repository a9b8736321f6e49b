/** The pin card footer's heights (pin-card §9); ./rules.ts re-exports them with the footer's other rules. */

export const SIGNED_IN_FOOTER_HEIGHT = 75;
/** Padding above and below the footer's lines, for viewers who are not signed in. */
export const FOOTER_BASE_HEIGHT = 16;
export const FOOTER_LINE_HEIGHT = 20;
export const FOOTER_PRICE_HEIGHT = 18;

export type LineClamp = 1 | 2 | 3;

/** Footer (minimum) height: 75 for a signed-in member; otherwise base + 20 per clamped line (+18 for a price). */
export function footerHeight({ signedIn, lineClamp, hasPrice }: { readonly signedIn: boolean; readonly lineClamp: LineClamp; readonly hasPrice: boolean }): number {
  if (signedIn) return SIGNED_IN_FOOTER_HEIGHT;
  return FOOTER_BASE_HEIGHT + FOOTER_LINE_HEIGHT * lineClamp + (hasPrice ? FOOTER_PRICE_HEIGHT : 0);
}
