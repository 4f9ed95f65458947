/**
 * The CDS screens' shared reads: a player's contracts with each side's maximum
 * (`get_cds_contracts`, or the staff's `get_cds_contracts_by_player_id`), kept current by the
 * session channel (`update_cds_contracts` after premiums and at each revaluation, the wallet
 * changes of a premium) and, while a contract list is open, by the price ticks; and the terms a
 * new contract would get now.
 */
import { useCallback, useState } from 'react';
import { ScenarioType } from '@domain/enums';
import type { SessionView } from '@domain/session/session-record';
import { cdsYearsOf } from '@domain/engine/cds/contract';
import { cdsMaturityDate, isoDay } from '@domain/engine/cds/rules';
import type { SessionInstrument } from '@domain/engine/types';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchOwnCds, fetchPlayerCds, type CdsContracts } from '../api/cds-api';


const CONTRACT_EVENTS: readonly LiveEventType[] = ['update_cds_contracts', 'update_wallets'];
const WITH_PRICES: readonly LiveEventType[] = [...CONTRACT_EVENTS, 'send_price'];

/** A player's CDS contracts: the caller's own (`playerId` null) or, for the staff, any player's. */
export function useCdsContracts(playerId: number | null, live = false) {
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
  const load = useCallback(() => (playerId === null ? fetchOwnCds(sessionId) : fetchPlayerCds(sessionId, playerId)), [sessionId, playerId]);
  const resource = useLiveResource<CdsContracts>(load, `${version}|${local}|${playerId}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}

/** The tenor ('5Y') and the maturity a contract opened now would get (opening + years, weekends to Monday), or null. */
export function newCdsTerms(asset: Pick<SessionInstrument, 'ticker' | 'name'>, now: number): { tenor: string; maturity: string } | null {
  const years = cdsYearsOf(asset);
  if (!years) return null;
  return { tenor: `${years}Y`, maturity: cdsMaturityDate(isoDay(now), years) };
}

/** The session's time now: the scenario date's close in a historical session, the clock in real time. */
export function sessionNow(session: SessionView | null): number {
  if (session?.scenario_type === ScenarioType.Historical && session.scenario_date) return Date.parse(`${session.scenario_date}T21:00:00Z`);
  return Date.now();
}
