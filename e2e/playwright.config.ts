import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium.mjs';

// Real browser (the system's Chromium, never a downloaded one), real server, real database.
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  // Files run side by side on one server: each makes the data it changes (support/accounts.ts) or
  // changes data no other file uses. A file's tests run in order unless the file says they may run
  // side by side too (`test.describe.configure({ mode: 'parallel' })`). E2E_WORKERS overrides the count.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test runs once more; one that passes then is reported as flaky in the summary of
  // `npm test` (counted, not hidden), so that a busy machine's timing does not block a landing. The
  // same everywhere: a developer's `npm test` is CI's.
  retries: 1,
  // Two browsers and the server share the machine's cores: a journey takes longer than alone.
  timeout: 60_000,
  // The back office's first page loads its own bundle and catalogues: on two busy cores, more than 7 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace costs every test its DOM snapshots and screencast: recorded for every test, it
    // made the suite about twice as slow (decision 064). Only the retry of a failed test records one,
    // the trace a failure needs; `--trace on` records them all while a journey is being written.
    trace: 'on-first-retry',
    // As a visitor who asked the system for less motion: the portal respects it (config/theme.ts), so
    // dialogs, menus and toasts appear without their transitions, which every click otherwise waits out.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's optimizing compilers (Maglev, TurboFan) pay off on pages that run long; a test's pages
        // live seconds. Without them the journeys took a fifth less CPU (decision 054). The code runs
        // the same, only not optimized; the benchmarks of what a visitor sees keep them.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@clock/ },
    // The tests tagged @clock may move the server's clock (support/server-clock.ts), which every
    // session and code on the server follows: they run one at a time, after all the others.
    {
      name: 'server clock',
      use: { browserName: 'chromium' },
      grep: /@clock/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${PORT}/readyz`,
    // The suite signs in more than the per-address limit allows in a minute (30 by default, from one
    // address); the limit itself is covered by the server's tests, the per-account lockout by login.spec.ts.
    // Recovery calls are limited to 10 a minute per address, which recovery.spec.ts exceeds from one
    // address; the mail worker polls every 200 ms so that tests read their messages quickly. The
    // general limit (600 calls a minute per address) is for people, not for a suite that opens pages
    // as fast as the browser loads them, all from one address; the server's tests cover it.
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '1000',
      RECOVERY_RATE_LIMIT_MAX: '1000',
      MAIL_POLL_MS: '200',
      // The browser really solves the captcha's proof of work; an easy one keeps the suite fast.
      CAPTCHA_COST: '1',
      CAPTCHA_COUNTER_MAX: '200',
      // The cheapest password hash and no anti-enumeration floor (NODE_ENV=test only): the timing
      // they protect is the server's tests' to check, not the browser's.
      PASSWORD_HASH_MEMORY_KIB: '8',
      PASSWORD_HASH_TIME_COST: '1',
      ANTI_ENUMERATION_FLOOR_MS: '0',
      // The journeys sign the demo staff in by password; two-factor.spec.ts turns the rule on for its own.
      STAFF_SECOND_FACTOR: 'optional',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
