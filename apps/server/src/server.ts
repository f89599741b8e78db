import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { fileOffsetClock, systemClock } from './core/clock';
import { systemContext } from './core/context';
import { openDatabase } from './core/database';
import { createOutboxWorker } from './core/mail-outbox';
import { createMailTransport } from './core/mailer';
import { seed } from './db/seed';
import { startDevIdpProcess } from './modules/sso/dev-idp-process';
import { rekeyMigratedTokens } from './modules/verification/verification.service';

/**
 * Process entry point: read the configuration, open and migrate the database, seed, serve, and shut
 * down gracefully (in-flight requests finish, new ones get 503) on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  if (config.database.kind === 'pglite') await mkdir(config.database.dir, { recursive: true });

  const database = await openDatabase(config.database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const clock = config.testClockDir ? fileOffsetClock(config.testClockDir) : systemClock;
  const app = await buildApp(config, { database, redis, clock });
  await database.exclusively(async () => {
    await database.migrate(config.migrationsDir);
    const startup = systemContext({ tx: database.db, log: app.log, clock });
    // Tokens a migration moved with their older, unkeyed hash get their keyed one (decision 033).
    await rekeyMigratedTokens(startup);
    await seed(startup, {
      demo: config.seedDemo,
      providerVatCode: config.providerVatCode,
    });
  });

  const devIdp = await startDevIdpProcess(config, app.log);
  const transport = createMailTransport({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    mailDir: config.mail.dir,
    clock,
  });
  const outbox = createOutboxWorker({ db: database.db, transport, log: app.log, pollMs: config.mail.pollMs });
  outbox.start();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await outbox.stop();
    transport.close();
    await database.close();
    redis?.disconnect();
    devIdp?.kill('SIGTERM');
  });

  await app.listen({ host: config.host, port: config.port });
  printWelcome(
    config.publicUrl,
    database.kind,
    config.seedDemo,
    Boolean(config.webDistDir),
    Boolean(devIdp),
    config.apiDocs,
  );
}

/** Reads ./.env when present; real environment variables win. */
function loadDotEnv(): void {
  if (!existsSync('.env')) return;
  for (const line of readFileSync('.env', 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && process.env[match[1] as string] === undefined) {
      process.env[match[1] as string] = (match[2] as string).replace(/^(['"])(.*)\1$/, '$2');
    }
  }
}

function printWelcome(
  url: string,
  db: string,
  demo: boolean,
  web: boolean,
  devIdp: boolean,
  apiDocs: boolean,
): void {
  const lines = [
    '',
    `  Sportello is running at ${url}`,
    `  Database: ${db === 'pglite' ? 'embedded PGlite (./data/pg)' : 'PostgreSQL'}`,
  ];
  if (apiDocs) lines.push(`  API documentation: ${url}/api/docs`);
  if (!web) lines.push('  The web app is not built: run `npm run build` (npm start does it for you).');
  if (demo) {
    lines.push(
      '',
      '  Demo accounts (password Sportello#2026):',
      '    mario.rossi, giulia.neri, paolo.verdi, anna.migrata,',
      '    operatore@sportello.demo, operatore2@sportello.demo (back office), admin@sportello.demo (admin)',
    );
  }
  if (devIdp) {
    lines.push(
      '',
      '  Development identity provider (single sign-on) is running; identities (same password):',
      '    sso.mario, sso.lucia, sso.nuovo, sso.bloccato, sso.estraneo',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Sportello could not start:', error);
  process.exit(1);
});
