#!/usr/bin/env node
// Lighthouse's mobile performance score of the sign-in page: `npm run bench:lighthouse` (after
// `npm run build`). Starts the built portal in production mode on PostgreSQL (bench/portal.mjs) and
// runs Lighthouse 12 (fetched by npx on first use: it is not one of the project's dependencies) with
// the system Chromium, BENCH_RUNS times, with its default mobile profile: a simulated slow 4G link and
// a four times slower CPU. Prints the median score and the median of each metric. Asserts nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, startBenchPortal, waitFor } from './portal.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = await freePort();
const URL_ROOT = `http://127.0.0.1:${PORT}/`;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
];

const portal = await startBenchPortal(PORT);
const folder = mkdtempSync(join(tmpdir(), 'sportello-lighthouse-'));
try {
  await waitFor(`${URL_ROOT}readyz`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(join(folder, `run-${i}.json`)));
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        lighthouse: runs[0].lighthouseVersion,
        profile: 'mobile (simulated slow 4G, 4× CPU slowdown)',
        performanceScore: median(runs.map((r) => Math.round(r.categories.performance.score * 100))),
        scores: runs.map((r) => Math.round(r.categories.performance.score * 100)),
        medianMs: Object.fromEntries(
          METRICS.map((id) => [
            id,
            Math.round(median(runs.map((r) => r.audits[id].numericValue)) * 100) / 100,
          ]),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
}

async function lighthouse(output) {
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      URL_ROOT,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(output, 'utf8'));
}
