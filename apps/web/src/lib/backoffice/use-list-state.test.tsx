import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state';

const DEFAULTS = { page: 0, q: '', sort: 'Date', desc: true };

function renderListState(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListState(DEFAULTS), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('keeps a change made before the page re-renders the one before it', () => {
    // A click on a column, then a search whose typing pauses before the router has rendered the
    // click's URL: both hold the state that was on screen.
    const { result } = renderListState('/list?page=2');
    const [, update] = result.current.list;
    act(() => {
      update({ sort: 'Title', desc: false });
      update({ q: 'Scadenze' });
    });
    expect(result.current.location.search).toBe('?q=Scadenze&sort=Title&desc=0');
    expect(result.current.list[0]).toEqual({ page: 0, q: 'Scadenze', sort: 'Title', desc: false });
  });

  it('builds on the URL when it changes on its own (back, a link)', () => {
    const { result } = renderListState('/list?q=uno');
    act(() => result.current.list[1]({ sort: 'Title' }));
    act(() => {
      void result.current.navigate('/list?q=due');
    });
    expect(result.current.list[0].q).toBe('due');
    act(() => result.current.list[1]({ page: 3 }));
    expect(result.current.location.search).toBe('?page=3&q=due');
  });
});
