/**
 * The one table of orders: the trading room's blotter and open orders and the console's player
 * modal (blotter, open orders) all render their orders here. A screen names its columns (header,
 * cell, numeric or not) and texts; the table draws the header, skeleton rows while `orders` is
 * null, the screen's empty text, and one row per order.
 *
 * Two frames: `desk` is the trading room's DataTable (sticky header, the asset column pinned on
 * phones, bounded height); `plain` is a surface table that scrolls sideways, as in the modal.
 */
import { Box, Table } from '@radix-ui/themes';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { DataTable } from './data-table';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from './table-parts';

export interface OrderColumn<O> {
  /** Stable React key of the column. */
  key: string;
  /** The header cell's content: a label, or a control (filter, sort). */
  header: ReactNode;
  /** Props of the header cell (aria-sort…). */
  headerProps?: ComponentProps<typeof Table.ColumnHeaderCell>;
  /** Right-aligned tabular figures (ui.md "Numbers"). */
  numeric?: boolean;
  /** The row's header cell (the asset). */
  rowHeader?: boolean;
  /** Style of the body cells. */
  style?: CSSProperties;
  cell: (order: O) => ReactNode;
}

export type OrderRowProps = Omit<ComponentProps<typeof Table.Row>, 'children'> & { [data: `data-${string}`]: string | number | undefined };

export function OrdersTable<O extends { id: number }>({
  label,
  orders,
  columns,
  empty,
  rowProps,
  frame,
}: {
  /** The table's accessible name. */
  label: string;
  /** Null while loading: skeleton rows. */
  orders: readonly O[] | null;
  columns: readonly OrderColumn<O>[];
  /** Shown in one row when there are no orders. */
  empty: ReactNode;
  rowProps?: (order: O) => OrderRowProps;
  frame: 'desk' | 'plain';
}) {
  const content = (
    <>
      <Table.Header>
        <Table.Row>
          {columns.map((c) =>
            c.numeric ? (
              <NumericHeader key={c.key} {...c.headerProps}>
                {c.header}
              </NumericHeader>
            ) : (
              <Table.ColumnHeaderCell key={c.key} {...c.headerProps}>
                {c.header}
              </Table.ColumnHeaderCell>
            ),
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders === null ? <LoadingRows columns={columns.length} /> : null}
        {orders !== null && orders.length === 0 ? <EmptyRow columns={columns.length}>{empty}</EmptyRow> : null}
        {orders?.map((o) => (
          <Table.Row key={o.id} {...rowProps?.(o)}>
            {columns.map((c) => {
              const Cell = c.rowHeader ? Table.RowHeaderCell : c.numeric ? NumericCell : Table.Cell;
              return (
                <Cell key={c.key} style={c.style}>
                  {c.cell(o)}
                </Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </>
  );
  if (frame === 'desk') return <DataTable label={label}>{content}</DataTable>;
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table.Root variant="surface" size="1" aria-label={label}>
        {content}
      </Table.Root>
    </Box>
  );
}
