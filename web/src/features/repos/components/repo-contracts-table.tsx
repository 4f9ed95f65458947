/**
 * A list of repos (spec 001 §3 "Repo contract"): the repo, its open rate (percent, as the repo's
 * ask was quoted), the repoed bond, its quantity and clean price at opening, the collateral value
 * (with accrued interest), the cash received, the currency, the interest (accrued so far while
 * open, paid once settled), and the times. Open repos also show what is repurchased at maturity.
 * Used by the Repo contracts modal, the blotter's Repos tab and the trainer's view of a player.
 */
import { Table, Text } from '@radix-ui/themes';
import { formatDate, formatMoney, formatNumber } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { RepoView } from '../api/repos-api';

export const NO_ACTIVE_REPOS = "You don't have any active repo contracts yet.";
export const NO_MATURED_REPOS = "You don't have any matured repos yet.";

/** A repo rate as quoted, percent: 5.1 → '5.1000%'. */
export function formatRepoRate(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? '-' : `${formatNumber(percent, { decimals: 4 })}%`;
}

const money = (amount: number | null, currency: string) => (amount === null ? '-' : formatMoney(amount, currency).replace(`${currency} `, ''));

export function RepoContractsTable({ rows, settled, label, empty }: { rows: RepoView[] | null; settled: boolean; label: string; empty: string }) {
  const columns = settled ? 11 : 12;
  return (
    <DataTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Repo</Table.ColumnHeaderCell>
          <NumericHeader>Open rate</NumericHeader>
          <Table.ColumnHeaderCell>Repoed asset</Table.ColumnHeaderCell>
          <NumericHeader>Quantity</NumericHeader>
          <NumericHeader>Price</NumericHeader>
          <NumericHeader>Value</NumericHeader>
          <NumericHeader>Cash</NumericHeader>
          <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
          <NumericHeader>{settled ? 'Interest' : 'Accrued interest'}</NumericHeader>
          {settled ? null : <NumericHeader>Repurchase at maturity</NumericHeader>}
          <Table.ColumnHeaderCell>Opened</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{settled ? 'Settled' : 'Maturity'}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === null ? <LoadingRows columns={columns} /> : null}
        {rows?.length === 0 ? <EmptyRow columns={columns}>{empty}</EmptyRow> : null}
        {rows?.map((c) => (
          <Table.Row key={c.id} data-repo-id={c.id}>
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
              <Text weight="medium">{c.repo_asset_name}</Text>
              <Text as="div" size="1" color="gray">
                #{c.id} · {c.days} days
              </Text>
            </Table.RowHeaderCell>
            <NumericCell>{formatRepoRate(c.repo_contract_open_rate)}</NumericCell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{c.underlying_asset_name}</Table.Cell>
            <NumericCell>{formatNumber(c.repoed_quantity, { decimals: 0 })}</NumericCell>
            <NumericCell title={`Clean ${formatNumber(c.asset_price_at_repo_open, { decimals: 3 })} + accrued ${formatNumber(c.accrued_interest_at_repo_open, { decimals: 3 })}`}>
              {formatNumber(c.asset_price_at_repo_open, { decimals: 3 })}
            </NumericCell>
            <NumericCell>{money(c.collateral_value, c.repo_contract_ccy)}</NumericCell>
            <NumericCell>{money(c.cash, c.repo_contract_ccy)}</NumericCell>
            <Table.Cell>{c.repo_contract_ccy}</Table.Cell>
            <NumericCell>{money(settled ? c.paid_interest : c.accrued_interest, c.repo_contract_ccy)}</NumericCell>
            {settled ? null : <NumericCell>{money(c.repurchase_amount, c.repo_contract_ccy)}</NumericCell>}
            <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>{formatDate(c.created_timestamp, { time: true })}</Table.Cell>
            <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>
              {settled ? (
                <>
                  {formatDate(c.settled_timestamp, { time: true })}
                  {c.settlement === 'early' ? (
                    <Text as="div" size="1" color="gray">
                      early (session end)
                    </Text>
                  ) : null}
                </>
              ) : (
                formatDate(c.settlement_date)
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
