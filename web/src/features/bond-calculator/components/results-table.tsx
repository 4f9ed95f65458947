/** The results table: loaded with the bond maths, after the page's first paint (bond-results.tsx). */
import { Badge, Flex, Text } from '@radix-ui/themes';
import type { BondAnalytics } from '@domain/bonds';
import { formatNumber } from '@domain/format';
import { NUMERIC_STYLE } from '@/components/numeric-style';
import type { SolveFrom } from '../model/bond-form';

interface ResultRow {
  key: keyof BondAnalytics;
  label: string;
  decimals: number;
}

const ROWS: readonly ResultRow[] = [
  { key: 'cleanPrice', label: 'Clean price', decimals: 6 },
  { key: 'dirtyPrice', label: 'Dirty price', decimals: 6 },
  { key: 'accruedInterest', label: 'Accrued interest', decimals: 6 },
  { key: 'accruedDays', label: 'Accrued days', decimals: 0 },
  { key: 'yieldPct', label: 'Yield (%)', decimals: 4 },
  { key: 'macaulayDuration', label: 'Macaulay duration (years)', decimals: 4 },
  { key: 'modifiedDuration', label: 'Modified duration', decimals: 4 },
  { key: 'convexity', label: 'Convexity', decimals: 4 },
  { key: 'dv01', label: 'DV01', decimals: 6 },
];

/** The figure computed from the other: the price when solving from the yield, and back. */
const SOLVED: Record<SolveFrom, keyof BondAnalytics> = { yield: 'cleanPrice', price: 'yieldPct' };

/**
 * Radix's `<Table.Root size="1" variant="ghost">` markup and classes, without the ScrollArea
 * Table.Root wraps around every table (about 8 kB gzipped of scrollbar code): nine rows of two
 * short cells only need the plain overflow for a very narrow screen.
 */
export function ResultsTable({ result, solveFrom }: { result: BondAnalytics; solveFrom: SolveFrom }) {
  return (
    <div className="rt-TableRoot rt-r-size-1 rt-variant-ghost" aria-label="Bond analytics" style={{ overflowX: 'auto' }}>
      <table className="rt-TableRootTable">
        <tbody className="rt-TableBody">
          {ROWS.map((row) => {
            const solved = SOLVED[solveFrom] === row.key;
            const highlight = solved ? { background: 'var(--accent-a3)' } : undefined;
            return (
              <tr key={row.key} className="rt-TableRow rt-r-va-middle">
                <th scope="row" className="rt-TableCell rt-TableRowHeaderCell" style={{ ...highlight, paddingLeft: 'var(--space-2)' }}>
                  <Flex align="center" gap="2" wrap="wrap">
                    <Text weight={solved ? 'bold' : 'regular'}>{row.label}</Text>
                    {solved ? (
                      <Badge size="1" variant="solid">
                        Solved
                      </Badge>
                    ) : null}
                  </Flex>
                </th>
                <td className="rt-TableCell" style={{ ...NUMERIC_STYLE, ...highlight, paddingRight: 'var(--space-2)' }}>
                  <Text weight={solved ? 'bold' : 'regular'} size={solved ? '3' : '2'} data-testid={`bond-${row.key}`}>
                    {formatNumber(result[row.key], { decimals: row.decimals })}
                  </Text>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
