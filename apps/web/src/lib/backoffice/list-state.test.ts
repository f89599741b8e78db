import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-state';

const defaults = { page: 0, sort: 'UpdatedAt', desc: true, q: '', type: '' };

describe('list state in the URL', () => {
  it('round-trips through the query string, writing only what differs from the defaults', () => {
    const state = { page: 2, sort: 'Title', desc: false, q: 'iva', type: '14' };
    const search = writeListState(state, defaults);
    expect(search.toString()).toBe('page=2&sort=Title&desc=0&q=iva&type=14');
    expect(readListState(search, defaults)).toEqual(state);
    expect(writeListState(defaults, defaults).toString()).toBe('');
  });

  it('falls back to the defaults for malformed values', () => {
    expect(readListState(new URLSearchParams('page=-1&desc=maybe&page=x'), defaults)).toEqual(defaults);
    expect(readListState(new URLSearchParams('page=1.5'), defaults).page).toBe(0);
  });
});
