/**
 * /dashboard/sessions/{id}/players/{player_id}/individual-report (spec 002 §2): the player's
 * individual report for the administrator (who sees it also before the finish). A player id that
 * is not a number is 'Player id missing in url, wrong path?'; a player without a report is
 * 'No report' (the server's 404).
 */
import { ArrowLeftIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Link as RadixLink } from '@radix-ui/themes';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { IndividualReportView } from './individual-report-view';

const PLAYER_ID_MISSING = 'Player id missing in url, wrong path?';

function playerIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function AdminReportPage({ sessionId }: { sessionId: number }) {
  const playerId = playerIdOf(useParams().playerId);
  const [version, setVersion] = useState(0);
  if (playerId === null) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{PLAYER_ID_MISSING}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Flex align="center" gap="3">
          <RadixLink asChild size="2">
            <Link to={`/dashboard/sessions/${sessionId}/players`}>
              <ArrowLeftIcon style={{ verticalAlign: 'middle' }} /> Players
            </Link>
          </RadixLink>
          <Heading as="h2" size="4">
            Individual report
          </Heading>
        </Flex>
        <Button variant="soft" color="gray" size="1" onClick={() => setVersion((v) => v + 1)}>
          <ReloadIcon /> Refresh
        </Button>
      </Flex>
      <Card size="3">
        <IndividualReportView sessionId={sessionId} playerId={playerId} refreshKey={version} showName />
      </Card>
    </Flex>
  );
}

export default AdminReportPage;
