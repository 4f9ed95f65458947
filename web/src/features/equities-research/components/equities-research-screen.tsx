/**
 * Equities Research (spec 001 §2; issue 14), a trading-room screen of real-time sessions
 * containing equities: the Valuation, Dividends and Correlation Matrix tabs. The valuation
 * figures are read once per visit and again after a reconnection (the prices on them are live);
 * the dividends again when the player's wallets or positions change (a fill, a payment, the
 * day's roll).
 */
import { Flex, Heading, Spinner, Tabs, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchPlayerDividends, fetchSessionEquities } from '../api/research-api';
import { CorrelationTab } from './correlation/correlation-tab';
import { DividendsTab } from './dividends-tab';
import { ValuationTab } from './valuation-tab';
import './equities-research.css';

// Fills and payments change the wallets and positions; the day's roll (metrics, history) declares the ex-date's dividends.
const CLOSE_EVENTS = ['player_history_created'] as const;
const DIVIDEND_EVENTS = ['update_wallets', 'order_executed', 'update_instruments', 'metrics_received', 'player_history_created'] as const;

export function EquitiesResearchScreen() {
  const { sessionId } = useSessionLive();
  // Ranges, volatility and beta move with each daily close: read again at the day's roll.
  const closeVersion = useEventVersion(CLOSE_EVENTS, 500);
  const equities = useLiveResource(() => fetchSessionEquities(sessionId), closeVersion);
  const dividendsVersion = useEventVersion(DIVIDEND_EVENTS, 500);
  const dividends = useLiveResource(() => fetchPlayerDividends(sessionId), dividendsVersion);
  const options = useMemo(() => (equities.data?.equities ?? []).map((e) => ({ ric: e.ric, ticker: e.ticker, name: e.name })), [equities.data]);

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2">
        <Heading as="h1" size="5">
          Equities Research
        </Heading>
        {equities.loading && equities.data ? <Spinner aria-label="Refreshing" /> : null}
        {equities.data ? (
          <Text size="1" color="gray">
            {equities.data.equities.length} equities
          </Text>
        ) : null}
      </Flex>
      {equities.error ? <ErrorCallout message={equities.error} onRetry={equities.reload} /> : null}
      <Tabs.Root defaultValue="valuation">
        <Tabs.List>
          <Tabs.Trigger value="valuation">Valuation</Tabs.Trigger>
          <Tabs.Trigger value="dividends">Dividends</Tabs.Trigger>
          <Tabs.Trigger value="correlation">Correlation Matrix</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="valuation" mt="3">
          <ValuationTab rows={equities.data?.equities ?? null} asOf={equities.data?.as_of ?? null} />
        </Tabs.Content>
        <Tabs.Content value="dividends" mt="3">
          {dividends.error ? <ErrorCallout message={dividends.error} onRetry={dividends.reload} /> : null}
          <DividendsTab data={dividends.data} />
        </Tabs.Content>
        <Tabs.Content value="correlation" mt="3">
          <CorrelationTab options={options} />
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
