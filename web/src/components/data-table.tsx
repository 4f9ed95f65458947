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
}: {
  children: ReactNode;
  pinFirst?: boolean;
  maxHeight?: string;
  label?: string;
}) {
  return (
    <Table.Root
      size="1"
      variant="surface"
      aria-label={label}
      className={['tr-table', pinFirst ? 'tr-table--pinned' : ''].filter(Boolean).join(' ')}
      style={maxHeight ? ({ '--tr-table-max-height': maxHeight } as React.CSSProperties) : undefined}
    >
      {children}
    </Table.Root>
  );
}
