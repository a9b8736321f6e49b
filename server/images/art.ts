/**
 * Deterministic generative art: every image signature maps to one picture (landscape, abstract
 * shapes, geometric tiles, waves, food still life, product shot or botanical), drawn as SVG in a
 * 1000-unit-wide viewBox and rasterised by sharp at whatever size is asked for.
 *
 * The background of each picture covers most of it and is the dominant colour artSpec reports.
 */
import { cyrb128, Sfc32 } from '../util/random.ts';
import sharp from 'sharp';

export const ART_STYLES = ['landscape', 'circles', 'geometric', 'waves', 'food', 'product', 'botanical'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export interface ArtSpec {
  signature: string;
  style: ArtStyle;
  /** The background colour, covering most of the picture: lower-case '#rrggbb'. */
  dominantColor: string;
  /** The colours drawn over the background. */
  palette: string[];
}

// ---------------------------------------------------------------------------------------------
// Randomness: sfc32 seeded with the signature's 128 bits (or a hash of any other string).

export class ArtRandom extends Sfc32 {
  constructor(seed: readonly [number, number, number, number]) {
    super(seed, 12);
  }
}

function seedWords(signature: string, salt: number): [number, number, number, number] {
  if (/^[0-9a-f]{32}$/.test(signature)) {
    const w = (i: number) => (parseInt(signature.slice(i * 8, i * 8 + 8), 16) ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
    return [w(0), w(1), w(2), w(3)];
  }
  // Any other string: a hash of it, salted.
  return cyrb128(`${salt}:${signature}`);
}

// ---------------------------------------------------------------------------------------------
// Colours.

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Blend a toward b by t (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const luminance = (hex: string): number => {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const distance = (a: string, b: string): number => {
  const x = toRgb(a);
  const y = toRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

/** Moves c away from bg until the two are told apart easily. */
function contrast(c: string, bg: string): string {
  if (distance(c, bg) >= 70) return c;
  return luminance(bg) > 128 ? mix(c, '#1b1b1f', 0.45) : mix(c, '#ffffff', 0.5);
}

const PALETTES: readonly (readonly string[])[] = [
  ['#f4e9d8', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  ['#fef6e4', '#f582ae', '#8bd3dd', '#172c66', '#f3d2c1'],
  ['#e8f1f2', '#1b98e0', '#247ba0', '#13293d', '#f5b700'],
  ['#fdf0d5', '#c1121f', '#780000', '#003049', '#669bbc'],
  ['#edf6f9', '#83c5be', '#006d77', '#ffddd2', '#e29578'],
  ['#f1faee', '#e63946', '#a8dadc', '#457b9d', '#1d3557'],
  ['#fefae0', '#606c38', '#283618', '#dda15e', '#bc6c25'],
  ['#f8edeb', '#fec5bb', '#e8a598', '#9d8189', '#6d597a'],
  ['#ffe8d6', '#cb997e', '#6b705c', '#a5a58d', '#b7b7a4'],
  ['#caf0f8', '#0077b6', '#00b4d8', '#03045e', '#ffb703'],
  ['#fff1e6', '#ff9f1c', '#2ec4b6', '#e71d36', '#011627'],
  ['#eae2b7', '#fcbf49', '#f77f00', '#d62828', '#003049'],
  ['#f0efeb', '#264653', '#2a9d8f', '#e9c46a', '#e76f51'],
  ['#fcefef', '#7fd8be', '#a1fcdf', '#fcd29f', '#fcab64'],
  ['#dde5b6', '#adc178', '#a98467', '#6c584c', '#f0ead2'],
  ['#ffcdb2', '#ffb4a2', '#e5989b', '#b5838d', '#6d6875'],
  ['#d8e2dc', '#ffe5d9', '#ffcad4', '#f4acb7', '#9d8189'],
  ['#fdfcdc', '#fed9b7', '#f07167', '#00afb9', '#0081a7'],
  ['#e0fbfc', '#c2dfe3', '#9db4c0', '#5c6b73', '#253237'],
  ['#faf3dd', '#c8d5b9', '#8fc0a9', '#68b0ab', '#4a7c59'],
  ['#f7ede2', '#f6bd60', '#f5cac3', '#84a59d', '#f28482'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#10002b', '#5a189a', '#9d4edd', '#e0aaff', '#ff9e00'],
  ['#1a1423', '#3d314a', '#684756', '#96705b', '#ab8476'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#ffd166'],
  ['#ffd6a5', '#ff8fab', '#fb6f92', '#6a4c93', '#1982c4'],
  ['#cce3de', '#eaf4f4', '#a4c3b2', '#6b9080', '#f6fff8'],
  ['#f5ebe0', '#d6ccc2', '#d5bdaf', '#e3d5ca', '#7f5539'],
  ['#fbf8cc', '#fde4cf', '#ffcfd2', '#8eecf5', '#7b2cbf'],
  ['#ffecd1', '#ff7d00', '#15616d', '#001524', '#78290f'],
  ['#e9edc9', '#ccd5ae', '#d4a373', '#faedcd', '#5e503f'],
];

const STYLE_WEIGHTS: readonly [ArtStyle, number][] = [
  ['landscape', 20],
  ['circles', 14],
  ['geometric', 12],
  ['waves', 12],
  ['food', 16],
  ['product', 14],
  ['botanical', 12],
];

function pickStyle(rng: ArtRandom): ArtStyle {
  const total = STYLE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [style, w] of STYLE_WEIGHTS) {
    r -= w;
    if (r < 0) return style;
  }
  return 'landscape';
}

/** Each palette's colours, lightest first (computed once). */
const BY_LIGHT = PALETTES.map((p) => [...p].sort((x, y) => luminance(y) - luminance(x)));
/** The colours drawn over each (palette, background) pair, computed once per pair. */
const OVERLAYS = new Map<string, string[]>();

function overlay(paletteIndex: number, bg: string): string[] {
  const key = `${paletteIndex}${bg}`;
  let colors = OVERLAYS.get(key);
  if (!colors) {
    colors = (PALETTES[paletteIndex] ?? []).filter((c) => c !== bg).map((c) => contrast(c, bg));
    OVERLAYS.set(key, colors);
  }
  return colors;
}

/** The picture a signature stands for. Cheap: safe to call for every seeded pin. */
export function artSpec(signature: string): ArtSpec {
  const rng = new ArtRandom(seedWords(signature, 1));
  const style = pickStyle(rng);
  const paletteIndex = Math.floor(rng.next() * PALETTES.length);
  const base = PALETTES[paletteIndex] ?? [];
  // Backgrounds lean light (like most photos on a pin board); one in five is any palette colour.
  const bg = rng.chance(0.8) ? ((BY_LIGHT[paletteIndex] ?? [])[rng.int(0, 1)] as string) : rng.pick(base);
  return { signature, style, dominantColor: bg.toLowerCase(), palette: [...overlay(paletteIndex, bg)] };
}

// ---------------------------------------------------------------------------------------------
// SVG building.

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

interface Canvas {
  w: number;
  h: number;
  /** min(w, h): the size unit for round things. */
  m: number;
  rng: ArtRandom;
  spec: ArtSpec;
  defs: string[];
  body: string[];
}

const color = (c: Canvas): string => c.rng.pick(c.spec.palette);

/** A smooth closed path through points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: readonly [number, number][]): string {
  const n = points.length;
  const p = (i: number) => points[((i % n) + n) % n] as [number, number];
  let d = `M${f(p(0)[0])},${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)},${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)},${f(y2 - (y3 - y1) / 6)} ${f(x2)},${f(y2)}`;
  }
  return `${d}Z`;
}

function blob(c: Canvas, cx: number, cy: number, r: number, wobble: number): string {
  const n = c.rng.int(6, 9);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 - wobble + c.rng.next() * wobble * 2);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

/** A pointed leaf from (x, y) along angle a (radians), length len. */
function leaf(x: number, y: number, a: number, len: number, width: number, fill: string, vein: string): string {
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const tx = x + cos * len;
  const ty = y + sin * len;
  const nx = -sin * width;
  const ny = cos * width;
  const mx = x + cos * len * 0.45;
  const my = y + sin * len * 0.45;
  return (
    `<path d="M${f(x)},${f(y)}Q${f(mx + nx)},${f(my + ny)} ${f(tx)},${f(ty)}Q${f(mx - nx)},${f(my - ny)} ${f(x)},${f(y)}Z" fill="${fill}"/>` +
    `<path d="M${f(x)},${f(y)}L${f(x + cos * len * 0.9)},${f(y + sin * len * 0.9)}" stroke="${vein}" stroke-width="${f(width * 0.08)}" fill="none" stroke-linecap="round"/>`
  );
}

function drawLandscape(c: Canvas): void {
  const { w, h, m, rng, spec } = c;
  const bg = spec.dominantColor;
  const horizon = h * rng.range(0.56, 0.64);
  const light = mix(bg, '#ffffff', 0.35);
  c.defs.push(
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0"/><stop offset="1" stop-color="${light}" stop-opacity="0.45"/></linearGradient>`,
  );
  c.body.push(`<rect x="0" y="${f(horizon - h * 0.16)}" width="${w}" height="${f(h * 0.16)}" fill="url(#haze)"/>`);
  // Sun (or moon) with a halo.
  const sunR = m * rng.range(0.06, 0.1);
  const sunX = rng.range(0.15, 0.85) * w;
  const sunY = rng.range(Math.max(sunR * 1.8, horizon * 0.25), horizon * 0.7);
  const sun = rng.chance(0.7) ? color(c) : mix(bg, '#ffffff', 0.75);
  c.body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 1.7)}" fill="${sun}" opacity="0.18"/>`);
  c.body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sun}"/>`);
  // Clouds.
  const cloud = mix(bg, '#ffffff', 0.6);
  for (let i = rng.int(0, 3); i > 0; i--) {
    const cx = rng.range(0, w);
    const cy = rng.range(0.08, 0.45) * horizon;
    const cw = rng.range(0.12, 0.24) * w;
    let g = `<g fill="${cloud}" opacity="0.9">`;
    g += `<rect x="${f(cx - cw / 2)}" y="${f(cy)}" width="${f(cw)}" height="${f(cw * 0.16)}" rx="${f(cw * 0.08)}"/>`;
    for (let k = rng.int(2, 3); k > 0; k--) {
      g += `<circle cx="${f(cx + rng.range(-0.3, 0.3) * cw)}" cy="${f(cy + cw * 0.02)}" r="${f(cw * rng.range(0.12, 0.2))}"/>`;
    }
    c.body.push(`${g}</g>`);
  }
  // Birds.
  if (rng.chance(0.4)) {
    const ink = mix(bg, '#1b1b1f', 0.6);
    for (let i = rng.int(2, 5); i > 0; i--) {
      const bx = rng.range(0.1, 0.9) * w;
      const by = rng.range(0.15, 0.6) * horizon;
      const s = rng.range(8, 16);
      c.body.push(
        `<path d="M${f(bx - s)},${f(by)}Q${f(bx - s / 2)},${f(by - s / 2)} ${f(bx)},${f(by)}Q${f(bx + s / 2)},${f(by - s / 2)} ${f(bx + s)},${f(by)}" stroke="${ink}" stroke-width="2.5" fill="none"/>`,
      );
    }
  }
  // Layered mountains and hills, paler far away.
  const layers = rng.int(3, 4);
  const colors = [...spec.palette].sort((a, b) => luminance(b) - luminance(a));
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const base = horizon + (h - horizon) * depth * 0.62;
    const amp = (h - horizon) * (i === 0 ? 0.22 : 0.16) + m * 0.02;
    const fill = mix(colors[Math.min(i, colors.length - 1)] as string, bg, 0.5 * (1 - depth));
    let d = `M0,${f(h)}L0,${f(base)}`;
    if (i === 0) {
      // Jagged peaks.
      const peaks = rng.int(4, 7);
      for (let k = 0; k <= peaks * 2; k++) {
        const x = (k / (peaks * 2)) * w;
        const y = k % 2 === 1 ? base - amp * rng.range(0.55, 1) : base - amp * rng.range(0, 0.25);
        d += `L${f(x)},${f(y)}`;
      }
    } else {
      // Rolling hills.
      const n = rng.int(2, 4);
      let px = 0;
      let py = base - amp * rng.range(0, 0.5);
      d += `L0,${f(py)}`;
      for (let k = 1; k <= n; k++) {
        const x = (k / n) * w;
        const y = base - amp * rng.range(0, 0.6);
        d += `Q${f((px + x) / 2)},${f(Math.min(py, y) - amp * rng.range(0.2, 0.7))} ${f(x)},${f(y)}`;
        px = x;
        py = y;
      }
    }
    d += `L${f(w)},${f(h)}Z`;
    c.body.push(`<path d="${d}" fill="${fill}"/>`);
    if (i === 0 && rng.chance(0.6)) {
      // Snow caps drawn as a lighter band over the far range.
      c.body.push(
        `<path d="${d}" fill="${mix(fill, '#ffffff', 0.35)}" clip-path="url(#capclip)" opacity="0.8"/>`,
      );
      c.defs.push(`<clipPath id="capclip"><rect x="0" y="0" width="${w}" height="${f(base - amp * 0.55)}"/></clipPath>`);
    }
  }
  // A still lake in front of the hills, mirroring the sky.
  if (rng.chance(0.3)) {
    const ly = horizon + (h - horizon) * rng.range(0.55, 0.7);
    const water = mix(bg, spec.palette[0] ?? bg, 0.25);
    c.body.push(`<rect x="0" y="${f(ly)}" width="${w}" height="${f(h - ly)}" fill="${water}"/>`);
    const ripple = mix(water, '#ffffff', 0.4);
    for (let i = rng.int(3, 6); i > 0; i--) {
      const rx = rng.range(0.05, 0.8) * w;
      const ry = rng.range(ly + 10, h - 10);
      c.body.push(`<rect x="${f(rx)}" y="${f(ry)}" width="${f(rng.range(0.05, 0.2) * w)}" height="3" rx="1.5" fill="${ripple}"/>`);
    }
    if (sunX > 0) c.body.push(`<rect x="${f(sunX - sunR)}" y="${f(ly + 8)}" width="${f(sunR * 2)}" height="4" rx="2" fill="${sun}" opacity="0.7"/>`);
    return;
  }
  // Pines on the nearest hill.
  const treeColor = mix(colors[colors.length - 1] as string, '#102015', 0.35);
  for (let i = rng.int(0, 7); i > 0; i--) {
    const tx = rng.range(0.03, 0.97) * w;
    const ty = h - rng.range(0.02, 0.12) * (h - horizon);
    const th = rng.range(0.08, 0.16) * m;
    c.body.push(
      `<path d="M${f(tx)},${f(ty - th)}L${f(tx + th * 0.28)},${f(ty)}L${f(tx - th * 0.28)},${f(ty)}Z" fill="${treeColor}"/>`,
    );
  }
}

function drawCircles(c: Canvas): void {
  const { w, h, m, rng } = c;
  const budget = w * h * 0.36;
  let used = 0;
  const n = rng.int(5, 9);
  for (let i = 0; i < n && used < budget; i++) {
    const r = m * rng.range(0.08, 0.26);
    const cx = rng.range(0.1, 0.9) * w;
    const cy = rng.range(0.1, 0.9) * h;
    const fill = color(c);
    const opacity = f(rng.range(0.75, 0.95));
    if (rng.chance(0.45)) {
      c.body.push(`<path d="${blob(c, cx, cy, r, 0.22)}" fill="${fill}" opacity="${opacity}"/>`);
    } else if (rng.chance(0.25)) {
      c.body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="none" stroke="${fill}" stroke-width="${f(r * 0.25)}" opacity="${opacity}"/>`);
    } else {
      c.body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" opacity="${opacity}"/>`);
    }
    used += Math.PI * r * r;
  }
  // A scatter of dots and a squiggle.
  const dot = color(c);
  const gx = rng.range(0.1, 0.6) * w;
  const gy = rng.range(0.1, 0.8) * h;
  let dots = `<g fill="${dot}">`;
  for (let y = 0; y < 4; y++) for (let x = 0; x < 5; x++) dots += `<circle cx="${f(gx + x * 28)}" cy="${f(gy + y * 28)}" r="5"/>`;
  c.body.push(`${dots}</g>`);
  const sx = rng.range(0.1, 0.6) * w;
  const sy = rng.range(0.1, 0.9) * h;
  let d = `M${f(sx)},${f(sy)}`;
  for (let k = 1; k <= 5; k++) d += `q30,${k % 2 ? -40 : 40} 60,0`;
  c.body.push(`<path d="${d}" stroke="${color(c)}" stroke-width="10" fill="none" stroke-linecap="round"/>`);
}

function drawGeometric(c: Canvas): void {
  const { w, h, rng } = c;
  const cols = rng.int(3, 5);
  const cell = w / cols;
  const rows = Math.max(1, Math.round(h / cell));
  const ch = h / rows;
  const pad = cell * 0.08;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      if (!rng.chance(0.48)) continue;
      const x0 = x * cell + pad;
      const y0 = y * ch + pad;
      const cw = cell - pad * 2;
      const chh = ch - pad * 2;
      const s = Math.min(cw, chh);
      const fill = color(c);
      const kind = rng.int(0, 5);
      const cx = x0 + cw / 2;
      const cy = y0 + chh / 2;
      switch (kind) {
        case 0:
          c.body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.42)}" fill="${fill}"/>`);
          break;
        case 1: {
          // Quarter circle from a random corner.
          const corner = rng.int(0, 3);
          const px = corner % 2 ? x0 + cw : x0;
          const py = corner > 1 ? y0 + chh : y0;
          const sx = corner % 2 ? -1 : 1;
          const sy = corner > 1 ? -1 : 1;
          const sweep = sx * sy > 0 ? 1 : 0;
          c.body.push(
            `<path d="M${f(px)},${f(py)}L${f(px + sx * s)},${f(py)}A${f(s)},${f(s)} 0 0 ${sweep} ${f(px)},${f(py + sy * s)}Z" fill="${fill}"/>`,
          );
          break;
        }
        case 2:
          c.body.push(`<path d="M${f(x0)},${f(y0 + chh)}L${f(cx)},${f(y0)}L${f(x0 + cw)},${f(y0 + chh)}Z" fill="${fill}"/>`);
          break;
        case 3: {
          // Half circle on a bar.
          c.body.push(`<path d="M${f(cx - s * 0.45)},${f(cy)}A${f(s * 0.45)},${f(s * 0.45)} 0 0 1 ${f(cx + s * 0.45)},${f(cy)}Z" fill="${fill}"/>`);
          c.body.push(`<rect x="${f(cx - s * 0.45)}" y="${f(cy + s * 0.08)}" width="${f(s * 0.9)}" height="${f(s * 0.14)}" fill="${color(c)}"/>`);
          break;
        }
        case 4:
          c.body.push(`<rect x="${f(cx - s * 0.4)}" y="${f(cy - s * 0.4)}" width="${f(s * 0.8)}" height="${f(s * 0.8)}" rx="${f(s * 0.06)}" fill="${fill}"/>`);
          c.body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.22)}" fill="${c.spec.dominantColor}"/>`);
          break;
        default:
          // Stacked stripes.
          for (let k = 0; k < 3; k++) {
            c.body.push(
              `<rect x="${f(x0 + cw * 0.1)}" y="${f(y0 + chh * (0.18 + k * 0.25))}" width="${f(cw * 0.8)}" height="${f(chh * 0.12)}" rx="${f(chh * 0.06)}" fill="${k === 1 ? color(c) : fill}"/>`,
            );
          }
      }
    }
  }
}

