import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation, openDatabase } from './database';

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection, also when wrapped by the ORM', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
  });

  it('does not mistake a query error for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('recognises a duplicate key, also when wrapped by the ORM', () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: duplicate }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(false);
  });
});

describe('the embedded database', () => {
  it('stores and reads back bytes as they are, a view into a larger buffer too', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const whole = Buffer.from([9, 9, 0, 1, 0x5c, 0x78, 0x7f, 0x80, 0xff, 0, 9]);
      const bytes = whole.subarray(2, 10);
      const result = await database.db.execute(
        sql`select ${bytes}::bytea as b, length(${bytes}::bytea) as n`,
      );
      const [row] = (result as unknown as { rows: { b: Buffer; n: number }[] }).rows;
      expect(row?.n).toBe(8);
      expect(Buffer.from(row!.b)).toEqual(bytes);
    } finally {
      await database.close();
    }
  });
});
