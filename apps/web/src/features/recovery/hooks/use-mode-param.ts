import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's mode kept in `?mode=`, so that links open one directly: the mode `parse` reads from the
 * address (undefined for none or an unknown one), and a setter that puts another in place of it
 * (replacing the history entry, as a choice on the page is not a new page).
 */
export function useModeParam<M extends string | number>(
  parse: (value: string | null) => M | undefined,
): [M | undefined, (next: M) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = useCallback(
    (next: M) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('mode', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [parse(searchParams.get('mode')), select];
}
