import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { fileOffsetClock, systemClock } from './core/clock';
import { systemContext } from './core/context';
import { memoryEventBus, postgresEventBus, redisEventBus } from './core/event-bus';
import { createOutboxWorker } from './core/mail-outbox';
import { outboxTransports } from './core/outbox-transports';
import { ensurePortFree } from './core/port-check';
import { hasBackofficeAdmin } from './modules/access/access.service';
import { startDevIdpProcess } from './modules/sso/dev-idp-process';
import {
  firstAdminAdvice,
  listenAndAnnounce,
  loadDotEnv,
  migrateAndSeed,
  openConfiguredDatabase,
  productionWarnings,
  welcomeBanner,
} from './start-up';

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
  // Loaded only when Redis is configured: a server without it starts without the client.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const clock = config.testClockDir ? fileOffsetClock(config.testClockDir) : systemClock;
  const bus = redis
    ? redisEventBus(redis)
    : config.database.kind === 'postgres'
      ? await postgresEventBus(config.database.url, database.db)
      : memoryEventBus();
  // The log's output, which the start-up's own messages share so that they come in order.
  const output = pino.destination({ dest: 1, sync: false });
  const app = await buildApp(config, { database, redis, bus, clock, logOutput: output });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  await migrateAndSeed(database, config, app.log, clock);
  if (!(await hasBackofficeAdmin(systemContext({ tx: database.db, log: app.log, clock }))))
    output.write(firstAdminAdvice(config.database.kind === 'pglite'));

  const devIdp = await startDevIdpProcess(config, app.log);
  const { transport, sms } = outboxTransports(config, clock);
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    sms,
    log: app.log,
    pollMs: config.mail.pollMs,
    leaseSeconds: config.mail.leaseSeconds,
  });
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

  await listenAndAnnounce(
    app,
    output,
    { host: config.host, port: config.port },
    welcomeBanner({
      url: config.publicUrl,
      database: config.database.kind === 'pglite' ? `embedded PGlite (${config.database.dir})` : 'PostgreSQL',
      demo: config.seedDemo,
      web: Boolean(config.webDistDir),
      devIdp: Boolean(devIdp),
      apiDocs: config.apiDocs,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Sportello could not start:', error);
  process.exit(1);
});
