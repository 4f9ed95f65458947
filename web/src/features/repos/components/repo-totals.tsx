/** What the player owes on open repos, the repo interest paid and the cash borrowed so far (reporting currency): above the Repos tab and in the trainer's view. */
import { formatMoney } from '@domain/format';
import { ContractTotals } from '@/components/contracts/contract-totals';
import type { RepoContracts } from '../api/repos-api';

export function RepoTotals({ data, currency, onShowAll }: { data: RepoContracts | null; currency: string; onShowAll?: () => void }) {
  return (
    <ContractTotals
      items={[
        { label: 'Owed on open repos', value: data ? formatMoney(-data.reporting_value, currency) : null, testId: 'repo-owed' },
        { label: 'Open repos', value: data ? String(data.contracts.filter((c) => !c.settled).length) : null, testId: 'repo-open-count' },
        { label: 'Repo interest paid', value: data ? formatMoney(data.paid_repo_interest ?? 0, currency) : null, testId: 'repo-interest-paid' },
        { label: 'Total repoed amount', value: data ? formatMoney(data.total_repoed_amount, currency) : null, testId: 'repo-total' },
      ]}
      onShowAll={onShowAll}
    />
  );
}
