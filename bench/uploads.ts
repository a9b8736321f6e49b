/**
 * `npm run bench:uploads`: images processed per second and peak RSS for N uploads of 4000×3000
 * JPEGs (issue 16), each through processImage (checkImage, the upright original, every pin-card
 * size, the dominant colour, the `images` row) into a local blob store in a temporary folder. The
 * rows go to a throwaway database on DATABASE_URL when it is set, else to an in-memory PGlite (whose
 * WebAssembly memory alone is ~700 MB of RSS: the baseline says so, the growth is what processing costs).
 *
 * One photo-like JPEG (smooth colour blobs with grain, ~q85) is made once; each upload is that file
 * with its own comment segment, so every upload has its own signature and is processed in full.
 * The JPEG is made in a child process, so its making does not count; RSS is sampled every 20 ms,
 * the baseline taken once PGlite is open and the JPEG read.
 *
 * Options: --count N (default 100), --concurrency N (uploads processed at once, default 1, as one
 * job worker does).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { processImage } from '../server/images/process.ts';
import { localBlobStore } from '../server/storage/index.ts';
import { backends } from '../server/testing/storage.ts';
import { option } from './server.ts';

const count = option('count', 100);
const concurrency = option('concurrency', 1);
const WIDTH = 4000;
const HEIGHT = 3000;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function photo(): Promise<Buffer> {
  // Coarse colour noise blown up into soft blobs, then fine grain on top: compresses like a photo, not like a flat fill.
  const blobs = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(blobs, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The file with a comment segment after SOI: same pixels, its own signature. */
function variant(jpeg: Buffer, n: number): Buffer {
  const text = Buffer.from(`bench upload ${n}`);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

const made = process.argv.indexOf('--make');
if (made !== -1) {
  await writeFile(process.argv[made + 1]!, await photo());
  process.exit(0);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'corkboard-bench-uploads-'));
const backend = backends().at(-1)!;
const storage = await backend.open({ poolSize: 2 });
try {
  const photoFile = path.join(dir, 'photo.jpg');
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--make', photoFile], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error('making the test photo failed');
  const base = await readFile(photoFile);
  const blobs = localBlobStore(path.join(dir, 'blobs'));
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const file = variant(base, n);
        const t = performance.now();
        await processImage({ db: storage.db, blobs }, file, null);
        times.push(performance.now() - t);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  console.log(
    `${count} uploads of ${WIDTH}×${HEIGHT} JPEGs (${(base.length / 1024 / 1024).toFixed(1)} MB each), concurrency ${concurrency}, ` +
      `${backend.name}, ${os.availableParallelism()} cores, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}, libvips threads ${sharp.concurrency()}:`,
  );
  console.log(`  ${(count / seconds).toFixed(2)} images/s (${seconds.toFixed(1)} s); per image median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
  console.log(`  RSS: baseline ${mb(baseline)} MB, peak ${mb(peak)} MB (+${mb(peak - baseline)} MB while processing)`);
} finally {
  await storage.close();
  await rm(dir, { recursive: true, force: true });
}
