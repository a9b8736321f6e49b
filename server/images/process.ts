/**
 * Uploaded and imported pictures (issue 16): checking a file, then making every size of pin-card §3.
 *
 * checkImage is the fast refusal, run where the file arrives, before anything is stored or decoded:
 * its size (413 too_large), what its first bytes say it is (415 not_an_image / unsupported_format),
 * the pixels its header declares (422 too_many_pixels, a decompression bomb refused before a pixel is
 * decoded; sharp's limitInputPixels stops the decoder too), and whether anything rides along with the
 * image (422 polyglot: bytes after the JPEG EOI / PNG IEND / GIF trailer, or HTML, script, PHP, ZIP
 * or PDF signatures in its metadata, see ./structure.ts). The signature is the first 32 hex digits
 * of the file's SHA-256.
 *
 * processImage writes, for one checked file, the upright original re-encoded as a JPEG and every
 * size (fixed widths keep the aspect ratio and never upscale; 60x60, 136x136 and 600x315 are
 * centre-cropped) as images/{size}/{signature}.jpg, all without metadata (EXIF, GPS, XMP, ICC
 * dropped; colours converted to sRGB), transparency flattened on white; an animated GIF is also kept
 * as images/orig/{signature}.gif (its first frame makes the stills). Then the `images` row.
 *
 * Memory: the file is decoded twice, one after the other, never at once: once at full size for the
 * original JPEG (libvips streams it), once shrunk on load to a working copy of at most ~1472 px a side
 * (JPEG decodes at 1/2, 1/4 or 1/8 scale directly), from which the small sizes are cut.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Db } from '../db/client.ts';
import { imageFeatures, images } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { featuresOfRaw } from './features.ts';
import { IMAGE_SIZES, sizeBox, type ImageSize } from './sizes.ts';
import { Damaged, sniff, structureOf, type SniffedFormat } from './structure.ts';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 50_000_000;

/** libvips threads per image: a few help one picture along; more only compete with the others being processed. */
sharp.concurrency(Math.max(1, Math.min(4, os.availableParallelism())));
// libvips' operation cache keeps decoded images for reuse; uploads are never decoded twice the same way.
sharp.cache({ memory: 32, files: 0, items: 100 });

export type ImageRefusalCode = 'not_an_image' | 'too_large' | 'too_many_pixels' | 'polyglot' | 'unsupported_format';

export class ImageRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: ImageRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
}

export interface CheckedImage {
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif';
  /** Upright (EXIF orientation applied); one frame of an animation. */
  width: number;
  height: number;
  /** An animated GIF (kept as images/orig/{signature}.gif); other animations become stills. */
  animated: boolean;
  bytes: number;
  signature: string;
}

export interface ProcessedImage extends CheckedImage {
  dominantColor: string;
}

