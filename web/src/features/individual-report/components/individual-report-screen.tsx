/**
 * The trainee's Individual Report screen (spec 001 §2 `individual_report`, finished sessions
 * only: the room's menu shows it then). Their own report; read again when the session object
 * says it was computed (`individual_report_updated`).
 */
import { Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { IndividualReportView } from './individual-report-view';

export function IndividualReportScreen() {
  const { sessionId, session } = useSessionLive();
  const [version, setVersion] = useState(0);
  useSessionEvents((event) => {
    if (event.type === 'individual_report_updated') setVersion((v) => v + 1);
  });
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Individual Report
      </Heading>
      <IndividualReportView sessionId={sessionId} playerId={null} refreshKey={`${version}:${session?.status}`} />
    </Flex>
  );
}
