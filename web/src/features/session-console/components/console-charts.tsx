/**
 * Line and scatter charts of the console on the shared theme (web/src/components/charts).
 * react-chartjs-2's typed components register their own controllers, which the shared
 * set-up leaves to each chart type.
 */
import type { ChartData, ChartOptions } from 'chart.js';
import { Line, Scatter } from 'react-chartjs-2';
import { applyChartTheme } from '@/components/charts';

export function LineChart({ data, options, height = 260, label }: { data: ChartData<'line'>; options?: ChartOptions<'line'>; height?: number; label: string }) {
  applyChartTheme();
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <Line data={data} options={options} aria-label={label} role="img" />
    </div>
  );
}

export function ScatterChart({ data, options, height = 260, label }: { data: ChartData<'scatter'>; options?: ChartOptions<'scatter'>; height?: number; label: string }) {
  applyChartTheme();
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <Scatter data={data} options={options} aria-label={label} role="img" />
    </div>
  );
}
