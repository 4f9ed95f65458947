/**
 * The trainer's settings of a session (spec 000 §5 and §7 "Per session POST"): each call is a
 * patch of the session's settings, taking effect at once, and answers the session. The
 * player's own settings (their name) are here too.
 */
import { z } from 'zod';
import type { SessionView } from '../session/session-record';
import {
  assetClassOptionsBody,
  displayMetricsBody,
  groupAllocationsBody,
  leverageBody,
  macroBackgroundBody,
  metricLimitBody,
  metricsLimitsBody,
  toggleBody,
  tradingWindowsBody,
} from '../session/settings-updates';
import { numeric } from './fields';
import { sessionCall } from './session-call';

/** A settings patch call on `/api/sessions/{id}/{path}`, staff only. */
function settingsCall<I>(name: string, path: string, input: z.ZodType<I>, example: Record<string, unknown>) {
  return sessionCall<SessionView>()({ name: `settings.${name}`, method: 'POST', path: `/api/sessions/:id/${path}`, session: 'path', roles: ['staff'], input, example });
}

export const updateAssetClassOptions = settingsCall('asset_class_options', 'update_asset_class_options', assetClassOptionsBody, { asset_class_options: [] });
export const updateLeverage = settingsCall('leverage', 'update_leverage_settings', leverageBody, { fx_leverage: 0.5, bond_leverage: 0.5 });
export const updateDisplayMetrics = settingsCall('display_metrics', 'update_display_metrics', displayMetricsBody, { display_metrics: [] });
export const updateMetricsLimits = settingsCall('metrics_limits', 'update_metrics_limits', metricsLimitsBody, { metrics_limits: [] });
export const updateMetricLimit = settingsCall('metric_limit', 'update_metric_limits', metricLimitBody, { low_limit: null, high_limit: null });
export const updateGroupAllocations = settingsCall('group_allocations', 'create_update_group_allocations', groupAllocationsBody, { asset_group_allocations: [] });
export const updateMacroBackground = settingsCall('macro_background', 'update_macro_background', macroBackgroundBody, { macro_background: 'x' });
export const updateTradingWindows = settingsCall('trading_windows', 'update_trading_windows', tradingWindowsBody, { trading_intervals: [{ start: '09:00', end: '17:00' }] });
export const toggleSound = settingsCall('toggle_sound', 'toggle_sound', toggleBody, {});
export const toggleRequireRationale = settingsCall('toggle_rationale', 'toggle_require_investment_rationale', toggleBody, {});
export const toggleIndividualBenchmark = settingsCall('toggle_individual_benchmark', 'update_allow_individual_benchmark', toggleBody, {});
/** Other Settings: short selling on spot FX only (allow_short_only_on_fx, spec 001 §3); not a path the spec names. */
export const toggleShortOnlyOnFx = settingsCall('toggle_short_only_on_fx', 'toggle_allow_short_only_on_fx', toggleBody, {});

export const getPeriodLength = sessionCall<{ sleep_time: number }>()({
  name: 'settings.period_length',
  method: 'GET',
  path: '/api/sessions/get_historical_period_length',
  session: 'query',
  roles: ['player', 'staff'],
  input: z.object({}),
});

export const updatePeriodLength = sessionCall<{ sleep_time: number }>()({
  name: 'settings.update_period_length',
  method: 'POST',
  path: '/api/sessions/:id/update_historical_period_length',
  session: 'path',
  roles: ['staff'],
  input: z.object({ sleep_time: numeric(z.number({ error: 'Please input a valid number!' }).int('Please input a valid number!')) }),
  example: { sleep_time: 60 },
});

export const fetchMacroBackground = sessionCall<{ macro_background: string }>()({
  name: 'settings.macro_background_read',
  method: 'GET',
  path: '/api/sessions/:id/fetch_macro_background',
  session: 'path',
  roles: ['player', 'staff'],
  input: z.object({}),
});

/** The player's own settings (spec 001 §7 "update player settings (name)"). */
export const updatePlayerSettings = sessionCall<{ id: number; name: string }>()({
  name: 'settings.player',
  method: 'POST',
  path: '/api/players/update_settings',
  session: 'body',
  roles: ['player'],
  input: z.object({ name: z.string({ error: 'name is required' }).trim().min(1, 'The name cannot be empty').max(64, 'At most 64 characters') }),
  example: { name: 'Desk A' },
});
