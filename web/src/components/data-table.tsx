/**
 * The table frame of the trading desk screens: Radix's compact table with a sticky header,
 * the first column pinned when `pinFirst` is set, and a bounded height so long lists scroll
 * inside their card instead of pushing the page.
 */
import { Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './data-table.css';

export function DataTable({
  children,
  pinFirst = true,
  maxHeight,
  label,
  dense,
}: {
  children: ReactNode;
  pinFirst?: boolean;
  maxHeight?: string;
  label?: string;
  /** Phones: narrower cell padding, the first column wrapping. */
  dense?: boolean;
}) {
  return (
    <Table.Root
      size="1"
      variant="surface"
      aria-label={label}
      className={['tr-table', pinFirst ? 'tr-table--pinned' : '', dense ? 'tr-table--dense' : ''].filter(Boolean).join(' ')}
      style={maxHeight ? ({ '--tr-table-max-height': maxHeight } as React.CSSProperties) : undefined}
    >
      {children}
    </Table.Root>
  );
}
