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

describe('the column chooser', () => {
  const columns = [
    { id: 'title', label: 'Titolo', essential: true, render: (r: Row) => r.title },
    { id: 'due', label: 'Scadenza', render: () => 'oggi' },
    { id: 'created', label: 'Creato il', hiddenByDefault: true, render: () => 'ieri' },
  ];
  const ChosenList = () => (
    <DataList
      list={{ data: { Items: ROWS, Total: 3, PageCount: 0 }, isPending: false, error: null }}
      rowId={(r) => r.id}
      columns={columns}
      sort={{ field: 'Title', desc: false }}
      page={0}
      onChange={() => {}}
      columnsName="test-list"
    />
  );

  it('hides and shows columns but the essential ones, starting from the defaults, remembered in the browser', async () => {
    localStorage.clear();
    const { user, unmount } = renderWithProviders(<ChosenList />, { i18n: createI18n(1, CATALOGUES) });
    expect(screen.getByRole('columnheader', { name: 'Scadenza' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Creato il' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Colonne' }));
    const choices = await screen.findByRole('group', { name: 'Colonne' });
    expect(screen.queryByRole('checkbox', { name: 'Titolo' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Creato il' }));
    await user.click(screen.getByRole('checkbox', { name: 'Scadenza' }));
    expect(choices).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Creato il' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Scadenza' })).toBeNull();

    // Another visit of the list: the same choice.
    unmount();
    renderWithProviders(<ChosenList />, { i18n: createI18n(1, CATALOGUES) });
    expect(screen.getByRole('columnheader', { name: 'Creato il' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Scadenza' })).toBeNull();
  });
});
