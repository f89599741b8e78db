import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './column-table.module.css';
import { SortableHeader, type SortDirection } from './sortable-header';

export interface Column<T> {
  id: string;
  label: string;
  /** The server's sort field; a column without one is not sortable. */
  sortField?: string;
  /** The label is for screen readers only (a column of buttons): on a phone its cells go uncaptioned. */
  labelHidden?: boolean;
  /** Always shown: a list's user cannot hide it (what names the row, its actions). */
  essential?: boolean;
  /** Hidden until the list's user shows it (the column chooser). */
  hiddenByDefault?: boolean;
  render: (row: T) => ReactNode;
}

export interface RowSelection<T> {
  selected: (number | string)[];
  onChange: (ids: (number | string)[]) => void;
  selectable?: (row: T) => boolean;
}

export interface ColumnTableProps<T> {
  rows: readonly T[];
  rowId: (row: T) => number | string;
  columns: readonly Column<T>[];
  /** The table's accessible name (the heading of its section, usually). */
  label?: string;
  /** The width under which the table scrolls inside the page, on screens wider than a phone. */
  minWidth: number;
  /** The current sort and what a click on a sortable header asks for; absent: nothing sorts. */
  sort?: { field: string; desc: boolean; onSort: (field: string, desc: boolean) => void };
  /** Row selection for bulk actions; absent when the user may not use any. */
  selection?: RowSelection<T> & {
    /** The names of the select-all box and of a row's box, in the caller's words. */
    allLabel: string;
    rowLabel: (id: number | string) => string;
  };
  striped?: boolean;
  highlightOnHover?: boolean;
}

/**
 * A table by columns, the portal's lists' one layout: on a screen wider than a phone a table
 * (scrolling inside the page when it is narrower than `minWidth`); below the menu breakpoint each row
 * a card, a cell a line with its column's name before it, so that nothing scrolls sideways and no
 * badge is cut. The sortable headers and the select-all box stay above the cards (decision 048).
 */
export function ColumnTable<T>(props: ColumnTableProps<T>) {
  const { rows, selection, sort } = props;
  const selectableRows = rows.filter((r) => selection?.selectable?.(r) ?? true);
  const allSelected =
    selection !== undefined &&
    selectableRows.length > 0 &&
    selectableRows.every((r) => selection.selected.includes(props.rowId(r)));

  const header = (c: Column<T>) =>
    c.sortField && sort ? (
      <SortableHeader
        key={c.id}
        field={c.sortField}
        sort={
          sort.field === c.sortField ? { field: sort.field, direction: sort.desc ? 'desc' : 'asc' } : null
        }
        onSort={(field: string, direction: SortDirection) => sort.onSort(field, direction === 'desc')}
      >
        {c.label}
      </SortableHeader>
    ) : (
      <Table.Th key={c.id}>{c.labelHidden ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label}</Table.Th>
    );

  return (
    <Table.ScrollContainer
      minWidth={props.minWidth}
      classNames={{ scrollContainer: classes.scroll, scrollContainerInner: classes.scrollInner }}
    >
      <Table
        className={classes.table}
        striped={props.striped}
        highlightOnHover={props.highlightOnHover}
        // The lightest grey: coloured status text (teal.9, blue.8) keeps 4.5:1 on the hovered row,
        // which Mantine's gray.1 takes below (#41).
        highlightOnHoverColor="gray.0"
        verticalSpacing="xs"
        aria-label={props.label}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={selection.allLabel}
                  checked={allSelected}
                  onChange={(e) =>
                    selection.onChange(e.currentTarget.checked ? selectableRows.map(props.rowId) : [])
                  }
                />
              </Table.Th>
            )}
            {props.columns.map(header)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const id = props.rowId(row);
            return (
              <Table.Tr key={id}>
                {selection && (
                  <Table.Td>
                    {(selection.selectable?.(row) ?? true) && (
                      <Checkbox
                        aria-label={selection.rowLabel(id)}
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
                  <Table.Td key={c.id} data-label={c.labelHidden ? undefined : c.label}>
                    {/* One box for the value, whatever it holds: on a phone it sits beside the name. */}
                    <div>{c.render(row)}</div>
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
