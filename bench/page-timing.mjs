#!/usr/bin/env node
// Sign-in page timing in headless Chromium: `npm run bench:page` (after `npm run build`).
// Starts the built portal in production mode on PostgreSQL (bench/portal.mjs) and loads the site root
// BENCH_RUNS times, each in a fresh browser context (an empty cache, as a first visit), with the
// network throttled to a "fast 3G"-like link when BENCH_THROTTLE=1 (Lighthouse's mobile default is a
// slower, simulated one). Prints the median of the browser's own paint and navigation timings and of
// the time until the sign-in form can be typed in. A benchmark: it asserts nothing.
import { chromium } from '@playwright/test';
import { freePort, startBenchPortal, waitFor } from './portal.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const THROTTLE = process.env.BENCH_THROTTLE === '1';
const PORT = await freePort();
const URL_ROOT = `http://127.0.0.1:${PORT}/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const portal = await startBenchPortal(PORT);
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  await waitFor(`${URL_ROOT}readyz`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure());
  const median = (key) => {
    const values = runs.map((r) => r[key]).sort((a, b) => a - b);
    return Math.round(values[Math.floor(values.length / 2)]);
  };
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        network: THROTTLE ? '1.6 Mbit/s down, 750 kbit/s up, 150 ms latency' : 'loopback',
        medianMs: {
          firstContentfulPaint: median('fcp'),
          largestContentfulPaint: median('lcp'),
          domContentLoaded: median('dcl'),
          load: median('load'),
          signInFormReady: median('formReady'),
        },
        transferredKB: Math.round(runs[0].transferred / 102.4) / 10,
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  portal.kill('SIGTERM');
}

async function measure() {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  if (THROTTLE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  await page.goto(URL_ROOT, { waitUntil: 'load' });
  await page.getByRole('textbox', { name: 'Nome utente' }).waitFor({ state: 'visible' });
  const formReady = Date.now() - started;
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource');
    return {
      fcp: fcp?.startTime ?? 0,
      lcp: window.__lcp,
      dcl: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      transferred: nav.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0),
    };
  });
  await context.close();
  return { ...timings, formReady };
}
