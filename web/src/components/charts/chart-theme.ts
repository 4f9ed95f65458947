/**
 * The app's chart theme (ui.md "Charts"): the Radix colours series take and the options the line
 * and bar charts share. Time axes use category labels formatted by domain/format (no date
 * adapter), in the session's time as ui.md asks. Colours are Radix Themes tokens resolved at draw
 * time (canvas cannot read CSS variables), so charts follow the theme instead of hard-coding hex
 * values. Nothing here loads chart.js: screens build their data and options with it, and the
 * canvas (chart-canvas.tsx) arrives lazily through `ThemedChart`.
 */
import type { ChartOptions } from 'chart.js';

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
