/**
 * Colour families of a pin's dominant colour (the COLORS board pin filter, pin-card §3 Pin filters).
 * The database function color_family(hex) (migration 0008) is the rule the filters use; colorFamily()
 * is the same rule in TypeScript, for answers built outside SQL and for tests.
 */
export const COLOR_FAMILIES = ['red', 'orange', 'brown', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'black', 'white', 'gray'] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

/** The family of a '#rrggbb' colour. */
export function colorFamily(hex: string): ColorFamily {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const mx = Math.max(r, g, b);
  const mn = Math.min(r, g, b);
  const v = mx;
  const s = mx === 0 ? 0 : (mx - mn) / mx;
  const h =
    mx === mn ? 0 : mx === r ? (((60 * (g - b)) / (mx - mn)) + 360) % 360 : mx === g ? (60 * (b - r)) / (mx - mn) + 120 : (60 * (r - g)) / (mx - mn) + 240;
  if (v < 0.2) return 'black';
  if (s < 0.15) return v > 0.85 ? 'white' : 'gray';
  if (h < 15 || h >= 345) return 'red';
  if (h < 45) return v < 0.6 ? 'brown' : 'orange';
  if (h < 70) return 'yellow';
  if (h < 165) return 'green';
  if (h < 195) return 'teal';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}
