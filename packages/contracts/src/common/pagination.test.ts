import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageQuery, pageCount } from './pagination';

describe('pageCount (index of the last page)', () => {
  it('follows floor((total - 1) / size)', () => {
    expect(pageCount(25, 10)).toBe(2);
    expect(pageCount(20, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(2);
    expect(pageCount(1, 10)).toBe(0);
    expect(pageCount(10, 1)).toBe(9);
  });

  it('is 0, never negative, for no rows or a bad size', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(-5, 10)).toBe(0);
    expect(pageCount(25, 0)).toBe(0);
    expect(pageCount(25, -10)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });

  it('is the page holding the last row, zero-based', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const last = pageCount(total, size);
        expect(last * size).toBeLessThan(total); // the last page has rows
        expect((last + 1) * size).toBeGreaterThanOrEqual(total); // and no row is after it
      }),
    );
  });
});

describe('PageQuery', () => {
  it('defaults to page 0 of 20', () => {
    expect(PageQuery.parse({})).toEqual({ page: 0, size: 20 });
    expect(PageQuery.parse({ page: '', size: '' })).toEqual({ page: 0, size: 20 });
  });

  it('coerces query-string values', () => {
    expect(PageQuery.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
  });

  it('rejects negative pages, fractions, junk and sizes outside 1-100', () => {
    for (const query of [{ page: '-1' }, { page: '1.5' }, { page: 'abc' }, { size: '0' }, { size: '101' }]) {
      expect(PageQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('accepts every valid page and size', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 100 }), (page, size) => {
        expect(PageQuery.parse({ page: String(page), size: String(size) })).toEqual({ page, size });
      }),
    );
  });
});
