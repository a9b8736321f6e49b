/**
 * `npm run seed -- [--pins N] [--users N] [--boards N] [--saves N] [--reset]`
 *
 * Seeds the database named by DATABASE_URL, or PGlite under DATA_DIR (default ./data). A database
 * that already holds data is left alone unless --reset is given, which empties it first.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openStorage } from '../client.ts';
import { enableDemoLogin } from './demo-login.ts';
import { isEmpty, resetDatabase, seed, type SeedOptions, type SeedSummary } from './index.ts';

export const USAGE = 'usage: npm run seed -- [--pins N] [--users N] [--boards N] [--saves N] [--reset]';

export interface SeedArgs {
  options: Pick<SeedOptions, 'pins' | 'users' | 'boards' | 'saves'>;
  reset: boolean;
  help: boolean;
}

/** Parses the command line; throws an Error with a message for bad flags or values. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      pins: { type: 'string' },
      users: { type: 'string' },
      boards: { type: 'string' },
      saves: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length > 0) throw new Error(`unexpected argument "${positionals[0]}"`);
  const options: SeedArgs['options'] = {};
  for (const name of ['pins', 'users', 'boards', 'saves'] as const) {
    const raw = values[name];
    if (raw === undefined) continue;
    if (!/^\d[\d_,]*$/.test(raw)) throw new Error(`--${name} needs a non-negative whole number, got "${raw}"`);
    const n = Number(raw.replace(/[_,]/g, ''));
    if (!Number.isSafeInteger(n)) throw new Error(`--${name} is too large: ${raw}`);
    options[name] = n;
  }
  return { options, reset: values.reset === true, help: values.help === true };
}

function describe(summary: SeedSummary): string {
  const types = Object.entries(summary.pinsByType)
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');
  const variants = Object.entries(summary.productVariants)
    .map(([variant, n]) => `${variant} ${n}`)
    .join(', ');
  const t = summary.timings;
  return [
    `users ${summary.users}, boards ${summary.boards} (sections ${summary.sections}, collaborators ${summary.collaborators}), interests ${summary.interests}`,
    `pins ${summary.pins}: ${types}`,
    `  products: ${variants}; promoted ${summary.promoted}, downstream ${summary.downstreamPromoted}, sponsored ${summary.sponsored}, repins ${summary.repins}, deleted stories ${summary.deletedStories}`,
    `saves ${summary.saves}, follows ${summary.follows}, blocks ${summary.blocks}`,
    `timings (ms): users ${t.users}, boards ${t.boards}, pins ${t.pins}, social ${t.social}, finish ${t.finish}, total ${t.total}`,
  ].join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(argv);
  } catch (err) {
    console.error(`seed: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const started = performance.now();
  const log = (message: string) => console.log(`[seed ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
  log(`opening ${where}`);
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await isEmpty(storage.db))) {
      if (!args.reset) {
        console.error(`seed: ${where} already holds data. Run with --reset to empty it and seed again.`);
        return 1;
      }
      log('--reset: emptying every table');
      await resetDatabase(storage.db);
    }
    const summary = await seed(storage.db, { ...args.options, log });
    log(`done\n${describe(summary)}`);
    const demo = await enableDemoLogin(storage.db);
    if (demo) log(`demo log-in (not in production): ${demo.username} / ${demo.password}`);
    return 0;
  } finally {
    await storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error('seed failed:', err);
      process.exitCode = 1;
    },
  );
}
