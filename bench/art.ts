/**
 * `npm run bench:art`: how long the seed-art renderer takes for a 736 × 1104 picture (the closeup
 * size), as the median and p90 of N renders after one warm-up. It was a timed unit test once; a loaded
 * CI machine measured its own load, so the number lives here.
 *
 * Options: --renders N (default 30).
 */
import { createHash } from 'node:crypto';
import { renderArt } from '../server/images/art.ts';
import { option } from './server.ts';

const renders = option('renders', 30);
const sig = (n: number) => createHash('md5').update(`bench-art-${n}`).digest('hex');

await renderArt(sig(0), 736, 1104);
const times: number[] = [];
for (let i = 1; i <= renders; i++) {
  const started = performance.now();
  await renderArt(sig(i), 736, 1104);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`renderArt 736×1104, ${renders} renders: median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
