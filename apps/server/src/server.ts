import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { fileOffsetClock, systemClock } from './core/clock';
import { type ServiceContext, systemContext } from './core/context';
import { memoryEventBus, postgresEventBus, redisEventBus } from './core/event-bus';
import { createOutboxWorker } from './core/mail-outbox';
import { createMailTransport } from './core/mailer';
import { ensurePortFree } from './core/port-check';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demo-data';
import { hasBackofficeAdmin } from './modules/access/access.service';
import { startDevIdpProcess } from './modules/sso/dev-idp-process';
import { loadDotEnv, migrateAndSeed, openConfiguredDatabase } from './start-up';

/**
 * Process entry point: read the configuration, open and migrate the database, seed, serve, and shut
 * down gracefully (in-flight requests finish, new ones get 503) on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Before anything is opened: a port another program holds fails the start with the setting to change.
  await ensurePortFree(config.host, config.port, 'PORT');
  if (config.sso.devIdp) await ensurePortFree('127.0.0.1', config.sso.devIdp.port, 'DEV_IDP_PORT');
  const database = await openConfiguredDatabase(config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const clock = config.testClockDir ? fileOffsetClock(config.testClockDir) : systemClock;
  const bus = redis
    ? redisEventBus(redis)
    : config.database.kind === 'postgres'
      ? await postgresEventBus(config.database.url, database.db)
      : memoryEventBus();
  const app = await buildApp(config, { database, redis, bus, clock });
  await migrateAndSeed(database, config, app.log, clock);
  await adviseFirstAdmin(systemContext({ tx: database.db, log: app.log, clock }), config);

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
    await bus.close();
    transport.close();
    await database.close();
    redis?.disconnect();
    devIdp?.kill('SIGTERM');
  });

  await app.listen({ host: config.host, port: config.port });
  printWelcome(
    config.publicUrl,
    config.database.kind === 'pglite' ? `embedded PGlite (${config.database.dir})` : 'PostgreSQL',
    config.seedDemo,
    Boolean(config.webDistDir),
    Boolean(devIdp),
    config.apiDocs,
  );
}

/** A portal nobody can administer yet says how to create its first admin (issue: no SQL needed). */
async function adviseFirstAdmin(ctx: ServiceContext, config: Config): Promise<void> {
  if (await hasBackofficeAdmin(ctx)) return;
  console.log(
    [
      '',
      '  No back-office admin yet. Create the first one (a one-time code to set the password is printed and mailed):',
      '    npm run admin -- create --email <address> --first-name <name> --last-name <name>',
      '  (in the container: node apps/server/dist/admin.js create --email … --first-name … --last-name …)',
      config.database.kind === 'pglite'
        ? '  With the embedded database, stop the portal first: one process at a time.'
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

const DEMO_ACCOUNT_ROLES = {
  user: 'customer user',
  company_admin: 'customer, company admin',
  operator: 'back-office operator',
  admin: 'back-office admin',
} as const;

function printWelcome(
  url: string,
  database: string,
  demo: boolean,
  web: boolean,
  devIdp: boolean,
  apiDocs: boolean,
): void {
  const lines = ['', `  Sportello is running at ${url}`, `  Database: ${database}`];
  if (apiDocs) lines.push(`  API documentation: ${url}/api/docs`);
  if (!web) lines.push('  The web app is not built: run `npm run build` (npm start does it for you).');
  if (demo) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) {
      lines.push(
        `    ${user.userName.padEnd(27)} ${DEMO_ACCOUNT_ROLES[user.role]}${user.enabled === false ? ', disabled' : ''}`,
      );
    }
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
