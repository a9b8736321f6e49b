/**
 * The ffmpeg that makes the demo media: $FFMPEG_PATH if set, else the static build the
 * @ffmpeg-installer/ffmpeg package ships for this platform (loaded only when media is made).
 */
import { spawn } from 'node:child_process';
import { access, chmod, constants } from 'node:fs/promises';
import { setPriority } from 'node:os';

let found: Promise<string> | null = null;

async function locate(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.FFMPEG_PATH) return env.FFMPEG_PATH;
  let binary: string;
  try {
    binary = (await import('@ffmpeg-installer/ffmpeg')).default.path;
  } catch (error) {
    // The package throws a plain string when it has no binary for this platform.
    throw new Error(`no bundled ffmpeg for this platform (${String(error)}); set FFMPEG_PATH`, { cause: error });
  }
  try {
    await access(binary, constants.X_OK);
  } catch {
    // Its install script (chmod u+x) may not have run, e.g. when npm skips install scripts.
    await chmod(binary, 0o755);
  }
  return binary;
}

/** The ffmpeg binary's path (looked up once). */
export function ffmpegPath(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  found ??= locate(env).catch((error: unknown) => {
    found = null;
    throw error;
  });
  return found;
}

/** The longest one ffmpeg run may take (the demo's longest takes a few seconds): a stuck run is killed, so the media queue moves on. */
export const FFMPEG_TIMEOUT_MS = 120_000;

/** Runs ffmpeg with `args` at a lower CPU priority; rejects with the end of its log when it fails or passes `timeoutMs`. */
export async function runFfmpeg(args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<void> {
  const binary = await ffmpegPath();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
      cwd: options.cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: options.timeoutMs ?? FFMPEG_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    if (child.pid !== undefined) {
      try {
        // Making demo media must not slow down the requests being served.
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: run at normal priority.
      }
    }
    let log = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      log = (log + chunk).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${log.trim()}`));
    });
  });
}
