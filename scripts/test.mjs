#!/usr/bin/env node
// `npm test`: every suite in turn — lint, unit and integration tests (Vitest: contracts, i18n, web,
// server on PGlite or, with DATABASE_URL, on PostgreSQL), then end-to-end tests in Chromium against
// the built portal with the type check beside them. Ends with one line that sums them all:
//   Total: N passed, N failed, N skipped
// Typecheck and lint count as one check each. Without Chromium the end-to-end tests are counted
// as skipped, never as passed. Last, the fault and load suite (real processes, database restarts).
// The summary gives each suite's wall time, the build's (timed, not counted) and each Vitest
// project's (projects share the workers, so theirs overlap).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { CHROMIUM } from '../e2e/support/chromium.mjs';

// Absolute: Playwright resolves its report path against its config folder, not the working directory.
const ARTIFACTS = resolve('.artifacts');
// Vitest's per-project outcomes and times, for the summary (the fault suite runs from apps/server).
const PROJECT_TIMES_REPORTER = resolve('scripts/vitest-project-times.mjs');
const STARTED = Date.now();
rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });

const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function check(name, command, args) {
  banner(name);
  const { ok, seconds } = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

function banner(name) {
  console.log(`\n=== ${name} ===`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A check started now and waited for later: its output goes to a file, printed under its banner
 * when it is counted. The type check is one thread.
 */
function startCheck(name, command, args) {
  const logPath = `${ARTIFACTS}/${name}.log`;
  const log = openSync(logPath, 'w');
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', log, log] });
  // Its own time, from start to exit, not until it is waited for.
  const exited = new Promise((done) =>
    child.on('close', (code) => done({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) })),
  );
  return async () => {
    const { ok, seconds } = await exited;
    closeSync(log);
    banner(name);
    process.stdout.write(readFileSync(logPath, 'utf8'));
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  };
}

check('lint', 'npx', ['biome', 'check', '.']);
// The server modules' dependencies: no knot outside the identity core, and the README's copy current.
check('module graph', 'node', ['scripts/module-graph.mjs', '--check']);

/** A Vitest run with a JSON report, counted test by test; its projects' own lines follow it. */
function vitestSuite(name, args, cwd) {
  banner(name);
  const output = `${ARTIFACTS}/${name}.json`;
  const projectTimes = `${ARTIFACTS}/${name}-projects.json`;
  const started = Date.now();
  const { status } = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--reporter=${PROJECT_TIMES_REPORTER}`,
      `--outputFile.json=${output}`,
    ],
    { stdio: 'inherit', cwd, env: { ...process.env, VITEST_PROJECT_TIMES: projectTimes } },
  );
  const ok = status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = readJson(output);
  if (!report) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const projects = readJson(projectTimes) ?? [];
  results.push({
    name,
    passed: report.numPassedTests,
    // A suite that crashed before running its tests counts as one failure.
    failed: report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    // Side by side in one run: each project's time is from its first file's start to its last one's end.
    parts: projects.length > 1 ? projects : [],
  });
}

/** Builds the portal (the end-to-end and fault suites run the built server); timed, not counted. */
function build() {
  banner('build');
  const { ok, seconds } = run('npm', ['run', 'build']);
  results.push({ name: 'build', timeOnly: true, ok, seconds });
  return ok;
}

vitestSuite('vitest', []);

const chromiumFound = existsSync(CHROMIUM);
/** Whether this run built the portal (the end-to-end and fault suites run the built server). */
const built = chromiumFound && build();
// Beside the end-to-end suite, whose browsers leave the cores idle moments: beside Vitest, which keeps
// them busy, the type check added a minute to the run (docs/decisions/003), and beside the build it
// made the build take 24 s instead of 14 (decision 051). So it starts once the portal is built.
const typecheck = startCheck('typecheck', 'npx', ['tsc', '-b']);

banner('end-to-end (Playwright, Chromium)');
{
  const output = `${ARTIFACTS}/playwright.json`;
  const playwright = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  if (!chromiumFound) {
    run('npx', [...playwright, '--list', '--reporter=json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
    const listed = countListed(readJson(output));
    console.log(`No Chromium at ${CHROMIUM}: ${listed} end-to-end tests NOT run, counted as skipped.`);
    console.log('Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.');
    results.push({ name: 'e2e', passed: 0, failed: 0, skipped: listed, seconds: 0 });
  } else if (!built) {
    results.push({ name: 'e2e (build)', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  } else {
    const { ok, seconds } = run('npx', [...playwright, '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    });
    const stats = readJson(output)?.stats;
    if (stats) {
      results.push({
        name: 'e2e',
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1),
        skipped: stats.skipped,
        seconds,
        ...(stats.flaky > 0 && { note: `${stats.flaky} flaky: passed only when retried` }),
      });
    } else {
      results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds });
    }
  }
}

await typecheck();

// The fault and load suite: the built server as real processes, a private PostgreSQL cluster it
// restarts, a real SMTP server and Redis (apps/server/test/faults). It needs PostgreSQL's initdb;
// without Redis its Redis two-process tests skip themselves (and are counted as skipped).
const FAULTS_REDIS_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
if (spawnSync('initdb', ['--version']).status !== 0) {
  banner('faults');
  console.log('No PostgreSQL initdb on the PATH: the fault suite is NOT run, counted as one skipped.');
  results.push({ name: 'faults', passed: 0, failed: 0, skipped: 1, seconds: 0 });
} else if (!built && !build()) {
  results.push({ name: 'faults (build)', passed: 0, failed: 1, skipped: 0, seconds: 0 });
} else {
  if (!(await redisAnswers(FAULTS_REDIS_URL))) {
    console.log(
      `No Redis answers at ${FAULTS_REDIS_URL}: the Redis two-process fault tests are NOT run, counted as skipped. Start Redis or set FAULTS_REDIS_URL.`,
    );
  }
  vitestSuite('faults', ['-c', 'vitest.faults.config.ts'], resolve('apps/server'));
}

/** Whether a Redis server answers at `url` (any reply to PING, an authentication request included). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const answer = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(2_000, () => answer(false));
    socket.on('error', () => answer(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => answer(/^[+-]/.test(data.toString())));
  });
}

function countListed(report) {
  let count = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) count += spec.tests?.length ?? 1;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return count;
}

console.log('\n=== summary ===');
for (const r of results) {
  if (r.timeOnly) {
    console.log(`${r.name.padEnd(14)} ${r.ok ? 'done' : 'FAILED'} (${r.seconds} s)`);
    continue;
  }
  console.log(
    `${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s)${r.note ? ` — ${r.note}` : ''}`,
  );
  for (const p of r.parts ?? []) {
    console.log(
      `  ${p.name.padEnd(24)} ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped (${p.seconds} s)`,
    );
  }
}
console.log(`${'all suites'.padEnd(14)} (${Math.round((Date.now() - STARTED) / 1000)} s)`);
const total = results
  .filter((r) => !r.timeOnly)
  .reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
