/** A pin's or board's dominant colour as a placeholder background (a CSS hex colour), else none. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The dominant colour shown while the image loads, if it is a plain hex colour (data goes into a style). */
export function placeholderColor(dominantColor: string | null | undefined): string | null {
  return dominantColor && HEX_COLOR.test(dominantColor) ? dominantColor : null;
}
