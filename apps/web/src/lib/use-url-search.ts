import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * The page's query string, as `useSearchParams` gives it, with a setter that builds on the one last
 * asked for. The router changes the URL at once but renders it later, in a transition: a change made
 * meanwhile (a search whose typing pauses just after a click on a column, on a slow device) would
 * otherwise build on the query still on screen and undo the change before it. A URL changed in
 * another way (back, a link) takes over once rendered.
 */
export function useUrlSearch() {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      latest.current = next(new URLSearchParams(latest.current));
      setSearch(latest.current, options);
    },
    [setSearch],
  );
  return [search, change] as const;
}
