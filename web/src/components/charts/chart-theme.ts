/**
 * The one chart.js set-up of the app (ui.md "Charts"): every chart component imports chart.js
 * through here, so the controllers and scales are registered once and every chart reads the
 * same Radix colours and font. Time axes use category labels formatted by domain/format (no
 * date adapter), in the session's time as ui.md asks. Colours are Radix Themes tokens resolved at draw time (canvas
 * cannot read CSS variables), so charts follow the theme instead of hard-coding hex values.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  DoughnutController,
  LineController,
  PieController,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';

Chart.register(ArcElement, BarController, BarElement, DoughnutController, LineController, PieController, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip);

/** Radix scales used for series, in the order series take them. */
export const SERIES_SCALES = ['indigo', 'teal', 'amber', 'crimson', 'grass', 'violet', 'orange', 'cyan', 'pink', 'brown', 'lime', 'gray'] as const;
export type SeriesScale = (typeof SERIES_SCALES)[number];

function themeRoot(): Element {
  return document.querySelector('.radix-themes') ?? document.documentElement;
}

/** The value of a CSS custom property of the Radix theme, e.g. `token('--gray-11')`. */
export function token(name: string, fallback = '#888'): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(themeRoot()).getPropertyValue(name).trim();
  return value || fallback;
}

/** Step `step` (1-12) of a Radix colour scale, e.g. `scaleColor('teal', 9)`. */
export function scaleColor(scale: SeriesScale | 'red' | 'green' | 'gray' | 'accent', step: number): string {
  return token(`--${scale}-${step}`);
}

/** The colour of the n-th series (solid step 9). */
export function seriesColor(index: number, step = 9): string {
  return scaleColor(SERIES_SCALES[index % SERIES_SCALES.length]!, step);
}

export const PROFIT_COLOR = () => scaleColor('green', 9);
export const LOSS_COLOR = () => scaleColor('red', 9);

/** Applies the theme to chart.js's global defaults; called by every chart before drawing. */
export function applyChartTheme(): void {
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

/** Options shared by the line and bar charts: no legend for one series, compact axes. */
export function baseOptions<T extends 'line' | 'bar'>(opts: { legend?: boolean } = {}): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { display: opts.legend ?? false, position: 'bottom' } },
    scales: {
      x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
      y: { grid: { color: token('--gray-a3') }, ticks: { precision: 2 } },
    },
  } as unknown as ChartOptions<T>;
}

export { Chart };
