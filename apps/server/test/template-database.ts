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
import { openDatabase, type Tx } from '../src/core/database';
import { configurePasswordHashing } from '../src/core/passwords';
import { seed } from '../src/db/seed';
import { TEST_COSTS } from './test-costs';
import { adminQuery, withDatabase } from './test-database';

/**
 * Vitest global setup of the server's integration tests: migrates and seeds one database before any
 * test file runs, so that each file starts from a copy instead of migrating and seeding its own
 * (about 3 s a file on PGlite): a PGlite data-directory dump, or a PostgreSQL template database.
 * The three projects of an engine (shared modules, isolated, timing) share one: made by the first
 * project's setup, removed after the last project's tests (each made its own: 20 s of setups, one
 * after the other, before any test ran).
 */
export default async function setup(project: TestProject) {
  // The project's own environment (the root config sets TEST_DATABASE for the PostgreSQL projects).
  const engine =
    project.config.env?.TEST_DATABASE === 'postgres' || process.env.TEST_DATABASE === 'postgres'
      ? 'postgres'
      : 'pglite';
  const shared = TEMPLATES.get(engine) ?? { template: makeTemplate(engine), projects: 0 };
  TEMPLATES.set(engine, shared);
  shared.projects++;
  const { name, remove } = await shared.template;
  project.provide('templateDatabase', name);
  return async () => {
    shared.projects--;
    if (shared.projects > 0) return;
    TEMPLATES.delete(engine);
    await remove();
  };
}

interface Template {
  /** What `templateDatabase` provides: the dump file or the template database's name. */
  name: string;
  remove(): Promise<void>;
}

interface SharedTemplate {
  template: Promise<Template>;
  /** The projects whose tests have not ended yet. */
  projects: number;
}
/**
 * The templates of this Vitest run, by engine. On `globalThis`: every project's setup runs in the
 * same process, but may load this module anew.
 */
const registry = globalThis as { sportelloTestTemplates?: Map<string, SharedTemplate> };
registry.sportelloTestTemplates ??= new Map();
const TEMPLATES = registry.sportelloTestTemplates;

async function makeTemplate(engine: 'postgres' | 'pglite'): Promise<Template> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_COSTS });
  // The demo users' hashes at the test apps' cost: a sign-in then verifies in a fraction of a millisecond.
  configurePasswordHashing(config.passwordHashCost);
  const silentLog = { debug() {}, info() {}, warn() {}, error() {} };
  const prepare = async (tx: Tx) => {
    await seed(systemContext({ tx, log: silentLog, clock: systemClock }), {
      demo: true,
      providerVatCode: config.providerVatCode,
    });
  };

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
    await database.migrate(config.migrationsDir);
    await prepare(database.db);
    // A template must have no open connection while databases are created from it.
    await database.close();
    return { name, remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
  }

  // PGlite directly: its data directory is what each test file loads (core/database's loadDataDir).
  const client = new PGlite();
  await client.waitReady;
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: config.migrationsDir });
  await prepare(db);
  // Everything written so far goes to the data files the dump copies.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `sportello-pglite-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { name: file, remove: async () => rmSync(file, { force: true }) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared database to copy: a PGlite dump file, or a PostgreSQL template database's name. */
    templateDatabase: string;
  }
}
