/**
 * Tactical Asset Allocation (spec 001 §2, `fetch_tactical_asset_allocations`): each asset class's
 * share of the gross portfolio, long and short stacked, as whole percents. Reloaded when the
 * books change (fills, wallets, revaluations), not polled.
 */
import { Card, Heading, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { ASSET_CLASS_LABELS, type AssetClass } from '@domain/enums';
import { formatPercent } from '@domain/format';
import { baseOptions, scaleColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { ErrorCallout } from '@/components/error-callout';
import type { TacticalAllocation } from '@domain/engine/allocations';

export function TacticalAllocationCard({ rows, error, allowShort }: { rows: TacticalAllocation[] | null; error: string | null; allowShort: boolean }) {
  const sorted = [...(rows ?? [])].filter((r) => r.percent > 0).sort((a, b) => b.percent - a.percent);
  const data: ChartData<'bar'> = {
    labels: sorted.map((r) => ASSET_CLASS_LABELS[r.asset_class as AssetClass] ?? String(r.asset_class)),
    datasets: [
      { label: 'Long', data: sorted.map((r) => r.percent_long), backgroundColor: scaleColor('accent', 9), stack: 'a' },
      ...(allowShort ? [{ label: 'Short', data: sorted.map((r) => r.percent_short), backgroundColor: scaleColor('amber', 9), stack: 'a' }] : []),
    ],
  };
  const options = baseOptions<'bar'>({ legend: allowShort });
  options.indexAxis = 'y';
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => ` ${c.dataset.label}: ${formatPercent(Number(c.raw) / 100, 0)}` } } };
  options.scales = { x: { stacked: true, max: 100, min: 0, ticks: { callback: (v) => `${v}%` } }, y: { stacked: true, grid: { display: false } } };
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        Tactical Asset Allocation
      </Heading>
      {error ? <ErrorCallout message={error} /> : null}
      {rows !== null && sorted.length === 0 ? (
        <Text size="2" color="gray">
          No allocation yet.
        </Text>
      ) : (
        <ThemedChart type="bar" data={data} options={options} height={Math.max(120, 36 * sorted.length + 40)} label="Tactical asset allocation" />
      )}
    </Card>
  );
}
