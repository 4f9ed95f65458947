/**
 * The blotter's Options tab (spec 001 §2 "Options (non-active)"): the player's contracts that are
 * no longer active (closed early, exercised, assigned as written, expired worthless), the latest
 * closed first: asset, transaction, type, premium, currency, strike, close spot, open and close
 * price, contracts, equity equivalent (100 × contracts, negative for a sale), open IV, PnL,
 * intrinsic value, delta-hedge PnL, overall PnL and status (banking.md §6: the three PnL figures,
 * in the contract's currency), the status with the closing date under it. Empty: "No closed options contracts."
 * `ClosedOptionsTable` is also the closed half of the trainer's view (player-options-tab.tsx).
 */
import { Badge, Callout, Table, Text } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, formatPercent } from '@domain/format';
import { minorUnits } from '@domain/money';
import { DataTable } from '@/components/data-table';
import { SignedNumber } from '@/components/signed-value';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer } from '@/lib/room/player-state';
import { closedContracts, useOptionContracts, type OptionContractView } from '../api/options-staff-api';

export const NO_CLOSED_OPTIONS = 'No closed options contracts.';
const COLUMNS = 18;

export function OptionsBlotterTab() {
  const { player } = usePlayer();
  const contracts = useOptionContracts(player?.id ?? null);
  const { historical } = useSessionFlags();
  return (
    <>
      {contracts.error && !contracts.data ? (
        <Callout.Root color="red" mb="2">
          <Callout.Text>{contracts.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <ClosedOptionsTable rows={contracts.data ? closedContracts(contracts.data) : null} historical={historical} empty={NO_CLOSED_OPTIONS} label="Closed options contracts" />
    </>
  );
}

/** Per-share prices of an option (two decimals, grouped). */
export function optionPrice(value: number | null | undefined): string {
  return formatNumber(value, { decimals: 2 });
}

/** A strike: whole multiples of the step, decimals only when it has them. */
export function strikeText(value: number): string {
  return formatNumber(value, { decimals: 2, minDecimals: 0 });
}

/** An amount in the contract's currency, with its minor units (no code: the Currency column says it). */
export function optionMoney(value: number | null | undefined, currency: string): string {
  return formatNumber(value, { decimals: minorUnits(currency), mode: 'halfEven' });
}

export function SignedOptionMoney({ value, currency, weight }: { value: number | null | undefined; currency: string; weight?: 'bold' | 'medium' }) {
  return <SignedNumber value={value} decimals={minorUnits(currency)} weight={weight} />;
}

/** '+200' bought, '-200' sold. */
export function equityEquivalentText(value: number): string {
  const text = formatNumber(value, { decimals: 0 });
  return value > 0 ? `+${text}` : text;
}

export function TransactionText({ transaction }: { transaction: OptionContractView['transaction'] }) {
  return <Text color={transaction === 'Buy' ? 'green' : 'red'}>{transaction}</Text>;
}

/** A long header on two lines, so the figures, not the headers, set the columns' widths (its accessible name stays whole). */
export function Wrap({ children, width = '6.5em' }: { children: string; width?: string }) {
  return <span style={{ display: 'inline-block', whiteSpace: 'normal', wordBreak: 'normal', overflowWrap: 'normal', maxWidth: width }}>{children}</span>;
}

/** Neutral badges: green and red belong to the PnL beside them (an exercise may well lose money). */
const STATUS_COLOR: Record<string, 'gray' | 'blue' | 'amber'> = { 'Closed early': 'gray', Exercised: 'blue', Written: 'amber', Worthless: 'gray' };

/**
 * `compact` (the player modal, narrower): the currency under the asset and the type beside the
 * transaction ('Buy Call') instead of columns of their own, and no equity equivalent (the
 * transaction and the contracts say it).
 */
export function ClosedOptionsTable({ rows, historical, empty, label, compact = false }: { rows: OptionContractView[] | null; historical: boolean; empty: string; label: string; compact?: boolean }) {
  const columns = compact ? COLUMNS - 3 : COLUMNS;
  return (
    <DataTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          {compact ? null : <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>}
          <NumericHeader>Premium</NumericHeader>
          {compact ? null : <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>}
          <NumericHeader>Strike</NumericHeader>
          <Table.ColumnHeaderCell>Expiration</Table.ColumnHeaderCell>
          <NumericHeader>
            <Wrap>Close spot</Wrap>
          </NumericHeader>
          <NumericHeader>
            <Wrap>Open price</Wrap>
          </NumericHeader>
          <NumericHeader>
            <Wrap>Close price</Wrap>
          </NumericHeader>
          <NumericHeader>Contracts</NumericHeader>
          {compact ? null : (
            <NumericHeader>
              <Wrap>Equity equivalent</Wrap>
            </NumericHeader>
          )}
          <NumericHeader>
            <Wrap>Open IV</Wrap>
          </NumericHeader>
          <NumericHeader>PnL</NumericHeader>
          <NumericHeader title="Intrinsic value per share at the close, and the PnL had the contract closed at it">
            <Wrap>Intrinsic value</Wrap>
          </NumericHeader>
          <NumericHeader title="The shadow delta hedge's PnL, rebalanced at every chain update">
            <Wrap>Delta hedge PnL</Wrap>
          </NumericHeader>
          <NumericHeader>
            <Wrap>Overall PnL</Wrap>
          </NumericHeader>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === null ? <LoadingRows columns={columns} /> : null}
        {rows?.length === 0 ? <EmptyRow columns={columns}>{empty}</EmptyRow> : null}
        {rows?.map((c) => (
          <Table.Row key={c.id} data-contract-id={c.id}>
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
              <span title={c.ric}>{c.asset_name}</span>
              {compact ? (
                <Text as="div" size="1" color="gray">
                  {c.currency}
                </Text>
              ) : null}
            </Table.RowHeaderCell>
            <Table.Cell>
              <TransactionText transaction={c.transaction} />
              {compact ? ` ${c.contract_type}` : null}
            </Table.Cell>
            {compact ? null : <Table.Cell>{c.contract_type}</Table.Cell>}
            <NumericCell>{optionMoney(c.premium, c.currency)}</NumericCell>
            {compact ? null : <Table.Cell>{c.currency}</Table.Cell>}
            <NumericCell>{strikeText(c.strike)}</NumericCell>
            <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>{formatDate(c.expiration_date)}</Table.Cell>
            <NumericCell>{optionPrice(c.close_spot)}</NumericCell>
            <NumericCell>{optionPrice(c.open_price)}</NumericCell>
            <NumericCell>{optionPrice(c.close_price)}</NumericCell>
            <NumericCell>{formatNumber(c.contracts, { decimals: 0 })}</NumericCell>
            {compact ? null : <NumericCell>{equityEquivalentText(c.equity_equivalent)}</NumericCell>}
            <NumericCell>{formatPercent(c.open_iv, 1)}</NumericCell>
            <NumericCell>
              <SignedOptionMoney value={c.pnl} currency={c.currency} />
            </NumericCell>
            <NumericCell>
              {optionPrice(c.intrinsic_value)}
              <Text as="div" size="1">
                <SignedOptionMoney value={c.intrinsic_pnl} currency={c.currency} />
              </Text>
            </NumericCell>
            <NumericCell>
              <SignedOptionMoney value={c.delta_hedge_pnl} currency={c.currency} />
            </NumericCell>
            <NumericCell>
              <SignedOptionMoney value={c.overall_pnl} currency={c.currency} weight="bold" />
            </NumericCell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="soft" color={STATUS_COLOR[c.status] ?? 'gray'}>
                {c.status}
              </Badge>
              <Text as="div" size="1" color="gray" style={TABULAR_STYLE} title="Closed">
                {c.closing_timestamp ? formatDate(c.closing_timestamp, { time: !historical }) : MISSING}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
