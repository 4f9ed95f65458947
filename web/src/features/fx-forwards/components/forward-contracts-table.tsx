/**
 * A player's forward contracts (spec 001 §2 contract list, 000 §2 trainer position view): the
 * open ones with their open price, the side they would close at now, unrealised PnL in the
 * reporting currency (signed, coloured), maturity and ODA; closed ones (on request) with their
 * label ('Offset by #id', 'Offsetting #id', 'Stop loss for #id', 'Take profit for #id', 'Full
 * length') and realised PnL. The player gets ODA and Offset per open contract; the staff get a
 * read-only ODA and the trainer action column, with no Offset (000 §4).
 */
import { Badge, Box, Button, Flex, Switch, Table, Text, Tooltip } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, formatPrice } from '@domain/format';
import { ContractTable } from '@/components/contracts/contract-table';
import { SignedMoney } from '@/components/signed-value';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { ForwardView } from '../api/forwards-api';

export const NO_ACTIVE_FORWARDS = "You don't have any active forward contracts yet.";

export type ContractsMode = { kind: 'player'; disabledReason: string | null; onOda: (c: ForwardView) => void; onOffset: (c: ForwardView) => void } | { kind: 'staff' };

/** What formatPrice needs of a contract's forward. */
export const pricedOf = (c: Pick<ForwardView, 'variable_currency' | 'financial_instrument'>) => ({ resourcetype: 'FxForwards', variable_currency: c.variable_currency, ticker: c.financial_instrument });

const isOpen = (c: ForwardView) => c.delivery_timestamp === null;
const hasOda = (c: ForwardView) => c.oda.stop_loss_price !== null || c.oda.take_profit_price !== null;

export function ForwardContractsTable({
  contracts,
  currency,
  tickerOf,
  mode,
  empty = NO_ACTIVE_FORWARDS,
}: {
  /** null while loading. */
  contracts: ForwardView[] | null;
  currency: string;
  tickerOf: (ric: string) => string;
  mode: ContractsMode;
  empty?: string;
}) {
  return (
    <ContractTable
      label="Forward contracts"
      maxHeight="55vh"
      rows={contracts}
      rowKey={(c) => c.id}
      empty={empty}
      row={(c, cells) => (
        <Table.Row data-contract-id={c.id} data-open={isOpen(c)} style={isOpen(c) ? undefined : { color: 'var(--gray-11)' }}>
          {cells}
        </Table.Row>
      )}
      columns={[
        { header: 'Forward', nowrap: true, cell: (c) => tickerOf(c.financial_instrument) },
        { header: '#', numeric: true, cell: (c) => c.id },
        { header: 'Transaction', cell: (c) => <Text color={c.amount > 0 ? 'green' : 'red'}>{c.transaction}</Text> },
        { header: 'Amount', numeric: true, key: true, cell: (c) => `${c.amount > 0 ? '+' : ''}${formatNumber(c.amount, { decimals: 0 })} ${c.base_currency}` },
        { header: 'Open date', cell: (c) => <span style={TABULAR_STYLE}>{formatDate(c.open_date)}</span> },
        { header: 'Open price', numeric: true, cell: (c) => formatPrice(c.open_price, pricedOf(c)) },
        {
          header: 'Close price',
          numeric: true,
          title: (c) => (isOpen(c) ? `The ${c.amount > 0 ? 'bid' : 'ask'} outright it would close at now` : undefined),
          cell: (c) => (c.close_price === null ? MISSING : formatPrice(c.close_price, pricedOf(c))),
        },
        { header: 'Maturity', cell: (c) => <span style={TABULAR_STYLE}>{formatDate(c.maturity_date)}</span> },
        {
          header: `PnL (${currency})`,
          numeric: true,
          key: true,
          cell: (c) => (
            <Box data-testid="fwd-pnl">
              <SignedMoney value={isOpen(c) ? c.reporting_unrealized_pnl : c.reporting_realized_pnl} currency={currency} />
              {!isOpen(c) ? (
                <Text as="div" size="1" color="gray">
                  realized
                </Text>
              ) : null}
            </Box>
          ),
        },
        { header: 'ODA', nowrap: true, cell: (c) => (isOpen(c) ? <OdaCell contract={c} /> : MISSING) },
        { header: 'Offset', nowrap: true, cell: (c) => c.offset ?? (isOpen(c) ? 'Open' : MISSING) },
      ]}
      actionsHeader={mode.kind === 'staff' ? 'Trainer action' : 'Actions'}
      actions={(c) => (isOpen(c) ? <ContractActions contract={c} mode={mode} /> : null)}
    />
  );
}

/** 'active' or 'inactive', with the stop loss and take profit when set. */
function OdaCell({ contract: c }: { contract: ForwardView }) {
  const priced = pricedOf(c);
  return (
    <Flex direction="column" gap="1">
      <Badge color={hasOda(c) ? 'green' : 'gray'} variant="soft" size="1" style={{ width: 'fit-content' }}>
        {hasOda(c) ? 'active' : 'inactive'}
      </Badge>
      {hasOda(c) ? (
        <Text size="1" style={TABULAR_STYLE}>
          SL {c.oda.stop_loss_price === null ? MISSING : formatPrice(c.oda.stop_loss_price, priced)} · TP {c.oda.take_profit_price === null ? MISSING : formatPrice(c.oda.take_profit_price, priced)}
        </Text>
      ) : null}
    </Flex>
  );
}

/** The player's ODA and Offset of an open contract; the staff's 'View only'. */
function ContractActions({ contract: c, mode }: { contract: ForwardView; mode: ContractsMode }) {
  if (mode.kind === 'staff') {
    return (
      <Text size="1" color="gray" title="Offsetting a contract is the player's decision: trainers cannot offset it (spec 000 §4)">
        View only
      </Text>
    );
  }
  return (
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
  );
}

/** The switch that adds the closed contracts to the list. */
export function ShowClosedSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch checked={checked} onCheckedChange={onChange} />
        Show closed contracts
      </Flex>
    </Text>
  );
}