/** HEIC (HEVC inside HEIF) decodes only with a libvips built with it; sharp's prebuilt one reads AVIF alone. */
const HEVC = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
const FORMATS_TAKEN = HEVC ? 'JPEG, PNG, GIF, WebP, AVIF or HEIC' : 'JPEG, PNG, GIF, WebP or AVIF';
export const NOT_AN_IMAGE = `This file is not an image. Upload a ${FORMATS_TAKEN} picture.`;
export const UNREADABLE = "This image couldn't be read: it may be damaged or cut short. Try saving it again, or upload another one.";
export const TOO_LARGE = `This file is too big: upload an image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
const megapixels = MAX_INPUT_PIXELS / 1_000_000;

const JPEG_QUALITY = 82;
const ORIG_QUALITY = 90;
/** The working copy's bound: twice the largest fixed width (736), so every size is cut from at least 2× its pixels. */
const WORK_SIZE = 1472;

const refuse = (status: ImageRefused['status'], code: ImageRefusalCode, message: string) => new ImageRefused(status, code, message);

/** Signatures hidden payloads carry, matched case-insensitively in metadata and the first KiB. */
const TEXT_MARKERS = ['<script', '<html', '<body', '<iframe', '<object', '<embed', '<svg', '<!doctype', '<?php', 'javascript:', '%pdf-'];
const ZIP_LOCAL = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_CENTRAL = Buffer.from('PK\x01\x02', 'latin1');
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');

function markerIn(region: Buffer, gifMeta: boolean): string | null {
  const text = region.toString('latin1').toLowerCase();
  for (const marker of TEXT_MARKERS) if (text.includes(marker)) return marker;
  // A GIF that is also JavaScript closes its /* comment in an extension block.
  if (gifMeta && text.includes('*/')) return 'a JavaScript comment';
  for (let at = region.indexOf(ZIP_LOCAL); at !== -1; at = region.indexOf(ZIP_LOCAL, at + 1)) {
    // A local file header's "version needed" is a small number: 4 random bytes rarely make one.
    if ((region[at + 4] ?? 255) <= 63 && region[at + 5] === 0) return 'ZIP';
  }
  if (region.includes(ZIP_CENTRAL)) return 'ZIP';
  return null;
}

/** A ZIP's end record, whose comment runs exactly to the end of the file (how ZIP readers find it). */
function zipEndRecord(b: Buffer): boolean {
  const from = Math.max(0, b.length - 22 - 0xffff);
  for (let at = b.indexOf(ZIP_END, from); at !== -1 && at + 22 <= b.length; at = b.indexOf(ZIP_END, at + 1)) {
    if (at + 22 + b.readUInt16LE(at + 20) === b.length) return true;
  }
  return false;
}

const onlyPadding = (b: Buffer, from: number) => {
  for (let i = from; i < b.length; i++) if (b[i] !== 0x00 && b[i] !== 0xff && b[i] !== 0x0a && b[i] !== 0x0d) return false;
  return true;
};

const POLYGLOT = (what: string) =>
  `This file is an image with something else in it (${what}). Open it in an image editor, save it again as a plain image, and upload that.`;

function checkPolyglot(format: SniffedFormat, file: Buffer): void {
  let structure;
  try {
    structure = structureOf(format, file);
  } catch (error) {
    if (error instanceof Damaged) throw refuse(400, 'not_an_image', UNREADABLE);
    throw error;
  }
  if (structure.end < file.length && !onlyPadding(file, structure.end)) throw refuse(422, 'polyglot', POLYGLOT('data after the end of the image'));
  if (format === 'gif' && file[6] === 0x2f && file[7] === 0x2a) throw refuse(422, 'polyglot', POLYGLOT('a JavaScript comment in its header'));
  const regions = [file.subarray(0, Math.min(file.length, 1024)), ...structure.meta.map(([from, to]) => file.subarray(from, to))];
  for (const region of regions) {
    const found = markerIn(region, format === 'gif');
    if (found) throw refuse(422, 'polyglot', POLYGLOT(found.startsWith('<') || found.endsWith(':') ? `HTML or script: ${found}` : found));
  }
  if (zipEndRecord(file)) throw refuse(422, 'polyglot', POLYGLOT('ZIP'));
}

const formatOf = (meta: Metadata): CheckedImage['format'] | null => {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : 'heif';
  return meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif' ? meta.format : null;
};

export const signatureOf = (file: Buffer): string => createHash('sha256').update(file).digest('hex').slice(0, 32);

/** The fast refusal: nothing decoded, a clear ImageRefused for whatever is wrong. */
export async function checkImage(file: Buffer): Promise<CheckedImage> {
  if (file.length === 0) throw refuse(400, 'not_an_image', 'The file is empty. Choose an image to upload.');
  if (file.length > MAX_UPLOAD_BYTES) throw refuse(413, 'too_large', TOO_LARGE);
  const sniffed = sniff(file);
  if (sniffed === null) throw refuse(415, 'not_an_image', NOT_AN_IMAGE);
  if (typeof sniffed === 'object') throw refuse(415, 'unsupported_format', `${sniffed.other} images are not taken. Upload a ${FORMATS_TAKEN} picture.`);
  let meta: Metadata;
  try {
    // The header only: libvips reads dimensions without decoding pixels.
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(400, 'not_an_image', UNREADABLE);
  }
  const format = formatOf(meta);
  const family = (f: string) => (f === 'avif' ? 'heif' : f);
  if (!format || family(format) !== family(sniffed) || !meta.width || !meta.height) throw refuse(400, 'not_an_image', UNREADABLE);
  if (format === 'heif' && !HEVC) throw refuse(415, 'unsupported_format', `HEIC images can't be read here. Export the photo as a JPEG, or upload a ${FORMATS_TAKEN} picture.`);
  const frames = meta.pages ?? 1;
  const frameHeight = frames > 1 ? (meta.pageHeight ?? meta.height) : meta.height;
  if (meta.width * frameHeight > MAX_INPUT_PIXELS) {
    throw refuse(422, 'too_many_pixels', `This image has too many pixels (${meta.width} × ${frameHeight}): upload one of at most ${megapixels} megapixels.`);
  }
  checkPolyglot(sniffed, file);
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? frameHeight : meta.width,
    height: turned ? meta.width : frameHeight,
    animated: format === 'gif' && frames > 1,
    bytes: file.length,
    signature: signatureOf(file),
  };
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

