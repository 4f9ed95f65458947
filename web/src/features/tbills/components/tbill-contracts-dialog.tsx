/**
 * The T-bill contract list (spec 001 §2 "contract lists for … T-bill"; §7 "can be sold early after
 * confirmation 'Sell TBill before term?'"): the player's active bills, of one bill (its row's Show
 * contracts) or all, each with Sell at the bid; Sell is disabled with the reason while the session
 * is being created, paused or frozen.
 */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { formatNumber } from '@domain/format';
import { ContractDialog, ContractDialogHeader, ErrorNotice } from '@/components/contracts/contract-dialog';
import { ReadFailure } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, useTradingAllowed } from '@/lib/room/player-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { sellTBill, type TBillView } from '../api/tbills-api';
import { useTBills } from '../hooks/use-tbills';
import { NO_ACTIVE_TBILLS, TBillContractsTable } from './tbill-contracts-table';

export function TBillContractsDialog({ ric, open, onClose }: { ric: string | null | undefined; open: boolean; onClose: () => void }) {
  return (
    <ContractDialog open={open} onClose={onClose} maxWidth="1240px">
      <ContractList ric={ric ?? null} />
    </ContractDialog>
  );
}

function ContractList({ ric }: { ric: string | null }) {
  const bills = useTBills(null);
  const { sessionId } = useSessionLive();
  const { reportingCurrency } = useSessionFlags();
  const { reload: reloadPlayer } = usePlayer();
  const refusal = useTradingAllowed();
  const [selling, setSelling] = useState<TBillView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = bills.data ? bills.data.contracts.filter((c) => c.status === 0 && (ric === null || c.financial_instrument === ric)) : null;

  async function sell(c: TBillView) {
    setError(null);
    try {
      const done = await sellTBill(sessionId, c.id);
      notify({ kind: 'success', message: 'TBill sold before term', description: `#${done.id} ${formatNumber(done.amount, { decimals: 0 })} ${done.series} at ${formatNumber(done.close_price ?? 0, { decimals: 3 })}` });
      reloadPlayer();
      bills.refresh();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Flex direction="column" gap="3">
      <ContractDialogHeader title={`TBill contracts${ric ? ` · ${ric}` : ''}`}>
        Active bills, valued at the bid. A bill is redeemed at par at maturity, or sold before term at the bid.
      </ContractDialogHeader>
      {error ? <ErrorNotice message={error} /> : <ReadFailure read={bills} />}
      <TBillContractsTable rows={rows} currency={reportingCurrency} empty={NO_ACTIVE_TBILLS} label="Active TBill contracts" onSell={setSelling} sellBlocked={refusal?.replace('Trading', 'T-bill trading') ?? null} />
      <AlertDialog.Root open={selling !== null} onOpenChange={(o) => !o && setSelling(null)}>
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>Sell TBill before term?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {selling ? `${formatNumber(selling.amount, { decimals: 0 })} ${selling.series} at the bid (${formatNumber(selling.close_price ?? 0, { decimals: 3 })} now).` : null}
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" onClick={() => selling && void sell(selling)}>
                Sell
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}
