/**
 * The contract families' tables (kit): the Markets tabs, the contract lists, the Blotter tabs and
 * the trainer's player views all declare their columns and let this lay them out. From 768 px: a
 * desk table (sticky header, first column pinned). On a phone: the first column, the columns
 * marked `key` and the row's action stay on screen; the others open under the row with its
 * Details toggle, as label and value, so nothing scrolls sideways out of reach.
 */
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { DataList, Flex, IconButton, Table, VisuallyHidden } from '@radix-ui/themes';
import { Fragment, useState, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table';
import { EmptyRow, LoadingRows, NUMERIC_STYLE } from '@/components/table-parts';
import { usePhone } from '@/lib/use-media-query';

export interface ContractColumn<R> {
  header: ReactNode;
  /** The details' label on a phone, where `header` is not plain text. */
  label?: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
  nowrap?: boolean;
  title?: (row: R) => string | undefined;
  /** Stays in the row on a phone (the first column always does). */
  key?: boolean;
  /** Left out altogether (a column that does not apply to this session). */
  omit?: boolean;
}

export interface ContractTableProps<R> {
  label: string;
  /** null while loading. */
  rows: readonly R[] | null;
  rowKey: (row: R) => string | number;
  columns: readonly ContractColumn<R>[];
  empty: ReactNode;
  /** The row's main action (Trade, Sell…), right-aligned in an 'Actions' column that stays on a phone. */
  actions?: (row: R) => ReactNode;
  /** Its other actions: after the main one from 768 px, under the row's Details on a phone. */
  moreActions?: (row: R) => ReactNode;
  actionsHeader?: string;
  /** The row element itself (Markets rows are greyed when closed and carry their ric). */
  row?: (row: R, cells: ReactNode) => ReactNode;
  /** `data-contract-id` of a contract row. */
  contractId?: (row: R) => number;
  maxHeight?: string;
}

export function ContractTable<R>({ label, rows, rowKey, columns, empty, actions, moreActions, actionsHeader = 'Actions', row, contractId, maxHeight }: ContractTableProps<R>) {
  const phone = usePhone();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const all = columns.filter((c) => !c.omit);
  const shown = phone ? all.filter((c, i) => i === 0 || c.key) : all;
  const hidden = phone ? all.filter((c) => !shown.includes(c)) : [];
  const toggles = phone && (hidden.length > 0 || moreActions !== undefined);
  const width = shown.length + (actions || toggles ? 1 : 0);
  const toggle = (k: string | number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(k)) next.add(k);
      return next;
    });

  return (
    <DataTable label={label} maxHeight={maxHeight} dense={phone}>
      <Table.Header>
        <Table.Row>
          {shown.map((c, i) => (
            <Table.ColumnHeaderCell key={i} style={c.numeric ? NUMERIC_STYLE : undefined}>
              {c.header}
            </Table.ColumnHeaderCell>
          ))}
          {actions || toggles ? <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>{actions ? actionsHeader : <VisuallyHidden>Details</VisuallyHidden>}</Table.ColumnHeaderCell> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === null ? <LoadingRows columns={width} /> : null}
        {rows?.length === 0 ? <EmptyRow columns={width}>{empty}</EmptyRow> : null}
        {rows?.map((r) => {
          const k = rowKey(r);
          const expanded = open.has(k);
          const detailsId = `details-${label}-${k}`.replace(/\W+/g, '-');
          const cells = (
            <>
              {shown.map((c, i) => (
                <BodyCell key={i} column={c} row={r} header={i === 0} />
              ))}
              {actions || toggles ? (
                <Table.Cell style={{ textAlign: 'right' }}>
                  <Flex gap="2" justify="end" align="center" style={{ whiteSpace: 'nowrap' }}>
                    {actions?.(r)}
                    {phone ? null : moreActions?.(r)}
                    {toggles ? (
                      <IconButton size="1" variant="ghost" color="gray" aria-label="Details" aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined} onClick={() => toggle(k)}>
                        <ChevronDownIcon style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />
                      </IconButton>
                    ) : null}
                  </Flex>
                </Table.Cell>
              ) : null}
            </>
          );
          return (
            <Fragment key={k}>
              {row ? (
                row(r, cells)
              ) : (
                <Table.Row data-contract-id={contractId?.(r)}>{cells}</Table.Row>
              )}
              {expanded && toggles ? (
                <Table.Row id={detailsId}>
                  <Table.Cell colSpan={width}>
                    {moreActions ? (
                      <Flex gap="2" justify="end" mb={hidden.length ? '2' : undefined}>
                        {moreActions(r)}
                      </Flex>
                    ) : null}
                    <DataList.Root size="1" orientation="horizontal">
                      {hidden.map((c, i) => (
                        <DataList.Item key={i}>
                          <DataList.Label minWidth="120px">{c.label ?? c.header}</DataList.Label>
                          <DataList.Value style={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}>
                            <span>{c.cell(r)}</span>
                          </DataList.Value>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}

function BodyCell<R>({ column, row, header }: { column: ContractColumn<R>; row: R; header: boolean }) {
  const style = { ...(column.numeric ? NUMERIC_STYLE : null), ...(column.nowrap ? { whiteSpace: 'nowrap' as const } : null) };
  const props = { style, title: column.title?.(row) };
  return header ? <Table.RowHeaderCell {...props}>{column.cell(row)}</Table.RowHeaderCell> : <Table.Cell {...props}>{column.cell(row)}</Table.Cell>;
}
