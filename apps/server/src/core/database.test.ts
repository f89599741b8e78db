import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './database';

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
