/**
 * `npm run bundle-budget` (after `vite build`; npm test runs it): the JavaScript a first visit
 * to the home page downloads before anything renders, gzip-compressed as the server sends it: the
 * entry script in dist/index.html and the chunks it modulepreloads (its static imports). The route's
 * own chunks (HomeFeed, PinGrid and its query's artifact) load after it, and are reported beside it.
 *
 * Issue 12's budget is 180 kB: it fails above --max-kb (default 180), as npm test runs it.
 * Deterministic (it reads files), so it is a check, not a benchmark.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './server.ts';

const BUDGET_KB = 180;
const at = process.argv.indexOf('--max-kb');
const maxKb = at === -1 ? BUDGET_KB : Number(process.argv[at + 1]);
if (!Number.isFinite(maxKb) || maxKb <= 0) {
  console.error('--max-kb takes a positive number');
  process.exit(2);
}

const dist = process.env.CLIENT_DIST_DIR ? path.resolve(ROOT, 'client', process.env.CLIENT_DIST_DIR) : path.join(ROOT, 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

const initial = [
  ...[...html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g)].map((match) => match[1]!),
  ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)].map((match) => match[1]!),
];
if (initial.length === 0) throw new Error(`no entry script in ${path.join(dist, 'index.html')}`);

/** The home route's own chunks (Vite names a chunk after its module). */
const home = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /^(HomeFeed|PinGrid|routes_H)-[\w-]+\.js$/.test(file))
  .map((file) => `assets/${file}`);

let total = 0;
for (const file of initial) {
  const kb = gzipKb(file);
  total += kb;
  console.log(`${kb.toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(`${total.toFixed(1).padStart(8)} kB  initial JS of the home page (gzip), budget ${BUDGET_KB} kB, ceiling ${maxKb} kB`);
let route = 0;
for (const file of home) route += gzipKb(file);
console.log(`${route.toFixed(1).padStart(8)} kB  then the home route's chunks (${home.map((file) => path.basename(file)).join(', ')})`);
if (total > maxKb) {
  console.error(`initial JS ${total.toFixed(1)} kB is over ${maxKb} kB`);
  process.exit(1);
}
