/**
 * A chart with the app theme applied and a fixed height, so charts in cards line up; `label`
 * names the canvas for screen readers (a chart is otherwise invisible to them). chart.js loads
 * with the first chart shown: until then the chart's box keeps its size, empty.
 */
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { lazy, Suspense } from 'react';
import type { ChartCanvas as ChartCanvasComponent } from './chart-canvas';

// lazy() drops the component's type parameter: the cast gives it back.
const ChartCanvas = lazy(() => import('./chart-canvas').then((m) => ({ default: m.ChartCanvas }))) as unknown as typeof ChartCanvasComponent;

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
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <Suspense fallback={<div aria-busy="true" style={{ height: '100%' }} />}>
        <ChartCanvas type={type} data={data} options={options} label={label} />
      </Suspense>
    </div>
  );
}
