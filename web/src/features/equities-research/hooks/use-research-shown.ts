/**
 * Whether the trading room offers Equities Research (spec 001 §2): real-time sessions whose
 * instruments include equities. Kept apart from the screen so the room's menu loads none of it.
 */
import { ScenarioType } from '@domain/enums';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useSessionAssets } from '@/lib/room/player-state';

export function useEquitiesResearchShown(): boolean {
  const { session } = useSessionLive();
  const { assets } = useSessionAssets();
  // Until the instruments are loaded a real-time session keeps the route, so a link to it is not redirected away.
  return session?.scenario_type === ScenarioType.RealTime && (assets === null || assets.some((a) => a.resourcetype === 'Equity'));
}
