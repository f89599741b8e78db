import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/core/database';
import { errorBody } from './test-app';

/**
 * Asserts that `call` answers spec §8's ERROR_BUS_CALLEREXCEPTION (502, its default Italian message)
 * while the business registry cannot be asked: its companies table is renamed away for the call,
 * and put back whatever happens.
 */
export async function expectRegistryOutageAnswer(
  database: Database,
  call: () => Promise<LightMyRequestResponse>,
): Promise<void> {
  await database.db.execute(sql`ALTER TABLE companies RENAME TO companies_away`);
  try {
    const res = await call();
    expect(res.statusCode, res.body).toBe(502);
    expect(errorBody(res)).toMatchObject({
      ErrorMessage: 'ERROR_BUS_CALLEREXCEPTION',
      Message: 'Errore durante la comunicazione con il sistema gestionale.',
    });
  } finally {
    await database.db.execute(sql`ALTER TABLE companies_away RENAME TO companies`);
  }
}
