/**
 * `npm run bench:client`: loads the home feed, then a pin's closeup, in headless Chromium at 1280×900
 * (the desktop profile, no throttling) and reports what a visitor pays, from the browser's own
 * performance entries: JS and CSS transferred (gzip) before the first pins, time to
 * DOMContentLoaded and load, largest contentful paint, cumulative layout shift, and when the first
 * pin image had loaded. Runs --runs N cold loads of each (default 5) and reports medians. Needs a
 * Chromium (see e2e/). Issue 12's budget on this profile: LCP ≤ 1.2 s and CLS ≤ 0.02. The server
 * listens on a free port the system picks (--port N to choose).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from '../e2e/chromium.ts';
import { benchPort, option, startBenchServer } from './server.ts';

const runs = option('runs', 5);

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
  cls: number;
  firstPinImage: number;
}

/** Reads the page's performance entries; runs in the page. */
async function measure(imagePath: string): Promise<Sample> {
  const lcp = await new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]?.startTime ?? 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(0), 1000);
  });
  // Layout shifts as CLS counts them: no recent input, grouped in session windows (gaps < 1 s,
  // windows ≤ 5 s), the largest window's sum.
  interface Shift extends PerformanceEntry {
    readonly value: number;
    readonly hadRecentInput: boolean;
  }
  const shifts = await new Promise<Shift[]>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries() as Shift[])).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve([]), 500);
  });
  let cls = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - last > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    last = shift.startTime;
    cls = Math.max(cls, windowSum);
  }
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const sum = (kind: string) =>
    resources.filter((r) => r.initiatorType === kind || (kind === 'script' && r.name.endsWith('.js'))).reduce((n, r) => n + r.transferSize, 0) / 1024;
  const firstImage = resources.filter((r) => r.name.includes(imagePath)).map((r) => r.responseEnd).sort((a, b) => a - b)[0] ?? 0;
  return {
    scriptKb: sum('script'),
    styleKb: resources.filter((r) => r.name.endsWith('.css')).reduce((n, r) => n + r.transferSize, 0) / 1024,
    domContentLoaded: nav.domContentLoadedEventEnd,
    load: nav.loadEventEnd,
    lcp,
    cls,
    firstPinImage: firstImage,
  };
}

async function coldLoad(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, imagePath: string): Promise<Sample & { pinPath: string | null }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx compiles this file with esbuild's keepNames, whose __name helper the page lacks.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  const sample = await page.evaluate(measure, imagePath);
  const pinPath = await page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-test-id="pin"] a[href^="/pin/"]')?.getAttribute('href') ?? null);
  await context.close();
  return { ...sample, pinPath };
}

const pinImageLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('[data-test-id="pin"] img')].some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
  );

const closeupImageLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].some((img) => (img as HTMLImageElement).src.includes('/images/736x/') && (img as HTMLImageElement).complete),
  );

function report(title: string, samples: Sample[], imageLabel: string): void {
  const row = (label: string, pick: (s: Sample) => number, unit: string, digits = 1) =>
    console.log(`${label.padEnd(34)} ${median(samples.map(pick)).toFixed(digits).padStart(8)} ${unit}`);
  console.log(`\n${title}\n`);
  row('JS transferred (compressed)', (s) => s.scriptKb, 'KiB');
  row('CSS transferred (compressed)', (s) => s.styleKb, 'KiB');
  row('DOMContentLoaded', (s) => s.domContentLoaded, 'ms');
  row('load', (s) => s.load, 'ms');
  row('largest contentful paint', (s) => s.lcp, 'ms');
  row('cumulative layout shift', (s) => s.cls, '', 3);
  row(imageLabel, (s) => s.firstPinImage, 'ms');
}

async function main(): Promise<void> {
  const server = await startBenchServer(await benchPort());
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const home: Sample[] = [];
    let pinPath: string | null = null;
    for (let i = 0; i < runs; i += 1) {
      const sample = await coldLoad(browser, `${server.url}/`, pinImageLoaded, '/images/236x/');
      pinPath ??= sample.pinPath;
      home.push(sample);
    }
    report(`client bench: ${runs} cold loads of / at 1280×900 (medians)`, home, 'first pin image loaded');
    if (!pinPath) throw new Error('no pin link on the home feed');
    const closeup: Sample[] = [];
    for (let i = 0; i < runs; i += 1) closeup.push(await coldLoad(browser, `${server.url}${pinPath}`, closeupImageLoaded, '/images/736x/'));
    report(`${runs} cold loads of ${pinPath} (the closeup) at 1280×900 (medians)`, closeup, 'closeup image loaded');
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
