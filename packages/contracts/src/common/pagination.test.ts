import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdParams, PageQuery, pageCount, sortedPageFilter } from './pagination';

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

describe('paging and sorting inside a JSON filter', () => {
  const Filter = sortedPageFilter(['At', 'Actor'] as const, 'At');

  it('defaults to the first page of 20, the default column, newest first', () => {
    expect(Filter.parse({})).toEqual({ Page: 0, Size: 20, Sort: 'At', Desc: true });
    expect(Filter.parse({ Page: 2, Size: 100, Sort: 'Actor', Desc: false })).toEqual({
      Page: 2,
      Size: 100,
      Sort: 'Actor',
      Desc: false,
    });
  });

  it('refuses a column the list does not sort by, and pages out of range', () => {
    for (const bad of [{ Sort: 'Password' }, { Page: -1 }, { Size: 0 }, { Size: 101 }, { Page: 1.5 }])
      expect(Filter.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('reads a positive whole id from a path', () => {
    expect(IdParams.parse({ Id: '42' })).toEqual({ Id: 42 });
    for (const Id of ['0', '-3', '1.5', 'x']) expect(IdParams.safeParse({ Id }).success, Id).toBe(false);
  });
});
