/**
 * A metric's history with its dotted linear-regression line (spec 001 §2). The x axis is the
 * date in real time, and the day number (period × frequency + 1) in historical scenarios.
 */
import { Card, Heading, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { baseOptions, scaleColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { formatMetricValue, regression, type MetricDefinition } from './metric-definitions';

export function MetricTrendChart({ def, labels, values, currency }: { def: MetricDefinition; labels: string[]; values: (number | null)[]; currency: string }) {
  const scale = def.kind === 'percent' ? 100 : 1;
  // Periods before the metrics exist are left out, so the trend starts with the data.
  const first = Math.max(0, values.findIndex((v) => v !== null));
  const shown = values.slice(first).map((v) => (v === null ? null : v * scale));
  const data: ChartData<'line'> = {
    labels: labels.slice(first),
    datasets: [
      { label: def.title, data: shown, borderColor: scaleColor('accent', 9), backgroundColor: scaleColor('accent', 9), pointRadius: 2, borderWidth: 2, spanGaps: true },
      { label: 'Trend', data: regression(shown), borderColor: scaleColor('gray', 10), borderDash: [4, 4], pointRadius: 0, borderWidth: 1.5 },
    ],
  };
  const options = baseOptions<'line'>();
  options.plugins = {
    ...options.plugins,
    tooltip: { filter: (item) => item.datasetIndex === 0, callbacks: { label: (c) => ` ${formatMetricValue(def, c.raw === null ? null : Number(c.raw) / scale, currency)}` } },
  };
  if (def.kind === 'percent') options.scales = { ...options.scales, y: { ...options.scales?.y, ticks: { callback: (v) => `${parseFloat(Number(v).toPrecision(4))}%` } } };
  const points = values.filter((v) => v !== null).length;
  return (
    <Card size="2">
      <Heading as="h3" size="2" mb="2">
        {def.title}
      </Heading>
      {points < 2 ? (
        <Text as="p" size="2" color="gray">
          The trend appears after two metrics periods.
        </Text>
      ) : (
        <ThemedChart type="line" data={data} options={options} height={180} label={`${def.title} trend`} />
      )}
    </Card>
  );
}
