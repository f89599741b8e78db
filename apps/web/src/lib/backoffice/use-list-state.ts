import { useCallback, useMemo } from 'react';
import { useUrlSearch } from '../use-url-search';
import { type ListState, readListState, writeListState } from './list-state';

/**
 * A list page's state (page, sort, filters) kept in the URL. Changing a filter or the sort goes back
 * to the first page; `page` changes on its own.
 */
export function useListState<S extends ListState & { page: number }>(defaults: S) {
  const [search, changeSearch] = useUrlSearch();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults are a constant of the page
  const state = useMemo(() => readListState(search, defaults), [search]);
  const update = useCallback(
    (change: Partial<S>) =>
      changeSearch(
        (current) => {
          const next = { ...readListState(current, defaults), ...change };
          if (!('page' in change)) next.page = 0;
          return writeListState(next, defaults);
        },
        { replace: false },
      ),
    [changeSearch, defaults],
  );
  return [state, update] as const;
}
