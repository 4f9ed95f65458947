/**
 * The player modal (spec 000 §2; 80 % wide, at most 1500 px): Cash (cash approach), PnL
 * Breakdown, Blotter and Open Orders, loaded when it opens and reloaded as the player's
 * orders fill or are cancelled; the contract families' tabs (FX Forwards, CDS, Repos…, from the
 * family registry), each shown in a session that has that family; Client Money; Individual Report
 * (features/individual-report) with the server's visibility and status texts; Insights.
 */
import { Button, Dialog, Flex, Spinner, Tabs, Text } from '@radix-ui/themes';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { RiskApproach, ScenarioType } from '@domain/enums';
import { errorMessage } from '@/lib/api-client';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionEvents, useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { familyShownToTrainer } from '@/lib/room/contract-family';
import { CONTRACT_FAMILIES } from '@/features/contract-families/family-registry';
import { cancelOrder, getBlotter, retrievePlayerAdmin } from '../../api/players';
import type { ConsolePlayer, Order, PlayerDetails } from '../../api/types';
import { useSessionAssets } from '../../hooks/use-session-assets';
import { BlotterTab } from './blotter-tab';
import { CashTab } from './cash-tab';
import { OpenOrdersTab } from './open-orders-tab';
import { PnlTab } from './pnl-tab';
import { PlayerReportTab, PlayerInsightsTab, PlayerClientMoneyTab } from '../../console-registry';

export function PlayerModal({ player, onClose }: { player: ConsolePlayer | null; onClose: () => void }) {
  return (
    <Dialog.Root open={player !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content width={{ initial: '96vw', sm: '80vw' }} maxWidth="1500px" aria-describedby={undefined}>
        <Dialog.Title>{player?.name}</Dialog.Title>
        {player ? <PlayerBooks playerId={player.id} playerName={player.name} /> : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PlayerBooks({ playerId, playerName }: { playerId: number; playerName: string }) {
  const { sessionId } = useSessionLive();
  const session = useSessionRecord();
  const { assets } = useSessionAssets();
  const [details, setDetails] = useState<PlayerDetails | null>(null);
  const [blotter, setBlotter] = useState<Order[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cash = session.risk_approach === RiskApproach.Cash;

  const load = useCallback(() => {
    Promise.all([retrievePlayerAdmin(sessionId, playerId), getBlotter(sessionId, playerId)])
      .then(([d, b]) => {
        setDetails(d);
        setBlotter(b);
        setError(null);
      })
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [sessionId, playerId]);

  useEffect(load, [load]);
  useSessionEvents((event) => {
    if ((event.type === 'order_executed' || event.type === 'order_canceled' || event.type === 'order_updated') && event.data.player_id === playerId) load();
  });

  if (error) return <ErrorCallout message={error} onRetry={load} />;
  if (!details) {
    return (
      <Flex justify="center" py="6">
        <Spinner size="3" />
      </Flex>
    );
  }
  const showDividends = (assets ?? []).some((a) => a.resourcetype === 'Equity');
  const families = CONTRACT_FAMILIES.flatMap((f) => (f.playerTab && familyShownToTrainer(f, session, assets) ? [{ key: f.key, label: f.playerTabLabel ?? f.label, Tab: f.playerTab }] : []));
  const tickerOf = (ric: string) => (assets ?? []).find((a) => a.ric === ric)?.ticker ?? ric;
  // Spec 001 §2: cash transaction mark-to-market when more than one currency is playable.
  const multiCurrency = new Set([session.reporting_currency, ...(assets ?? []).map((a) => a.variable_currency)]).size > 1;
  return (
    <Tabs.Root defaultValue={cash ? 'cash' : 'pnl'}>
      <Tabs.List>
        {cash ? <Tabs.Trigger value="cash">Cash</Tabs.Trigger> : null}
        <Tabs.Trigger value="pnl">PnL Breakdown</Tabs.Trigger>
        <Tabs.Trigger value="blotter">Blotter</Tabs.Trigger>
        <Tabs.Trigger value="open">
          Open Orders
          {details.open_orders.length ? (
            <Text color="gray" ml="1">
              ({details.open_orders.length})
            </Text>
          ) : null}
        </Tabs.Trigger>
        {families.map((f) => (
          <Tabs.Trigger key={f.key} value={f.key}>
            {f.label}
          </Tabs.Trigger>
        ))}
        {session.client_money ? <Tabs.Trigger value="client-money">Client Money</Tabs.Trigger> : null}
        <Tabs.Trigger value="report">Individual Report</Tabs.Trigger>
        <Tabs.Trigger value="insights">Insights</Tabs.Trigger>
      </Tabs.List>
      <Flex direction="column" pt="3" style={{ maxHeight: '65vh', overflowY: 'auto' }}>
        {cash ? (
          <Tabs.Content value="cash">
            <CashTab details={details} showDividends={showDividends} showDeposits={session.scenario_type === ScenarioType.RealTime} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="pnl">
          <PnlTab details={details} assets={assets ?? []} currency={session.reporting_currency} showCashMtm={cash && multiCurrency} />
        </Tabs.Content>
        {families.map((f) => (
          <Tabs.Content key={f.key} value={f.key}>
            <Suspense fallback={<Spinner size="3" />}>
              <f.Tab playerId={playerId} tickerOf={tickerOf} />
            </Suspense>
          </Tabs.Content>
        ))}
        {session.client_money ? (
          <Tabs.Content value="client-money">
            <Suspense fallback={<Spinner size="3" />}>
              <PlayerClientMoneyTab playerId={playerId} />
            </Suspense>
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="report">
          <Suspense fallback={<Spinner size="3" />}>
            <PlayerReportTab playerId={playerId} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="insights">
          <Suspense fallback={<Spinner size="3" />}>
            <PlayerInsightsTab playerId={playerId} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="blotter">
          <BlotterTab orders={blotter} assets={assets ?? []} playerName={playerName} sessionId={sessionId} />
        </Tabs.Content>
        <Tabs.Content value="open">
          <OpenOrdersTab
            orders={details.open_orders}
            assets={assets ?? []}
            onCancel={async (o) => {
              try {
                await cancelOrder(sessionId, o.id);
              } catch {
                // The notification shows why.
              }
              load();
            }}
          />
        </Tabs.Content>
      </Flex>
    </Tabs.Root>
  );
}