function drawWaves(c: Canvas): void {
  const { w, h, m, rng } = c;
  if (rng.chance(0.3)) {
    // Diagonal stripes, thin enough to leave the ground showing.
    const gap = rng.range(0.09, 0.16) * w;
    const width = gap * rng.range(0.25, 0.4);
    const angle = rng.pick([-35, -20, 20, 35, 90]);
    let g = `<g transform="rotate(${angle} ${f(w / 2)} ${f(h / 2)})">`;
    const reach = Math.hypot(w, h);
    for (let x = -reach; x < reach; x += gap) {
      g += `<rect x="${f(w / 2 + x)}" y="${f(h / 2 - reach)}" width="${f(width)}" height="${f(reach * 2)}" fill="${color(c)}"/>`;
    }
    c.body.push(`${g}</g>`);
    return;
  }
  // A sea of wave bands under an open sky, with a sun or moon.
  const top = h * rng.range(0.54, 0.62);
  const r = m * rng.range(0.07, 0.12);
  c.body.push(`<circle cx="${f(rng.range(0.2, 0.8) * w)}" cy="${f(top * rng.range(0.35, 0.65))}" r="${f(r)}" fill="${color(c)}"/>`);
  const bands = rng.int(4, 7);
  const colors = [...c.spec.palette].sort((a, b) => luminance(b) - luminance(a));
  for (let i = 0; i < bands; i++) {
    const y = top + ((h - top) * i) / bands;
    const amp = rng.range(0.012, 0.03) * h;
    const waves = rng.int(2, 4);
    const len = w / waves;
    const phase = rng.range(0, len);
    let d = `M${f(-phase)},${f(y)}`;
    for (let k = 0; k <= waves + 1; k++) {
      d += `q${f(len / 4)},${f(-amp * 2)} ${f(len / 2)},0t${f(len / 2)},0`;
    }
    d += `L${f(w + len)},${f(h)}L${f(-phase)},${f(h)}Z`;
    c.body.push(`<path d="${d}" fill="${colors[i % colors.length]}"/>`);
  }
}

