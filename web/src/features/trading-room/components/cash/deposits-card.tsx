/**
 * Overnight deposits of a real-time cash-approach session (spec 001 §2 Cash tab, §5
 * "Deposit"): one row per wallet currency; with no deposit open the player can make one
 * (minimum 100, default 10,000, at most the available cash), otherwise break it. The rate is
 * the currency's overnight rate; interest accrues daily on ACT/360 and comes back with the
 * principal when the deposit is broken.
 */
import { Button, Dialog, Flex, Table, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { DEFAULT_DEPOSIT_AMOUNT, MIN_DEPOSIT_AMOUNT } from '@domain/constants';
import { formatNumber, formatPercent } from '@domain/format';
import { minorUnits } from '@domain/money';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { makeOrBreakDeposit } from '@/lib/room/player-api';
import { usePlayer, useTradingAllowed } from '@/lib/room/player-state';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/** What a wallet can place on deposit: its balance less what open orders reserve. */
const freeCash = (w: { amount: number; collateral_amount: number } | undefined) => (w ? w.amount - w.collateral_amount : 0);

export function DepositsCard() {
  const { player, reload } = usePlayer();
  const refusal = useTradingAllowed();
  const [making, setMaking] = useState<string | null>(null);
  const [breaking, setBreaking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!player) return null;
  const active = new Map(player.deposits.filter((d) => d.status === 0).map((d) => [d.currency_symbol, d]));
  const money = (value: number, ccy: string) => formatNumber(value, { decimals: minorUnits(ccy) });

  const breakNow = async (currency: string) => {
    setError(null);
    try {
      await makeOrBreakDeposit(currency, null);
      reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBreaking(null);
    }
  };

  return (
    <Flex direction="column" gap="2">
      <Text weight="bold">Deposits</Text>
      <Table.Root size="2" variant="surface" aria-label="Deposits">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Interest rate</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Initial amount</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Interest</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {player.wallets.map((w) => {
            const d = active.get(w.currency);
            return (
              <Table.Row key={w.currency}>
                <Table.RowHeaderCell>{d?.name ?? `${w.currency} Overnight Deposit`}</Table.RowHeaderCell>
                <Table.Cell>{d ? <Text color="green">Active</Text> : <Text color="gray">None</Text>}</Table.Cell>
                <Table.Cell style={num}>{d?.annualized_rate != null ? formatPercent(d.annualized_rate, 3) : '--'}</Table.Cell>
                <Table.Cell style={num}>{d ? `${money(d.initial_amount, w.currency)} ${w.currency}` : '--'}</Table.Cell>
                <Table.Cell style={num}>
                  {d ? (
                    <Text color={d.accumulated_interest < 0 ? 'red' : undefined}>
                      {money(d.accumulated_interest, w.currency)} {w.currency}
                    </Text>
                  ) : (
                    '--'
                  )}
                </Table.Cell>
                <Table.Cell style={{ textAlign: 'right' }}>
                  {d ? (
                    <Button size="1" variant="soft" color="orange" disabled={Boolean(refusal)} title={refusal ?? undefined} onClick={() => setBreaking(w.currency)}>
                      Break
                    </Button>
                  ) : (
                    <Button
                      size="1"
                      variant="soft"
                      disabled={Boolean(refusal) || freeCash(w) < MIN_DEPOSIT_AMOUNT}
                      title={refusal ?? (freeCash(w) < MIN_DEPOSIT_AMOUNT ? `At least ${MIN_DEPOSIT_AMOUNT} available is needed` : undefined)}
                      onClick={() => setMaking(w.currency)}
                    >
                      Make deposit
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {error ? (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <MakeDepositDialog
        currency={making}
        available={freeCash(player.wallets.find((w) => w.currency === making))}
        onClose={() => setMaking(null)}
        onDone={reload}
      />
      <ConfirmDialog
        open={breaking !== null}
        onOpenChange={(open) => !open && setBreaking(null)}
        title={`Break the ${breaking ?? ''} deposit?`}
        description={`The principal and the interest accrued so far return to the ${breaking ?? ''} wallet.`}
        cancelLabel="Cancel"
        confirmLabel="Break deposit"
        confirmColor="orange"
        onConfirm={() => breaking && void breakNow(breaking)}
      />
    </Flex>
  );
}

function MakeDepositDialog({ currency, available, onClose, onDone }: { currency: string | null; available: number; onClose: () => void; onDone: () => void }) {
  const [amount, setAmount] = useState(String(DEFAULT_DEPOSIT_AMOUNT));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = Number(amount);
  const invalid =
    !Number.isFinite(value) || value < MIN_DEPOSIT_AMOUNT
      ? `The minimum deposit is ${MIN_DEPOSIT_AMOUNT}`
      : value > available
        ? 'The amount is above the available balance'
        : null;

  const submit = async () => {
    if (!currency || invalid) return;
    setBusy(true);
    setError(null);
    try {
      await makeOrBreakDeposit(currency, value);
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={currency !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
        setAmount(String(DEFAULT_DEPOSIT_AMOUNT));
        setError(null);
      }}
    >
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Make a {currency} deposit</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Overnight, at the {currency} overnight rate, accrued daily (ACT/360) until you break it.
        </Dialog.Description>
        <Flex direction="column" gap="2" mt="3">
          <Text as="label" size="2" weight="medium" htmlFor="deposit-amount">
            Amount ({currency})
          </Text>
          <TextField.Root id="deposit-amount" type="number" min={MIN_DEPOSIT_AMOUNT} step="100" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Text size="1" color="gray">
            Available: {formatNumber(available, { decimals: currency ? minorUnits(currency) : 2 })} {currency}
          </Text>
          {invalid || error ? (
            <Text size="2" color="red" role="alert">
              {error ?? invalid}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button loading={busy} disabled={Boolean(invalid)} onClick={() => void submit()}>
            Make deposit
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
