/**
 * The one chart.js set-up of the app: the controllers and scales are registered here once, and
 * every chart draws through `ChartCanvas` with the theme applied. Loaded lazily by `ThemedChart`,
 * so chart.js (about 70 kB gzipped) arrives after the first paint of the screen that shows it.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  DoughnutController,
  LineController,
  PieController,
  ScatterController,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartType,
  type ChartOptions,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { token } from './chart-theme';

Chart.register(ArcElement, BarController, BarElement, DoughnutController, LineController, PieController, ScatterController, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip);

/** Applies the theme to chart.js's global defaults; called by every chart before drawing. */
function applyChartTheme(): void {
  const text = token('--gray-11');
  Chart.defaults.color = text;
  Chart.defaults.borderColor = token('--gray-a4');
  Chart.defaults.font.family = token('--default-font-family', 'system-ui, sans-serif');
  Chart.defaults.font.size = 12;
  Chart.defaults.plugins.tooltip.backgroundColor = token('--gray-12');
  Chart.defaults.plugins.tooltip.titleColor = token('--gray-1');
  Chart.defaults.plugins.tooltip.bodyColor = token('--gray-1');
  Chart.defaults.plugins.tooltip.cornerRadius = 4;
  Chart.defaults.plugins.legend.labels.boxWidth = 12;
  Chart.defaults.maintainAspectRatio = false;
  Chart.defaults.animation = false;
}

export function ChartCanvas<T extends ChartType>({ type, data, options, label }: { type: T; data: ChartData<T>; options?: ChartOptions<T>; label: string }) {
  applyChartTheme();
  return <ReactChart type={type} data={data} options={options} aria-label={label} role="img" />;
}
