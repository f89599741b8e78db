import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './ticket-list-params';

describe('ticket list parameters in the URL', () => {
  it('reads defaults from an empty URL and ignores nonsense', () => {
    expect(readListParams(new URLSearchParams('state=lost&page=-3&sort=colour&dir=up'))).toEqual({
      state: undefined,
      search: '',
      sort: 'date',
      dir: 'desc',
      page: 0,
      size: 10,
    });
  });

  it('round-trips the list state, leaving defaults out of the URL', () => {
    const url = writeListParams(new URLSearchParams(), {
      state: 'closed',
      search: ' fattura ',
      sort: 'state',
      dir: 'asc',
    });
    expect(url.toString()).toBe('state=closed&q=fattura&sort=state&dir=asc');
    expect(readListParams(url)).toMatchObject({
      state: 'closed',
      search: 'fattura',
      sort: 'state',
      dir: 'asc',
    });
    expect(writeListParams(url, { sort: 'date', dir: 'desc' }).toString()).toBe('state=closed&q=fattura');
  });

  it('goes back to the first page when the list changes; a new sort or page keeps the open ticket', () => {
    const url = new URLSearchParams('page=3&ticket=abc');
    expect(writeListParams(url, { page: 4 }).get('ticket')).toBe('abc');
    const sorted = writeListParams(url, { sort: 'state' });
    expect(sorted.get('page')).toBeNull();
    expect(sorted.get('ticket')).toBe('abc');
    expect(writeListParams(url, { ticket: null }).get('ticket')).toBeNull();
  });

  it('closes the open ticket when the search or the state filter changes: the list may no longer hold it', () => {
    const url = new URLSearchParams('page=3&ticket=abc');
    expect(writeListParams(url, { state: 'open' }).get('ticket')).toBeNull();
    expect(writeListParams(url, { search: 'nessun risultato' }).get('ticket')).toBeNull();
    expect(writeListParams(url, { search: 'x', ticket: 'def' }).get('ticket')).toBe('def');
  });
});
