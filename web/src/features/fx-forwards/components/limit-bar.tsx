/** The forwards' limit bar, shown above the Markets forwards list, in the contracts dialog and in the trainer's player modal. */
import { formatMoney, formatPercent } from '@domain/format';
import { ContractTotals } from '@/components/contracts/contract-totals';
import type { ForwardContracts } from '../api/forwards-api';

/** 'FX FWDS limit usage' (red above 100%) and the remaining hedge amount (banking.md §1 limit). */
export function LimitBar({ data, currency, onShowAll }: { data: ForwardContracts | null; currency: string; onShowAll?: () => void }) {
  const usage = data?.fx_fwds_limit_usage ?? null;
  return (
    <ContractTotals
      items={[
        {
          label: 'FX FWDS limit usage',
          value: usage === null ? null : Number.isFinite(usage) ? formatPercent(usage, 2) : '> 100%',
          color: usage !== null && usage > 1 ? 'red' : undefined,
          testId: 'fwd-limit-usage',
        },
        { label: 'Remaining hedge amount', value: data ? formatMoney(data.remaining_reporting_absolute_hedge_amount, currency) : null, testId: 'fwd-remaining-hedge' },
        { label: 'Open contracts', value: data ? data.contracts.filter((c) => c.delivery_timestamp === null).length : null },
      ]}
      onShowAll={onShowAll}
    />
  );
}
