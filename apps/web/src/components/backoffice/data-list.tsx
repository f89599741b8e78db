import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import { Checkbox, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { SortableHeader, type SortDirection } from '../sortable-header';

export interface Column<T> {
  id: string;
  label: string;
  /** The server's sort field; a column without one is not sortable. */
  sortField?: string;
  render: (row: T) => ReactNode;
}

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
  selection?: {
    selected: (number | string)[];
    onChange: (ids: (number | string)[]) => void;
    selectable?: (row: T) => boolean;
  };
}

/**
 * The back office's one list: server-side paging and sorting (the page passes the state it keeps in
 * the URL), sortable headers, optional row selection for bulk actions, and a pager.
 */
export function DataList<T>(props: DataListProps<T>) {
  const { t } = useTranslation('backoffice');
  const { list, selection, sort } = props;
  const rows = list.data?.Items;
  const pageCount = list.data?.PageCount ?? 0;
  const selectableRows = (rows ?? []).filter((r) => selection?.selectable?.(r) ?? true);
  const allSelected =
    selection !== undefined &&
    selectableRows.length > 0 &&
    selectableRows.every((r) => selection.selected.includes(props.rowId(r)));

  return (
    <>
      <ErrorAlert error={list.error} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('backoffice.list.selectAll')}
                    checked={allSelected}
                    onChange={(e) =>
                      selection.onChange(e.currentTarget.checked ? selectableRows.map(props.rowId) : [])
                    }
                  />
                </Table.Th>
              )}
              {props.columns.map((c) =>
                c.sortField ? (
                  <SortableHeader
                    key={c.id}
                    field={c.sortField}
                    sort={
                      sort.field === c.sortField
                        ? { field: sort.field, direction: sort.desc ? 'desc' : 'asc' }
                        : null
                    }
                    onSort={(field: string, direction: SortDirection) =>
                      props.onChange({ sort: field, desc: direction === 'desc' })
                    }
                  >
                    {c.label}
                  </SortableHeader>
                ) : (
                  <Table.Th key={c.id}>{c.label}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows ?? []).map((row) => {
              const id = props.rowId(row);
              return (
                <Table.Tr key={id}>
                  {selection && (
                    <Table.Td>
                      {(selection.selectable?.(row) ?? true) && (
                        <Checkbox
                          aria-label={t('backoffice.list.selectRow', { id })}
                          checked={selection.selected.includes(id)}
                          onChange={(e) =>
                            selection.onChange(
                              e.currentTarget.checked
                                ? [...selection.selected, id]
                                : selection.selected.filter((x) => x !== id),
                            )
                          }
                        />
                      )}
                    </Table.Td>
                  )}
                  {props.columns.map((c) => (
                    <Table.Td key={c.id}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.isPending && <Loader size="sm" aria-label="…" />}
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
