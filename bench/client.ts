/**
 * `npm run bench:client`: loads the home feed in headless Chromium and reports what a visitor pays,
 * from the browser's own performance entries: JS and CSS transferred (gzip) before the first pins,
 * time to DOMContentLoaded and load, largest contentful paint, and when the first pin image had
 * loaded. Runs --runs N cold loads (default 5) and reports medians. Needs a Chromium (see e2e/).
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../e2e/chromium.ts';
import { option, startBenchServer } from './server.ts';

const runs = option('runs', 5);
const port = option('port', 3901);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface Sample {
  scriptKb: number;
  styleKb: number;
  domContentLoaded: number;
  load: number;
  lcp: number;
  firstPinImage: number;
}

async function main(): Promise<void> {
  const server = await startBenchServer(port);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // tsx compiles this file with esbuild's keepNames, whose __name helper the page lacks.
      await context.addInitScript('globalThis.__name = (fn) => fn;');
      const page = await context.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'load' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-test-id="pin"] img')].some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      );
      samples.push(
        await page.evaluate(async () => {
          const lcp = await new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? 0);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(0), 1000);
          });
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const sum = (kind: string) =>
            resources.filter((r) => r.initiatorType === kind || (kind === 'script' && r.name.endsWith('.js'))).reduce((n, r) => n + r.transferSize, 0) / 1024;
          const firstImage = resources.filter((r) => r.name.includes('/images/236x/')).map((r) => r.responseEnd).sort((a, b) => a - b)[0] ?? 0;
          return {
            scriptKb: sum('script'),
            styleKb: resources.filter((r) => r.name.endsWith('.css')).reduce((n, r) => n + r.transferSize, 0) / 1024,
            domContentLoaded: nav.domContentLoadedEventEnd,
            load: nav.loadEventEnd,
            lcp,
            firstPinImage: firstImage,
          };
        }),
      );
      await context.close();
    }
    const row = (label: string, pick: (s: Sample) => number, unit: string) =>
      console.log(`${label.padEnd(34)} ${median(samples.map(pick)).toFixed(1).padStart(8)} ${unit}`);
    console.log(`\nclient bench: ${runs} cold loads of / at 1280×900 (medians)\n`);
    row('JS transferred (compressed)', (s) => s.scriptKb, 'KiB');
    row('CSS transferred (compressed)', (s) => s.styleKb, 'KiB');
    row('DOMContentLoaded', (s) => s.domContentLoaded, 'ms');
    row('load', (s) => s.load, 'ms');
    row('largest contentful paint', (s) => s.lcp, 'ms');
    row('first pin image loaded', (s) => s.firstPinImage, 'ms');
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
