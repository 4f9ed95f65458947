/**
 * The trainer's settings of a session (spec 000 §5): each call is a patch taking effect at
 * once (the engine reloads its settings), refused once the session is finished; the
 * historical period length; the macro background; and the player's own name.
 */
import type { SessionCall } from '../../../domain/contracts/session-call';
import {
  fetchMacroBackground,
  getPeriodLength,
  toggleIndividualBenchmark,
  toggleRequireRationale,
  toggleShortOnlyOnFx,
  toggleSound,
  updateAssetClassOptions,
  updateDisplayMetrics,
  updateGroupAllocations,
  updateLeverage,
  updateMacroBackground,
  updateMetricLimit,
  updateMetricsLimits,
  updatePeriodLength,
  updatePlayerSettings,
  updateTradingWindows,
} from '../../../domain/contracts/settings';
import { ScenarioType, SessionStatus } from '../../../domain/enums';
import { conflict, invalid } from '../../../domain/refusal';
import { sessionView, type SessionView, type StoredSettings } from '../../../domain/session/session-record';
import { playerIdOf } from '../kernel/actor';
import { handle, type CallHandler, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';

const FINISHED = 'The session is finished: its settings can no longer change';

/** Saves a patch of the settings and tells everyone; the books reload with the new settings. */
export function updateSettings(k: SessionKernel, patch: Partial<StoredSettings>): SessionView {
  const c = k.clock();
  if (c.status === SessionStatus.Finished) throw conflict(FINISHED);
  const next = { ...k.settings(), ...patch };
  const view = sessionView(next, c, k.now());
  k.commit([], [{ audience: 'all', type: 'session_updated', data: view }], { settings: next });
  k.dropBooks();
  return view;
}

/** A call whose body is the patch itself. */
const patchCall = <I extends Partial<StoredSettings>>(contract: SessionCall<I, SessionView>): CallHandler => handle(contract, (k, input) => updateSettings(k, input));

type Flag = 'allow_sound' | 'require_investment_rationale' | 'allow_individual_benchmark' | 'allow_short_only_on_fx';
/** Toggles flip a flag; the body may carry the wanted value. */
const toggleCall = (contract: typeof toggleSound, key: Flag): CallHandler => handle(contract, (k, input) => updateSettings(k, { [key]: input.value ?? !k.settings()[key] }));

export const settings: Feature = {
  name: 'settings',
  calls: [
    patchCall(updateAssetClassOptions),
    patchCall(updateLeverage),
    patchCall(updateDisplayMetrics),
    patchCall(updateMetricsLimits),
    handle(updateMetricLimit, (k, b) => updateSettings(k, { metric_limit_low: b.low_limit, metric_limit_high: b.high_limit })),
    patchCall(updateGroupAllocations),
    patchCall(updateMacroBackground),
    patchCall(updateTradingWindows),
    toggleCall(toggleSound, 'allow_sound'),
    toggleCall(toggleRequireRationale, 'require_investment_rationale'),
    toggleCall(toggleIndividualBenchmark, 'allow_individual_benchmark'),
    toggleCall(toggleShortOnlyOnFx, 'allow_short_only_on_fx'),
    handle(getPeriodLength, (k) => ({ sleep_time: k.settings().historical_sleep_time })),
    handle(
      updatePeriodLength,
      (k, { sleep_time: seconds }) => {
        const s = k.settings();
        if (s.scenario_type !== ScenarioType.Historical) throw invalid('Only historical sessions have a period length');
        if (!Number.isInteger(seconds) || seconds < 20 || seconds > 2000) throw invalid('Please input a valid number!', { min: 20, max: 2000 });
        const next = { ...s, historical_sleep_time: seconds };
        k.commit([], [{ audience: 'all', type: 'session_updated', data: sessionView(next, k.clock(), k.now()) }], { settings: next });
        return { sleep_time: seconds };
      },
      // The next period is due at the new length.
      (k) => k.scheduler.arm(),
    ),
    handle(fetchMacroBackground, (k) => ({ macro_background: k.settings().macro_background })),
    /** Renames the caller's player (its name in the players table and the leaderboard). */
    handle(updatePlayerSettings, (k, { name }, actor) => {
      if (k.clock().status === SessionStatus.Finished) throw conflict(FINISHED);
      const player = k.state().players.get(playerIdOf(actor)!)!;
      k.sql.exec('UPDATE players SET name = ? WHERE id = ?', name, player.id);
      player.name = name;
      return { id: player.id, name: player.name };
    }),
  ],
};
