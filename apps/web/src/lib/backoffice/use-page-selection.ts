import { useState } from 'react';

export type RowId = number | string;

/**
 * The rows ticked on a list page. A selection belongs to the page it was made on: another page,
 * filter or sort (another `listKey`) clears it, so that a bulk action never reaches rows the operator
 * no longer sees.
 */
export function usePageSelection(filter: unknown): [RowId[], (ids: RowId[]) => void] {
  const listKey = JSON.stringify(filter);
  const [selection, setSelection] = useState<{ listKey: string; ids: RowId[] }>({ listKey, ids: [] });
  if (selection.listKey !== listKey) setSelection({ listKey, ids: [] });
  const selected = selection.listKey === listKey ? selection.ids : [];
  return [selected, (ids) => setSelection({ listKey, ids })];
}