function drawFood(c: Canvas): void {
  const { w, h, m, rng, spec } = c;
  const bg = spec.dominantColor;
  // Table grain.
  const grain = mix(bg, '#000000', 0.05);
  for (let i = rng.int(4, 8); i > 0; i--) {
    const y = rng.range(0, h);
    c.body.push(`<path d="M0,${f(y)}C${f(w * 0.3)},${f(y + 14)} ${f(w * 0.6)},${f(y - 14)} ${f(w)},${f(y + 6)}" stroke="${grain}" stroke-width="3" fill="none"/>`);
  }
  const cx = w / 2 + rng.range(-0.06, 0.06) * w;
  const cy = h / 2 + rng.range(-0.06, 0.06) * h;
  const R = m * rng.range(0.27, 0.31);
  // Napkin under the plate.
  const napkin = color(c);
  c.body.push(
    `<rect x="${f(cx - R * 1.25)}" y="${f(cy - R * 0.2)}" width="${f(R * 1.1)}" height="${f(R * 1.2)}" fill="${napkin}" transform="rotate(${f(rng.range(-18, 18))} ${f(cx)} ${f(cy)})" opacity="0.9"/>`,
  );
  // Plate with a rim and a shadow.
  const plate = rng.chance(0.7) ? mix('#ffffff', bg, 0.12) : mix(color(c), '#ffffff', 0.2);
  c.body.push(`<circle cx="${f(cx + R * 0.04)}" cy="${f(cy + R * 0.06)}" r="${f(R)}" fill="${mix(bg, '#000000', 0.25)}" opacity="0.35"/>`);
  c.body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${plate}"/>`);
  c.body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.78)}" fill="none" stroke="${mix(plate, '#000000', 0.08)}" stroke-width="${f(R * 0.02)}"/>`);
  // The dish: a base and toppings.
  const baseColor = rng.pick(['#e9c46a', '#d9822b', '#f3e5c0', '#c0392b', '#8c5a3c', '#f4d35e', '#e8d5b7']);
  c.body.push(`<path d="${blob(c, cx, cy, R * 0.66, 0.1)}" fill="${baseColor}"/>`);
  const toppings = rng.int(7, 14);
  for (let i = 0; i < toppings; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * R * 0.5;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const kind = rng.int(0, 3);
    if (kind === 0) {
      c.body.push(leaf(x, y, rng.range(0, Math.PI * 2), R * rng.range(0.18, 0.3), R * 0.07, rng.pick(['#4f772d', '#90a955', '#31572c', '#6a994e']), '#dde5b6'));
    } else if (kind === 1) {
      const rr = R * rng.range(0.07, 0.11);
      c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="${rng.pick(['#d62828', '#e63946', '#f77f00'])}"/>`);
      c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr * 0.55)}" fill="none" stroke="#fcd5ce" stroke-width="${f(rr * 0.15)}"/>`);
    } else if (kind === 2) {
      const rr = R * rng.range(0.1, 0.14);
      c.body.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rr)}" ry="${f(rr * 0.8)}" fill="#fdfcf5"/>`);
      c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr * 0.45)}" fill="#f4a300"/>`);
    } else {
      c.body.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(R * 0.14)}" height="${f(R * 0.06)}" rx="${f(R * 0.02)}" fill="${rng.pick(['#f4f1de', '#bc6c25', '#7f4f24', '#ffb703'])}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`);
    }
  }
  // Sprinkles.
  let sprinkles = `<g fill="${rng.pick(['#2d6a4f', '#333333', '#9b2226'])}">`;
  for (let i = 0; i < 24; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * R * 0.6;
    sprinkles += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(R * 0.012)}"/>`;
  }
  c.body.push(`${sprinkles}</g>`);
  // Spoon beside the plate.
  const sx = cx + R * 1.18;
  const metal = mix(bg, '#9aa0a6', 0.7);
  c.body.push(`<rect x="${f(sx - R * 0.03)}" y="${f(cy - R * 0.4)}" width="${f(R * 0.06)}" height="${f(R * 0.95)}" rx="${f(R * 0.03)}" fill="${metal}"/>`);
  c.body.push(`<ellipse cx="${f(sx)}" cy="${f(cy - R * 0.5)}" rx="${f(R * 0.1)}" ry="${f(R * 0.16)}" fill="${metal}"/>`);
  // A small side bowl.
  const bx = cx - R * 0.9;
  const by = cy - R * 1.05;
  const br = R * 0.26;
  c.body.push(`<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}" fill="${mix(plate, color(c), 0.25)}"/>`);
  c.body.push(`<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br * 0.7)}" fill="${rng.pick(['#9c6644', '#e9c46a', '#bc4749', '#a7c957'])}"/>`);
}

