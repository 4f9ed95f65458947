/** Line and scatter charts of the console: the shared themed chart (lazy chart.js) at the console's height. */
import type { ChartData, ChartOptions } from 'chart.js';
import { ThemedChart } from '@/components/charts/themed-chart';

export function LineChart({ data, options, height = 260, label }: { data: ChartData<'line'>; options?: ChartOptions<'line'>; height?: number; label: string }) {
  return <ThemedChart type="line" data={data} options={options} height={height} label={label} />;
}

export function ScatterChart({ data, options, height = 260, label }: { data: ChartData<'scatter'>; options?: ChartOptions<'scatter'>; height?: number; label: string }) {
  return <ThemedChart type="scatter" data={data} options={options} height={height} label={label} />;
}
