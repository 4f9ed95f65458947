/** Small pieces shared by the data tables: numeric cells, loading rows and the empty row. */
import { Skeleton, Table, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { NUMERIC_STYLE } from './numeric-style';

export { NUMERIC_STYLE, TABULAR_STYLE } from './numeric-style';

export function NumericCell(props: ComponentProps<typeof Table.Cell>) {
  return <Table.Cell {...props} style={{ ...NUMERIC_STYLE, ...props.style }} />;
}

export function NumericHeader(props: ComponentProps<typeof Table.ColumnHeaderCell>) {
  return <Table.ColumnHeaderCell {...props} style={{ ...NUMERIC_STYLE, ...props.style }} />;
}

export function LoadingRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Row key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <Table.Cell key={c}>
              <Skeleton height="16px" width="100%" minWidth="32px" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Text as="p" size="2" color="gray" align="center" my="4">
          {children}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}
