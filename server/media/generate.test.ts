/** The one test that runs the bundled ffmpeg: a tiny clip and a tiny GIF (about a second). */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DemoClip, DemoGif } from './demo.ts';
import { makeClip, makeGif } from './generate.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function workDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'corkboard-ffmpeg-'));
  dirs.push(dir);
  return dir;
}

const SIGNATURE = '76cfca03dbb4b467a4b2ffc309c981a7';

describe('demo media made with the bundled ffmpeg', () => {
  it('makes a fast-start MP4 and a two-rendition HLS ladder of MPEG-TS segments', async () => {
    const clip: DemoClip = { id: 'tiny', signature: SIGNATURE, aspect: 1.5, width: 64, height: 96, durationMs: 1000 };
    const dir = await workDir();
    await makeClip(clip, dir);

    const mp4 = await readFile(path.join(dir, 'clip.mp4'));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // Fast start: the index (moov) comes before the media data, so playback starts before the download ends.
    expect(mp4.indexOf('moov')).toBeGreaterThan(0);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));

    const master = await readFile(path.join(dir, 'hls', 'master.m3u8'), 'utf8');
    expect(master.match(/#EXT-X-STREAM-INF:/g)).toHaveLength(2);
    expect(master).toContain('RESOLUTION=64x96');
    expect(master).toContain('RESOLUTION=360x540');
    for (const rendition of ['720p', '360p']) {
      expect(master).toContain(`${rendition}/index.m3u8`);
      const playlist = await readFile(path.join(dir, 'hls', rendition, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = (await readdir(path.join(dir, 'hls', rendition))).filter((f) => f.endsWith('.ts'));
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) {
        expect(playlist).toContain(segment);
        // MPEG-TS packets start with the sync byte 0x47.
        expect((await readFile(path.join(dir, 'hls', rendition, segment)).then((b) => b[0]))).toBe(0x47);
      }
    }
  }, 30_000);

  it('makes a looping animated GIF', async () => {
    const gif: DemoGif = { id: 'tiny', signature: SIGNATURE, aspect: 1, width: 48, height: 48, durationMs: 1000 };
    const dir = await workDir();
    await makeGif(gif, dir);
    const data = await readFile(path.join(dir, 'anim.gif'));
    expect(data.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(data.readUInt16LE(6)).toBe(48);
    expect(data.includes('NETSCAPE2.0')).toBe(true);
    // One graphic control extension per frame.
    let frames = 0;
    for (let i = data.indexOf(Buffer.from([0x21, 0xf9, 0x04])); i >= 0; i = data.indexOf(Buffer.from([0x21, 0xf9, 0x04]), i + 1)) frames++;
    expect(frames).toBeGreaterThan(5);
  }, 30_000);
});
