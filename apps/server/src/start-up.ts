import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Config } from './config';
import type { Clock } from './core/clock';
import { type Log, systemContext } from './core/context';
import { type Database, openDatabase } from './core/database';
import { seed } from './db/seed';
import { rekeyMigratedTokens } from './modules/verification/verification.service';

/** Reads ./.env when present; real environment variables win. */
export function loadDotEnv(): void {
  if (!existsSync('.env')) return;
  for (const line of readFileSync('.env', 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && process.env[match[1] as string] === undefined) {
      process.env[match[1] as string] = (match[2] as string).replace(/^(['"])(.*)\1$/, '$2');
    }
  }
}

/** The configured database, opened (PGlite's folder made when missing). */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'pglite') await mkdir(config.database.dir, { recursive: true });
  return openDatabase(config.database);
}

/**
 * Brings the database the server and the admin command work on up to date: migrations, then the
 * reference data (and the demo data when configured), one process at a time.
 */
export async function migrateAndSeed(
  database: Database,
  config: Config,
  log: Log,
  clock: Clock,
): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate(config.migrationsDir);
    const ctx = systemContext({ tx: database.db, log, clock });
    // Tokens a migration moved with their older, unkeyed hash get their keyed one (decision 033).
    await rekeyMigratedTokens(ctx);
    await seed(ctx, { demo: config.seedDemo, providerVatCode: config.providerVatCode });
  });
}