export const blobKey = (size: ImageSize, signature: string): string => `images/${size}/${signature}.jpg`;
export const animatedKey = (signature: string): string => `images/orig/${signature}.gif`;

/** One size cut from an upright picture (a working copy, or the stored original) of origWidth × origHeight. */
function cut(source: Sharp, size: ImageSize, origWidth: number, origHeight: number): Promise<Buffer> {
  const box = sizeBox(size, origWidth, origHeight);
  return source.resize(box.width, box.height, { fit: 'cover', position: 'centre' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** A size rendered again from the stored original JPEG (the images route, for a size missing from the store). */
export function renderSize(origJpeg: Buffer, size: ImageSize, origWidth: number, origHeight: number): Promise<Buffer> {
  if (size === 'orig') return Promise.resolve(origJpeg);
  return cut(sharp(origJpeg, { limitInputPixels: MAX_INPUT_PIXELS }), size, origWidth, origHeight);
}

/** Checks the file, writes the original and every size to the store, and the `images` row. Throws ImageRefused. */
export async function processImage(deps: { db: Db; blobs: BlobStore }, file: Buffer, ownerId: number | null): Promise<ProcessedImage> {
  const checked = await checkImage(file);
  const [known] = await deps.db.select().from(images).where(eq(images.signature, checked.signature)).limit(1);
  if (known) return { ...checked, width: known.width, height: known.height, dominantColor: known.dominantColor };

  const input = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
  let orig: { data: Buffer; info: OutputInfo };
  let work: { data: Buffer; info: OutputInfo };
  try {
    orig = await input().flatten({ background: '#ffffff' }).toColourspace('srgb').jpeg({ quality: ORIG_QUALITY }).toBuffer({ resolveWithObject: true });
    work = await input()
      .resize(WORK_SIZE, WORK_SIZE, { fit: 'outside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refuse(422, 'too_many_pixels', `This image has too many pixels: upload one of at most ${megapixels} megapixels.`);
    }
    throw refuse(400, 'not_an_image', UNREADABLE);
  }
  const { width, height } = orig.info;
  const raw = { raw: { width: work.info.width, height: work.info.height, channels: work.info.channels } };
  const { dominant } = await sharp(work.data, raw).stats();
  const dominantColor = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;

  // Visual search's perceptual hash and colour signature (issue 17), from the same working copy.
  const features = await featuresOfRaw(work.data, raw.raw);

  const sizes = IMAGE_SIZES.filter((size) => size !== 'orig');
  const cuts = await Promise.all(sizes.map((size) => cut(sharp(work.data, raw), size, width, height)));
  await Promise.all([
    deps.blobs.put(blobKey('orig', checked.signature), orig.data, 'image/jpeg'),
    ...sizes.map((size, i) => deps.blobs.put(blobKey(size, checked.signature), cuts[i]!, 'image/jpeg')),
    ...(checked.animated ? [deps.blobs.put(animatedKey(checked.signature), file, 'image/gif')] : []),
  ]);
  await deps.db
    .insert(images)
    .values({ signature: checked.signature, width, height, dominantColor, format: checked.format, animated: checked.animated, bytes: file.length, ownerId })
    .onConflictDoNothing();
  await deps.db.insert(imageFeatures).values({ signature: checked.signature, phash: features.phash, colors: features.colors }).onConflictDoNothing();
  return { ...checked, width, height, dominantColor };
}
