import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLIPS, DEMO_GIFS, gifPath, hlsMasterPath, mediaUrl, mp4Path } from './demo.ts';
import { mediaLibrary, type MediaMakers } from './library.ts';
import mediaRoutes from './routes.ts';

/** Stand-ins for ffmpeg: bytes of known content, counted. */
const MP4 = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
function fakeMakers(): MediaMakers & { made: string[] } {
  const made: string[] = [];
  return {
    made,
    async clip(clip, dir) {
      made.push(clip.id);
      await writeFile(path.join(dir, 'clip.mp4'), MP4);
      await mkdir(path.join(dir, 'hls', '720p'), { recursive: true });
      await writeFile(path.join(dir, 'hls', 'master.m3u8'), '#EXTM3U\n720p/index.m3u8\n');
      await writeFile(path.join(dir, 'hls', '720p', 'index.m3u8'), '#EXTM3U\nseg-000.ts\n');
      await writeFile(path.join(dir, 'hls', '720p', 'seg-000.ts'), Buffer.alloc(376, 0x47));
    },
    async gif(gif, dir) {
      made.push(gif.id);
      await writeFile(path.join(dir, 'anim.gif'), Buffer.from('GIF89a-fake'));
    },
  };
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function setup(makers: MediaMakers = fakeMakers()) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'corkboard-media-'));
  dirs.push(dataDir);
  await writeFile(path.join(dataDir, 'secret.txt'), 'TOP-SECRET');
  const app = fastify();
  await app.register(mediaRoutes, { library: mediaLibrary({ root: path.join(dataDir, 'media'), makers }) });
  await app.ready();
  return { app, dataDir };
}

const clip = DEMO_CLIPS[0]!;
const mp4 = mediaUrl(mp4Path(clip));

describe('GET /media/...', () => {
  it('makes a clip once on first request, even when asked for twice at once, and serves it whole with its type', async () => {
    const makers = fakeMakers();
    const { app } = await setup(makers);
    const [a, b] = await Promise.all([app.inject({ url: mp4 }), app.inject({ url: mediaUrl(hlsMasterPath(clip)) })]);
    expect(makers.made).toEqual([clip.id]);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('video/mp4');
    expect(a.headers['accept-ranges']).toBe('bytes');
    expect(a.headers['cache-control']).toBe('public, max-age=86400');
    expect(a.headers.etag).toBeTruthy();
    expect(a.rawPayload.equals(MP4)).toBe(true);
    expect(b.statusCode).toBe(200);
    expect(b.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(b.headers['cache-control']).toBe('public, max-age=60');
    const segment = await app.inject({ url: mediaUrl(`videos/hls/${clip.id}/720p/seg-000.ts`) });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const gif = await app.inject({ url: mediaUrl(gifPath(DEMO_GIFS[0]!)) });
    expect(gif.statusCode).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    await app.inject({ url: mp4 });
    expect(makers.made).toEqual([clip.id, DEMO_GIFS[0]!.id]);
    await app.close();
  });

  it('answers a byte range with 206 and Content-Range, and a range past the end with 416', async () => {
    const { app } = await setup();
    const part = await app.inject({ url: mp4, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);

    const tail = await app.inject({ url: mp4, headers: { range: 'bytes=4900-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 4900-4999/${MP4.length}`);

    const beyond = await app.inject({ url: mp4, headers: { range: `bytes=${MP4.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
    await app.close();
  });

  it('serves nothing outside the media folder, nor its scratch and marker folders', async () => {
    const { app } = await setup();
    await app.inject({ url: mp4 });
    for (const url of [
      '/media/../secret.txt',
      '/media/..%2fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/videos/..%2F..%2Fsecret.txt',
      '/media/videos/720p/..%2F..%2F..%2Fsecret.txt',
      '/media/%2e%2e%2f%2e%2e%2fsecret.txt',
      `/media/.ready/clip-${clip.id}`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('TOP-SECRET');
      expect(res.body, url).not.toContain('"media"');
    }
    await app.close();
  });

  it('answers 404 for media that is not in the demo set, and 503 when a clip cannot be made', async () => {
    const failing: MediaMakers = {
      clip: async () => {
        throw new Error('no ffmpeg here');
      },
      gif: async () => {},
    };
    const { app } = await setup(failing);
    expect((await app.inject({ url: '/media/videos/720p/not-a-clip.mp4' })).statusCode).toBe(404);
    const res = await app.inject({ url: mp4 });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    await app.close();
  });
});
