import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Clock } from './core/clock';
import { type Log, systemContext } from './core/context';
import { type Database, openDatabase } from './core/database';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demo-data';
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

/** What a start-up message is written to: the log's output (server.ts). */
export interface Output {
  write(text: string): unknown;
}

/**
 * Opens the port, then prints `banner` as one block through the log's own output: after every line
 * the start-up logged ("Server listening…" included) and before any request's. Printed apart (as
 * console.log would), it could land among the log's lines, which are written asynchronously.
 */
export async function listenAndAnnounce(
  app: FastifyInstance,
  output: Output,
  address: { host: string; port: number },
  banner: string,
): Promise<void> {
  await app.listen(address);
  output.write(banner);
}

/** A portal nobody can administer yet says how to create its first admin (no SQL needed). */
export function firstAdminAdvice(embeddedDatabase: boolean): string {
  return `${[
    '',
    '  No back-office admin yet. Create the first one (a one-time code to set the password is printed and mailed):',
    '    npm run admin -- create --email <address> --first-name <name> --last-name <name>',
    '  (in the container: node apps/server/dist/admin.js create --email … --first-name … --last-name …)',
    embeddedDatabase ? '  With the embedded database, stop the portal first: one process at a time.' : '',
  ]
    .filter(Boolean)
    .join('\n')}\n`;
}

const DEMO_ACCOUNT_ROLES = {
  user: 'customer user',
  company_admin: 'customer, company admin',
  operator: 'back-office operator',
  admin: 'back-office admin',
} as const;

/** The development provider's identities (apps/dev-idp), as the README lists them. */
const DEV_IDP_IDENTITIES = ['sso.mario', 'sso.lucia', 'sso.nuovo', 'sso.bloccato', 'sso.estraneo'];

export interface WelcomeInfo {
  url: string;
  /** The database in words ("embedded PGlite (./data/pg)", "PostgreSQL"). */
  database: string;
  demo: boolean;
  web: boolean;
  devIdp: boolean;
  apiDocs: boolean;
}

/** What `npm start` prints once the portal listens: where it is, and the demo accounts to try. */
export function welcomeBanner(info: WelcomeInfo): string {
  const lines = ['', `  Sportello is running at ${info.url}`, `  Database: ${info.database}`];
  if (info.apiDocs) lines.push(`  API documentation: ${info.url}/api/docs`);
  if (!info.web) lines.push('  The web app is not built: run `npm run build` (npm start does it for you).');
  if (info.demo) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) {
      lines.push(
        `    ${user.userName.padEnd(27)} ${DEMO_ACCOUNT_ROLES[user.role]}${user.enabled === false ? ', disabled' : ''}`,
      );
    }
  }
  if (info.devIdp) {
    lines.push(
      '',
      '  Development identity provider (single sign-on) is running; identities (same password):',
      `    ${DEV_IDP_IDENTITIES.join(', ')}`,
    );
  }
  return `${lines.join('\n')}\n\n`;
}

/**
 * What a production start warns of (decision 069): the embedded database is one process's, on one
 * disk, without the backups and replicas of a PostgreSQL service; a public address over plain http
 * sends passwords and session cookies in clear (and the cookies lose `Secure`).
 */
export function productionWarnings(config: Pick<Config, 'production' | 'database' | 'publicUrl'>): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.database.kind === 'pglite')
    warnings.push(
      'production on the embedded PGlite database: one process, no replication; set DATABASE_URL to a PostgreSQL server',
    );
  if (config.publicUrl.startsWith('http://'))
    warnings.push(
      `production over plain http (PUBLIC_URL=${config.publicUrl}): passwords and session cookies travel unencrypted; serve it over https`,
    );
  return warnings;
}
