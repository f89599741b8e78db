import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ColumnTable } from './column-table';

interface Person {
  id: number;
  name: string;
  disabled: boolean;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Bruno Bloccato', disabled: true },
  { id: 2, name: 'Giulia Neri', disabled: false },
];

describe('ColumnTable', () => {
  // The phone layout is the style sheet's (checked in a browser by the end-to-end tests); here, what it
  // reads: each cell's column name, none for a column whose name is for screen readers only.
  it('names the table and gives each cell its column’s name, but not the cells of a hidden-name column', () => {
    renderWithProviders(
      <ColumnTable
        label="Utenti"
        rows={PEOPLE}
        rowId={(p) => p.id}
        minWidth={640}
        columns={[
          { id: 'name', label: 'Nome', render: (p) => p.name },
          { id: 'state', label: 'Stato', render: (p) => (p.disabled ? 'Disabilitato' : 'Abilitato') },
          {
            id: 'actions',
            label: 'Azioni',
            labelHidden: true,
            render: () => <button type="button">Abilita</button>,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Utenti' });
    expect(within(table).getByRole('columnheader', { name: 'Azioni' })).toBeTruthy();
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Nome', 'Stato', null]);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Bruno Bloccato', 'Disabilitato', 'Abilita']);
  });

  it('sorts by a sortable column and selects rows with the caller’s labels', async () => {
    const sorted: [string, boolean][] = [];
    const selected: (number | string)[][] = [];
    const { user } = renderWithProviders(
      <ColumnTable
        rows={PEOPLE}
        rowId={(p) => p.id}
        minWidth={640}
        columns={[{ id: 'name', label: 'Nome', sortField: 'Name', render: (p) => p.name }]}
        sort={{ field: 'Name', desc: false, onSort: (field, desc) => sorted.push([field, desc]) }}
        selection={{
          selected: [],
          onChange: (ids) => selected.push(ids),
          selectable: (p) => !p.disabled,
          allLabel: 'Tutte',
          rowLabel: (id) => `Riga ${id}`,
        }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nome' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(sorted).toEqual([['Name', true]]);
    expect(screen.queryByRole('checkbox', { name: 'Riga 1' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Tutte' }));
    expect(selected).toEqual([[2]]);
  });
});
