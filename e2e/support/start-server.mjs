// Starts the built portal for the end-to-end suite on a database of its own: a fresh PostgreSQL
// database when E2E_DATABASE_URL names a server (as in CI), otherwise a fresh embedded PGlite.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { e2eDatabaseUrl } from './database-url.mjs';

const env = { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' };
const dataDir = new URL('../.artifacts/data', import.meta.url).pathname;
rmSync(dataDir, { recursive: true, force: true });
env.DATA_DIR = dataDir;
// A test may move the server's clock forward (server-clock.ts writes the offset the server's clock
// reads from this folder: core/clock.ts, only in NODE_ENV=test).
const clockDir = new URL('../.artifacts/clock', import.meta.url).pathname;
rmSync(clockDir, { recursive: true, force: true });
mkdirSync(clockDir, { recursive: true });
env.E2E_CLOCK_DIR = clockDir;
// The development identity provider the server starts listens next to it, not on the default port.
env.DEV_IDP_PORT ??= String(Number(env.PORT ?? 3100) + 1);

const databaseUrl = e2eDatabaseUrl();
if (process.env.E2E_DATABASE_URL && databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  env.DATABASE_URL = databaseUrl;
}

const server = spawn(
  process.execPath,
  [
    // The V8 heap flags `npm start` runs the server with (package.json `config.serverNodeFlags`).
    ...JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ).config.serverNodeFlags.split(' '),
    new URL('../../apps/server/dist/server.js', import.meta.url).pathname,
  ],
  {
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
