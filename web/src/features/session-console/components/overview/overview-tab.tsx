/**
 * Overview (spec 000 §2): session details, timeline and progress (historical), the benchmark
 * and players evolution chart (not while creating) and the players table, under the status
 * overlay of a non-running session.
 */
import { Box, Flex, Grid, Skeleton, Tabs } from '@radix-ui/themes';
import { Suspense, useMemo, useState } from 'react';
import { ManagementType, ScenarioType, SessionStatus } from '@domain/enums';
import { ErrorCallout } from '@/components/error-callout';
import { SectionHeading } from '@/components/section-heading';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { errorMessage } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { notify } from '@/lib/notifications';
import { downloadOpenOrders } from '../../api/players';
import type { ConsolePlayer } from '../../api/types';
import { usePlayers } from '../../hooks/use-players';
import { useSessionAssets } from '../../hooks/use-session-assets';
import { defaultSelection, toggleSelection } from '../../state/chart-selection';
import { PlayerModal } from '../player-modal/player-modal';
import { allocationGroups } from './allocation-groups';
import { DetailsCard } from './details-card';
import { EvolutionChart } from './evolution-chart';
import { PlayersTable, playersCsv } from './players-table';
import { SessionOverlay } from './session-overlay';
import { TimelineCard } from './timeline-card';
import { ClientDealingConsole, SaaDecisionsButton } from '../../console-registry';

export function OverviewTab() {
  const session = useSessionRecord();
  const { players, error, reload } = usePlayers();
  const { assets } = useSessionAssets();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [onlyActive, setOnlyActive] = useState(false);
  const [details, setDetails] = useState<ConsolePlayer | null>(null);
  const creating = session.status === SessionStatus.Creating;
  const single = session.allow_individual_benchmark;
  const groups = useMemo(() => allocationGroups(session.risk_approach, (assets ?? []).map((a) => a.group)), [session.risk_approach, assets]);
  const selection = picked ?? defaultSelection(players ?? [], single);

  return (
    <Box position="relative">
      <SessionOverlay status={session.status} delayMinutes={session.delay_minutes_left} />
      <Flex direction="column" gap="5">
        <Grid columns={{ initial: '1', md: session.scenario_type === ScenarioType.Historical ? '2' : '1' }} gap="4">
          <DetailsCard session={session} htm={(assets ?? []).some((a) => a.resourcetype === 'HTMBond')} />
          {session.scenario_type === ScenarioType.Historical ? <TimelineCard session={session} /> : null}
        </Grid>
        {!creating && players ? <EvolutionChart players={players} selection={selection} scenarioType={session.scenario_type} /> : null}
        <section aria-labelledby="players-title">
          <SectionHeading
            id="players-title"
            title="Players"
            aside={
              // Wealth Management sessions not in creation (spec 000 §2), its own chunk.
              session.management_type === ManagementType.WealthManagement && !creating ? (
                <Suspense fallback={null}>
                  <SaaDecisionsButton finished={session.status === SessionStatus.Finished} />
                </Suspense>
              ) : undefined
            }
          />
          {(() => {
            const table = error ? (
            <ErrorCallout message={error} onRetry={reload} />
          ) : (
            <PlayersTable
              players={players}
              creating={creating}
              groups={groups}
              limits={session.asset_group_allocations}
              currency={session.reporting_currency}
              selection={selection}
              radio={single}
              onlyActive={onlyActive}
              onOnlyActive={setOnlyActive}
              onToggle={(id) => setPicked(toggleSelection(selection, id, single))}
              onDetails={setDetails}
              onDownloadOpenOrders={() => void downloadOpenOrders(session.id).catch((e: unknown) => notify({ kind: 'error', message: errorMessage(e) }))}
              onDownload={() =>
                players && downloadCsv(`players_session_${session.id}.csv`, playersCsv(players.filter((p) => !onlyActive || p.deals > 0), groups))
              }
            />
          );
            // Spec 000 §2: with client money, tabs Overview and Client Dealing (hidden while creating).
            if (!session.client_money) return table;
            return (
              <Tabs.Root defaultValue="overview">
                <Tabs.List aria-label="Players views">
                  <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
                  {!creating ? <Tabs.Trigger value="client-dealing">Client Dealing</Tabs.Trigger> : null}
                </Tabs.List>
                <Box pt="3">
                  <Tabs.Content value="overview">{table}</Tabs.Content>
                  {!creating ? (
                    <Tabs.Content value="client-dealing">
                      <Suspense fallback={<Skeleton height="200px" />}>
                        <ClientDealingConsole currency={session.reporting_currency} />
                      </Suspense>
                    </Tabs.Content>
                  ) : null}
                </Box>
              </Tabs.Root>
            );
          })()}
        </section>
      </Flex>
      <PlayerModal player={details} onClose={() => setDetails(null)} />
    </Box>
  );
}
