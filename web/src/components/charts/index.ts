/** Charts of the app: import chart.js pieces and the theme from here, never register chart.js elsewhere. */
export * from './chart-theme';
export { ThemedChart } from './themed-chart';
