/**
 * Makes one piece of demo media from its art picture with ffmpeg: a slow zoom and drift that starts
 * and ends on the whole picture (so the first frame is the pin image and a loop has no jump).
 *
 * A clip becomes clip.mp4 (H.264 main, 720 px short side, fast start, no audio) and an HLS ladder
 * hls/master.m3u8 over hls/720p/ (the MP4's own stream, remuxed) and hls/360p/ (H.264 baseline),
 * both in 2-second MPEG-TS segments. A GIF becomes anim.gif (its own palette, looping).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderArt } from '../images/art.ts';
import { CLIP_FPS, GIF_FPS, HLS_LOW, HLS_TOP, renditionSize, type DemoClip, type DemoGif } from './demo.ts';
import { runFfmpeg } from './ffmpeg.ts';

/** Seconds per HLS segment; every segment starts on a key frame. */
const SEGMENT_SECONDS = 2;
/** How far the picture zooms in at the middle of the loop. */
const ZOOM = 0.12;

/** zoompan over `frames` output frames: zoom 1 → 1+ZOOM → 1, drifting off centre and back. */
function zoomPan(frames: number, width: number, height: number, fps: number): string {
  const phase = `sin(PI*on/${frames})`;
  const drift = `sin(2*PI*on/${frames})`;
  return (
    `zoompan=z='1+${ZOOM}*${phase}'` +
    `:x='(iw-iw/zoom)/2*(1+0.6*${drift})'` +
    `:y='(ih-ih/zoom)/2*(1-0.6*${drift})'` +
    `:d=1:s=${width}x${height}:fps=${fps}`
  );
}

/** The art at the frames' size (drawing it larger costs more than the sharper zoom is worth), as a JPEG. */
async function drawSource(signature: string, width: number, height: number, file: string): Promise<void> {
  await writeFile(file, await renderArt(signature, width, height, { quality: 92 }));
}

const loopInput = (fps: number, seconds: number, file: string) => ['-loop', '1', '-framerate', String(fps), '-t', String(seconds), '-i', file];

/** H.264 with a key frame every segment, and no scene-cut key frames in between. */
const h264 = (profile: 'main' | 'baseline', level: string, crf: number, maxrateKbps: number) => [
  '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', profile, '-level', level, '-pix_fmt', 'yuv420p',
  '-crf', String(crf), '-maxrate', `${maxrateKbps}k`, '-bufsize', `${maxrateKbps * 2}k`,
  '-g', String(CLIP_FPS * SEGMENT_SECONDS), '-keyint_min', String(CLIP_FPS * SEGMENT_SECONDS), '-sc_threshold', '0',
];

const hlsOutput = (dir: string) => [
  '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
  '-hls_segment_filename', path.join(dir, 'seg-%03d.ts'), path.join(dir, 'index.m3u8'),
];

/** The master playlist; CODECS follow the profiles and levels fixed above (main 3.1, baseline 3.0). */
export function masterPlaylist(clip: DemoClip): string {
  const low = renditionSize(clip, HLS_LOW.shortSide);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-STREAM-INF:BANDWIDTH=${HLS_TOP.maxrateKbps * 1000},RESOLUTION=${clip.width}x${clip.height},CODECS="avc1.4d401f",FRAME-RATE=${CLIP_FPS}.000`,
    `${HLS_TOP.name}/index.m3u8`,
    `#EXT-X-STREAM-INF:BANDWIDTH=${HLS_LOW.maxrateKbps * 1000},RESOLUTION=${low.width}x${low.height},CODECS="avc1.42c01e",FRAME-RATE=${CLIP_FPS}.000`,
    `${HLS_LOW.name}/index.m3u8`,
    '',
  ].join('\n');
}

/** Writes clip.mp4 and hls/ into workDir (which exists and is empty). */
export async function makeClip(clip: DemoClip, workDir: string): Promise<void> {
  const seconds = clip.durationMs / 1000;
  const source = path.join(workDir, 'source.jpg');
  await drawSource(clip.signature, clip.width, clip.height, source);
  const lowSize = renditionSize(clip, HLS_LOW.shortSide);
  const topDir = path.join(workDir, 'hls', HLS_TOP.name);
  const lowDir = path.join(workDir, 'hls', HLS_LOW.name);
  await mkdir(topDir, { recursive: true });
  await mkdir(lowDir, { recursive: true });
  const mp4 = path.join(workDir, 'clip.mp4');
  await runFfmpeg([
    ...loopInput(CLIP_FPS, seconds, source),
    '-filter_complex',
    `[0:v]${zoomPan(Math.round(seconds * CLIP_FPS), clip.width, clip.height, CLIP_FPS)},split=2[top][low0];` +
      `[low0]scale=${lowSize.width}:${lowSize.height}[low]`,
    '-map', '[top]', ...h264('main', '3.1', 27, HLS_TOP.maxrateKbps), '-an', '-movflags', '+faststart', mp4,
    '-map', '[low]', ...h264('baseline', '3.0', 30, HLS_LOW.maxrateKbps), '-an', ...hlsOutput(lowDir),
  ]);
  // The top rendition is the MP4's own stream, cut into segments without encoding again.
  await runFfmpeg(['-i', mp4, '-c', 'copy', '-an', '-bsf:v', 'h264_mp4toannexb', ...hlsOutput(topDir)]);
  await writeFile(path.join(workDir, 'hls', 'master.m3u8'), masterPlaylist(clip));
}

/** Writes anim.gif into workDir. */
export async function makeGif(gif: DemoGif, workDir: string): Promise<void> {
  const seconds = gif.durationMs / 1000;
  const source = path.join(workDir, 'source.jpg');
  await drawSource(gif.signature, gif.width, gif.height, source);
  await runFfmpeg([
    ...loopInput(GIF_FPS, seconds, source),
    '-filter_complex',
    `[0:v]${zoomPan(Math.round(seconds * GIF_FPS), gif.width, gif.height, GIF_FPS)},split=2[a][b];` +
      // Flat art: few colours and no dithering keep the GIF small.
      '[a]palettegen=max_colors=48:stats_mode=diff[p];[b][p]paletteuse=dither=none:diff_mode=rectangle',
    '-loop', '0',
    path.join(workDir, 'anim.gif'),
  ]);
}
