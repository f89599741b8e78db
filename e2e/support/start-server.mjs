// Starts the built portal for the end-to-end suite on a database of its own: a fresh PostgreSQL
// database when E2E_DATABASE_URL names a server (as in CI), otherwise a fresh embedded PGlite.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

const env = { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' };
const dataDir = new URL('../.artifacts/data', import.meta.url).pathname;
rmSync(dataDir, { recursive: true, force: true });
env.DATA_DIR = dataDir;
// The development identity provider the server starts listens next to it, not on the default port.
env.DEV_IDP_PORT ??= String(Number(env.PORT ?? 3100) + 1);

if (process.env.E2E_DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  await client.query('drop database if exists sportello_e2e with (force)');
  await client.query('create database sportello_e2e');
  await client.end();
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = '/sportello_e2e';
  env.DATABASE_URL = url.toString();
}

const server = spawn(
  process.execPath,
  [new URL('../../apps/server/dist/server.js', import.meta.url).pathname],
  {
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
