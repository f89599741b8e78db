import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { SortableHeader, type SortDirection, type SortState } from './sortable-header';

type Field = 'name' | 'date';

function TicketTable({ onSort }: { onSort: (field: Field, direction: SortDirection) => void }) {
  const [sort, setSort] = useState<SortState<Field> | null>(null);
  const handle = (field: Field, direction: SortDirection) => {
    setSort({ field, direction });
    onSort(field, direction);
  };
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortableHeader field="name" sort={sort} onSort={handle}>
            Oggetto
          </SortableHeader>
          <SortableHeader field="date" sort={sort} onSort={handle}>
            Data
          </SortableHeader>
        </Table.Tr>
      </Table.Thead>
    </Table>
  );
}

describe('SortableHeader', () => {
  it('sorts ascending first, then toggles, and announces the order with aria-sort', async () => {
    const onSort = vi.fn();
    const { user } = renderWithProviders(<TicketTable onSort={onSort} />);
    const subject = screen.getByRole('columnheader', { name: 'Oggetto' });
    const button = screen.getByRole('button', { name: 'Oggetto' });
    expect(subject.getAttribute('aria-sort')).toBeNull();
    expect(button.getAttribute('title')).toBe('Ordina in modo crescente');

    await user.click(button);
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    expect(subject.getAttribute('aria-sort')).toBe('ascending');
    expect(button.getAttribute('title')).toBe('Ordina in modo decrescente');

    await user.click(button);
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    expect(subject.getAttribute('aria-sort')).toBe('descending');

    await user.click(button);
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    expect(subject.getAttribute('aria-sort')).toBe('ascending');
  });

  it('starts another column ascending and clears the previous one', async () => {
    const onSort = vi.fn();
    const { user } = renderWithProviders(<TicketTable onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Oggetto' }));
    await user.click(screen.getByRole('button', { name: 'Oggetto' }));
    await user.click(screen.getByRole('button', { name: 'Data' }));
    expect(onSort).toHaveBeenLastCalledWith('date', 'asc');
    expect(screen.getByRole('columnheader', { name: 'Oggetto' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Data' }).getAttribute('aria-sort')).toBe('ascending');
  });
});
