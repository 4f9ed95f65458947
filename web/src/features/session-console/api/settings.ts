/** The trainer's settings saves (spec 000 §7 "Per session POST"); each takes effect in the running session. */
import type { SessionView } from '@domain/session/session-record';
import { apiGet, sessionGet, sessionPost } from './console-api';
import type { SessionAsset, UniverseAsset } from './types';

export type GroupAllocation = { asset_group: string; lower_limit: number | null; upper_limit: number | null };
export type AssetClassOption = { asset_class: number; pv_limit: number; risk_weight: number };
export type MetricsLimit = { metric_type: string; lower_limit: number | null; upper_limit: number | null; enforced: boolean };

export const saveGroupAllocations = (id: number, rows: GroupAllocation[]) =>
  sessionPost<SessionView>(id, 'create_update_group_allocations', { asset_group_allocations: rows });
export const saveAssetClassOptions = (id: number, rows: AssetClassOption[]) =>
  sessionPost<SessionView>(id, 'update_asset_class_options', { asset_class_options: rows });
export const saveLeverage = (id: number, fx_leverage: number, bond_leverage: number) =>
  sessionPost<SessionView>(id, 'update_leverage_settings', { fx_leverage, bond_leverage });
export const saveMetricLimit = (id: number, low_limit: number | null, high_limit: number | null) =>
  sessionPost<SessionView>(id, 'update_metric_limits', { low_limit, high_limit });
export const saveHistoricalStep = (id: number, sleep_time: number) => sessionPost<{ sleep_time: number }>(id, 'update_historical_period_length', { sleep_time });
export const saveDisplayMetrics = (id: number, display_metrics: string[]) => sessionPost<SessionView>(id, 'update_display_metrics', { display_metrics });
export const saveMetricsLimits = (id: number, metrics_limits: MetricsLimit[]) => sessionPost<SessionView>(id, 'update_metrics_limits', { metrics_limits });
export const saveBenchmark = (id: number, body: { constant: number } | { composition: { ric: string; weight: number }[] }) =>
  sessionPost<SessionView>(id, 'update_benchmark_composition', body);
export const toggleSound = (id: number, value: boolean) => sessionPost<SessionView>(id, 'toggle_sound', { value });
export const toggleRationale = (id: number, value: boolean) => sessionPost<SessionView>(id, 'toggle_require_investment_rationale', { value });
export const saveUnderlyingAssets = (id: number, underlying_assets: number[]) => sessionPost<SessionAsset[]>(id, 'update_underlying_assets', { underlying_assets });
export const saveTradingWindows = (id: number, trading_intervals: { start: string; end: string }[]) =>
  sessionPost<SessionView>(id, 'update_trading_windows', { trading_intervals });
export const saveMacroBackground = (id: number, macro_background: string) => sessionPost<SessionView>(id, 'update_macro_background', { macro_background });
export const fetchMacroBackground = (id: number) => sessionGet<{ macro_background: string }>(id, 'fetch_macro_background');

export const listUniverse = () => apiGet<UniverseAsset[]>('underlying_assets');
