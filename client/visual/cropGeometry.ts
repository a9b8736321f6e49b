/**
 * The crop box of visual search, in fractions (0–1) of the picture: moved and resized by pointer
 * (a drag of the box or of a corner) and by keyboard (arrow keys move, Shift+arrow keys resize),
 * always inside the picture and never smaller than MIN_SIDE a side.
 */
export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The server refuses sides under 0.05; a box of a tenth is still easy to grab on a phone. */
export const MIN_SIDE = 0.1;
/** One arrow key press, as a fraction of the picture. */
export const KEY_STEP = 0.02;
export const WHOLE: Crop = { x: 0, y: 0, w: 1, h: 1 };

export type Corner = 'nw' | 'ne' | 'sw' | 'se';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** The same box rounded to 4 decimals (what is sent to the server, and compared), still inside the picture. */
export function tidy(c: Crop): Crop {
  const x = round(c.x);
  const y = round(c.y);
  return { x, y, w: Math.min(round(c.w), round(1 - x)), h: Math.min(round(c.h), round(1 - y)) };
}

export const isWhole = (c: Crop): boolean => c.x <= 0.001 && c.y <= 0.001 && c.w >= 0.999 && c.h >= 0.999;
export const sameCrop = (a: Crop, b: Crop): boolean => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** The box moved by (dx, dy), kept inside the picture. */
export function moveBy(c: Crop, dx: number, dy: number): Crop {
  return tidy({ ...c, x: clamp(c.x + dx, 0, 1 - c.w), y: clamp(c.y + dy, 0, 1 - c.h) });
}

/** The box with one corner dragged by (dx, dy); the opposite corner stays. */
export function resizeCorner(c: Crop, corner: Corner, dx: number, dy: number): Crop {
  let left = c.x;
  let top = c.y;
  let right = c.x + c.w;
  let bottom = c.y + c.h;
  if (corner === 'nw' || corner === 'sw') left = clamp(left + dx, 0, right - MIN_SIDE);
  else right = clamp(right + dx, left + MIN_SIDE, 1);
  if (corner === 'nw' || corner === 'ne') top = clamp(top + dy, 0, bottom - MIN_SIDE);
  else bottom = clamp(bottom + dy, top + MIN_SIDE, 1);
  return tidy({ x: left, y: top, w: right - left, h: bottom - top });
}

/** The box after a key press: arrows move it, Shift+arrows resize it (right/down grow, left/up shrink); null for other keys. */
export function afterKey(c: Crop, key: string, shift: boolean): Crop | null {
  const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  if (!d) return null;
  const [dx, dy] = [d[0]! * KEY_STEP, d[1]! * KEY_STEP];
  return shift ? resizeCorner(c, 'se', dx, dy) : moveBy(c, dx, dy);
}

/** Read from a location's query (?x=&y=&w=&h=); the whole picture when absent or not a box. */
export function cropFromQuery(query: Record<string, unknown>): Crop {
  const n = (name: string) => (typeof query[name] === 'string' ? Number(query[name]) : Number.NaN);
  const c = { x: n('x'), y: n('y'), w: n('w'), h: n('h') };
  if (![c.x, c.y, c.w, c.h].every(Number.isFinite)) return WHOLE;
  if (c.x < 0 || c.y < 0 || c.w < MIN_SIDE || c.h < MIN_SIDE || c.x + c.w > 1.0001 || c.y + c.h > 1.0001) return WHOLE;
  return tidy({ x: c.x, y: c.y, w: Math.min(c.w, 1 - c.x), h: Math.min(c.h, 1 - c.y) });
}

/** The query string of a box ('' for the whole picture). */
export function cropQuery(c: Crop): string {
  return isWhole(c) ? '' : `?x=${c.x}&y=${c.y}&w=${c.w}&h=${c.h}`;
}

/** How the box is read aloud. */
export function describeCrop(c: Crop): string {
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  return `Search area: ${pct(c.x)} from the left, ${pct(c.y)} from the top, ${pct(c.w)} wide, ${pct(c.h)} tall`;
}
