/**
 * The TBill Contract modal (spec 001 §2, §5 "T-bill: value > 0; not frozen/paused; not matured or
 * maturing today; Short option disabled"; banking.md §4): Buy (Short disabled with its reason),
 * the face amount, its cost at the ask, the bill's bid, ask and maturity, the face other players
 * offer (auction bills), the investment rationale when required. Submit is disabled with the
 * reason while creating, paused or frozen; the server's refusal is shown as it says it.
 */
import { Button, Flex, Grid, Separator, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { faceValueMinor } from '@domain/engine/tbills/pricing';
import { fromMinor } from '@domain/money';
import { AmountField, ContractDialog, ContractDialogHeader, Outcome } from '@/components/contracts/contract-dialog';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { usePlayer, useTradingAllowed } from '@/lib/room/player-state';
import { readAmount, useContractSubmit, useRationale, useTradingPerson } from '@/lib/room/use-contract-form';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { buyTBill, type TBillRow } from '../api/tbills-api';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const SHORT_REFUSAL = 'Short selling T-bills is not allowed.';

export function TBillContractDialog({ bill, onClose, onDone }: { bill: TBillRow | null; onClose: () => void; onDone: () => void }) {
  return (
    <ContractDialog open={bill !== null} onClose={onClose} sheet maxWidth="520px">
      {bill ? <TBillForm key={bill.ric} bill={bill} onClose={onClose} onDone={onDone} /> : null}
    </ContractDialog>
  );
}

function TBillForm({ bill, onClose, onDone }: { bill: TBillRow; onClose: () => void; onDone: () => void }) {
  const { sessionId } = useSessionLive();
  const person = useTradingPerson();
  const { player } = usePlayer();
  const tradingRefusal = useTradingAllowed();
  const [amountText, setAmountText] = useState('1000000');
  const rationale = useRationale();
  const { saving, error, submit } = useContractSubmit();

  const { amount, valid: amountValid } = readAmount(amountText, true);
  const cost = amountValid && bill.ask !== null ? fromMinor(faceValueMinor(amount, bill.ask, bill.currency), bill.currency) : null;
  const wallet = player?.wallets.find((w) => w.currency === bill.currency);
  const free = wallet ? wallet.amount - wallet.collateral_amount : null;
  const available = bill.available_interplayer_amount;
  const blocked =
    tradingRefusal?.replace('Trading', 'T-bill trading') ??
    (bill.days <= 0
      ? 'This T-bill has matured or matures today.'
      : bill.ask === null
        ? 'Could not retrieve price!'
        : !amountValid
          ? 'Enter a whole face amount above 0'
          : available !== null && amount > available
            ? `Only ${formatNumber(available, { decimals: 0 })} of this bill is offered back by other players`
            : cost !== null && free !== null && cost > free
              ? `The cost is above your free cash (${formatMoney(free, bill.currency)})`
              : rationale.refusal);

  const onSubmit = submit(
    blocked,
    () => buyTBill(sessionId, { fin_id: bill.ric, amount, investment_rationale: rationale.value, person }),
    (c) => {
      notify({ kind: 'success', message: 'TBill bought', description: `#${c.id} ${formatNumber(c.amount, { decimals: 0 })} ${c.series} at ${formatNumber(c.open_price, { decimals: 3 })}, maturity ${formatDate(c.scenario_date_maturity_date)}` });
      onDone();
      onClose();
    },
  );

  return (
    <form onSubmit={onSubmit} aria-label="TBill contract">
      <Flex direction="column" gap="4">
        <ContractDialogHeader title={`TBill Contract · ${bill.series}`}>{bill.tenor_label} · face amount in {bill.currency} · discount basis ACT/360, redeemed at par</ContractDialogHeader>
        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Bid" value={bill.bid === null ? MISSING : formatNumber(bill.bid, { decimals: 3 })} />
          <Figure label="Ask" value={bill.ask === null ? MISSING : formatNumber(bill.ask, { decimals: 3 })} />
          <Figure label="Maturity" value={formatDate(bill.scenario_date_maturity_date)} hint={`${bill.days} days`} />
        </Grid>
        <Flex gap="2">
          <Button type="button" color="green" variant="solid" size="2" aria-pressed>
            Buy
          </Button>
          <Tooltip content={SHORT_REFUSAL}>
            <span>
              <Button type="button" color="red" variant="soft" size="2" disabled>
                Short
              </Button>
            </span>
          </Tooltip>
          <Text size="1" color="gray" style={{ alignSelf: 'center' }}>
            {SHORT_REFUSAL}
          </Text>
        </Flex>
        <AmountField id="tbill-amount" label={`Amount (face, ${bill.currency})`} text={amountText} onChange={setAmountText} valid={amountValid}>
          {available !== null ? (
            <Text size="1" color="gray" style={tabular}>
              Offered back by other players: {formatNumber(available, { decimals: 0 })}
            </Text>
          ) : null}
        </AmountField>
        <RationaleField id="tbill-rationale" value={rationale.text} onChange={rationale.setText} required={rationale.required} valid={rationale.valid} />
        <Separator size="4" />
        <Grid columns="2" gap="3">
          <Outcome label="Cost at the ask" value={cost === null ? MISSING : formatMoney(cost, bill.currency)} testId="tbill-cost" />
          <Outcome label="Free cash" value={free === null ? MISSING : formatMoney(free, bill.currency)} />
        </Grid>
        <DialogFooter error={error} blocked={blocked} blockedTestId="tbill-blocked" loading={saving} color="green" submitLabel="Buy TBill" />
      </Flex>
    </form>
  );
}
