import '@mantine/core/styles/Pagination.layer.css';
import { Group, Loader, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, ColumnTable, type RowSelection } from '../column-table';
import { ErrorAlert } from '../error-alert';
import { useChosenColumns } from './column-chooser';

export type { Column };

/** A list call's query (TanStack Query's result of a paged call). */
export interface PagedListQuery<T> {
  data?: {
    Items: T[];
    Total: number;
    /** The spec's page count: the zero-based index of the last page. */
    PageCount: number;
  };
  isPending: boolean;
  error: unknown;
}

export interface DataListProps<T> {
  list: PagedListQuery<T>;
  rowId: (row: T) => number | string;
  columns: Column<T>[];
  sort: { field: string; desc: boolean };
  page: number;
  /** Another sort or page was asked for: the page's list state (`useListState`'s `update`). */
  onChange: (change: { sort: string; desc: boolean } | { page: number }) => void;
  /** Row selection for bulk actions; absent when the user may not use any. */
  selection?: RowSelection<T>;
  /** The list's name: its user chooses which columns it shows, remembered under it. */
  columnsName?: string;
}

/**
 * The back office's one list: server-side paging and sorting (the page passes the state it keeps in
 * the URL), sortable headers, optional row selection for bulk actions, and a pager; on a phone its
 * rows are cards (components/column-table.tsx).
 */
export function DataList<T>(props: DataListProps<T>) {
  const { t } = useTranslation('backoffice');
  const { list, selection, sort } = props;
  const rows = list.data?.Items;
  const pageCount = list.data?.PageCount ?? 0;
  const { shown, chooser } = useChosenColumns(props.columnsName, props.columns);

  return (
    <>
      <ErrorAlert error={list.error} />
      {chooser && <Group justify="flex-end">{chooser}</Group>}
      <ColumnTable
        rows={rows ?? []}
        rowId={props.rowId}
        columns={shown}
        minWidth={640}
        striped
        highlightOnHover
        sort={{ ...sort, onSort: (field, desc) => props.onChange({ sort: field, desc }) }}
        selection={
          selection && {
            ...selection,
            allLabel: t('backoffice.list.selectAll'),
            rowLabel: (id) => t('backoffice.list.selectRow', { id }),
          }
        }
      />
      {list.isPending && <Loader role="status" size="sm" aria-label="…" />}
      {!list.isPending && rows?.length === 0 && <Text c="dimmed">{t('backoffice.list.empty')}</Text>}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('backoffice.list.total', { count: list.data?.Total ?? 0 })}
        </Text>
        {pageCount > 0 && (
          <Pagination
            total={pageCount + 1}
            value={props.page + 1}
            onChange={(value) => props.onChange({ page: value - 1 })}
            size="sm"
          />
        )}
      </Group>
    </>
  );
}
