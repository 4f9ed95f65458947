/**
 * Bond Duration Breakdown (spec 001 §2, 002 §9): the value of the bonds held in each band of
 * duration (0-2, 2-5, 5-10, 10-20, 20+ years), in the reporting currency.
 */
import { Card, Heading, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { BOND_DURATION_BANDS } from '@domain/enums';
import { formatMoney } from '@domain/format';
import { baseOptions, scaleColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';

const BAND_EDGES = [2, 5, 10, 20];

export function durationBand(years: number): (typeof BOND_DURATION_BANDS)[number] {
  const k = BAND_EDGES.findIndex((edge) => years < edge);
  return BOND_DURATION_BANDS[k === -1 ? BAND_EDGES.length : k]!;
}

export function BondDurationCard({ bonds, currency }: { bonds: { value: number; duration: number | null }[]; currency: string }) {
  const sums = BOND_DURATION_BANDS.map(() => 0);
  for (const b of bonds) if (b.duration !== null) sums[BOND_DURATION_BANDS.indexOf(durationBand(b.duration))]! += b.value;
  const data: ChartData<'bar'> = {
    labels: BOND_DURATION_BANDS.map((b) => `${b} years`),
    datasets: [{ data: sums, backgroundColor: scaleColor('teal', 9) }],
  };
  const options = baseOptions<'bar'>();
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => ` ${formatMoney(Number(c.raw), currency)}` } } };
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        Bond Duration Breakdown
      </Heading>
      {bonds.length === 0 ? (
        <Text as="p" size="2" color="gray">
          No bonds in the portfolio.
        </Text>
      ) : (
        <ThemedChart type="bar" data={data} options={options} height={200} label="Bond value by duration band" />
      )}
    </Card>
  );
}
