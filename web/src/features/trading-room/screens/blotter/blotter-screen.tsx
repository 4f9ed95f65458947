/**
 * Blotter (spec 001 §2): the player's executed and cancelled orders, the cash exchanges (cash
 * approach) and the deposits (real-time sessions with the cash approach).
 * Reloaded after order events and wallet changes, never polled.
 * The contract families' tabs (FX Forwards, CDS, Repos…) come from the family registry
 * (`features/contract-families/family-registry.ts`).
 */
import { Flex, Heading, Skeleton, Spinner, Tabs } from '@radix-ui/themes';
import { Suspense } from 'react';
import { RiskApproach, ScenarioType } from '@domain/enums';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionLive } from '@/lib/session-live/session-live';
import { usePlayer, useSessionAssets } from '@/lib/room/player-state';
import { getBlotter, type DepositRow, type ExchangeRow } from '../shared/api/screens-api';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { usePersonNames } from '../shared/hooks/use-person-names';
import { CashExchangeTable } from './components/cash-exchange-table';
import { DepositsTable } from './components/deposits-table';
import { BlotterOrdersTable } from './components/orders-table';
import { CONTRACT_FAMILIES } from '@/features/contract-families/family-registry';
import { familyShown } from '@/lib/room/contract-family';

const BLOTTER_EVENTS = ['order_executed', 'order_canceled', 'order_updated', 'update_wallets'] as const;

export function BlotterScreen() {
  const { session } = useSessionLive();
  // Fills and cancellations change the orders; exchanges and deposits change the wallets.
  const version = useEventVersion(BLOTTER_EVENTS);
  const blotter = useLiveResource(getBlotter, version);
  const { assets, byRic } = useSessionAssets();
  const families = CONTRACT_FAMILIES.flatMap((f) => (f.blotterTab && familyShown(f, session, assets) ? [{ key: f.key, label: f.label, Tab: f.blotterTab }] : []));
  const persons = usePersonNames();
  const { player } = usePlayer();
  // `get_blotter` answers the orders; the exchanges and deposits come with the player's books
  // (`retrieve_player`, revalued on every wallet change) until the blotter carries them too.
  const books = player as (typeof player & { exchange_history?: ExchangeRow[]; deposits?: DepositRow[] }) | null;
  const cashApproach = session?.risk_approach === RiskApproach.Cash;
  const exchanges = cashApproach ? (blotter.data?.exchange_history ?? books?.exchange_history ?? null) : null;
  // Deposits exist in real-time cash-approach sessions only (spec 001 §2).
  const deposits = cashApproach && session?.scenario_type === ScenarioType.RealTime ? (blotter.data?.deposits ?? books?.deposits ?? null) : null;

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2">
        <Heading as="h1" size="5">
          Blotter
        </Heading>
        {blotter.loading && blotter.data ? <Spinner aria-label="Refreshing blotter" /> : null}
      </Flex>
      {blotter.error ? <ErrorCallout message={blotter.error} onRetry={blotter.reload} /> : null}
      <Tabs.Root defaultValue="orders">
        <Tabs.List>
          <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
          {exchanges ? <Tabs.Trigger value="cash-exchange">Cash Exchange</Tabs.Trigger> : null}
          {deposits ? <Tabs.Trigger value="deposits">Deposits</Tabs.Trigger> : null}
          {families.map((f) => (
            <Tabs.Trigger key={f.key} value={f.key}>
              {f.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" mt="3">
          <BlotterOrdersTable orders={blotter.data?.orders ?? null} byRic={byRic} persons={persons} />
        </Tabs.Content>
        {exchanges ? (
          <Tabs.Content value="cash-exchange" mt="3">
            <CashExchangeTable rows={exchanges} />
          </Tabs.Content>
        ) : null}
        {deposits ? (
          <Tabs.Content value="deposits" mt="3">
            <DepositsTable rows={deposits} />
          </Tabs.Content>
        ) : null}
        {families.map((f) => (
          <Tabs.Content key={f.key} value={f.key} mt="3">
            <Suspense fallback={<Skeleton height="120px" />}>
              <f.Tab />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Flex>
  );
}
