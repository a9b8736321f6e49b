/**
 * The demo media on disk under {dataDir}/media/: made once, kept, made again when missing.
 *
 * ensure() makes an item's files if they are not there, when first asked for (a second or two of
 * ffmpeg per clip, so start-up and visitors who see no video pay nothing); callers asking for the
 * same item share one run, and one item is made at a time. Each item is made in a scratch folder and
 * moved into place; a marker under .ready/ (ignored by the file server, as are all dot-folders)
 * records which version of the item is there.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gifPath, hlsDir, hlsMasterPath, itemKey, mp4Path, type DemoClip, type DemoGif, type DemoItem } from './demo.ts';

/** Bump when the way media is made changes: every item is made again. */
export const MEDIA_VERSION = 1;

export interface MediaMakers {
  /** Writes clip.mp4 and hls/ (with master.m3u8) into an empty folder. */
  clip(clip: DemoClip, workDir: string): Promise<void>;
  /** Writes anim.gif into an empty folder. */
  gif(gif: DemoGif, workDir: string): Promise<void>;
}

export interface MediaLibrary {
  readonly root: string;
  ensure(item: DemoItem): Promise<void>;
}

export interface MediaLibraryOptions {
  /** {dataDir}/media */
  root: string;
  /** How items are made; default: ffmpeg (./generate.ts, loaded on first use). */
  makers?: MediaMakers;
  log?: (message: string) => void;
}

/** After a failure, an item is not tried again for this long (a missing ffmpeg fails every time). */
const RETRY_AFTER_MS = 60_000;

const defaultMakers: MediaMakers = {
  clip: async (clip, dir) => (await import('./generate.ts')).makeClip(clip, dir),
  gif: async (gif, dir) => (await import('./generate.ts')).makeGif(gif, dir),
};

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export function mediaLibrary(options: MediaLibraryOptions): MediaLibrary {
  const { root } = options;
  const makers = options.makers ?? defaultMakers;
  const log = options.log ?? (() => {});
  const ready = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const failedAt = new Map<string, number>();
  /** One item is made at a time. */
  let queue: Promise<unknown> = Promise.resolve();

  const marker = (item: DemoItem) => path.join(root, '.ready', itemKey(item).replace('/', '-'));
  const stamp = (item: DemoItem) => `${MEDIA_VERSION} ${JSON.stringify(item)}\n`;
  const mainFiles = (item: DemoItem) =>
    item.kind === 'clip' ? [mp4Path(item.clip), hlsMasterPath(item.clip)] : [gifPath(item.gif)];

  async function onDisk(item: DemoItem): Promise<boolean> {
    try {
      if ((await readFile(marker(item), 'utf8')) !== stamp(item)) return false;
    } catch {
      return false;
    }
    for (const file of mainFiles(item)) if (!(await exists(path.join(root, file)))) return false;
    return true;
  }

  async function make(item: DemoItem): Promise<void> {
    const started = performance.now();
    const work = path.join(root, '.work', `${itemKey(item).replace('/', '-')}-${process.pid}-${Math.random().toString(36).slice(2)}`);
    await mkdir(work, { recursive: true });
    try {
      if (item.kind === 'clip') {
        await makers.clip(item.clip, work);
        const mp4 = path.join(root, mp4Path(item.clip));
        const hls = path.join(root, hlsDir(item.clip));
        await mkdir(path.dirname(mp4), { recursive: true });
        await mkdir(path.dirname(hls), { recursive: true });
        await rename(path.join(work, 'clip.mp4'), mp4);
        await rm(hls, { recursive: true, force: true });
        await rename(path.join(work, 'hls'), hls);
      } else {
        const gif = path.join(root, gifPath(item.gif));
        await mkdir(path.dirname(gif), { recursive: true });
        await makers.gif(item.gif, work);
        await rename(path.join(work, 'anim.gif'), gif);
      }
      await mkdir(path.dirname(marker(item)), { recursive: true });
      await writeFile(marker(item), stamp(item));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    log(`demo media ${itemKey(item)} made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  function ensure(item: DemoItem): Promise<void> {
    const key = itemKey(item);
    if (ready.has(key)) return Promise.resolve();
    const last = failedAt.get(key);
    if (last !== undefined && Date.now() - last < RETRY_AFTER_MS) return Promise.reject(new Error(`demo media ${key} failed recently`));
    let running = pending.get(key);
    if (!running) {
      running = (async () => {
        if (!(await onDisk(item))) {
          const turn = queue.then(() => make(item));
          queue = turn.catch(() => {});
          await turn;
        }
        ready.add(key);
        failedAt.delete(key);
      })()
        .catch((error: unknown) => {
          failedAt.set(key, Date.now());
          throw error;
        })
        .finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  }

  return { root, ensure };
}
