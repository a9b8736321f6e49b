/**
 * The demo media of a self-hosted install: a few short video clips and animated GIFs, each made
 * from one picture of the generative art (./generate.ts does it with the bundled ffmpeg, under
 * DATA_DIR/media/). Seeded video and GIF pins point at them through same-origin paths under
 * /media/, and show the clip's own picture as their image, so the poster is the first frame.
 *
 * Pure data and URL building: the seed imports this without loading ffmpeg.
 */
import { artSpec } from '../images/art.ts';

/** Frames per second of every clip and GIF. */
export const CLIP_FPS = 24;
export const GIF_FPS = 10;

/** One clip or GIF: the art it is made from, its size and how long it runs. */
export interface DemoMedia {
  readonly id: string;
  /** The art picture it zooms into (and the pin image). */
  readonly signature: string;
  /** Height / width, one of the seed's aspects. */
  readonly aspect: number;
  /** A clip's V_720P file is 720 px on its short side; a GIF is 320 px wide. */
  readonly width: number;
  readonly height: number;
  readonly durationMs: number;
}
export type DemoClip = DemoMedia;
export type DemoGif = DemoMedia;

const piece = (id: string, signature: string, width: number, height: number, seconds: number): DemoMedia => ({
  id,
  signature,
  aspect: Math.round((height / width) * 10_000) / 10_000,
  width,
  height,
  durationMs: seconds * 1000,
});

/** Two clips for the common aspects (9:16 and 16:9), one for the others. */
export const DEMO_CLIPS: readonly DemoClip[] = [
  piece('tall-botanical', '76cfca03dbb4b467a4b2ffc309c981a7', 720, 1280, 5),
  piece('tall-circles', 'ea7fc3203f13521639f1e912ec9d7824', 720, 1280, 4),
  piece('square-food', '814a828c89aaad412ffd90d6271dbf1b', 720, 720, 4),
  piece('portrait-product', '4b3d9a8ed1d1a2f7439c020ad9703a73', 720, 900, 4),
  piece('wide-landscape', 'c59cb9ddafc6089191120dc0fb48bc8c', 1280, 720, 5),
  piece('wide-waves', 'de185ad68e291cf935a0cbdf65918df0', 1280, 720, 4),
];

export const DEMO_GIFS: readonly DemoGif[] = [
  piece('square-geometric', '34388b38355fd370723db593735aeddb', 320, 320, 3),
  piece('tall-circles', 'b90a0a8cd3a00c1601c8a0166b62a68c', 320, 480, 3),
  piece('wide-landscape', 'a0981bb908e37f5ab7522cc91f29482a', 320, 240, 3),
];

/**
 * The HLS ladder: the clip's own size (the MP4's stream, cut into segments) and a smaller one;
 * each with its peak bitrate.
 */
export const HLS_TOP = { name: '720p', maxrateKbps: 1200 } as const;
export const HLS_LOW = { name: '360p', shortSide: 360, maxrateKbps: 400 } as const;

/** The size of a rendition of a clip: its short side scaled, both sides even (H.264 4:2:0). */
export function renditionSize(item: { width: number; height: number }, shortSide: number): { width: number; height: number } {
  const scale = shortSide / Math.min(item.width, item.height);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(item.width), height: even(item.height) };
}

// -------------------------------------------------------------------------------------------
// Where each piece lives: the same relative path under /media/ (URL) and DATA_DIR/media/ (disk).

export const mp4Path = (c: DemoClip) => `videos/720p/${c.id}.mp4`;
export const hlsDir = (c: DemoClip) => `videos/hls/${c.id}`;
export const hlsMasterPath = (c: DemoClip) => `${hlsDir(c)}/master.m3u8`;
export const gifPath = (g: DemoGif) => `gifs/${g.id}.gif`;

/** The same-origin URL of a piece of demo media. */
export const mediaUrl = (relativePath: string) => `/media/${relativePath}`;

export type DemoItem = { readonly kind: 'clip'; readonly clip: DemoClip } | { readonly kind: 'gif'; readonly gif: DemoGif };

export const itemKey = (item: DemoItem) => (item.kind === 'clip' ? `clip/${item.clip.id}` : `gif/${item.gif.id}`);

/** The demo item a path under /media/ belongs to (e.g. "videos/hls/wide-waves/360p/seg-001.ts"), or null. */
export function itemForPath(relativePath: string): DemoItem | null {
  const video = /^videos\/(?:720p\/([a-z-]+)\.mp4|hls\/([a-z-]+)\/)/.exec(relativePath);
  if (video) {
    const id = video[1] ?? video[2];
    const found = DEMO_CLIPS.find((c) => c.id === id);
    return found ? { kind: 'clip', clip: found } : null;
  }
  const animated = /^gifs\/([a-z-]+)\.gif$/.exec(relativePath);
  const found = animated ? DEMO_GIFS.find((g) => g.id === animated[1]) : undefined;
  return found ? { kind: 'gif', gif: found } : null;
}

/** The pin image of a piece of demo media: its art at 1080 px wide (1280 for landscape clips). */
export function posterImage(item: { signature: string; width: number; height: number }) {
  const width = Math.max(1080, item.width);
  return {
    signature: item.signature,
    width,
    height: Math.round((width * item.height) / item.width),
    dominantColor: artSpec(item.signature).dominantColor,
  };
}

/** Hash of a string to a non-negative integer (picks among equals without drawing randomness). */
function pickIndex(key: string, count: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) >>> 0;
  return count > 0 ? h % count : 0;
}

/** Among items, those whose aspect is nearest to `aspect`; one of them chosen by `key`. */
function nearest<T extends { aspect: number }>(items: readonly T[], aspect: number, key: string): T {
  const best = Math.min(...items.map((item) => Math.abs(Math.log(item.aspect / aspect))));
  const closest = items.filter((item) => Math.abs(Math.log(item.aspect / aspect)) - best < 1e-9);
  return closest[pickIndex(key, closest.length)] as T;
}

/** The clip a seeded video pin of this aspect (height / width) plays; `key` spreads pins over equal clips. */
export const clipFor = (aspect: number, key: string): DemoClip => nearest(DEMO_CLIPS, aspect, key);
export const gifFor = (aspect: number, key: string): DemoGif => nearest(DEMO_GIFS, aspect, key);
