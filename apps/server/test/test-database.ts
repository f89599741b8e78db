import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/core/database';

/**
 * A database of its own for one test file: in-memory PGlite, or — with TEST_DATABASE=postgres — a
 * new database created on the PostgreSQL server of DATABASE_URL and dropped afterwards. `prepared`:
 * a copy of the migrated and seeded database of the global setup (template-database.ts), unless the
 * caller asks for an empty one.
 */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<{
  database: Database;
  prepared: boolean;
  url?: string;
  drop(): Promise<void>;
}> {
  const template = options.empty ? undefined : inject('templateDatabase');
  if (process.env.TEST_DATABASE !== 'postgres') {
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', ...(loadDataDir && { loadDataDir }) });
    return { database, prepared: loadDataDir !== undefined, drop: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `sportello_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    database,
    prepared: template !== undefined,
    url,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
