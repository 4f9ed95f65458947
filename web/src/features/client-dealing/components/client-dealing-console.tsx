/**
 * The trainer's Client Dealing tab (spec 000 §2 "Client Dealing table", §7
 * `fetch_players_client_dealing_stats`, `update_client_money_overview_cards`): the class's totals
 * (loans, deposits, interbank lent and borrowed, lombard paid, average loan and deposit rates) and
 * the table of Name, market value, interbank amount and interest, Lombard, repo and client
 * interest, loans and deposits, kept current by the session channel. Its own chunk.
 */
import { Card, Flex, Grid, Skeleton, Table, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { formatNumber } from '@domain/format';
import { SignedNumber } from '@/components/signed-value';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchStats, type ClientDealingStats } from '../api/client-dealing-api';
import type { ClientOverviewCards } from '@domain/contracts/client-dealing';

const EVENTS: readonly LiveEventType[] = ['update_client_money_overview_cards', 'historical_step_updated', 'rfq_hit', 'interbank_deal_settled'];
const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' } as const;
const money = (v: number) => formatNumber(v, { decimals: 2 });
const millions = (v: number) => formatNumber(v / 1_000_000, { decimals: 2 });
const pct = (v: number | null) => (v === null ? '—' : `${formatNumber(v, { decimals: 2 })}%`);

export default function ClientDealingConsole({ currency }: { currency: string }) {
  const { sessionId } = useSessionLive();
  const version = useEventVersion(EVENTS, 300);
  const load = useCallback(() => fetchStats(sessionId), [sessionId]);
  const stats = useLiveResource<ClientDealingStats>(load, version);
  // The overview cards arrive whole with their event: shown at once, before the table's reload.
  const [pushed, setPushed] = useState<ClientOverviewCards | null>(null);
  useEffect(() => setPushed(null), [stats.data]);
  useSessionEvents((event) => {
    if (event.type === 'update_client_money_overview_cards') setPushed(event.data as unknown as ClientOverviewCards);
  });
  if (!stats.data) return stats.error ? <ErrorCallout message={stats.error} onRetry={stats.reload} /> : <Skeleton height="200px" />;
  const { players } = stats.data;
  const overview = pushed ?? stats.data.overview;
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '2', sm: '4', md: '7' }} gap="3" aria-label="Client money overview">
        <Stat label={`Loans (${currency})`} value={money(overview.loans)} />
        <Stat label={`Deposits (${currency})`} value={money(overview.depos)} />
        <Stat label="Interbank lent" value={money(overview.interbank_lent)} />
        <Stat label="Interbank borrowed" value={money(overview.interbank_borrowed)} />
        <Stat label="Lombard paid" value={money(overview.lombard_paid)} />
        <Stat label="Avg loan rate" value={pct(overview.average_loan_rate)} />
        <Stat label="Avg deposit rate" value={pct(overview.average_depo_rate)} />
      </Grid>
      <Text size="1" color="gray">
        Figures in {currency}; M: millions. Client and interbank interest: received +, paid −; Lombard and repo: interest paid.
      </Text>
      <Table.Root size="1" variant="surface" aria-label="Client Dealing">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Market value (M)</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Interbank (M)</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Interbank interest</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Lombard interest</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Repo interest</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Client interest</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Loans (M)</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Depos (M)</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {players.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={9}>
                <Text color="gray">No active players.</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            players.map((p) => (
              <Table.Row key={p.id}>
                <Table.RowHeaderCell>{p.name}</Table.RowHeaderCell>
                <Table.Cell style={num}>{millions(p.market_value)}</Table.Cell>
                <Table.Cell style={num}>
                  <SignedNumber value={p.interbank_amount / 1_000_000} />
                </Table.Cell>
                <Table.Cell style={num}>
                  <SignedNumber value={p.interbank_interest} />
                </Table.Cell>
                <Table.Cell style={num}>{money(p.paid_lombard_interest)}</Table.Cell>
                <Table.Cell style={num}>{money(p.paid_repo_interest)}</Table.Cell>
                <Table.Cell style={num}>
                  <SignedNumber value={p.client_interest} weight="bold" />
                </Table.Cell>
                <Table.Cell style={num}>{millions(p.loans)}</Table.Cell>
                <Table.Cell style={num}>{millions(p.depos)}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card size="1">
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="2" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Card>
  );
}
