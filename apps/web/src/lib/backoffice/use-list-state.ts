import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './list-state';

/**
 * A list page's state (page, sort, filters) kept in the URL. Changing a filter or the sort goes back
 * to the first page; `page` changes on its own.
 */
export function useListState<S extends ListState & { page: number }>(defaults: S) {
  const [search, setSearch] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults are a constant of the page
  const state = useMemo(() => readListState(search, defaults), [search]);
  // The state last asked for. The router changes the URL at once but renders it later, in a
  // transition: a change made meanwhile (a search whose typing pauses just after a click on a
  // column, on a slow device) builds on it, not on the state still on screen, which would undo the
  // click. A URL changed otherwise (back, a link) replaces it once rendered.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const update = useCallback(
    (change: Partial<S>) => {
      const next = { ...latest.current, ...change } as S;
      if (!('page' in change)) next.page = 0;
      latest.current = next;
      setSearch(writeListState(next, defaults), { replace: false });
    },
    [setSearch, defaults],
  );
  return [state, update] as const;
}
