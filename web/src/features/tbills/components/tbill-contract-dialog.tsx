/**
 * The TBill Contract modal (spec 001 §2, §5 "T-bill: value > 0; not frozen/paused; not matured or
 * maturing today; Short option disabled"; banking.md §4): Buy (Short disabled with its reason),
 * the face amount, its cost at the ask, the bill's bid, ask and maturity, the face other players
 * offer (auction bills), the investment rationale when required. Submit is disabled with the
 * reason while creating, paused or frozen; the server's refusal is shown as it says it.
 */
import { Cross2Icon } from '@radix-ui/react-icons';
import { Box, Button, Dialog, Flex, Grid, IconButton, Separator, Text, TextField, Tooltip } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '@domain/constants';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { faceValueMinor } from '@domain/engine/tbills/pricing';
import { fromMinor } from '@domain/money';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { authAtom } from '@/lib/auth-state';
import { usePlayer, useTradingAllowed } from '@/lib/room/player-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { buyTBill, type TBillRow } from '../api/tbills-api';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export function TBillContractDialog({ bill, onClose, onDone }: { bill: TBillRow | null; onClose: () => void; onDone: () => void }) {
  return (
    <Dialog.Root open={bill !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="trading-sheet" maxWidth="520px" aria-describedby={undefined}>
        {bill ? <TBillForm key={bill.ric} bill={bill} onClose={onClose} onDone={onDone} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TBillForm({ bill, onClose, onDone }: { bill: TBillRow; onClose: () => void; onDone: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const auth = useAtomValue(authAtom);
  const { player, reload: reloadPlayer } = usePlayer();
  const tradingRefusal = useTradingAllowed();
  const [amountText, setAmountText] = useState('1000000');
  const [rationale, setRationale] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const amount = Number(amountText.replace(/[,\s_]/g, ''));
  const amountValid = amountText.trim() !== '' && Number.isInteger(amount) && amount > 0;
  const cost = amountValid && bill.ask !== null ? fromMinor(faceValueMinor(amount, bill.ask, bill.currency), bill.currency) : null;
  const wallet = player?.wallets.find((w) => w.currency === bill.currency);
  const free = wallet ? wallet.amount - wallet.collateral_amount : null;
  const available = bill.available_interplayer_amount;
  const rationaleLength = rationale.trim().length;
  const rationaleRequired = Boolean(session.require_investment_rationale);
  const rationaleValid = rationaleRequired ? rationaleLength >= RATIONALE_MIN_LENGTH && rationaleLength <= RATIONALE_MAX_LENGTH : rationaleLength <= RATIONALE_MAX_LENGTH;
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
              : !rationaleValid
                ? 'Must provide investment rationale, minimum 10 characters.'
                : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    setSaving(true);
    setError(null);
    try {
      const c = await buyTBill(sessionId, { fin_id: bill.ric, amount, investment_rationale: rationale.trim() || null, person: auth?.selected_person?.id ?? null });
      notify({ kind: 'success', message: 'TBill bought', description: `#${c.id} ${formatNumber(c.amount, { decimals: 0 })} ${c.series} at ${formatNumber(c.open_price, { decimals: 3 })}, maturity ${formatDate(c.scenario_date_maturity_date)}` });
      reloadPlayer();
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="TBill contract">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="start" gap="3">
          <Box>
            <Dialog.Title mb="1">TBill Contract · {bill.series}</Dialog.Title>
            <Text size="2" color="gray">
              {bill.tenor_label} · face amount in {bill.currency} · discount basis ACT/360, redeemed at par
            </Text>
          </Box>
          <Dialog.Close>
            <IconButton type="button" variant="ghost" color="gray" aria-label="Close" size="3">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Bid" value={bill.bid === null ? MISSING : formatNumber(bill.bid, { decimals: 3 })} />
          <Figure label="Ask" value={bill.ask === null ? MISSING : formatNumber(bill.ask, { decimals: 3 })} />
          <Figure label="Maturity" value={formatDate(bill.scenario_date_maturity_date)} hint={`${bill.days} days`} />
        </Grid>
        <Flex gap="2">
          <Button type="button" color="green" variant="solid" size="2" aria-pressed>
            Buy
          </Button>
          <Tooltip content="Short selling T-bills is not allowed.">
            <span>
              <Button type="button" color="red" variant="soft" size="2" disabled>
                Short
              </Button>
            </span>
          </Tooltip>
          <Text size="1" color="gray" style={{ alignSelf: 'center' }}>
            Short selling T-bills is not allowed.
          </Text>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="tbill-amount">
            Amount (face, {bill.currency})
          </Text>
          <TextField.Root id="tbill-amount" inputMode="numeric" size="3" value={amountText} onChange={(e) => setAmountText(e.target.value)} color={amountValid || amountText === '' ? undefined : 'red'} style={tabular} />
          {available !== null ? (
            <Text size="1" color="gray" style={tabular}>
              Offered back by other players: {formatNumber(available, { decimals: 0 })}
            </Text>
          ) : null}
        </Flex>
        <RationaleField id="tbill-rationale" value={rationale} onChange={setRationale} required={rationaleRequired} valid={rationaleValid} />
        <Separator size="4" />
        <Grid columns="2" gap="3">
          <Box>
            <Text as="div" size="1" color="gray">
              Cost at the ask
            </Text>
            <Text as="div" size="5" weight="bold" style={tabular} data-testid="tbill-cost">
              {cost === null ? MISSING : formatMoney(cost, bill.currency)}
            </Text>
          </Box>
          <Box>
            <Text as="div" size="1" color="gray">
              Free cash
            </Text>
            <Text as="div" size="5" weight="bold" style={tabular}>
              {free === null ? MISSING : formatMoney(free, bill.currency)}
            </Text>
          </Box>
        </Grid>
        <DialogFooter error={error} blocked={blocked} blockedTestId="tbill-blocked" loading={saving} color="green" submitLabel="Buy TBill" />
      </Flex>
    </form>
  );
}
