/**
 * CDS contracts as the contract list, the blotter's CDS tab and the trainer's player view show
 * them: asset, side, open rate in basis points, currency, amount (signed: + bought protection),
 * premium paid (received shown negative), the open time (real-time sessions only), the maturity
 * (a date-time in real time; 'today', 'in 1 day', 'in N days', 'matured' relative to the scenario
 * date in historical sessions), and for active contracts the next premium, the mark-to-market and
 * the PnL in the reporting currency.
 */
import { Text } from '@radix-ui/themes';
import { MISSING, formatBasisPoints, formatDate, formatNumber } from '@domain/format';
import { ContractTable } from '@/components/contracts/contract-table';
import { SignedMoney } from '@/components/signed-value';
import type { CdsView } from '../api/cds-api';

export const NO_CDS_CONTRACTS = "You don't have any CDS contracts yet.";
export const NO_ACTIVE_CDS = 'No active CDS contracts.';

const maturityOf = (c: CdsView, historical: boolean) => {
  if (historical) return c.maturity_text;
  const at = formatDate(`${c.cds_contract_maturity_date}T21:00:00Z`, { time: true });
  return c.matured ? `${at} · matured` : at;
};

export function CdsContractsTable({
  rows,
  currency,
  historical,
  detailed,
  empty,
  label,
  tickerOf,
}: {
  rows: CdsView[] | null;
  currency: string;
  historical: boolean;
  /** With the next premium, the MTM and the PnL (the contract list and the trainer's view). */
  detailed: boolean;
  empty: string;
  label: string;
  tickerOf: (ric: string) => string;
}) {
  return (
    <ContractTable
      label={label}
      rows={rows}
      rowKey={(c) => c.id}
      contractId={(c) => c.id}
      empty={empty}
      columns={[
        { header: 'Asset', nowrap: true, title: (c) => c.underlying_asset_name, cell: (c) => tickerOf(c.financial_instrument) },
        { header: 'Transaction', nowrap: true, key: true, cell: (c) => <Text color={c.amount > 0 ? 'green' : 'red'}>{c.transaction}</Text> },
        { header: 'Open rate (bp)', numeric: true, cell: (c) => formatBasisPoints(c.open_rate) },
        { header: 'Currency', cell: (c) => c.cds_contract_ccy },
        { header: 'Amount', numeric: true, key: !detailed, cell: (c) => `${c.amount > 0 ? '+' : ''}${formatNumber(c.amount, { decimals: 0 })}` },
        { header: 'Premium', numeric: true, title: (c) => (c.premium_paid < 0 ? 'Received' : 'Paid'), cell: (c) => formatNumber(c.premium_paid, { decimals: 2 }) },
        { header: 'Open time', nowrap: true, omit: historical, cell: (c) => formatDate(c.scenario_date_created_timestamp, { time: true }) },
        { header: 'Maturity', nowrap: true, title: (c) => formatDate(c.cds_contract_maturity_date), cell: (c) => maturityOf(c, historical) },
        {
          header: 'Next premium',
          numeric: true,
          omit: !detailed,
          title: (c) => (c.next_premium_date ? `on ${formatDate(c.next_premium_date)}` : undefined),
          cell: (c) => (
            <>
              {c.next_premium === null ? MISSING : formatNumber(c.next_premium, { decimals: 2 })}
              {c.next_premium_date ? (
                <Text as="div" size="1" color="gray">
                  {formatDate(c.next_premium_date)}
                </Text>
              ) : null}
            </>
          ),
        },
        { header: 'Market value', numeric: true, omit: !detailed, cell: (c) => (c.cds_contract_current_mkt_value === null ? MISSING : <SignedMoney value={c.cds_contract_current_mkt_value} currency={c.cds_contract_ccy} />) },
        { header: `PnL (${currency})`, numeric: true, key: true, omit: !detailed, cell: (c) => (c.reporting_cds_contract_pnl === null ? MISSING : <SignedMoney value={c.reporting_cds_contract_pnl} currency={currency} weight="medium" />) },
        {
          header: 'Status',
          omit: !detailed,
          cell: (c) => (
            <Text size="1" color={c.status === 'Active' ? 'green' : 'gray'}>
              {c.status}
            </Text>
          ),
        },
      ]}
    />
  );
}
