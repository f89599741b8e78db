import '@mantine/core/styles/Table.layer.css';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './sortable-header.module.css';

export type SortDirection = 'asc' | 'desc';

export interface SortState<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface SortableHeaderProps<F extends string> {
  field: F;
  children: ReactNode;
  /** The table's current sort; this column is sorted when `sort.field === field`. */
  sort: SortState<F> | null | undefined;
  onSort: (field: F, direction: SortDirection) => void;
}

/**
 * A sortable column header (spec §2): a button in the header cell that sorts ascending first,
 * then toggles; the cell carries `aria-sort` so that screen readers announce the order.
 */
export function SortableHeader<F extends string>({ field, children, sort, onSort }: SortableHeaderProps<F>) {
  const { t } = useTranslation();
  const direction = sort?.field === field ? sort.direction : undefined;
  const next: SortDirection = direction === 'asc' ? 'desc' : 'asc';
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;

  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}>
      <UnstyledButton
        className={classes.button}
        onClick={() => onSort(field, next)}
        title={t(next === 'asc' ? 'shell.sortAscending' : 'shell.sortDescending')}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <span>{children}</span>
          <Icon size={16} stroke={1.75} aria-hidden className={direction ? undefined : classes.idle} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
