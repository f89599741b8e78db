import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { systemClock } from '../src/core/clock';
import { systemContext } from '../src/core/context';
import { openDatabase } from '../src/core/database';
import { configurePasswordHashing } from '../src/core/passwords';
import { seed } from '../src/db/seed';
import { TEST_COSTS } from './test-costs';
import { adminQuery, withDatabase } from './test-database';

/**
 * Vitest global setup of the server's integration tests: migrates and seeds one database before any
 * test file runs, so that each file starts from a copy instead of migrating and seeding its own
 * (about 3 s a file on PGlite): a PGlite data-directory dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_COSTS });
  // The demo users' hashes at the test apps' cost: a sign-in then verifies in a fraction of a millisecond.
  configurePasswordHashing(config.passwordHashCost);
  const silentLog = { debug() {}, info() {}, warn() {}, error() {} };
  const prepare = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    await database.migrate(config.migrationsDir);
    await seed(systemContext({ tx: database.db, log: silentLog, clock: systemClock }), {
      demo: true,
      providerVatCode: config.providerVatCode,
    });
  };

  // The project's own environment (the root config sets TEST_DATABASE for the PostgreSQL project).
  const engine = project.config.env?.TEST_DATABASE ?? process.env.TEST_DATABASE;
  if (engine === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const name = `sportello_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(serverUrl, name),
      poolSize: 1,
    });
    await prepare(database);
    // A template must have no open connection while databases are created from it.
    await database.close();
    project.provide('templateDatabase', name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }

  // PGlite directly: its data directory is what each test file loads (core/database's loadDataDir).
  const client = new PGlite();
  await client.waitReady;
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: config.migrationsDir });
  await seed(systemContext({ tx: db, log: silentLog, clock: systemClock }), {
    demo: true,
    providerVatCode: config.providerVatCode,
  });
  // Everything written so far goes to the data files the dump copies.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `sportello-pglite-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared database to copy: a PGlite dump file, or a PostgreSQL template database's name. */
    templateDatabase: string;
  }
}
