import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';

// A second portal of the test's own, started as an operator puts one into service: the built server
// and admin command (`npm run build`), NODE_ENV=production, no demo data, an empty database. The
// suite's own server (start-server.mjs) is a test-mode one with the demo data.

const DIST = new URL('../../apps/server/dist/', import.meta.url).pathname;
/** The V8 heap flags `npm start` runs the server with (package.json `config.serverNodeFlags`). */
const NODE_FLAGS: string[] = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).config.serverNodeFlags.split(' ');

/** A port the system has just handed out and taken back: free for the next process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * An empty database of its own on the suite's PostgreSQL server (E2E_DATABASE_URL), dropped first if
 * a previous run left it; undefined without one, when the portal keeps an embedded database in its
 * data folder instead.
 */
export async function emptyDatabase(suffix: string): Promise<string | undefined> {
  if (!process.env.E2E_DATABASE_URL) return undefined;
  const name = `${process.env.E2E_DATABASE_NAME ?? 'sportello_e2e'}_${suffix}`;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the admin command and the server both read: one production configuration. */
export async function productionEnv(databaseUrl: string | undefined): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sportello-production-')),
    COOKIE_SECRET: 'e2e-production-cookie-secret-0123456789abcdef',
    // Production needs a mail server; nothing listens there, so messages wait in the outbox. The
    // journey needs none: the admin command prints its link, the user gets a temporary password.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    // The admin's own message, retried in vain, is no news here.
    LOG_LEVEL: 'error',
    // One browser loads every page and script from one address, faster than people do.
    RATE_LIMIT_MAX: '100000',
  };
}

/** `npm run admin -- <args>` as the script runs it (the built entry), in that configuration. */
export function adminCommand(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(DIST, 'admin.js'), ...args],
      { env, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export interface ProductionPortal {
  url: string;
  stop(): Promise<void>;
}

/** The built server in that configuration; resolves once it answers /readyz. */
export async function startProductionPortal(env: Record<string, string>): Promise<ProductionPortal> {
  const url = env.PUBLIC_URL as string;
  const server: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, join(DIST, 'server.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ended = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await ended;
  };
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) return `exited with ${server.exitCode}`;
          return (await fetch(`${url}/readyz`).catch(() => undefined))?.status;
        },
        { timeout: 30_000, intervals: [200] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
