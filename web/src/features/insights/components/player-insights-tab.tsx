/**
 * A player's insights as the staff read them (the trainer's player modal): the portfolio name,
 * the insights reports with their downloads and the roadmap timeline. Read only: the player
 * writes them. Loaded when its tab is opened (no editor in it).
 */
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useRemote } from '@/lib/use-remote';
import { fetchProfile, fetchReports, fetchRoadmap } from '../api/insights-api';
import { RoadmapTab } from './roadmap-tab';
import { ReportsTable } from './view-tab';
import '../insights.css';

export default function PlayerInsightsTab({ playerId }: { playerId: number }) {
  const { sessionId } = useSessionLive();
  const profile = useRemote(() => fetchProfile(sessionId, playerId), [sessionId, playerId]);
  const items = useRemote(() => fetchRoadmap(sessionId, playerId), [sessionId, playerId]);
  const reports = useRemote(() => fetchReports(sessionId, playerId), [sessionId, playerId]);
  useSessionEvents((event) => {
    if (event.type === 'insights_report' && event.data.player_id === playerId) reports.reload();
  });
  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray">
        Portfolio name: <Text weight="medium" color="gray" highContrast>{profile.data ? profile.data.portfolio_name || 'not set' : '…'}</Text>
      </Text>
      <ReportsTable reports={reports} empty="No insights reports yet." />
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3">
          Roadmap
        </Heading>
        <RoadmapTab items={items} />
      </Flex>
    </Flex>
  );
}
