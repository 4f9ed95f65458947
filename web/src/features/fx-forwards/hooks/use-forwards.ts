/**
 * The forward screens' shared reads: a player's contracts with the 'FX FWDS limit usage' and the
 * remaining hedge amount (`get_fwd_contracts`, or the staff's `get_fwd_contracts_by_player_id`),
 * kept current by the session channel (`update_forward_contracts_unrealized`,
 * `fwd_contract_closed_by_oda`, the wallet changes of an offset or a maturity) and, while a
 * contract list is open, by the price ticks; and the terms a new contract would get now.
 */
import { useCallback, useState } from 'react';
import { ScenarioType } from '@domain/enums';
import { forwardSpec } from '@domain/engine/fx-forwards/contract';
import { maturityDate } from '@domain/engine/fx-forwards/rules';
import type { SessionInstrument } from '@domain/engine/types';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import type { SessionView } from '@domain/session/session-record';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchOwnForwards, fetchPlayerForwards, type ForwardContracts } from '../api/forwards-api';

const CONTRACT_EVENTS: readonly LiveEventType[] = ['update_forward_contracts_unrealized', 'fwd_contract_closed_by_oda', 'update_wallets'];
const WITH_PRICES: readonly LiveEventType[] = [...CONTRACT_EVENTS, 'send_price'];

/**
 * A player's forward contracts: the caller's own (`playerId` null) or, for the staff, any
 * player's. `live` also refetches on every price tick (the open contracts' close side moves).
 */
export function useForwardContracts(playerId: number | null, live = false) {
  const { sessionId } = useSessionLive();
  const [local, setLocal] = useState(0);
  const mine = useCallback(
    (event: LiveEvent) => {
      if (playerId === null || !('data' in event)) return true;
      const of = (event.data as { player_id?: unknown } | null)?.player_id;
      return typeof of !== 'number' || of === playerId;
    },
    [playerId],
  );
  const version = useEventVersion(live ? WITH_PRICES : CONTRACT_EVENTS, live ? 400 : 200, mine);
  const load = useCallback(() => (playerId === null ? fetchOwnForwards(sessionId) : fetchPlayerForwards(sessionId, playerId)), [sessionId, playerId]);
  const resource = useLiveResource<ForwardContracts>(load, `${version}|${local}|${playerId}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}

/** The session's time now: the scenario date's close in a historical session, the clock in real time. */
export function sessionNow(session: SessionView | null): number {
  if (session?.scenario_type === ScenarioType.Historical && session.scenario_date) return Date.parse(`${session.scenario_date}T21:00:00Z`);
  return Date.now();
}

/** The tenor label ('3M') and the maturity date a contract opened now would get (weekends to Monday), or null. */
export function newContractTerms(asset: SessionInstrument, now: number): { tenor: string; tenorDays: number; maturity: string } | null {
  const spec = forwardSpec(asset);
  if (!spec) return null;
  const months = /(\d+)M\b/.exec(asset.ticker)?.[1] ?? /(\d+)M\b/.exec(asset.name)?.[1] ?? '';
  return { tenor: `${months}M`, tenorDays: spec.tenorDays, maturity: maturityDate(now, spec.tenorDays) };
}

/** Pips per unit of price: 10,000 for 4-decimal pairs, 100 for yen pairs (spec 002 §5). */
export function pipFactorOf(decimals: number): number {
  return 10 ** decimals;
}
