/**
 * The Forward Contract modal (spec 001 §2, §5; banking.md §1): Buy or Sell the base currency
 * (sent as a signed amount), the amount in base currency, the outright it would open at (the ask
 * for a buy, the bid for a sell, to the pair's decimals), the maturity, the remaining hedge amount
 * and the investment rationale (required when the session requires it). Submit is disabled,
 * with the reason, while creating, paused or frozen, when the market is closed, for an amount
 * of 0 or above the remaining hedge amount; the server's refusal is shown as it says it.
 */
import { Box, Flex, Grid, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber, formatPrice } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import { roundHalfEven } from '@domain/money';
import { AmountField, ContractDialog, ContractDialogHeader, MarketClosedNotice, MissingInstrument, Outcome, SideChoice, type Side } from '@/components/contracts/contract-dialog';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { fxToReporting, tradedQuote } from '@/lib/room/order-limits';
import { usePlayer, usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { sessionNow } from '@/lib/room/session-now';
import { readAmount, useContractSubmit, useRationale, useTradingPerson } from '@/lib/room/use-contract-form';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { buyForward, type ForwardContracts } from '../api/forwards-api';
import { forwardDecimals, newContractTerms } from '../hooks/use-forwards';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export function ForwardContractDialog({ ric, limits, onClose, onDone }: { ric: string | null; limits: ForwardContracts | null; onClose: () => void; onDone: () => void }) {
  return (
    <ContractDialog open={ric !== null} onClose={onClose} sheet maxWidth="560px">
      {ric ? <ForwardForm key={ric} ric={ric} limits={limits} onClose={onClose} onDone={onDone} /> : null}
    </ContractDialog>
  );
}

function ForwardForm({ ric, limits, onClose, onDone }: { ric: string; limits: ForwardContracts | null; onClose: () => void; onDone: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const person = useTradingPerson();
  const { assets, byRic } = useSessionAssets();
  const { player } = usePlayer();
  const prices = usePrices();
  const tradingRefusal = useTradingAllowed();
  const asset = byRic.get(ric);
  const [side, setSide] = useState<Side>('buy');
  const [amountText, setAmountText] = useState('100000');
  const rationale = useRationale();
  const { saving, error, submit } = useContractSubmit();

  if (!asset) return <MissingInstrument title="Forward Contract" />;

  const live = prices.get(ric);
  const open = live?.open ?? asset.market_open;
  const q = tradedQuote(session, live ?? asset);
  const raw = side === 'buy' ? q.ask : q.bid;
  const outright = raw === null ? null : roundHalfEven(raw, forwardDecimals(asset));
  const terms = newContractTerms(asset, sessionNow(session));
  const { amount, valid: amountValid } = readAmount(amountText);
  const baseToReporting = fxToReporting(asset.base_currency, session.reporting_currency, assets ?? [], prices, player);
  const notional = amountValid && baseToReporting !== null ? amount * baseToReporting : null;
  const remaining = limits?.remaining_reporting_absolute_hedge_amount ?? null;
  const overLimit = notional !== null && remaining !== null && notional > remaining + 1e-6;
  const hours = formatHoursGmt(asset.market_hours, asset.resourcetype);
  const blocked =
    tradingRefusal ??
    (!open
      ? `Market is closed · ${hours}`
      : !amountValid
        ? 'Enter an amount above 0'
        : overLimit
          ? 'Cannot buy past limit: the amount is above the remaining hedge amount'
          : rationale.refusal);

  const onSubmit = submit(
    blocked,
    () => buyForward(sessionId, { financial_instrument: asset.ric, amount: side === 'buy' ? amount : -amount, investment_rationale: rationale.value, person }),
    (c) => {
      notify({
        kind: 'success',
        message: 'Forward contract opened',
        description: `#${c.id} ${c.transaction} ${formatNumber(Math.abs(c.amount), { decimals: 0 })} ${c.base_currency} ${asset.ticker} at ${formatPrice(c.open_price, asset)}, maturity ${formatDate(c.maturity_date)}`,
      });
      onDone();
      onClose();
    },
  );

  return (
    <form onSubmit={onSubmit} aria-label="Forward contract">
      <Flex direction="column" gap="4">
        <ContractDialogHeader title={`Forward Contract · ${asset.ticker}`}>
          {asset.base_currency}/{asset.variable_currency} · amount in {asset.base_currency}, profit and loss in {asset.variable_currency}
        </ContractDialogHeader>

        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Bid outright" value={formatPrice(q.bid, asset)} />
          <Figure label="Ask outright" value={formatPrice(q.ask, asset)} />
          <Figure label="Maturity" value={terms ? formatDate(terms.maturity) : MISSING} hint={terms?.tenor} />
        </Grid>

        <MarketClosedNotice open={open} hours={hours} />
        <SideChoice side={side} onChange={setSide} buy={`Buy ${asset.base_currency}`} sell={`Sell ${asset.base_currency}`} />

        <AmountField id="fwd-amount" label={`Amount (${asset.base_currency})`} text={amountText} onChange={setAmountText} valid={amountValid}>
          <Text size="1" color={overLimit ? 'red' : 'gray'} style={tabular} data-testid="fwd-remaining">
            Remaining hedge amount {remaining === null ? '…' : formatMoney(remaining, session.reporting_currency)}
            {notional !== null ? ` · this contract ${formatMoney(notional, session.reporting_currency)}` : ''}
          </Text>
        </AmountField>

        <RationaleField id="fwd-rationale" value={rationale.text} onChange={rationale.setText} required={rationale.required} valid={rationale.valid} />

        <Separator size="4" />
        <Box>
          <Outcome label={`Opens at (${side === 'buy' ? 'ask' : 'bid'} outright)`} value={formatPrice(outright, asset)} testId="fwd-open-price" />
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
