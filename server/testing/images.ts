/** Test pictures made with sharp (no fixtures from elsewhere), and the byte surgery that makes bad ones. */
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export const solid = (width: number, height: number, background: string, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();

/** A picture with a red left half and a blue right half (to see which way up it comes out). */
export async function halves(width: number, height: number): Promise<Sharp> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([{ input: blue, left: half, top: 0 }]);
}

export async function animatedGif(width = 40, height = 30): Promise<Buffer> {
  const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(width, height, c, 'png')));
  return sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100, 100] }).toBuffer();
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG with a chunk put just before IEND. */
export const withPngChunk = (png: Buffer, type: string, data: Buffer) => Buffer.concat([png.subarray(0, png.length - 12), pngChunk(type, data), png.subarray(png.length - 12)]);

/** The PNG with its IHDR saying width × height (CRC fixed, so only the size is a lie). */
export function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** The JPEG with its SOF saying width × height. */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let pos = 2; pos < out.length; ) {
    const marker = out[pos + 1]!;
    const length = out.readUInt16BE(pos + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      out.writeUInt16BE(height, pos + 5);
      out.writeUInt16BE(width, pos + 7);
      return out;
    }
    pos += 2 + length;
  }
  throw new Error('no SOF');
}

/** The JPEG with a segment (APPn or COM) right after SOI. */
export function withJpegSegment(jpeg: Buffer, marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, data, jpeg.subarray(2)]);
}

/** The GIF with a comment extension before its trailer. */
export function withGifComment(gif: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const blocks: Buffer[] = [Buffer.from([0x21, 0xfe])];
  for (let i = 0; i < data.length; i += 255) {
    const part = data.subarray(i, i + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  blocks.push(Buffer.from([0]));
  return Buffer.concat([gif.subarray(0, gif.length - 1), ...blocks, gif.subarray(gif.length - 1)]);
}

/** A real ZIP archive (one stored file), as `zip` would write it. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, data]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}
