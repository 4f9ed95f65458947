/**
 * Insights (spec 001 §2): three tabs. Add Item writes a roadmap item with the rich-text editor;
 * Roadmap is the timeline of the player's own entries; View names the portfolio, generates
 * insights reports and lists them with their download. Reports follow the session channel's
 * `insights_report` events (no polling); a reconnection reads them again.
 */
import { Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { MESSAGES } from '@domain/messages';
import { notify } from '@/lib/notifications';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useRemote } from '@/lib/use-remote';
import { usePlayer } from '@/lib/room/player-state';
import { fetchProfile, fetchReports, fetchRoadmap } from '../api/insights-api';
import { AddItemTab } from './add-item-tab';
import { RoadmapTab } from './roadmap-tab';
import { ViewTab } from './view-tab';
import '../insights.css';

type Tab = 'add' | 'roadmap' | 'view';

export function InsightsScreen() {
  const { sessionId, snapshots } = useSessionLive();
  const { player } = usePlayer();
  const playerId = player?.id ?? null;
  const [tab, setTab] = useState<Tab>('add');
  const items = useRemote(playerId ? () => fetchRoadmap(sessionId, playerId) : null, [sessionId, playerId]);
  const profile = useRemote(playerId ? () => fetchProfile(sessionId, playerId) : null, [sessionId, playerId]);
  const reports = useRemote(playerId ? () => fetchReports(sessionId, playerId) : null, [sessionId, playerId, snapshots]);

  useSessionEvents((event) => {
    if (event.type !== 'insights_report' || event.data.player_id !== playerId) return;
    reports.reload();
    if (event.data.status === 'created') notify({ kind: 'success', message: 'Insights report created' });
    if (event.data.status === 'error') notify({ kind: 'error', message: event.data.error ?? MESSAGES.insightsReportFailed });
  });

  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 1100 }}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="5">
          Insights
        </Heading>
        <Text size="2" color="gray">
          Write down your thinking as you trade; generate a PDF of your roadmap and portfolio.
        </Text>
      </Flex>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List>
          <Tabs.Trigger value="add">Add Item</Tabs.Trigger>
          <Tabs.Trigger value="roadmap">Roadmap{items.data?.length ? ` (${items.data.length})` : ''}</Tabs.Trigger>
          <Tabs.Trigger value="view">View</Tabs.Trigger>
        </Tabs.List>
        <Flex direction="column" pt="4">
          {/* Add Item stays mounted, so that switching tabs keeps what is being written. */}
          <div hidden={tab !== 'add'}>
            <AddItemTab
              sessionId={sessionId}
              onSaved={() => {
                items.reload();
                setTab('roadmap');
              }}
            />
          </div>
          {tab === 'roadmap' ? <RoadmapTab items={items} onAdd={() => setTab('add')} /> : null}
          {tab === 'view' ? <ViewTab sessionId={sessionId} profile={profile} reports={reports} /> : null}
        </Flex>
      </Tabs.Root>
    </Flex>
  );
}
