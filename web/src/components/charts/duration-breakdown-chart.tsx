/**
 * A book's duration breakdown (spec 001 §2/§9): the carrying value held in each bucket, HTM by
 * modified duration (0-1 … 9-10, 10-100 years), AFS by years to maturity (0-3, 4-7, 8-15,
 * 16-30, 31+). chart.js loads with the first chart shown (ThemedChart is lazy).
 */
import { Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { formatMoney } from '@domain/format';
import { baseOptions, scaleColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';

export function DurationBreakdownChart({ book, breakdown, currency }: { book: 'HTM' | 'AFS'; breakdown: { bucket: string; value: number }[]; currency: string }) {
  if (!breakdown.some((b) => b.value !== 0)) {
    return (
      <Text as="p" size="2" color="gray">
        No {book} bonds in the portfolio.
      </Text>
    );
  }
  const data: ChartData<'bar'> = {
    labels: breakdown.map((b) => `${b.bucket} y`),
    datasets: [{ data: breakdown.map((b) => b.value), backgroundColor: scaleColor(book === 'HTM' ? 'indigo' : 'teal', 9) }],
  };
  const options = baseOptions<'bar'>();
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => ` ${formatMoney(Number(c.raw), currency)}` } } };
  const label = book === 'HTM' ? 'HTM value by modified duration (years)' : 'AFS value by years to maturity';
  return <ThemedChart type="bar" data={data} options={options} height={160} label={label} />;
}
