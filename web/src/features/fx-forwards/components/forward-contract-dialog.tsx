/**
 * The Forward Contract modal (spec 001 §2, §5; banking.md §1): Buy or Sell the base currency
 * (sent as a signed amount), the amount in base currency, the outright it would open at (the ask
 * for a buy, the bid for a sell, to the pair's decimals), the maturity, the remaining hedge amount
 * and the investment rationale (required when the session requires it). Submit is disabled,
 * with the reason, while creating, paused or frozen, when the market is closed, for an amount
 * of 0 or above the remaining hedge amount; the server's refusal is shown as it says it.
 */
import { Cross2Icon } from '@radix-ui/react-icons';
import { Box, Callout, Dialog, Flex, Grid, IconButton, Separator, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '@domain/constants';
import { MISSING, formatDate, formatMoney, formatNumber, formatPrice } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import { roundHalfEven } from '@domain/money';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { authAtom } from '@/lib/auth-state';
import { ChoiceGroup } from '@/components/choice-group';
import { fxToReporting, tradedQuote } from '@/lib/room/order-limits';
import { usePlayer, usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { buyForward, type ForwardContracts } from '../api/forwards-api';
import { newContractTerms, sessionNow } from '../hooks/use-forwards';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
type Side = 'buy' | 'sell';

export function ForwardContractDialog({ ric, limits, onClose, onDone }: { ric: string | null; limits: ForwardContracts | null; onClose: () => void; onDone: () => void }) {
  return (
    <Dialog.Root open={ric !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="trading-sheet" maxWidth="560px" aria-describedby={undefined}>
        {ric ? <ForwardForm key={ric} ric={ric} limits={limits} onClose={onClose} onDone={onDone} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ForwardForm({ ric, limits, onClose, onDone }: { ric: string; limits: ForwardContracts | null; onClose: () => void; onDone: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const auth = useAtomValue(authAtom);
  const { assets, byRic } = useSessionAssets();
  const { player, reload: reloadPlayer } = usePlayer();
  const prices = usePrices();
  const tradingRefusal = useTradingAllowed();
  const asset = byRic.get(ric);
  const live = prices.get(ric);
  const [side, setSide] = useState<Side>('buy');
  const [amountText, setAmountText] = useState('100000');
  const [rationale, setRationale] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!asset) {
    return (
      <Flex direction="column" gap="3">
        <Dialog.Title>Forward Contract</Dialog.Title>
        <Callout.Root color="red">
          <Callout.Text>Could not retrieve financial instrument!</Callout.Text>
        </Callout.Root>
      </Flex>
    );
  }

  const open = live?.open ?? asset.market_open;
  const q = tradedQuote(session, live ?? asset);
  const decimals = asset.no_of_decimals || (asset.variable_currency === 'JPY' ? 2 : 4);
  const raw = side === 'buy' ? q.ask : q.bid;
  const outright = raw === null ? null : roundHalfEven(raw, decimals);
  const terms = newContractTerms(asset, sessionNow(session));
  const amount = Number(amountText.replace(/[,\s_]/g, ''));
  const amountValid = amountText.trim() !== '' && Number.isFinite(amount) && amount > 0;
  const baseToReporting = fxToReporting(asset.base_currency, session.reporting_currency, assets ?? [], prices, player);
  const notional = amountValid && baseToReporting !== null ? amount * baseToReporting : null;
  const remaining = limits?.remaining_reporting_absolute_hedge_amount ?? null;
  const overLimit = notional !== null && remaining !== null && notional > remaining + 1e-6;
  const rationaleLength = rationale.trim().length;
  const rationaleRequired = Boolean(session.require_investment_rationale);
  const rationaleValid = rationaleRequired ? rationaleLength >= RATIONALE_MIN_LENGTH && rationaleLength <= RATIONALE_MAX_LENGTH : rationaleLength <= RATIONALE_MAX_LENGTH;
  const hours = formatHoursGmt(asset.market_hours, asset.resourcetype);
  const blocked =
    tradingRefusal ??
    (!open
      ? `Market is closed · ${hours}`
      : !amountValid
        ? 'Enter an amount above 0'
        : overLimit
          ? 'Cannot buy past limit: the amount is above the remaining hedge amount'
          : !rationaleValid
            ? rationaleRequired
              ? 'Must provide investment rationale, minimum 10 characters.'
              : `Investment rationale: at most ${RATIONALE_MAX_LENGTH} characters`
            : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked || !asset) return;
    setSaving(true);
    setError(null);
    try {
      const c = await buyForward(sessionId, {
        financial_instrument: asset.ric,
        amount: side === 'buy' ? amount : -amount,
        investment_rationale: rationale.trim() || null,
        person: auth?.selected_person?.id ?? null,
      });
      notify({
        kind: 'success',
        message: 'Forward contract opened',
        description: `#${c.id} ${c.transaction} ${formatNumber(Math.abs(c.amount), { decimals: 0 })} ${c.base_currency} ${asset.ticker} at ${formatPrice(c.open_price, asset)}, maturity ${formatDate(c.maturity_date)}`,
      });
      // Market value moves with the new contract's unrealised PnL: revalue the books.
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
    <form onSubmit={submit} aria-label="Forward contract">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="start" gap="3">
          <Box>
            <Dialog.Title mb="1">Forward Contract · {asset.ticker}</Dialog.Title>
            <Text size="2" color="gray">
              {asset.base_currency}/{asset.variable_currency} · amount in {asset.base_currency}, profit and loss in {asset.variable_currency}
            </Text>
          </Box>
          <Dialog.Close>
            <IconButton type="button" variant="ghost" color="gray" aria-label="Close" size="3">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>

        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Bid outright" value={formatPrice(q.bid, asset)} />
          <Figure label="Ask outright" value={formatPrice(q.ask, asset)} />
          <Figure label="Maturity" value={terms ? formatDate(terms.maturity) : MISSING} hint={terms?.tenor} />
        </Grid>

        {!open ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>Market is closed · {hours}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Flex direction="column" gap="1">
          <Text size="2" weight="medium">
            Transaction
          </Text>
          <ChoiceGroup
            label="Transaction"
            choices={[
              { value: 'buy', label: `Buy ${asset.base_currency}` },
              { value: 'sell', label: `Sell ${asset.base_currency}` },
            ]}
            value={side}
            onChange={(v) => setSide(v as Side)}
            color={(v) => (v === 'buy' ? 'green' : 'red')}
          />
        </Flex>

        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="fwd-amount">
            Amount ({asset.base_currency})
          </Text>
          <TextField.Root id="fwd-amount" inputMode="numeric" size="3" value={amountText} onChange={(e) => setAmountText(e.target.value)} color={amountValid || amountText === '' ? undefined : 'red'} style={tabular} />
          <Text size="1" color={overLimit ? 'red' : 'gray'} style={tabular} data-testid="fwd-remaining">
            Remaining hedge amount {remaining === null ? '…' : formatMoney(remaining, session.reporting_currency)}
            {notional !== null ? ` · this contract ${formatMoney(notional, session.reporting_currency)}` : ''}
          </Text>
        </Flex>

        <RationaleField id="fwd-rationale" value={rationale} onChange={setRationale} required={rationaleRequired} valid={rationaleValid} />

        <Separator size="4" />
        <Box>
          <Text as="div" size="1" color="gray">
            Opens at ({side === 'buy' ? 'ask' : 'bid'} outright)
          </Text>
          <Text as="div" size="5" weight="bold" style={tabular} data-testid="fwd-open-price">
            {formatPrice(outright, asset)}
          </Text>
          <Text as="div" size="1" color="gray">
            {side === 'buy' ? 'Buy' : 'Sell'} {amountValid ? formatNumber(amount, { decimals: 0 }) : MISSING} {asset.base_currency} against {asset.variable_currency}
            {terms ? `, settled on ${formatDate(terms.maturity)} against the spot mid` : ''}. Nothing is paid today.
          </Text>
        </Box>
        <DialogFooter error={error} blocked={blocked} blockedTestId="fwd-blocked" loading={saving} color={side === 'buy' ? 'green' : 'red'} submitLabel={side === 'buy' ? 'Buy forward' : 'Sell forward'} />
      </Flex>
    </form>
  );
}
