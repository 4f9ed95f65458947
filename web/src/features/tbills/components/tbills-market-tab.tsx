/**
 * The Markets 'TBills' tab (spec 001 §2; banking.md §4, §7): the bills the session lists (the
 * market's of the reporting currency when auctions are on, and every bill an auction issued),
 * with series, tenor, currency, bid and ask (3 decimals), maturity, the face other players sold
 * back (auction bills), and the actions Trade (the TBill Contract modal) and Show contracts.
 * Bills are not session instruments: the kit's table with the bills' own columns and actions.
 */
import { Button, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { heldByInstrument } from '@/components/contracts/contract-market-table';
import { ContractTable } from '@/components/contracts/contract-table';
import { ContractTotals } from '@/components/contracts/contract-totals';
import { SignedMoney } from '@/components/signed-value';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import type { TBillRow } from '../api/tbills-api';
import { useTBills } from '../hooks/use-tbills';
import { TBillContractDialog } from './tbill-contract-dialog';
import { TBillContractsDialog } from './tbill-contracts-dialog';

const price3 = (p: number | null) => (p === null ? MISSING : formatNumber(p, { decimals: 3 }));

export function TBillsMarketTab({ activeOnly }: FamilyTabProps) {
  const { reportingCurrency } = useSessionFlags();
  const bills = useTBills(null);
  const [trading, setTrading] = useState<string | null>(null);
  // undefined: closed; null: every contract; a ric: that bill's.
  const [listing, setListing] = useState<string | null | undefined>(undefined);
  const held = useMemo(() => heldByInstrument(bills.data?.contracts, (c) => c.status === 0, (c) => c.financial_instrument, (c) => c.amount), [bills.data]);
  const data = bills.data;
  const rows = data ? data.bills.filter((b) => !activeOnly || held.has(b.ric)) : null;

  return (
    <Flex direction="column" gap="3">
      <ContractTotals
        items={[
          { label: 'Active TBill contracts', value: data ? data.contracts.filter((c) => c.status === 0).length : null },
          { label: `Value at the bid (${reportingCurrency})`, value: data ? formatMoney(data.reporting_current_mkt_value, reportingCurrency) : null },
          { label: `TBill PnL (${reportingCurrency})`, value: data ? <SignedMoney value={data.reporting_tbill_pnl} currency={reportingCurrency} /> : null },
        ]}
        onShowAll={() => setListing(null)}
      />
      <ContractTable<TBillRow>
        label="TBills"
        rows={rows}
        rowKey={(b) => b.ric}
        empty={activeOnly ? 'No T-bills with active contracts here.' : 'No T-bills in this session yet.'}
        row={(b, cells) => <Table.Row data-ric={b.ric}>{cells}</Table.Row>}
        columns={[
          {
            header: 'Name / series',
            nowrap: true,
            cell: (b) => (
              <>
                <Text as="div" weight="bold" size="2">
                  {b.name}
                </Text>
                <Text as="div" size="1" color="gray">
                  {b.ric}
                </Text>
              </>
            ),
          },
          { header: 'Tenor', cell: (b) => b.tenor_label },
          { header: 'Currency', cell: (b) => b.currency },
          { header: 'Bid', numeric: true, key: true, cell: (b) => price3(b.bid) },
          { header: 'Ask', numeric: true, key: true, cell: (b) => price3(b.ask) },
          { header: 'Discount (%)', numeric: true, cell: (b) => price3(b.rate) },
          {
            header: 'Maturity',
            nowrap: true,
            cell: (b) => (
              <span style={TABULAR_STYLE}>
                {formatDate(b.scenario_date_maturity_date)}
                <Text color="gray"> · {b.days > 0 ? `${b.days} days` : 'matured'}</Text>
              </span>
            ),
          },
          { header: 'Offered by players', numeric: true, cell: (b) => (b.available_interplayer_amount === null ? '-' : formatNumber(b.available_interplayer_amount, { decimals: 0 })) },
          { header: 'Held', numeric: true, cell: (b) => (held.has(b.ric) ? formatNumber(held.get(b.ric)!.net, { decimals: 0 }) : '-') },
        ]}
        actions={(b) => (
          <Button size="1" onClick={() => setTrading(b.ric)} aria-label={`Trade ${b.ric}`}>
            Trade
          </Button>
        )}
        moreActions={(b) => (
          <Button size="1" variant="soft" onClick={() => setListing(b.ric)} aria-label={`Show contracts ${b.ric}`}>
            Show contracts
          </Button>
        )}
      />
      <TBillContractDialog bill={rows?.find((b) => b.ric === trading) ?? null} onClose={() => setTrading(null)} onDone={bills.refresh} />
      <TBillContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} />
    </Flex>
  );
}
