/**
 * Cash Exchange (spec 001 §5, `POST /api/wallets/exchange/`): only between the reporting currency
 * and another one; amount above 0 and at most the source's available balance. The rate shown is
 * indicative (the mid from the session's FX quotes), or 'not available'.
 */
import { DialogHeader } from '@/components/dialog-header';
import { Button, Callout, Dialog, Flex, Grid, Select, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney, formatNumber } from '@domain/format';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { exchangeCash } from '@/lib/room/player-api';
import { fxToReporting } from '@/lib/room/order-limits';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export function CashExchangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content className="trading-sheet" maxWidth="480px" aria-describedby={undefined}>
        {open ? <ExchangeForm onClose={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ExchangeForm({ onClose }: { onClose: () => void }) {
  const { player, reload } = usePlayer();
  const { assets } = useSessionAssets();
  const prices = usePrices();
  const { reportingCurrency } = useSessionFlags();
  const refusal = useTradingAllowed();
  const currencies = (player?.wallets ?? []).map((w) => w.currency);
  const others = currencies.filter((c) => c !== reportingCurrency);
  const [from, setFrom] = useState<string>(reportingCurrency);
  const [to, setTo] = useState(others[0] ?? '');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // One side is always the reporting currency.
  useEffect(() => {
    if (from !== reportingCurrency && to !== reportingCurrency) setTo(reportingCurrency);
    if (from === to) setTo(from === reportingCurrency ? (others[0] ?? '') : reportingCurrency);
  }, [from, to, reportingCurrency, others]);

  const source = player?.wallets.find((w) => w.currency === from);
  const available = source ? source.amount - source.collateral_amount : 0;
  const amount = Number(amountText);
  const rateFrom = fxToReporting(from, reportingCurrency, assets ?? [], prices, player);
  const rateTo = fxToReporting(to, reportingCurrency, assets ?? [], prices, player);
  const rate = rateFrom !== null && rateTo !== null && rateTo > 0 ? rateFrom / rateTo : null;
  const jpy = from === 'JPY' || to === 'JPY';
  const problem =
    amountText.trim() === ''
      ? 'Enter an amount'
      : !(amount > 0)
        ? 'The amount must be above 0'
        : amount > available
          ? `The amount is above the available balance (${formatMoney(available, from)})`
          : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || refusal) return;
    setSaving(true);
    setError(null);
    try {
      const result = await exchangeCash({ from_wallet: from, to_wallet: to, amount });
      const last = result.exchange_history[0] as { amount?: number; value?: number } | undefined;
      notify({
        kind: 'success',
        message: 'Cash exchanged',
        description: last ? `${formatMoney(last.amount ?? amount, from)} → ${formatMoney(last.value ?? null, to)}` : undefined,
      });
      reload();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Cash Exchange">
      <Flex direction="column" gap="4">
        <DialogHeader title="Cash Exchange" />
        <Grid columns="2" gap="3">
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              From
            </Text>
            <Select.Root value={from} onValueChange={setFrom} size="3">
              <Select.Trigger aria-label="From wallet" />
              <Select.Content>
                {currencies.map((c) => (
                  <Select.Item key={c} value={c}>
                    {c}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              To
            </Text>
            <Select.Root value={to} onValueChange={setTo} size="3">
              <Select.Trigger aria-label="To wallet" />
              <Select.Content>
                {currencies
                  .filter((c) => c !== from && (from === reportingCurrency || c === reportingCurrency))
                  .map((c) => (
                    <Select.Item key={c} value={c}>
                      {c}
                    </Select.Item>
                  ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Grid>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="exchange-amount">
            Amount ({from})
          </Text>
          <TextField.Root id="exchange-amount" inputMode="decimal" size="3" value={amountText} onChange={(e) => setAmountText(e.target.value)} style={tabular}>
            <TextField.Slot side="right">
              <Button type="button" size="1" variant="soft" onClick={() => setAmountText(String(Math.max(0, available)))}>
                Max
              </Button>
            </TextField.Slot>
          </TextField.Root>
          <Text size="1" color="gray" style={tabular}>
            Available {formatMoney(available, from)}
          </Text>
        </Flex>
        <Flex justify="between" style={tabular}>
          <Text size="2" color="gray">
            Rate {from}/{to} (indicative)
          </Text>
          <Text size="2" weight="bold">
            {rate === null ? 'not available' : formatNumber(rate, { decimals: jpy ? 2 : 4 })}
          </Text>
        </Flex>
        {rate !== null && amount > 0 ? (
          <Flex justify="between" style={tabular}>
            <Text size="2" color="gray">
              You receive about
            </Text>
            <Text size="2" weight="bold">
              {formatMoney(amount * rate, to)}
            </Text>
          </Flex>
        ) : null}
        {amountText && problem ? (
          <Text size="2" color="red" role="alert">
            {problem}
          </Text>
        ) : null}
        {refusal ? (
          <Text size="2" color="amber">
            {refusal.replace('Trading', 'Cash exchange')}
          </Text>
        ) : null}
        {error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" size="3">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" size="3" loading={saving} disabled={Boolean(problem) || Boolean(refusal) || !to}>
            Exchange
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
