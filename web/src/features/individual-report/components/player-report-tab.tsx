/**
 * The player modal's Individual Report tab (spec 000 §2, §6) for the trainer and the admin:
 * the player's report with the server's visibility (trainers once the session is finished),
 * read again when it is computed (`individual_report_updated`) or the session's status changes.
 */
import { useState } from 'react';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { IndividualReportView } from './individual-report-view';

export function PlayerReportTab({ playerId }: { playerId: number }) {
  const { sessionId, session } = useSessionLive();
  const [version, setVersion] = useState(0);
  useSessionEvents((event) => {
    if (event.type === 'individual_report_updated' && event.data.player_id === playerId) setVersion((v) => v + 1);
  });
  return <IndividualReportView sessionId={sessionId} playerId={playerId} refreshKey={`${version}:${session?.status}`} />;
}

export default PlayerReportTab;
