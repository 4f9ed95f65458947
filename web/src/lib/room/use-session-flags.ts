/** What the trainee's frame decides from the session record: scenario, status, approach. */
import { RiskApproach, ScenarioType, SessionStatus } from '@domain/enums';
import { useSessionLive } from '@/lib/session-live/session-live';

export function useSessionFlags() {
  const { session } = useSessionLive();
  const historical = session?.scenario_type === ScenarioType.Historical;
  const finished = session?.status === SessionStatus.Finished;
  return {
    session,
    historical,
    realTime: session?.scenario_type === ScenarioType.RealTime,
    finished,
    paused: session?.status === SessionStatus.Paused,
    cashApproach: session?.risk_approach === RiskApproach.Cash,
    reportingCurrency: session?.reporting_currency ?? 'USD',
  };
}
