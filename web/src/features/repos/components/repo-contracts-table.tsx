/**
 * A list of repos (spec 001 §3 "Repo contract"): the repo, its open rate (percent, as the repo's
 * ask was quoted), the repoed bond, its quantity and clean price at opening, the collateral value
 * (with accrued interest), the cash received, the currency, the interest (accrued so far while
 * open, paid once settled), and the times. Open repos also show what is repurchased at maturity.
 * Used by the Repo contracts modal, the blotter's Repos tab and the trainer's view of a player.
 */
import { Table, Text } from '@radix-ui/themes';
import { formatDate, formatMoney, formatNumber } from '@domain/format';
import { ContractTable } from '@/components/contracts/contract-table';
import type { RepoView } from '../api/repos-api';

export const NO_ACTIVE_REPOS = "You don't have any active repo contracts yet.";
export const NO_MATURED_REPOS = "You don't have any matured repos yet.";

/** A repo rate as quoted, percent: 5.1 → '5.1000%'. */
export function formatRepoRate(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? '-' : `${formatNumber(percent, { decimals: 4 })}%`;
}

const money = (amount: number | null, currency: string) => (amount === null ? '-' : formatMoney(amount, currency).replace(`${currency} `, ''));
const price = (x: number) => formatNumber(x, { decimals: 3 });

export function RepoContractsTable({ rows, settled, label, empty }: { rows: RepoView[] | null; settled: boolean; label: string; empty: string }) {
  return (
    <ContractTable
      label={label}
      rows={rows}
      rowKey={(c) => c.id}
      row={(c, cells) => <Table.Row data-repo-id={c.id}>{cells}</Table.Row>}
      empty={empty}
      columns={[
        {
          header: 'Repo',
          nowrap: true,
          cell: (c) => (
            <>
              <Text weight="medium">{c.repo_asset_name}</Text>
              <Text as="div" size="1" color="gray">
                #{c.id} · {c.days} days
              </Text>
            </>
          ),
        },
        { header: 'Open rate', numeric: true, cell: (c) => formatRepoRate(c.repo_contract_open_rate) },
        { header: 'Repoed asset', nowrap: true, cell: (c) => c.underlying_asset_name },
        { header: 'Quantity', numeric: true, cell: (c) => formatNumber(c.repoed_quantity, { decimals: 0 }) },
        { header: 'Price', numeric: true, title: (c) => `Clean ${price(c.asset_price_at_repo_open)} + accrued ${price(c.accrued_interest_at_repo_open)}`, cell: (c) => price(c.asset_price_at_repo_open) },
        { header: 'Value', numeric: true, cell: (c) => money(c.collateral_value, c.repo_contract_ccy) },
        { header: 'Cash', numeric: true, key: true, cell: (c) => money(c.cash, c.repo_contract_ccy) },
        { header: 'Currency', cell: (c) => c.repo_contract_ccy },
        { header: settled ? 'Interest' : 'Accrued interest', numeric: true, cell: (c) => money(settled ? c.paid_interest : c.accrued_interest, c.repo_contract_ccy) },
        { header: 'Repurchase at maturity', numeric: true, omit: settled, cell: (c) => money(c.repurchase_amount, c.repo_contract_ccy) },
        { header: 'Opened', nowrap: true, cell: (c) => formatDate(c.created_timestamp, { time: true }) },
        { header: settled ? 'Settled' : 'Maturity', nowrap: true, key: true, cell: (c) => (settled ? <SettledAt contract={c} /> : formatDate(c.settlement_date)) },
      ]}
    />
  );
}

function SettledAt({ contract: c }: { contract: RepoView }) {
  return (
    <>
      {formatDate(c.settled_timestamp, { time: true })}
      {c.settlement === 'early' ? (
        <Text as="div" size="1" color="gray">
          early (session end)
        </Text>
      ) : null}
    </>
  );
}
