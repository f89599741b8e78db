import { CATALOGUES } from '@sportello/i18n/catalogues';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { renderWithProviders } from '../../testing/render';
import { DataList } from './data-list';

interface Row {
  id: number;
  title: string;
  editable: boolean;
}

const ROWS: Row[] = [
  { id: 1, title: 'Prima', editable: true },
  { id: 2, title: 'Seconda', editable: false },
  { id: 3, title: 'Terza', editable: true },
];

function List({
  onSort,
  onPage,
  onSelect,
}: {
  onSort: (field: string, desc: boolean) => void;
  onPage: (p: number) => void;
  onSelect: (ids: (number | string)[]) => void;
}) {
  const [selected, setSelected] = useState<(number | string)[]>([]);
  return (
    <DataList
      list={{ data: { Items: ROWS, Total: 45, PageCount: 2 }, isPending: false, error: null }}
      rowId={(r) => r.id}
      columns={[
        { id: 'title', label: 'Titolo', sortField: 'Title', render: (r) => r.title },
        { id: 'plain', label: 'Semplice', render: () => '-' },
      ]}
      sort={{ field: 'Title', desc: true }}
      page={1}
      onChange={(change) => ('page' in change ? onPage(change.page) : onSort(change.sort, change.desc))}
      selection={{
        selected,
        onChange: (ids) => {
          setSelected(ids);
          onSelect(ids);
        },
        selectable: (r) => r.editable,
      }}
    />
  );
}

describe('DataList', () => {
  it('sorts by the server field, pages from zero and offers selection only where allowed', async () => {
    const onSort = vi.fn();
    const onPage = vi.fn();
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<List onSort={onSort} onPage={onPage} onSelect={onSelect} />, {
      i18n: createI18n(1, CATALOGUES),
    });

    expect(screen.getByRole('columnheader', { name: 'Titolo' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.queryByRole('button', { name: 'Semplice' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Titolo' }));
    expect(onSort).toHaveBeenCalledWith('Title', false);

    // PageCount 2 is the index of the last page: three pages, the second one current.
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('45 elementi')).toBeTruthy();

    expect(screen.queryByRole('checkbox', { name: 'Seleziona la riga 2' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutte le righe della pagina' }));
    expect(onSelect).toHaveBeenLastCalledWith([1, 3]);
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }));
    expect(onSelect).toHaveBeenLastCalledWith([3]);
  });
});