function drawProduct(c: Canvas): void {
  const { w, h, m, rng, spec } = c;
  const bg = spec.dominantColor;
  const floorY = h * rng.range(0.7, 0.78);
  if (rng.chance(0.5)) c.body.push(`<rect x="0" y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${mix(bg, '#000000', 0.06)}"/>`);
  const cx = w / 2;
  const size = Math.min(m * 0.62, floorY * 0.75);
  if (rng.chance(0.45)) {
    // An arch backdrop and a podium, as in a studio product shot.
    const aw = size * 0.9;
    const at = floorY - size * 1.15;
    c.body.push(
      `<path d="M${f(cx - aw / 2)},${f(floorY)}L${f(cx - aw / 2)},${f(at + aw / 2)}A${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(cx + aw / 2)},${f(at + aw / 2)}L${f(cx + aw / 2)},${f(floorY)}Z" fill="${mix(bg, color(c), 0.3)}"/>`,
    );
  }
  c.body.push(`<ellipse cx="${f(cx)}" cy="${f(floorY)}" rx="${f(size * 0.34)}" ry="${f(size * 0.05)}" fill="${mix(bg, '#000000', 0.3)}" opacity="0.45"/>`);
  const main = color(c);
  const accent = color(c);
  const shine = `fill="#ffffff" opacity="0.22"`;
  const kind = rng.int(0, 4);
  const top = floorY - size;
  if (kind === 0) {
    // Bottle.
    const bw = size * 0.3;
    c.body.push(`<rect x="${f(cx - bw / 2)}" y="${f(top + size * 0.35)}" width="${f(bw)}" height="${f(size * 0.65)}" rx="${f(bw * 0.18)}" fill="${main}"/>`);
    c.body.push(`<path d="M${f(cx - bw / 2)},${f(top + size * 0.42)}Q${f(cx - bw / 2)},${f(top + size * 0.22)} ${f(cx - bw * 0.16)},${f(top + size * 0.16)}L${f(cx + bw * 0.16)},${f(top + size * 0.16)}Q${f(cx + bw / 2)},${f(top + size * 0.22)} ${f(cx + bw / 2)},${f(top + size * 0.42)}Z" fill="${main}"/>`);
    c.body.push(`<rect x="${f(cx - bw * 0.18)}" y="${f(top)}" width="${f(bw * 0.36)}" height="${f(size * 0.17)}" rx="${f(bw * 0.05)}" fill="${accent}"/>`);
    c.body.push(`<rect x="${f(cx - bw / 2)}" y="${f(top + size * 0.55)}" width="${f(bw)}" height="${f(size * 0.26)}" fill="${mix(accent, '#ffffff', 0.6)}"/>`);
    c.body.push(`<rect x="${f(cx - bw * 0.3)}" y="${f(top + size * 0.62)}" width="${f(bw * 0.6)}" height="${f(size * 0.03)}" fill="${accent}"/>`);
    c.body.push(`<rect x="${f(cx - bw * 0.34)}" y="${f(top + size * 0.38)}" width="${f(bw * 0.08)}" height="${f(size * 0.55)}" rx="${f(bw * 0.04)}" ${shine}/>`);
  } else if (kind === 1) {
    // Mug with steam.
    const mw = size * 0.5;
    const mt = top + size * 0.4;
    c.body.push(`<circle cx="${f(cx + mw / 2)}" cy="${f(mt + size * 0.28)}" r="${f(size * 0.14)}" fill="none" stroke="${main}" stroke-width="${f(size * 0.05)}"/>`);
    c.body.push(`<path d="M${f(cx - mw / 2)},${f(mt)}L${f(cx + mw / 2)},${f(mt)}L${f(cx + mw / 2)},${f(floorY - size * 0.08)}Q${f(cx + mw / 2)},${f(floorY)} ${f(cx + mw * 0.35)},${f(floorY)}L${f(cx - mw * 0.35)},${f(floorY)}Q${f(cx - mw / 2)},${f(floorY)} ${f(cx - mw / 2)},${f(floorY - size * 0.08)}Z" fill="${main}"/>`);
    c.body.push(`<ellipse cx="${f(cx)}" cy="${f(mt)}" rx="${f(mw / 2)}" ry="${f(size * 0.04)}" fill="${mix(main, '#000000', 0.35)}"/>`);
    c.body.push(`<rect x="${f(cx - mw / 2)}" y="${f(mt + size * 0.22)}" width="${f(mw)}" height="${f(size * 0.06)}" fill="${accent}"/>`);
    const steam = mix(bg, '#000000', 0.18);
    for (let i = -1; i <= 1; i++) {
      const x = cx + i * mw * 0.22;
      c.body.push(`<path d="M${f(x)},${f(mt - size * 0.06)}q${f(-size * 0.05)},${f(-size * 0.07)} 0,${f(-size * 0.14)}t0,${f(-size * 0.14)}" stroke="${steam}" stroke-width="${f(size * 0.018)}" fill="none" stroke-linecap="round"/>`);
    }
  } else if (kind === 2) {
    // Vase with stems and blooms.
    const vw = size * 0.36;
    const vt = top + size * 0.45;
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + rng.range(-0.6, 0.6);
      const len = size * rng.range(0.3, 0.45);
      const ex = cx + Math.cos(a) * len;
      const ey = vt + Math.sin(a) * len;
      c.body.push(`<path d="M${f(cx)},${f(vt + size * 0.05)}Q${f(cx)},${f(ey + len * 0.3)} ${f(ex)},${f(ey)}" stroke="#4f772d" stroke-width="${f(size * 0.012)}" fill="none"/>`);
      c.body.push(`<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(size * rng.range(0.035, 0.06))}" fill="${color(c)}"/>`);
    }
    c.body.push(`<path d="M${f(cx - vw * 0.2)},${f(vt)}L${f(cx + vw * 0.2)},${f(vt)}Q${f(cx + vw * 0.15)},${f(vt + size * 0.12)} ${f(cx + vw * 0.5)},${f(vt + size * 0.3)}Q${f(cx + vw * 0.65)},${f(floorY - size * 0.05)} ${f(cx + vw * 0.3)},${f(floorY)}L${f(cx - vw * 0.3)},${f(floorY)}Q${f(cx - vw * 0.65)},${f(floorY - size * 0.05)} ${f(cx - vw * 0.5)},${f(vt + size * 0.3)}Q${f(cx - vw * 0.15)},${f(vt + size * 0.12)} ${f(cx - vw * 0.2)},${f(vt)}Z" fill="${main}"/>`);
    c.body.push(`<rect x="${f(cx - vw * 0.55)}" y="${f(vt + size * 0.33)}" width="${f(vw * 1.1)}" height="${f(size * 0.04)}" fill="${accent}"/>`);
  } else if (kind === 3) {
    // Table lamp.
    const sw = size * 0.55;
    c.body.push(`<circle cx="${f(cx)}" cy="${f(top + size * 0.35)}" r="${f(size * 0.42)}" fill="${mix(bg, '#fff3b0', 0.6)}" opacity="0.5"/>`);
    c.body.push(`<rect x="${f(cx - size * 0.02)}" y="${f(top + size * 0.3)}" width="${f(size * 0.04)}" height="${f(size * 0.62)}" fill="${mix(accent, '#000000', 0.2)}"/>`);
    c.body.push(`<ellipse cx="${f(cx)}" cy="${f(floorY - size * 0.04)}" rx="${f(size * 0.18)}" ry="${f(size * 0.05)}" fill="${accent}"/>`);
    c.body.push(`<path d="M${f(cx - sw * 0.3)},${f(top)}L${f(cx + sw * 0.3)},${f(top)}L${f(cx + sw / 2)},${f(top + size * 0.35)}L${f(cx - sw / 2)},${f(top + size * 0.35)}Z" fill="${main}"/>`);
  } else {
    // Tote bag.
    const bw = size * 0.62;
    const bt = top + size * 0.35;
    c.body.push(`<path d="M${f(cx - bw * 0.25)},${f(bt)}C${f(cx - bw * 0.25)},${f(top)} ${f(cx + bw * 0.25)},${f(top)} ${f(cx + bw * 0.25)},${f(bt)}" stroke="${mix(main, '#000000', 0.3)}" stroke-width="${f(size * 0.035)}" fill="none"/>`);
    c.body.push(`<path d="M${f(cx - bw * 0.42)},${f(bt)}L${f(cx + bw * 0.42)},${f(bt)}L${f(cx + bw / 2)},${f(floorY)}L${f(cx - bw / 2)},${f(floorY)}Z" fill="${main}"/>`);
    c.body.push(`<rect x="${f(cx - bw * 0.45)}" y="${f(bt + size * 0.22)}" width="${f(bw * 0.9)}" height="${f(size * 0.07)}" fill="${accent}"/>`);
    c.body.push(`<circle cx="${f(cx)}" cy="${f(bt + size * 0.12)}" r="${f(size * 0.025)}" fill="${accent}"/>`);
  }
}

