/** Starts the app as its own process for a benchmark, so its memory can be read from /proc. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { bundleServer } from '../server/bundle.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident memory of the server process (and its workers) now, in KiB. */
  rssKb(): number;
  stop(): Promise<void>;
}

/** Numeric `--name value` from the command line. */
export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} takes a positive number`);
    process.exit(2);
  }
  return value;
}

async function waitForHealth(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** A port nothing listens on now: the system's pick, so two benchmarks (or a running app) never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `--port N` when given, else a free port. */
export async function benchPort(): Promise<number> {
  return process.argv.includes('--port') ? option('port', 0) : freePort();
}

/** Resident memory of a process and all its descendants (cluster workers), in KiB; 0 once it is gone. */
export function treeRssKb(pid: number): number {
  let total = 0;
  try {
    total = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRssKb(Number(child));
    }
  } catch {
    // the process (or one of its children) just ended
  }
  return total;
}

export interface SpawnOptions {
  /** The script to run (default: the app, server/main.ts), bundled first as `npm start` does (server/bundle.ts). */
  script?: string;
  /** Extra environment; DATABASE_URL here wins over the caller's own. */
  env?: Record<string, string>;
}

/** Seeded demo data in a temporary DATA_DIR, or DATABASE_URL when it is set (or given in `env`). */
export async function startBenchServer(port: number, { script = 'server/main.ts', env = {} }: SpawnOptions = {}): Promise<BenchServer> {
  const { outfile } = await bundleServer(path.join(ROOT, script), path.join(ROOT, 'dist-server', `${path.basename(script, '.ts')}.js`));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [outfile], {
    cwd: ROOT,
    // One client IP makes every benchmark request: lift its hourly GraphQL budget out of the way.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'production', GRAPHQL_RATE_LIMIT: '1000000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, url, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid!;
  return { url, pid, rssKb: () => treeRssKb(pid), stop };
}

/** Creates the database of `url` when it does not exist yet (a benchmark's own database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.href, { max: 1, onnotice: () => undefined });
  try {
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!exists) await sql.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await sql.end();
  }
}
