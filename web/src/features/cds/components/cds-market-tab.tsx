/**
 * The Markets 'CDS' tab (spec 001 §2, 000 §2 "CDS: maturity, bid, ask"): one row per CDS of the
 * session: reference entity and ticker, currency, live bid and ask spreads in basis points with
 * arrows, the maturity a contract entered now would get, the player's net protection on it, the
 * market's state (closed markets greyed), and the actions Trade (the CDS Contract modal), Show
 * contracts (the active contracts) and Select. No ODA on CDS.
 */
import { Flex } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { truncateName } from '@domain/format';
import { ContractMarketTable, HeldCell, TermsCell, heldByInstrument, tickerAndName } from '@/components/contracts/contract-market-table';
import { ContractTotals } from '@/components/contracts/contract-totals';
import { SignedMoney } from '@/components/signed-value';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { sessionNow } from '@/lib/room/session-now';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { newCdsTerms, useCdsContracts } from '../hooks/use-cds';
import { BpCell } from './bp-cell';
import { CdsContractDialog } from './cds-contract-dialog';
import { CdsContractsDialog } from './cds-contracts-dialog';

export function CdsMarketTab({ assets, activeOnly, selectedRic, onSelect }: FamilyTabProps) {
  const session = useSessionRecord();
  const { reportingCurrency } = useSessionFlags();
  const cds = useCdsContracts(null);
  const [trading, setTrading] = useState<string | null>(null);
  // undefined: closed; null: every contract; a ric: that CDS's.
  const [listing, setListing] = useState<string | null | undefined>(undefined);
  const now = sessionNow(session);
  const held = useMemo(() => heldByInstrument(cds.data?.contracts, (c) => c.status === 'Active', (c) => c.financial_instrument, (c) => c.amount), [cds.data]);
  const data = cds.data;

  return (
    <Flex direction="column" gap="3">
      <ContractTotals
        items={[
          { label: 'Active CDS contracts', value: data ? data.contracts.filter((c) => c.status === 'Active').length : null },
          { label: `Mark-to-market (${reportingCurrency})`, value: data ? <SignedMoney value={data.reporting_current_mkt_value} currency={reportingCurrency} /> : null },
          { label: `CDS PnL (${reportingCurrency})`, value: data ? <SignedMoney value={data.reporting_cds_pnl} currency={reportingCurrency} /> : null },
        ]}
        onShowAll={() => setListing(null)}
      />
      <ContractMarketTable
        label="CDS"
        assets={assets.filter((a) => !activeOnly || held.has(a.ric))}
        instrument={{ header: 'Reference entity', cell: (l) => tickerAndName(l, truncateName(l.asset.name.replace(/\s+\d+Y CDS$/, ''))) }}
        columns={[
          { header: 'Currency', cell: (l) => l.asset.variable_currency },
          { header: 'Bid (bp)', numeric: true, key: true, cell: (l) => <BpCell value={l.quote.bid} price={l.price} /> },
          { header: 'Ask (bp)', numeric: true, key: true, cell: (l) => <BpCell value={l.quote.ask} price={l.price} /> },
          { header: 'Maturity', nowrap: true, cell: (l) => <TermsCell terms={newCdsTerms(l.asset, now)} /> },
          { header: 'Net protection', numeric: true, cell: (l) => <HeldCell held={held.get(l.asset.ric)} noun="active contract" /> },
        ]}
        empty={activeOnly ? 'No CDS with active contracts here.' : 'No CDS in this session.'}
        selectedRic={selectedRic}
        onSelect={onSelect}
        onTrade={setTrading}
        onShowContracts={setListing}
      />
      <CdsContractDialog ric={trading} limits={cds.data} onClose={() => setTrading(null)} onDone={cds.refresh} />
      <CdsContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} />
    </Flex>
  );
}
