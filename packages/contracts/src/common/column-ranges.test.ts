import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { int4, int4Id, int4IdText, smallint, wireInstant } from './column-ranges';

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('numbers as their columns hold them', () => {
  it('integer: up to 2^31 - 1 and down to -2^31, not one further', () => {
    expect(accepts(int4, 2 ** 31 - 1)).toBe(true);
    expect(accepts(int4, -(2 ** 31))).toBe(true);
    for (const out of [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1.5, Number.NaN, Infinity])
      expect(accepts(int4, out), String(out)).toBe(false);
  });

  it('smallint: up to 2^15 - 1 and down to -2^15', () => {
    expect(accepts(smallint, 32_767)).toBe(true);
    expect(accepts(smallint, -32_768)).toBe(true);
    expect(accepts(smallint, 32_768)).toBe(false);
    expect(accepts(smallint, 40_000)).toBe(false);
    expect(accepts(smallint, -32_769)).toBe(false);
  });

  it('a row id is positive, in a body or read from a path', () => {
    expect(accepts(int4Id, 1)).toBe(true);
    expect(accepts(int4Id, 0)).toBe(false);
    expect(accepts(int4Id, -1)).toBe(false);
    expect(int4IdText.parse('2147483647')).toBe(2_147_483_647);
    for (const text of ['2147483648', '9007199254740991', '0', '-1', 'NaN', 'Infinity', '1.5', 'x'])
      expect(accepts(int4IdText, text), text).toBe(false);
  });

  it('agree with PostgreSQL on every integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (n) => {
        expect(accepts(int4, n)).toBe(n >= -(2 ** 31) && n < 2 ** 31);
        expect(accepts(smallint, n)).toBe(n >= -(2 ** 15) && n < 2 ** 15);
      }),
    );
  });
});

describe('instants on the wire', () => {
  it('from 1900 to the end of 9999, offsets applied', () => {
    for (const inside of [
      '1900-01-01T00:00:00Z',
      '2026-03-01T09:30:00+01:00',
      '2024-01-01T00:00:00.123456Z',
      '9999-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59+01:00',
    ])
      expect(accepts(wireInstant, inside), inside).toBe(true);
    for (const outside of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      // 1900 at +00:30 is still 1899 in UTC; 9999 at -14:00 is already 10000.
      '1900-01-01T00:00:00+00:30',
      '9999-12-31T23:59:59-14:00',
      '10000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-03-01',
      'NaN',
    ])
      expect(wireInstant.safeParse(outside).error?.issues[0]?.message, outside).toBe('ERROR_DATE_INVALID');
  });
});
