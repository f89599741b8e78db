import pg from 'pg';
import { e2eDatabaseUrl } from './database-url.mjs';

/**
 * Time travel for the few behaviours a browser cannot wait for (a code that expires after 15
 * minutes): the test ages a row in the portal's own PostgreSQL database, and the real server then
 * meets it. Only possible on PostgreSQL; on the embedded database the server holds the only handle.
 */
export const canEditDatabase = e2eDatabaseUrl() !== undefined;

export async function runSql(statement: string, params: unknown[] = []): Promise<number> {
  const url = e2eDatabaseUrl();
  if (!url) throw new Error('runSql needs E2E_DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, params)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
