/**
 * Where an image file's own structure ends and which of its bytes are not compressed pixels, for the
 * polyglot check of ./process.ts. Each format is walked by its container rules (JPEG markers, PNG
 * chunks, GIF blocks, RIFF chunks, ISO-BMFF boxes) without decoding anything:
 *
 * - `end`: the offset just after the image (JPEG EOI, PNG IEND, GIF trailer, RIFF size, last box);
 *   bytes after it are something else riding along (a ZIP appended to a JPEG, HTML after IEND).
 * - `meta`: ranges of metadata and extension blocks (EXIF, XMP, comments, text chunks, ICC): the
 *   places a payload hides inside a valid image. Pixel data is left out: it is compressed noise in
 *   which short strings turn up by chance.
 *
 * A file whose structure does not hold together (truncated, a length pointing past the end) throws
 * `Damaged`.
 */
export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The format the first bytes name: one we take, another image format (`other`), or null. */
export function sniff(b: Buffer): SniffedFormat | { other: string } | null {
  const ascii = (from: number, to: number) => b.toString('latin1', from, to);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (AVIF_BRANDS.has(brand)) return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heif';
  }
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return { other: 'TIFF' };
  if (ascii(0, 2) === 'BM') return { other: 'BMP' };
  if (ascii(0, 4) === '8BPS') return { other: 'Photoshop' };
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0) return { other: 'ICO' };
  if ((b[0] === 0xff && b[1] === 0x0a) || ascii(4, 12) === 'JXL \r\n\x87\n') return { other: 'JPEG XL' };
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii(0, 1024))) return { other: 'SVG' };
  return null;
}

export class Damaged extends Error {}

export interface Structure {
  end: number;
  meta: [number, number][];
  /** Further whole JPEG images after the first (multi-picture, gain maps of HDR photos). */
  embeddedImages: number;
}

const u16be = (b: Buffer, at: number) => {
  if (at + 2 > b.length) throw new Damaged('truncated');
  return b.readUInt16BE(at);
};
const u32be = (b: Buffer, at: number) => {
  if (at + 4 > b.length) throw new Damaged('truncated');
  return b.readUInt32BE(at);
};
const u32le = (b: Buffer, at: number) => {
  if (at + 4 > b.length) throw new Damaged('truncated');
  return b.readUInt32LE(at);
};

/** One JPEG from `from` (at its SOI) to just after its EOI. */
function jpeg(b: Buffer, from: number, meta: [number, number][]): number {
  if (b[from] !== 0xff || b[from + 1] !== 0xd8) throw new Damaged('no SOI');
  let pos = from + 2;
  for (;;) {
    if (pos + 1 >= b.length) throw new Damaged('no EOI');
    if (b[pos] !== 0xff) throw new Damaged('marker expected');
    while (b[pos + 1] === 0xff) pos++; // fill bytes
    const marker = b[pos + 1]!;
    pos += 2;
    if (marker === 0xd9) return pos;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0xd8 || marker === 0x00) throw new Damaged('unexpected marker');
    const length = u16be(b, pos);
    if (length < 2 || pos + length > b.length) throw new Damaged('segment past the end');
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) meta.push([pos + 2, pos + length]);
    pos += length;
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker that is not a stuffed 0xFF00 or a restart marker.
      for (;;) {
        if (pos + 1 >= b.length) throw new Damaged('no EOI');
        if (b[pos] === 0xff) {
          const next = b[pos + 1]!;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            pos += 2;
            continue;
          }
          if (next === 0xff) {
            pos++;
            continue;
          }
          break;
        }
        pos++;
      }
    }
  }
}

const PIXEL_CHUNKS_PNG = new Set(['IDAT', 'fdAT']);

function png(b: Buffer, meta: [number, number][]): number {
  let pos = 8;
  for (;;) {
    const length = u32be(b, pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > b.length) throw new Damaged('chunk past the end');
    if (!PIXEL_CHUNKS_PNG.has(type)) meta.push([pos + 4, pos + 8 + length]);
    pos = end;
    if (type === 'IEND') return pos;
  }
}

function gifSubBlocks(b: Buffer, pos: number): number {
  for (;;) {
    if (pos >= b.length) throw new Damaged('sub-block past the end');
    const size = b[pos]!;
    pos += 1 + size;
    if (size === 0) return pos;
  }
}

function gif(b: Buffer, meta: [number, number][]): number {
  if (b.length < 13) throw new Damaged('short');
  meta.push([0, 13]);
  const flags = b[10]!;
  let pos = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  for (;;) {
    if (pos >= b.length) throw new Damaged('no trailer');
    const introducer = b[pos]!;
    if (introducer === 0x3b) return pos + 1;
    if (introducer === 0x2c) {
      if (pos + 10 > b.length) throw new Damaged('short image descriptor');
      const local = b[pos + 9]!;
      pos += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      pos = gifSubBlocks(b, pos + 1); // after the LZW minimum code size: pixel data, not scanned
    } else if (introducer === 0x21) {
      const start = pos;
      pos = gifSubBlocks(b, pos + 2);
      meta.push([start, pos]);
    } else {
      throw new Damaged('unknown block');
    }
  }
}

const PIXEL_CHUNKS_WEBP = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

function webp(b: Buffer, meta: [number, number][]): number {
  const end = 8 + u32le(b, 4);
  if (end > b.length) throw new Damaged('RIFF past the end');
  let pos = 12;
  while (pos + 8 <= end) {
    const type = b.toString('latin1', pos, pos + 4);
    const size = u32le(b, pos + 4);
    const next = pos + 8 + size + (size & 1);
    if (pos + 8 + size > end) throw new Damaged('chunk past the end');
    if (!PIXEL_CHUNKS_WEBP.has(type)) meta.push([pos, pos + 8 + size]);
    pos = next;
  }
  return end;
}

function isobmff(b: Buffer, meta: [number, number][]): number {
  let pos = 0;
  while (pos + 8 <= b.length) {
    let size = u32be(b, pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    if (size === 1) {
      const large = Number(b.readBigUInt64BE(pos + 8));
      size = large;
    } else if (size === 0) {
      size = b.length - pos;
    }
    if (size < 8 || pos + size > b.length) throw new Damaged('box past the end');
    if (type !== 'mdat') meta.push([pos, pos + size]);
    pos += size;
  }
  return pos;
}

export function structureOf(format: SniffedFormat, b: Buffer): Structure {
  const meta: [number, number][] = [];
  let embeddedImages = 0;
  let end: number;
  switch (format) {
    case 'jpeg': {
      end = jpeg(b, 0, meta);
      // Whole JPEGs after the first (MPF pictures, HDR gain maps) are part of the photo; at most a few.
      while (embeddedImages < 4 && b[end] === 0xff && b[end + 1] === 0xd8 && b[end + 2] === 0xff) {
        end = jpeg(b, end, meta);
        embeddedImages++;
      }
      break;
    }
    case 'png':
      end = png(b, meta);
      break;
    case 'gif':
      end = gif(b, meta);
      break;
    case 'webp':
      end = webp(b, meta);
      break;
    case 'heif':
    case 'avif':
      end = isobmff(b, meta);
      break;
  }
  return { end, meta, embeddedImages };
}
