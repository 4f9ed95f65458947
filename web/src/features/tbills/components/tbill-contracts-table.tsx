/**
 * T-bill contracts as the contract list, the blotter's TBills tab and the trainer's player view
 * show them (spec 001 §3 "TBills"): series, tenor, amount, open and close price (3 decimals; the
 * bid now while open), value (amount × close price / 100), currency, reporting PnL (unrealised
 * while open, realised once closed), maturity and close type ('Sold before term' or 'Held to
 * maturity'); the contract list adds Sell (confirmed with 'Sell TBill before term?').
 */
import { Button, Text } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber } from '@domain/format';
import { ContractTable } from '@/components/contracts/contract-table';
import { SignedMoney } from '@/components/signed-value';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { TBillView } from '../api/tbills-api';

export const NO_TBILL_CONTRACTS = "You don't have any TBill contracts yet.";
export const NO_ACTIVE_TBILLS = 'No active TBill contracts.';

const price3 = (p: number | null) => (p === null ? MISSING : formatNumber(p, { decimals: 3 }));
const isOpen = (c: TBillView) => c.status === 0;

export function TBillContractsTable({
  rows,
  currency,
  empty,
  label,
  onSell,
  sellBlocked,
}: {
  rows: TBillView[] | null;
  currency: string;
  empty: string;
  label: string;
  /** The contract list's Sell action (absent in the blotter and the trainer's view). */
  onSell?: (c: TBillView) => void;
  sellBlocked?: string | null;
}) {
  return (
    <ContractTable
      label={label}
      rows={rows}
      rowKey={(c) => c.id}
      contractId={(c) => c.id}
      empty={empty}
      actionsHeader="Action"
      actions={
        onSell
          ? (c) =>
              isOpen(c) ? (
                <Button size="1" color="red" variant="soft" disabled={Boolean(sellBlocked)} title={sellBlocked ?? 'Sell before term at the bid'} onClick={() => onSell(c)}>
                  Sell
                </Button>
              ) : null
          : undefined
      }
      columns={[
        { header: 'Series', nowrap: true, cell: (c) => c.series },
        { header: 'Tenor', cell: (c) => c.tenor_label },
        { header: 'Amount', numeric: true, key: true, cell: (c) => formatNumber(c.amount, { decimals: 0 }) },
        { header: 'Open price', numeric: true, cell: (c) => price3(c.open_price) },
        { header: 'Close price', numeric: true, title: (c) => (isOpen(c) ? 'The bid now' : undefined), cell: (c) => price3(c.close_price) },
        { header: 'Value', numeric: true, cell: (c) => (c.value === null ? MISSING : formatNumber(c.value, { decimals: 2 })) },
        { header: 'Currency', cell: (c) => c.currency },
        {
          header: `PnL (${currency})`,
          numeric: true,
          key: true,
          cell: (c) => {
            const pnl = isOpen(c) ? c.tbill_contract_reporting_unrealized_pnl : c.tbill_contract_reporting_realized_pnl;
            return pnl === null ? MISSING : <SignedMoney value={pnl} currency={currency} weight="medium" />;
          },
        },
        {
          header: 'Maturity',
          nowrap: true,
          title: (c) => formatDate(c.scenario_date_maturity_date),
          cell: (c) => (
            <span style={TABULAR_STYLE}>
              {formatDate(c.scenario_date_maturity_date)} · {c.maturity_text}
            </span>
          ),
        },
        { header: 'Close type', nowrap: true, cell: (c) => c.close_type ?? '-' },
        {
          header: 'Status',
          cell: (c) => (
            <Text size="1" color={isOpen(c) ? 'green' : 'gray'}>
              {isOpen(c) ? 'Active' : 'Closed'}
            </Text>
          ),
        },
      ]}
    />
  );
}