function drawBotanical(c: Canvas): void {
  const { w, h, m, rng } = c;
  const greens = ['#2d6a4f', '#40916c', '#52b788', '#1b4332', '#6a994e', '#386641', '#a7c957'];
  const vein = 'rgba(255,255,255,0.35)';
  if (rng.chance(0.5)) {
    // A potted plant.
    const pw = m * 0.34;
    const pt = h * 0.68;
    const ph = Math.min(h * 0.22, pw * 0.9);
    const cx = w / 2 + rng.range(-0.08, 0.08) * w;
    const stems = rng.int(6, 11);
    for (let i = 0; i < stems; i++) {
      const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
      const len = m * rng.range(0.25, 0.42);
      const ex = cx + Math.cos(a) * len;
      const ey = pt + Math.sin(a) * len;
      c.body.push(`<path d="M${f(cx)},${f(pt)}Q${f(cx + Math.cos(a) * len * 0.3)},${f(pt - len * 0.5)} ${f(ex)},${f(ey)}" stroke="#2d6a4f" stroke-width="${f(m * 0.008)}" fill="none"/>`);
      c.body.push(leaf(ex, ey, a + rng.range(-0.4, 0.4), m * rng.range(0.12, 0.2), m * rng.range(0.03, 0.05), rng.pick(greens), vein));
    }
    const pot = color(c);
    c.body.push(`<path d="M${f(cx - pw / 2)},${f(pt)}L${f(cx + pw / 2)},${f(pt)}L${f(cx + pw * 0.36)},${f(pt + ph)}L${f(cx - pw * 0.36)},${f(pt + ph)}Z" fill="${pot}"/>`);
    c.body.push(`<rect x="${f(cx - pw * 0.54)}" y="${f(pt - ph * 0.04)}" width="${f(pw * 1.08)}" height="${f(ph * 0.18)}" rx="${f(ph * 0.04)}" fill="${mix(pot, '#000000', 0.15)}"/>`);
  } else {
    // Fronds reaching in from the edges.
    const fronds = rng.int(3, 6);
    for (let i = 0; i < fronds; i++) {
      const side = rng.int(0, 3);
      const x = side === 0 ? 0 : side === 1 ? w : rng.range(0, w);
      const y = side === 2 ? h : side === 3 ? 0 : rng.range(0, h);
      const a = Math.atan2(h / 2 - y, w / 2 - x) + rng.range(-0.5, 0.5);
      const len = m * rng.range(0.35, 0.55);
      const fill = rng.chance(0.7) ? rng.pick(greens) : color(c);
      c.body.push(`<path d="M${f(x)},${f(y)}L${f(x + Math.cos(a) * len)},${f(y + Math.sin(a) * len)}" stroke="${fill}" stroke-width="${f(m * 0.01)}"/>`);
      const leaves = rng.int(4, 7);
      for (let k = 1; k <= leaves; k++) {
        const t = k / (leaves + 1);
        const lx = x + Math.cos(a) * len * t;
        const ly = y + Math.sin(a) * len * t;
        const ll = m * 0.12 * (1 - t * 0.5);
        c.body.push(leaf(lx, ly, a + 0.9, ll, ll * 0.28, fill, vein));
        c.body.push(leaf(lx, ly, a - 0.9, ll, ll * 0.28, fill, vein));
      }
    }
  }
}

