/**
 * The trainer's view of a player's options (spec 000 §2 player modal, read only): per currency
 * the net premiums, the open and closed PnL and the collateral reserved for written options; the
 * active contracts ('Buy Call', equity equivalent left to the contracts and the side) marked at
 * the current quote (bid, ask, spot, IV, delta, the three PnL
 * figures of banking.md §6), updated live by `update_options_contracts_price`; and the closed
 * contracts as the player's blotter shows them. Trading stays with the player. Loaded lazily
 * when the player modal's Options tab opens.
 */
import { Callout, Card, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { MISSING, formatDate, formatNumber, formatPercent } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { EmptyRow, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { activeContracts, closedContracts, useOptionContracts, type OptionContractView } from '../api/options-staff-api';
import { ClosedOptionsTable, SignedOptionMoney, TransactionText, Wrap, optionMoney, optionPrice, strikeText } from './options-blotter-tab';

const ACTIVE_COLUMNS = 15;

interface CurrencyTotals {
  currency: string;
  active: number;
  /** − premiums paid for bought contracts, + received for sold ones (the active contracts). */
  netPremiums: number;
  openPnl: number;
  closedPnl: number;
  collateral: number;
}

function totalsOf(contracts: readonly OptionContractView[]): CurrencyTotals[] {
  const by = new Map<string, CurrencyTotals>();
  for (const c of contracts) {
    const t = by.get(c.currency) ?? { currency: c.currency, active: 0, netPremiums: 0, openPnl: 0, closedPnl: 0, collateral: 0 };
    if (c.status === 'Active') {
      t.active += 1;
      t.netPremiums += c.transaction === 'Buy' ? -c.premium : c.premium;
      t.openPnl += c.overall_pnl;
      t.collateral += c.collateral;
    } else {
      t.closedPnl += c.overall_pnl;
    }
    by.set(c.currency, t);
  }
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction="column">
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size="4" weight="bold" style={TABULAR_STYLE}>
        {children}
      </Text>
    </Flex>
  );
}

export default function PlayerOptionsTab({ playerId }: { playerId: number }) {
  const { historical } = useSessionFlags();
  const contracts = useOptionContracts(playerId, true);
  if (contracts.error && !contracts.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{contracts.error}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!contracts.data) return <Spinner size="3" />;
  const active = activeContracts(contracts.data);
  const totals = totalsOf(contracts.data);
  return (
    <Flex direction="column" gap="3">
      {totals.map((t) => (
        <Card key={t.currency} size="1" variant="surface" data-testid={`options-totals-${t.currency}`}>
          <Flex gap="5" wrap="wrap">
            <Figure label="Active contracts">{t.active}</Figure>
            <Figure label={`Net premiums (${t.currency})`}>
              <SignedOptionMoney value={t.netPremiums} currency={t.currency} />
            </Figure>
            <Figure label={`Open overall PnL (${t.currency})`}>
              <SignedOptionMoney value={t.openPnl} currency={t.currency} />
            </Figure>
            <Figure label={`Closed overall PnL (${t.currency})`}>
              <SignedOptionMoney value={t.closedPnl} currency={t.currency} />
            </Figure>
            <Figure label={`Collateral reserved (${t.currency})`}>{optionMoney(t.collateral, t.currency)}</Figure>
          </Flex>
        </Card>
      ))}
      <Heading as="h3" size="3">
        Active contracts
      </Heading>
      <ActiveOptionsTable rows={active} />
      <Heading as="h3" size="3">
        Closed contracts
      </Heading>
      <ClosedOptionsTable rows={closedContracts(contracts.data)} historical={historical} empty="The player has no closed options contracts." label="Player's closed options contracts" compact />
    </Flex>
  );
}

function ActiveOptionsTable({ rows }: { rows: OptionContractView[] }) {
  return (
    <DataTable label="Player's active options contracts">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <NumericHeader>Strike</NumericHeader>
          <Table.ColumnHeaderCell>Expiration</Table.ColumnHeaderCell>
          <NumericHeader>Contracts</NumericHeader>
          <NumericHeader>Premium</NumericHeader>
          <NumericHeader>
            <Wrap>Open price</Wrap>
          </NumericHeader>
          <NumericHeader>Bid / Ask</NumericHeader>
          <NumericHeader>Spot</NumericHeader>
          <NumericHeader>IV</NumericHeader>
          <NumericHeader>Delta</NumericHeader>
          <NumericHeader>Collateral</NumericHeader>
          <NumericHeader>PnL</NumericHeader>
          <NumericHeader title="The shadow delta hedge's PnL, rebalanced at every chain update">
            <Wrap>Delta hedge PnL</Wrap>
          </NumericHeader>
          <NumericHeader>
            <Wrap>Overall PnL</Wrap>
          </NumericHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? <EmptyRow columns={ACTIVE_COLUMNS}>The player has no active options contracts.</EmptyRow> : null}
        {rows.map((c) => (
          <Table.Row key={c.id} data-contract-id={c.id}>
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
              <span title={c.ric}>{c.asset_name}</span>
              <Text as="div" size="1" color="gray">
                {c.currency}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <TransactionText transaction={c.transaction} /> {c.contract_type}
            </Table.Cell>
            <NumericCell>{strikeText(c.strike)}</NumericCell>
            <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>
              {formatDate(c.expiration_date)}
              <Text as="div" size="1" color="gray">
                {c.days_to_expiry === 1 ? '1 day' : `${formatNumber(c.days_to_expiry, { decimals: 0 })} days`}
              </Text>
            </Table.Cell>
            <NumericCell>{formatNumber(c.contracts, { decimals: 0 })}</NumericCell>
            <NumericCell>
              {optionMoney(c.premium, c.currency)}
            </NumericCell>
            <NumericCell>{optionPrice(c.open_price)}</NumericCell>
            <NumericCell style={{ whiteSpace: 'nowrap' }}>
              {optionPrice(c.current_bid)} / {optionPrice(c.current_ask)}
            </NumericCell>
            <NumericCell>{optionPrice(c.underlying_spot)}</NumericCell>
            <NumericCell>{formatPercent(c.current_iv, 1)}</NumericCell>
            <NumericCell>{formatNumber(c.current_delta, { decimals: 2 })}</NumericCell>
            <NumericCell>{c.collateral ? optionMoney(c.collateral, c.currency) : MISSING}</NumericCell>
            <NumericCell>
              <SignedOptionMoney value={c.pnl} currency={c.currency} />
            </NumericCell>
            <NumericCell>
              <SignedOptionMoney value={c.delta_hedge_pnl} currency={c.currency} />
            </NumericCell>
            <NumericCell>
              <SignedOptionMoney value={c.overall_pnl} currency={c.currency} weight="bold" />
            </NumericCell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
