/**
 * A player's forward contracts (spec 001 §2 contract list, 000 §2 trainer position view): the
 * open ones with their open price, the side they would close at now, unrealised PnL in the
 * reporting currency (signed, coloured), maturity and ODA; closed ones (on request) with their
 * label ('Offset by #id', 'Offsetting #id', 'Stop loss for #id', 'Take profit for #id', 'Full
 * length') and realised PnL. The player gets ODA and Offset per open contract; the staff get a
 * read-only ODA and the trainer action column, with no Offset (000 §4).
 */
import { Badge, Button, Flex, Table, Text, Tooltip } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, formatPrice } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { SignedMoney } from '@/components/signed-value';
import { EmptyRow, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { ForwardView } from '../api/forwards-api';

export const NO_ACTIVE_FORWARDS = "You don't have any active forward contracts yet.";

export type ContractsMode = { kind: 'player'; disabledReason: string | null; onOda: (c: ForwardView) => void; onOffset: (c: ForwardView) => void } | { kind: 'staff' };

/** What formatPrice needs of a contract's forward. */
export const pricedOf = (c: Pick<ForwardView, 'variable_currency' | 'financial_instrument'>) => ({ resourcetype: 'FxForwards', variable_currency: c.variable_currency, ticker: c.financial_instrument });

export function ForwardContractsTable({
  contracts,
  currency,
  tickerOf,
  mode,
  empty = NO_ACTIVE_FORWARDS,
}: {
  contracts: ForwardView[];
  currency: string;
  tickerOf: (ric: string) => string;
  mode: ContractsMode;
  empty?: string;
}) {
  const columns = 12;
  return (
    <DataTable label="Forward contracts" maxHeight="55vh">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Forward</Table.ColumnHeaderCell>
          <NumericHeader>#</NumericHeader>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <NumericHeader>Amount</NumericHeader>
          <Table.ColumnHeaderCell>Open date</Table.ColumnHeaderCell>
          <NumericHeader>Open price</NumericHeader>
          <NumericHeader>Close price</NumericHeader>
          <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
          <NumericHeader>PnL ({currency})</NumericHeader>
          <Table.ColumnHeaderCell>ODA</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Offset</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{mode.kind === 'staff' ? 'Trainer action' : 'Actions'}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {contracts.length === 0 ? <EmptyRow columns={columns}>{empty}</EmptyRow> : null}
        {contracts.map((c) => {
          const open = c.delivery_timestamp === null;
          const priced = pricedOf(c);
          const oda = c.oda.stop_loss_price !== null || c.oda.take_profit_price !== null;
          return (
            <Table.Row key={c.id} data-contract-id={c.id} data-open={open} style={open ? undefined : { color: 'var(--gray-11)' }}>
              <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{tickerOf(c.financial_instrument)}</Table.RowHeaderCell>
              <NumericCell>{c.id}</NumericCell>
              <Table.Cell>
                <Text color={c.amount > 0 ? 'green' : 'red'}>{c.transaction}</Text>
              </Table.Cell>
              <NumericCell>
                {c.amount > 0 ? '+' : ''}
                {formatNumber(c.amount, { decimals: 0 })} {c.base_currency}
              </NumericCell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(c.open_date)}</Table.Cell>
              <NumericCell>{formatPrice(c.open_price, priced)}</NumericCell>
              <NumericCell title={open ? `The ${c.amount > 0 ? 'bid' : 'ask'} outright it would close at now` : undefined}>{c.close_price === null ? MISSING : formatPrice(c.close_price, priced)}</NumericCell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(c.maturity_date)}</Table.Cell>
              <NumericCell data-testid="fwd-pnl">
                <SignedMoney value={open ? c.reporting_unrealized_pnl : c.reporting_realized_pnl} currency={currency} />
                {!open ? (
                  <Text as="div" size="1" color="gray">
                    realized
                  </Text>
                ) : null}
              </NumericCell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>
                {open ? (
                  <Flex direction="column" gap="1">
                    <Badge color={oda ? 'green' : 'gray'} variant="soft" size="1" style={{ width: 'fit-content' }}>
                      {oda ? 'active' : 'inactive'}
                    </Badge>
                    {oda ? (
                      <Text size="1" style={TABULAR_STYLE}>
                        SL {c.oda.stop_loss_price === null ? MISSING : formatPrice(c.oda.stop_loss_price, priced)} · TP {c.oda.take_profit_price === null ? MISSING : formatPrice(c.oda.take_profit_price, priced)}
                      </Text>
                    ) : null}
                  </Flex>
                ) : (
                  MISSING
                )}
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{c.offset ?? (open ? 'Open' : MISSING)}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>
                {!open ? null : mode.kind === 'player' ? (
                  <Flex gap="2">
                    <Tooltip content={mode.disabledReason ?? 'Stop loss and take profit of this contract'}>
                      <Button size="1" variant="soft" disabled={Boolean(mode.disabledReason)} onClick={() => mode.onOda(c)} aria-label={`ODA contract ${c.id}`}>
                        ODA
                      </Button>
                    </Tooltip>
                    <Tooltip content={mode.disabledReason ?? 'Close it with an opposite contract at the current outright'}>
                      <Button size="1" color="red" variant="soft" disabled={Boolean(mode.disabledReason)} onClick={() => mode.onOffset(c)} aria-label={`Offset contract ${c.id}`}>
                        Offset
                      </Button>
                    </Tooltip>
                  </Flex>
                ) : (
                  <Text size="1" color="gray" title="Offsetting a contract is the player's decision: trainers cannot offset it (spec 000 §4)">
                    View only
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}