const DRAW: Record<ArtStyle, (c: Canvas) => void> = {
  landscape: drawLandscape,
  circles: drawCircles,
  geometric: drawGeometric,
  waves: drawWaves,
  food: drawFood,
  product: drawProduct,
  botanical: drawBotanical,
};

/** The SVG for a signature, drawn in a viewBox 1000 units wide with the aspect of width × height. */
export function artSvg(signature: string, width: number, height: number): string {
  const spec = artSpec(signature);
  const w = 1000;
  const h = (1000 * height) / width;
  const c: Canvas = { w, h, m: Math.min(w, h), rng: new ArtRandom(seedWords(signature, 2)), spec, defs: [], body: [] };
  DRAW[spec.style](c);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${f(h)}" preserveAspectRatio="none">` +
    (c.defs.length ? `<defs>${c.defs.join('')}</defs>` : '') +
    `<rect x="0" y="0" width="${w}" height="${f(h)}" fill="${spec.dominantColor}"/>` +
    c.body.join('') +
    '</svg>'
  );
}

export interface RenderOptions {
  /** Centre-crop the picture (rendered at width × height) to this box. */
  crop?: { width: number; height: number };
  /** JPEG quality, 1–100. */
  quality?: number;
}

/** Renders the signature's picture as a width × height JPEG (or the crop box, when given). */
export async function renderArt(signature: string, width: number, height: number, options: RenderOptions = {}): Promise<Buffer> {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  let image = sharp(Buffer.from(artSvg(signature, w, h)), { density: 72 });
  if (options.crop) image = image.resize(options.crop.width, options.crop.height, { fit: 'cover', position: 'centre' });
  return image.flatten({ background: artSpec(signature).dominantColor }).jpeg({ quality: options.quality ?? 82 }).toBuffer();
}
