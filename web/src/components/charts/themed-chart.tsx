/**
 * A react-chartjs-2 chart with the app theme applied and a fixed height, so charts in cards line
 * up; `label` names the canvas for screen readers (a chart is otherwise invisible to them).
 */
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { applyChartTheme } from './chart-theme';

export function ThemedChart<T extends ChartType>({
  type,
  data,
  options,
  height = 220,
  label,
}: {
  type: T;
  data: ChartData<T>;
  options?: ChartOptions<T>;
  height?: number;
  label: string;
}) {
  applyChartTheme();
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <ReactChart type={type} data={data} options={options} aria-label={label} role="img" />
    </div>
  );
}
